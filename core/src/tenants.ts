/**
 * Opening a customer: the rules of the "New customer" form, the director's invitation
 * and the setup checklist, shared by the REST API, the gateway and the web.
 */
import type { MessageKey } from './messages/en.ts';
import { isEmail, type FieldErrors } from './validation.ts';
import { MAX_TEXT_LENGTH } from './constants.ts';
import { LANGUAGES } from './messages/languages.ts';

/** An invitation link works this long after it was sent (or sent again), then never. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Longest invitation token accepted on the wire (ours are 43 characters). */
export const MAX_INVITATION_TOKEN_LENGTH = 200;
/** The web's public set-password page; the token travels in its `token` query. */
export const INVITATION_PATH = '/auth/invitation';

export interface NewCustomerInput {
  name: string;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: string;
  /** IANA zone, e.g. America/Chicago. */
  timeZone: string;
  /** ISO 4217, e.g. USD. */
  currency: string;
  directorFirstName: string;
  directorLastName: string;
  directorEmail: string;
  /** The director's language (languages.ts id): their invitation e-mail and their screens. */
  directorLanguageId: number;
}

export type NewCustomerField = keyof NewCustomerInput;
type TextField = Exclude<NewCustomerField, 'directorLanguageId'>;

const COUNTRY = /^[A-Z]{2}$/;

function supported(kind: 'timeZone' | 'currency'): ReadonlySet<string> {
  return new Set(Intl.supportedValuesOf(kind));
}

let zones: ReadonlySet<string> | null = null;
let currencies: ReadonlySet<string> | null = null;

export function isTimeZone(value: string): boolean {
  zones ??= supported('timeZone');
  // UTC is valid everywhere although some engines leave it out of the list.
  return value === 'UTC' || zones.has(value);
}

export function isCurrency(value: string): boolean {
  currencies ??= supported('currency');
  return currencies.has(value);
}

/** Trims every field and upper-cases the codes, as the server stores them. */
export function normaliseNewCustomer(v: NewCustomerInput): NewCustomerInput {
  return {
    name: v.name.trim(),
    country: v.country.trim().toUpperCase(),
    timeZone: v.timeZone.trim(),
    currency: v.currency.trim().toUpperCase(),
    directorFirstName: v.directorFirstName.trim(),
    directorLastName: v.directorLastName.trim(),
    directorEmail: v.directorEmail.trim().toLowerCase(),
    directorLanguageId: v.directorLanguageId,
  };
}

/** Field problems of a (normalised) new customer; the duplicate name is the server's to find. */
export function validateNewCustomer(v: NewCustomerInput): FieldErrors<NewCustomerField> {
  const errors: FieldErrors<NewCustomerField> = {};
  const text = (field: TextField, required: MessageKey) => {
    if (!v[field]) errors[field] = required;
    else if (v[field].length > MAX_TEXT_LENGTH) errors[field] = 'validation.tooLong';
  };
  text('name', 'tenants.error.nameRequired');
  text('directorFirstName', 'validation.required');
  text('directorLastName', 'validation.required');
  if (!COUNTRY.test(v.country)) errors.country = 'tenants.error.country';
  if (!isTimeZone(v.timeZone)) errors.timeZone = 'tenants.error.timeZone';
  if (!isCurrency(v.currency)) errors.currency = 'tenants.error.currency';
  if (!v.directorEmail) errors.directorEmail = 'validation.required';
  else if (v.directorEmail.length > 254 || !isEmail(v.directorEmail)) errors.directorEmail = 'tenants.error.email';
  if (!LANGUAGES.some((l) => l.id === v.directorLanguageId)) errors.directorLanguageId = 'validation.required';
  return errors;
}

/** Why an invitation link does not work; `null` when it does. */
export type InvitationProblem = 'unknown' | 'used' | 'expired';

export const INVITATION_PROBLEM_MESSAGE: Record<InvitationProblem, MessageKey> = {
  unknown: 'tenants.invitation.unknown',
  used: 'tenants.invitation.used',
  expired: 'tenants.invitation.expired',
};

/** Where an invitation stands, from its row (the customers list shows it). */
export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'none';

export function invitationStatus(row: { usedAt: Date | null; expiresAt: Date } | null, now: Date): InvitationStatus {
  if (!row) return 'none';
  if (row.usedAt) return 'accepted';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

// ── The setup checklist ────────────────────────────────────────────────────────────────────

/**
 * The steps of setting up a new customer, in the order they are done, each linked to its screen; a step whose data lives on more
 * than one screen links the others too (`also`), so every screen a step needs is one click away.
 */
export const CHECKLIST_ITEMS = [
  { id: 'locations', path: '/settings/locations', labelKey: 'tenants.checklist.locations', also: [] },
  {
    id: 'taxesAndRevenue',
    path: '/product-management/tax-rates',
    labelKey: 'tenants.checklist.taxesAndRevenue',
    also: [{ path: '/product-management/revenue-classes', labelKey: 'menu.revenueClasses' }],
  },
  {
    id: 'products',
    path: '/product-management/products',
    labelKey: 'tenants.checklist.products',
    // A product needs a category, and a new customer has none.
    also: [{ path: '/product-management/product-categories', labelKey: 'menu.productCategories' }],
  },
  {
    id: 'resourcesAndActivities',
    path: '/club-booking/resources',
    labelKey: 'tenants.checklist.resourcesAndActivities',
    also: [{ path: '/club-booking/activities', labelKey: 'scheduling.activities.title' }],
  },
  {
    id: 'bookingAndOnline',
    path: '/club-booking/settings',
    labelKey: 'tenants.checklist.bookingAndOnline',
    also: [{ path: '/club-booking/product-offerings', labelKey: 'club.offerings.title' }],
  },
  { id: 'usersAndRoles', path: '/settings/users', labelKey: 'tenants.checklist.usersAndRoles', also: [] },
] as const satisfies readonly {
  id: string;
  path: string;
  labelKey: MessageKey;
  also: readonly { path: string; labelKey: MessageKey }[];
}[];

export type ChecklistItemId = (typeof CHECKLIST_ITEMS)[number]['id'];

/** Counts of a master client's rows, read at request time. */
export interface ChecklistCounts {
  locations: number;
  taxRates: number;
  revenueClasses: number;
  products: number;
  resources: number;
  activities: number;
  bookingSettings: number;
  onlineOfferings: number;
  /** Roles the master client defines itself (the shared Director role is not one). */
  roles: number;
  /** People in the master client, the director included. */
  users: number;
}

/** Whether each step is done, from the counts alone (no stored flag). */
export function checklistDone(c: ChecklistCounts): Record<ChecklistItemId, boolean> {
  return {
    locations: c.locations > 0,
    taxesAndRevenue: c.taxRates > 0 && c.revenueClasses > 0,
    products: c.products > 0,
    resourcesAndActivities: c.resources > 0 && c.activities > 0,
    bookingAndOnline: c.bookingSettings > 0 && c.onlineOfferings > 0,
    // Someone besides the first director, holding a role of the client's own.
    usersAndRoles: c.roles > 0 && c.users > 1,
  };
}
