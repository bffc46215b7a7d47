/**
 * Marketing's guests (spec/3 §2 "Guests, with notes"; §7 GET /marketing/guests, POST
 * /marketing/guests/note; menu 112) and CRM's view of one guest (menu 17): the shapes every layer
 * uses, the note rules and the screens' permission indexes.
 *
 * Visits, bookings and spend come from the dashboard facts, whose guest_id is a guest's id:
 * visits are dash_visits rows, bookings are sales through Club Booking (dash_sales channel 3),
 * spend is the sum of the guest's sales in cents.
 */
import { type Static, Type } from 'typebox';
import { Nullable, PAGING_QUERY } from '../resources/types.ts';

/** Menu access indexes of spec/3 §6. */
export const GUESTS_MENU = 112;
export const SEGMENTS_MENU = 120;
export const CRM_MENU = 17;
export const CRM_TAGS_MENU = 19;

/** A note is free text up to this many characters (a paragraph, not a document). */
export const MAX_NOTE_LENGTH = 1000;
/** Newest notes shown with a guest; the timeline pages on its own. */
export const NOTES_PER_GUEST = 50;
/** Events on one page of a guest's timeline. */
export const TIMELINE_LIMIT = 100;

/** Guest ids are bigint in the database; JSON numbers stay exact up to 2^53. */
export const GuestId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const GUEST_SORTS = ['name', 'lastVisit', 'visits', 'spend', 'createdAt'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

export const GuestNote = Type.Object({
  id: Type.Integer(),
  guestId: Type.Integer(),
  text: Type.String(),
  authorName: Type.String(),
  /** ISO instant. */
  createdAt: Type.String(),
});
export type GuestNote = Static<typeof GuestNote>;

export const GuestRow = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  postalCode: Type.String(),
  birthDate: Nullable(Type.String()),
  homeLocation: Type.String(),
  visits: Type.Integer(),
  bookings: Type.Integer(),
  spendCents: Type.Integer(),
  /** ISO day of the last visit; null: never visited. */
  lastVisit: Nullable(Type.String()),
  tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  notesCount: Type.Integer(),
  /** The language the guest's messages go in (languages id); null: the location's. */
  languageId: Nullable(Type.Integer()),
});
export type GuestRow = Static<typeof GuestRow>;

/** A guest's language set in CRM: a languages id, or null for the location's. */
export const GuestLanguageInput = Type.Object(
  { guestId: GuestId, languageId: Nullable(Type.Integer({ minimum: 1, maximum: 1000 })) },
  { additionalProperties: false },
);
export type GuestLanguageInput = Static<typeof GuestLanguageInput>;

export const GuestDetail = Type.Object({ ...GuestRow.properties, notes: Type.Array(GuestNote) });
export type GuestDetail = Static<typeof GuestDetail>;

export const GUESTS_QUERY = {
  ...PAGING_QUERY,
  sort: Type.Optional(
    Type.Union([
      Type.Literal('name'),
      Type.Literal('lastVisit'),
      Type.Literal('visits'),
      Type.Literal('spend'),
      Type.Literal('createdAt'),
    ]),
  ),
  /** Only guests of this segment (the segment screen's matching guests). */
  segmentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  tagId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
};

export const NoteInput = Type.Object(
  {
    guestId: GuestId,
    text: Type.String({ minLength: 1, maxLength: MAX_NOTE_LENGTH }),
  },
  { additionalProperties: false },
);
export type NoteInput = Static<typeof NoteInput>;

/** The trimmed text, or the message key of what is wrong with it. */
export function checkNote(
  text: string,
): { text: string } | { error: 'marketing.note.required' | 'marketing.note.tooLong' } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'marketing.note.required' };
  if ([...trimmed].length > MAX_NOTE_LENGTH) return { error: 'marketing.note.tooLong' };
  return { text: trimmed };
}

export const TIMELINE_KINDS = ['visit', 'booking', 'note', 'membership', 'message'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event of a guest's CRM timeline, newest first. */
export const TimelineEvent = Type.Object({
  kind: Type.Union([
    Type.Literal('visit'),
    Type.Literal('booking'),
    Type.Literal('note'),
    Type.Literal('membership'),
    Type.Literal('message'),
  ]),
  /** ISO day (visits, bookings, memberships) or instant (notes, messages). */
  at: Type.String(),
  location: Type.String(),
  amountCents: Type.Integer(),
  /** Party size for a visit; 0 otherwise. */
  partySize: Type.Integer(),
  /** A note's text, a membership's expiry day, an e-mail's subject or an SMS's text; '' otherwise. */
  text: Type.String(),
  /** A note's author, or who sent a message (empty for automatic sends). */
  author: Type.String(),
  /** A message's channel; '' for other events. */
  channel: Type.Union([Type.Literal(''), Type.Literal('email'), Type.Literal('sms')]),
  /** A message's delivery status; '' for other events. */
  status: Type.Union([
    Type.Literal(''),
    Type.Literal('queued'),
    Type.Literal('sent'),
    Type.Literal('failed'),
    Type.Literal('bounced'),
  ]),
});
export type TimelineEvent = Static<typeof TimelineEvent>;

export const GuestTimeline = Type.Object({ guest: GuestRow, events: Type.Array(TimelineEvent) });
export type GuestTimeline = Static<typeof GuestTimeline>;

/** Money in cents as the grids show it (spec/3 §2 price column: a dollar prefix). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
