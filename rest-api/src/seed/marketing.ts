/**
 * Demo marketing e-mail: every location's branding in the default language, the booking
 * messages' default templates every customer gets (marketing/bookingMessages.ts), the demo's own
 * (a reminder SMS, an offer SMS, a newsletter and a birthday e-mail) and a short log of messages already sent to its guests, so
 * /crm/emails has history. Deterministic and small; no delivery jobs (the log rows are past).
 */
import { DEFAULT_LANGUAGE_ID } from '@marquee/core/marketing/branding';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { guests } from '../db/schema-guests.ts';
import { emailBranding, guestMessages, messageTemplates } from '../db/schema-marketing.ts';
import * as t from '../db/schema.ts';
import { seedDefaultTemplates } from '../marketing/bookingMessages.ts';
import type { MasterClientKey } from './tenancy.ts';

export const DEMO_TEMPLATES = [
  {
    name: 'Reminder SMS',
    channel: 'sms',
    timeTypeId: 2,
    subject: '',
    body: '{{ location.name }}: see you tomorrow at {{ booking.time }}, {{ guest.firstName }}!',
  },
  {
    name: 'Offer SMS',
    channel: 'sms',
    timeTypeId: 5,
    subject: '',
    body: '{{ location.name }}: {{ guest.firstName }}, two games for one this week. Show this text at the desk.',
  },
  {
    name: 'Monthly news',
    channel: 'email',
    timeTypeId: 5,
    subject: 'What is new at {{ location.name }}',
    body: '<p>Hi {{ guest.firstName }},</p><p>New games, new party packages and league nights are on at {{ location.name }}. Come and see!</p>',
  },
  {
    name: 'Happy birthday',
    channel: 'email',
    timeTypeId: 4,
    subject: 'Happy birthday, {{ guest.firstName }}!',
    body: '<p>Happy birthday, {{ guest.firstName }}! Celebrate with us at {{ location.name }}.</p>',
  },
] as const;

const STATUSES = ['sent', 'sent', 'sent', 'failed', 'bounced', 'sent'] as const;

export async function seedMarketing(tx: Tx, clientIds: Map<MasterClientKey, number>) {
  for (const masterClientId of clientIds.values()) {
    const places = await tx
      .select({ id: t.locations.id, name: t.locations.name })
      .from(t.locations)
      .where(eq(t.locations.masterClientId, masterClientId))
      .orderBy(asc(t.locations.id));
    if (places.length === 0) continue;
    await tx.insert(emailBranding).values(
      places.map((p) => ({
        masterClientId,
        locationId: p.id,
        languageId: DEFAULT_LANGUAGE_ID,
        headerText: p.name,
        footerText: `${p.name} · You receive this e-mail because you visited us.`,
        senderName: p.name,
      })),
    );
    // The booking messages' templates as every customer gets them, then the demo's own.
    await seedDefaultTemplates(tx, masterClientId);
    await tx
      .insert(messageTemplates)
      .values(
        places.flatMap((p) =>
          DEMO_TEMPLATES.map((d) => ({ masterClientId, locationId: p.id, languageId: DEFAULT_LANGUAGE_ID, ...d })),
        ),
      );
    const people = await tx
      .select({ id: guests.id, email: guests.email, firstName: guests.firstName, home: guests.homeLocationId })
      .from(guests)
      .where(eq(guests.masterClientId, masterClientId))
      .orderBy(asc(guests.id))
      .limit(12);
    const anchor = Date.UTC(2026, 0, 15, 15);
    const log = people
      .filter((g) => g.email)
      .map((g, i) => {
        const status = STATUSES[i % STATUSES.length]!;
        const at = new Date(anchor + i * 3_600_000);
        return {
          masterClientId,
          locationId: g.home ?? places[0]!.id,
          guestId: g.id,
          channel: 'email' as const,
          toAddress: g.email,
          subject: 'Thanks for visiting',
          bodyText: `Thanks for coming, ${g.firstName}! We hope to see you again soon.`,
          status,
          attempts: status === 'failed' ? 4 : 1,
          lastError: status === 'failed' ? 'Connection timeout' : status === 'bounced' ? '550 no such user' : '',
          createdAt: at,
          sentAt: status === 'sent' ? at : null,
        };
      });
    if (log.length > 0) await tx.insert(guestMessages).values(log);
  }
}
