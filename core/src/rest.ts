/**
 * The REST contract between rest-api and the gateway (spec/1 §7). Successful bodies are
 * `{ data: T }`; errors are `{ message, fields? }` where `fields` maps a field name to its
 * message text. Every authenticated call carries `Authorization: Bearer <token>`, the
 * `masterClient` query parameter (an id, or `null`) and the timezone-offset header.
 */
import type { DnsEntry, Identity, MasterClient } from './identity.ts';
import type { MessageKey } from './messages/en.ts';

/** A field message as its key in core's catalogue and the values of its `{placeholders}`. */
export interface FieldKey {
  key: MessageKey;
  values?: Record<string, string | number>;
}

export interface Envelope<T> {
  data: T;
}

export interface ErrorBody {
  message: string;
  /** Field name → message text (English), for 400 answers. */
  fields?: Record<string, string>;
  /**
   * Field name → the catalogue key of that field's message and its values, for the fields whose
   * message comes from core's catalogue (all but a few schema texts): a client shows
   * `format(catalogue[key], values)` in its person's language, and `fields[name]` otherwise.
   */
  fieldKeys?: Record<string, FieldKey>;
  /** Passed through from the gateway's request id, for support. */
  requestId?: string;
}

/** POST /login */
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  token: string;
  /** Seconds the session lasts without a call. */
  expiresIn: number;
  user: Identity;
}

/** POST /ping → Envelope<PingResponse>; GET /me → Envelope<Identity> */
export interface PingResponse {
  expiresIn: number;
}

/** POST /auth/account-recovery */
export interface RecoveryRequest {
  email: string;
}
/** POST /auth/account-recovery-validate → Envelope<{ code: 0 | 1 }>: 0 means valid. */
export interface RecoveryValidateRequest {
  code: string;
}
export interface RecoveryValidateResponse {
  code: number;
}
/** POST /auth/account-recovery-submit */
export interface RecoverySubmitRequest {
  token: string;
  newPassword: string;
  repeatNewPassword: string;
}

/** GET /user-profile, and the body of POST /user-profile (without the read-only fields). */
export interface UserProfile {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  image: string | null;
  languageId: number;
  dateFormatId: number;
  isProfileCompleted: boolean;
  /** Optimistic-lock version: a save with an older version is refused with 409. */
  version: number;
}
export interface UserProfileUpdate {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  languageId: number;
  dateFormatId: number;
  version: number;
}

/** POST /user-profile-security */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  repeatNewPassword: string;
}

/** GET /user-profile/contacts → Envelope<Contact[]>; PUT /user-profile/contacts replaces them. */
export interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
  contactTypeId: number;
}
export interface ContactsUpdate {
  contacts: Omit<Contact, 'id'>[];
}
export interface ContactType {
  id: number;
  name: string;
}

/** GET /languages, GET /date-formats */
export interface Language {
  id: number;
  name: string;
  code: string;
}
export interface DateFormat {
  id: number;
  format: string;
}

/** GET /api/quick-panel/data — stored as is by the web. */
export interface QuickPanelData {
  notes: { id: number; title: string; detail: string }[];
  events: { id: number; title: string; detail: string }[];
}

/** POST /logs/visits */
export interface VisitLogRequest {
  eventName: string;
}

/** GET /master-clients → Envelope<MasterClient[]> */
export type MasterClientList = MasterClient[];

/** GET /location?src=lookup → Envelope<LocationLookup[]> (the locations of `masterClient`). */
export interface LocationLookup {
  locationId: number;
  name: string;
  code: string;
  groupId: number | null;
  groupName: string | null;
}

/** GET /dev/outbox?to= (non-production only) → Envelope<OutboxMessage[]>, newest first. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/**
 * Paged settings lists (GET /settings/groups, /settings/locations, /settings/users,
 * /settings/users-director) take these query parameters: `page` (first page 0), `rowsPerPage`
 * (default 25, at most 100), `search` (trimmed, matched case-insensitively), `sort` (a column
 * the list names) and `order` ('asc' | 'desc'), plus the list's own filters (e.g. `roleId`).
 */
export interface PagedQuery {
  page?: number;
  rowsPerPage?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * The one answer of every paged list: `Envelope<PagedList<Row>>`, i.e. `{ data: { data, total,
 * page, rowsPerPage } }` — `data` the rows of `page`, `total` the rows of every page together.
 */
export interface PagedList<T> {
  data: T[];
  total: number;
  page: number;
  rowsPerPage: number;
}

export type { DnsEntry, Identity, MasterClient };
