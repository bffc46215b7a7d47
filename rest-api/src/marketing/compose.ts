/**
 * A template made into a message for one guest: the render context (a guest of the master client
 * or the sample guest), the strict render, and the branded e-mail around it. Used by the
 * preview, the test e-mail and every send.
 */
import {
  type EmailSmsTemplateInput,
  SAMPLE_CONTEXT,
  templateVariablesFor,
  validateTemplate,
} from '@marquee/core/marketing/templates';
import { DEFAULT_LANGUAGE_ID } from '@marquee/core/marketing/branding';
import { brandedEmail } from '@marquee/core/marketing/layout';
import { absoluteImageUrl } from '@marquee/core/settings/brandImage';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guests } from '../db/schema-guests.ts';
import { type FieldProblems, invalidInput } from '../http/errors.ts';
import { getBranding } from '../repositories/marketing/branding.ts';
import type { Place } from '../repositories/marketing/places.ts';
import { recordNotFound } from '../resources/errors.ts';
import { checkTemplateSource, type RenderContext, renderMessage } from './render.ts';

/** The template's fields a message is made of. */
export type TemplateContent = Pick<EmailSmsTemplateInput, 'channel' | 'subject' | 'body'>;

/** Every rule of a template: core's, then syntax and unknown variables of subject and body (400). */
export function assertValidTemplate(input: EmailSmsTemplateInput): void {
  const problems: FieldProblems = { ...validateTemplate(input) };
  const allowed = templateVariablesFor(input.timeTypeId);
  if (!problems.subject && input.channel === 'email')
    problems.subject = checkTemplateSource(input.subject, allowed) ?? undefined;
  if (!problems.body) problems.body = checkTemplateSource(input.body, allowed) ?? undefined;
  if (Object.values(problems).some(Boolean)) throw invalidInput(problems);
}

/**
 * A preview's context: the sample guest, or guest `guestId` of the master client (404 for anyone
 * else's), with the sample booking. Previews and test sends to staff only: a message to a guest
 * is rendered from real values (bookingMessages.ts, segmentSends.ts).
 */
export async function renderContext(
  db: Executor,
  masterClientId: number,
  place: Place,
  guestId?: number,
): Promise<RenderContext & { guestId: number | null }> {
  const location = { name: place.name, address: place.address };
  if (guestId === undefined) return { ...SAMPLE_CONTEXT, location, guestId: null };
  const [guest] = await db
    .select({ firstName: guests.firstName, lastName: guests.lastName, email: guests.email })
    .from(guests)
    .where(and(eq(guests.masterClientId, masterClientId), eq(guests.id, guestId)));
  if (!guest) throw recordNotFound();
  return { guest, location, booking: SAMPLE_CONTEXT.booking, payment: SAMPLE_CONTEXT.payment, guestId };
}

export interface ComposedMessage {
  subject: string;
  text: string;
  /** The whole branded document; empty for SMS. */
  html: string;
  fromName: string;
  replyTo: string;
}

export async function composeMessage(
  db: Executor,
  masterClientId: number,
  place: Place,
  languageId: number,
  content: TemplateContent,
  context: RenderContext,
  publicUrl: string,
): Promise<ComposedMessage> {
  return (await composer(db, masterClientId, place, languageId, content, publicUrl))(context);
}

/** A template's composer for many guests (a segment send): the branding is read once. */
export async function composer(
  db: Executor,
  masterClientId: number,
  place: Place,
  languageId: number,
  content: TemplateContent,
  /** The product's public base URL: an uploaded logo's path becomes an address a mail client loads. */
  publicUrl: string,
): Promise<(context: RenderContext) => Promise<ComposedMessage>> {
  // A language the location has not branded yet wears its default language's look, not none.
  let branding = await getBranding(db, masterClientId, place.id, languageId);
  if (branding.version === 0 && languageId !== DEFAULT_LANGUAGE_ID)
    branding = { ...(await getBranding(db, masterClientId, place.id, DEFAULT_LANGUAGE_ID)), languageId };
  const fromName = branding.senderName || place.name;
  return async (context) => {
    const rendered = await renderMessage(content, context);
    if (content.channel === 'sms') return { ...rendered, html: '', fromName, replyTo: '' };
    return {
      subject: rendered.subject,
      text: rendered.text,
      html: brandedEmail(
        { ...branding, logoUrl: absoluteImageUrl(publicUrl, branding.logoUrl) },
        rendered.subject,
        rendered.html,
      ),
      fromName,
      replyTo: branding.replyTo,
    };
  };
}
