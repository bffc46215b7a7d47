/**
 * A template made into a message for one guest: the render context (a guest of the master client
 * or the sample guest), the strict render, and the branded e-mail around it. Used by the
 * preview, the test e-mail and every send.
 */
import { validateTemplate, type EmailSmsTemplateInput, SAMPLE_CONTEXT } from '@marquee/core/marketing/templates';
import { brandedEmail } from '@marquee/core/marketing/layout';
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
  if (!problems.subject && input.channel === 'email')
    problems.subject = checkTemplateSource(input.subject) ?? undefined;
  if (!problems.body) problems.body = checkTemplateSource(input.body) ?? undefined;
  if (Object.values(problems).some(Boolean)) throw invalidInput(problems);
}

/** The sample guest, or guest `guestId` of the master client (404 for anyone else's). */
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
  return { guest, location, booking: SAMPLE_CONTEXT.booking, guestId };
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
): Promise<ComposedMessage> {
  return (await composer(db, masterClientId, place, languageId, content))(context);
}

/** A template's composer for many guests (a segment send): the branding is read once. */
export async function composer(
  db: Executor,
  masterClientId: number,
  place: Place,
  languageId: number,
  content: TemplateContent,
): Promise<(context: RenderContext) => Promise<ComposedMessage>> {
  const branding = await getBranding(db, masterClientId, place.id, languageId);
  const fromName = branding.senderName || place.name;
  return async (context) => {
    const rendered = await renderMessage(content, context);
    if (content.channel === 'sms') return { ...rendered, html: '', fromName, replyTo: '' };
    return {
      subject: rendered.subject,
      text: rendered.text,
      html: brandedEmail(branding, rendered.subject, rendered.html),
      fromName,
      replyTo: branding.replyTo,
    };
  };
}
