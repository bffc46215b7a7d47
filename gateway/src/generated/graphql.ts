import { GraphQLResolveInfo } from 'graphql';
import { DashboardParent } from '../modules/dashboards/parent.ts';
import { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Setting a password with an invitation link. */
export type AcceptInvitationInput = {
  /** The new password; it must meet the password rules of spec/1 §5. */
  newPassword: Scalars['String']['input'];
  /** The new password again; must equal newPassword. */
  repeatNewPassword: Scalars['String']['input'];
  /** The token from the invitation link. */
  token: Scalars['String']['input'];
};

/** The session an accepted invitation opens. */
export type AcceptedInvitation = {
  __typename?: 'AcceptedInvitation';
  /** Seconds the session lasts without a call. */
  expiresIn: Scalars['Int']['output'];
  /** The master client the invitation was for: select it. */
  masterClientId: Scalars['Int']['output'];
  /** The user now signed in. */
  user: Me;
};

/** A note added, and the success text to show. */
export type AddGuestNoteResult = {
  __typename?: 'AddGuestNoteResult';
  /** Success text. */
  message: Scalars['String']['output'];
  /** The note as saved, with its author and time. */
  note: GuestNote;
};

/** Which external admin site a link opens (spec/1 §2.7). */
export type AdminSiteKind =
  /** The operator's admin site, under /Admin. */
  | 'ADMIN'
  /** The service-provider admin site, under /SP_ADMIN. */
  | 'SP_ADMIN';

/** A link to an external admin site, one per DNS entry of the user. */
export type AdminSiteLink = {
  __typename?: 'AdminSiteLink';
  /** Menu label: the location name, or its code when it has no name. */
  label: Scalars['String']['output'];
  /** Absolute URL to open in a new tab. */
  url: Scalars['String']['output'];
};

/** A token an internal tool sends as `Authorization: Bearer` to query this API in one master client. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Full name of the person who created it. */
  createdBy: Scalars['String']['output'];
  /** When it stops working (ISO 8601), or null for never. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** The permissions the token carries; on each request only those its creator still holds apply. */
  grants: Array<ApiTokenGrant>;
  /** The token's prefix and last characters, to tell tokens apart; the secret itself is never shown again. */
  hint: Scalars['String']['output'];
  /** Token id. */
  id: Scalars['Int']['output'];
  /** When it was last used (ISO 8601, to the minute), or null if never. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** Name given at creation, e.g. the tool that uses it. */
  name: Scalars['String']['output'];
  /** When it was revoked (ISO 8601), or null. */
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** Active, expired or revoked. */
  status: ApiTokenStatus;
};

/** The flags an API token carries on one permission module. */
export type ApiTokenGrant = {
  __typename?: 'ApiTokenGrant';
  /** Flags carried on the module. */
  flags: Array<PermissionFlag>;
  /** Permission module (chunk index of the permission string). */
  module: Scalars['Int']['output'];
};

/** The flags to give a token on one permission module. */
export type ApiTokenGrantInput = {
  /** Flags to carry; each must be one the creator holds on the module. */
  flags: Array<PermissionFlag>;
  /** Permission module (0–999). */
  module: Scalars['Int']['input'];
};

/** What creating an API token takes. */
export type ApiTokenInput = {
  /** When it stops working (ISO 8601, in the future, at most ten years away), or null for never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** The permissions it carries: never more than the creator holds in this master client. */
  grants: Array<ApiTokenGrantInput>;
  /** Name, e.g. the tool that uses it; required, at most 100 characters. */
  name: Scalars['String']['input'];
};

/** Whether an API token still works. */
export type ApiTokenStatus =
  /** Works until its expiry, if any. */
  | 'ACTIVE'
  /** Past its expiry; refused. */
  | 'EXPIRED'
  /** Revoked by an administrator; refused. */
  | 'REVOKED';

/** What a logged change did to its record. */
export type AuditAction =
  /** The record was created. */
  | 'CREATE'
  /** The record was removed. */
  | 'DELETE'
  /** The record was changed. */
  | 'UPDATE';

/** One administrative change, as the log recorded it in the change's own transaction. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** Create, update or removal. */
  action: AuditAction;
  /** When the change was committed (ISO 8601). */
  at: Scalars['String']['output'];
  /** Only the fields that changed, each with its before and after. */
  changes: Array<AuditFieldChange>;
  /** What kind of record: a resource screen's key (e.g. 'taxRates', 'users'), 'role', 'department' or 'translations'. */
  entity: Scalars['String']['output'];
  /** The record's id. */
  entityId: Scalars['Int']['output'];
  /** Log row id; newer rows have larger ids. */
  id: Scalars['Float']['output'];
  /** Who made it. */
  userId: Scalars['Int']['output'];
  /** Their name. */
  userName: Scalars['String']['output'];
};

/** One changed field of a logged change. */
export type AuditFieldChange = {
  __typename?: 'AuditFieldChange';
  /** The value after, as JSON text; null when there is none (a removal). Secrets show as '••••'. */
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, as JSON text; null when there was none (a create). Secrets show as '••••'. */
  before?: Maybe<Scalars['String']['output']>;
  /** Field name as the record's API names it, e.g. 'name' or 'locations' (linked records as their ids). */
  field: Scalars['String']['output'];
};

/** The audit screen's filters; absent ones do not filter. */
export type AuditFilter = {
  /** Only records of this kind (see AuditEntry.entity). */
  entity?: InputMaybe<Scalars['String']['input']>;
  /** Only this record (with entity). */
  entityId?: InputMaybe<Scalars['Int']['input']>;
  /** From this day (YYYY-MM-DD, UTC), inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** To this day (YYYY-MM-DD, UTC), inclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Only changes made by this user. */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the log, newest first. There is no total: counting a large log costs more than the page. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** Whether a further page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** Page number, from 0. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<AuditEntry>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
};

/** A user the audit screen's user filter offers. */
export type AuditUser = {
  __typename?: 'AuditUser';
  /** User id. */
  id: Scalars['Int']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
};

/** What an action answers: the spec's success text and the booking as it now is. */
export type BookingActionResult = {
  __typename?: 'BookingActionResult';
  /** The booking after the action. */
  booking: BookingDetail;
  /** E.g. 'Payment Successful'. */
  message: Scalars['String']['output'];
};

/** An activity of a bookable product. */
export type BookingActivity = {
  __typename?: 'BookingActivity';
  /** Places per slot; null: unlimited. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** Minutes a slot lasts. */
  durationMinutes: Scalars['Int']['output'];
  /** Activity id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Price per guest. */
  priceCents: Scalars['Int']['output'];
  /** Product id. */
  productId: Scalars['Int']['output'];
  /** Resource name. */
  resourceName: Scalars['String']['output'];
};

/** Whether cards go through the provider, and the key its web form loads with. */
export type BookingCardSettings = {
  __typename?: 'BookingCardSettings';
  /** The provider's secret key is configured on the server. */
  enabled: Scalars['Boolean']['output'];
  /** The publishable key (STRIPE_PUBLISHABLE_KEY); empty: no online card form. */
  publishableKey: Scalars['String']['output'];
};

/** A booking's fields, as they are now. */
export type BookingChange = {
  __typename?: 'BookingChange';
  /** The booked activity's id. */
  activityId: Scalars['Int']['output'];
  /** The day booked, YYYY-MM-DD in the location's time zone. */
  bookingDate: Scalars['String']['output'];
  /** Whether the guests have checked in. */
  checkedIn: Scalars['Boolean']['output'];
  /** The code the guest was given. */
  confirmationCode: Scalars['String']['output'];
  /** When it was made, ISO 8601 in UTC. */
  createdAt: Scalars['String']['output'];
  /** Number of guests. */
  guests: Scalars['Int']['output'];
  /** The holder's guest id (the GUEST entity's id). */
  holderId: Scalars['ID']['output'];
  /** The location's id. */
  locationId: Scalars['Int']['output'];
  /** Paid so far. */
  paid: Scalars['String']['output'];
  /** Refunded so far. */
  refunded: Scalars['String']['output'];
  /** Start, minutes after midnight local time. */
  startMinute: Scalars['Int']['output'];
  /** Start, ISO 8601 in UTC. */
  startsAt: Scalars['String']['output'];
  /** BOOKED or CANCELLED. */
  state: Scalars['String']['output'];
  /** Price, e.g. "120.00". */
  total: Scalars['String']['output'];
  /** When it was last changed, ISO 8601 in UTC. */
  updatedAt: Scalars['String']['output'];
};

/** One check-in of a booking: how many came in, who let them in, when. */
export type BookingCheckIn = {
  __typename?: 'BookingCheckIn';
  /** The location's day it counts on. */
  businessDate: Scalars['String']['output'];
  /** It counts and was made today in the location's zone, so it may be undone. */
  canUndo: Scalars['Boolean']['output'];
  /** When, with the location's offset. */
  checkedInAt: Scalars['String']['output'];
  /** The staff member (first and last name); empty when the account no longer exists. */
  checkedInBy: Scalars['String']['output'];
  /** Guests checked in. */
  guests: Scalars['Int']['output'];
  /** Check-in id (for undo). */
  id: Scalars['Int']['output'];
  /** When it was undone, with the location's offset; null while it counts. */
  undoneAt?: Maybe<Scalars['String']['output']>;
  /** Who undid it (first and last name; empty when the account no longer exists); null while it counts. */
  undoneBy?: Maybe<Scalars['String']['output']>;
};

/** What a check-in or its undo answers. */
export type BookingCheckInResult = {
  __typename?: 'BookingCheckInResult';
  /** The booking now. */
  booking: BookingDetail;
  /** Its check-ins now. */
  checkIns: BookingCheckIns;
  /** 'Checked in.' or 'Check-in undone.' */
  message: Scalars['String']['output'];
};

/** A booking's check-ins. */
export type BookingCheckIns = {
  __typename?: 'BookingCheckIns';
  /** Booking id. */
  bookingId: Scalars['Int']['output'];
  /** Guests checked in so far (undone check-ins not counted). */
  checkedInGuests: Scalars['Int']['output'];
  /** Guests booked. */
  guests: Scalars['Int']['output'];
  /** Check-ins, newest first, the undone ones included. */
  rows: Array<BookingCheckIn>;
};

/** A booking's customers after a change (spec/3 §3 booking customers: the response has rows). */
export type BookingCustomersResult = {
  __typename?: 'BookingCustomersResult';
  /** 'Your changes have been successfully saved!'. */
  message: Scalars['String']['output'];
  /** The booking's customers now. */
  rows: Array<BookingGuest>;
};

/** Whether a day can be booked. */
export type BookingDayAvailability = {
  __typename?: 'BookingDayAvailability';
  /** Runs that day, not past, and a place is left. */
  available: Scalars['Boolean']['output'];
  /** Local date. */
  date: Scalars['String']['output'];
};

/** A desk booking's price with a code and a deal, in cents (the location's currency). */
export type BookingDeskQuote = {
  __typename?: 'BookingDeskQuote';
  /** The add-ons. */
  addOnsCents: Scalars['Int']['output'];
  /** The deal applied; null: none. */
  dealId?: Maybe<Scalars['Int']['output']>;
  /** What the deal and the code take off. */
  discountCents: Scalars['Int']['output'];
  /** The code applied, as stored; null: none. */
  discountCode?: Maybe<Scalars['String']['output']>;
  /** Guests × the activity's price. */
  listCents: Scalars['Int']['output'];
  /** The best live deal for this activity and party, applied or not; null: none. */
  liveDeal?: Maybe<BookingLiveDeal>;
  /** What the booking costs. */
  totalCents: Scalars['Int']['output'];
};

/** What the New booking dialog prices before confirming. */
export type BookingDeskQuoteInput = {
  /** The activity. */
  activityId: Scalars['Int']['input'];
  /** A live lightning deal to apply. */
  dealId?: InputMaybe<Scalars['Int']['input']>;
  /** A booking discount code to try. */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** Guests. */
  guests: Scalars['Int']['input'];
  /** Location code. */
  locationCode: Scalars['String']['input'];
  /** Add-ons (neither the code nor the deal cuts them). */
  offerings?: InputMaybe<Array<BookingOfferingInput>>;
};

/** A booking's detail: info and payment history (spec/3 §3), offerings, e-mails, customers. */
export type BookingDetail = {
  __typename?: 'BookingDetail';
  /** Guests on the booking beyond its holder. */
  customers: Array<BookingGuest>;
  /** E-mails sent, newest first. */
  emails: Array<BookingEmail>;
  /** What the booking is. */
  info: BookingInfo;
  /** Nothing due. */
  isFullyPaid: Scalars['Boolean']['output'];
  /** True when there is at least one payment and all went through the card provider, else null. */
  isStripePayment?: Maybe<Scalars['Boolean']['output']>;
  /** Its offerings. */
  offerings: Array<BookingOffering>;
  /** Payments and refunds, oldest first. */
  paymentHistory: Array<BookingPayment>;
};

/** A discount code guests enter when booking online. */
export type BookingDiscount = {
  __typename?: 'BookingDiscount';
  /** The code; unique in the master client whatever its case. */
  code: Scalars['String']['output'];
  /** The location's currency (ISO 4217), in which amounts are shown. */
  currency: Scalars['String']['output'];
  /** Percent or amount. */
  cutType: CutType;
  /** '10' (percent) or '5.00' (amount). */
  cutValue: Scalars['String']['output'];
  /** Whether it can be used. */
  enabled: Scalars['Boolean']['output'];
  /** Discount id. */
  id: Scalars['Int']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Uses over every guest; null: no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Uses by one guest; null: no limit. */
  maxUsesPerGuest?: Maybe<Scalars['Int']['output']>;
  /** Eligible online offerings; empty: every offering of the location. */
  offeringIds: Array<Scalars['Int']['output']>;
  /** Times used so far. */
  timesUsed: Scalars['Int']['output'];
  /** First valid day, yyyy-mm-dd; null: from now. */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** Last valid day, yyyy-mm-dd; null: no end. */
  validTo?: Maybe<Scalars['String']['output']>;
  /** Version read; an edit names it (CONFLICT when someone saved in between). */
  version: Scalars['Int']['output'];
};

/** A booking discount to save. */
export type BookingDiscountInput = {
  /** 3–30 letters, digits, '-' or '_'; unique in the master client. */
  code: Scalars['String']['input'];
  /** Percent or amount. */
  cutType: CutType;
  /** Percent or amount, above 0. */
  cutValue: Scalars['String']['input'];
  /** Can be used (true when absent). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The discount to edit; absent: a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The location's code. */
  locationCode: Scalars['String']['input'];
  /** Total uses, 1–999999; null: no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** Uses per guest, not above the total; null: no limit. */
  maxUsesPerGuest?: InputMaybe<Scalars['Int']['input']>;
  /** Eligible online offerings of the location; empty: all. */
  offeringIds: Array<Scalars['Int']['input']>;
  /** First valid day, yyyy-mm-dd. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last valid day, not before the first. */
  validTo?: InputMaybe<Scalars['String']['input']>;
  /** Required with `id`: the version read; CONFLICT when stale. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a location's booking discounts. */
export type BookingDiscountPage = {
  __typename?: 'BookingDiscountPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<BookingDiscount>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the search on every page. */
  total: Scalars['Int']['output'];
};

/** A saved booking discount and the server's message. */
export type BookingDiscountSaved = {
  __typename?: 'BookingDiscountSaved';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The discount as saved. */
  row: BookingDiscount;
};

/** The columns a location's booking discounts sort by. */
export type BookingDiscountSort =
  /** The code. */
  | 'CODE'
  /** The cut's value. */
  | 'CUT'
  /** Valid from. */
  | 'FROM'
  /** Valid to. */
  | 'TO'
  /** Times used. */
  | 'USED';

/** An e-mail sent for a booking. */
export type BookingEmail = {
  __typename?: 'BookingEmail';
  /** When it was queued. */
  createdAt: Scalars['String']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** CONFIRMATION or PAY_BY_LINK. */
  kind: Scalars['String']['output'];
  /** Subject. */
  subject: Scalars['String']['output'];
  /** Address. */
  to: Scalars['String']['output'];
};

/** A category choice of the filter. */
export type BookingFilterCategory = {
  __typename?: 'BookingFilterCategory';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** The booking filter of spec/3 §2. */
export type BookingFilterInput = {
  /** MM/DD/YYYY: bookings of that day (the end is the start plus one day). */
  bookingDate?: InputMaybe<Scalars['String']['input']>;
  /** Product category id. */
  category?: InputMaybe<Scalars['Int']['input']>;
  /** Checked in or not. */
  checked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Guest segment id (bookingGuestSegments): the bookings whose holder is in the segment. */
  guestSegment?: InputMaybe<Scalars['Int']['input']>;
  /** Location code. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The holder's membership today, as guest segments test it. */
  membership?: InputMaybe<GuestMembershipStatus>;
  /** Security role id: the bookings made by staff holding that role in this master client (none made online). */
  role?: InputMaybe<Scalars['Int']['input']>;
  /** Confirmation code, or the holder's name or e-mail. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** MM/DD/YYYY: bookings on or after. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Booked or canceled. */
  state?: InputMaybe<BookingState>;
};

/** A choice of the filter. */
export type BookingFilterLocation = {
  __typename?: 'BookingFilterLocation';
  /** Code. */
  code: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A role choice of the filter. */
export type BookingFilterRole = {
  __typename?: 'BookingFilterRole';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** The filter's choices. */
export type BookingFilters = {
  __typename?: 'BookingFilters';
  /** Product categories. */
  categories: Array<BookingFilterCategory>;
  /** Locations. */
  locations: Array<BookingFilterLocation>;
  /** The security roles staff of this master client hold. */
  roles: Array<BookingFilterRole>;
};

/** A payment taken with the booking (in-venue methods). */
export type BookingFirstPaymentInput = {
  /** Dollars, at most 2 decimals; at most the total. */
  amount: Scalars['String']['input'];
  /** A key per click: a retried create charges once. */
  idempotencyKey: Scalars['String']['input'];
  /** CASH, CARD_TERMINAL or VOUCHER. */
  method: BookingPaymentMethod;
};

/** A guest who holds a booking or is one of its customers. */
export type BookingGuest = {
  __typename?: 'BookingGuest';
  /** E-mail; empty when none was given. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Guest id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone digits with country code. */
  phone: Scalars['String']['output'];
};

/** A guest segment the filter may choose. */
export type BookingGuestSegmentChoice = {
  __typename?: 'BookingGuestSegmentChoice';
  /** Segment id. */
  id: Scalars['Int']['output'];
  /** Its location's name; empty when it is for every location. */
  locationName: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A page of guest-segment choices. */
export type BookingGuestSegmentChoices = {
  __typename?: 'BookingGuestSegmentChoices';
  /** More segments match than this page holds (narrow with the search). */
  hasMore: Scalars['Boolean']['output'];
  /** The segments, by name. */
  rows: Array<BookingGuestSegmentChoice>;
};

/** A future booking a change would leave at a time no longer offered. */
export type BookingInTheWay = {
  __typename?: 'BookingInTheWay';
  /** Its confirmation code. */
  confirmationCode: Scalars['String']['output'];
  /** Date, YYYY-MM-DD, in the location's zone. */
  date: Scalars['String']['output'];
  /** The holder's name. */
  holderName: Scalars['String']['output'];
  /** Booking id. */
  id: Scalars['Int']['output'];
  /** Start, HH:MM. */
  startTime: Scalars['String']['output'];
};

/** What a booking is: who, what, when, how much (spec/3 §3 booking detail info). */
export type BookingInfo = {
  __typename?: 'BookingInfo';
  /** Activity id. */
  activityId: Scalars['Int']['output'];
  /** Activity name. */
  activityName: Scalars['String']['output'];
  /** Still due. */
  balanceCents: Scalars['Int']['output'];
  /** Local date, YYYY-MM-DD. */
  bookingDate: Scalars['String']['output'];
  /** Checked in. */
  checked: Scalars['Boolean']['output'];
  /** The code given to the guest. */
  confirmationCode: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['String']['output'];
  /** The location's ISO 4217 currency. */
  currency: Scalars['String']['output'];
  /** End instant with the zone's offset. */
  endsAt: Scalars['String']['output'];
  /** Number of guests. */
  guests: Scalars['Int']['output'];
  /** The booking holder. */
  holder: BookingGuest;
  /** Booking id. */
  id: Scalars['Int']['output'];
  /** Nothing due (spec/3 §4 pay status). */
  isFullyPaid: Scalars['Boolean']['output'];
  /** Location code. */
  locationCode: Scalars['String']['output'];
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  locationName: Scalars['String']['output'];
  /** Paid so far (refunds not deducted). */
  paidCents: Scalars['Int']['output'];
  /** The bookable product. */
  productId: Scalars['Int']['output'];
  /** Product name. */
  productName: Scalars['String']['output'];
  /** Refunded so far. */
  refundedCents: Scalars['Int']['output'];
  /** Resource (lane, room, court, party area) id. */
  resourceId: Scalars['Int']['output'];
  /** Resource name. */
  resourceName: Scalars['String']['output'];
  /** Local start, HH:MM. */
  startTime: Scalars['String']['output'];
  /** Start instant with the zone's offset. */
  startsAt: Scalars['String']['output'];
  /** Booked or canceled. */
  state: BookingState;
  /** The location's IANA time zone. */
  timeZone: Scalars['String']['output'];
  /** What the booking costs. */
  totalCents: Scalars['Int']['output'];
  /** Raised by every change. */
  version: Scalars['Int']['output'];
};

/** A lightning deal live now for an activity. */
export type BookingLiveDeal = {
  __typename?: 'BookingLiveDeal';
  /** Deal id (CreateBookingInput.dealId). */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** What it takes off for the party, in cents. */
  savingCents: Scalars['Int']['output'];
};

/** A text the booking manager shows or sends a guest, in the guest's language. */
export type BookingLocalization = {
  __typename?: 'BookingLocalization';
  /** booking, email or product. */
  group: Scalars['String']['output'];
  /** Its key: a guest text (e.g. 'email.greeting') or a product name ('product.<id>.name'). */
  key: Scalars['String']['output'];
  /** The location's translation, or the default wording when it has none. */
  text: Scalars['String']['output'];
  /** Whether the location has a translation of it in this language. */
  translated: Scalars['Boolean']['output'];
};

/** The booking texts of a location in one language. */
export type BookingLocalizations = {
  __typename?: 'BookingLocalizations';
  /** Language id. */
  languageId: Scalars['Int']['output'];
  /** Location code. */
  locationCode: Scalars['String']['output'];
  /** The texts, guest texts first, then product names. */
  texts: Array<BookingLocalization>;
};

/** A location as bookings see it. */
export type BookingLocation = {
  __typename?: 'BookingLocation';
  /** Code. */
  code: Scalars['String']['output'];
  /** ISO 4217 currency. */
  currency: Scalars['String']['output'];
  /** Location id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** Something added to a booking (food, socks). */
export type BookingOffering = {
  __typename?: 'BookingOffering';
  /** Quantity × unit price. */
  amountCents: Scalars['Int']['output'];
  /** Offering id (for removal). */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Price of one. */
  unitCents: Scalars['Int']['output'];
};

/** An online add-on (an offering of type ADD_ON) a new booking can add, with the price it charges. */
export type BookingOfferingChoice = {
  __typename?: 'BookingOfferingChoice';
  /** Most quantity; null: no limit. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  /** Least quantity. */
  minQuantity: Scalars['Int']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** The offering. */
  offeringId: Scalars['Int']['output'];
  /** Its product (sent with the booking). */
  productId: Scalars['Int']['output'];
  /** The same in cents. */
  unitCents: Scalars['Int']['output'];
  /** Price of one, '12.50': the offering's own, else the product's at the location. */
  unitPrice: Scalars['String']['output'];
};

/** An offering added when the booking is made. */
export type BookingOfferingInput = {
  /** Name. */
  name: Scalars['String']['input'];
  /** The product, when it is one. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** How many. */
  quantity: Scalars['Int']['input'];
  /** Price of one, in dollars with at most 2 decimals, e.g. '12.50'. */
  unitPrice: Scalars['String']['input'];
};

/** A page of bookings. */
export type BookingPage = {
  __typename?: 'BookingPage';
  /** Page (from 0). */
  page: Scalars['Int']['output'];
  /** The rows. */
  rows: Array<BookingInfo>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching. */
  total: Scalars['Int']['output'];
};

/** A payment or refund of a booking (spec/3 §3 payment history). */
export type BookingPayment = {
  __typename?: 'BookingPayment';
  /** Amount, positive. */
  amountCents: Scalars['Int']['output'];
  /** When. */
  createdAt: Scalars['String']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** PAYMENT or REFUND. */
  kind: Scalars['String']['output'];
  /** How it was paid. */
  method: BookingPaymentMethod;
  /** IN_VENUE or STRIPE. */
  paymentProcessor: Scalars['String']['output'];
  /** The processor's reference. */
  reference: Scalars['String']['output'];
  /** What a refund was for; null on payments and on refunds made before reasons were kept. */
  refundReason?: Maybe<BookingRefundReason>;
  /** The staff member who took or refunded it (first and last name); null when the guest paid through a pay-by-link page or the account no longer exists. */
  takenBy?: Maybe<Scalars['String']['output']>;
};

/** A payment intent of the provider for a booking (spec/3 §3 payment secret response). */
export type BookingPaymentIntent = {
  __typename?: 'BookingPaymentIntent';
  /** The amount it will charge. */
  amountCents: Scalars['Int']['output'];
  /** What the card form is mounted with. */
  clientSecret: Scalars['String']['output'];
  /** The intent's id, pi_…. */
  paymentIntentId: Scalars['String']['output'];
  /** The provider's status, e.g. requires_payment_method, succeeded, canceled. */
  status: Scalars['String']['output'];
};

/** How a payment was taken. */
export type BookingPaymentMethod =
  /** A card through the card provider (when configured). */
  | 'CARD'
  /** The venue's card terminal (in-venue processor). */
  | 'CARD_TERMINAL'
  /** Cash at the desk (in-venue processor). */
  | 'CASH'
  /** A voucher (in-venue processor). */
  | 'VOUCHER';

/** A bookable product at a location on a day (spec/3 §3 booking product). */
export type BookingProduct = {
  __typename?: 'BookingProduct';
  /** Its activities here. */
  activities: Array<BookingActivity>;
  /** Name. */
  name: Scalars['String']['output'];
  /** Price per guest of its first activity. */
  priceCents: Scalars['Int']['output'];
  /** Product id. */
  productId: Scalars['Int']['output'];
  /** Places left over the day's starts still to come; null: unlimited. */
  slotsRemaining?: Maybe<Scalars['Int']['output']>;
};

/** What a refund is for; it decides what the booking still costs. */
export type BookingRefundReason =
  /** A cancelled booking: the total becomes what the venue keeps. */
  | 'CANCELLATION'
  /** A goodwill reduction: the refund comes off the total. */
  | 'GOODWILL'
  /** Money paid above the total (a cheaper reschedule, fewer guests): at most that much. */
  | 'OVERPAID'
  /** Guests or add-ons removed: the refund comes off the total. */
  | 'REMOVED';

/** An activity a booking can move to on a day, with its times and what the move costs. */
export type BookingRescheduleOption = {
  __typename?: 'BookingRescheduleOption';
  /** The activity. */
  activityId: Scalars['Int']['output'];
  /** The new total less the current one. */
  changeCents: Scalars['Int']['output'];
  /** The booking's current activity. */
  current: Scalars['Boolean']['output'];
  /** Due from the guest after the move (> 0), or to refund (< 0), against what was paid. */
  differenceCents: Scalars['Int']['output'];
  /** Minutes a slot lasts. */
  durationMinutes: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its resource's name. */
  resourceName: Scalars['String']['output'];
  /** The day's slots, with the places left on each. */
  slots: Array<BookingTimeSlot>;
  /** What the booking costs on this activity, in cents (the location's currency). */
  totalCents: Scalars['Int']['output'];
};

/** A bookable resource: a lane, room, court or party area of a location. */
export type BookingResource = {
  __typename?: 'BookingResource';
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** LANE, ROOM, COURT, PARTY_AREA or OTHER. */
  kind: Scalars['String']['output'];
  /** Its location. */
  locationId: Scalars['Int']['output'];
  /** Name, e.g. 'Lane 1'. */
  name: Scalars['String']['output'];
  /** Guests it holds at once; null: not counted. */
  places?: Maybe<Scalars['Int']['output']>;
};

/** A resource to save. */
export type BookingResourceInput = {
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['input'];
  /** LANE, ROOM, COURT, PARTY_AREA or OTHER. */
  kind: Scalars['String']['input'];
  /** Its location. */
  locationId: Scalars['Int']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Guests it holds at once; null: not counted. */
  places?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of resources. */
export type BookingResourcePage = {
  __typename?: 'BookingResourcePage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<BookingResource>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the filter on every page. */
  total: Scalars['Int']['output'];
};

/** A day at a location. */
export type BookingSchedule = {
  __typename?: 'BookingSchedule';
  /** The day's bookings at times no longer offered (a day closed in the Calendar), flagged for staff. */
  closedBookings: Array<ClosedDayBooking>;
  /** The day shown. */
  date: Scalars['String']['output'];
  /** The location. */
  location: BookingLocation;
  /** Resources with their activities, slots and bookings. */
  resources: Array<ScheduleResource>;
  /** Today in the location's zone. */
  today: Scalars['String']['output'];
};

/** What an update answers: saved, or the bookings in its way (nothing written). */
export type BookingSetupResult = {
  __typename?: 'BookingSetupResult';
  /** The future bookings that no longer fit; empty when saved. Repeat with keepBookings: true to keep them. */
  bookingsInTheWay: Array<BookingInTheWay>;
  /** The saved row's id; null when not saved. */
  id?: Maybe<Scalars['Int']['output']>;
  /** The change was written. */
  saved: Scalars['Boolean']['output'];
};

/** A booking's state: booked until canceled. Whether it is paid is `isFullyPaid`. */
export type BookingState =
  /** Booked (the default). */
  | 'BOOKED'
  /** Canceled: its places were given back. */
  | 'CANCELLED';

/** A time slot of an activity on a day. */
export type BookingTimeSlot = {
  __typename?: 'BookingTimeSlot';
  /** The activity. */
  activityId: Scalars['Int']['output'];
  /** Places taken. */
  booked: Scalars['Int']['output'];
  /** Places per slot; null: unlimited. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** Local date. */
  date: Scalars['String']['output'];
  /** End instant with the zone's offset. */
  endsAt: Scalars['String']['output'];
  /** Places left; null: unlimited (spec/3 §3). */
  slotsRemaining?: Maybe<Scalars['Int']['output']>;
  /** Local start, HH:MM. */
  startTime: Scalars['String']['output'];
  /** Already started in the location's zone: not bookable. */
  started: Scalars['Boolean']['output'];
  /** Start instant with the zone's offset. */
  startsAt: Scalars['String']['output'];
};

/** A logo or background image stored for the master client. */
export type BrandImage = {
  __typename?: 'BrandImage';
  /** Size in bytes. */
  bytes: Scalars['Int']['output'];
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Mime type read from the bytes. */
  mime: Scalars['String']['output'];
  /** Path to save as the logo or background (served with long cache headers, without signing in). */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A location's calendar for a range of dates. */
export type Calendar = {
  __typename?: 'Calendar';
  /** The exceptions dated within the range, by date and start. */
  exceptions: Array<CalendarException>;
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** The location's IANA time zone (general settings): the calendar's today is computed in it. */
  timeZone: Scalars['String']['output'];
  /** Version of the location's settings (0: never saved); send it back with saveWeeklyAvailability. */
  version: Scalars['Int']['output'];
  /** Seven weekdays, Monday first; closed every day until someone saves. */
  weeklyAvailability: Array<CalendarDayHours>;
};

/** One weekday's regular hours. */
export type CalendarDayHours = {
  __typename?: 'CalendarDayHours';
  /** Closing time, 24-hour 'HH:mm'; after the start. */
  endTime: Scalars['String']['output'];
  /** Whether the location opens on that weekday at all. */
  isOpen: Scalars['Boolean']['output'];
  /** Opening time, 24-hour 'HH:mm' (the screens show 12-hour times). */
  startTime: Scalars['String']['output'];
  /** Weekday in lower case, Monday first: monday, tuesday, wednesday, thursday, friday, saturday, sunday. */
  weekday: Scalars['String']['output'];
};

/** One weekday's regular hours, as saved. */
export type CalendarDayHoursInput = {
  /** Closing time, 'HH:mm', after the start when open. */
  endTime: Scalars['String']['input'];
  /** Whether the location opens that weekday. */
  isOpen: Scalars['Boolean']['input'];
  /** Opening time, 'HH:mm'. */
  startTime: Scalars['String']['input'];
  /** Weekday in lower case; the list holds all seven, Monday first. */
  weekday: Scalars['String']['input'];
};

/** A dated exception: an all-day one closes the date; a timed one opens the location only between its times. */
export type CalendarException = {
  __typename?: 'CalendarException';
  /** End, 'HH:mm'; null on an all-day exception. Saved without one, a timed exception ends at 23:30 (11:30PM). */
  endTime?: Maybe<Scalars['String']['output']>;
  /** The date, ISO 'YYYY-MM-DD' (shown DD/MM/YYYY). */
  exceptionDate: Scalars['String']['output'];
  /** Exception id. */
  id: Scalars['Int']['output'];
  /** Whether the exception covers the whole day (closed). */
  isAllDay: Scalars['Boolean']['output'];
  /** Start, 'HH:mm'; null on an all-day exception. */
  startTime?: Maybe<Scalars['String']['output']>;
};

/** A new or changed exception. */
export type CalendarExceptionInput = {
  /** End, 'HH:mm'; null means 11:30PM. */
  endTime?: InputMaybe<Scalars['String']['input']>;
  /** The date, 'YYYY-MM-DD'. */
  exceptionDate: Scalars['String']['input'];
  /** All day: closes the date, replacing its other exceptions. */
  isAllDay: Scalars['Boolean']['input'];
  /** Start, 'HH:mm'; required unless all day. */
  startTime?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of an exception save. */
export type CalendarExceptionSave = {
  __typename?: 'CalendarExceptionSave';
  /** The exception saved, or the all-day one that was kept. */
  exception: CalendarException;
  /** True when the date already had an all-day exception: it was kept and nothing else saved (spec/3 §4). */
  keptAllDay: Scalars['Boolean']['output'];
  /** Text to show. */
  message: Scalars['String']['output'];
};

/** The answer of a removal. */
export type CalendarRemoval = {
  __typename?: 'CalendarRemoval';
  /** Text to show. */
  message: Scalars['String']['output'];
  /** How many exceptions were removed. */
  removed: Scalars['Int']['output'];
};

/** Which location a calendar call is about: spec/3 §7 adds api and code from the session's DNS entries. */
export type CalendarScopeInput = {
  /** Host of that DNS entry, informational. */
  api?: InputMaybe<Scalars['String']['input']>;
  /** Location code (a DNS entry's code, or the location picked); another master client's answers NOT_FOUND. */
  code: Scalars['String']['input'];
};

/** The answer of saveWeeklyAvailability. */
export type CalendarWeeklySave = {
  __typename?: 'CalendarWeeklySave';
  /** Text to show. */
  message: Scalars['String']['output'];
  /** The new version of the location's settings. */
  version: Scalars['Int']['output'];
};

/** A choice of a catalogue form: a reference entry or a record of the master client. */
export type CatalogueOption = {
  __typename?: 'CatalogueOption';
  /** Id of the entry or record. */
  id: Scalars['Int']['output'];
  /** Ids of the locations it is offered at, where the list is offered per location (product categories, memberships: the product form lists only those offered at the product's locations); null for lists that are not. */
  locationIds?: Maybe<Array<Scalars['Int']['output']>>;
  /** Its name (reference entries in English; the web may relabel them). */
  name: Scalars['String']['output'];
};

/** A password change from the profile (spec/1 §2.5). */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** The new password; it must meet the password rules of spec/1 §5. */
  newPassword: Scalars['String']['input'];
  /** The new password again; must equal newPassword. */
  repeatNewPassword: Scalars['String']['input'];
};

/** A chart or card widget (spec/2 §3 common shape). */
export type ChartWidget = {
  __typename?: 'ChartWidget';
  /** X-axis categories (time buckets, hours, locations, postal codes…). */
  categories: Array<Scalars['String']['output']>;
  /** Suggested chart: area, bar, line, pie, doughnut, polarArea, heatmap. */
  chartType: Scalars['String']['output'];
  /** Headline value and trend; null for widgets without one. */
  conversion?: Maybe<WidgetConversion>;
  /** Whether the widget's figures are money. */
  currency: Scalars['Boolean']['output'];
  /** ISO 4217 code of the money figures: the one currency of the locations asked. Null when they use different currencies: the money figures then add up different currencies, are not one amount and must not be shown as one. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** The tab these figures are for. */
  currentSerie: DashboardTab;
  /** False when a series has more than 30 points: the chart hides its data labels. */
  dataLabels: Scalars['Boolean']['output'];
  /** Info tooltip text. */
  desc: Scalars['String']['output'];
  /** Labels of pie, doughnut and polar charts. */
  labels: Array<Scalars['String']['output']>;
  /**
   * The widget for every tab it offers (Today, Yesterday, This Week; currentSerie says which),
   * loaded with it so a tab switch shows figures already here. Asked only when selected; empty when
   * the filter names a date range (the tabs then do not apply) and inside perTab itself.
   */
  perTab: Array<ChartWidget>;
  /** The series, one value per category each. */
  series: Array<WidgetSeries>;
  /** Whether the series stack. */
  stacked: Scalars['Boolean']['output'];
  /** Line under the title, when any. */
  subTitle?: Maybe<Scalars['String']['output']>;
  /** Tab names supplied by the server, in order (peak hours, activities by hour: 'Today', 'Yesterday', 'This Week'); the web offers these tabs. Empty for the other widgets. */
  tabs: Array<Scalars['String']['output']>;
  /** Title shown on the card. */
  title: Scalars['String']['output'];
  /** Tooltip heading. */
  toolTipTitle: Scalars['String']['output'];
  /** Named totals (payments by channel, gift cards, credits, liabilities). */
  totals: Array<WidgetTotal>;
};

/** A booked (not canceled) booking at a time the Calendar or the schedule has closed since: to reschedule or contact. */
export type ClosedDayBooking = {
  __typename?: 'ClosedDayBooking';
  /** Its activity. */
  activityId: Scalars['Int']['output'];
  /** Confirmation code. */
  confirmationCode: Scalars['String']['output'];
  /** Holder's name. */
  holderName: Scalars['String']['output'];
  /** Booking id. */
  id: Scalars['Int']['output'];
  /** Local start, HH:MM. */
  startTime: Scalars['String']['output'];
};

/** Availability per weekday; each day holds one entry (the template's shape). */
export type ClubAvailabilityPerDay = {
  __typename?: 'ClubAvailabilityPerDay';
  /** Friday. */
  friday: Array<ClubDayAvailability>;
  /** Monday. */
  monday: Array<ClubDayAvailability>;
  /** Saturday. */
  saturday: Array<ClubDayAvailability>;
  /** Sunday. */
  sunday: Array<ClubDayAvailability>;
  /** Thursday. */
  thursday: Array<ClubDayAvailability>;
  /** Tuesday. */
  tuesday: Array<ClubDayAvailability>;
  /** Wednesday. */
  wednesday: Array<ClubDayAvailability>;
};

/** Availability per weekday to save; each day one entry. */
export type ClubAvailabilityPerDayInput = {
  /** Friday. */
  friday: Array<ClubDayAvailabilityInput>;
  /** Monday. */
  monday: Array<ClubDayAvailabilityInput>;
  /** Saturday. */
  saturday: Array<ClubDayAvailabilityInput>;
  /** Sunday. */
  sunday: Array<ClubDayAvailabilityInput>;
  /** Thursday. */
  thursday: Array<ClubDayAvailabilityInput>;
  /** Tuesday. */
  tuesday: Array<ClubDayAvailabilityInput>;
  /** Wednesday. */
  wednesday: Array<ClubDayAvailabilityInput>;
};

/** A day the guest shop takes no booking. */
export type ClubBlackoutDate = {
  __typename?: 'ClubBlackoutDate';
  /** The day, 'yyyy-mm-dd' (the first one when it repeats). */
  date: Scalars['String']['output'];
  /** NONE (that day only), WEEKLY, MONTHLY or YEARLY from that day on. */
  repeat: Scalars['String']['output'];
};

/** A blackout date to save. */
export type ClubBlackoutDateInput = {
  /** The day, 'yyyy-mm-dd'. */
  date: Scalars['String']['input'];
  /** NONE, WEEKLY, MONTHLY or YEARLY. */
  repeat: Scalars['String']['input'];
};

/** The lookups of the settings form (spec/3 §7 GET /club-booking/…, /number-of-licenses, /payment-processor-settings). */
export type ClubBookingLookups = {
  __typename?: 'ClubBookingLookups';
  /** Activity type filters. */
  activityTypeFilters: Array<ClubOption>;
  /** Blackout-date repeat options. */
  blackoutRepeatOptions: Array<ClubOption>;
  /** Product categories offered at the location (the category settings' choices). */
  categories: Array<ClubNamed>;
  /** Who pays the convenience fee. */
  convenienceFeePayors: Array<ClubOption>;
  /** Convenience fee types. */
  convenienceFeeTypes: Array<ClubOption>;
  /** Currencies. */
  currencies: Array<ClubOption>;
  /** Custom filters. */
  customFilters: Array<ClubOption>;
  /** Date formats. */
  dateFormats: Array<ClubOption>;
  /** Guest segmentation. */
  guestSegmentation: Array<ClubOption>;
  /** Languages. */
  languages: Array<ClubOption>;
  /** Number formats. */
  numberFormats: Array<ClubOption>;
  /** Licence counts. */
  numberOfLicenses: Array<ClubOption>;
  /** Payment processors of the location. */
  paymentProcessors: Array<ClubPaymentProcessor>;
  /** IANA time zones. */
  timeZones: Array<ClubOption>;
};

/** A location's online-booking settings, as read or saved. */
export type ClubBookingSettings = {
  __typename?: 'ClubBookingSettings';
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** The server's message after a save ('Your changes have been successfully saved!'); null on reads. */
  message?: Maybe<Scalars['String']['output']>;
  /** The settings; the template's defaults until the first save. */
  settings: OnlineBookingSettings;
  /** The location's IANA time zone, in which the times apply. */
  timeZone: Scalars['String']['output'];
  /** Version read (0 until the first save); a save names it. */
  version: Scalars['Int']['output'];
};

/** How the online booking page looks. */
export type ClubBranding = {
  __typename?: 'ClubBranding';
  /** Background image: a path uploadClubBookingImage answered, or an https:// address; null: none. */
  backgroundImg?: Maybe<Scalars['String']['output']>;
  /** Logo: a path uploadClubBookingImage answered, or an https:// address saved before uploads; null: none. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Primary colour '#RRGGBB' (#DF151C by default). */
  primaryColor: Scalars['String']['output'];
  /** Welcome text (empty by default). */
  welcomeText: Scalars['String']['output'];
};

/** Branding to save. */
export type ClubBrandingInput = {
  /** Background image: an uploaded path or an https:// address, as the logo; null or empty: none. */
  backgroundImg?: InputMaybe<Scalars['String']['input']>;
  /** Logo: a path uploadClubBookingImage answered for this master client (another client's is NOT_FOUND) or an https:// address; null or empty: none. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Primary colour '#RRGGBB'. */
  primaryColor: Scalars['String']['input'];
  /** Welcome text, at most 1000 characters. */
  welcomeText: Scalars['String']['input'];
};

/** A product category shown online. */
export type ClubCategorySetting = {
  __typename?: 'ClubCategorySetting';
  /** Product category id. */
  categoryId: Scalars['Int']['output'];
};

/** A category to show online. */
export type ClubCategorySettingInput = {
  /** Product category id. */
  categoryId: Scalars['Int']['input'];
};

/** The category settings section. */
export type ClubCategorySettings = {
  __typename?: 'ClubCategorySettings';
  /** Categories shown online, in order (empty by default). */
  productCategory: Array<ClubCategorySetting>;
};

/** Category settings to save. */
export type ClubCategorySettingsInput = {
  /** Categories shown online, in order. */
  productCategory: Array<ClubCategorySettingInput>;
};

/** A question asked when booking. */
export type ClubCustomPrompt = {
  __typename?: 'ClubCustomPrompt';
  /** Whether an answer is required. */
  isRequired: Scalars['Boolean']['output'];
  /** The question. */
  label: Scalars['String']['output'];
};

/** A custom prompt to save. */
export type ClubCustomPromptInput = {
  /** Whether an answer is required. */
  isRequired: Scalars['Boolean']['input'];
  /** The question; required. */
  label: Scalars['String']['input'];
};

/** The custom prompts section. */
export type ClubCustomPrompts = {
  __typename?: 'ClubCustomPrompts';
  /** Questions in order (empty by default). */
  prompts: Array<ClubCustomPrompt>;
};

/** Custom prompts to save. */
export type ClubCustomPromptsInput = {
  /** At most 20 questions. */
  prompts: Array<ClubCustomPromptInput>;
};

/** A weekday's entry: open online or not, and its time ranges. */
export type ClubDayAvailability = {
  __typename?: 'ClubDayAvailability';
  /** Its time ranges; they never overlap. */
  data: Array<ClubTimeRange>;
  /** Whether guests can book this weekday online (false by default). */
  enabled: Scalars['Boolean']['output'];
};

/** A weekday's entry to save. */
export type ClubDayAvailabilityInput = {
  /** Time ranges; they must not overlap. */
  data: Array<ClubTimeRangeInput>;
  /** Open online. */
  enabled: Scalars['Boolean']['input'];
};

/** An offering suggested when a guest picks another. */
export type ClubDeal = {
  __typename?: 'ClubDeal';
  /** The location's currency (ISO 4217), in which amounts are shown. */
  currency: Scalars['String']['output'];
  /** The cut on the suggestion; null: its usual price. */
  cutType?: Maybe<CutType>;
  /** The cut's value; null with no cut. */
  cutValue?: Maybe<Scalars['String']['output']>;
  /** Upsell, add-on or bundle. */
  dealType: DealType;
  /** Whether it is suggested. */
  enabled: Scalars['Boolean']['output'];
  /** What the guest reads. */
  headline: Scalars['String']['output'];
  /** Deal id. */
  id: Scalars['Int']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** The offering a guest picks. */
  offeringId: Scalars['Int']['output'];
  /** Its product name. */
  offeringName: Scalars['String']['output'];
  /** The offering suggested with it. */
  upsellOfferingId: Scalars['Int']['output'];
  /** Its product name. */
  upsellOfferingName: Scalars['String']['output'];
  /** Version read; an edit names it (CONFLICT when someone saved in between). */
  version: Scalars['Int']['output'];
};

/** The data of the deals form for a location. */
export type ClubDealData = {
  __typename?: 'ClubDealData';
  /** Deal types. */
  dealTypes: Array<ClubOption>;
  /** The location's online offerings (id and product name). */
  offerings: Array<ClubNamed>;
  /** Product types of the location's online offerings. */
  productTypes: Array<ClubNamed>;
};

/** A deal to save. */
export type ClubDealInput = {
  /** A cut on the suggestion; null: none. */
  cutType?: InputMaybe<CutType>;
  /** The cut's value, required with a cut. */
  cutValue?: InputMaybe<Scalars['String']['input']>;
  /** Upsell, add-on or bundle. */
  dealType: DealType;
  /** Suggested (true when absent). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the guest reads, at most 100 characters. */
  headline: Scalars['String']['input'];
  /** The deal to edit; absent: a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The location's code. */
  locationCode: Scalars['String']['input'];
  /** An online offering of the location. */
  offeringId: Scalars['Int']['input'];
  /** Another online offering of the location. */
  upsellOfferingId: Scalars['Int']['input'];
  /** Required with `id`: the version read; CONFLICT when stale. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a location's deals and upsells. */
export type ClubDealPage = {
  __typename?: 'ClubDealPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<ClubDeal>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the search on every page. */
  total: Scalars['Int']['output'];
};

/** A saved deal and the server's message. */
export type ClubDealSaved = {
  __typename?: 'ClubDealSaved';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The deal as saved. */
  row: ClubDeal;
};

/** The columns a location's deals and upsells sort by. */
export type ClubDealSort =
  /** The cut's value. */
  | 'CUT'
  /** The headline. */
  | 'HEADLINE'
  /** The offering's product name. */
  | 'OFFERING'
  /** The deal type. */
  | 'TYPE'
  /** The upsell's product name. */
  | 'UPSELL';

/** The general settings section. */
export type ClubGeneralSettings = {
  __typename?: 'ClubGeneralSettings';
  /** Availability per weekday, Monday to Sunday. */
  availabilityPerDay: ClubAvailabilityPerDay;
  /** Minutes between two slots, never negative (30 by default). */
  bufferTime: Scalars['Int']['output'];
  /** Last time of the booking day, 'HH:mm'; null: the day's ranges alone. */
  end?: Maybe<Scalars['String']['output']>;
  /** Ask for relationship info (true by default). */
  isAskForRelationshipInfo: Scalars['Boolean']['output'];
  /** Only show pre-scheduled activities (false by default). */
  isOnlyShowPreScheduledActivities: Scalars['Boolean']['output'];
  /** Minutes of notice a booking needs; null: none. */
  minTimeToBookInAdvance?: Maybe<Scalars['Int']['output']>;
  /** Number of licenses; null: not set. */
  numberOfLicenses?: Maybe<Scalars['Int']['output']>;
  /** First time of the booking day, 'HH:mm'; null: the day's ranges alone. */
  start?: Maybe<Scalars['String']['output']>;
};

/** General settings to save. */
export type ClubGeneralSettingsInput = {
  /** Availability per weekday. */
  availabilityPerDay: ClubAvailabilityPerDayInput;
  /** Minutes between slots, 0–1440. */
  bufferTime: Scalars['Int']['input'];
  /** Last time of the day, 'HH:mm', after start; null: none. */
  end?: InputMaybe<Scalars['String']['input']>;
  /** Ask for relationship info. */
  isAskForRelationshipInfo: Scalars['Boolean']['input'];
  /** Only show pre-scheduled activities. */
  isOnlyShowPreScheduledActivities: Scalars['Boolean']['input'];
  /** Minutes of notice, 0–525600; null: none. */
  minTimeToBookInAdvance?: InputMaybe<Scalars['Int']['input']>;
  /** Number of licenses, 0–9999; null: not set. */
  numberOfLicenses?: InputMaybe<Scalars['Int']['input']>;
  /** First time of the day, 'HH:mm'; null: none. */
  start?: InputMaybe<Scalars['String']['input']>;
};

/** A row named by id (a category, a product type, an offering). */
export type ClubNamed = {
  __typename?: 'ClubNamed';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** An automatic guest message about a visit. */
export type ClubNotification = {
  __typename?: 'ClubNotification';
  /** E-mail or SMS. */
  channel: NotificationChannel;
  /** Whether it is sent. */
  enabled: Scalars['Boolean']['output'];
  /** Notification id. */
  id: Scalars['Int']['output'];
  /** Reminder or thank-you. */
  kind: NotificationKind;
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Minutes before the visit (reminder) or after it (thank-you). */
  offsetMinutes: Scalars['Int']['output'];
  /** E-mail subject (empty for SMS). */
  subject: Scalars['String']['output'];
  /** The message; {{firstName}}, {{time}} and the like are filled in when sent. */
  template: Scalars['String']['output'];
  /** Version read; an edit names it (CONFLICT when someone saved in between). */
  version: Scalars['Int']['output'];
};

/** A notification to save. */
export type ClubNotificationInput = {
  /** E-mail or SMS. */
  channel: NotificationChannel;
  /** Sent (true when absent). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The notification to edit; absent: a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Reminder or thank-you. */
  kind: NotificationKind;
  /** The location's code. */
  locationCode: Scalars['String']['input'];
  /** Minutes, 0–43200. */
  offsetMinutes: Scalars['Int']['input'];
  /** Subject, required for e-mail. */
  subject: Scalars['String']['input'];
  /** The message; required; at most 160 characters by SMS. */
  template: Scalars['String']['input'];
  /** Required with `id`: the version read; CONFLICT when stale. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a location's automatic guest messages. */
export type ClubNotificationPage = {
  __typename?: 'ClubNotificationPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<ClubNotification>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the search on every page. */
  total: Scalars['Int']['output'];
};

/** A saved notification and the server's message. */
export type ClubNotificationSaved = {
  __typename?: 'ClubNotificationSaved';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The notification as saved. */
  row: ClubNotification;
};

/** The columns a location's automatic guest messages sort by. */
export type ClubNotificationSort =
  /** E-mail or SMS. */
  | 'CHANNEL'
  /** Enabled first or last. */
  | 'ENABLED'
  /** The kind. */
  | 'KIND'
  /** Minutes before or after the booking. */
  | 'OFFSET'
  /** The subject. */
  | 'SUBJECT';

/** The choices of the online offering form for a location. */
export type ClubOfferingChoices = {
  __typename?: 'ClubOfferingChoices';
  /** Deposit types. */
  depositTypes: Array<ClubOption>;
  /** Non-schedulable products sold at the location. */
  nonSchedulableProducts: Array<ClubProductChoice>;
  /** Offering types. */
  offeringTypes: Array<ClubOption>;
  /** Price types. */
  priceTypes: Array<ClubOption>;
  /** Quantity types. */
  quantityTypes: Array<ClubOption>;
  /** Schedulable products sold at the location. */
  schedulableProducts: Array<ClubProductChoice>;
};

/** A choice of a club-booking lookup. */
export type ClubOption = {
  __typename?: 'ClubOption';
  /** Its label. */
  label: Scalars['String']['output'];
  /** The value stored and sent. */
  value: Scalars['String']['output'];
};

/** A payment processor and whether the location can take payments through it. */
export type ClubPaymentProcessor = {
  __typename?: 'ClubPaymentProcessor';
  /** Whether it is set up. */
  enabled: Scalars['Boolean']['output'];
  /** IN_VENUE or CARD. */
  processor: Scalars['String']['output'];
};

/** A product sold at a location, as an offering's choice. */
export type ClubProductChoice = {
  __typename?: 'ClubProductChoice';
  /** Its reservation capacity; null: none set. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** Product id. */
  id: Scalars['Int']['output'];
  /** Booked in time slots. */
  isSchedulable: Scalars['Boolean']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Its price at the location, '12.50'; null: none. */
  price?: Maybe<Scalars['String']['output']>;
};

/** One time range of a weekday. */
export type ClubTimeRange = {
  __typename?: 'ClubTimeRange';
  /** End of the range, 'HH:mm' (after start). */
  end: Scalars['String']['output'];
  /** First bookable time, 'HH:mm'. */
  start: Scalars['String']['output'];
};

/** A time range to save. */
export type ClubTimeRangeInput = {
  /** End, 'HH:mm', after start. */
  end: Scalars['String']['input'];
  /** Start, 'HH:mm'. */
  start: Scalars['String']['input'];
};

/** A point of contact of the user's organisation; at least one completes the profile. */
export type Contact = {
  __typename?: 'Contact';
  /** What the contact is for (see contactTypes). */
  contactTypeId: Scalars['Int']['output'];
  /** Contact e-mail address. */
  email: Scalars['String']['output'];
  /** The contact's id. */
  id: Scalars['Int']['output'];
  /** Contact person's name. */
  name: Scalars['String']['output'];
  /** Contact phone number, digits only. */
  phone: Scalars['String']['output'];
};

/** A point of contact to save. */
export type ContactInput = {
  /** What the contact is for (see contactTypes). */
  contactTypeId: Scalars['Int']['input'];
  /** Contact e-mail address. */
  email: Scalars['String']['input'];
  /** Contact person's name. */
  name: Scalars['String']['input'];
  /** Contact phone number, digits only. */
  phone: Scalars['String']['input'];
};

/** A kind of point of contact (e.g. billing, technical). */
export type ContactType = {
  __typename?: 'ContactType';
  /** The type's id. */
  id: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** A new booking. */
export type CreateBookingInput = {
  /** The activity. */
  activityId: Scalars['Int']['input'];
  /** Local date, YYYY-MM-DD; today or later. */
  date: Scalars['String']['input'];
  /** A lightning deal live now for the activity (bookingDeskQuote's liveDeal). */
  dealId?: InputMaybe<Scalars['Int']['input']>;
  /** A booking discount code of the location, with the guest shop's rules (dates, uses, offerings). */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** Guests; at most the places left. */
  guests: Scalars['Int']['input'];
  /** The holder, a guest of this master client. */
  holderId: Scalars['Int']['input'];
  /** Location code. */
  locationCode: Scalars['String']['input'];
  /** Offerings. */
  offerings?: InputMaybe<Array<BookingOfferingInput>>;
  /** A first payment taken at the desk, in the same transaction. */
  payment?: InputMaybe<BookingFirstPaymentInput>;
  /** Send the confirmation e-mail too. */
  sendConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Local start, HH:MM; one of the activity's slots that day. */
  startTime: Scalars['String']['input'];
};

/** The create-booking response (spec/3 §3). */
export type CreateBookingResult = {
  __typename?: 'CreateBookingResult';
  /** The booking made. */
  booking: BookingDetail;
  /** The code given to the guest. */
  confirmationCode: Scalars['String']['output'];
  /** Success text. */
  message: Scalars['String']['output'];
};

/** A guest created at the desk. */
export type CreateDeskGuestInput = {
  /** Birthday, YYYY-MM-DD, in the past; empty: unknown. */
  birthDate: Scalars['String']['input'];
  /** E-mail; an e-mail or a phone is required; unique in the master client. */
  email: Scalars['String']['input'];
  /** First name, required. */
  firstName: Scalars['String']['input'];
  /** A key per click: a double click creates one guest. */
  idempotencyKey: Scalars['String']['input'];
  /** The language the guest's messages go in (languages id: 1 English, 2 Georgian, 3 Spanish); null: the location's. */
  languageId?: InputMaybe<Scalars['Int']['input']>;
  /** Last name, required. */
  lastName: Scalars['String']['input'];
  /** The location the guest registers at (their home location). */
  locationCode?: InputMaybe<Scalars['String']['input']>;
  /** Consent to marketing e-mail and SMS. */
  marketingOptIn: Scalars['Boolean']['input'];
  /** Phone digits, at most 20. */
  phone: Scalars['String']['input'];
};

/** What creating a guest answers. */
export type CreateDeskGuestResult = {
  __typename?: 'CreateDeskGuestResult';
  /** The guest (the first click's, when the key was used already). */
  guest: BookingGuest;
  /** 'Guest … created.' */
  message: Scalars['String']['output'];
};

/** A newly created token and its secret. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The token as the list shows it. */
  apiToken: ApiToken;
  /** The token to send as `Authorization: Bearer`; shown only in this answer, store it now. */
  token: Scalars['String']['output'];
};

/** A credit type of the master client (game credits, bonus credits, tickets…). */
export type CreditType = {
  __typename?: 'CreditType';
  /** Description. */
  description: Scalars['String']['output'];
  /** Days a granted credit stays valid; null never expires. */
  expirationDays?: Maybe<Scalars['Int']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Worth money on a game card; otherwise points or tickets. */
  isMonetary: Scalars['Boolean']['output'];
  /** Memberships granting it (the sub-table's size). */
  membershipCount: Scalars['Int']['output'];
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** What the credit type form saves. */
export type CreditTypeInput = {
  /** At most 100 characters. */
  description: Scalars['String']['input'];
  /** 1–3650 days, or null for never. */
  expirationDays?: InputMaybe<Scalars['Int']['input']>;
  /** Worth money on a game card. */
  isMonetary: Scalars['Boolean']['input'];
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
};

/** A membership granting a credit type (its sub-table). */
export type CreditTypeMembership = {
  __typename?: 'CreditTypeMembership';
  /** Membership id. */
  membershipId: Scalars['Int']['output'];
  /** Membership name. */
  name: Scalars['String']['output'];
  /** Credits granted. */
  quantity: Scalars['Int']['output'];
};

/** One page of credit types. */
export type CreditTypePage = {
  __typename?: 'CreditTypePage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The credit types of this page. */
  rows: Array<CreditType>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Credit types matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Activity Credits list sorts by. */
export type CreditTypeSort =
  /** Days until expiry. */
  | 'EXPIRATION_DAYS'
  /** Monetary first or last. */
  | 'IS_MONETARY'
  /** Memberships granting it. */
  | 'MEMBERSHIP_COUNT'
  /** Name. */
  | 'NAME';

/** An e-mail or SMS sent to a guest (or a test send). */
export type CrmMessage = {
  __typename?: 'CrmMessage';
  /** Delivery attempts so far. */
  attempts: Scalars['Int']['output'];
  /** E-mail or SMS. */
  channel: MessageChannel;
  /** When it was queued, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** The guest's name; empty when it was not sent to a guest. */
  guestName: Scalars['String']['output'];
  /** Log id. */
  id: Scalars['Int']['output'];
  /** A test send from the template editor. */
  isTest: Scalars['Boolean']['output'];
  /** The last failure, empty when none. */
  lastError: Scalars['String']['output'];
  /** The location it was sent for; empty when none. */
  locationName: Scalars['String']['output'];
  /** When it was sent, ISO 8601; null until then. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** Delivery status. */
  status: MessageStatus;
  /** Subject; empty for SMS. */
  subject: Scalars['String']['output'];
  /** Address or phone number. */
  to: Scalars['String']['output'];
};

/** One page of the message log, newest first. */
export type CrmMessagePage = {
  __typename?: 'CrmMessagePage';
  /** The page (first 0). */
  page: Scalars['Int']['output'];
  /** The rows of the page. */
  rows: Array<CrmMessage>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows on every page together. */
  total: Scalars['Int']['output'];
};

/** A CRM change, and the success text to show. */
export type CrmSaveResult = {
  __typename?: 'CrmSaveResult';
  /** Id of the tag (or guest) saved. */
  id: Scalars['Int']['output'];
  /** Success text. */
  message: Scalars['String']['output'];
};

/** A language texts can be translated into. */
export type Culture = {
  __typename?: 'Culture';
  /** ISO code, e.g. 'es'. */
  code: Scalars['String']['output'];
  /** Language id (1 is the default language, English). */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A master client as provider staff see it in Customers. */
export type Customer = {
  __typename?: 'Customer';
  /** ISO 3166-1 alpha-2 country code; empty when unknown. */
  country: Scalars['String']['output'];
  /** When it was opened in the product (ISO 8601); null for the demo customers. */
  createdAt?: Maybe<Scalars['String']['output']>;
  /** ISO 4217 currency code; empty when unknown. */
  currency: Scalars['String']['output'];
  /** E-mail of the first director invited; empty when none. */
  directorEmail: Scalars['String']['output'];
  /** Full name of the first director invited; empty when none. */
  directorName: Scalars['String']['output'];
  /** Where the newest invitation stands. */
  invitation: InvitationStatus;
  /** Number of its locations. */
  locations: Scalars['Int']['output'];
  /** The master client's id. */
  masterClientId: Scalars['Int']['output'];
  /** Display name, unique whatever the case. */
  name: Scalars['String']['output'];
  /** IANA time zone; empty when unknown. */
  timeZone: Scalars['String']['output'];
};

/** One page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The customers of this page, by name. */
  rows: Array<Customer>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Customers matching the search, over every page. */
  total: Scalars['Int']['output'];
};

/** How a price is cut. */
export type CutType =
  /** An amount off. */
  | 'AMOUNT'
  /** A percent off (0–100, 2 decimals). */
  | 'PERCENT';

/** An option of a widget's local filter. */
export type DashboardEntity = {
  __typename?: 'DashboardEntity';
  /** Code to pass back as the filter value. */
  code: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/**
 * The dashboard filter (spec/2 §3), shared by every widget of a dashboard query. With no dateRange,
 * each widget reports on its own tab.
 */
export type DashboardFilterInput = {
  /** Comparison for date ranges 2–15: 0 none, 1 previous period, 2 year before. */
  comparedTo?: InputMaybe<Scalars['Int']['input']>;
  /** Date range id (1 Today … 15 Next year, 16 rolling, 17 custom; core/dashboards/dateRanges.ts). */
  dateRange?: InputMaybe<Scalars['Int']['input']>;
  /** Last day of a custom range (17), MM/DD/YYYY; not before startDate. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Aggregation step; defaults by the window's span. */
  frequency?: InputMaybe<DashboardFrequency>;
  /** Location ids of the selected master client; empty or absent means all of them. */
  locations?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only realised sales; default false. */
  realizedSales?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rolling range (16): 1–7 for the last 7, 14, 30, 60, 90, 180 or 360 days. */
  rollingDataRange?: InputMaybe<Scalars['Int']['input']>;
  /** First day of a custom range (17), MM/DD/YYYY. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** Aggregation step of a chart (spec/2 §9). A step the window's span does not offer falls back to the span's default. */
export type DashboardFrequency =
  /** One point per day. */
  | 'DAILY'
  /** One point per hour of the day (spans of one day). */
  | 'HOURLY'
  /** One point per calendar month. */
  | 'MONTHLY'
  /** One point per calendar quarter. */
  | 'QUARTERLY'
  /** One point per week, weeks starting on Sunday. */
  | 'WEEKLY'
  /** One point per calendar year. */
  | 'YEARLY';

/** The tab of a widget (spec/2 §4). Ignored when the dashboard filter names a date range. */
export type DashboardTab =
  /** This week, Sunday to Saturday (the default of peak hours). */
  | 'THIS_WEEK'
  /** Today (the default of every widget but peak hours). */
  | 'TODAY'
  /** Yesterday. */
  | 'YESTERDAY';

/** A date format the user may prefer. */
export type DateFormat = {
  __typename?: 'DateFormat';
  /** Display pattern, e.g. MM/dd/yyyy. */
  format: Scalars['String']['output'];
  /** The format's id. */
  id: Scalars['Int']['output'];
};

/** What kind of suggestion a deal is. */
export type DealType =
  /** Something added to the booking. */
  | 'ADD_ON'
  /** Both together at a cut. */
  | 'BUNDLE'
  /** A better offering instead. */
  | 'UPSELL';

/** A department of the master client. */
export type Department = {
  __typename?: 'Department';
  /** Department id. */
  id: Scalars['Int']['output'];
  /** Its one location. */
  locationId: Scalars['Int']['output'];
  /** The location's name. */
  locationName: Scalars['String']['output'];
  /** Department name. */
  name: Scalars['String']['output'];
};

/** A department a role is linked to. */
export type DepartmentRef = {
  __typename?: 'DepartmentRef';
  /** Department id. */
  id: Scalars['Int']['output'];
  /** Department name. */
  name: Scalars['String']['output'];
};

/** A user with access to the director tool (spec/3 §3 Director user). */
export type DirectorUser = {
  __typename?: 'DirectorUser';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The director user's location, or null. */
  location?: Maybe<LocationRef>;
  /** Phone number, digits only. */
  phone: Scalars['String']['output'];
  /** Role in this master client, or null. */
  role?: Maybe<RoleOption>;
  /** Optimistic-lock version; send it back with updateDirectorUser and deleteDirectorUser. */
  version: Scalars['Int']['output'];
};

/** What the director-user form saves; the simple user dialog's rules apply. */
export type DirectorUserInput = {
  /** E-mail address; unique across users. */
  email: Scalars['String']['input'];
  /** First name; required. */
  firstName: Scalars['String']['input'];
  /** Last name; required. */
  lastName: Scalars['String']['input'];
  /** Location in this master client, or null. */
  locationId?: InputMaybe<Scalars['Int']['input']>;
  /** Phone number, digits only. */
  phone: Scalars['String']['input'];
  /** Role in this master client; required. */
  roleId?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of director users. */
export type DirectorUserPage = {
  __typename?: 'DirectorUserPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The director users of this page. */
  rows: Array<DirectorUser>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Director users matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** A discount of the master client: a percentage or an amount off some revenue classes. */
export type Discount = {
  __typename?: 'Discount';
  /** Switched on. */
  enabled: Scalars['Boolean']['output'];
  /** Last day, YYYY-MM-DD; null is open-ended. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** The sub-table: revenue classes it applies to. */
  revenueClasses: Array<DiscountRevenueClass>;
  /** First day, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Type id: 1 percentage, 2 amount (discountTypes). */
  typeId: Scalars['Int']['output'];
  /** Type name. */
  typeName: Scalars['String']['output'];
  /** Value as the form shows it: '15.00' (percent) or '5.00' (dollars). */
  value: Scalars['String']['output'];
  /** Hundredths: cents for an amount, hundredths of a percent for a percentage. */
  valueHundredths: Scalars['Int']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** What the discount form saves. */
export type DiscountInput = {
  /** Switched on. */
  enabled: Scalars['Boolean']['input'];
  /** YYYY-MM-DD, not before the start; null is open-ended. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
  /** Revenue classes of the master client; at least one. */
  revenueClassIds: Array<Scalars['Int']['input']>;
  /** YYYY-MM-DD. */
  startDate: Scalars['String']['input'];
  /** 1 percentage, 2 amount. */
  typeId: Scalars['Int']['input'];
  /** A percentage 0–100 or an amount (spec/1 §5) as typed, by type. */
  value: Scalars['String']['input'];
};

/** One page of discounts. */
export type DiscountPage = {
  __typename?: 'DiscountPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The discounts of this page. */
  rows: Array<Discount>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Discounts matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** A revenue class a discount applies to (the discounts sub-table). */
export type DiscountRevenueClass = {
  __typename?: 'DiscountRevenueClass';
  /** Revenue class name. */
  name: Scalars['String']['output'];
  /** Revenue class id. */
  revenueClassId: Scalars['Int']['output'];
};

/** Columns the Discounts list sorts by. */
export type DiscountSort =
  /** End date. */
  | 'END_DATE'
  /** Name. */
  | 'NAME'
  /** Start date. */
  | 'START_DATE'
  /** Type. */
  | 'TYPE'
  /** Value. */
  | 'VALUE';

/** A display order to save, in one request. */
export type DisplayOrderInput = {
  /** Category id. */
  categoryId: Scalars['Int']['input'];
  /** Location id. */
  locationId: Scalars['Int']['input'];
  /** Every product of the category at the location, first shown first. */
  productIds: Array<Scalars['Int']['input']>;
};

/** A product in the display order of a category at a location. */
export type DisplayOrderItem = {
  __typename?: 'DisplayOrderItem';
  /** Image URL; null: none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** Position, 1 first. */
  position: Scalars['Int']['output'];
  /** Product id. */
  productId: Scalars['Int']['output'];
};

/** An external admin site (spec/1 §2.7 admin links). */
export type DnsEntry = {
  __typename?: 'DnsEntry';
  /** Location code, shown when there is no name. */
  code: Scalars['String']['output'];
  /** Host name the admin links open, under /Admin or /SP_ADMIN. */
  host: Scalars['String']['output'];
  /** Location name shown in the menu. */
  name: Scalars['String']['output'];
};

/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboard = {
  __typename?: 'DriveRevenueDashboard';
  /** Average ticket card. */
  averageTicket?: Maybe<ChartWidget>;
  /** Club Booking average ticket card (its own id 127; the kiosk card is 58). */
  clubBookingAverageTicket?: Maybe<ChartWidget>;
  /** Club Booking revenue against total revenue. */
  clubBookingRevenueVsTotal?: Maybe<ChartWidget>;
  /** Club Kiosk average ticket card. */
  clubKioskAverageTicket?: Maybe<ChartWidget>;
  /** Memberships current at the end of the window, per location. */
  currentMemberships?: Maybe<ChartWidget>;
  /** Gift cards polar chart (totals: sold, redeemed, outstanding). */
  giftCards?: Maybe<ChartWidget>;
  /** Liabilities doughnut: outstanding gift cards and credits; subData is the change percent. */
  liabilities?: Maybe<ChartWidget>;
  /** The liability view: gift cards, credits, prepaid bookings and membership terms owed per location, aged (0-30, 31-90, 91-365, over a year days), on the filter's last day. */
  liabilityAging?: Maybe<LiabilityAging>;
  /** Location performance table, narrowed by its own location (code). */
  locationPerformance?: Maybe<LocationPerformanceWidget>;
  /** Memberships expired in the last 30 days of the window. */
  membershipsExpiredLastThirtyDays?: Maybe<ChartWidget>;
  /** Memberships expiring in the 30 days after the window. */
  membershipsExpiringNextThirtyDays?: Maybe<ChartWidget>;
  /** Memberships started in the window. */
  newMemberships?: Maybe<ChartWidget>;
  /** Revenue per channel over time (stacked). */
  revenueChannels?: Maybe<ChartWidget>;
  /** Revenue per guest card. */
  revenuePerGuest?: Maybe<ChartWidget>;
  /** Sales card, trend against the revenue target. */
  sales?: Maybe<ChartWidget>;
  /** Sales per revenue class. */
  salesByRevenue?: Maybe<ChartWidget>;
  /** Top 10 postal codes. */
  topPostalCodes?: Maybe<ChartWidget>;
  /** Transactions and their revenue over time. */
  transactions?: Maybe<ChartWidget>;
  /** Voids card. */
  voids?: Maybe<ChartWidget>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardAverageTicketArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardClubBookingAverageTicketArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardClubBookingRevenueVsTotalArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardClubKioskAverageTicketArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardCurrentMembershipsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardGiftCardsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardLiabilitiesArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardLocationPerformanceArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardMembershipsExpiredLastThirtyDaysArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardMembershipsExpiringNextThirtyDaysArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardNewMembershipsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardRevenueChannelsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardRevenuePerGuestArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardSalesArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardSalesByRevenueArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardTopPostalCodesArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardTransactionsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Drive Revenue (/dashboard-drive). */
export type DriveRevenueDashboardVoidsArgs = {
  tab?: InputMaybe<DashboardTab>;
};

/** An existing guest that is likely the one being created. */
export type DuplicateGuest = {
  __typename?: 'DuplicateGuest';
  /** E-mail; empty when none was given. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Guest id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone digits. */
  phone: Scalars['String']['output'];
  /** Why it is offered. */
  reason: DuplicateGuestReason;
};

/** Why an existing guest is likely the one being created. */
export type DuplicateGuestReason =
  /** The same e-mail. */
  | 'EMAIL'
  /** A close name (at most two letters apart). */
  | 'NAME'
  /** The same phone. */
  | 'PHONE';

/** How a location's e-mails look in one language. */
export type EmailBranding = {
  __typename?: 'EmailBranding';
  /** Page background (#RRGGBB). */
  backgroundColor: Scalars['String']['output'];
  /** Text at the bottom of every e-mail, one paragraph per line. */
  footerText: Scalars['String']['output'];
  /** Text under the logo, one paragraph per line. */
  headerText: Scalars['String']['output'];
  /** The language (1 is the default). */
  languageId: Scalars['Int']['output'];
  /** The location. */
  locationId: Scalars['Int']['output'];
  /** Logo shown at the top: the path uploadEmailBrandingImage answered (e-mails load it from the product's public address) or, on rows saved before uploads, an https:// address; empty for none. */
  logoUrl: Scalars['String']['output'];
  /** Accent colour (#RRGGBB) of the top and bottom rules; #DF151C by default. */
  primaryColor: Scalars['String']['output'];
  /** Address replies go to; none when empty. */
  replyTo: Scalars['String']['output'];
  /** Name the e-mails come from; the location's name when empty. */
  senderName: Scalars['String']['output'];
  /** Text colour (#RRGGBB). */
  textColor: Scalars['String']['output'];
  /** Optimistic lock: 0 before the first save; a save names the version it read. */
  version: Scalars['Int']['output'];
};

/** A branding save. */
export type EmailBrandingInput = {
  /** Page background, #RRGGBB. */
  backgroundColor: Scalars['String']['input'];
  /** Footer text (at most 1000 characters). */
  footerText: Scalars['String']['input'];
  /** Header text (at most 1000 characters). */
  headerText: Scalars['String']['input'];
  /** Logo: a path uploadEmailBrandingImage answered for this master client (another client's is NOT_FOUND), or an https:// address; empty for none (at most 500 characters). */
  logoUrl: Scalars['String']['input'];
  /** Accent colour, #RRGGBB. */
  primaryColor: Scalars['String']['input'];
  /** Reply-to e-mail address, or empty. */
  replyTo: Scalars['String']['input'];
  /** Sender name (at most 100 characters). */
  senderName: Scalars['String']['input'];
  /** Text colour, #RRGGBB. */
  textColor: Scalars['String']['input'];
  /** The version read (0 when none was saved yet); a stale one is refused with CONFLICT. */
  version: Scalars['Int']['input'];
};

/** An e-mail or SMS template of a location in a language. */
export type EmailSmsTemplate = {
  __typename?: 'EmailSmsTemplate';
  /** Body (Liquid): HTML for e-mail, text for SMS. Variables are escaped when rendered. */
  body: Scalars['String']['output'];
  /** E-mail or SMS. */
  channel: MessageChannel;
  /** Template id. */
  id: Scalars['Int']['output'];
  /** The language. */
  languageId: Scalars['Int']['output'];
  /** The location. */
  locationId: Scalars['Int']['output'];
  /** Name shown in the list. */
  name: Scalars['String']['output'];
  /** Subject (Liquid); empty for SMS. */
  subject: Scalars['String']['output'];
  /** When it is sent: an id of emailTemplateTimeTypes. */
  timeTypeId: Scalars['Int']['output'];
  /** Last change, ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /** Optimistic lock: an update names the version it read. */
  version: Scalars['Int']['output'];
};

/** A template to save, preview or send as a test. */
export type EmailSmsTemplateInput = {
  /** Body (Liquid), at most 20000 characters (1600 for SMS). */
  body: Scalars['String']['input'];
  /** E-mail or SMS. */
  channel: MessageChannel;
  /** Absent to create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The language. */
  languageId: Scalars['Int']['input'];
  /** The location (one of the master client's). */
  locationId: Scalars['Int']['input'];
  /** Name, at most 100 characters. */
  name: Scalars['String']['input'];
  /** Subject (Liquid), required for e-mail, at most 200 characters. */
  subject: Scalars['String']['input'];
  /** When it is sent (emailTemplateTimeTypes). */
  timeTypeId: Scalars['Int']['input'];
  /** The version read; required to update. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a location's templates. */
export type EmailSmsTemplatePage = {
  __typename?: 'EmailSmsTemplatePage';
  /** The page (first 0). */
  page: Scalars['Int']['output'];
  /** The rows of the page. */
  rows: Array<EmailSmsTemplate>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows on every page together. */
  total: Scalars['Int']['output'];
};

/** A template rendered for one guest. */
export type EmailTemplatePreview = {
  __typename?: 'EmailTemplatePreview';
  /** The whole branded e-mail as an HTML document (empty for SMS); show it in a sandboxed frame. */
  html: Scalars['String']['output'];
  /** The rendered subject. */
  subject: Scalars['String']['output'];
  /** The text part (the SMS text for SMS). */
  text: Scalars['String']['output'];
};

/** A variable a template may use, with its value for the preview guest. */
export type EmailTemplateVariable = {
  __typename?: 'EmailTemplateVariable';
  /** What it holds. */
  description: Scalars['String']['output'];
  /** As written in a template, e.g. guest.firstName ({{ guest.firstName }}). */
  name: Scalars['String']['output'];
  /** Its value for the preview guest. */
  value: Scalars['String']['output'];
};

/** An employee's sales. */
export type EmployeePerformanceRow = {
  __typename?: 'EmployeePerformanceRow';
  /** Employee name. */
  employee: Scalars['String']['output'];
  /** The employee's location name (names repeat across locations); null on the total row. */
  location?: Maybe<Scalars['String']['output']>;
  /** The employee's location id. */
  locationId: Scalars['Int']['output'];
  /** Items sold. */
  quantitySold: Scalars['Int']['output'];
  /** Sales, currency units. */
  totalSales: Scalars['Float']['output'];
};

/** Employee performance table (Operational Efficiency). */
export type EmployeePerformanceWidget = {
  __typename?: 'EmployeePerformanceWidget';
  /** Column keys in order. */
  columns: Array<Scalars['String']['output']>;
  /** ISO 4217 code of the money figures: the one currency of the locations asked. Null when they use different currencies: the money figures then add up different currencies, are not one amount and must not be shown as one. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** The tab these figures are for. */
  currentSerie: DashboardTab;
  /** Info tooltip text. */
  desc: Scalars['String']['output'];
  /**
   * The widget for every tab it offers (Today, Yesterday, This Week; currentSerie says which),
   * loaded with it so a tab switch shows figures already here. Asked only when selected; empty when
   * the filter names a date range (the tabs then do not apply) and inside perTab itself.
   */
  perTab: Array<EmployeePerformanceWidget>;
  /** One row per employee (of one location), best first. */
  rows: Array<EmployeePerformanceRow>;
  /** Title shown on the card. */
  title: Scalars['String']['output'];
  /** Sum of the rows ('Total'). */
  totalRow: EmployeePerformanceRow;
};

/** An entitlement package a reservation can grant. */
export type EntitlementPackageOption = {
  __typename?: 'EntitlementPackageOption';
  /** Minutes it lasts; null: all day. */
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A food modifier of the master client (e.g. Extra cheese under Toppings). */
export type FoodModifier = {
  __typename?: 'FoodModifier';
  /** The POS group it is offered under. */
  groupName: Scalars['String']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The sub-table: locations offering it. */
  locations: Array<LocationRef>;
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Price as the form shows it, e.g. '1.50' (the grid adds '$'). */
  price: Scalars['String']['output'];
  /** Price in cents. */
  priceCents: Scalars['Int']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** What the food modifier form saves. */
export type FoodModifierInput = {
  /** At most 100 characters. */
  groupName: Scalars['String']['input'];
  /** Locations offering it; at least one. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
  /** An amount as typed (spec/1 §5), e.g. '1.50' or '$1.50'. */
  price: Scalars['String']['input'];
};

/** One page of food modifiers. */
export type FoodModifierPage = {
  __typename?: 'FoodModifierPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The food modifiers of this page. */
  rows: Array<FoodModifier>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Food modifiers matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Food Modifiers list sorts by. */
export type FoodModifierSort =
  /** Group. */
  | 'GROUP_NAME'
  /** Name. */
  | 'NAME'
  /** Price. */
  | 'PRICE';

/** Game card details (game card kinds). */
export type GameCardDetails = {
  __typename?: 'GameCardDetails';
  /** Bonus credits, 0–999999. */
  bonusCredits: Scalars['Int']['output'];
  /** Artwork or batch name, at most 100 characters. */
  cardDesign: Scalars['String']['output'];
  /** Credits loaded on a new card, 0–999999. */
  creditsOnCard: Scalars['Int']['output'];
  /** VIP card. */
  isVip: Scalars['Boolean']['output'];
};

/** Game card details as the form saves them. */
export type GameCardDetailsInput = {
  /** 0–999999. */
  bonusCredits: Scalars['Int']['input'];
  /** At most 100 characters. */
  cardDesign: Scalars['String']['input'];
  /** 0–999999. */
  creditsOnCard: Scalars['Int']['input'];
  /** VIP card. */
  isVip: Scalars['Boolean']['input'];
};

/** A location's general settings; a location that never saved answers the defaults with version 0. */
export type GeneralSettings = {
  __typename?: 'GeneralSettings';
  /** Contact e-mail; may be empty. */
  contactEmail: Scalars['String']['output'];
  /** Contact phone, digits only; may be empty. */
  contactPhone: Scalars['String']['output'];
  /** ISO 4217 currency, e.g. USD. */
  currency: Scalars['String']['output'];
  /** Date format: MM/dd/yyyy, dd/MM/yyyy or yyyy-MM-dd. */
  dateFormat: Scalars['String']['output'];
  /** Language code: en, ka or es. */
  language: Scalars['String']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Opening hours: the calendar's weekly availability, seven weekdays, Monday first. */
  openingHours: Array<CalendarDayHours>;
  /** IANA time zone, e.g. America/Chicago. */
  timeZone: Scalars['String']['output'];
  /** Optimistic-lock version (0: never saved); send it back with saveGeneralSettings. */
  version: Scalars['Int']['output'];
  /** Website; may be empty. */
  website: Scalars['String']['output'];
};

/** What the general settings form saves. */
export type GeneralSettingsInput = {
  /** Contact e-mail or empty; at most 100 characters. */
  contactEmail: Scalars['String']['input'];
  /** Contact phone, digits only, or empty. */
  contactPhone: Scalars['String']['input'];
  /** ISO 4217 currency. */
  currency: Scalars['String']['input'];
  /** One of MM/dd/yyyy, dd/MM/yyyy, yyyy-MM-dd. */
  dateFormat: Scalars['String']['input'];
  /** One of en, ka, es. */
  language: Scalars['String']['input'];
  /** Seven weekdays, Monday first. */
  openingHours: Array<CalendarDayHoursInput>;
  /** IANA time zone. */
  timeZone: Scalars['String']['input'];
  /** The version read; CONFLICT when someone saved in between. */
  version: Scalars['Int']['input'];
  /** Website or empty; at most 100 characters. */
  website: Scalars['String']['input'];
};

/** The answer of saveGeneralSettings. */
export type GeneralSettingsSave = {
  __typename?: 'GeneralSettingsSave';
  /** 'General settings updated successfully'. */
  message: Scalars['String']['output'];
  /** The settings as saved. */
  settings: GeneralSettings;
};

/** What the group form saves. */
export type GroupInput = {
  /** Locations of the group; at least one. A location moves here from any other group. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Group name; trimmed, required, at most 100 characters, unique in the master client (any case). */
  name: Scalars['String']['input'];
};

/** A group as a choice in a form. */
export type GroupOption = {
  __typename?: 'GroupOption';
  /** Group id. */
  groupId: Scalars['Int']['output'];
  /** Group name. */
  name: Scalars['String']['output'];
};

/** One page of groups. */
export type GroupPage = {
  __typename?: 'GroupPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The groups of this page. */
  rows: Array<SettingsGroup>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Groups matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Groups list sorts by. */
export type GroupSort =
  /** Number of locations in the group. */
  | 'LOCATION_COUNT'
  /** Group name. */
  | 'NAME';

/** A group and its locations (the /groups/locations lookup). */
export type GroupWithLocations = {
  __typename?: 'GroupWithLocations';
  /** Group id. */
  groupId: Scalars['Int']['output'];
  /** Locations in the group, by name. */
  locations: Array<LocationRef>;
  /** Group name. */
  name: Scalars['String']['output'];
};

/** A guest of the master client, with what they did. */
export type Guest = {
  __typename?: 'Guest';
  /** Birth date, ISO (YYYY-MM-DD); null when unknown. */
  birthDate?: Maybe<Scalars['String']['output']>;
  /** Number of bookings (sales through Club Booking). */
  bookings: Scalars['Int']['output'];
  /** E-mail; empty when the guest gave none. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Name of the location where the guest registered; empty when unknown. */
  homeLocation: Scalars['String']['output'];
  /** Guest id. */
  id: Scalars['Int']['output'];
  /** The language the guest's messages go in (languages id: 1 English, 2 Georgian, 3 Spanish); null: the location's. */
  languageId?: Maybe<Scalars['Int']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Day of the last visit, ISO; null: never visited. */
  lastVisit?: Maybe<Scalars['String']['output']>;
  /** Number of notes on the guest. */
  notesCount: Scalars['Int']['output'];
  /** Digits with the country code. */
  phone: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** Total spend in cents (sum of the guest's sales). */
  spendCents: Scalars['Int']['output'];
  /** Tags staff put on the guest (CRM tags), by name. */
  tags: Array<GuestTagRef>;
  /** Number of visits. */
  visits: Scalars['Int']['output'];
};

/** Age groups (whole years today). */
export type GuestAgeGroup =
  /** 18 to 64. */
  | 'ADULT'
  /** Under 13. */
  | 'CHILD'
  /** 65 and over. */
  | 'SENIOR'
  /** 13 to 17. */
  | 'TEEN';

/** A guest's fields, as they are now. */
export type GuestChange = {
  __typename?: 'GuestChange';
  /** Date of birth, YYYY-MM-DD; null when unknown. */
  birthDate?: Maybe<Scalars['String']['output']>;
  /** When the guest was created, ISO 8601 in UTC. */
  createdAt: Scalars['String']['output'];
  /** E-mail address; empty when none was given. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Where the guest first registered or booked (a location's id); null when unknown. */
  homeLocationId?: Maybe<Scalars['Int']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Consent to marketing e-mail and SMS. */
  marketingOptIn: Scalars['Boolean']['output'];
  /** Phone number, digits with country code; empty when none was given. */
  phone: Scalars['String']['output'];
  /** Postal code; empty when unknown. */
  postalCode: Scalars['String']['output'];
};

/** A guest with their newest notes. */
export type GuestDetail = {
  __typename?: 'GuestDetail';
  /** The guest. */
  guest: Guest;
  /** Newest notes first (at most 50). */
  notes: Array<GuestNote>;
};

/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboard = {
  __typename?: 'GuestExperienceDashboard';
  /**
   * Average group size card. Non-null: spec/2 §7 rethrows its failure, so a failure (or a denied
   * permission) nulls the whole dashboard. Include it only when the user may view it.
   */
  averageGroupSize: ChartWidget;
  /** Credits card (issued, redeemed, expired, outstanding). */
  credits?: Maybe<ChartWidget>;
  /** Repeat visits by days since the previous visit. */
  daysSinceLastVisit?: Maybe<ChartWidget>;
  /** Guests by hour of arrival: adults and minors. */
  guestsByHour?: Maybe<ChartWidget>;
  /** Revenue of new guests. */
  newGuestRevenue?: Maybe<ChartWidget>;
  /** New guests card. */
  newGuests?: Maybe<ChartWidget>;
  /** Number of guests chart, narrowed by its own location (code) and resources (codes). */
  numberOfGuests?: Maybe<ChartWidget>;
  /** Number of guests per quarter hour and day, for the Excel export (needs update and execute). */
  numberOfGuestsExport?: Maybe<Array<GuestExportDay>>;
  /** Resources of a location, for the number-of-guests resources picker. */
  numberOfGuestsResources?: Maybe<Array<DashboardEntity>>;
  /** Revenue of repeat guests. */
  repeatGuestRevenue?: Maybe<ChartWidget>;
  /** Repeat guests card. */
  repeatGuests?: Maybe<ChartWidget>;
  /** Repeat guests by age group. */
  repeatGuestsByAge?: Maybe<ChartWidget>;
  /** Waivers signed card. */
  waiversSigned?: Maybe<ChartWidget>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardAverageGroupSizeArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardCreditsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardDaysSinceLastVisitArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardGuestsByHourArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardNewGuestRevenueArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardNewGuestsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardNumberOfGuestsArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  resources?: InputMaybe<Array<Scalars['String']['input']>>;
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardNumberOfGuestsExportArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  resources?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardNumberOfGuestsResourcesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardRepeatGuestRevenueArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardRepeatGuestsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardRepeatGuestsByAgeArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Guest Experience (/dashboard-guest). Widget ids are Marquee's own (core/dashboards/ids.ts). */
export type GuestExperienceDashboardWaiversSignedArgs = {
  tab?: InputMaybe<DashboardTab>;
};

/** One day of the number-of-guests export (spec/2 §9). */
export type GuestExportDay = {
  __typename?: 'GuestExportDay';
  /** True when every location asked was closed that day by its opening hours (weekly availability and calendar exceptions): the sheet marks the day CLOSED. */
  closed: Scalars['Boolean']['output'];
  /** The day, MM/DD/YYYY. */
  date: Scalars['String']['output'];
  /** Weekday name. */
  day: Scalars['String']['output'];
  /** Guests per quarter hour, 96 slots from 00:00 to 23:45. */
  slots: Array<Scalars['Int']['output']>;
  /** Guests of the day. */
  total: Scalars['Int']['output'];
};

/** A guest's membership status. */
export type GuestMembershipStatus =
  /** A membership that has not expired. */
  | 'ACTIVE'
  /** Memberships, all expired. */
  | 'EXPIRED'
  /** Never a member. */
  | 'NONE';

/** A staff note on a guest. */
export type GuestNote = {
  __typename?: 'GuestNote';
  /** Who wrote it (their name when they wrote it). */
  authorName: Scalars['String']['output'];
  /** When it was written (ISO instant). */
  createdAt: Scalars['String']['output'];
  /** The guest it is about. */
  guestId: Scalars['Int']['output'];
  /** Note id. */
  id: Scalars['Int']['output'];
  /** The note. */
  text: Scalars['String']['output'];
};

/** One page of guests. */
export type GuestPage = {
  __typename?: 'GuestPage';
  /** Page answered (zero-based). */
  page: Scalars['Int']['output'];
  /** The guests of this page. */
  rows: Array<Guest>;
  /** Rows per page answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Guests matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** A rule-based set of guests. */
export type GuestSegment = {
  __typename?: 'GuestSegment';
  /** Its conditions. */
  conditions: Array<SegmentCondition>;
  /** Segment id. */
  id: Scalars['Int']['output'];
  /** The location it is for; null: all locations. */
  locationId?: Maybe<Scalars['Int']['output']>;
  /** That location's name; empty for all. */
  locationName: Scalars['String']['output'];
  /** How its conditions combine. */
  match: SegmentMatch;
  /** Name. */
  name: Scalars['String']['output'];
  /** The last count, if one was made; null until counted (and after the conditions change). */
  numberOfGuests?: Maybe<NumberOfGuests>;
  /** Last saved (ISO instant). */
  updatedAt: Scalars['String']['output'];
};

/** What the segment form saves. */
export type GuestSegmentInput = {
  /** 1 to 20 conditions, none repeated. */
  conditions: Array<SegmentConditionInput>;
  /** A location of the master client, or null for all. */
  locationId?: InputMaybe<Scalars['Int']['input']>;
  /** How the conditions combine. */
  match: SegmentMatch;
  /** Name, 1–100 characters. */
  name: Scalars['String']['input'];
};

/** One page of segments. */
export type GuestSegmentPage = {
  __typename?: 'GuestSegmentPage';
  /** Page answered (zero-based). */
  page: Scalars['Int']['output'];
  /** The segments of this page, by name. */
  rows: Array<GuestSegment>;
  /** Rows per page answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Segments matching, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the guests list sorts by. */
export type GuestSort =
  /** When the guest registered. */
  | 'CREATED_AT'
  /** Day of the last visit (never visited last). */
  | 'LAST_VISIT'
  /** Last name, then first name. */
  | 'NAME'
  /** Total spend. */
  | 'SPEND'
  /** Number of visits. */
  | 'VISITS';

/** A CRM tag and how many guests carry it. */
export type GuestTag = {
  __typename?: 'GuestTag';
  /** Guests carrying it. */
  guests: Scalars['Int']['output'];
  /** Tag id. */
  id: Scalars['Int']['output'];
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
};

/** A tag on a guest. */
export type GuestTagRef = {
  __typename?: 'GuestTagRef';
  /** Tag id. */
  id: Scalars['Int']['output'];
  /** Tag name. */
  name: Scalars['String']['output'];
};

/** A guest and what happened with them, newest first (at most 100 events). */
export type GuestTimeline = {
  __typename?: 'GuestTimeline';
  /** Events, newest first. */
  events: Array<GuestTimelineEvent>;
  /** The guest. */
  guest: Guest;
};

/** One event of a guest's timeline. */
export type GuestTimelineEvent = {
  __typename?: 'GuestTimelineEvent';
  /** Money in cents (spend, booking, membership price); 0 for notes. */
  amountCents: Scalars['Int']['output'];
  /** ISO day, or ISO instant for notes and messages. */
  at: Scalars['String']['output'];
  /** A note's author, or who sent a message; empty otherwise. */
  author: Scalars['String']['output'];
  /** A message's channel; null for other events. */
  channel?: Maybe<MessageChannel>;
  /** What happened. */
  kind: GuestTimelineKind;
  /** Location name; empty for notes. */
  location: Scalars['String']['output'];
  /** Party size of a visit; 0 otherwise. */
  partySize: Scalars['Int']['output'];
  /** A message's delivery status; null for other events. */
  status?: Maybe<MessageStatus>;
  /** A note's text, a membership's expiry day, an e-mail's subject or an SMS's text; empty otherwise. */
  text: Scalars['String']['output'];
};

/** What happened on a guest's timeline. */
export type GuestTimelineKind =
  /** A booking (a sale through Club Booking). */
  | 'BOOKING'
  /** A membership bought (text: its expiry day). */
  | 'MEMBERSHIP'
  /** An e-mail or SMS sent to the guest (text: the subject, or the SMS text). */
  | 'MESSAGE'
  /** A staff note. */
  | 'NOTE'
  /** A visit (party size and spend). */
  | 'VISIT';

/** What an import adds. */
export type ImportKind =
  /** Guests of the master client. */
  | 'GUESTS'
  /** Products of the catalogue. */
  | 'PRODUCTS'
  /** Transactions, through the venue feed. */
  | 'SALES';

/** One integration's settings; the fields of other kinds are null. */
export type Integration = {
  __typename?: 'Integration';
  /** ChurnZero account id. */
  accountId?: Maybe<Scalars['String']['output']>;
  /** Voucherify client id. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** Google Tag Manager container id. */
  containerId?: Maybe<Scalars['String']['output']>;
  /** Voucherify host. */
  host?: Maybe<Scalars['String']['output']>;
  /** Whether it is on. */
  isEnabled: Scalars['Boolean']['output'];
  /** Which integration. */
  kind: IntegrationKind;
  /** The location; null for ChurnZero. */
  locationCode?: Maybe<Scalars['String']['output']>;
  /** Google Analytics measurement id. */
  measurementId?: Maybe<Scalars['String']['output']>;
  /** Voucherify private key, masked (its last four characters) when one is saved; '' when none. Never answered in full. */
  privateKey?: Maybe<Scalars['String']['output']>;
  /** Optimistic-lock version (0: never saved). */
  version: Scalars['Int']['output'];
};

/** What the integration form saves (spec/3 §5: a field is required only when enabled; at most 100 characters). */
export type IntegrationInput = {
  /** ChurnZero account id. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Voucherify client id. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** Google Tag Manager container id. */
  containerId?: InputMaybe<Scalars['String']['input']>;
  /** Voucherify host. */
  host?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is on; required. */
  isEnabled: Scalars['Boolean']['input'];
  /** Google Analytics measurement id. */
  measurementId?: InputMaybe<Scalars['String']['input']>;
  /** Voucherify private key: the mask as read, empty or absent keeps the saved key; anything else replaces it. */
  privateKey?: InputMaybe<Scalars['String']['input']>;
  /** The version read; CONFLICT when someone saved in between. Omitted, the save does not check. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The integrations of the /integrations screen. */
export type IntegrationKind =
  /** ChurnZero: accountId; per master client, provider staff only. */
  | 'CHURN_ZERO'
  /** Google Analytics: measurementId. */
  | 'GOOGLE_ANALYTICS'
  /** Google Tag Manager: containerId. */
  | 'GOOGLE_TAG_MANAGER'
  /** Voucherify: clientId, privateKey (secret), host. */
  | 'VOUCHERIFY';

/** What an invitation link says about itself before it is used. */
export type InvitationCheck = {
  __typename?: 'InvitationCheck';
  /** The customer's name; empty unless the link works. */
  customer: Scalars['String']['output'];
  /** The invited person's given name; empty unless the link works. */
  firstName: Scalars['String']['output'];
  /** Why it does not work (`unknown`, `used` or `expired`), or null when it does. */
  problem?: Maybe<Scalars['String']['output']>;
};

/** Where a customer's first-director invitation stands. */
export type InvitationStatus =
  /** Used: the director has set a password. */
  | 'ACCEPTED'
  /** Past its expiry or replaced by a newer one; send it again. */
  | 'EXPIRED'
  /** No invitation (customers opened before this feature, e.g. the demo ones). */
  | 'NONE'
  /** Sent and still usable. */
  | 'PENDING';

/** The answer of resending an invitation. */
export type InviteResult = {
  __typename?: 'InviteResult';
  /** Success text: 'Invitation to Club Director was sent successfully!'. */
  message: Scalars['String']['output'];
};

/** The choices of the kiosk offering form for a location. */
export type KioskChoices = {
  __typename?: 'KioskChoices';
  /** Kiosk categories: product categories offered at the location. */
  categories: Array<ClubNamed>;
  /** Non-schedulable products sold at the location. */
  nonSchedulableProducts: Array<ClubProductChoice>;
  /** Schedulable products sold at the location. */
  schedulableProducts: Array<ClubProductChoice>;
};

/** A location's kiosk settings, as read or saved. */
export type KioskSettings = {
  __typename?: 'KioskSettings';
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** The server's message after a save; null on reads. */
  message?: Maybe<Scalars['String']['output']>;
  /** The settings; defaults until the first save. */
  settings: KioskSettingsDocument;
  /** The location's IANA time zone. */
  timeZone: Scalars['String']['output'];
  /** Version read (0 until the first save). */
  version: Scalars['Int']['output'];
};

/** A location's kiosk settings. */
export type KioskSettingsDocument = {
  __typename?: 'KioskSettingsDocument';
  /** Seconds after which an idle basket is cleared, 15–600 (90 by default). */
  idleTimeoutSeconds: Scalars['Int']['output'];
  /** Whether an e-mail receipt is offered. */
  offerEmailReceipt: Scalars['Boolean']['output'];
  /** Primary colour '#RRGGBB' (#DF151C by default). */
  primaryColor: Scalars['String']['output'];
  /** Whether prices are shown. */
  showPrices: Scalars['Boolean']['output'];
  /** Greeting on the kiosk's first screen, at most 200 characters. */
  welcomeText: Scalars['String']['output'];
};

/** Kiosk settings to save. */
export type KioskSettingsInput = {
  /** Seconds, 15–600. */
  idleTimeoutSeconds: Scalars['Int']['input'];
  /** Offer an e-mail receipt. */
  offerEmailReceipt: Scalars['Boolean']['input'];
  /** Primary colour '#RRGGBB'. */
  primaryColor: Scalars['String']['input'];
  /** Show prices. */
  showPrices: Scalars['Boolean']['input'];
  /** Greeting, at most 200 characters. */
  welcomeText: Scalars['String']['input'];
};

/** A placeholder value of a row or sub-table label. */
export type LabelValue = {
  __typename?: 'LabelValue';
  /** Placeholder name, e.g. 'name' in 'Widget: {name}'. */
  key: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** A language the product is offered in. */
export type Language = {
  __typename?: 'Language';
  /** BCP 47 code, e.g. en, ka, es. */
  code: Scalars['String']['output'];
  /** The language's id. */
  id: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** The liability view: balances owed to guests per location, aged, on a day. */
export type LiabilityAging = {
  __typename?: 'LiabilityAging';
  /** The day the balances are of (the filter's last day, today at the latest), YYYY-MM-DD. */
  asOf: Scalars['String']['output'];
  /** Age buckets in days owed: 0-30, 31-90, 91-365, 365+. */
  buckets: Array<Scalars['String']['output']>;
  /** ISO 4217 code the locations share; null when they use different currencies. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** Four rows per location: gift cards, credits, prepaid bookings not yet visited, membership terms not yet served. */
  rows: Array<LiabilityAgingRow>;
};

/** What one location owes its guests of one kind, by age. */
export type LiabilityAgingRow = {
  __typename?: 'LiabilityAgingRow';
  /** Amounts owed per age bucket (see LiabilityAging.buckets), currency units. */
  amounts: Array<Scalars['Float']['output']>;
  /** ISO 4217 code of the location's amounts. */
  currency: Scalars['String']['output'];
  /** giftCards, credits, prepaidBookings or memberships. */
  kind: Scalars['String']['output'];
  /** The location's name. */
  location: Scalars['String']['output'];
  /** The location's id. */
  locationId: Scalars['Int']['output'];
  /** The sum of the amounts. */
  total: Scalars['Float']['output'];
};

/** A price cut on an offering for a time window and a quantity. */
export type LightningDeal = {
  __typename?: 'LightningDeal';
  /** The location's currency (ISO 4217), in which amounts are shown. */
  currency: Scalars['String']['output'];
  /** Percent or amount. */
  cutType: CutType;
  /** '20' (percent) or '5.00' (amount). */
  cutValue: Scalars['String']['output'];
  /** Whether it applies. */
  enabled: Scalars['Boolean']['output'];
  /** End, ISO 8601 instant, after the start. */
  endsAt: Scalars['String']['output'];
  /** End as the location's wall time, 'YYYY-MM-DDTHH:MM'. */
  endsLocal: Scalars['String']['output'];
  /** Deal id. */
  id: Scalars['Int']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** The online offering it cuts. */
  offeringId: Scalars['Int']['output'];
  /** The offering's product name. */
  offeringName: Scalars['String']['output'];
  /** Units sold at the deal price at most; null: no limit. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Start, ISO 8601 instant. */
  startsAt: Scalars['String']['output'];
  /** Start as the location's wall time, 'YYYY-MM-DDTHH:MM'. */
  startsLocal: Scalars['String']['output'];
  /** The location's IANA time zone, in which the form enters and shows the times. */
  timeZone: Scalars['String']['output'];
  /** Version read; an edit names it (CONFLICT when someone saved in between). */
  version: Scalars['Int']['output'];
};

/** A lightning deal to save. */
export type LightningDealInput = {
  /** Percent or amount. */
  cutType: CutType;
  /** Percent (above 0, at most 100) or amount (above 0). */
  cutValue: Scalars['String']['input'];
  /** Applies (true when absent). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** End, after the start, in the same forms. */
  endsAt: Scalars['String']['input'];
  /** The deal to edit; absent: a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The location's code. */
  locationCode: Scalars['String']['input'];
  /** Name; required. */
  name: Scalars['String']['input'];
  /** An online offering of the location. */
  offeringId: Scalars['Int']['input'];
  /** Units at the deal price, 1–9999; null: no limit. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Start: the location's wall time 'YYYY-MM-DDTHH:MM' (read in its zone), or an ISO 8601 instant with its offset. */
  startsAt: Scalars['String']['input'];
  /** Required with `id`: the version read; CONFLICT when stale. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a location's lightning deals. */
export type LightningDealPage = {
  __typename?: 'LightningDealPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<LightningDeal>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the search on every page. */
  total: Scalars['Int']['output'];
};

/** A saved lightning deal and the server's message. */
export type LightningDealSaved = {
  __typename?: 'LightningDealSaved';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The deal as saved. */
  row: LightningDeal;
};

/** The columns a location's lightning deals sort by. */
export type LightningDealSort =
  /** The cut's value. */
  | 'CUT'
  /** When it ends. */
  | 'ENDS'
  /** The deal's name. */
  | 'NAME'
  /** The offering's product name. */
  | 'OFFERING'
  /** How many it sells. */
  | 'QUANTITY'
  /** When it starts. */
  | 'STARTS';

/** A role linked to departments and locations. */
export type LinkedRole = {
  __typename?: 'LinkedRole';
  /** Its departments. */
  departments: Array<DepartmentRef>;
  /** Its locations. */
  locations: Array<RoleLocationRef>;
  /** Role name. */
  name: Scalars['String']['output'];
  /** Role id. */
  roleId: Scalars['Int']['output'];
};

/** What the new-location form saves. */
export type LocationCreateInput = {
  /** Street address; at most 100 characters. */
  address1: Scalars['String']['input'];
  /** Second address line; at most 100 characters. */
  address2: Scalars['String']['input'];
  /** City; at most 100 characters. */
  city: Scalars['String']['input'];
  /** Short code; generated from the name's initials when absent or blank. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Whether the location is enabled; true when absent. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Group of the location, or null for none. */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** Location name; required, at most 100 characters. */
  name: Scalars['String']['input'];
  /** Postal code: a US ZIP code (12345 or 12345-6789), or empty. */
  postalCode: Scalars['String']['input'];
  /** State or region; at most 100 characters. */
  state: Scalars['String']['input'];
  /** Store number: digits only, unique in the master client; may be empty. */
  storeNumber: Scalars['String']['input'];
};

/** A location of the selected master client, as the lookup lists return it. */
export type LocationLookup = {
  __typename?: 'LocationLookup';
  /** Short code of the location (used by the dashboards' local filters). */
  code: Scalars['String']['output'];
  /** The group the location belongs to; null when none. */
  groupId?: Maybe<Scalars['Int']['output']>;
  /** That group's name; null when none. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** The location's id. */
  locationId: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** One page of locations. */
export type LocationPage = {
  __typename?: 'LocationPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The locations of this page. */
  rows: Array<SettingsLocation>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Locations matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Location performance table (Drive Revenue). */
export type LocationPerformanceWidget = {
  __typename?: 'LocationPerformanceWidget';
  /** Column keys in order. */
  columns: Array<Scalars['String']['output']>;
  /** ISO 4217 code of the money figures: the one currency of the locations asked. Null when they use different currencies: the money figures then add up different currencies, are not one amount and must not be shown as one. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** The tab these figures are for. */
  currentSerie: DashboardTab;
  /** Info tooltip text. */
  desc: Scalars['String']['output'];
  /**
   * The widget for every tab it offers (Today, Yesterday, This Week; currentSerie says which),
   * loaded with it so a tab switch shows figures already here. Asked only when selected; empty when
   * the filter names a date range (the tabs then do not apply) and inside perTab itself.
   */
  perTab: Array<LocationPerformanceWidget>;
  /** Best-selling products per location, by revenue (at most 50). */
  rows: Array<TopSellingRow>;
  /** Sum of the rows. */
  rowsTotal: TopSellingRow;
  /** Title shown on the card. */
  title: Scalars['String']['output'];
};

/** A location as a sub-table row or a choice in a form. */
export type LocationRef = {
  __typename?: 'LocationRef';
  /** Short location code, unique within the master client. */
  code: Scalars['String']['output'];
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  name: Scalars['String']['output'];
};

/** Columns the Locations list sorts by. */
export type LocationSort =
  /** City. */
  | 'CITY'
  /** Location code. */
  | 'CODE'
  /** Enabled flag (disabled first when ascending). */
  | 'ENABLED'
  /** Name of the location's group. */
  | 'GROUP_NAME'
  /** Location name. */
  | 'NAME'
  /** Store number. */
  | 'STORE_NUMBER';

/** A row of location statistics. */
export type LocationStatisticsRow = {
  __typename?: 'LocationStatisticsRow';
  /** Average ticket, currency units. */
  avgTicket: Scalars['Float']['output'];
  /** ISO currency code. */
  currency: Scalars['String']['output'];
  /** Group events and online bookings. */
  events: Scalars['Int']['output'];
  /** Location name. */
  name: Scalars['String']['output'];
  /** First visits. */
  newGuest: Scalars['Int']['output'];
  /** Returning visits. */
  repeatGuest: Scalars['Int']['output'];
  /** Sales, currency units. */
  sales: Scalars['Float']['output'];
};

/** Location statistics table (Owner's Box). */
export type LocationStatisticsWidget = {
  __typename?: 'LocationStatisticsWidget';
  /** ISO 4217 code of the money figures: the one currency of the locations asked. Null when they use different currencies: the money figures then add up different currencies, are not one amount and must not be shown as one. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** The tab these figures are for. */
  currentSerie: DashboardTab;
  /** Info tooltip text. */
  desc: Scalars['String']['output'];
  /**
   * The widget for every tab it offers (Today, Yesterday, This Week; currentSerie says which),
   * loaded with it so a tab switch shows figures already here. Asked only when selected; empty when
   * the filter names a date range (the tabs then do not apply) and inside perTab itself.
   */
  perTab: Array<LocationStatisticsWidget>;
  /** One row per location, by name. */
  rows: Array<LocationStatisticsRow>;
  /** Title shown on the card. */
  title: Scalars['String']['output'];
};

/** What the edit-location form saves: everything but the name and code. */
export type LocationUpdateInput = {
  /** Street address; at most 100 characters. */
  address1: Scalars['String']['input'];
  /** Second address line; at most 100 characters. */
  address2: Scalars['String']['input'];
  /** City; at most 100 characters. */
  city: Scalars['String']['input'];
  /** Enabled flag (needs the locations screen's edit permission like every field here); unchanged when absent. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Group of the location (one of the other groups), or null for none. */
  groupId?: InputMaybe<Scalars['Int']['input']>;
  /** Postal code: a US ZIP code (12345 or 12345-6789), or empty. */
  postalCode: Scalars['String']['input'];
  /** State or region; at most 100 characters. */
  state: Scalars['String']['input'];
  /** Store number: digits only, unique in the master client; may be empty. */
  storeNumber: Scalars['String']['input'];
};

/** What a successful sign-in answers. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Seconds the session lasts without a call. */
  expiresIn: Scalars['Int']['output'];
  /** The bearer token, only when `returnToken` was true. */
  token?: Maybe<Scalars['String']['output']>;
  /** The user now signed in. */
  user: Me;
};

/** A language. */
export type MarketingLanguage = {
  __typename?: 'MarketingLanguage';
  /** ISO code. */
  code: Scalars['String']['output'];
  /** Language id (1 is the default). */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A choice of a lookup list. */
export type MarketingOption = {
  __typename?: 'MarketingOption';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name, in English. */
  name: Scalars['String']['output'];
};

/** The answer of a send or a removal. */
export type MarketingResult = {
  __typename?: 'MarketingResult';
  /** Id of the queued message, or of the removed template. */
  id: Scalars['Int']['output'];
  /** The success text to show. */
  message: Scalars['String']['output'];
};

/** A master client: the tenant whose data a request works in. */
export type MasterClient = {
  __typename?: 'MasterClient';
  /** Chosen on sign-in when the user has several. */
  isDefault: Scalars['Boolean']['output'];
  /** The master client's id, sent back in X-Master-Client. */
  masterClientId: Scalars['Int']['output'];
  /** Display name. */
  masterClientName: Scalars['String']['output'];
};

/** The signed-in user (spec/1 §3). */
export type Me = {
  __typename?: 'Me';
  /** Name shown in the shell: first and last name. */
  displayName: Scalars['String']['output'];
  /** External admin sites the user may open. */
  dns: Array<DnsEntry>;
  /** Sign-in e-mail address. */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** True when the first chunk is all zeros (spec/1 §4). */
  hasBlockedDefaultAccess: Scalars['Boolean']['output'];
  /** Avatar URL or data URL; null shows the default avatar. */
  image?: Maybe<Scalars['String']['output']>;
  /** False until the profile has its points of contact. */
  isProfileCompleted: Scalars['Boolean']['output'];
  /** Provider staff (derived from the e-mail domain) get extra shortcuts. */
  isProviderStaff: Scalars['Boolean']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Master clients (tenants) the user may work in. */
  masterClients: Array<MasterClient>;
  /** Effective permission bit string: a flag is granted when any role grants it. */
  permissionBits: Scalars['String']['output'];
  /** Length of one module's chunk in `permissionBits`. */
  permissionChunkLength: Scalars['Int']['output'];
  /** The user's roles in the selected master client, each with its own bits. */
  roles: Array<Role>;
  /** Route roles of spec/1 §6: admin, staff or user. */
  routeRoles: Array<Scalars['String']['output']>;
  /** Sliding session lifetime in seconds (SESSION_TTL_SECONDS): where the web's countdown starts. */
  sessionTtlSeconds: Scalars['Int']['output'];
  /** Job titles; empty when none (shown as 'Guest'). */
  title: Array<Scalars['String']['output']>;
  /** The user's id. */
  userId: Scalars['Int']['output'];
};

/** A membership of the master client. */
export type Membership = {
  __typename?: 'Membership';
  /** The sub-table: credits granted. */
  creditTypes: Array<MembershipCredit>;
  /** Description. */
  description: Scalars['String']['output'];
  /** Days, months or years per the type; null when it never expires. */
  expirationPeriod?: Maybe<Scalars['Int']['output']>;
  /** Expiration type id (expirationTypes). */
  expirationTypeId: Scalars['Int']['output'];
  /** Expiration type name. */
  expirationTypeName: Scalars['String']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** Locations selling it. */
  locations: Array<LocationRef>;
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Price as the form shows it, e.g. '29.99' (the grid adds '$'). */
  price: Scalars['String']['output'];
  /** Price in cents. */
  priceCents: Scalars['Int']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** A credit type a membership grants, and how many (the memberships sub-table). */
export type MembershipCredit = {
  __typename?: 'MembershipCredit';
  /** Credit type id. */
  creditTypeId: Scalars['Int']['output'];
  /** Credit type name. */
  name: Scalars['String']['output'];
  /** Credits granted. */
  quantity: Scalars['Int']['output'];
};

/** A credit type and quantity the membership grants. */
export type MembershipCreditInput = {
  /** Credit type id of the master client. */
  creditTypeId: Scalars['Int']['input'];
  /** 1–999999. */
  quantity: Scalars['Int']['input'];
};

/** What the membership form saves. */
export type MembershipInput = {
  /** Credits granted, each credit type once. */
  creditTypes: Array<MembershipCreditInput>;
  /** At most 100 characters. */
  description: Scalars['String']['input'];
  /** 1–999; required unless the type is never (4). */
  expirationPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** One of expirationTypes. */
  expirationTypeId: Scalars['Int']['input'];
  /** Locations selling it; at least one. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
  /** An amount as typed (spec/1 §5), e.g. '29.99' or '$29.99'. */
  price: Scalars['String']['input'];
};

/** One page of memberships. */
export type MembershipPage = {
  __typename?: 'MembershipPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The memberships of this page. */
  rows: Array<Membership>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Memberships matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Memberships list sorts by. */
export type MembershipSort =
  /** Expiration type. */
  | 'EXPIRATION_TYPE'
  /** Name. */
  | 'NAME'
  /** Price. */
  | 'PRICE';

/** How a template is sent. */
export type MessageChannel =
  /** By e-mail (subject and HTML body inside the branding). */
  | 'email'
  /** By SMS (text body only). */
  | 'sms';

/** Where a message is in its delivery. */
export type MessageStatus =
  /** The receiving server refused it for good. */
  | 'bounced'
  /** Every attempt failed. */
  | 'failed'
  /** Waiting for (or between) delivery attempts. */
  | 'queued'
  /** Accepted by the mail server or SMS provider. */
  | 'sent';

/** Writes and actions. Each field's description ends with the permission it needs. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Sets the invited person's password with the link, uses the link up and signs them in (sets the
   * session cookie). Throttled per client address (TOO_MANY_REQUESTS).
   */
  acceptInvitation: AcceptedInvitation;
  /** Adds guests of this master client to a booking's customers. */
  addBookingCustomers: BookingCustomersResult;
  /** Adds an exception: an all-day one replaces the date's others; a timed one on an all-day date is not added (the all-day one is kept). */
  addCalendarException: CalendarExceptionSave;
  /** Adds a department: a name and one location. Answers its id. */
  addDepartment: Scalars['Int']['output'];
  /** Adds a note to a guest, written by the caller now. Text: 1–1000 characters after trimming. */
  addGuestNote: AddGuestNoteResult;
  /** Add New Role: a role with no permissions linked to at least one department and one location. */
  addLinkedRole: Scalars['Int']['output'];
  /** Adds a role with no permissions. */
  addSecurityRole: SecurityRole;
  /** Applies a booking discount code or a live lightning deal to a booking already made (the shop's rules: validity, uses, eligible offerings); the total and balance follow. One of the two is required. */
  applyBookingDiscount: BookingActionResult;
  /** Cancels a booking and gives its places back. */
  cancelBooking: BookingActionResult;
  /** Changes the password; the rules of spec/1 §5 are enforced by the server too. */
  changePassword: Scalars['Boolean']['output'];
  /** Checks guests of a booking in now: at most those not yet in; refused for a canceled booking. */
  checkInBooking: BookingCheckInResult;
  /** Removes every exception of one date: the day gets its weekly hours back (DELETE /calendar/exceptions). */
  clearCalendarDate: CalendarRemoval;
  /** Records a card payment the form confirmed: the server checks with the provider that the intent succeeded. */
  completeBookingCardPayment: BookingActionResult;
  /** Creates an API token in the request's master client; the answer holds its secret, shown once. */
  createApiToken: CreatedApiToken;
  /** Creates a booking; places are checked in the database, so a slot is never overbooked. */
  createBooking: CreateBookingResult;
  /** Creates an activity. */
  createBookingActivity: SchedulingActivity;
  /** Creates a resource. */
  createBookingResource: BookingResource;
  /** Creates a credit type. */
  createCreditType: CreditType;
  /** Creates a guest at the desk (to hold a booking); the key makes a double click one guest. */
  createDeskGuest: CreateDeskGuestResult;
  /** Creates a director user: an invited user with director access; logs 'add_director_user'. */
  createDirectorUser: DirectorUser;
  /** Creates a discount. */
  createDiscount: Discount;
  /** Creates a template (input without id). */
  createEmailSmsTemplate: EmailSmsTemplate;
  /** Creates a food modifier. */
  createFoodModifier: FoodModifier;
  /** Creates a group. */
  createGroup: SettingsGroup;
  /** Creates a segment (a save without id). */
  createGuestSegment: SaveGuestSegmentResult;
  /** Creates a tag (name 1–100 characters, unique in any case). */
  createGuestTag: CrmSaveResult;
  /** Creates a location. */
  createLocation: SettingsLocation;
  /** Creates a membership. */
  createMembership: Membership;
  /** Creates a product. */
  createProduct: ProductDetail;
  /** Creates a product category. */
  createProductCategory: ProductCategory;
  /** Creates a revenue class. */
  createRevenueClass: RevenueClass;
  /** Creates a tax rate. */
  createTaxRate: TaxRate;
  /** Creates a user: adds them to this master client and e-mails an invitation. */
  createUser: SettingsUserDetail;
  /** Removes booking discounts of a location; several also need REMOVE_MULTIPLE. */
  deleteBookingDiscounts: RemoveResult;
  /** Removes deals of a location; several also need REMOVE_MULTIPLE. */
  deleteClubDeals: RemoveResult;
  /** Removes notifications of a location; several also need REMOVE_MULTIPLE. */
  deleteClubNotifications: RemoveResult;
  /** Removes online offerings of a location, with their deals; several also need REMOVE_MULTIPLE. */
  deleteClubProductOfferings: RemoveResult;
  /** Removes credit types. */
  deleteCreditTypes: RemoveResult;
  /** Takes director access away (the user stays a user); one at a time. */
  deleteDirectorUser: RemoveResult;
  /** Removes discounts. */
  deleteDiscounts: RemoveResult;
  /** Removes food modifiers. */
  deleteFoodModifiers: RemoveResult;
  /** Removes groups: their locations stay, ungrouped. */
  deleteGroups: RemoveResult;
  /** Removes segments. */
  deleteGuestSegments: RemoveResult;
  /** Removes a tag from the master client and from every guest. */
  deleteGuestTag: CrmSaveResult;
  /** Removes kiosk offerings of a location; several also need REMOVE_MULTIPLE. */
  deleteKioskProductOfferings: RemoveResult;
  /** Removes lightning deals of a location; several also need REMOVE_MULTIPLE. */
  deleteLightningDeals: RemoveResult;
  /** Removes locations: CONFLICT while other data uses them. */
  deleteLocations: RemoveResult;
  /** Removes memberships. */
  deleteMemberships: RemoveResult;
  /** Removes product categories. */
  deleteProductCategories: RemoveResult;
  /** Removes products: with their prices, links and display positions. */
  deleteProducts: RemoveResult;
  /** Removes revenue classes. */
  deleteRevenueClasses: RemoveResult;
  /** Removes tax rates. */
  deleteTaxRates: RemoveResult;
  /** Removes users: takes them out of this master client; never the caller. */
  deleteUsers: RemoveResult;
  /** Adds a clone copy of a role with every permission off. */
  duplicateSecurityRole: SecurityRole;
  /** Opens a card payment intent for a booking (stripe/initiate); the key makes a retry open one. */
  initiateBookingCardPayment: BookingPaymentIntent;
  /** Records a page view (e.g. owners_box); failures are only logged. */
  logVisit: Scalars['Boolean']['output'];
  /**
   * Signs in. Sets the httpOnly session cookie; rotates any previous session of this browser.
   * Fails with UNAUTHENTICATED and the login-failure message on a wrong username or password.
   * Too many wrong passwords for the username or from the client address (core/src/throttle.ts)
   * fail with TOO_MANY_REQUESTS, HTTP 429, `extensions.retryAfter` seconds and `Retry-After`.
   */
  login: LoginPayload;
  /** Signs out: revokes the session upstream and clears the cookie. True even without a session. */
  logout: Scalars['Boolean']['output'];
  /**
   * Opens a customer (provider staff only, FORBIDDEN for anyone else): the master client with its
   * reference data, its first director holding the Director role, and their invitation e-mail,
   * written together or not at all.
   */
  openCustomer: Customer;
  /** Pays a booking with its e-mailed link (no sign-in: the token is the credential); the link is used up. */
  payBookingByLink: PayLinkResult;
  /** Keep-alive: extends the session by its full lifetime (spec/1 §4) and reports what is left. */
  ping: SessionStatus;
  /** The first 20 rows of an uploaded guests file and what is wrong with them, nothing written. */
  previewGuestImport: VenueImportPreview;
  /** The first 20 rows of an uploaded products file and what is wrong with them, nothing written. */
  previewProductImport: VenueImportPreview;
  /** The first 20 rows of an uploaded file and what is wrong with them, nothing written. */
  previewVenueImport: VenueImportPreview;
  /** The product editor's keep-alive while a person edits: extends the session by its full lifetime and reports what is left. */
  productEditorPing: SessionStatus;
  /** Records a batch of at most 1,000 venue events (shifts, check-ins, waivers, gift cards, credits, memberships), in the order sent. Each event is accepted, replayed or rejected on its own; the accepted ones are on the dashboards at the next read. */
  recordVenueEvents: VenueEventsResult;
  /** Records a batch of at most 1,000 sales, refunds and voids from tills, kiosks and card systems. Each transaction is accepted, replayed or rejected on its own; the accepted ones are on the dashboards at the next read. */
  recordVenueTransactions: VenueTransactionsResult;
  /** Refunds part (amount) or all of what was paid; never more. The key makes a retry refund once. */
  refundBooking: BookingActionResult;
  /** Removes guests from a booking's customers. */
  removeBookingCustomers: BookingCustomersResult;
  /** Removes an offering from a booking. */
  removeBookingOffering: BookingActionResult;
  /** Removes one exception (POST /calendar/remove/{id}). */
  removeCalendarException: CalendarRemoval;
  /** Removes departments (their role links go with them); several at once also need REMOVE_MULTIPLE. */
  removeDepartments: RemoveResult;
  /** Removes a template. */
  removeEmailSmsTemplate: MarketingResult;
  /** Removes a role no user holds. */
  removeLinkedRole: RemoveResult;
  /** Removes a role no user holds. */
  removeSecurityRole: RemoveResult;
  /** Renames a tag. */
  renameGuestTag: CrmSaveResult;
  /** Edit Role Name. */
  renameLinkedRole: Scalars['Int']['output'];
  /** Renames a role. */
  renameSecurityRole: SecurityRole;
  /**
   * Step 1 of password recovery: e-mails a single-use code to the address when it belongs to a user.
   * Answers true either way, so it does not reveal which addresses exist. A newer code revokes the
   * older ones. Throttled per address asked for and per client address (TOO_MANY_REQUESTS).
   */
  requestPasswordRecovery: Scalars['Boolean']['output'];
  /** Moves a booking to another date and/or time (and activity at the same location). */
  rescheduleBooking: BookingActionResult;
  /** Queues a copy of a logged message as a new message. */
  resendCrmEmail: MarketingResult;
  /** Sends the first director a new invitation (provider staff only); older links stop working. */
  resendCustomerInvitation: Customer;
  /** E-mails the invitation again. */
  resendInvitation: InviteResult;
  /** Cancels an open intent (stripe/revert-initiate) when the card form is closed unpaid. */
  revertBookingCardPayment: BookingPaymentIntent;
  /** Revokes an API token at once; requests made with it are refused from then on. */
  revokeApiToken: ApiToken;
  /** Adds or edits a booking discount; BAD_USER_INPUT on `code` when another discount of the master client has it. */
  saveBookingDiscount: BookingDiscountSaved;
  /** Saves a location's online-booking settings. BAD_USER_INPUT names each invalid field by its path ('generalSettings.bufferTime'); CONFLICT when `version` is stale. */
  saveClubBookingSettings: ClubBookingSettings;
  /** Adds or edits a deal. */
  saveClubDeal: ClubDealSaved;
  /** Adds or edits a notification. */
  saveClubNotification: ClubNotificationSaved;
  /** Adds or edits an online offering; a product is offered once per location. */
  saveClubProductOffering: ProductOfferingSaved;
  /** Saves the branding of a location in a language. */
  saveEmailBranding: EmailBranding;
  /** Saves a location's general settings (core/src/venue/settingsAccess.ts). */
  saveGeneralSettings: GeneralSettingsSave;
  /** Saves one integration; BAD_USER_INPUT with field messages when spec/3 §5's rules fail, nothing saved. */
  saveIntegration: Integration;
  /** Adds or edits a kiosk offering ('Product offering has been successfully updated'). */
  saveKioskProductOffering: ProductOfferingSaved;
  /** Saves a location's kiosk settings; CONFLICT when `version` is stale. */
  saveKioskSettings: KioskSettings;
  /** Adds or edits a lightning deal; BAD_USER_INPUT when its window does not end after it starts. */
  saveLightningDeal: LightningDealSaved;
  /** Saves a display order in one request; answers the order saved. */
  saveProductDisplayOrder: Array<DisplayOrderItem>;
  /** Saves a location's guest registration settings (core/src/venue/settingsAccess.ts). */
  saveRegistrationSettings: RegistrationSettings;
  /**
   * Saves a role's matrix; modules not listed keep their flags. Refused (FORBIDDEN) for role 1, a
   * shared role, the caller's own role, a provider role for venue users, a flag the caller does not
   * hold, or a change leaving nobody able to administer roles. Applies from the next request.
   */
  saveSecurityRolePermissions: SecurityRole;
  /** Saves texts of a location in a language; answers 'Translations updated successfully'. */
  saveTranslations: Scalars['String']['output'];
  /** Saves the weekly availability (the same opening hours general settings edit). CONFLICT when `version` is stale. */
  saveWeeklyAvailability: CalendarWeeklySave;
  /** Makes another guest the holder. */
  selectBookingHolder: BookingActionResult;
  /** Sends the confirmation e-mail to the holder. */
  sendBookingConfirmation: BookingActionResult;
  /** E-mails the holder a signed, expiring, single-use link to pay what is due. */
  sendBookingPayByLink: BookingActionResult;
  /** Sends an e-mail or SMS template to a segment's guests, now or at a time (one message per guest, once). */
  sendGuestSegmentMessage: SegmentSendResult;
  /** Renders an e-mail template and sends it to one address through the outbox and the job queue. */
  sendTestEmail: MarketingResult;
  /** Sets the language the guest's messages go in; NOT_FOUND for another master client's guest. */
  setGuestLanguage: CrmSaveResult;
  /** Replaces a guest's tags (at most 20). */
  setGuestTags: CrmSaveResult;
  /** Starts adding the guests in the background (again after a failure, from where it stopped). */
  startGuestImport: VenueImport;
  /** Starts adding the products in the background (again after a failure, from where it stopped). */
  startProductImport: VenueImport;
  /** Starts writing the import in the background (again after a failure, from where it stopped); a running or finished import is answered as it is. */
  startVenueImport: VenueImport;
  /** Step 3 → 4 of password recovery: sets the new password and uses up the code. */
  submitPasswordRecovery: Scalars['Boolean']['output'];
  /** Takes a payment (never more than is due). The key makes a retry charge once. */
  takeBookingPayment: BookingActionResult;
  /** Undoes a check-in, on the day it was made (location's zone) only. */
  undoBookingCheckIn: BookingCheckInResult;
  /** Changes an activity; a schedule change, fewer resources or disabling that strands future bookings is answered with them unless keepBookings. */
  updateBookingActivity: BookingSetupResult;
  /** Sets what the booking costs; never below what was paid. */
  updateBookingAmount: BookingActionResult;
  /** Changes an open intent's amount (stripe/update-client-secret); the web waits 500 ms after typing. */
  updateBookingCardPayment: BookingPaymentIntent;
  /** Changes the number of guests (places re-checked). */
  updateBookingGuests: BookingActionResult;
  /** Changes a resource; disabling or moving it with future bookings on its activities is answered with those bookings unless keepBookings. */
  updateBookingResource: BookingSetupResult;
  /** Changes an exception of the location under the same rules. */
  updateCalendarException: CalendarExceptionSave;
  /** Replaces the user's points of contact; the profile is complete once there is at least one. */
  updateContacts: Array<Contact>;
  /** Saves a credit type if `version` is still current, else CONFLICT. */
  updateCreditType: CreditType;
  /** Edits a department's name and location. */
  updateDepartment: Scalars['Int']['output'];
  /** Saves a director user if `version` is still current, else CONFLICT. */
  updateDirectorUser: DirectorUser;
  /** Saves a discount if `version` is still current, else CONFLICT. */
  updateDiscount: Discount;
  /** Updates a template (input with id and version). */
  updateEmailSmsTemplate: EmailSmsTemplate;
  /** Saves a food modifier if `version` is still current, else CONFLICT. */
  updateFoodModifier: FoodModifier;
  /** Saves a group if `version` is still current, else CONFLICT. */
  updateGroup: SettingsGroup;
  /** Updates a segment (a save with its id); its last count is dropped. */
  updateGuestSegment: SaveGuestSegmentResult;
  /** Saves a location if `version` is still current, else CONFLICT. */
  updateLocation: SettingsLocation;
  /** Saves a membership if `version` is still current, else CONFLICT. */
  updateMembership: Membership;
  /** Saves a product if `version` is still current, else CONFLICT. */
  updateProduct: ProductDetail;
  /** Saves a product category if `version` is still current, else CONFLICT. */
  updateProductCategory: ProductCategory;
  /** Saves the profile details; BAD_USER_INPUT with field messages when invalid, CONFLICT when stale. */
  updateProfile: Profile;
  /** Saves a revenue class if `version` is still current, else CONFLICT. */
  updateRevenueClass: RevenueClass;
  /** Saves a tax rate if `version` is still current, else CONFLICT. */
  updateTaxRate: TaxRate;
  /** Saves a user if `version` is still current, else CONFLICT. */
  updateUser: SettingsUserDetail;
  /** Stores a logo or background image for the master client's guest shop (a base64 data URL: png, jpeg, webp or gif, at most 1 MB and 2000×2000 px; BAD_USER_INPUT on `dataUrl` otherwise) and answers its path. */
  uploadClubBookingImage: BrandImage;
  /** Stores a logo for the master client's e-mails (a base64 data URL: png, jpeg, webp or gif, at most 1 MB and 2000×2000 px; BAD_USER_INPUT on `dataUrl` otherwise) and answers its path. */
  uploadEmailBrandingImage: BrandImage;
  /** Stores an image (a base64 data URL: png, jpeg, webp or gif, at most 1 MB and 2000×2000 px) and answers its URL. */
  uploadProductImage: ProductImage;
  /**
   * Step 3 of password recovery: whether the code from the e-mailed link is valid and unused.
   * Checks and submits are throttled per client address (TOO_MANY_REQUESTS).
   */
  validateRecoveryCode: Scalars['Boolean']['output'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddBookingCustomersArgs = {
  bookingId: Scalars['Int']['input'];
  guestIds: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddCalendarExceptionArgs = {
  input: CalendarExceptionInput;
  scope: CalendarScopeInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddDepartmentArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddGuestNoteArgs = {
  guestId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddLinkedRoleArgs = {
  departmentIds: Array<Scalars['Int']['input']>;
  locationIds: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationAddSecurityRoleArgs = {
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationApplyBookingDiscountArgs = {
  bookingId: Scalars['Int']['input'];
  dealId?: InputMaybe<Scalars['Int']['input']>;
  discountCode?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCancelBookingArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCheckInBookingArgs = {
  bookingId: Scalars['Int']['input'];
  guests: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationClearCalendarDateArgs = {
  code: Scalars['String']['input'];
  exceptionDate: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCompleteBookingCardPaymentArgs = {
  amount: Scalars['String']['input'];
  bookingId: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  paymentIntentId: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateApiTokenArgs = {
  input: ApiTokenInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateBookingArgs = {
  input: CreateBookingInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateBookingActivityArgs = {
  input: SchedulingActivityInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateBookingResourceArgs = {
  input: BookingResourceInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateCreditTypeArgs = {
  input: CreditTypeInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateDeskGuestArgs = {
  input: CreateDeskGuestInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateDirectorUserArgs = {
  input: DirectorUserInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateDiscountArgs = {
  input: DiscountInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateEmailSmsTemplateArgs = {
  input: EmailSmsTemplateInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateFoodModifierArgs = {
  input: FoodModifierInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateGroupArgs = {
  input: GroupInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateGuestSegmentArgs = {
  input: GuestSegmentInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateGuestTagArgs = {
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateLocationArgs = {
  input: LocationCreateInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateMembershipArgs = {
  input: MembershipInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateProductCategoryArgs = {
  input: ProductCategoryInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateRevenueClassArgs = {
  input: RevenueClassInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateTaxRateArgs = {
  input: TaxRateInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationCreateUserArgs = {
  input: UserInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteBookingDiscountsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteClubDealsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteClubNotificationsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteClubProductOfferingsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteCreditTypesArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteDirectorUserArgs = {
  id: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteDiscountsArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteFoodModifiersArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteGroupsArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteGuestSegmentsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteGuestTagArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteKioskProductOfferingsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteLightningDealsArgs = {
  ids: Array<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteLocationsArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteMembershipsArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteProductCategoriesArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteProductsArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteRevenueClassesArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteTaxRatesArgs = {
  ids: Array<Scalars['Int']['input']>;
  versions?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationDuplicateSecurityRoleArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  roleId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationInitiateBookingCardPaymentArgs = {
  amount?: InputMaybe<Scalars['String']['input']>;
  bookingId: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationLogVisitArgs = {
  eventName: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  returnToken?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationOpenCustomerArgs = {
  input: NewCustomerInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationPayBookingByLinkArgs = {
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationPreviewGuestImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationPreviewProductImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationPreviewVenueImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRecordVenueEventsArgs = {
  events: Array<VenueEventInput>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRecordVenueTransactionsArgs = {
  transactions: Array<VenueTransactionInput>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRefundBookingArgs = {
  amount?: InputMaybe<Scalars['String']['input']>;
  bookingId: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  reason: BookingRefundReason;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveBookingCustomersArgs = {
  bookingId: Scalars['Int']['input'];
  guestIds: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveBookingOfferingArgs = {
  bookingId: Scalars['Int']['input'];
  offeringId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveCalendarExceptionArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveDepartmentsArgs = {
  departmentIds: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveEmailSmsTemplateArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveLinkedRoleArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRemoveSecurityRoleArgs = {
  roleId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRenameGuestTagArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRenameLinkedRoleArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRenameSecurityRoleArgs = {
  name: Scalars['String']['input'];
  roleId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRequestPasswordRecoveryArgs = {
  email: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRescheduleBookingArgs = {
  activityId?: InputMaybe<Scalars['Int']['input']>;
  bookingId: Scalars['Int']['input'];
  date: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationResendCrmEmailArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationResendCustomerInvitationArgs = {
  masterClientId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationResendInvitationArgs = {
  userId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRevertBookingCardPaymentArgs = {
  paymentIntentId: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveBookingDiscountArgs = {
  input: BookingDiscountInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveClubBookingSettingsArgs = {
  locationCode: Scalars['String']['input'];
  settings: OnlineBookingSettingsInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveClubDealArgs = {
  input: ClubDealInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveClubNotificationArgs = {
  input: ClubNotificationInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveClubProductOfferingArgs = {
  input: ProductOfferingInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveEmailBrandingArgs = {
  input: EmailBrandingInput;
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveGeneralSettingsArgs = {
  input: GeneralSettingsInput;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveIntegrationArgs = {
  input: IntegrationInput;
  kind: IntegrationKind;
  locationCode?: InputMaybe<Scalars['String']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveKioskProductOfferingArgs = {
  input: ProductOfferingInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveKioskSettingsArgs = {
  locationCode: Scalars['String']['input'];
  settings: KioskSettingsInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveLightningDealArgs = {
  input: LightningDealInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveProductDisplayOrderArgs = {
  input: DisplayOrderInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveRegistrationSettingsArgs = {
  input: RegistrationSettingsInput;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveSecurityRolePermissionsArgs = {
  permissions: Array<SecurityPermissionInput>;
  roleId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveTranslationsArgs = {
  entries: Array<TranslationTextInput>;
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSaveWeeklyAvailabilityArgs = {
  scope: CalendarScopeInput;
  version?: InputMaybe<Scalars['Int']['input']>;
  weeklyAvailability: Array<CalendarDayHoursInput>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSelectBookingHolderArgs = {
  bookingId: Scalars['Int']['input'];
  holderId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSendBookingConfirmationArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSendBookingPayByLinkArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSendGuestSegmentMessageArgs = {
  input: SegmentSendInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSendTestEmailArgs = {
  email: Scalars['String']['input'];
  input: EmailSmsTemplateInput;
  previewId?: InputMaybe<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSetGuestLanguageArgs = {
  guestId: Scalars['Int']['input'];
  languageId?: InputMaybe<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSetGuestTagsArgs = {
  guestId: Scalars['Int']['input'];
  tagIds: Array<Scalars['Int']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationStartGuestImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationStartProductImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationStartVenueImportArgs = {
  id: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationSubmitPasswordRecoveryArgs = {
  input: PasswordRecoveryInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationTakeBookingPaymentArgs = {
  amount: Scalars['String']['input'];
  bookingId: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  method: BookingPaymentMethod;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUndoBookingCheckInArgs = {
  bookingId: Scalars['Int']['input'];
  checkInId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateBookingActivityArgs = {
  id: Scalars['Int']['input'];
  input: SchedulingActivityInput;
  keepBookings?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateBookingAmountArgs = {
  amount: Scalars['String']['input'];
  bookingId: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateBookingCardPaymentArgs = {
  amount: Scalars['String']['input'];
  bookingId: Scalars['Int']['input'];
  paymentIntentId: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateBookingGuestsArgs = {
  bookingId: Scalars['Int']['input'];
  guests: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateBookingResourceArgs = {
  id: Scalars['Int']['input'];
  input: BookingResourceInput;
  keepBookings?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateCalendarExceptionArgs = {
  id: Scalars['Int']['input'];
  input: CalendarExceptionInput;
  scope: CalendarScopeInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateContactsArgs = {
  contacts: Array<ContactInput>;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateCreditTypeArgs = {
  id: Scalars['Int']['input'];
  input: CreditTypeInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateDepartmentArgs = {
  id: Scalars['Int']['input'];
  locationId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateDirectorUserArgs = {
  id: Scalars['Int']['input'];
  input: DirectorUserInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateDiscountArgs = {
  id: Scalars['Int']['input'];
  input: DiscountInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateEmailSmsTemplateArgs = {
  input: EmailSmsTemplateInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateFoodModifierArgs = {
  id: Scalars['Int']['input'];
  input: FoodModifierInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateGroupArgs = {
  id: Scalars['Int']['input'];
  input: GroupInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateGuestSegmentArgs = {
  id: Scalars['Int']['input'];
  input: GuestSegmentInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateLocationArgs = {
  id: Scalars['Int']['input'];
  input: LocationUpdateInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateMembershipArgs = {
  id: Scalars['Int']['input'];
  input: MembershipInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateProductArgs = {
  id: Scalars['Int']['input'];
  input: ProductInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateProductCategoryArgs = {
  id: Scalars['Int']['input'];
  input: ProductCategoryInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateRevenueClassArgs = {
  id: Scalars['Int']['input'];
  input: RevenueClassInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateTaxRateArgs = {
  id: Scalars['Int']['input'];
  input: TaxRateInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: UserInput;
  version: Scalars['Int']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUploadClubBookingImageArgs = {
  dataUrl: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUploadEmailBrandingImageArgs = {
  dataUrl: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationUploadProductImageArgs = {
  dataUrl: Scalars['String']['input'];
};


/** Writes and actions. Each field's description ends with the permission it needs. */
export type MutationValidateRecoveryCodeArgs = {
  code: Scalars['String']['input'];
};

/** What opening a customer takes (core/src/tenants.ts validateNewCustomer). */
export type NewCustomerInput = {
  /** ISO 3166-1 alpha-2 country code, e.g. US. */
  country: Scalars['String']['input'];
  /** ISO 4217 currency code, e.g. USD. */
  currency: Scalars['String']['input'];
  /** The first director's e-mail: must not belong to any Marquee user yet. */
  directorEmail: Scalars['String']['input'];
  /** The first director's given name. */
  directorFirstName: Scalars['String']['input'];
  /** The first director's language (languages lookup id): their invitation e-mail is written in it. */
  directorLanguageId: Scalars['Int']['input'];
  /** The first director's family name. */
  directorLastName: Scalars['String']['input'];
  /** Customer name: required, at most 100 characters, not the name of another customer. */
  name: Scalars['String']['input'];
  /** IANA time zone, e.g. America/Chicago. */
  timeZone: Scalars['String']['input'];
};

/** How a guest message is sent. */
export type NotificationChannel =
  /** E-mail (a subject is required). */
  | 'EMAIL'
  /** SMS (at most 160 characters). */
  | 'SMS';

/** When an automatic guest message goes out. */
export type NotificationKind =
  /** A set time before the visit. */
  | 'REMINDER'
  /** A set time after the visit. */
  | 'THANK_YOU';

/** A segment's number of guests and when it was counted. */
export type NumberOfGuests = {
  __typename?: 'NumberOfGuests';
  /** When the count was made (ISO instant). */
  lastUpdateDate: Scalars['String']['output'];
  /** Guests matching the segment. */
  value: Scalars['Int']['output'];
};

/** Where an offering is sold. */
export type OfferingChannel =
  /** Online booking. */
  | 'BOOKING'
  /** The kiosk. */
  | 'KIOSK';

/** The deposit taken when booking (the product-offering-deposit-types lookup). */
export type OfferingDepositType =
  /** A fixed amount. */
  | 'AMOUNT'
  /** The full price. */
  | 'FULL'
  /** No deposit. */
  | 'NONE'
  /** A percent of the price. */
  | 'PERCENT';

/** What a price is counted by (the product-offering-price-types lookup). */
export type OfferingPriceType =
  /** Per booking. */
  | 'PER_BOOKING'
  /** Per hour. */
  | 'PER_HOUR'
  /** Per person. */
  | 'PER_PERSON';

/** How the quantity is counted (the product-offering-quantity-types lookup). */
export type OfferingQuantityType =
  /** One per guest. */
  | 'PER_GUEST'
  /** Chosen by the guest. */
  | 'PER_ITEM';

/** How an offering is sold (the product-offering-types lookup). */
export type OfferingType =
  /** A timed activity. */
  | 'ACTIVITY'
  /** An add-on to another offering. */
  | 'ADD_ON'
  /** A package (a party, a group visit). */
  | 'PACKAGE';

/** The online-booking settings document of a location (spec/1 §3). */
export type OnlineBookingSettings = {
  __typename?: 'OnlineBookingSettings';
  /** Blackout dates: days without online booking (empty by default). */
  blackoutDates: Array<ClubBlackoutDate>;
  /** Branding. */
  branding: ClubBranding;
  /** Category settings. */
  categorySettings: ClubCategorySettings;
  /** Custom prompts. */
  customPrompts: ClubCustomPrompts;
  /** General settings. */
  generalSettings: ClubGeneralSettings;
};

/** The whole online-booking settings document to save. */
export type OnlineBookingSettingsInput = {
  /** Blackout dates, at most 100; omitted: the saved ones are kept. */
  blackoutDates?: InputMaybe<Array<ClubBlackoutDateInput>>;
  /** Branding. */
  branding: ClubBrandingInput;
  /** Category settings. */
  categorySettings: ClubCategorySettingsInput;
  /** Custom prompts. */
  customPrompts: ClubCustomPromptsInput;
  /** General settings. */
  generalSettings: ClubGeneralSettingsInput;
};

/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboard = {
  __typename?: 'OperationalEfficiencyDashboard';
  /** Activities by hour heat map. */
  activitiesByHour?: Maybe<ChartWidget>;
  /** Club Kiosk transactions card. */
  clubKioskTransactions?: Maybe<ChartWidget>;
  /** Employee performance table, narrowed by its own location (code) and product (name). */
  employeePerformance?: Maybe<EmployeePerformanceWidget>;
  /** Products of a location, for the employee-performance product picker. */
  employeePerformanceProducts?: Maybe<Array<Scalars['String']['output']>>;
  /** Group events card. */
  groupEvents?: Maybe<ChartWidget>;
  /** Labour cost by hour: revenue, labour amount, labour cost percent (hundredths: divide by 100). */
  laborCostByHour?: Maybe<ChartWidget>;
  /** Online bookings card. */
  onlineBookings?: Maybe<ChartWidget>;
  /** Outstanding credits polar chart (totals: issued, redeemed, expired, outstanding). */
  outstandingCredits?: Maybe<ChartWidget>;
  /** Peak hours heat map: a series per weekday, a point per hour; tabs come from the server. */
  peakHours?: Maybe<ChartWidget>;
  /** Refunds card. */
  refunds?: Maybe<ChartWidget>;
  /** Total labour cost card. */
  totalLaborCost?: Maybe<ChartWidget>;
  /** Total number of activities card. */
  totalNumberOfActivities?: Maybe<ChartWidget>;
  /** Waivers signed card. */
  waiversSigned?: Maybe<ChartWidget>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardActivitiesByHourArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardClubKioskTransactionsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardEmployeePerformanceArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardEmployeePerformanceProductsArgs = {
  location: Scalars['String']['input'];
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardGroupEventsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardLaborCostByHourArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardOnlineBookingsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardOutstandingCreditsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardPeakHoursArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardRefundsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardTotalLaborCostArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardTotalNumberOfActivitiesArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Operational Efficiency (/dashboard-operational). */
export type OperationalEfficiencyDashboardWaiversSignedArgs = {
  tab?: InputMaybe<DashboardTab>;
};

/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboard = {
  __typename?: 'OwnersBoxDashboard';
  /** Average ticket card. */
  averageTicket?: Maybe<ChartWidget>;
  /** Group events card. */
  groupEvents?: Maybe<ChartWidget>;
  /** Location statistics table. */
  locationStatistics?: Maybe<LocationStatisticsWidget>;
  /** New guests card. */
  newGuests?: Maybe<ChartWidget>;
  /** Number of guests chart, narrowed by its own location (code) and resources (codes). */
  numberOfGuests?: Maybe<ChartWidget>;
  /** Number of guests per quarter hour and day, for the Excel export (needs update and execute). */
  numberOfGuestsExport?: Maybe<Array<GuestExportDay>>;
  /** Resources of a location, for the number-of-guests resources picker. */
  numberOfGuestsResources?: Maybe<Array<DashboardEntity>>;
  /** Online bookings card. */
  onlineBookings?: Maybe<ChartWidget>;
  /** Payments received by channel (Walk-In, Club Kiosk, Club Booking). */
  paymentsReceived?: Maybe<ChartWidget>;
  /** Repeat guests card. */
  repeatGuests?: Maybe<ChartWidget>;
  /** Revenue area chart, with its trend against the revenue target. */
  revenue?: Maybe<ChartWidget>;
  /** Revenue per guest card. */
  revenuePerGuest?: Maybe<ChartWidget>;
  /** Top 10 postal codes by guests (subData: revenue). */
  topPostalCodes?: Maybe<ChartWidget>;
  /** Top product sold card. */
  topProductSold?: Maybe<TopProductWidget>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardAverageTicketArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardGroupEventsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardLocationStatisticsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardNewGuestsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardNumberOfGuestsArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  resources?: InputMaybe<Array<Scalars['String']['input']>>;
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardNumberOfGuestsExportArgs = {
  location?: InputMaybe<Scalars['String']['input']>;
  resources?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardNumberOfGuestsResourcesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardOnlineBookingsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardPaymentsReceivedArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardRepeatGuestsArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardRevenueArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardRevenuePerGuestArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardTopPostalCodesArgs = {
  tab?: InputMaybe<DashboardTab>;
};


/** Owner's Box (/ownersbox). Each field is a widget with its own permission; select only those the user may view. */
export type OwnersBoxDashboardTopProductSoldArgs = {
  tab?: InputMaybe<DashboardTab>;
};

/** The last step of password recovery (spec/1 §2.3). */
export type PasswordRecoveryInput = {
  /** The new password; it must meet the password rules of spec/1 §5. */
  newPassword: Scalars['String']['input'];
  /** The new password again; must equal newPassword. */
  repeatNewPassword: Scalars['String']['input'];
  /** The code from the e-mailed link (called token by the REST API). */
  token: Scalars['String']['input'];
};

/** A pay-by-link as the guest's payment page shows it. */
export type PayLink = {
  __typename?: 'PayLink';
  /** Activity. */
  activityName: Scalars['String']['output'];
  /** The same, e.g. '$25.00'. */
  amount: Scalars['String']['output'];
  /** What the link pays. */
  amountCents: Scalars['Int']['output'];
  /** A card provider takes the payment (else the built-in processor, outside production only). */
  cardProvider: Scalars['Boolean']['output'];
  /** The booking's code. */
  confirmationCode: Scalars['String']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** MM/DD/YYYY. */
  date: Scalars['String']['output'];
  /** Guests. */
  guests: Scalars['Int']['output'];
  /** Location. */
  locationName: Scalars['String']['output'];
  /** 12-hour time. */
  time: Scalars['String']['output'];
};

/** What paying by link answers. */
export type PayLinkResult = {
  __typename?: 'PayLinkResult';
  /** The booking's code. */
  confirmationCode: Scalars['String']['output'];
  /** 'Payment Successful'. */
  message: Scalars['String']['output'];
};

/** The six flags of a permission chunk (spec/1 §6). */
export type PermissionFlag =
  /** Bit 8: create records. */
  | 'ADD'
  /** Bit 4: open a record. */
  | 'DETAIL_VIEW'
  /** Bit 32: remove a record. */
  | 'REMOVE'
  /** Bit 64: remove several records at once. */
  | 'REMOVE_MULTIPLE'
  /** Bit 16: edit records and run actions. */
  | 'UPDATE_AND_EXECUTE'
  /** Bit 2: see the module. */
  | 'VIEW';

/** A row of the products list. */
export type Product = {
  __typename?: 'Product';
  /** Category names in display order (the grid's chips). */
  categories: Array<Scalars['String']['output']>;
  /** Sold (true) or hidden (false). */
  enabled: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** Image URL (served with long cache headers) or an inline data URL; null: none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Booked in time slots (the schedulable list) or not. */
  isSchedulable: Scalars['Boolean']['output'];
  /** The type's kind. */
  kind: ProductKind;
  /** Name, at most 100 characters. */
  name: Scalars['String']['output'];
  /** Lowest price over locations and levels, e.g. '12.50' (the grid adds '$'); null: no price. */
  price?: Maybe<Scalars['String']['output']>;
  /** Product type id (productTypeOptions). */
  productTypeId: Scalars['Int']['output'];
  /** Product type name. */
  productTypeName: Scalars['String']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** When a product is sold (productAvailability). */
export type ProductAvailability = {
  __typename?: 'ProductAvailability';
  /** Minutes since midnight (availableFrom lookup); null: from opening. */
  availableFrom?: Maybe<Scalars['Int']['output']>;
  /** Minutes since midnight (availableTo lookup); null: until close. */
  availableTo?: Maybe<Scalars['Int']['output']>;
  /** ISO weekdays, Monday 1 … Sunday 7; an empty list when none is set. */
  daysAvailable: Array<Scalars['Int']['output']>;
};

/** When the product is sold. */
export type ProductAvailabilityInput = {
  /** Minutes since midnight, or null. */
  availableFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Minutes since midnight after availableFrom, or null. */
  availableTo?: InputMaybe<Scalars['Int']['input']>;
  /** ISO weekdays 1–7. */
  daysAvailable: Array<Scalars['Int']['input']>;
};

/** A product category of the master client, offered at its locations. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  /** Description. */
  description: Scalars['String']['output'];
  /** Position in menus and kiosk lists, smallest first. */
  displayOrder: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The sub-table: locations offering it. */
  locations: Array<LocationRef>;
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** What the product category form saves. */
export type ProductCategoryInput = {
  /** At most 100 characters. */
  description: Scalars['String']['input'];
  /** 0–9999. */
  displayOrder: Scalars['Int']['input'];
  /** Locations offering it; at least one. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
};

/** One page of product categories. */
export type ProductCategoryPage = {
  __typename?: 'ProductCategoryPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The product categories of this page. */
  rows: Array<ProductCategory>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Product categories matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Product Categories list sorts by. */
export type ProductCategorySort =
  /** Display order. */
  | 'DISPLAY_ORDER'
  /** Name. */
  | 'NAME';

/** A credit type a product loads, and how many. */
export type ProductCredit = {
  __typename?: 'ProductCredit';
  /** Credit type id. */
  creditTypeId: Scalars['Int']['output'];
  /** Credit type name. */
  name: Scalars['String']['output'];
  /** Credits, 1–999999. */
  quantity: Scalars['Int']['output'];
};

/** A credit type the product loads. */
export type ProductCreditInput = {
  /** Credit type id of the master client. */
  creditTypeId: Scalars['Int']['input'];
  /** 1–999999. */
  quantity: Scalars['Int']['input'];
};

/** A product with every section of the editor; sections that do not apply to its kind are empty. */
export type ProductDetail = {
  __typename?: 'ProductDetail';
  /** When it is sold. */
  availability: ProductAvailability;
  /** Areas the product does not give access to (entitlementBlockedAccess). */
  blockedAccess: Array<CatalogueOption>;
  /** Category names in display order. */
  categories: Array<Scalars['String']['output']>;
  /** Category ids (general). */
  categoryIds: Array<Scalars['Int']['output']>;
  /** Contains alcohol (food). */
  containsAlcohol: Scalars['Boolean']['output'];
  /** Credits loaded. */
  creditTypes: Array<ProductCredit>;
  /** Its display positions. */
  displayOrder: Array<ProductDisplayPosition>;
  /** Sold (true) or hidden (false). */
  enabled: Scalars['Boolean']['output'];
  /** Game card details. */
  gameCardDetails?: Maybe<GameCardDetails>;
  /** Gift cards: the value loaded, e.g. '25.00'. */
  giftCardAmount?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Image URL or inline data URL; null: none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Inventory. */
  inventory: ProductInventory;
  /** Cadet (child) product. */
  isCadet: Scalars['Boolean']['output'];
  /** Booked in time slots. */
  isSchedulable: Scalars['Boolean']['output'];
  /** The type's kind. */
  kind: ProductKind;
  /** Locations selling it. */
  locations: Array<LocationRef>;
  /** Loyalty points per location. */
  loyaltyPoints: Array<ProductLoyaltyPoints>;
  /** Membership products: the membership sold. */
  membershipId?: Maybe<Scalars['Int']['output']>;
  /** Memberships a buyer must hold. */
  membershipRequirements: Array<CatalogueOption>;
  /** Food: modifier ids offered with it. */
  modifierIds: Array<Scalars['Int']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** Names per language per location. */
  names: Array<ProductLocaleName>;
  /** Lowest price, e.g. '12.50'; null: no price. */
  price?: Maybe<Scalars['String']['output']>;
  /** Prices per location and level (pricing). */
  prices: Array<ProductPrice>;
  /** Product type id. */
  productTypeId: Scalars['Int']['output'];
  /** Product type name. */
  productTypeName: Scalars['String']['output'];
  /** Reservation details (reservationProductDetailsTab). */
  reservationDetails?: Maybe<ReservationDetails>;
  /** Revenue class id. */
  revenueClassId: Scalars['Int']['output'];
  /** Tax rate id; null: untaxed. */
  taxRateId?: Maybe<Scalars['Int']['output']>;
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** The product's place in one category at one location (1 first). */
export type ProductDisplayPosition = {
  __typename?: 'ProductDisplayPosition';
  /** Category id. */
  categoryId: Scalars['Int']['output'];
  /** Category name. */
  categoryName: Scalars['String']['output'];
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  locationName: Scalars['String']['output'];
  /** Position, 1 first. */
  position: Scalars['Int']['output'];
};

/** A stored product image. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Size in bytes. */
  bytes: Scalars['Int']['output'];
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Mime type. */
  mime: Scalars['String']['output'];
  /** URL to save as the product's image (served with long cache headers). */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** What the product editor saves. Sections that do not apply to the type's kind are ignored. */
export type ProductInput = {
  /** Availability. */
  availability: ProductAvailabilityInput;
  /** Blocked access areas. */
  blockedAccessIds: Array<Scalars['Int']['input']>;
  /** Categories; at least one. */
  categoryIds: Array<Scalars['Int']['input']>;
  /** Contains alcohol. */
  containsAlcohol: Scalars['Boolean']['input'];
  /** Credits loaded, each credit type once; credit products need one. */
  creditTypes: Array<ProductCreditInput>;
  /** Sold. */
  enabled: Scalars['Boolean']['input'];
  /** Game card kinds: required. */
  gameCardDetails?: InputMaybe<GameCardDetailsInput>;
  /** Gift cards: required amount as typed. */
  giftCardAmount?: InputMaybe<Scalars['String']['input']>;
  /** Groups: each adds its locations. */
  groupIds: Array<Scalars['Int']['input']>;
  /** A data URL (png, jpeg, webp or gif, at most 1 MB), a URL answered by uploadProductImage, or null. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Inventory. */
  inventory: ProductInventoryInput;
  /** Cadet product. */
  isCadet: Scalars['Boolean']['input'];
  /** Locations; with groupIds at least one. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Loyalty points per location. */
  loyaltyPoints: Array<ProductLoyaltyPointsInput>;
  /** Membership products: required membership. */
  membershipId?: InputMaybe<Scalars['Int']['input']>;
  /** Memberships a buyer must hold. */
  membershipRequirementIds: Array<Scalars['Int']['input']>;
  /** Food: modifiers offered. */
  modifierIds: Array<Scalars['Int']['input']>;
  /** Required, at most 100 characters. */
  name: Scalars['String']['input'];
  /** Names per language per location. */
  names: Array<ProductLocaleNameInput>;
  /** At least one price. */
  prices: Array<ProductPriceInput>;
  /** A product type of the master client. */
  productTypeId: Scalars['Int']['input'];
  /** Reservations: required. */
  reservationDetails?: InputMaybe<ReservationDetailsInput>;
  /** Required revenue class. */
  revenueClassId?: InputMaybe<Scalars['Int']['input']>;
  /** Tax rate, or null. */
  taxRateId?: InputMaybe<Scalars['Int']['input']>;
};

/** The inventory section. */
export type ProductInventory = {
  __typename?: 'ProductInventory';
  /** Most sold per order, 1–9999; null: no limit. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
};

/** The inventory section. */
export type ProductInventoryInput = {
  /** 1–9999 ('Please enter an amount between 1 and 9,999.'), or null for no limit. */
  maxQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** What a product is: decides the editor's sections (core/src/catalogue/productKind.ts) and its product-type list. */
export type ProductKind =
  /** Activity credits (/product-management/credit-products). */
  | 'CREDIT'
  /** Embed game cards (/product-management/embed-game-card-products). */
  | 'EMBED_GAME_CARD'
  /** Food and drinks (/product-management/food-products). */
  | 'FOOD'
  /** Gift cards (/product-management/gidt-card-products, as the spec spells it). */
  | 'GIFT_CARD'
  /** Intercard game cards (/product-management/intercard-game-card-products). */
  | 'INTERCARD_GAME_CARD'
  /** Memberships sold as products (/product-management/membership-products). */
  | 'MEMBERSHIP'
  /** Retail and other goods (opened at /product-management/regular-products/:id). */
  | 'REGULAR'
  /** Booked in time slots (/product-management/reservation-products). */
  | 'RESERVATION'
  /** Semnox cards (/product-management/semnox-card-products). */
  | 'SEMNOX_CARD';

/** A language of a location and the product's name in it. */
export type ProductLanguageRow = {
  __typename?: 'ProductLanguageRow';
  /** Language id. */
  languageId: Scalars['Int']['output'];
  /** Language name. */
  languageName: Scalars['String']['output'];
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  locationName: Scalars['String']['output'];
  /** The name kept; empty when none. */
  name: Scalars['String']['output'];
};

/** The product's name in a language at a location. */
export type ProductLocaleName = {
  __typename?: 'ProductLocaleName';
  /** Language id (1 English, 2 Georgian, 3 Spanish). */
  languageId: Scalars['Int']['output'];
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** The name there, at most 100 characters. */
  name: Scalars['String']['output'];
};

/** A name in a language at a location. */
export type ProductLocaleNameInput = {
  /** Language id. */
  languageId: Scalars['Int']['input'];
  /** One of the product's locations. */
  locationId: Scalars['Int']['input'];
  /** At most 100 characters; empty removes it. */
  name: Scalars['String']['input'];
};

/** Loyalty points a product earns at a location. */
export type ProductLoyaltyPoints = {
  __typename?: 'ProductLoyaltyPoints';
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Points, 0–999999. */
  points: Scalars['Int']['output'];
};

/** Loyalty points at a location. */
export type ProductLoyaltyPointsInput = {
  /** Location id, each once. */
  locationId: Scalars['Int']['input'];
  /** 0–999999. */
  points: Scalars['Int']['input'];
};

/** A food modifier a food product can offer. */
export type ProductModifierOption = {
  __typename?: 'ProductModifierOption';
  /** The POS group it is offered under. */
  groupName: Scalars['String']['output'];
  /** Food modifier id. */
  id: Scalars['Int']['output'];
  /** Ids of the locations it is offered at: the product form lists it only for a product at one of them. */
  locationIds: Array<Scalars['Int']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** Price as the form shows it, e.g. '1.50'. */
  price: Scalars['String']['output'];
};

/** A product offered at a location online or at its kiosk. */
export type ProductOffering = {
  __typename?: 'ProductOffering';
  /** Guests one time slot takes; null: unlimited. */
  availableSpaces?: Maybe<Scalars['Int']['output']>;
  /** Kiosk category id; null online. */
  categoryId?: Maybe<Scalars['Int']['output']>;
  /** Kiosk category name. */
  categoryName?: Maybe<Scalars['String']['output']>;
  /** Online or kiosk. */
  channel: OfferingChannel;
  /** The location's currency (ISO 4217), in which amounts are shown. */
  currency: Scalars['String']['output'];
  /** Deposit type. */
  depositType: OfferingDepositType;
  /** Percent for PERCENT, an amount for AMOUNT, null otherwise. */
  depositValue?: Maybe<Scalars['String']['output']>;
  /** Whether it is on sale. */
  enabled: Scalars['Boolean']['output'];
  /** Offering id. */
  id: Scalars['Int']['output'];
  /** Whether it is booked in time slots. */
  isSchedulable: Scalars['Boolean']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Most quantity; null: no limit. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  /** Least quantity. */
  minQuantity: Scalars['Int']['output'];
  /** Offering type. */
  offeringType: OfferingType;
  /** Price '12.50'; null: the product's own price. */
  price?: Maybe<Scalars['String']['output']>;
  /** Price type. */
  priceType: OfferingPriceType;
  /** The catalogue product. */
  productId: Scalars['Int']['output'];
  /** Its name. */
  productName: Scalars['String']['output'];
  /** The product's price at the location, '12.50'; null: none. */
  productPrice?: Maybe<Scalars['String']['output']>;
  /** Quantity type. */
  quantityType: OfferingQuantityType;
  /** Version read; an edit names it (CONFLICT when someone saved in between). */
  version: Scalars['Int']['output'];
};

/** An offering to save. */
export type ProductOfferingInput = {
  /** Guests per slot, 1–9999; null: unlimited. */
  availableSpaces?: InputMaybe<Scalars['Int']['input']>;
  /** Kiosk category (required at the kiosk): a category offered at the location. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Deposit type. */
  depositType: OfferingDepositType;
  /** Percent or amount, required for PERCENT and AMOUNT. */
  depositValue?: InputMaybe<Scalars['String']['input']>;
  /** On sale (true when absent). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The offering to edit; absent: a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The location's code. */
  locationCode: Scalars['String']['input'];
  /** Most quantity, not below the least; null: no limit. */
  maxQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Least quantity, 1–9999. */
  minQuantity: Scalars['Int']['input'];
  /** Offering type. */
  offeringType: OfferingType;
  /** Price as typed ('12.50'); null: the product's own. */
  price?: InputMaybe<Scalars['String']['input']>;
  /** Price type. */
  priceType: OfferingPriceType;
  /** A product sold at the location. */
  productId: Scalars['Int']['input'];
  /** Quantity type. */
  quantityType: OfferingQuantityType;
  /** Required with `id`: the version read; CONFLICT when stale. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a location's product offerings (online or at the kiosk), searched by product or category name. */
export type ProductOfferingPage = {
  __typename?: 'ProductOfferingPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<ProductOffering>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the search on every page. */
  total: Scalars['Int']['output'];
};

/** A saved offering and the server's message. */
export type ProductOfferingSaved = {
  __typename?: 'ProductOfferingSaved';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The offering as saved. */
  row: ProductOffering;
};

/** The columns a location's product offerings sort by (core CLUB_LIST_SORTS.offerings). */
export type ProductOfferingSort =
  /** The category's name. */
  | 'CATEGORY'
  /** Enabled first or last. */
  | 'ENABLED'
  /** The price shown (the offering's own, else the product's). */
  | 'PRICE'
  /** The product's name. */
  | 'PRODUCT'
  /** Available spaces. */
  | 'SPACES'
  /** The offering type. */
  | 'TYPE';

/** A product in a picker. */
export type ProductOption = {
  __typename?: 'ProductOption';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Booked in time slots. */
  isSchedulable: Scalars['Boolean']['output'];
  /** Kind. */
  kind: ProductKind;
  /** Name. */
  name: Scalars['String']['output'];
  /** Lowest price, e.g. '12.50'; null: none. */
  price?: Maybe<Scalars['String']['output']>;
};

/** One page of a picker: append it to the pages already shown, de-duplicated by id. */
export type ProductOptionPage = {
  __typename?: 'ProductOptionPage';
  /** The products of this page. */
  data: Array<ProductOption>;
  /** More pages follow. */
  hasMore: Scalars['Boolean']['output'];
};

/** One page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The products of this page. */
  rows: Array<Product>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Products matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** A sub-table row: the price at a location and price level, and the tax levied there. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  locationName: Scalars['String']['output'];
  /** Price as the form shows it, e.g. '12.50' (the grid adds '$'). */
  price: Scalars['String']['output'];
  /** Price in cents. */
  priceCents: Scalars['Int']['output'];
  /** Price level id (GET /price-level). */
  priceLevelId: Scalars['Int']['output'];
  /** Price level name. */
  priceLevelName: Scalars['String']['output'];
  /** The product's tax rate as a percent, e.g. '8.25' (the grid adds '%'); null: untaxed. */
  taxPercent?: Maybe<Scalars['String']['output']>;
};

/** A price at a location and level. */
export type ProductPriceInput = {
  /** One of the product's locations. */
  locationId: Scalars['Int']['input'];
  /** An amount as typed (spec/1 §5), e.g. '12.50' or '$12.50'. */
  price: Scalars['String']['input'];
  /** A price level of the master client. */
  priceLevelId: Scalars['Int']['input'];
};

/** An activity selling a reservation product (REST GET /products-scheduling-events). */
export type ProductSchedulingEvent = {
  __typename?: 'ProductSchedulingEvent';
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['output'];
  /** Activity id. */
  id: Scalars['Int']['output'];
  /** Its location's code. */
  locationCode: Scalars['String']['output'];
  /** Its location's id. */
  locationId: Scalars['Int']['output'];
  /** Its location's name. */
  locationName: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Sold in the guest shop too. */
  online: Scalars['Boolean']['output'];
  /** The reservation product it sells. */
  productId: Scalars['Int']['output'];
  /** That product's name. */
  productName: Scalars['String']['output'];
  /** The resources it uses, in order. */
  resources: Array<CatalogueOption>;
};

/** A bookable resource a reservation product can be sold on (REST GET /products-scheduling-resources). */
export type ProductSchedulingResource = {
  __typename?: 'ProductSchedulingResource';
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['output'];
  /** Resource id. */
  id: Scalars['Int']['output'];
  /** LANE, ROOM, COURT, PARTY_AREA or OTHER. */
  kind: Scalars['String']['output'];
  /** Its location's code. */
  locationCode: Scalars['String']['output'];
  /** Its location's id. */
  locationId: Scalars['Int']['output'];
  /** Its location's name. */
  locationName: Scalars['String']['output'];
  /** Name, e.g. 'Lane 1'. */
  name: Scalars['String']['output'];
  /** Guests it holds at once; null: not counted. */
  places?: Maybe<Scalars['Int']['output']>;
};

/** Columns the Products list sorts by. */
export type ProductSort =
  /** Enabled first when descending. */
  | 'ENABLED'
  /** Name. */
  | 'NAME'
  /** Lowest price. */
  | 'PRICE'
  /** Product type name. */
  | 'PRODUCT_TYPE';

/** A product type of the master client. */
export type ProductTypeOption = {
  __typename?: 'ProductTypeOption';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Booked in time slots. */
  isSchedulable: Scalars['Boolean']['output'];
  /** Its kind (decides the editor's sections). */
  kind: ProductKind;
  /** Name. */
  name: Scalars['String']['output'];
};

/** The signed-in user's own profile (spec/1 §2.5, /profile). */
export type Profile = {
  __typename?: 'Profile';
  /** Preferred date format (see dateFormats). */
  dateFormatId: Scalars['Int']['output'];
  /** Sign-in e-mail address (read only here). */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Avatar URL or data URL; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** False until the organisation has a point of contact. */
  isProfileCompleted: Scalars['Boolean']['output'];
  /** Preferred language (see languages). */
  languageId: Scalars['Int']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Digits only. */
  phone: Scalars['String']['output'];
  /** Job title. */
  title: Scalars['String']['output'];
  /** The user's id. */
  userId: Scalars['Int']['output'];
  /** Optimistic-lock version; send it back with updateProfile. */
  version: Scalars['Int']['output'];
};

/** The editable details of the profile (/profile). */
export type ProfileInput = {
  /** Preferred date format (see dateFormats). */
  dateFormatId: Scalars['Int']['input'];
  /** Given name; required. */
  firstName: Scalars['String']['input'];
  /** Preferred language (see languages). */
  languageId: Scalars['Int']['input'];
  /** Family name; required. */
  lastName: Scalars['String']['input'];
  /** Phone number, digits only. */
  phone: Scalars['String']['input'];
  /** Job title. */
  title: Scalars['String']['input'];
  /** The version read with the profile; an older one is refused with CONFLICT. */
  version: Scalars['Int']['input'];
};

/** Reads. Each field's description ends with the permission it needs. */
export type Query = {
  __typename?: 'Query';
  /**
   * The admin-site links of the signed-in user (module 107 decides whether admin links appear).
   * Empty when the user has no DNS entry, in which case the web signs the user out.
   */
  adminSites: Array<AdminSiteLink>;
  /** The API tokens of the request's master client, newest first. */
  apiTokens: Array<ApiToken>;
  /** The master client's audit log, newest first, filtered and paged on the server. */
  auditLog: AuditPage;
  /** The users of the master client, for the audit screen's user filter. */
  auditLogUsers: Array<AuditUser>;
  /** Times availability may start: every half hour from midnight. */
  availableFromOptions: Array<TimeOption>;
  /** Times availability may end: every half hour, and 11:59 PM. */
  availableToOptions: Array<TimeOption>;
  /** Blocked access areas (entitlementBlockedAccess). */
  blockedAccessOptions: Array<CatalogueOption>;
  /** A booking's detail: info and payment history. */
  booking: BookingDetail;
  /** A page of the master client's activities, by location then name. */
  bookingActivities: SchedulingActivityPage;
  /** One activity. */
  bookingActivity: SchedulingActivity;
  /** Whether the card provider is configured, with its publishable key. */
  bookingCardSettings: BookingCardSettings;
  /** A booking's detail, as the manager checks it. */
  bookingCheckDetails: BookingDetail;
  /** A booking's check-ins. */
  bookingCheckIns: BookingCheckIns;
  /** Each day of a month: can the activity be booked. */
  bookingDaysAvailability: Array<BookingDayAvailability>;
  /** Prices a new desk booking with a discount code and/or a live lightning deal; refused with the code's reason. */
  bookingDeskQuote: BookingDeskQuote;
  /** The online offerings a booking discount can be limited to (id and product name). */
  bookingDiscountOfferings: Array<ClubNamed>;
  /** A location's booking discounts. */
  bookingDiscounts: Array<BookingDiscount>;
  /** A page of a location's booking discounts, searched by code. */
  bookingDiscountsPage: BookingDiscountPage;
  /** Guests of this master client likely the same as the one being typed: same e-mail or phone, or a close name. At most 5. */
  bookingDuplicateGuests: Array<DuplicateGuest>;
  /** The booking filter's choices. */
  bookingFilters: BookingFilters;
  /** The guest-segment filter's lookup: the segments of a location and those for every location, by name. */
  bookingGuestSegments: BookingGuestSegmentChoices;
  /** Guests to hold a booking; search matches names, e-mail and phone. At most 20. */
  bookingHolders: Array<BookingGuest>;
  /** The booking texts of a location in a language (Settings → Translations, else the defaults). */
  bookingLocalizations: BookingLocalizations;
  /** Each day of a month: can anything at the location be booked (in the location's zone). */
  bookingLocationDaysAvailability: Array<BookingDayAvailability>;
  /** The location's enabled, priced online add-ons (offerings of type ADD_ON) a new booking can add; activities and packages are booked, not added, so they are not listed. */
  bookingOfferingChoices: Array<BookingOfferingChoice>;
  /** Whether a booking is fully paid. */
  bookingPayStatus: Scalars['Boolean']['output'];
  /** Bookable products at a location on a day; search matches the name. */
  bookingProducts: Array<BookingProduct>;
  /** Where a booking can move on a day: every activity of its location, with places left and the price difference. */
  bookingRescheduleOptions: Array<BookingRescheduleOption>;
  /** One resource. */
  bookingResource: BookingResource;
  /** A page of the master client's resources, by location then name. */
  bookingResources: BookingResourcePage;
  /** The day's schedule at a location: resources, activities, slots and bookings. */
  bookingSchedule: BookingSchedule;
  /** An activity's slots on a day, every one (the web drops those with no place left). */
  bookingTimeSlots: Array<BookingTimeSlot>;
  /** Bookings, newest day first, 25 a page by default. */
  bookings: BookingPage;
  /** A location's weekly availability and its exceptions from `from` to `to` (ISO dates, at most 62 days apart). */
  calendar: Calendar;
  /** Guests one slot of a product takes by default (its reservation capacity); null: unlimited. */
  clubAvailableSpaces?: Maybe<Scalars['Int']['output']>;
  /** The lookups of the settings form for a location. */
  clubBookingLookups: ClubBookingLookups;
  /** A location's online-booking settings; the template's defaults until saved. NOT_FOUND for a location of another master client. */
  clubBookingSettings: ClubBookingSettings;
  /** The data of the deals form. */
  clubDealData: ClubDealData;
  /** A location's deals and upsells; with `offeringId`, the enabled ones suggested with that offering (the upsells list). */
  clubDeals: Array<ClubDeal>;
  /** A page of a location's deals and upsells, searched by headline or either offering's name. */
  clubDealsPage: ClubDealPage;
  /** A location's automatic guest messages. */
  clubNotifications: Array<ClubNotification>;
  /** A page of a location's automatic guest messages, searched by subject, text, kind or channel. */
  clubNotificationsPage: ClubNotificationPage;
  /** The choices of the online offering form. */
  clubOfferingChoices: ClubOfferingChoices;
  /** A location's online product offerings. */
  clubProductOfferings: Array<ProductOffering>;
  /** A page of a location's online product offerings, searched by product or category name. */
  clubProductOfferingsPage: ProductOfferingPage;
  /** The kinds of point of contact, for the contacts form. */
  contactTypes: Array<ContactType>;
  /** The points of contact of the user's organisation. */
  contacts: Array<Contact>;
  /** One credit type. */
  creditType: CreditType;
  /** The master client's credit types, for the membership form. */
  creditTypeOptions: Array<CatalogueOption>;
  /** A credit type's sub-table: the rows its expanded row shows. */
  creditTypeSubTable: Array<CreditTypeMembership>;
  /** Activity Credits list. Search matches name and description. */
  creditTypes: CreditTypePage;
  /** Every e-mail and SMS sent to guests, newest first. Search matches address and subject. */
  crmEmails: CrmMessagePage;
  /** The languages (cultures) texts can be translated into. */
  cultures: Array<Culture>;
  /** Every master client, for provider staff only (FORBIDDEN for anyone else). Search matches the name. */
  customers: CustomerPage;
  /** The date formats a profile may prefer. */
  dateFormats: Array<DateFormat>;
  /** Days a product may be available: ISO weekdays, Monday 1 … Sunday 7. */
  daysAvailableOptions: Array<CatalogueOption>;
  /** One director user. */
  directorUser: DirectorUser;
  /** Director Users list. Search matches names, e-mail and phone. */
  directorUsers: DirectorUserPage;
  /** One discount. */
  discount: Discount;
  /** A discount's sub-table: the rows its expanded row shows. */
  discountSubTable: Array<DiscountRevenueClass>;
  /** Discount types: percentage (1) or amount (2). */
  discountTypes: Array<CatalogueOption>;
  /** Discounts list. Search matches the name. */
  discounts: DiscountPage;
  /** Drive Revenue for the selected master client. */
  driveRevenue: DriveRevenueDashboard;
  /** The branding of a location in a language; the defaults (version 0) when none was saved. */
  emailBranding: EmailBranding;
  /** One template. */
  emailSmsTemplate: EmailSmsTemplate;
  /** A location's templates by name; empty without a location (spec/3 §2). Search matches name and subject. */
  emailSmsTemplates: EmailSmsTemplatePage;
  /** A template (saved or being edited) rendered for the sample guest or guest previewId, inside the branding. */
  emailTemplatePreview: EmailTemplatePreview;
  /** When templates can be sent. */
  emailTemplateTimeTypes: Array<MarketingOption>;
  /** The variables a template may use, valued for the sample guest or guest previewId. */
  emailTemplateVariables: Array<EmailTemplateVariable>;
  /** Every language a template can be written in. */
  enabledLanguages: Array<MarketingLanguage>;
  /** Entitlement packages (reservation details). */
  entitlementPackageOptions: Array<EntitlementPackageOption>;
  /** Expiration types of a membership: days, months, years, never. */
  expirationTypes: Array<CatalogueOption>;
  /** One food modifier. */
  foodModifier: FoodModifier;
  /** A food modifier's sub-table: the rows its expanded row shows. */
  foodModifierSubTable: Array<LocationRef>;
  /** Food Modifiers list. Search matches name and group. */
  foodModifiers: FoodModifierPage;
  /** A location's general settings (core/src/venue/settingsAccess.ts). */
  generalSettings: GeneralSettings;
  /** Groups of the master client as choices; `exclude` leaves one out (a location's current group). */
  groupOptions: Array<GroupOption>;
  /** A group's sub-table: the rows its expanded row shows. */
  groupSubTable: Array<LocationRef>;
  /** Groups with their locations (the /groups/locations lookup). */
  groupsWithLocations: Array<GroupWithLocations>;
  /** One guest with their newest notes; NOT_FOUND for another master client's guest. */
  guest: GuestDetail;
  /** Guest Experience for the selected master client; null when average group size fails (spec/2 §7). */
  guestExperience?: Maybe<GuestExperienceDashboard>;
  /** A guests import of this master client, with its progress; poll it while RUNNING. */
  guestImport: VenueImport;
  /** The latest 10 guests imports of this master client, newest first. */
  guestImports: Array<VenueImport>;
  /** One segment; NOT_FOUND for another master client's. */
  guestSegment: GuestSegment;
  /** The kinds of condition. */
  guestSegmentConditions: Array<SegmentConditionKind>;
  /** The row's number-of-guests cell: the stored count at once; a missing or stale one (or `refresh`) queues a count job. */
  guestSegmentCount: SegmentCountState;
  /** The guests a segment matches. */
  guestSegmentGuests: GuestPage;
  /** Locations a segment or condition can name, page after page. */
  guestSegmentLocations: SegmentPickerPage;
  /** How conditions may combine. */
  guestSegmentMatchList: Array<SegmentChoice>;
  /** Categories, tags, membership statuses and age groups for the form. */
  guestSegmentOptions: SegmentOptions;
  /** Products a condition can name, page after page. */
  guestSegmentProducts: SegmentPickerPage;
  /** A segment's sends, newest first (the last 20), with their progress. */
  guestSegmentSends: Array<SegmentSend>;
  /** Segments of the master client: for one location code (with those for all), or every one when `location` is 'all'. */
  guestSegments: GuestSegmentPage;
  /** The master client's CRM tags, by name. */
  guestTags: Array<GuestTag>;
  /** A guest's timeline: visits, bookings, memberships, notes and messages sent; NOT_FOUND for another master client's guest. */
  guestTimeline: GuestTimeline;
  /** Guests of the master client. Search matches name, e-mail and phone (any part, any case). */
  guests: GuestPage;
  /** Liveness of the gateway itself; no upstream call. */
  health: Scalars['String']['output'];
  /** One integration of a location (ChurnZero: of the master client; `locationCode` is ignored). */
  integration: Integration;
  /** Whether an invitation link works, and whose it is. Throttled per client address (TOO_MANY_REQUESTS). */
  invitation: InvitationCheck;
  /** The choices of the kiosk offering form (the web drops products already offered). */
  kioskChoices: KioskChoices;
  /** A location's kiosk product offerings. */
  kioskProductOfferings: Array<ProductOffering>;
  /** A page of a location's kiosk product offerings, searched by product or category name. */
  kioskProductOfferingsPage: ProductOfferingPage;
  /** A location's kiosk settings; defaults until saved. */
  kioskSettings: KioskSettings;
  /** The languages a profile may prefer. */
  languages: Array<Language>;
  /** The online offerings a lightning deal can cut (id and product name). */
  lightningDealOfferings: Array<ClubNamed>;
  /** The location's IANA time zone, in which lightning-deal times are entered and shown. */
  lightningDealTimeZone: Scalars['String']['output'];
  /** A location's lightning deals, latest first. */
  lightningDeals: Array<LightningDeal>;
  /** A page of a location's lightning deals, latest first, searched by deal or offering name. */
  lightningDealsPage: LightningDealPage;
  /** Whether the location is open at a local date-time of its own time zone: its date's exceptions if any, else its weekday's hours. */
  locationOpenAt: Scalars['Boolean']['output'];
  /** Locations of the master client named in the X-Master-Client header. */
  locations: Array<LocationLookup>;
  /** The master clients the signed-in user may select. */
  masterClients: Array<MasterClient>;
  /** The signed-in user, or null when the request carries no valid session. */
  me?: Maybe<Me>;
  /** One membership. */
  membership: Membership;
  /** The master client's memberships, for the product form. */
  membershipOptions: Array<CatalogueOption>;
  /** A membership's sub-table: the rows its expanded row shows. */
  membershipSubTable: Array<MembershipCredit>;
  /** Memberships list. Search matches name and description. */
  memberships: MembershipPage;
  /** Operational Efficiency for the selected master client. */
  operationalEfficiency: OperationalEfficiencyDashboard;
  /** Owner's Box for the selected master client (X-Master-Client). Makes no call itself; each selected widget makes one. */
  ownersBox: OwnersBoxDashboard;
  /** The booking and amount behind a pay-by-link token; refused when forged, expired or used. */
  payLink: PayLink;
  /** Price levels of the pricing section, in their order. */
  priceLevelOptions: Array<CatalogueOption>;
  /** One product. */
  product: ProductDetail;
  /** Product Categories list. Search matches name and description. */
  productCategories: ProductCategoryPage;
  /** One product category. */
  productCategory: ProductCategory;
  /** Product categories, in display order; only those offered at any of these location codes when given. */
  productCategoryOptions: Array<CatalogueOption>;
  /** A product category's sub-table: the rows its expanded row shows. */
  productCategorySubTable: Array<LocationRef>;
  /** Products of a category at a location in display order (GET display-order: data.general). */
  productDisplayOrder: Array<DisplayOrderItem>;
  /** A products import of this master client, with its progress; poll it while RUNNING. */
  productImport: VenueImport;
  /** The latest 10 products imports of this master client, newest first. */
  productImports: Array<VenueImport>;
  /** Languages of the locations and the product's names in them (POST /product-management/products/languages). */
  productLanguages: Array<ProductLanguageRow>;
  /** Food modifiers by group; only those offered at any of these location codes when given. */
  productModifierOptions: Array<ProductModifierOption>;
  /** A page of products for a picker (GET /product-list): data and hasMore. */
  productOptions: ProductOptionPage;
  /** Activities selling reservation products, by location; only the product's when productId is given. */
  productSchedulingEvents: Array<ProductSchedulingEvent>;
  /** Bookable resources, by location; only at these location codes when given, and only names containing search. */
  productSchedulingResources: Array<ProductSchedulingResource>;
  /** A product's sub-table: the rows its expanded row shows. */
  productSubTable: Array<ProductPrice>;
  /** The master client's product types with their kinds. */
  productTypeOptions: Array<ProductTypeOption>;
  /** Products list. Search matches the name. */
  products: ProductPage;
  /** The signed-in user's own profile. */
  profile: Profile;
  /** The quick panel's notes and events. */
  quickPanel: QuickPanel;
  /**
   * One record's History: its logged changes, newest first. The REST API checks the record's screen
   * (DETAILED VIEW of that screen), so whoever may open the record may read its history; another
   * master client's record is NOT_FOUND.
   */
  recordHistory: AuditPage;
  /** A location's guest registration settings. */
  registrationSettings: RegistrationSettings;
  /** One revenue class. */
  revenueClass: RevenueClass;
  /** The master client's revenue classes, for the discount form. */
  revenueClassOptions: Array<CatalogueOption>;
  /** A revenue class's sub-table: the rows its expanded row shows. */
  revenueClassSubTable: Array<RevenueClassDiscount>;
  /** Revenue class types. */
  revenueClassTypes: Array<CatalogueOption>;
  /** Revenue Classes list. Search matches name and description. */
  revenueClasses: RevenueClassPage;
  /**
   * Roles of the master client as choices (role 1 first). With `grantable`, only the roles the caller
   * may give in this master client (no more permissions than their own; provider roles only by
   * provider staff), plus the current role of `userId`, which may be kept.
   */
  roleOptions: Array<RoleOption>;
  /** Roles and departments of one location (a location is required: 'Please select any location'). */
  rolesDepartments: RolesDepartments;
  /** Every role of the master client with its matrix, role 1 first. */
  securityRoles: Array<SecurityRole>;
  /** The languages the location uses: the default one and those it has templates or branding in. */
  selectedLocationLanguages: Array<MarketingLanguage>;
  /** One group. */
  settingsGroup: SettingsGroup;
  /** Groups list. Search matches the name. */
  settingsGroups: GroupPage;
  /** One location. */
  settingsLocation: SettingsLocation;
  /** Locations list. Search matches name, code, store number, street and city. */
  settingsLocations: LocationPage;
  /** One user. */
  settingsUser: SettingsUserDetail;
  /** Roles for the Users screen's role filter (GET /settings/users/get-roles). */
  settingsUserRoles: Array<RoleOption>;
  /** Users list. Search matches names, e-mail and phone. */
  settingsUsers: UserPage;
  /** The setup checklist of the master client named in X-Master-Client. */
  setupChecklist: SetupChecklist;
  /** One tax rate. */
  taxRate: TaxRate;
  /** The percentage of one tax rate, for a product's price. */
  taxRateFee: TaxRateFee;
  /** A tax rate's sub-table: the rows its expanded row shows. */
  taxRateSubTable: Array<LocationRef>;
  /** Tax Rates list. Search matches the name. */
  taxRates: TaxRatePage;
  /** Tax types of a tax rate. */
  taxTypes: Array<CatalogueOption>;
  /** A location's guest texts and product names in a language beside the default language. */
  translations: TranslationSet;
  /** The master client's changes of one entity after a cursor, oldest first. A change shows once, and every change shows, whatever commits while a tool pages: a change appears when its writing transaction and every older one have finished. */
  venueChanges: VenueChangePage;
  /** The locations and products a point-of-sale integration names in recordVenueTransactions. */
  venueFeedReferences: VenueFeedReferences;
  /** An import of this master client, with its progress; poll it while RUNNING. */
  venueImport: VenueImport;
  /** The latest 10 imports of this master client, newest first (the screen finds a running one again). */
  venueImports: Array<VenueImport>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryAdminSitesArgs = {
  kind: AdminSiteKind;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingActivitiesArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingActivityArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingCheckDetailsArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingCheckInsArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDaysAvailabilityArgs = {
  activityId: Scalars['Int']['input'];
  month: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDeskQuoteArgs = {
  input: BookingDeskQuoteInput;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDiscountOfferingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDiscountsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDiscountsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<BookingDiscountSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingDuplicateGuestsArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingGuestSegmentsArgs = {
  locationCode?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingHoldersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingLocalizationsArgs = {
  keys?: InputMaybe<Array<Scalars['String']['input']>>;
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingLocationDaysAvailabilityArgs = {
  locationCode: Scalars['String']['input'];
  month: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingOfferingChoicesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingPayStatusArgs = {
  bookingId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingProductsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  locationCode: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingRescheduleOptionsArgs = {
  bookingId: Scalars['Int']['input'];
  date: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingResourceArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingResourcesArgs = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  locationId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingScheduleArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingTimeSlotsArgs = {
  activityId: Scalars['Int']['input'];
  date: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryBookingsArgs = {
  filter?: InputMaybe<BookingFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCalendarArgs = {
  from: Scalars['String']['input'];
  scope: CalendarScopeInput;
  to: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubAvailableSpacesArgs = {
  locationCode: Scalars['String']['input'];
  productId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubBookingLookupsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubBookingSettingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubDealDataArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubDealsArgs = {
  locationCode: Scalars['String']['input'];
  offeringId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubDealsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ClubDealSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubNotificationsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubNotificationsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ClubNotificationSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubOfferingChoicesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubProductOfferingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryClubProductOfferingsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductOfferingSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCreditTypeArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCreditTypeSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCreditTypesArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CreditTypeSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCrmEmailsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MessageStatus>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryCustomersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDirectorUserArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDirectorUsersArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<UserSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDiscountArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDiscountSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDiscountsArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  revenueClassId?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DiscountSort>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryDriveRevenueArgs = {
  filter: DashboardFilterInput;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEmailBrandingArgs = {
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEmailSmsTemplateArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEmailSmsTemplatesArgs = {
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEmailTemplatePreviewArgs = {
  input: EmailSmsTemplateInput;
  previewId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEmailTemplateVariablesArgs = {
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
  previewId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryEnabledLanguagesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryFoodModifierArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryFoodModifierSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryFoodModifiersArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<FoodModifierSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGeneralSettingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGroupOptionsArgs = {
  exclude?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGroupSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestExperienceArgs = {
  filter: DashboardFilterInput;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestImportArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentConditionsArgs = {
  locationCode?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentCountArgs = {
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
  rowId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentGuestsArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowId: Scalars['Int']['input'];
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GuestSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentLocationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentMatchListArgs = {
  locationCode?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentSendsArgs = {
  segmentId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestSegmentsArgs = {
  location: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestTimelineArgs = {
  guestId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryGuestsArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GuestSort>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryIntegrationArgs = {
  kind: IntegrationKind;
  locationCode?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryKioskChoicesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryKioskProductOfferingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryKioskProductOfferingsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductOfferingSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryKioskSettingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLightningDealOfferingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLightningDealTimeZoneArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLightningDealsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLightningDealsPageArgs = {
  locationCode: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<LightningDealSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLocationOpenAtArgs = {
  at: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryLocationsArgs = {
  groupId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryMembershipArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryMembershipSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryMembershipsArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<MembershipSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryOperationalEfficiencyArgs = {
  filter: DashboardFilterInput;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryOwnersBoxArgs = {
  filter: DashboardFilterInput;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryPayLinkArgs = {
  token: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductCategoriesArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductCategorySort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductCategoryOptionsArgs = {
  locationCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductCategorySubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductDisplayOrderArgs = {
  categoryId: Scalars['Int']['input'];
  locationId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductImportArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductLanguagesArgs = {
  locationIds: Array<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductModifierOptionsArgs = {
  locationCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductOptionsArgs = {
  kind?: InputMaybe<ProductKind>;
  locationId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  schedulable?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductSchedulingEventsArgs = {
  locationCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  productId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductSchedulingResourcesArgs = {
  locationCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryProductsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<ProductKind>;
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  productTypeId?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  schedulable?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRecordHistoryArgs = {
  entity: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRegistrationSettingsArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRevenueClassArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRevenueClassSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRevenueClassesArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<RevenueClassSort>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRoleOptionsArgs = {
  grantable?: InputMaybe<Scalars['Boolean']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryRolesDepartmentsArgs = {
  locationId: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySelectedLocationLanguagesArgs = {
  locationCode: Scalars['String']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsGroupArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsGroupsArgs = {
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<GroupSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsLocationArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsLocationsArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  groupId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<LocationSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsUserArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QuerySettingsUsersArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<UserSort>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryTaxRateArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryTaxRateFeeArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryTaxRateSubTableArgs = {
  id: Scalars['Int']['input'];
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryTaxRatesArgs = {
  locationId?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rowsPerPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<TaxRateSort>;
  taxTypeId?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryTranslationsArgs = {
  languageId?: InputMaybe<Scalars['Int']['input']>;
  locationCode: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryVenueChangesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  entity: VenueChangeEntity;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each field's description ends with the permission it needs. */
export type QueryVenueImportArgs = {
  id: Scalars['Int']['input'];
};

/** What the quick panel shows, stored as the REST API returns it. */
export type QuickPanel = {
  __typename?: 'QuickPanel';
  /** Upcoming events. */
  events: Array<QuickPanelEntry>;
  /** Notes for the user. */
  notes: Array<QuickPanelEntry>;
};

/** A note or event of the quick panel. */
export type QuickPanelEntry = {
  __typename?: 'QuickPanelEntry';
  /** Text under the heading. */
  detail: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['Int']['output'];
  /** Heading. */
  title: Scalars['String']['output'];
};

/** Whether the registration form asks a guest field and whether it is required. */
export type RegistrationFieldRule = {
  __typename?: 'RegistrationFieldRule';
  /** The form asks it. */
  asked: Scalars['Boolean']['output'];
  /** Field: firstName, lastName, email, phone, birthDate, address, postalCode or gender. */
  field: Scalars['String']['output'];
  /** The guest must fill it (only when asked). */
  required: Scalars['Boolean']['output'];
};

/** One field's rule as saved. */
export type RegistrationFieldRuleInput = {
  /** The form asks it. */
  asked: Scalars['Boolean']['input'];
  /** Field name (see RegistrationFieldRule.field); every field must be given. */
  field: Scalars['String']['input'];
  /** Required; only allowed when asked. */
  required: Scalars['Boolean']['input'];
};

/** A location's guest registration form. */
export type RegistrationSettings = {
  __typename?: 'RegistrationSettings';
  /** Guests may register minors. */
  allowMinors: Scalars['Boolean']['output'];
  /** Ask for the relationship between a guest and the minors they register. */
  askRelationshipInfo: Scalars['Boolean']['output'];
  /** Each guest field, in form order. */
  fields: Array<RegistrationFieldRule>;
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** Minors are guests under this age (1–25). */
  minorAge: Scalars['Int']['output'];
  /** Optimistic-lock version (0: never saved). */
  version: Scalars['Int']['output'];
  /** Waiver the guest accepts; may be empty. */
  waiverText: Scalars['String']['output'];
};

/** What the registration settings form saves. */
export type RegistrationSettingsInput = {
  /** Guests may register minors. */
  allowMinors: Scalars['Boolean']['input'];
  /** Ask for relationship info. */
  askRelationshipInfo: Scalars['Boolean']['input'];
  /** Every guest field's rule. */
  fields: Array<RegistrationFieldRuleInput>;
  /** Minors are under this age (1–25). */
  minorAge: Scalars['Int']['input'];
  /** The version read; CONFLICT when someone saved in between. */
  version: Scalars['Int']['input'];
  /** Waiver text, at most 20,000 characters. */
  waiverText: Scalars['String']['input'];
};

/** What a removal did, and the success text to show (spec/3 §8). */
export type RemoveResult = {
  __typename?: 'RemoveResult';
  /** Success text, e.g. 'The group have been successfully deleted' or its plural. */
  message: Scalars['String']['output'];
  /** How many records were removed. */
  removed: Scalars['Int']['output'];
};

/** Booking details of a reservation product. */
export type ReservationDetails = {
  __typename?: 'ReservationDetails';
  /** Minutes kept free after each booking, 0–240. */
  bufferMinutes: Scalars['Int']['output'];
  /** Guests per slot, 1–9999. */
  capacity: Scalars['Int']['output'];
  /** Length of a booking, 5–1440 minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Entitlement package granted (GET /entitlement-packages); null: none. */
  entitlementPackageId?: Maybe<Scalars['Int']['output']>;
};

/** Reservation details as the form saves them. */
export type ReservationDetailsInput = {
  /** 0–240. */
  bufferMinutes: Scalars['Int']['input'];
  /** 1–9999. */
  capacity: Scalars['Int']['input'];
  /** 5–1440. */
  durationMinutes: Scalars['Int']['input'];
  /** An entitlement package of the master client, or null. */
  entitlementPackageId?: InputMaybe<Scalars['Int']['input']>;
};

/** A revenue class of the master client: where a sale's revenue is reported. */
export type RevenueClass = {
  __typename?: 'RevenueClass';
  /** Description. */
  description: Scalars['String']['output'];
  /** Discounts applying to it (the sub-table's size). */
  discountCount: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Type id (revenueClassTypes). */
  typeId: Scalars['Int']['output'];
  /** Type name. */
  typeName: Scalars['String']['output'];
  /** Optimistic-lock version. */
  version: Scalars['Int']['output'];
};

/** A discount applying to a revenue class (its sub-table). */
export type RevenueClassDiscount = {
  __typename?: 'RevenueClassDiscount';
  /** Discount id. */
  discountId: Scalars['Int']['output'];
  /** Discount name. */
  name: Scalars['String']['output'];
};

/** What the revenue class form saves. */
export type RevenueClassInput = {
  /** At most 100 characters. */
  description: Scalars['String']['input'];
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
  /** One of revenueClassTypes. */
  typeId: Scalars['Int']['input'];
};

/** One page of revenue classes. */
export type RevenueClassPage = {
  __typename?: 'RevenueClassPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The revenue classes of this page. */
  rows: Array<RevenueClass>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Revenue classes matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Revenue Classes list sorts by. */
export type RevenueClassSort =
  /** Number of discounts applying. */
  | 'DISCOUNT_COUNT'
  /** Name. */
  | 'NAME'
  /** Type. */
  | 'TYPE';

/** A role of the user and the permissions it grants (spec/1 §6). */
export type Role = {
  __typename?: 'Role';
  /** The role's id. */
  id: Scalars['Int']['output'];
  /** The role's name. */
  name: Scalars['String']['output'];
  /** The role's permission bit string, one chunk per module. */
  permissionBits: Scalars['String']['output'];
  /** Length of one module's chunk in `permissionBits`. */
  permissionChunkLength: Scalars['Int']['output'];
};

/** A location a role is linked to. */
export type RoleLocationRef = {
  __typename?: 'RoleLocationRef';
  /** Location id. */
  locationId: Scalars['Int']['output'];
  /** Location name. */
  name: Scalars['String']['output'];
};

/** A role a user of the master client can hold (the role filter and the role choice). */
export type RoleOption = {
  __typename?: 'RoleOption';
  /** Role id; role 1 comes first and its holders cannot change role. */
  roleId: Scalars['Int']['output'];
  /** Role name. */
  roleName: Scalars['String']['output'];
};

/** What Roles & Departments shows for one location. */
export type RolesDepartments = {
  __typename?: 'RolesDepartments';
  /** Departments at every location of the master client: Add New Role offers those at the locations it is given. */
  allDepartments: Array<Department>;
  /** Departments at the location. */
  departments: Array<Department>;
  /** Roles linked to the location. */
  roles: Array<LinkedRole>;
};

/** A segment saved, and the success text ('Guest segment has been successfully created' / 'updated'). */
export type SaveGuestSegmentResult = {
  __typename?: 'SaveGuestSegmentResult';
  /** Success text. */
  message: Scalars['String']['output'];
  /** The segment as saved. */
  segment: GuestSegment;
};

/** An activity on the schedule. */
export type ScheduleActivity = {
  __typename?: 'ScheduleActivity';
  /** Places per slot; null: unlimited. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** Minutes a slot lasts. */
  durationMinutes: Scalars['Int']['output'];
  /** Activity id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Its product. */
  productId: Scalars['Int']['output'];
  /** The day's slots. */
  slots: Array<ScheduleSlot>;
};

/** One weekday of an activity's schedule: open ranges, or fixed start times. */
export type ScheduleDay = {
  __typename?: 'ScheduleDay';
  /** Open ranges with a start every N minutes. */
  ranges: Array<ScheduleRange>;
  /** Fixed start times, minutes after midnight. */
  starts: Array<Scalars['Int']['output']>;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: Scalars['Int']['output'];
};

/** A weekday of a schedule. */
export type ScheduleDayInput = {
  /** Open ranges. */
  ranges: Array<ScheduleRangeInput>;
  /** Fixed start times, minutes after midnight. */
  starts: Array<Scalars['Int']['input']>;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: Scalars['Int']['input'];
};

/** Starts every `every` minutes from `from` to `to`, each session ending by `to` (minutes after midnight). */
export type ScheduleRange = {
  __typename?: 'ScheduleRange';
  /** Minutes between starts. */
  every: Scalars['Int']['output'];
  /** First start, minutes after midnight. */
  from: Scalars['Int']['output'];
  /** Every session ends by then, minutes after midnight. */
  to: Scalars['Int']['output'];
};

/** A weekday's open range. */
export type ScheduleRangeInput = {
  /** Minutes between starts. */
  every: Scalars['Int']['input'];
  /** First start, minutes after midnight. */
  from: Scalars['Int']['input'];
  /** Every session ends by then, minutes after midnight. */
  to: Scalars['Int']['input'];
};

/** A resource (lane, room, court, party area) on the schedule. */
export type ScheduleResource = {
  __typename?: 'ScheduleResource';
  /** Its activities. */
  activities: Array<ScheduleActivity>;
  /** Resource id. */
  id: Scalars['Int']['output'];
  /** LANE, ROOM, COURT, PARTY_AREA or OTHER. */
  kind: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A slot of the schedule with its bookings. */
export type ScheduleSlot = {
  __typename?: 'ScheduleSlot';
  /** Places taken. */
  booked: Scalars['Int']['output'];
  /** Bookings in the slot. */
  bookings: Array<ScheduledBooking>;
  /** A time the activity's schedule or the location's Calendar no longer offers, kept because it holds bookings: not bookable. */
  closed: Scalars['Boolean']['output'];
  /** Places left; null: unlimited. */
  slotsRemaining?: Maybe<Scalars['Int']['output']>;
  /** Local start, HH:MM. */
  startTime: Scalars['String']['output'];
  /** Already started. */
  started: Scalars['Boolean']['output'];
  /** Start instant. */
  startsAt: Scalars['String']['output'];
};

/** A booking as the schedule shows it. */
export type ScheduledBooking = {
  __typename?: 'ScheduledBooking';
  /** Confirmation code. */
  confirmationCode: Scalars['String']['output'];
  /** Guests. */
  guests: Scalars['Int']['output'];
  /** Holder's name. */
  holderName: Scalars['String']['output'];
  /** Booking id. */
  id: Scalars['Int']['output'];
  /** Paid. */
  paidCents: Scalars['Int']['output'];
  /** Refunded. */
  refundedCents: Scalars['Int']['output'];
  /** Booked or canceled. */
  state: BookingState;
  /** Total. */
  totalCents: Scalars['Int']['output'];
};

/** An activity: what is booked, a reservation product at a location on one or more resources, with its weekly schedule. */
export type SchedulingActivity = {
  __typename?: 'SchedulingActivity';
  /** Minutes after each session before the venue closes. */
  bufferMinutes: Scalars['Int']['output'];
  /** Places per slot; null: unlimited. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** The location's currency (ISO 4217), in which the price and deposit are shown. */
  currency: Scalars['String']['output'];
  /** Deposit in cents. */
  depositCents: Scalars['Int']['output'];
  /** Session length in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** Its location. */
  locationId: Scalars['Int']['output'];
  /** Most guests per booking; null: up to the places left. */
  maxGuests?: Maybe<Scalars['Int']['output']>;
  /** Least guests per booking. */
  minGuests: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Sold in the guest shop too (else at the desk only). */
  online: Scalars['Boolean']['output'];
  /** Price per guest in cents. */
  priceCents: Scalars['Int']['output'];
  /** The reservation product it sells. */
  productId: Scalars['Int']['output'];
  /** The first of its resources, where the booking manager's day lists it. */
  resourceId: Scalars['Int']['output'];
  /** The resources it uses, in the order chosen (a slot's places are the activity's, shared by them). */
  resourceIds: Array<Scalars['Int']['output']>;
  /** The resources it uses, in the order chosen. */
  resources: Array<BookingResource>;
  /** The weekdays it runs; a weekday not listed has no session. */
  schedule: Array<ScheduleDay>;
};

/** An activity to save. */
export type SchedulingActivityInput = {
  /** Minutes after each session before the venue closes. */
  bufferMinutes: Scalars['Int']['input'];
  /** Places per slot; null: unlimited. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Deposit in cents. */
  depositCents: Scalars['Int']['input'];
  /** Session length in minutes. */
  durationMinutes: Scalars['Int']['input'];
  /** Offered for new bookings. */
  enabled: Scalars['Boolean']['input'];
  /** Its location. */
  locationId: Scalars['Int']['input'];
  /** Most guests per booking; null: up to the places left. */
  maxGuests?: InputMaybe<Scalars['Int']['input']>;
  /** Least guests per booking. */
  minGuests: Scalars['Int']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Sold in the guest shop too. */
  online: Scalars['Boolean']['input'];
  /** Price per guest in cents. */
  priceCents: Scalars['Int']['input'];
  /** The reservation product it sells. */
  productId: Scalars['Int']['input'];
  /** The resources it uses: one or more, each once, all at its location. Taking one off that leaves a slot's booked guests more than the kept resources' places is answered with those bookings unless keepBookings. */
  resourceIds: Array<Scalars['Int']['input']>;
  /** Weekly schedule. */
  schedule: Array<ScheduleDayInput>;
};

/** One page of activities. */
export type SchedulingActivityPage = {
  __typename?: 'SchedulingActivityPage';
  /** This page, zero-based. */
  page: Scalars['Int']['output'];
  /** The page's rows. */
  rows: Array<SchedulingActivity>;
  /** Rows per page. */
  rowsPerPage: Scalars['Int']['output'];
  /** Rows matching the filter on every page. */
  total: Scalars['Int']['output'];
};

/** One module's flags as saved; flags that do not apply are left out or null. */
export type SecurityPermissionInput = {
  /** Add. */
  add?: InputMaybe<Scalars['Boolean']['input']>;
  /** Delete; remove multiple is saved as its copy. */
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  /** Detailed view. */
  detailView?: InputMaybe<Scalars['Boolean']['input']>;
  /** The permission module. */
  routeId: Scalars['Int']['input'];
  /** Edit (update and execute). */
  updateAndExecute?: InputMaybe<Scalars['Boolean']['input']>;
  /** View. */
  view?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One permission module of a role: its five flags; null means the flag does not apply to the module. */
export type SecurityPermissionRow = {
  __typename?: 'SecurityPermissionRow';
  /** Add (bit 8). */
  add?: Maybe<Scalars['Boolean']['output']>;
  /** Delete: remove (bit 32). */
  delete?: Maybe<Scalars['Boolean']['output']>;
  /** Detailed view (bit 4). */
  detailView?: Maybe<Scalars['Boolean']['output']>;
  /** Message key of the row's label. */
  label: Scalars['String']['output'];
  /** Values for the label's placeholders. */
  labelValues: Array<LabelValue>;
  /** Remove multiple (bit 64), saved as a copy of delete. */
  massDelete?: Maybe<Scalars['Boolean']['output']>;
  /** The permission module (chunk index of the bit string, spec/1 §6). */
  routeId: Scalars['Int']['output'];
  /** Edit: update and execute (bit 16). */
  updateAndExecute?: Maybe<Scalars['Boolean']['output']>;
  /** View (bit 2). */
  view?: Maybe<Scalars['Boolean']['output']>;
};

/** A security role of the master client with its permissions. */
export type SecurityRole = {
  __typename?: 'SecurityRole';
  /** True when the caller may not change this role (role 1, a shared role, their own, a provider role, or no edit permission). */
  disabled: Scalars['Boolean']['output'];
  /** A role of the provider's own staff. */
  isProvider: Scalars['Boolean']['output'];
  /** Role name. */
  label: Scalars['String']['output'];
  /** Role id; role 1 is locked. */
  roleId: Scalars['Int']['output'];
  /** The permission matrix, area by area. */
  subTables: Array<SecuritySubTable>;
};

/** An area of the matrix (a menu group, a dashboard, the screens' own ids). */
export type SecuritySubTable = {
  __typename?: 'SecuritySubTable';
  /** Stable key of the area, e.g. 'menu.settings' (not an id: every role has the same areas, so the web's cache must not merge them). */
  areaId: Scalars['String']['output'];
  /** A sub-table of one module that holds the flags itself (its one row). */
  isStandalone: Scalars['Boolean']['output'];
  /** Message key of the area's label. */
  label: Scalars['String']['output'];
  /** The modules of the area. */
  rows: Array<SecurityPermissionRow>;
};

/** A choice named by a code. */
export type SegmentChoice = {
  __typename?: 'SegmentChoice';
  /** Code (e.g. 'active', 'all'). */
  id: Scalars['String']['output'];
  /** Label. */
  name: Scalars['String']['output'];
};

/** One condition of a segment; the field its type names carries the value. */
export type SegmentCondition = {
  __typename?: 'SegmentCondition';
  /** SPEND_OVER: dollars, up to 2 decimals. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** BOUGHT_CATEGORY: category id. */
  categoryId?: Maybe<Scalars['Int']['output']>;
  /** LAST_VISIT_WITHIN: days, 1–3650. */
  days?: Maybe<Scalars['Int']['output']>;
  /** AGE_GROUP: the group. */
  group?: Maybe<GuestAgeGroup>;
  /** LOCATION: location id. */
  locationId?: Maybe<Scalars['Int']['output']>;
  /** POSTAL_CODE: the start of the code (letters, digits, space, '-'; at most 10). */
  prefix?: Maybe<Scalars['String']['output']>;
  /** BOUGHT_PRODUCT: product id. */
  productId?: Maybe<Scalars['Int']['output']>;
  /** MEMBERSHIP_STATUS: the status. */
  status?: Maybe<GuestMembershipStatus>;
  /** HAS_TAG: tag id. */
  tagId?: Maybe<Scalars['Int']['output']>;
  /** What it tests. */
  type: SegmentConditionType;
};

/** One condition to save: its type and the field that type names. */
export type SegmentConditionInput = {
  /** SPEND_OVER: dollars, 0–999999.99. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** BOUGHT_CATEGORY: category id. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** LAST_VISIT_WITHIN: days, 1–3650. */
  days?: InputMaybe<Scalars['Int']['input']>;
  /** AGE_GROUP: the group. */
  group?: InputMaybe<GuestAgeGroup>;
  /** LOCATION: location id. */
  locationId?: InputMaybe<Scalars['Int']['input']>;
  /** POSTAL_CODE: the start of the code. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** BOUGHT_PRODUCT: product id. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** MEMBERSHIP_STATUS: the status. */
  status?: InputMaybe<GuestMembershipStatus>;
  /** HAS_TAG: tag id. */
  tagId?: InputMaybe<Scalars['Int']['input']>;
  /** What it tests. */
  type: SegmentConditionType;
};

/** A kind of condition the form offers. */
export type SegmentConditionKind = {
  __typename?: 'SegmentConditionKind';
  /** Label. */
  name: Scalars['String']['output'];
  /** Its type. */
  type: SegmentConditionType;
  /** The value's input: days, amount, product, category, option, text, location or tag. */
  value: Scalars['String']['output'];
};

/** What a segment condition tests. */
export type SegmentConditionType =
  /** Age `group` today, from the birth date. */
  | 'AGE_GROUP'
  /** Bought a product of the category `categoryId` (guestSegmentOptions.categories). */
  | 'BOUGHT_CATEGORY'
  /** Bought the product `productId` (see guestSegmentProducts). */
  | 'BOUGHT_PRODUCT'
  /** Carries the CRM tag `tagId`. */
  | 'HAS_TAG'
  /** Last visit within `days` days of today. */
  | 'LAST_VISIT_WITHIN'
  /** Registered at location `locationId`. */
  | 'LOCATION'
  /** Membership `status`. */
  | 'MEMBERSHIP_STATUS'
  /** Postal code starts with `prefix`. */
  | 'POSTAL_CODE'
  /** Total spend over `amount` dollars. */
  | 'SPEND_OVER';

/** What the number-of-guests cell shows (spec/3 §4): the stored count, and whether a count is queued. */
export type SegmentCountState = {
  __typename?: 'SegmentCountState';
  /** When that count was made (ISO instant); null before the first. */
  lastUpdateDate?: Maybe<Scalars['String']['output']>;
  /** A count waits or runs in the job queue: the cell shows loading and asks again. */
  refreshing: Scalars['Boolean']['output'];
  /** Guests matching at the last count; null before the first. */
  value?: Maybe<Scalars['Int']['output']>;
};

/** A choice named by an id. */
export type SegmentIdChoice = {
  __typename?: 'SegmentIdChoice';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** How a segment combines its conditions. */
export type SegmentMatch =
  /** Every condition holds. */
  | 'ALL'
  /** At least one condition holds. */
  | 'ANY';

/** The segment form's fixed choices. */
export type SegmentOptions = {
  __typename?: 'SegmentOptions';
  /** Age groups. */
  ageGroups: Array<SegmentChoice>;
  /** Product categories (of the products sold). */
  categories: Array<SegmentIdChoice>;
  /** Membership statuses. */
  membershipStatuses: Array<SegmentChoice>;
  /** CRM tags. */
  tags: Array<SegmentIdChoice>;
};

/** A product or location a segment condition can name. */
export type SegmentPickerOption = {
  __typename?: 'SegmentPickerOption';
  /** Location code (locations only). */
  code?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** One page of a picker (spec/3 §2: page, hasMore, list). */
export type SegmentPickerPage = {
  __typename?: 'SegmentPickerPage';
  /** The choices of this page. */
  data: Array<SegmentPickerOption>;
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
};

/** A template sent to a segment's guests, now or at a time, and its progress. */
export type SegmentSend = {
  __typename?: 'SegmentSend';
  /** E-mail or SMS. */
  channel: MessageChannel;
  /** When it was asked for, ISO instant. */
  createdAt: Scalars['String']['output'];
  /** Of those, failed or bounced. */
  failed: Scalars['Int']['output'];
  /** When its messages were all queued; null until then. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** Send id. */
  id: Scalars['Int']['output'];
  /** Messages queued, one per guest reached. */
  recipients: Scalars['Int']['output'];
  /** The segment. */
  segmentId: Scalars['Int']['output'];
  /** When it goes (or went) out, ISO instant. */
  sendAt: Scalars['String']['output'];
  /** Of those, delivered. */
  sent: Scalars['Int']['output'];
  /** Guests of the segment left out: no address for the channel, or no marketing opt-in. */
  skipped: Scalars['Int']['output'];
  /** Where it is. */
  status: SegmentSendStatus;
  /** The template's name when it was chosen. */
  templateName: Scalars['String']['output'];
};

/** What a segment send asks for. */
export type SegmentSendInput = {
  /** The segment. */
  segmentId: Scalars['Int']['input'];
  /** ISO instant to send at, within a year; null: now. */
  sendAt?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail or SMS template of the master client. */
  templateId: Scalars['Int']['input'];
};

/** A send recorded, and its text ('The message has been scheduled' or that it is being sent). */
export type SegmentSendResult = {
  __typename?: 'SegmentSendResult';
  /** Success text. */
  message: Scalars['String']['output'];
  /** The send. */
  send: SegmentSend;
};

/** Where a segment send is. */
export type SegmentSendStatus =
  /** One message queued per guest reached. */
  | 'DONE'
  /** Not sent (its template was removed). */
  | 'FAILED'
  /** Waiting for its time. */
  | 'SCHEDULED'
  /** Its messages are being queued. */
  | 'SENDING';

/** State of the caller's session. */
export type SessionStatus = {
  __typename?: 'SessionStatus';
  /** Seconds until the session expires without another call. */
  expiresIn: Scalars['Int']['output'];
};

/** A location group of the master client (spec/3 §3 Group). */
export type SettingsGroup = {
  __typename?: 'SettingsGroup';
  /** Group id. */
  id: Scalars['Int']['output'];
  /** The sub-table: locations in this group, by name. */
  locations: Array<LocationRef>;
  /** Group name, trimmed. */
  name: Scalars['String']['output'];
  /** Optimistic-lock version; send it back with updateGroup. */
  version: Scalars['Int']['output'];
};

/** A location of the master client (spec/3 §3 Location). */
export type SettingsLocation = {
  __typename?: 'SettingsLocation';
  /** address1, address2, city, state and postal code joined, for the table. */
  address: Scalars['String']['output'];
  /** Street address. */
  address1: Scalars['String']['output'];
  /** Second address line. */
  address2: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Short code, unique within the master client; not editable once created. */
  code: Scalars['String']['output'];
  /** Off: the location leaves every location picker and lookup, its guest shop is not available and it takes no new bookings or products; its history stays in reports. */
  enabled: Scalars['Boolean']['output'];
  /** The location's group, or null. */
  groupId?: Maybe<Scalars['Int']['output']>;
  /** Name of the location's group, or null. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** Location id. */
  id: Scalars['Int']['output'];
  /** Location name ('Location' on the form); not editable once created. */
  name: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** State or region. */
  state: Scalars['String']['output'];
  /** Store number. */
  storeNumber: Scalars['String']['output'];
  /** Optimistic-lock version; send it back with updateLocation. */
  version: Scalars['Int']['output'];
};

/** A user of the master client as the Users list shows it. */
export type SettingsUser = {
  __typename?: 'SettingsUser';
  /** Access to the director tool. */
  access: Scalars['Boolean']['output'];
  /** E-mail address (the sign-in name). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['Int']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The sub-table: the user's locations in this master client. */
  locations: Array<LocationRef>;
  /** Phone number, digits only. */
  phone: Scalars['String']['output'];
  /** Role in this master client, or null. */
  roleId?: Maybe<Scalars['Int']['output']>;
  /** Name of that role, or null. */
  roleName?: Maybe<Scalars['String']['output']>;
  /** Active, or invited and not signed in yet. */
  status: UserStatus;
  /** Optimistic-lock version; send it back with updateUser. */
  version: Scalars['Int']['output'];
};

/** A user with every field of the edit dialog. */
export type SettingsUserDetail = {
  __typename?: 'SettingsUserDetail';
  /** Access to the director tool. */
  access: Scalars['Boolean']['output'];
  /** Card id. */
  cardId: Scalars['String']['output'];
  /** E-mail address (the sign-in name). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['Int']['output'];
  /** Avatar as a data URL, or null. */
  img?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The user's locations in this master client; more than one means the full dialog. */
  locations: Array<LocationRef>;
  /** Every master client the user belongs to. */
  masterClients: Array<UserMasterClient>;
  /** Pay rate. */
  payRate: Scalars['String']['output'];
  /** Payroll id. */
  payrollId: Scalars['String']['output'];
  /** Phone number, digits only. */
  phone: Scalars['String']['output'];
  /** POS password. */
  posPassword: Scalars['String']['output'];
  /** Role in this master client, or null. */
  roleId?: Maybe<Scalars['Int']['output']>;
  /** True for holders of role 1, whose role cannot change (spec/3 §3). */
  roleLocked: Scalars['Boolean']['output'];
  /** Name of that role, or null. */
  roleName?: Maybe<Scalars['String']['output']>;
  /** Start date, MM/dd/yyyy, or empty. */
  startDate: Scalars['String']['output'];
  /** Active, or invited and not signed in yet. */
  status: UserStatus;
  /** Optimistic-lock version; send it back with updateUser. */
  version: Scalars['Int']['output'];
};

/** The setup checklist of the selected master client. */
export type SetupChecklist = {
  __typename?: 'SetupChecklist';
  /** True when every step is done. */
  complete: Scalars['Boolean']['output'];
  /** The steps, in the order they are done. */
  items: Array<SetupChecklistItem>;
};

/** One step of setting up a master client. */
export type SetupChecklistItem = {
  __typename?: 'SetupChecklistItem';
  /** Whether its data exists now (counted at read time, never stored). */
  done: Scalars['Boolean']['output'];
  /** Step id (core CHECKLIST_ITEMS): locations, taxesAndRevenue, products, resourcesAndActivities, bookingAndOnline, usersAndRoles. */
  id: Scalars['String']['output'];
  /** Path of the screen where the step is done. */
  path: Scalars['String']['output'];
};

/** Direction of a list's sort. */
export type SortOrder =
  /** Ascending (A→Z, smallest first). */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** A tax rate of the master client. */
export type TaxRate = {
  __typename?: 'TaxRate';
  /** Tax rate id. */
  id: Scalars['Int']['output'];
  /** The sub-table: locations where it applies. */
  locations: Array<LocationRef>;
  /** Name, unique in the master client (any case). */
  name: Scalars['String']['output'];
  /** Percent as the form shows it, e.g. '8.25' (the grid adds '%'). */
  percentage: Scalars['String']['output'];
  /** Tax type id (taxTypes). */
  taxTypeId: Scalars['Int']['output'];
  /** Tax type name. */
  taxTypeName: Scalars['String']['output'];
  /** Optimistic-lock version; send it back with updateTaxRate. */
  version: Scalars['Int']['output'];
};

/** The percentage of one tax rate (spec/3 §7 tax-rate-fee). */
export type TaxRateFee = {
  __typename?: 'TaxRateFee';
  /** Tax rate id. */
  id: Scalars['Int']['output'];
  /** Percent, e.g. '8.25'. */
  percentage: Scalars['String']['output'];
};

/** What the tax rate form saves. */
export type TaxRateInput = {
  /** Locations where it applies; at least one. */
  locationIds: Array<Scalars['Int']['input']>;
  /** Required, at most 100 characters, unique in the master client. */
  name: Scalars['String']['input'];
  /** 0–100, at most 4 decimals (8.875 % sales taxes exist); a '%' sign is accepted. */
  percentage: Scalars['String']['input'];
  /** One of taxTypes. */
  taxTypeId: Scalars['Int']['input'];
};

/** One page of tax rates. */
export type TaxRatePage = {
  __typename?: 'TaxRatePage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The tax rates of this page. */
  rows: Array<TaxRate>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Tax rates matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Tax Rates list sorts by. */
export type TaxRateSort =
  /** Name. */
  | 'NAME'
  /** Percentage. */
  | 'PERCENTAGE'
  /** Tax type. */
  | 'TAX_TYPE';

/** A time of day a product's availability may start or end. */
export type TimeOption = {
  __typename?: 'TimeOption';
  /** Minutes since midnight (what availableFrom / availableTo save). */
  id: Scalars['Int']['output'];
  /** As shown, e.g. '10:30 AM'. */
  name: Scalars['String']['output'];
  /** 24-hour HH:MM, as a time input holds it. */
  time: Scalars['String']['output'];
};

/** Top product sold card (Owner's Box). */
export type TopProductWidget = {
  __typename?: 'TopProductWidget';
  /** ISO 4217 code of the money figures: the one currency of the locations asked. Null when they use different currencies: the money figures then add up different currencies, are not one amount and must not be shown as one. */
  currencyCode?: Maybe<Scalars['String']['output']>;
  /** The tab these figures are for. */
  currentSerie: DashboardTab;
  /** Info tooltip text. */
  desc: Scalars['String']['output'];
  /**
   * The widget for every tab it offers (Today, Yesterday, This Week; currentSerie says which),
   * loaded with it so a tab switch shows figures already here. Asked only when selected; empty when
   * the filter names a date range (the tabs then do not apply) and inside perTab itself.
   */
  perTab: Array<TopProductWidget>;
  /** The ten best-selling (location, product) pairs by revenue. */
  rows: Array<TopSellingRow>;
  /** Items of it sold. */
  subValue: Scalars['Int']['output'];
  /** Its name; empty when nothing sold. */
  text: Scalars['String']['output'];
  /** Title shown on the card. */
  title: Scalars['String']['output'];
  /** Revenue of the best-selling product, currency units. */
  value: Scalars['Float']['output'];
};

/** A top-selling product at a location. */
export type TopSellingRow = {
  __typename?: 'TopSellingRow';
  /** ISO currency code. */
  currency: Scalars['String']['output'];
  /** Location name; 'Total' on a totals row. */
  location: Scalars['String']['output'];
  /** Product name; null on a totals row. */
  product?: Maybe<Scalars['String']['output']>;
  /** Unit price, currency units; null on a totals row. */
  productPrice?: Maybe<Scalars['Float']['output']>;
  /** Items sold. */
  quantitySold: Scalars['Int']['output'];
  /** Revenue, currency units. */
  totalRevenue: Scalars['Float']['output'];
};

/** One text in the default language and in the chosen one. */
export type TranslationEntry = {
  __typename?: 'TranslationEntry';
  /** The text in the default language: what guests see when it is not translated. */
  defaultText: Scalars['String']['output'];
  /** Its kind. */
  group: TranslationGroup;
  /** Stable key, e.g. 'booking.title' or 'product.12.name'. */
  key: Scalars['String']['output'];
  /** No text in the chosen language yet. */
  missing: Scalars['Boolean']['output'];
  /** The text in the chosen language; null when missing. */
  text?: Maybe<Scalars['String']['output']>;
};

/** What kind of guest-facing text an entry is. */
export type TranslationGroup =
  /** A text of the booking page. */
  | 'BOOKING'
  /** A snippet of the e-mails guests receive. */
  | 'EMAIL'
  /** A product's name. */
  | 'PRODUCT';

/** A location's guest texts in one language beside the default language. */
export type TranslationSet = {
  __typename?: 'TranslationSet';
  /** Guest texts first, then the location's products by name; narrowed by the search. */
  entries: Array<TranslationEntry>;
  /** The chosen language. */
  languageId: Scalars['Int']['output'];
  /** The location's code. */
  locationCode: Scalars['String']['output'];
  /** The location's id. */
  locationId: Scalars['Int']['output'];
  /** How many entries have no text in the chosen language (whatever the search). */
  missing: Scalars['Int']['output'];
  /** More products matched than are listed: narrow the search. */
  truncated: Scalars['Boolean']['output'];
};

/** One text to save. */
export type TranslationTextInput = {
  /** The entry's key. */
  key: Scalars['String']['input'];
  /** The text, at most 2000 characters; empty removes the translation (the entry becomes missing). */
  text: Scalars['String']['input'];
};

/** Direction of a widget's trend. */
export type TrendType =
  /** Below its target, or lower than the compared period. */
  | 'DOWN'
  /** At or above its target, or no lower than the compared period. */
  | 'UP';

/** Which user dialog's rules apply to a save (spec/3 §5). */
export type UserForm =
  /** The full dialog (a user with more than one location): POS password and security role required, strict e-mail pattern, MM/dd/yyyy start date. */
  | 'FULL'
  /** The simple dialog: first name, last name, e-mail, phone and role required. */
  | 'SIMPLE';

/** What the user dialogs save (spec/3 §5 rules by `form`); texts at most 100 characters. */
export type UserInput = {
  /** Access to the director tool; absent keeps it (false on create). */
  access?: InputMaybe<Scalars['Boolean']['input']>;
  /** Card id; absent keeps it. */
  cardId?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; unique across users. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Which dialog's rules apply. */
  form: UserForm;
  /** Avatar as a base64 data URL (png, jpg, jpeg, gif or webp, at most 1 MB); null removes it, absent keeps it. */
  img?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Locations in this master client; absent keeps them (none on create). */
  locationIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Pay rate; absent keeps it. */
  payRate?: InputMaybe<Scalars['String']['input']>;
  /** Payroll id; absent keeps it. */
  payrollId?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, digits only. */
  phone: Scalars['String']['input'];
  /** POS password (required by the full dialog); absent keeps it. */
  posPassword?: InputMaybe<Scalars['String']['input']>;
  /** Role in this master client (required); holders of role 1 keep it. */
  roleId?: InputMaybe<Scalars['Int']['input']>;
  /** Start date, MM/dd/yyyy, or empty; absent keeps it. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A master client a user belongs to. */
export type UserMasterClient = {
  __typename?: 'UserMasterClient';
  /** Master client id. */
  masterClientId: Scalars['Int']['output'];
  /** Master client name. */
  masterClientName: Scalars['String']['output'];
};

/** One page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** Zero-based page number answered. */
  page: Scalars['Int']['output'];
  /** The users of this page. */
  rows: Array<SettingsUser>;
  /** Page size answered. */
  rowsPerPage: Scalars['Int']['output'];
  /** Users matching the search and filters, over every page. */
  total: Scalars['Int']['output'];
};

/** Columns the Users and Director Users lists sort by. */
export type UserSort =
  /** E-mail address. */
  | 'EMAIL'
  /** Last name, then first name. */
  | 'NAME'
  /** Phone number. */
  | 'PHONE'
  /** Role name in this master client. */
  | 'ROLE';

/** Whether a user has signed in since being invited. */
export type UserStatus =
  /** Has signed in. */
  | 'ACTIVE'
  /** Invited and not signed in yet; the invitation can be resent. */
  | 'INVITED';

/** One change of one row. The entity's field is set unless the row has been deleted since; the others are null. */
export type VenueChange = {
  __typename?: 'VenueChange';
  /** The booking now, for BOOKING. */
  booking?: Maybe<BookingChange>;
  /** When it was written, ISO 8601 in UTC. */
  changedAt: Scalars['String']['output'];
  /** The guest now, for GUEST. */
  guest?: Maybe<GuestChange>;
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** What happened to it. */
  kind: VenueChangeKind;
  /** The transaction now, for TRANSACTION. */
  transaction?: Maybe<VenueTransactionChange>;
};

/** What a change feed pages through. */
export type VenueChangeEntity =
  /** Bookings. Also needs VIEW of the bookings list. */
  | 'BOOKING'
  /** Guests. Also needs VIEW of guests. */
  | 'GUEST'
  /** Transactions tills, kiosks and card systems sent (recordVenueTransactions). */
  | 'TRANSACTION';

/** What happened to the row. */
export type VenueChangeKind =
  /** It was written for the first time. */
  | 'CREATED'
  /** It was deleted; the change carries its id alone. */
  | 'DELETED'
  /** It was changed. */
  | 'UPDATED';

/** A page of changes, oldest first. */
export type VenueChangePage = {
  __typename?: 'VenueChangePage';
  /** Pass as `after` for the next page; the same cursor comes back while nothing new is final. */
  cursor: Scalars['String']['output'];
  /** More changes are ready now; ask again with `cursor` at once. When false, ask again later. */
  hasMore: Scalars['Boolean']['output'];
  /** The changes, at most `first`. */
  items: Array<VenueChange>;
};

/** How the sale was made; the dashboards' payment channels. */
export type VenueChannel =
  /** At a self-service kiosk. */
  | 'KIOSK'
  /** Online; the dashboards count it as Club Booking. */
  | 'ONLINE'
  /** At a till (the default). */
  | 'WALK_IN';

/** A guest party checked in at `occurredAt`. */
export type VenueCheckInInput = {
  /** Adults among them, 0 to partySize; all of them when left out. */
  adults?: InputMaybe<Scalars['Int']['input']>;
  /** The guest who checked in: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
  /** People in the party, 1 to 500. */
  partySize: Scalars['Int']['input'];
};

/** What happened to guest credit. */
export type VenueCreditAction =
  /** Lapsed unused; never more than the location's unused credit. */
  | 'EXPIRED'
  /** Given to a guest (a refund as credit, a goodwill gesture). */
  | 'ISSUED'
  /** Used to pay; never more than the location's unused credit. */
  | 'REDEEMED';

/** A guest credit move at `occurredAt`. */
export type VenueCreditInput = {
  /** Issued, redeemed or expired. */
  action: VenueCreditAction;
  /** The amount in the location's currency, more than 0.00, e.g. "10.00". */
  amount: Scalars['String']['input'];
};

/** One venue event. Each is recorded whole or not at all. */
export type VenueEventInput = {
  /** The check-in, when kind is CHECK_IN. */
  checkIn?: InputMaybe<VenueCheckInInput>;
  /** The credit move, when kind is CREDIT. */
  credit?: InputMaybe<VenueCreditInput>;
  /** The sender's id of the event, unique per master client among events (transactions' ids are apart), at most 100 characters. Sent again, it is REPLAYED. */
  externalId: Scalars['String']['input'];
  /** The gift card's move, when kind is GIFT_CARD. */
  giftCard?: InputMaybe<VenueGiftCardInput>;
  /** What it records. */
  kind: VenueEventKind;
  /** The location's code (Settings → Locations). */
  locationCode: Scalars['String']['input'];
  /** The membership, when kind is MEMBERSHIP. */
  membership?: InputMaybe<VenueMembershipInput>;
  /** When it happened: an ISO 8601 instant with its offset. The business day and hour come from it in the location's time zone. */
  occurredAt: Scalars['String']['input'];
  /** The shift, when kind is SHIFT. */
  shift?: InputMaybe<VenueShiftInput>;
  /** The waiver, when kind is WAIVER. */
  waiver?: InputMaybe<VenueWaiverInput>;
};

/** What a venue event records; exactly the detail of the same name is given. */
export type VenueEventKind =
  /** A guest party's check-in (detail `checkIn`): visits, new and repeat guests, party sizes. */
  | 'CHECK_IN'
  /** Guest credit issued, redeemed or expired (detail `credit`): credit liabilities. */
  | 'CREDIT'
  /** A gift card sold, redeemed or expired (detail `giftCard`): gift-card revenue and liabilities. A card's sale is this event, not a transaction line, or it would count twice. */
  | 'GIFT_CARD'
  /** A membership sold (detail `membership`): new memberships, membership revenue and liabilities. Its sale is this event, not a transaction line. */
  | 'MEMBERSHIP'
  /** A labour shift (detail `shift`): Labour Cost % and labour hours. */
  | 'SHIFT'
  /** A signed waiver (detail `waiver`): waivers signed. */
  | 'WAIVER';

/** What became of one event, in the order sent. */
export type VenueEventResult = {
  __typename?: 'VenueEventResult';
  /** BAD_USER_INPUT (the input is invalid, or a card or credit would go below zero) or NOT_FOUND (it names a location or gift card that does not exist); null unless rejected. */
  code?: Maybe<Scalars['String']['output']>;
  /** The externalId sent (empty when none was). */
  externalId: Scalars['String']['output'];
  /** The input field the rejection is about, e.g. `shift.minutes`; null otherwise. */
  field?: Maybe<Scalars['String']['output']>;
  /** Why it was rejected (English); null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Accepted, replayed or rejected. */
  status: VenueTransactionStatus;
};

/** What a batch of events did: counts and one result per event, in the order sent. */
export type VenueEventsResult = {
  __typename?: 'VenueEventsResult';
  /** Events recorded now. */
  accepted: Scalars['Int']['output'];
  /** Events refused; nothing of them written. */
  rejected: Scalars['Int']['output'];
  /** Events recorded before with the same content; nothing written. */
  replayed: Scalars['Int']['output'];
  /** One per event sent, in the same order. */
  results: Array<VenueEventResult>;
};

/** A location a till may name in `locationCode`. */
export type VenueFeedLocation = {
  __typename?: 'VenueFeedLocation';
  /** The code to send as `locationCode`. */
  code: Scalars['String']['output'];
  /** ISO 4217 currency the amounts are in. */
  currency: Scalars['String']['output'];
  /** Location name. */
  name: Scalars['String']['output'];
  /** IANA time zone the business day and hour are taken in. */
  timeZone: Scalars['String']['output'];
};

/** A product a till may name in `productId`. */
export type VenueFeedProduct = {
  __typename?: 'VenueFeedProduct';
  /** The id to send as `productId`. */
  id: Scalars['Int']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** List price of one item, e.g. "12.50"; a till may sell at another price. */
  price: Scalars['String']['output'];
};

/** What a till maps its own codes to before sending: the master client's locations and products. */
export type VenueFeedReferences = {
  __typename?: 'VenueFeedReferences';
  /** Every location, by name. */
  locations: Array<VenueFeedLocation>;
  /** The products, by name (at most 1,000). */
  products: Array<VenueFeedProduct>;
};

/** What happened to a gift card. */
export type VenueGiftCardAction =
  /** Written off at its expiry: takes from the balance, never more than it holds. */
  | 'EXPIRED'
  /** Used to pay: takes from the balance, never more than it holds. */
  | 'REDEEMED'
  /** Sold, or topped up: adds to the card's balance. */
  | 'SOLD';

/** A gift card's move at `occurredAt`. A card may be redeemed at any location of the master client. */
export type VenueGiftCardInput = {
  /** Sold, redeemed or expired. */
  action: VenueGiftCardAction;
  /** The amount in the location's currency, more than 0.00, e.g. "25.00". */
  amount: Scalars['String']['input'];
  /** The card's number as the card system prints it, at most 100 characters; unique per master client. A card is SOLD before it is redeemed or expired. */
  cardNumber: Scalars['String']['input'];
};

/** The guest of a transaction: matched by e-mail, else by phone, else created. */
export type VenueGuestInput = {
  /** E-mail address; an e-mail or a phone is required. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name, used when the guest is created. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name, used when the guest is created. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number: 4 to 19 digits, an optional + first. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** An import (of sales, guests or products) and how far it has come. */
export type VenueImport = {
  __typename?: 'VenueImport';
  /** Records added by this import. */
  accepted: Scalars['Int']['output'];
  /** When the file was uploaded (ISO 8601 instant). */
  createdAt: Scalars['String']['output'];
  /** Address of the CSV of refused rows (line, the record's key: externalId, email or name, column, reason), for a signed-in download. */
  errorReportUrl: Scalars['String']['output'];
  /** Why the import stopped, when FAILED; null otherwise. */
  failure?: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** When it was done; null until then. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** csv or xlsx. */
  format: Scalars['String']['output'];
  /** The import's id. */
  id: Scalars['Int']['output'];
  /** What it adds. */
  kind: ImportKind;
  /** Rows with a problem found at upload, by every rule checkable before writing; their records will be refused. */
  problemRows: Scalars['Int']['output'];
  /** Records refused; the error report lists their rows and why. */
  rejected: Scalars['Int']['output'];
  /** Records there already (sales: recorded before with the same content; guests: the same e-mail or phone; products: the same name and type); nothing written. */
  replayed: Scalars['Int']['output'];
  /** Rows written, replayed or refused so far. */
  rowsDone: Scalars['Int']['output'];
  /** When it was first started; null until then. */
  startedAt?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: VenueImportStatus;
  /** Rows of the file (blank rows and the header left out). */
  totalRows: Scalars['Int']['output'];
  /** Records the rows form: transactions for sales (rows sharing an externalId form one); a guest or product a row. */
  totalTransactions: Scalars['Int']['output'];
  /** When its progress last moved. */
  updatedAt: Scalars['String']['output'];
};

/** One non-empty cell of a previewed row. */
export type VenueImportCell = {
  __typename?: 'VenueImportCell';
  /** The template's column name, e.g. `quantity`. */
  column: Scalars['String']['output'];
  /** The cell as read from the file. */
  value: Scalars['String']['output'];
};

/** The first rows of an import and their problems, before anything is written. */
export type VenueImportPreview = {
  __typename?: 'VenueImportPreview';
  /** The import. */
  import: VenueImport;
  /** The file's first 20 rows. */
  rows: Array<VenueImportRow>;
};

/** A problem of a previewed row. */
export type VenueImportProblem = {
  __typename?: 'VenueImportProblem';
  /** The column it is about; null when it concerns the row or its transaction as a whole. */
  column?: Maybe<Scalars['String']['output']>;
  /** Message catalogue key, for the screen's language. */
  key: Scalars['String']['output'];
  /** The message in English. */
  message: Scalars['String']['output'];
};

/** A row of the file as the preview shows it. */
export type VenueImportRow = {
  __typename?: 'VenueImportRow';
  /** Its non-empty cells, in the template's column order. */
  cells: Array<VenueImportCell>;
  /** The file's line (the header is line 1). */
  line: Scalars['Int']['output'];
  /** What would refuse its record, as far as known before writing; empty when none. */
  problems: Array<VenueImportProblem>;
};

/** Where an import stands. */
export type VenueImportStatus =
  /** Every row was written, replayed or refused. */
  | 'DONE'
  /** Stopped by an error after its retries; starting it again resumes from the last finished batch. */
  | 'FAILED'
  /** Queued or being written, batch by batch; it goes on when the page is left. */
  | 'RUNNING'
  /** Uploaded and staged; nothing written yet. Preview it, then start it. */
  | 'STAGED'
  /** The file is still arriving; its rows are being staged. */
  | 'UPLOADING';

/** A membership sold at `occurredAt`: its term starts on that business day. */
export type VenueMembershipInput = {
  /** The member: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
  /** What it sold for in the location's currency, more than 0.00, e.g. "49.99". */
  price: Scalars['String']['input'];
  /** Days the membership runs, 1 to 3660 (e.g. 30, 365). */
  termDays: Scalars['Int']['input'];
};

/** A labour shift starting at `occurredAt`. */
export type VenueShiftInput = {
  /** What it cost in the location's currency, e.g. "120.00". */
  cost: Scalars['String']['input'];
  /** The till's code of the employee; employees are created on first sight, as in recordVenueTransactions. */
  employeeCode: Scalars['String']['input'];
  /** How long it lasted, 1 to 1440 minutes. */
  minutes: Scalars['Int']['input'];
};

/** How a payment was made. */
export type VenueTender =
  /** Credit or debit card. */
  | 'CARD'
  /** Cash. */
  | 'CASH'
  /** A guest's credit. */
  | 'CREDIT'
  /** A gift card. */
  | 'GIFT_CARD'
  /** Anything else. */
  | 'OTHER'
  /** A voucher or coupon. */
  | 'VOUCHER';

/** A transaction's fields, as they are now. */
export type VenueTransactionChange = {
  __typename?: 'VenueTransactionChange';
  /** How it was made. */
  channel: VenueChannel;
  /** The sender's id of the transaction. */
  externalId: Scalars['String']['output'];
  /** The guest's id (the GUEST entity's id), if known. */
  guestId?: Maybe<Scalars['ID']['output']>;
  /** Sale, refund or void. */
  kind: VenueTransactionKind;
  /** The location's id. */
  locationId: Scalars['Int']['output'];
  /** When it happened, ISO 8601 in UTC. */
  occurredAt: Scalars['String']['output'];
  /** The externalId of the sale a refund or void undoes; null for a sale. */
  originalExternalId?: Maybe<Scalars['String']['output']>;
  /** When it was recorded, ISO 8601 in UTC. */
  receivedAt: Scalars['String']['output'];
  /** Total of its lines, e.g. "31.99". */
  total: Scalars['String']['output'];
  /** A sale's: what its refunds and voids have undone so far, e.g. "5.00". */
  undone: Scalars['String']['output'];
};

/** One transaction as a till sends it. Each is recorded whole or not at all. */
export type VenueTransactionInput = {
  /** How it was made; WALK_IN when left out. */
  channel?: InputMaybe<VenueChannel>;
  /** The till's code of the employee who rang it up; employees are created on first sight. */
  employeeCode?: InputMaybe<Scalars['String']['input']>;
  /** The sender's id of the transaction, unique per master client, at most 100 characters. Sent again, it is REPLAYED. */
  externalId: Scalars['String']['input'];
  /** The guest, if known. */
  guest?: InputMaybe<VenueGuestInput>;
  /** SALE when left out. */
  kind?: InputMaybe<VenueTransactionKind>;
  /** 1 to 100 lines. */
  lines: Array<VenueTransactionLineInput>;
  /** The location's code (Settings → Locations). */
  locationCode: Scalars['String']['input'];
  /** When it happened: an ISO 8601 instant with its offset. The business day and hour come from it in the location's time zone. */
  occurredAt: Scalars['String']['input'];
  /** The externalId of the sale a REFUND or VOID undoes; refunds and voids of one sale never exceed its total. */
  originalExternalId?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 payments, adding up to the lines' total. */
  payments: Array<VenueTransactionPaymentInput>;
};

/** What a transaction does. */
export type VenueTransactionKind =
  /** Money given back for part or all of an earlier sale, named by `originalExternalId`. */
  | 'REFUND'
  /** A sale (the default). */
  | 'SALE'
  /** An earlier sale cancelled, named by `originalExternalId`. */
  | 'VOID';

/** One line of a transaction: a product, how many and at what price each. */
export type VenueTransactionLineInput = {
  /** The product's id (the dashboards' products of this master client). */
  productId: Scalars['Int']['input'];
  /** Items, 1 to 9999. */
  quantity: Scalars['Int']['input'];
  /** Price of one item in the location's currency: digits, at most 6 before the point and 2 after, e.g. "12.50". */
  unitPrice: Scalars['String']['input'];
};

/** One payment of a transaction. */
export type VenueTransactionPaymentInput = {
  /** Amount in the location's currency, more than 0, e.g. "12.50". The payments must add up to the lines' total. */
  amount: Scalars['String']['input'];
  /** How it was paid. */
  tender: VenueTender;
};

/** What became of one transaction, in the order sent. */
export type VenueTransactionResult = {
  __typename?: 'VenueTransactionResult';
  /** BAD_USER_INPUT (the input is invalid) or NOT_FOUND (it names a location, product or sale that does not exist); null unless rejected. */
  code?: Maybe<Scalars['String']['output']>;
  /** The externalId sent (empty when none was). */
  externalId: Scalars['String']['output'];
  /** The input field the rejection is about, e.g. `lines.1.quantity`; null otherwise. */
  field?: Maybe<Scalars['String']['output']>;
  /** Why it was rejected (English); null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Accepted, replayed or rejected. */
  status: VenueTransactionStatus;
};

/** What became of one transaction of a batch. */
export type VenueTransactionStatus =
  /** Recorded now; on the dashboards at the next read. */
  | 'ACCEPTED'
  /** Refused; `message` says why and nothing of it was written. */
  | 'REJECTED'
  /** The same externalId with the same content was recorded before; nothing was written. */
  | 'REPLAYED';

/** What a batch did: counts and one result per transaction, in the order sent. */
export type VenueTransactionsResult = {
  __typename?: 'VenueTransactionsResult';
  /** Transactions recorded now. */
  accepted: Scalars['Int']['output'];
  /** Transactions refused; nothing of them written. */
  rejected: Scalars['Int']['output'];
  /** Transactions recorded before with the same content; nothing written. */
  replayed: Scalars['Int']['output'];
  /** One per transaction sent, in the same order. */
  results: Array<VenueTransactionResult>;
};

/** A waiver signed at `occurredAt`. */
export type VenueWaiverInput = {
  /** The guest who signed: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
};

/** The headline figure of a widget and its trend (hidden for date ranges 1, 16 and 17). */
export type WidgetConversion = {
  __typename?: 'WidgetConversion';
  /** Signed change in percent against the previous period or the year before ((current − previous) / previous × 100, two decimals); null when the trend is hidden, compares with a target, or the compared figure is zero. */
  change?: Maybe<Scalars['Float']['output']>;
  /** Whether value is money. */
  currency: Scalars['Boolean']['output'];
  /** The master client's first data day (YYYY-MM-DD) when the compared period begins before it: no change is given, and the card says 'no data before' that day. Null otherwise. */
  noDataBefore?: Maybe<Scalars['String']['output']>;
  /** Value as a percentage of its target ('92 % of target'); null when the trend is hidden or compares with another period. */
  ofTarget?: Maybe<Scalars['Float']['output']>;
  /** What the trend compares with: 'of target', 'vs previous period' or 'vs year before'. */
  trendCaption?: Maybe<Scalars['String']['output']>;
  /** Up or down: percentage of target at or above 100, or a change at or above zero; null when hidden. */
  trendType?: Maybe<TrendType>;
  /** The headline value (money in currency units with two decimals). */
  value: Scalars['Float']['output'];
};

/** One series of a chart. */
export type WidgetSeries = {
  __typename?: 'WidgetSeries';
  /** Whether data is money. */
  currency?: Maybe<Scalars['Boolean']['output']>;
  /** One value per category. */
  data: Array<Scalars['Float']['output']>;
  /** Series name (legend). */
  name: Scalars['String']['output'];
  /** Secondary values per category: postal-code revenue, liability change percent, share percent. */
  subData?: Maybe<Array<Scalars['Float']['output']>>;
};

/** A named total (gift cards, credits, payments). */
export type WidgetTotal = {
  __typename?: 'WidgetTotal';
  /** Whether value is money. */
  currency: Scalars['Boolean']['output'];
  /** What the total counts. */
  name: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['Float']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  AddGuestNoteResult: ResolverTypeWrapper<AddGuestNoteResult>;
  AdminSiteKind: AdminSiteKind;
  AdminSiteLink: ResolverTypeWrapper<AdminSiteLink>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenGrant: ResolverTypeWrapper<ApiTokenGrant>;
  ApiTokenGrantInput: ApiTokenGrantInput;
  ApiTokenInput: ApiTokenInput;
  ApiTokenStatus: ApiTokenStatus;
  AuditAction: AuditAction;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFieldChange: ResolverTypeWrapper<AuditFieldChange>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuditUser: ResolverTypeWrapper<AuditUser>;
  BookingActionResult: ResolverTypeWrapper<BookingActionResult>;
  BookingActivity: ResolverTypeWrapper<BookingActivity>;
  BookingCardSettings: ResolverTypeWrapper<BookingCardSettings>;
  BookingChange: ResolverTypeWrapper<BookingChange>;
  BookingCheckIn: ResolverTypeWrapper<BookingCheckIn>;
  BookingCheckInResult: ResolverTypeWrapper<BookingCheckInResult>;
  BookingCheckIns: ResolverTypeWrapper<BookingCheckIns>;
  BookingCustomersResult: ResolverTypeWrapper<BookingCustomersResult>;
  BookingDayAvailability: ResolverTypeWrapper<BookingDayAvailability>;
  BookingDeskQuote: ResolverTypeWrapper<BookingDeskQuote>;
  BookingDeskQuoteInput: BookingDeskQuoteInput;
  BookingDetail: ResolverTypeWrapper<BookingDetail>;
  BookingDiscount: ResolverTypeWrapper<BookingDiscount>;
  BookingDiscountInput: BookingDiscountInput;
  BookingDiscountPage: ResolverTypeWrapper<BookingDiscountPage>;
  BookingDiscountSaved: ResolverTypeWrapper<BookingDiscountSaved>;
  BookingDiscountSort: BookingDiscountSort;
  BookingEmail: ResolverTypeWrapper<BookingEmail>;
  BookingFilterCategory: ResolverTypeWrapper<BookingFilterCategory>;
  BookingFilterInput: BookingFilterInput;
  BookingFilterLocation: ResolverTypeWrapper<BookingFilterLocation>;
  BookingFilterRole: ResolverTypeWrapper<BookingFilterRole>;
  BookingFilters: ResolverTypeWrapper<BookingFilters>;
  BookingFirstPaymentInput: BookingFirstPaymentInput;
  BookingGuest: ResolverTypeWrapper<BookingGuest>;
  BookingGuestSegmentChoice: ResolverTypeWrapper<BookingGuestSegmentChoice>;
  BookingGuestSegmentChoices: ResolverTypeWrapper<BookingGuestSegmentChoices>;
  BookingInTheWay: ResolverTypeWrapper<BookingInTheWay>;
  BookingInfo: ResolverTypeWrapper<BookingInfo>;
  BookingLiveDeal: ResolverTypeWrapper<BookingLiveDeal>;
  BookingLocalization: ResolverTypeWrapper<BookingLocalization>;
  BookingLocalizations: ResolverTypeWrapper<BookingLocalizations>;
  BookingLocation: ResolverTypeWrapper<BookingLocation>;
  BookingOffering: ResolverTypeWrapper<BookingOffering>;
  BookingOfferingChoice: ResolverTypeWrapper<BookingOfferingChoice>;
  BookingOfferingInput: BookingOfferingInput;
  BookingPage: ResolverTypeWrapper<BookingPage>;
  BookingPayment: ResolverTypeWrapper<BookingPayment>;
  BookingPaymentIntent: ResolverTypeWrapper<BookingPaymentIntent>;
  BookingPaymentMethod: BookingPaymentMethod;
  BookingProduct: ResolverTypeWrapper<BookingProduct>;
  BookingRefundReason: BookingRefundReason;
  BookingRescheduleOption: ResolverTypeWrapper<BookingRescheduleOption>;
  BookingResource: ResolverTypeWrapper<BookingResource>;
  BookingResourceInput: BookingResourceInput;
  BookingResourcePage: ResolverTypeWrapper<BookingResourcePage>;
  BookingSchedule: ResolverTypeWrapper<BookingSchedule>;
  BookingSetupResult: ResolverTypeWrapper<BookingSetupResult>;
  BookingState: BookingState;
  BookingTimeSlot: ResolverTypeWrapper<BookingTimeSlot>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandImage: ResolverTypeWrapper<BrandImage>;
  Calendar: ResolverTypeWrapper<Calendar>;
  CalendarDayHours: ResolverTypeWrapper<CalendarDayHours>;
  CalendarDayHoursInput: CalendarDayHoursInput;
  CalendarException: ResolverTypeWrapper<CalendarException>;
  CalendarExceptionInput: CalendarExceptionInput;
  CalendarExceptionSave: ResolverTypeWrapper<CalendarExceptionSave>;
  CalendarRemoval: ResolverTypeWrapper<CalendarRemoval>;
  CalendarScopeInput: CalendarScopeInput;
  CalendarWeeklySave: ResolverTypeWrapper<CalendarWeeklySave>;
  CatalogueOption: ResolverTypeWrapper<CatalogueOption>;
  ChangePasswordInput: ChangePasswordInput;
  ChartWidget: ResolverTypeWrapper<ChartWidget>;
  ClosedDayBooking: ResolverTypeWrapper<ClosedDayBooking>;
  ClubAvailabilityPerDay: ResolverTypeWrapper<ClubAvailabilityPerDay>;
  ClubAvailabilityPerDayInput: ClubAvailabilityPerDayInput;
  ClubBlackoutDate: ResolverTypeWrapper<ClubBlackoutDate>;
  ClubBlackoutDateInput: ClubBlackoutDateInput;
  ClubBookingLookups: ResolverTypeWrapper<ClubBookingLookups>;
  ClubBookingSettings: ResolverTypeWrapper<ClubBookingSettings>;
  ClubBranding: ResolverTypeWrapper<ClubBranding>;
  ClubBrandingInput: ClubBrandingInput;
  ClubCategorySetting: ResolverTypeWrapper<ClubCategorySetting>;
  ClubCategorySettingInput: ClubCategorySettingInput;
  ClubCategorySettings: ResolverTypeWrapper<ClubCategorySettings>;
  ClubCategorySettingsInput: ClubCategorySettingsInput;
  ClubCustomPrompt: ResolverTypeWrapper<ClubCustomPrompt>;
  ClubCustomPromptInput: ClubCustomPromptInput;
  ClubCustomPrompts: ResolverTypeWrapper<ClubCustomPrompts>;
  ClubCustomPromptsInput: ClubCustomPromptsInput;
  ClubDayAvailability: ResolverTypeWrapper<ClubDayAvailability>;
  ClubDayAvailabilityInput: ClubDayAvailabilityInput;
  ClubDeal: ResolverTypeWrapper<ClubDeal>;
  ClubDealData: ResolverTypeWrapper<ClubDealData>;
  ClubDealInput: ClubDealInput;
  ClubDealPage: ResolverTypeWrapper<ClubDealPage>;
  ClubDealSaved: ResolverTypeWrapper<ClubDealSaved>;
  ClubDealSort: ClubDealSort;
  ClubGeneralSettings: ResolverTypeWrapper<ClubGeneralSettings>;
  ClubGeneralSettingsInput: ClubGeneralSettingsInput;
  ClubNamed: ResolverTypeWrapper<ClubNamed>;
  ClubNotification: ResolverTypeWrapper<ClubNotification>;
  ClubNotificationInput: ClubNotificationInput;
  ClubNotificationPage: ResolverTypeWrapper<ClubNotificationPage>;
  ClubNotificationSaved: ResolverTypeWrapper<ClubNotificationSaved>;
  ClubNotificationSort: ClubNotificationSort;
  ClubOfferingChoices: ResolverTypeWrapper<ClubOfferingChoices>;
  ClubOption: ResolverTypeWrapper<ClubOption>;
  ClubPaymentProcessor: ResolverTypeWrapper<ClubPaymentProcessor>;
  ClubProductChoice: ResolverTypeWrapper<ClubProductChoice>;
  ClubTimeRange: ResolverTypeWrapper<ClubTimeRange>;
  ClubTimeRangeInput: ClubTimeRangeInput;
  Contact: ResolverTypeWrapper<Contact>;
  ContactInput: ContactInput;
  ContactType: ResolverTypeWrapper<ContactType>;
  CreateBookingInput: CreateBookingInput;
  CreateBookingResult: ResolverTypeWrapper<CreateBookingResult>;
  CreateDeskGuestInput: CreateDeskGuestInput;
  CreateDeskGuestResult: ResolverTypeWrapper<CreateDeskGuestResult>;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  CreditType: ResolverTypeWrapper<CreditType>;
  CreditTypeInput: CreditTypeInput;
  CreditTypeMembership: ResolverTypeWrapper<CreditTypeMembership>;
  CreditTypePage: ResolverTypeWrapper<CreditTypePage>;
  CreditTypeSort: CreditTypeSort;
  CrmMessage: ResolverTypeWrapper<CrmMessage>;
  CrmMessagePage: ResolverTypeWrapper<CrmMessagePage>;
  CrmSaveResult: ResolverTypeWrapper<CrmSaveResult>;
  Culture: ResolverTypeWrapper<Culture>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CutType: CutType;
  DashboardEntity: ResolverTypeWrapper<DashboardEntity>;
  DashboardFilterInput: DashboardFilterInput;
  DashboardFrequency: DashboardFrequency;
  DashboardTab: DashboardTab;
  DateFormat: ResolverTypeWrapper<DateFormat>;
  DealType: DealType;
  Department: ResolverTypeWrapper<Department>;
  DepartmentRef: ResolverTypeWrapper<DepartmentRef>;
  DirectorUser: ResolverTypeWrapper<DirectorUser>;
  DirectorUserInput: DirectorUserInput;
  DirectorUserPage: ResolverTypeWrapper<DirectorUserPage>;
  Discount: ResolverTypeWrapper<Discount>;
  DiscountInput: DiscountInput;
  DiscountPage: ResolverTypeWrapper<DiscountPage>;
  DiscountRevenueClass: ResolverTypeWrapper<DiscountRevenueClass>;
  DiscountSort: DiscountSort;
  DisplayOrderInput: DisplayOrderInput;
  DisplayOrderItem: ResolverTypeWrapper<DisplayOrderItem>;
  DnsEntry: ResolverTypeWrapper<DnsEntry>;
  DriveRevenueDashboard: ResolverTypeWrapper<DashboardParent>;
  DuplicateGuest: ResolverTypeWrapper<DuplicateGuest>;
  DuplicateGuestReason: DuplicateGuestReason;
  EmailBranding: ResolverTypeWrapper<EmailBranding>;
  EmailBrandingInput: EmailBrandingInput;
  EmailSmsTemplate: ResolverTypeWrapper<EmailSmsTemplate>;
  EmailSmsTemplateInput: EmailSmsTemplateInput;
  EmailSmsTemplatePage: ResolverTypeWrapper<EmailSmsTemplatePage>;
  EmailTemplatePreview: ResolverTypeWrapper<EmailTemplatePreview>;
  EmailTemplateVariable: ResolverTypeWrapper<EmailTemplateVariable>;
  EmployeePerformanceRow: ResolverTypeWrapper<EmployeePerformanceRow>;
  EmployeePerformanceWidget: ResolverTypeWrapper<EmployeePerformanceWidget>;
  EntitlementPackageOption: ResolverTypeWrapper<EntitlementPackageOption>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FoodModifier: ResolverTypeWrapper<FoodModifier>;
  FoodModifierInput: FoodModifierInput;
  FoodModifierPage: ResolverTypeWrapper<FoodModifierPage>;
  FoodModifierSort: FoodModifierSort;
  GameCardDetails: ResolverTypeWrapper<GameCardDetails>;
  GameCardDetailsInput: GameCardDetailsInput;
  GeneralSettings: ResolverTypeWrapper<GeneralSettings>;
  GeneralSettingsInput: GeneralSettingsInput;
  GeneralSettingsSave: ResolverTypeWrapper<GeneralSettingsSave>;
  GroupInput: GroupInput;
  GroupOption: ResolverTypeWrapper<GroupOption>;
  GroupPage: ResolverTypeWrapper<GroupPage>;
  GroupSort: GroupSort;
  GroupWithLocations: ResolverTypeWrapper<GroupWithLocations>;
  Guest: ResolverTypeWrapper<Guest>;
  GuestAgeGroup: GuestAgeGroup;
  GuestChange: ResolverTypeWrapper<GuestChange>;
  GuestDetail: ResolverTypeWrapper<GuestDetail>;
  GuestExperienceDashboard: ResolverTypeWrapper<DashboardParent>;
  GuestExportDay: ResolverTypeWrapper<GuestExportDay>;
  GuestMembershipStatus: GuestMembershipStatus;
  GuestNote: ResolverTypeWrapper<GuestNote>;
  GuestPage: ResolverTypeWrapper<GuestPage>;
  GuestSegment: ResolverTypeWrapper<GuestSegment>;
  GuestSegmentInput: GuestSegmentInput;
  GuestSegmentPage: ResolverTypeWrapper<GuestSegmentPage>;
  GuestSort: GuestSort;
  GuestTag: ResolverTypeWrapper<GuestTag>;
  GuestTagRef: ResolverTypeWrapper<GuestTagRef>;
  GuestTimeline: ResolverTypeWrapper<GuestTimeline>;
  GuestTimelineEvent: ResolverTypeWrapper<GuestTimelineEvent>;
  GuestTimelineKind: GuestTimelineKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportKind: ImportKind;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<Integration>;
  IntegrationInput: IntegrationInput;
  IntegrationKind: IntegrationKind;
  InvitationCheck: ResolverTypeWrapper<InvitationCheck>;
  InvitationStatus: InvitationStatus;
  InviteResult: ResolverTypeWrapper<InviteResult>;
  KioskChoices: ResolverTypeWrapper<KioskChoices>;
  KioskSettings: ResolverTypeWrapper<KioskSettings>;
  KioskSettingsDocument: ResolverTypeWrapper<KioskSettingsDocument>;
  KioskSettingsInput: KioskSettingsInput;
  LabelValue: ResolverTypeWrapper<LabelValue>;
  Language: ResolverTypeWrapper<Language>;
  LiabilityAging: ResolverTypeWrapper<LiabilityAging>;
  LiabilityAgingRow: ResolverTypeWrapper<LiabilityAgingRow>;
  LightningDeal: ResolverTypeWrapper<LightningDeal>;
  LightningDealInput: LightningDealInput;
  LightningDealPage: ResolverTypeWrapper<LightningDealPage>;
  LightningDealSaved: ResolverTypeWrapper<LightningDealSaved>;
  LightningDealSort: LightningDealSort;
  LinkedRole: ResolverTypeWrapper<LinkedRole>;
  LocationCreateInput: LocationCreateInput;
  LocationLookup: ResolverTypeWrapper<LocationLookup>;
  LocationPage: ResolverTypeWrapper<LocationPage>;
  LocationPerformanceWidget: ResolverTypeWrapper<LocationPerformanceWidget>;
  LocationRef: ResolverTypeWrapper<LocationRef>;
  LocationSort: LocationSort;
  LocationStatisticsRow: ResolverTypeWrapper<LocationStatisticsRow>;
  LocationStatisticsWidget: ResolverTypeWrapper<LocationStatisticsWidget>;
  LocationUpdateInput: LocationUpdateInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  MarketingLanguage: ResolverTypeWrapper<MarketingLanguage>;
  MarketingOption: ResolverTypeWrapper<MarketingOption>;
  MarketingResult: ResolverTypeWrapper<MarketingResult>;
  MasterClient: ResolverTypeWrapper<MasterClient>;
  Me: ResolverTypeWrapper<Me>;
  Membership: ResolverTypeWrapper<Membership>;
  MembershipCredit: ResolverTypeWrapper<MembershipCredit>;
  MembershipCreditInput: MembershipCreditInput;
  MembershipInput: MembershipInput;
  MembershipPage: ResolverTypeWrapper<MembershipPage>;
  MembershipSort: MembershipSort;
  MessageChannel: MessageChannel;
  MessageStatus: MessageStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewCustomerInput: NewCustomerInput;
  NotificationChannel: NotificationChannel;
  NotificationKind: NotificationKind;
  NumberOfGuests: ResolverTypeWrapper<NumberOfGuests>;
  OfferingChannel: OfferingChannel;
  OfferingDepositType: OfferingDepositType;
  OfferingPriceType: OfferingPriceType;
  OfferingQuantityType: OfferingQuantityType;
  OfferingType: OfferingType;
  OnlineBookingSettings: ResolverTypeWrapper<OnlineBookingSettings>;
  OnlineBookingSettingsInput: OnlineBookingSettingsInput;
  OperationalEfficiencyDashboard: ResolverTypeWrapper<DashboardParent>;
  OwnersBoxDashboard: ResolverTypeWrapper<DashboardParent>;
  PasswordRecoveryInput: PasswordRecoveryInput;
  PayLink: ResolverTypeWrapper<PayLink>;
  PayLinkResult: ResolverTypeWrapper<PayLinkResult>;
  PermissionFlag: PermissionFlag;
  Product: ResolverTypeWrapper<Product>;
  ProductAvailability: ResolverTypeWrapper<ProductAvailability>;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: ResolverTypeWrapper<ProductCategoryPage>;
  ProductCategorySort: ProductCategorySort;
  ProductCredit: ResolverTypeWrapper<ProductCredit>;
  ProductCreditInput: ProductCreditInput;
  ProductDetail: ResolverTypeWrapper<ProductDetail>;
  ProductDisplayPosition: ResolverTypeWrapper<ProductDisplayPosition>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductInput: ProductInput;
  ProductInventory: ResolverTypeWrapper<ProductInventory>;
  ProductInventoryInput: ProductInventoryInput;
  ProductKind: ProductKind;
  ProductLanguageRow: ResolverTypeWrapper<ProductLanguageRow>;
  ProductLocaleName: ResolverTypeWrapper<ProductLocaleName>;
  ProductLocaleNameInput: ProductLocaleNameInput;
  ProductLoyaltyPoints: ResolverTypeWrapper<ProductLoyaltyPoints>;
  ProductLoyaltyPointsInput: ProductLoyaltyPointsInput;
  ProductModifierOption: ResolverTypeWrapper<ProductModifierOption>;
  ProductOffering: ResolverTypeWrapper<ProductOffering>;
  ProductOfferingInput: ProductOfferingInput;
  ProductOfferingPage: ResolverTypeWrapper<ProductOfferingPage>;
  ProductOfferingSaved: ResolverTypeWrapper<ProductOfferingSaved>;
  ProductOfferingSort: ProductOfferingSort;
  ProductOption: ResolverTypeWrapper<ProductOption>;
  ProductOptionPage: ResolverTypeWrapper<ProductOptionPage>;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductPriceInput: ProductPriceInput;
  ProductSchedulingEvent: ResolverTypeWrapper<ProductSchedulingEvent>;
  ProductSchedulingResource: ResolverTypeWrapper<ProductSchedulingResource>;
  ProductSort: ProductSort;
  ProductTypeOption: ResolverTypeWrapper<ProductTypeOption>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickPanel: ResolverTypeWrapper<QuickPanel>;
  QuickPanelEntry: ResolverTypeWrapper<QuickPanelEntry>;
  RegistrationFieldRule: ResolverTypeWrapper<RegistrationFieldRule>;
  RegistrationFieldRuleInput: RegistrationFieldRuleInput;
  RegistrationSettings: ResolverTypeWrapper<RegistrationSettings>;
  RegistrationSettingsInput: RegistrationSettingsInput;
  RemoveResult: ResolverTypeWrapper<RemoveResult>;
  ReservationDetails: ResolverTypeWrapper<ReservationDetails>;
  ReservationDetailsInput: ReservationDetailsInput;
  RevenueClass: ResolverTypeWrapper<RevenueClass>;
  RevenueClassDiscount: ResolverTypeWrapper<RevenueClassDiscount>;
  RevenueClassInput: RevenueClassInput;
  RevenueClassPage: ResolverTypeWrapper<RevenueClassPage>;
  RevenueClassSort: RevenueClassSort;
  Role: ResolverTypeWrapper<Role>;
  RoleLocationRef: ResolverTypeWrapper<RoleLocationRef>;
  RoleOption: ResolverTypeWrapper<RoleOption>;
  RolesDepartments: ResolverTypeWrapper<RolesDepartments>;
  SaveGuestSegmentResult: ResolverTypeWrapper<SaveGuestSegmentResult>;
  ScheduleActivity: ResolverTypeWrapper<ScheduleActivity>;
  ScheduleDay: ResolverTypeWrapper<ScheduleDay>;
  ScheduleDayInput: ScheduleDayInput;
  ScheduleRange: ResolverTypeWrapper<ScheduleRange>;
  ScheduleRangeInput: ScheduleRangeInput;
  ScheduleResource: ResolverTypeWrapper<ScheduleResource>;
  ScheduleSlot: ResolverTypeWrapper<ScheduleSlot>;
  ScheduledBooking: ResolverTypeWrapper<ScheduledBooking>;
  SchedulingActivity: ResolverTypeWrapper<SchedulingActivity>;
  SchedulingActivityInput: SchedulingActivityInput;
  SchedulingActivityPage: ResolverTypeWrapper<SchedulingActivityPage>;
  SecurityPermissionInput: SecurityPermissionInput;
  SecurityPermissionRow: ResolverTypeWrapper<SecurityPermissionRow>;
  SecurityRole: ResolverTypeWrapper<SecurityRole>;
  SecuritySubTable: ResolverTypeWrapper<SecuritySubTable>;
  SegmentChoice: ResolverTypeWrapper<SegmentChoice>;
  SegmentCondition: ResolverTypeWrapper<SegmentCondition>;
  SegmentConditionInput: SegmentConditionInput;
  SegmentConditionKind: ResolverTypeWrapper<SegmentConditionKind>;
  SegmentConditionType: SegmentConditionType;
  SegmentCountState: ResolverTypeWrapper<SegmentCountState>;
  SegmentIdChoice: ResolverTypeWrapper<SegmentIdChoice>;
  SegmentMatch: SegmentMatch;
  SegmentOptions: ResolverTypeWrapper<SegmentOptions>;
  SegmentPickerOption: ResolverTypeWrapper<SegmentPickerOption>;
  SegmentPickerPage: ResolverTypeWrapper<SegmentPickerPage>;
  SegmentSend: ResolverTypeWrapper<SegmentSend>;
  SegmentSendInput: SegmentSendInput;
  SegmentSendResult: ResolverTypeWrapper<SegmentSendResult>;
  SegmentSendStatus: SegmentSendStatus;
  SessionStatus: ResolverTypeWrapper<SessionStatus>;
  SettingsGroup: ResolverTypeWrapper<SettingsGroup>;
  SettingsLocation: ResolverTypeWrapper<SettingsLocation>;
  SettingsUser: ResolverTypeWrapper<SettingsUser>;
  SettingsUserDetail: ResolverTypeWrapper<SettingsUserDetail>;
  SetupChecklist: ResolverTypeWrapper<SetupChecklist>;
  SetupChecklistItem: ResolverTypeWrapper<SetupChecklistItem>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxRate: ResolverTypeWrapper<TaxRate>;
  TaxRateFee: ResolverTypeWrapper<TaxRateFee>;
  TaxRateInput: TaxRateInput;
  TaxRatePage: ResolverTypeWrapper<TaxRatePage>;
  TaxRateSort: TaxRateSort;
  TimeOption: ResolverTypeWrapper<TimeOption>;
  TopProductWidget: ResolverTypeWrapper<TopProductWidget>;
  TopSellingRow: ResolverTypeWrapper<TopSellingRow>;
  TranslationEntry: ResolverTypeWrapper<TranslationEntry>;
  TranslationGroup: TranslationGroup;
  TranslationSet: ResolverTypeWrapper<TranslationSet>;
  TranslationTextInput: TranslationTextInput;
  TrendType: TrendType;
  UserForm: UserForm;
  UserInput: UserInput;
  UserMasterClient: ResolverTypeWrapper<UserMasterClient>;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserSort: UserSort;
  UserStatus: UserStatus;
  VenueChange: ResolverTypeWrapper<VenueChange>;
  VenueChangeEntity: VenueChangeEntity;
  VenueChangeKind: VenueChangeKind;
  VenueChangePage: ResolverTypeWrapper<VenueChangePage>;
  VenueChannel: VenueChannel;
  VenueCheckInInput: VenueCheckInInput;
  VenueCreditAction: VenueCreditAction;
  VenueCreditInput: VenueCreditInput;
  VenueEventInput: VenueEventInput;
  VenueEventKind: VenueEventKind;
  VenueEventResult: ResolverTypeWrapper<VenueEventResult>;
  VenueEventsResult: ResolverTypeWrapper<VenueEventsResult>;
  VenueFeedLocation: ResolverTypeWrapper<VenueFeedLocation>;
  VenueFeedProduct: ResolverTypeWrapper<VenueFeedProduct>;
  VenueFeedReferences: ResolverTypeWrapper<VenueFeedReferences>;
  VenueGiftCardAction: VenueGiftCardAction;
  VenueGiftCardInput: VenueGiftCardInput;
  VenueGuestInput: VenueGuestInput;
  VenueImport: ResolverTypeWrapper<VenueImport>;
  VenueImportCell: ResolverTypeWrapper<VenueImportCell>;
  VenueImportPreview: ResolverTypeWrapper<VenueImportPreview>;
  VenueImportProblem: ResolverTypeWrapper<VenueImportProblem>;
  VenueImportRow: ResolverTypeWrapper<VenueImportRow>;
  VenueImportStatus: VenueImportStatus;
  VenueMembershipInput: VenueMembershipInput;
  VenueShiftInput: VenueShiftInput;
  VenueTender: VenueTender;
  VenueTransactionChange: ResolverTypeWrapper<VenueTransactionChange>;
  VenueTransactionInput: VenueTransactionInput;
  VenueTransactionKind: VenueTransactionKind;
  VenueTransactionLineInput: VenueTransactionLineInput;
  VenueTransactionPaymentInput: VenueTransactionPaymentInput;
  VenueTransactionResult: ResolverTypeWrapper<VenueTransactionResult>;
  VenueTransactionStatus: VenueTransactionStatus;
  VenueTransactionsResult: ResolverTypeWrapper<VenueTransactionsResult>;
  VenueWaiverInput: VenueWaiverInput;
  WidgetConversion: ResolverTypeWrapper<WidgetConversion>;
  WidgetSeries: ResolverTypeWrapper<WidgetSeries>;
  WidgetTotal: ResolverTypeWrapper<WidgetTotal>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptedInvitation: AcceptedInvitation;
  AddGuestNoteResult: AddGuestNoteResult;
  AdminSiteLink: AdminSiteLink;
  ApiToken: ApiToken;
  ApiTokenGrant: ApiTokenGrant;
  ApiTokenGrantInput: ApiTokenGrantInput;
  ApiTokenInput: ApiTokenInput;
  AuditEntry: AuditEntry;
  AuditFieldChange: AuditFieldChange;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  AuditUser: AuditUser;
  BookingActionResult: BookingActionResult;
  BookingActivity: BookingActivity;
  BookingCardSettings: BookingCardSettings;
  BookingChange: BookingChange;
  BookingCheckIn: BookingCheckIn;
  BookingCheckInResult: BookingCheckInResult;
  BookingCheckIns: BookingCheckIns;
  BookingCustomersResult: BookingCustomersResult;
  BookingDayAvailability: BookingDayAvailability;
  BookingDeskQuote: BookingDeskQuote;
  BookingDeskQuoteInput: BookingDeskQuoteInput;
  BookingDetail: BookingDetail;
  BookingDiscount: BookingDiscount;
  BookingDiscountInput: BookingDiscountInput;
  BookingDiscountPage: BookingDiscountPage;
  BookingDiscountSaved: BookingDiscountSaved;
  BookingEmail: BookingEmail;
  BookingFilterCategory: BookingFilterCategory;
  BookingFilterInput: BookingFilterInput;
  BookingFilterLocation: BookingFilterLocation;
  BookingFilterRole: BookingFilterRole;
  BookingFilters: BookingFilters;
  BookingFirstPaymentInput: BookingFirstPaymentInput;
  BookingGuest: BookingGuest;
  BookingGuestSegmentChoice: BookingGuestSegmentChoice;
  BookingGuestSegmentChoices: BookingGuestSegmentChoices;
  BookingInTheWay: BookingInTheWay;
  BookingInfo: BookingInfo;
  BookingLiveDeal: BookingLiveDeal;
  BookingLocalization: BookingLocalization;
  BookingLocalizations: BookingLocalizations;
  BookingLocation: BookingLocation;
  BookingOffering: BookingOffering;
  BookingOfferingChoice: BookingOfferingChoice;
  BookingOfferingInput: BookingOfferingInput;
  BookingPage: BookingPage;
  BookingPayment: BookingPayment;
  BookingPaymentIntent: BookingPaymentIntent;
  BookingProduct: BookingProduct;
  BookingRescheduleOption: BookingRescheduleOption;
  BookingResource: BookingResource;
  BookingResourceInput: BookingResourceInput;
  BookingResourcePage: BookingResourcePage;
  BookingSchedule: BookingSchedule;
  BookingSetupResult: BookingSetupResult;
  BookingTimeSlot: BookingTimeSlot;
  Boolean: Scalars['Boolean']['output'];
  BrandImage: BrandImage;
  Calendar: Calendar;
  CalendarDayHours: CalendarDayHours;
  CalendarDayHoursInput: CalendarDayHoursInput;
  CalendarException: CalendarException;
  CalendarExceptionInput: CalendarExceptionInput;
  CalendarExceptionSave: CalendarExceptionSave;
  CalendarRemoval: CalendarRemoval;
  CalendarScopeInput: CalendarScopeInput;
  CalendarWeeklySave: CalendarWeeklySave;
  CatalogueOption: CatalogueOption;
  ChangePasswordInput: ChangePasswordInput;
  ChartWidget: ChartWidget;
  ClosedDayBooking: ClosedDayBooking;
  ClubAvailabilityPerDay: ClubAvailabilityPerDay;
  ClubAvailabilityPerDayInput: ClubAvailabilityPerDayInput;
  ClubBlackoutDate: ClubBlackoutDate;
  ClubBlackoutDateInput: ClubBlackoutDateInput;
  ClubBookingLookups: ClubBookingLookups;
  ClubBookingSettings: ClubBookingSettings;
  ClubBranding: ClubBranding;
  ClubBrandingInput: ClubBrandingInput;
  ClubCategorySetting: ClubCategorySetting;
  ClubCategorySettingInput: ClubCategorySettingInput;
  ClubCategorySettings: ClubCategorySettings;
  ClubCategorySettingsInput: ClubCategorySettingsInput;
  ClubCustomPrompt: ClubCustomPrompt;
  ClubCustomPromptInput: ClubCustomPromptInput;
  ClubCustomPrompts: ClubCustomPrompts;
  ClubCustomPromptsInput: ClubCustomPromptsInput;
  ClubDayAvailability: ClubDayAvailability;
  ClubDayAvailabilityInput: ClubDayAvailabilityInput;
  ClubDeal: ClubDeal;
  ClubDealData: ClubDealData;
  ClubDealInput: ClubDealInput;
  ClubDealPage: ClubDealPage;
  ClubDealSaved: ClubDealSaved;
  ClubGeneralSettings: ClubGeneralSettings;
  ClubGeneralSettingsInput: ClubGeneralSettingsInput;
  ClubNamed: ClubNamed;
  ClubNotification: ClubNotification;
  ClubNotificationInput: ClubNotificationInput;
  ClubNotificationPage: ClubNotificationPage;
  ClubNotificationSaved: ClubNotificationSaved;
  ClubOfferingChoices: ClubOfferingChoices;
  ClubOption: ClubOption;
  ClubPaymentProcessor: ClubPaymentProcessor;
  ClubProductChoice: ClubProductChoice;
  ClubTimeRange: ClubTimeRange;
  ClubTimeRangeInput: ClubTimeRangeInput;
  Contact: Contact;
  ContactInput: ContactInput;
  ContactType: ContactType;
  CreateBookingInput: CreateBookingInput;
  CreateBookingResult: CreateBookingResult;
  CreateDeskGuestInput: CreateDeskGuestInput;
  CreateDeskGuestResult: CreateDeskGuestResult;
  CreatedApiToken: CreatedApiToken;
  CreditType: CreditType;
  CreditTypeInput: CreditTypeInput;
  CreditTypeMembership: CreditTypeMembership;
  CreditTypePage: CreditTypePage;
  CrmMessage: CrmMessage;
  CrmMessagePage: CrmMessagePage;
  CrmSaveResult: CrmSaveResult;
  Culture: Culture;
  Customer: Customer;
  CustomerPage: CustomerPage;
  DashboardEntity: DashboardEntity;
  DashboardFilterInput: DashboardFilterInput;
  DateFormat: DateFormat;
  Department: Department;
  DepartmentRef: DepartmentRef;
  DirectorUser: DirectorUser;
  DirectorUserInput: DirectorUserInput;
  DirectorUserPage: DirectorUserPage;
  Discount: Discount;
  DiscountInput: DiscountInput;
  DiscountPage: DiscountPage;
  DiscountRevenueClass: DiscountRevenueClass;
  DisplayOrderInput: DisplayOrderInput;
  DisplayOrderItem: DisplayOrderItem;
  DnsEntry: DnsEntry;
  DriveRevenueDashboard: DashboardParent;
  DuplicateGuest: DuplicateGuest;
  EmailBranding: EmailBranding;
  EmailBrandingInput: EmailBrandingInput;
  EmailSmsTemplate: EmailSmsTemplate;
  EmailSmsTemplateInput: EmailSmsTemplateInput;
  EmailSmsTemplatePage: EmailSmsTemplatePage;
  EmailTemplatePreview: EmailTemplatePreview;
  EmailTemplateVariable: EmailTemplateVariable;
  EmployeePerformanceRow: EmployeePerformanceRow;
  EmployeePerformanceWidget: EmployeePerformanceWidget;
  EntitlementPackageOption: EntitlementPackageOption;
  Float: Scalars['Float']['output'];
  FoodModifier: FoodModifier;
  FoodModifierInput: FoodModifierInput;
  FoodModifierPage: FoodModifierPage;
  GameCardDetails: GameCardDetails;
  GameCardDetailsInput: GameCardDetailsInput;
  GeneralSettings: GeneralSettings;
  GeneralSettingsInput: GeneralSettingsInput;
  GeneralSettingsSave: GeneralSettingsSave;
  GroupInput: GroupInput;
  GroupOption: GroupOption;
  GroupPage: GroupPage;
  GroupWithLocations: GroupWithLocations;
  Guest: Guest;
  GuestChange: GuestChange;
  GuestDetail: GuestDetail;
  GuestExperienceDashboard: DashboardParent;
  GuestExportDay: GuestExportDay;
  GuestNote: GuestNote;
  GuestPage: GuestPage;
  GuestSegment: GuestSegment;
  GuestSegmentInput: GuestSegmentInput;
  GuestSegmentPage: GuestSegmentPage;
  GuestTag: GuestTag;
  GuestTagRef: GuestTagRef;
  GuestTimeline: GuestTimeline;
  GuestTimelineEvent: GuestTimelineEvent;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Integration: Integration;
  IntegrationInput: IntegrationInput;
  InvitationCheck: InvitationCheck;
  InviteResult: InviteResult;
  KioskChoices: KioskChoices;
  KioskSettings: KioskSettings;
  KioskSettingsDocument: KioskSettingsDocument;
  KioskSettingsInput: KioskSettingsInput;
  LabelValue: LabelValue;
  Language: Language;
  LiabilityAging: LiabilityAging;
  LiabilityAgingRow: LiabilityAgingRow;
  LightningDeal: LightningDeal;
  LightningDealInput: LightningDealInput;
  LightningDealPage: LightningDealPage;
  LightningDealSaved: LightningDealSaved;
  LinkedRole: LinkedRole;
  LocationCreateInput: LocationCreateInput;
  LocationLookup: LocationLookup;
  LocationPage: LocationPage;
  LocationPerformanceWidget: LocationPerformanceWidget;
  LocationRef: LocationRef;
  LocationStatisticsRow: LocationStatisticsRow;
  LocationStatisticsWidget: LocationStatisticsWidget;
  LocationUpdateInput: LocationUpdateInput;
  LoginPayload: LoginPayload;
  MarketingLanguage: MarketingLanguage;
  MarketingOption: MarketingOption;
  MarketingResult: MarketingResult;
  MasterClient: MasterClient;
  Me: Me;
  Membership: Membership;
  MembershipCredit: MembershipCredit;
  MembershipCreditInput: MembershipCreditInput;
  MembershipInput: MembershipInput;
  MembershipPage: MembershipPage;
  Mutation: Record<PropertyKey, never>;
  NewCustomerInput: NewCustomerInput;
  NumberOfGuests: NumberOfGuests;
  OnlineBookingSettings: OnlineBookingSettings;
  OnlineBookingSettingsInput: OnlineBookingSettingsInput;
  OperationalEfficiencyDashboard: DashboardParent;
  OwnersBoxDashboard: DashboardParent;
  PasswordRecoveryInput: PasswordRecoveryInput;
  PayLink: PayLink;
  PayLinkResult: PayLinkResult;
  Product: Product;
  ProductAvailability: ProductAvailability;
  ProductAvailabilityInput: ProductAvailabilityInput;
  ProductCategory: ProductCategory;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: ProductCategoryPage;
  ProductCredit: ProductCredit;
  ProductCreditInput: ProductCreditInput;
  ProductDetail: ProductDetail;
  ProductDisplayPosition: ProductDisplayPosition;
  ProductImage: ProductImage;
  ProductInput: ProductInput;
  ProductInventory: ProductInventory;
  ProductInventoryInput: ProductInventoryInput;
  ProductLanguageRow: ProductLanguageRow;
  ProductLocaleName: ProductLocaleName;
  ProductLocaleNameInput: ProductLocaleNameInput;
  ProductLoyaltyPoints: ProductLoyaltyPoints;
  ProductLoyaltyPointsInput: ProductLoyaltyPointsInput;
  ProductModifierOption: ProductModifierOption;
  ProductOffering: ProductOffering;
  ProductOfferingInput: ProductOfferingInput;
  ProductOfferingPage: ProductOfferingPage;
  ProductOfferingSaved: ProductOfferingSaved;
  ProductOption: ProductOption;
  ProductOptionPage: ProductOptionPage;
  ProductPage: ProductPage;
  ProductPrice: ProductPrice;
  ProductPriceInput: ProductPriceInput;
  ProductSchedulingEvent: ProductSchedulingEvent;
  ProductSchedulingResource: ProductSchedulingResource;
  ProductTypeOption: ProductTypeOption;
  Profile: Profile;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  QuickPanel: QuickPanel;
  QuickPanelEntry: QuickPanelEntry;
  RegistrationFieldRule: RegistrationFieldRule;
  RegistrationFieldRuleInput: RegistrationFieldRuleInput;
  RegistrationSettings: RegistrationSettings;
  RegistrationSettingsInput: RegistrationSettingsInput;
  RemoveResult: RemoveResult;
  ReservationDetails: ReservationDetails;
  ReservationDetailsInput: ReservationDetailsInput;
  RevenueClass: RevenueClass;
  RevenueClassDiscount: RevenueClassDiscount;
  RevenueClassInput: RevenueClassInput;
  RevenueClassPage: RevenueClassPage;
  Role: Role;
  RoleLocationRef: RoleLocationRef;
  RoleOption: RoleOption;
  RolesDepartments: RolesDepartments;
  SaveGuestSegmentResult: SaveGuestSegmentResult;
  ScheduleActivity: ScheduleActivity;
  ScheduleDay: ScheduleDay;
  ScheduleDayInput: ScheduleDayInput;
  ScheduleRange: ScheduleRange;
  ScheduleRangeInput: ScheduleRangeInput;
  ScheduleResource: ScheduleResource;
  ScheduleSlot: ScheduleSlot;
  ScheduledBooking: ScheduledBooking;
  SchedulingActivity: SchedulingActivity;
  SchedulingActivityInput: SchedulingActivityInput;
  SchedulingActivityPage: SchedulingActivityPage;
  SecurityPermissionInput: SecurityPermissionInput;
  SecurityPermissionRow: SecurityPermissionRow;
  SecurityRole: SecurityRole;
  SecuritySubTable: SecuritySubTable;
  SegmentChoice: SegmentChoice;
  SegmentCondition: SegmentCondition;
  SegmentConditionInput: SegmentConditionInput;
  SegmentConditionKind: SegmentConditionKind;
  SegmentCountState: SegmentCountState;
  SegmentIdChoice: SegmentIdChoice;
  SegmentOptions: SegmentOptions;
  SegmentPickerOption: SegmentPickerOption;
  SegmentPickerPage: SegmentPickerPage;
  SegmentSend: SegmentSend;
  SegmentSendInput: SegmentSendInput;
  SegmentSendResult: SegmentSendResult;
  SessionStatus: SessionStatus;
  SettingsGroup: SettingsGroup;
  SettingsLocation: SettingsLocation;
  SettingsUser: SettingsUser;
  SettingsUserDetail: SettingsUserDetail;
  SetupChecklist: SetupChecklist;
  SetupChecklistItem: SetupChecklistItem;
  String: Scalars['String']['output'];
  TaxRate: TaxRate;
  TaxRateFee: TaxRateFee;
  TaxRateInput: TaxRateInput;
  TaxRatePage: TaxRatePage;
  TimeOption: TimeOption;
  TopProductWidget: TopProductWidget;
  TopSellingRow: TopSellingRow;
  TranslationEntry: TranslationEntry;
  TranslationSet: TranslationSet;
  TranslationTextInput: TranslationTextInput;
  UserInput: UserInput;
  UserMasterClient: UserMasterClient;
  UserPage: UserPage;
  VenueChange: VenueChange;
  VenueChangePage: VenueChangePage;
  VenueCheckInInput: VenueCheckInInput;
  VenueCreditInput: VenueCreditInput;
  VenueEventInput: VenueEventInput;
  VenueEventResult: VenueEventResult;
  VenueEventsResult: VenueEventsResult;
  VenueFeedLocation: VenueFeedLocation;
  VenueFeedProduct: VenueFeedProduct;
  VenueFeedReferences: VenueFeedReferences;
  VenueGiftCardInput: VenueGiftCardInput;
  VenueGuestInput: VenueGuestInput;
  VenueImport: VenueImport;
  VenueImportCell: VenueImportCell;
  VenueImportPreview: VenueImportPreview;
  VenueImportProblem: VenueImportProblem;
  VenueImportRow: VenueImportRow;
  VenueMembershipInput: VenueMembershipInput;
  VenueShiftInput: VenueShiftInput;
  VenueTransactionChange: VenueTransactionChange;
  VenueTransactionInput: VenueTransactionInput;
  VenueTransactionLineInput: VenueTransactionLineInput;
  VenueTransactionPaymentInput: VenueTransactionPaymentInput;
  VenueTransactionResult: VenueTransactionResult;
  VenueTransactionsResult: VenueTransactionsResult;
  VenueWaiverInput: VenueWaiverInput;
  WidgetConversion: WidgetConversion;
  WidgetSeries: WidgetSeries;
  WidgetTotal: WidgetTotal;
}>;

export type GuardedDirectiveArgs = { };

export type GuardedDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = GuardedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresDirectiveArgs = {
  flag: PermissionFlag;
  many?: Maybe<Scalars['String']['input']>;
  module: Scalars['Int']['input'];
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptedInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptedInvitation'] = ResolversParentTypes['AcceptedInvitation']> = ResolversObject<{
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
}>;

export type AddGuestNoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddGuestNoteResult'] = ResolversParentTypes['AddGuestNoteResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['GuestNote'], ParentType, ContextType>;
}>;

export type AdminSiteLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSiteLink'] = ResolversParentTypes['AdminSiteLink']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grants?: Resolver<Array<ResolversTypes['ApiTokenGrant']>, ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiTokenStatus'], ParentType, ContextType>;
}>;

export type ApiTokenGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenGrant'] = ResolversParentTypes['ApiTokenGrant']> = ResolversObject<{
  flags?: Resolver<Array<ResolversTypes['PermissionFlag']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditFieldChange']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditFieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditFieldChange'] = ResolversParentTypes['AuditFieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditUser'] = ResolversParentTypes['AuditUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingActionResult'] = ResolversParentTypes['BookingActionResult']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['BookingDetail'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingActivity'] = ResolversParentTypes['BookingActivity']> = ResolversObject<{
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingCardSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCardSettings'] = ResolversParentTypes['BookingCardSettings']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishableKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingChange'] = ResolversParentTypes['BookingChange']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingCheckInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCheckIn'] = ResolversParentTypes['BookingCheckIn']> = ResolversObject<{
  businessDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canUndo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedInBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  undoneBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookingCheckInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCheckInResult'] = ResolversParentTypes['BookingCheckInResult']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['BookingDetail'], ParentType, ContextType>;
  checkIns?: Resolver<ResolversTypes['BookingCheckIns'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingCheckInsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCheckIns'] = ResolversParentTypes['BookingCheckIns']> = ResolversObject<{
  bookingId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedInGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingCheckIn']>, ParentType, ContextType>;
}>;

export type BookingCustomersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCustomersResult'] = ResolversParentTypes['BookingCustomersResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingGuest']>, ParentType, ContextType>;
}>;

export type BookingDayAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDayAvailability'] = ResolversParentTypes['BookingDayAvailability']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingDeskQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDeskQuote'] = ResolversParentTypes['BookingDeskQuote']> = ResolversObject<{
  addOnsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveDeal?: Resolver<Maybe<ResolversTypes['BookingLiveDeal']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDetail'] = ResolversParentTypes['BookingDetail']> = ResolversObject<{
  customers?: Resolver<Array<ResolversTypes['BookingGuest']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['BookingEmail']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['BookingInfo'], ParentType, ContextType>;
  isFullyPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStripePayment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  offerings?: Resolver<Array<ResolversTypes['BookingOffering']>, ParentType, ContextType>;
  paymentHistory?: Resolver<Array<ResolversTypes['BookingPayment']>, ParentType, ContextType>;
}>;

export type BookingDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDiscount'] = ResolversParentTypes['BookingDiscount']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutType?: Resolver<ResolversTypes['CutType'], ParentType, ContextType>;
  cutValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerGuest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offeringIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  timesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingDiscountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDiscountPage'] = ResolversParentTypes['BookingDiscountPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingDiscount']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingDiscountSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDiscountSaved'] = ResolversParentTypes['BookingDiscountSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['BookingDiscount'], ParentType, ContextType>;
}>;

export type BookingEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEmail'] = ResolversParentTypes['BookingEmail']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingFilterCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingFilterCategory'] = ResolversParentTypes['BookingFilterCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingFilterLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingFilterLocation'] = ResolversParentTypes['BookingFilterLocation']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingFilterRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingFilterRole'] = ResolversParentTypes['BookingFilterRole']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingFiltersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingFilters'] = ResolversParentTypes['BookingFilters']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['BookingFilterCategory']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['BookingFilterLocation']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['BookingFilterRole']>, ParentType, ContextType>;
}>;

export type BookingGuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingGuest'] = ResolversParentTypes['BookingGuest']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingGuestSegmentChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingGuestSegmentChoice'] = ResolversParentTypes['BookingGuestSegmentChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingGuestSegmentChoicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingGuestSegmentChoices'] = ResolversParentTypes['BookingGuestSegmentChoices']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingGuestSegmentChoice']>, ParentType, ContextType>;
}>;

export type BookingInTheWayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingInTheWay'] = ResolversParentTypes['BookingInTheWay']> = ResolversObject<{
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingInfo'] = ResolversParentTypes['BookingInfo']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['BookingGuest'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFullyPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BookingState'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingLiveDealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLiveDeal'] = ResolversParentTypes['BookingLiveDeal']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingLocalizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLocalization'] = ResolversParentTypes['BookingLocalization']> = ResolversObject<{
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BookingLocalizationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLocalizations'] = ResolversParentTypes['BookingLocalizations']> = ResolversObject<{
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['BookingLocalization']>, ParentType, ContextType>;
}>;

export type BookingLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLocation'] = ResolversParentTypes['BookingLocation']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingOfferingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingOffering'] = ResolversParentTypes['BookingOffering']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingOfferingChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingOfferingChoice'] = ResolversParentTypes['BookingOfferingChoice']> = ResolversObject<{
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offeringId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingInfo']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPayment'] = ResolversParentTypes['BookingPayment']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['BookingPaymentMethod'], ParentType, ContextType>;
  paymentProcessor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['BookingRefundReason']>, ParentType, ContextType>;
  takenBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookingPaymentIntentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPaymentIntent'] = ResolversParentTypes['BookingPaymentIntent']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentIntentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingProduct'] = ResolversParentTypes['BookingProduct']> = ResolversObject<{
  activities?: Resolver<Array<ResolversTypes['BookingActivity']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slotsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BookingRescheduleOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingRescheduleOption'] = ResolversParentTypes['BookingRescheduleOption']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['BookingTimeSlot']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingResource'] = ResolversParentTypes['BookingResource']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BookingResourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingResourcePage'] = ResolversParentTypes['BookingResourcePage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingResource']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSchedule'] = ResolversParentTypes['BookingSchedule']> = ResolversObject<{
  closedBookings?: Resolver<Array<ResolversTypes['ClosedDayBooking']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['BookingLocation'], ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['ScheduleResource']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingSetupResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSetupResult'] = ResolversParentTypes['BookingSetupResult']> = ResolversObject<{
  bookingsInTheWay?: Resolver<Array<ResolversTypes['BookingInTheWay']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BookingTimeSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingTimeSlot'] = ResolversParentTypes['BookingTimeSlot']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandImage'] = ResolversParentTypes['BrandImage']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Calendar'] = ResolversParentTypes['Calendar']> = ResolversObject<{
  exceptions?: Resolver<Array<ResolversTypes['CalendarException']>, ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeklyAvailability?: Resolver<Array<ResolversTypes['CalendarDayHours']>, ParentType, ContextType>;
}>;

export type CalendarDayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDayHours'] = ResolversParentTypes['CalendarDayHours']> = ResolversObject<{
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CalendarExceptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarException'] = ResolversParentTypes['CalendarException']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAllDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CalendarExceptionSaveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarExceptionSave'] = ResolversParentTypes['CalendarExceptionSave']> = ResolversObject<{
  exception?: Resolver<ResolversTypes['CalendarException'], ParentType, ContextType>;
  keptAllDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CalendarRemovalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarRemoval'] = ResolversParentTypes['CalendarRemoval']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CalendarWeeklySaveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarWeeklySave'] = ResolversParentTypes['CalendarWeeklySave']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CatalogueOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueOption'] = ResolversParentTypes['CatalogueOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationIds?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChartWidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChartWidget'] = ResolversParentTypes['ChartWidget']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  chartType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversion?: Resolver<Maybe<ResolversTypes['WidgetConversion']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentSerie?: Resolver<ResolversTypes['DashboardTab'], ParentType, ContextType>;
  dataLabels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  perTab?: Resolver<Array<ResolversTypes['ChartWidget']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['WidgetSeries']>, ParentType, ContextType>;
  stacked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toolTipTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['WidgetTotal']>, ParentType, ContextType>;
}>;

export type ClosedDayBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClosedDayBooking'] = ResolversParentTypes['ClosedDayBooking']> = ResolversObject<{
  activityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubAvailabilityPerDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubAvailabilityPerDay'] = ResolversParentTypes['ClubAvailabilityPerDay']> = ResolversObject<{
  friday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  monday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  saturday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  sunday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  thursday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  tuesday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
  wednesday?: Resolver<Array<ResolversTypes['ClubDayAvailability']>, ParentType, ContextType>;
}>;

export type ClubBlackoutDateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubBlackoutDate'] = ResolversParentTypes['ClubBlackoutDate']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repeat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubBookingLookupsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubBookingLookups'] = ResolversParentTypes['ClubBookingLookups']> = ResolversObject<{
  activityTypeFilters?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  blackoutRepeatOptions?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType>;
  convenienceFeePayors?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  convenienceFeeTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  customFilters?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  dateFormats?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  guestSegmentation?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  numberFormats?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  numberOfLicenses?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  paymentProcessors?: Resolver<Array<ResolversTypes['ClubPaymentProcessor']>, ParentType, ContextType>;
  timeZones?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
}>;

export type ClubBookingSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubBookingSettings'] = ResolversParentTypes['ClubBookingSettings']> = ResolversObject<{
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['OnlineBookingSettings'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubBrandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubBranding'] = ResolversParentTypes['ClubBranding']> = ResolversObject<{
  backgroundImg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  welcomeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubCategorySettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubCategorySetting'] = ResolversParentTypes['ClubCategorySetting']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubCategorySettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubCategorySettings'] = ResolversParentTypes['ClubCategorySettings']> = ResolversObject<{
  productCategory?: Resolver<Array<ResolversTypes['ClubCategorySetting']>, ParentType, ContextType>;
}>;

export type ClubCustomPromptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubCustomPrompt'] = ResolversParentTypes['ClubCustomPrompt']> = ResolversObject<{
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubCustomPromptsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubCustomPrompts'] = ResolversParentTypes['ClubCustomPrompts']> = ResolversObject<{
  prompts?: Resolver<Array<ResolversTypes['ClubCustomPrompt']>, ParentType, ContextType>;
}>;

export type ClubDayAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubDayAvailability'] = ResolversParentTypes['ClubDayAvailability']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ClubTimeRange']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClubDealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubDeal'] = ResolversParentTypes['ClubDeal']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutType?: Resolver<Maybe<ResolversTypes['CutType']>, ParentType, ContextType>;
  cutValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealType?: Resolver<ResolversTypes['DealType'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offeringId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offeringName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upsellOfferingId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upsellOfferingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubDealDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubDealData'] = ResolversParentTypes['ClubDealData']> = ResolversObject<{
  dealTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  offerings?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType>;
}>;

export type ClubDealPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubDealPage'] = ResolversParentTypes['ClubDealPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ClubDeal']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubDealSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubDealSaved'] = ResolversParentTypes['ClubDealSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['ClubDeal'], ParentType, ContextType>;
}>;

export type ClubGeneralSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubGeneralSettings'] = ResolversParentTypes['ClubGeneralSettings']> = ResolversObject<{
  availabilityPerDay?: Resolver<ResolversTypes['ClubAvailabilityPerDay'], ParentType, ContextType>;
  bufferTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAskForRelationshipInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnlyShowPreScheduledActivities?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minTimeToBookInAdvance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfLicenses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClubNamedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubNamed'] = ResolversParentTypes['ClubNamed']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubNotification'] = ResolversParentTypes['ClubNotification']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offsetMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubNotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubNotificationPage'] = ResolversParentTypes['ClubNotificationPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ClubNotification']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClubNotificationSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubNotificationSaved'] = ResolversParentTypes['ClubNotificationSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['ClubNotification'], ParentType, ContextType>;
}>;

export type ClubOfferingChoicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubOfferingChoices'] = ResolversParentTypes['ClubOfferingChoices']> = ResolversObject<{
  depositTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  nonSchedulableProducts?: Resolver<Array<ResolversTypes['ClubProductChoice']>, ParentType, ContextType>;
  offeringTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  priceTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  quantityTypes?: Resolver<Array<ResolversTypes['ClubOption']>, ParentType, ContextType>;
  schedulableProducts?: Resolver<Array<ResolversTypes['ClubProductChoice']>, ParentType, ContextType>;
}>;

export type ClubOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubOption'] = ResolversParentTypes['ClubOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubPaymentProcessorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubPaymentProcessor'] = ResolversParentTypes['ClubPaymentProcessor']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClubProductChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubProductChoice'] = ResolversParentTypes['ClubProductChoice']> = ResolversObject<{
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClubTimeRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClubTimeRange'] = ResolversParentTypes['ClubTimeRange']> = ResolversObject<{
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  contactTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactType'] = ResolversParentTypes['ContactType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateBookingResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateBookingResult'] = ResolversParentTypes['CreateBookingResult']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['BookingDetail'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateDeskGuestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateDeskGuestResult'] = ResolversParentTypes['CreateDeskGuestResult']> = ResolversObject<{
  guest?: Resolver<ResolversTypes['BookingGuest'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditType'] = ResolversParentTypes['CreditType']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isMonetary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditTypeMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditTypeMembership'] = ResolversParentTypes['CreditTypeMembership']> = ResolversObject<{
  membershipId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditTypePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditTypePage'] = ResolversParentTypes['CreditTypePage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreditType']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrmMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrmMessage'] = ResolversParentTypes['CrmMessage']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrmMessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrmMessagePage'] = ResolversParentTypes['CrmMessagePage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CrmMessage']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CrmSaveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrmSaveResult'] = ResolversParentTypes['CrmSaveResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CultureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Culture'] = ResolversParentTypes['Culture']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitation?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  locations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DashboardEntityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardEntity'] = ResolversParentTypes['DashboardEntity']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DateFormatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateFormat'] = ResolversParentTypes['DateFormat']> = ResolversObject<{
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DepartmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DepartmentRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartmentRef'] = ResolversParentTypes['DepartmentRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DirectorUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectorUser'] = ResolversParentTypes['DirectorUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DirectorUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectorUserPage'] = ResolversParentTypes['DirectorUserPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DirectorUser']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueClasses?: Resolver<Array<ResolversTypes['DiscountRevenueClass']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueHundredths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DiscountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiscountPage'] = ResolversParentTypes['DiscountPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DiscountRevenueClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiscountRevenueClass'] = ResolversParentTypes['DiscountRevenueClass']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueClassId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisplayOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisplayOrderItem'] = ResolversParentTypes['DisplayOrderItem']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DnsEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DnsEntry'] = ResolversParentTypes['DnsEntry']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DriveRevenueDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DriveRevenueDashboard'] = ResolversParentTypes['DriveRevenueDashboard']> = ResolversObject<{
  averageTicket?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardAverageTicketArgs, 'tab'>>;
  clubBookingAverageTicket?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardClubBookingAverageTicketArgs, 'tab'>>;
  clubBookingRevenueVsTotal?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardClubBookingRevenueVsTotalArgs, 'tab'>>;
  clubKioskAverageTicket?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardClubKioskAverageTicketArgs, 'tab'>>;
  currentMemberships?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardCurrentMembershipsArgs, 'tab'>>;
  giftCards?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardGiftCardsArgs, 'tab'>>;
  liabilities?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardLiabilitiesArgs, 'tab'>>;
  liabilityAging?: Resolver<Maybe<ResolversTypes['LiabilityAging']>, ParentType, ContextType>;
  locationPerformance?: Resolver<Maybe<ResolversTypes['LocationPerformanceWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardLocationPerformanceArgs, 'tab'>>;
  membershipsExpiredLastThirtyDays?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardMembershipsExpiredLastThirtyDaysArgs, 'tab'>>;
  membershipsExpiringNextThirtyDays?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardMembershipsExpiringNextThirtyDaysArgs, 'tab'>>;
  newMemberships?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardNewMembershipsArgs, 'tab'>>;
  revenueChannels?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardRevenueChannelsArgs, 'tab'>>;
  revenuePerGuest?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardRevenuePerGuestArgs, 'tab'>>;
  sales?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardSalesArgs, 'tab'>>;
  salesByRevenue?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardSalesByRevenueArgs, 'tab'>>;
  topPostalCodes?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardTopPostalCodesArgs, 'tab'>>;
  transactions?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardTransactionsArgs, 'tab'>>;
  voids?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<DriveRevenueDashboardVoidsArgs, 'tab'>>;
}>;

export type DuplicateGuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuplicateGuest'] = ResolversParentTypes['DuplicateGuest']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DuplicateGuestReason'], ParentType, ContextType>;
}>;

export type EmailBrandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailBranding'] = ResolversParentTypes['EmailBranding']> = ResolversObject<{
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replyTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailSmsTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailSmsTemplate'] = ResolversParentTypes['EmailSmsTemplate']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailSmsTemplatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailSmsTemplatePage'] = ResolversParentTypes['EmailSmsTemplatePage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['EmailSmsTemplate']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailTemplatePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailTemplatePreview'] = ResolversParentTypes['EmailTemplatePreview']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailTemplateVariableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailTemplateVariable'] = ResolversParentTypes['EmailTemplateVariable']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmployeePerformanceRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePerformanceRow'] = ResolversParentTypes['EmployeePerformanceRow']> = ResolversObject<{
  employee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantitySold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EmployeePerformanceWidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePerformanceWidget'] = ResolversParentTypes['EmployeePerformanceWidget']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentSerie?: Resolver<ResolversTypes['DashboardTab'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perTab?: Resolver<Array<ResolversTypes['EmployeePerformanceWidget']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['EmployeePerformanceRow']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRow?: Resolver<ResolversTypes['EmployeePerformanceRow'], ParentType, ContextType>;
}>;

export type EntitlementPackageOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntitlementPackageOption'] = ResolversParentTypes['EntitlementPackageOption']> = ResolversObject<{
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FoodModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FoodModifier'] = ResolversParentTypes['FoodModifier']> = ResolversObject<{
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FoodModifierPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FoodModifierPage'] = ResolversParentTypes['FoodModifierPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['FoodModifier']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GameCardDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameCardDetails'] = ResolversParentTypes['GameCardDetails']> = ResolversObject<{
  bonusCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardDesign?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditsOnCard?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVip?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type GeneralSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneralSettings'] = ResolversParentTypes['GeneralSettings']> = ResolversObject<{
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['CalendarDayHours']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneralSettingsSaveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneralSettingsSave'] = ResolversParentTypes['GeneralSettingsSave']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['GeneralSettings'], ParentType, ContextType>;
}>;

export type GroupOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupOption'] = ResolversParentTypes['GroupOption']> = ResolversObject<{
  groupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SettingsGroup']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupWithLocationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupWithLocations'] = ResolversParentTypes['GroupWithLocations']> = ResolversObject<{
  groupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  languageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastVisit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['GuestTagRef']>, ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GuestChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestChange'] = ResolversParentTypes['GuestChange']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeLocationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketingOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestDetail'] = ResolversParentTypes['GuestDetail']> = ResolversObject<{
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['GuestNote']>, ParentType, ContextType>;
}>;

export type GuestExperienceDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestExperienceDashboard'] = ResolversParentTypes['GuestExperienceDashboard']> = ResolversObject<{
  averageGroupSize?: Resolver<ResolversTypes['ChartWidget'], ParentType, ContextType, RequireFields<GuestExperienceDashboardAverageGroupSizeArgs, 'tab'>>;
  credits?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardCreditsArgs, 'tab'>>;
  daysSinceLastVisit?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardDaysSinceLastVisitArgs, 'tab'>>;
  guestsByHour?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardGuestsByHourArgs, 'tab'>>;
  newGuestRevenue?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardNewGuestRevenueArgs, 'tab'>>;
  newGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardNewGuestsArgs, 'tab'>>;
  numberOfGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardNumberOfGuestsArgs, 'tab'>>;
  numberOfGuestsExport?: Resolver<Maybe<Array<ResolversTypes['GuestExportDay']>>, ParentType, ContextType, Partial<GuestExperienceDashboardNumberOfGuestsExportArgs>>;
  numberOfGuestsResources?: Resolver<Maybe<Array<ResolversTypes['DashboardEntity']>>, ParentType, ContextType, RequireFields<GuestExperienceDashboardNumberOfGuestsResourcesArgs, 'locationCode'>>;
  repeatGuestRevenue?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardRepeatGuestRevenueArgs, 'tab'>>;
  repeatGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardRepeatGuestsArgs, 'tab'>>;
  repeatGuestsByAge?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardRepeatGuestsByAgeArgs, 'tab'>>;
  waiversSigned?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<GuestExperienceDashboardWaiversSignedArgs, 'tab'>>;
}>;

export type GuestExportDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestExportDay'] = ResolversParentTypes['GuestExportDay']> = ResolversObject<{
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GuestNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestNote'] = ResolversParentTypes['GuestNote']> = ResolversObject<{
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestPage'] = ResolversParentTypes['GuestPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Guest']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GuestSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestSegment'] = ResolversParentTypes['GuestSegment']> = ResolversObject<{
  conditions?: Resolver<Array<ResolversTypes['SegmentCondition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['SegmentMatch'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfGuests?: Resolver<Maybe<ResolversTypes['NumberOfGuests']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestSegmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestSegmentPage'] = ResolversParentTypes['GuestSegmentPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['GuestSegment']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GuestTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestTag'] = ResolversParentTypes['GuestTag']> = ResolversObject<{
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestTagRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestTagRef'] = ResolversParentTypes['GuestTagRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuestTimelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestTimeline'] = ResolversParentTypes['GuestTimeline']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['GuestTimelineEvent']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
}>;

export type GuestTimelineEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuestTimelineEvent'] = ResolversParentTypes['GuestTimelineEvent']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GuestTimelineKind'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partySize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['MessageStatus']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IntegrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  containerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IntegrationKind'], ParentType, ContextType>;
  locationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measurementId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvitationCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationCheck'] = ResolversParentTypes['InvitationCheck']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InviteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteResult'] = ResolversParentTypes['InviteResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskChoicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskChoices'] = ResolversParentTypes['KioskChoices']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType>;
  nonSchedulableProducts?: Resolver<Array<ResolversTypes['ClubProductChoice']>, ParentType, ContextType>;
  schedulableProducts?: Resolver<Array<ResolversTypes['ClubProductChoice']>, ParentType, ContextType>;
}>;

export type KioskSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskSettings'] = ResolversParentTypes['KioskSettings']> = ResolversObject<{
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['KioskSettingsDocument'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KioskSettingsDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskSettingsDocument'] = ResolversParentTypes['KioskSettingsDocument']> = ResolversObject<{
  idleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offerEmailReceipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  welcomeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LabelValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelValue'] = ResolversParentTypes['LabelValue']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiabilityAgingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiabilityAging'] = ResolversParentTypes['LiabilityAging']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['LiabilityAgingRow']>, ParentType, ContextType>;
}>;

export type LiabilityAgingRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiabilityAgingRow'] = ResolversParentTypes['LiabilityAgingRow']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LightningDealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LightningDeal'] = ResolversParentTypes['LightningDeal']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutType?: Resolver<ResolversTypes['CutType'], ParentType, ContextType>;
  cutValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offeringId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offeringName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LightningDealPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LightningDealPage'] = ResolversParentTypes['LightningDealPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['LightningDeal']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LightningDealSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LightningDealSaved'] = ResolversParentTypes['LightningDealSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['LightningDeal'], ParentType, ContextType>;
}>;

export type LinkedRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedRole'] = ResolversParentTypes['LinkedRole']> = ResolversObject<{
  departments?: Resolver<Array<ResolversTypes['DepartmentRef']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['RoleLocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationLookup'] = ResolversParentTypes['LocationLookup']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationPage'] = ResolversParentTypes['LocationPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SettingsLocation']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationPerformanceWidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationPerformanceWidget'] = ResolversParentTypes['LocationPerformanceWidget']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentSerie?: Resolver<ResolversTypes['DashboardTab'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perTab?: Resolver<Array<ResolversTypes['LocationPerformanceWidget']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TopSellingRow']>, ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['TopSellingRow'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationRef'] = ResolversParentTypes['LocationRef']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocationStatisticsRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationStatisticsRow'] = ResolversParentTypes['LocationStatisticsRow']> = ResolversObject<{
  avgTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newGuest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repeatGuest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LocationStatisticsWidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationStatisticsWidget'] = ResolversParentTypes['LocationStatisticsWidget']> = ResolversObject<{
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentSerie?: Resolver<ResolversTypes['DashboardTab'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perTab?: Resolver<Array<ResolversTypes['LocationStatisticsWidget']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['LocationStatisticsRow']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
}>;

export type MarketingLanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingLanguage'] = ResolversParentTypes['MarketingLanguage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketingOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingOption'] = ResolversParentTypes['MarketingOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketingResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingResult'] = ResolversParentTypes['MarketingResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MasterClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterClient'] = ResolversParentTypes['MasterClient']> = ResolversObject<{
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  masterClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterClientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dns?: Resolver<Array<ResolversTypes['DnsEntry']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasBlockedDefaultAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isProfileCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProviderStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masterClients?: Resolver<Array<ResolversTypes['MasterClient']>, ParentType, ContextType>;
  permissionBits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionChunkLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  routeRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessionTtlSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  creditTypes?: Resolver<Array<ResolversTypes['MembershipCredit']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expirationPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expirationTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expirationTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MembershipCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipCredit'] = ResolversParentTypes['MembershipCredit']> = ResolversObject<{
  creditTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MembershipPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipPage'] = ResolversParentTypes['MembershipPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptedInvitation'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addBookingCustomers?: Resolver<ResolversTypes['BookingCustomersResult'], ParentType, ContextType, RequireFields<MutationAddBookingCustomersArgs, 'bookingId' | 'guestIds'>>;
  addCalendarException?: Resolver<ResolversTypes['CalendarExceptionSave'], ParentType, ContextType, RequireFields<MutationAddCalendarExceptionArgs, 'input' | 'scope'>>;
  addDepartment?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddDepartmentArgs, 'name'>>;
  addGuestNote?: Resolver<ResolversTypes['AddGuestNoteResult'], ParentType, ContextType, RequireFields<MutationAddGuestNoteArgs, 'guestId' | 'text'>>;
  addLinkedRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddLinkedRoleArgs, 'departmentIds' | 'locationIds' | 'name'>>;
  addSecurityRole?: Resolver<ResolversTypes['SecurityRole'], ParentType, ContextType, RequireFields<MutationAddSecurityRoleArgs, 'name'>>;
  applyBookingDiscount?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationApplyBookingDiscountArgs, 'bookingId'>>;
  cancelBooking?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'bookingId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkInBooking?: Resolver<ResolversTypes['BookingCheckInResult'], ParentType, ContextType, RequireFields<MutationCheckInBookingArgs, 'bookingId' | 'guests'>>;
  clearCalendarDate?: Resolver<ResolversTypes['CalendarRemoval'], ParentType, ContextType, RequireFields<MutationClearCalendarDateArgs, 'code' | 'exceptionDate'>>;
  completeBookingCardPayment?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationCompleteBookingCardPaymentArgs, 'amount' | 'bookingId' | 'idempotencyKey' | 'paymentIntentId'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createBooking?: Resolver<ResolversTypes['CreateBookingResult'], ParentType, ContextType, RequireFields<MutationCreateBookingArgs, 'input'>>;
  createBookingActivity?: Resolver<ResolversTypes['SchedulingActivity'], ParentType, ContextType, RequireFields<MutationCreateBookingActivityArgs, 'input'>>;
  createBookingResource?: Resolver<ResolversTypes['BookingResource'], ParentType, ContextType, RequireFields<MutationCreateBookingResourceArgs, 'input'>>;
  createCreditType?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType, RequireFields<MutationCreateCreditTypeArgs, 'input'>>;
  createDeskGuest?: Resolver<ResolversTypes['CreateDeskGuestResult'], ParentType, ContextType, RequireFields<MutationCreateDeskGuestArgs, 'input'>>;
  createDirectorUser?: Resolver<ResolversTypes['DirectorUser'], ParentType, ContextType, RequireFields<MutationCreateDirectorUserArgs, 'input'>>;
  createDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationCreateDiscountArgs, 'input'>>;
  createEmailSmsTemplate?: Resolver<ResolversTypes['EmailSmsTemplate'], ParentType, ContextType, RequireFields<MutationCreateEmailSmsTemplateArgs, 'input'>>;
  createFoodModifier?: Resolver<ResolversTypes['FoodModifier'], ParentType, ContextType, RequireFields<MutationCreateFoodModifierArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['SettingsGroup'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createGuestSegment?: Resolver<ResolversTypes['SaveGuestSegmentResult'], ParentType, ContextType, RequireFields<MutationCreateGuestSegmentArgs, 'input'>>;
  createGuestTag?: Resolver<ResolversTypes['CrmSaveResult'], ParentType, ContextType, RequireFields<MutationCreateGuestTagArgs, 'name'>>;
  createLocation?: Resolver<ResolversTypes['SettingsLocation'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createMembership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationCreateMembershipArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['ProductDetail'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationCreateProductCategoryArgs, 'input'>>;
  createRevenueClass?: Resolver<ResolversTypes['RevenueClass'], ParentType, ContextType, RequireFields<MutationCreateRevenueClassArgs, 'input'>>;
  createTaxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType, RequireFields<MutationCreateTaxRateArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['SettingsUserDetail'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteBookingDiscounts?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteBookingDiscountsArgs, 'ids' | 'locationCode'>>;
  deleteClubDeals?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteClubDealsArgs, 'ids' | 'locationCode'>>;
  deleteClubNotifications?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteClubNotificationsArgs, 'ids' | 'locationCode'>>;
  deleteClubProductOfferings?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteClubProductOfferingsArgs, 'ids' | 'locationCode'>>;
  deleteCreditTypes?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteCreditTypesArgs, 'ids'>>;
  deleteDirectorUser?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteDirectorUserArgs, 'id' | 'version'>>;
  deleteDiscounts?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteDiscountsArgs, 'ids'>>;
  deleteFoodModifiers?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteFoodModifiersArgs, 'ids'>>;
  deleteGroups?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteGroupsArgs, 'ids'>>;
  deleteGuestSegments?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteGuestSegmentsArgs, 'ids'>>;
  deleteGuestTag?: Resolver<ResolversTypes['CrmSaveResult'], ParentType, ContextType, RequireFields<MutationDeleteGuestTagArgs, 'id'>>;
  deleteKioskProductOfferings?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteKioskProductOfferingsArgs, 'ids' | 'locationCode'>>;
  deleteLightningDeals?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteLightningDealsArgs, 'ids' | 'locationCode'>>;
  deleteLocations?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteLocationsArgs, 'ids'>>;
  deleteMemberships?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteMembershipsArgs, 'ids'>>;
  deleteProductCategories?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteProductCategoriesArgs, 'ids'>>;
  deleteProducts?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteProductsArgs, 'ids'>>;
  deleteRevenueClasses?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteRevenueClassesArgs, 'ids'>>;
  deleteTaxRates?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteTaxRatesArgs, 'ids'>>;
  deleteUsers?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  duplicateSecurityRole?: Resolver<ResolversTypes['SecurityRole'], ParentType, ContextType, RequireFields<MutationDuplicateSecurityRoleArgs, 'roleId'>>;
  initiateBookingCardPayment?: Resolver<ResolversTypes['BookingPaymentIntent'], ParentType, ContextType, RequireFields<MutationInitiateBookingCardPaymentArgs, 'bookingId' | 'idempotencyKey'>>;
  logVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogVisitArgs, 'eventName'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'returnToken' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationOpenCustomerArgs, 'input'>>;
  payBookingByLink?: Resolver<ResolversTypes['PayLinkResult'], ParentType, ContextType, RequireFields<MutationPayBookingByLinkArgs, 'token'>>;
  ping?: Resolver<ResolversTypes['SessionStatus'], ParentType, ContextType>;
  previewGuestImport?: Resolver<ResolversTypes['VenueImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewGuestImportArgs, 'id'>>;
  previewProductImport?: Resolver<ResolversTypes['VenueImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewProductImportArgs, 'id'>>;
  previewVenueImport?: Resolver<ResolversTypes['VenueImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewVenueImportArgs, 'id'>>;
  productEditorPing?: Resolver<ResolversTypes['SessionStatus'], ParentType, ContextType>;
  recordVenueEvents?: Resolver<ResolversTypes['VenueEventsResult'], ParentType, ContextType, RequireFields<MutationRecordVenueEventsArgs, 'events'>>;
  recordVenueTransactions?: Resolver<ResolversTypes['VenueTransactionsResult'], ParentType, ContextType, RequireFields<MutationRecordVenueTransactionsArgs, 'transactions'>>;
  refundBooking?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationRefundBookingArgs, 'bookingId' | 'idempotencyKey' | 'reason'>>;
  removeBookingCustomers?: Resolver<ResolversTypes['BookingCustomersResult'], ParentType, ContextType, RequireFields<MutationRemoveBookingCustomersArgs, 'bookingId' | 'guestIds'>>;
  removeBookingOffering?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationRemoveBookingOfferingArgs, 'bookingId' | 'offeringId'>>;
  removeCalendarException?: Resolver<ResolversTypes['CalendarRemoval'], ParentType, ContextType, RequireFields<MutationRemoveCalendarExceptionArgs, 'id'>>;
  removeDepartments?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationRemoveDepartmentsArgs, 'departmentIds'>>;
  removeEmailSmsTemplate?: Resolver<ResolversTypes['MarketingResult'], ParentType, ContextType, RequireFields<MutationRemoveEmailSmsTemplateArgs, 'id'>>;
  removeLinkedRole?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationRemoveLinkedRoleArgs, 'id'>>;
  removeSecurityRole?: Resolver<ResolversTypes['RemoveResult'], ParentType, ContextType, RequireFields<MutationRemoveSecurityRoleArgs, 'roleId'>>;
  renameGuestTag?: Resolver<ResolversTypes['CrmSaveResult'], ParentType, ContextType, RequireFields<MutationRenameGuestTagArgs, 'id' | 'name'>>;
  renameLinkedRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRenameLinkedRoleArgs, 'id' | 'name'>>;
  renameSecurityRole?: Resolver<ResolversTypes['SecurityRole'], ParentType, ContextType, RequireFields<MutationRenameSecurityRoleArgs, 'name' | 'roleId'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'email'>>;
  rescheduleBooking?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationRescheduleBookingArgs, 'bookingId' | 'date' | 'startTime'>>;
  resendCrmEmail?: Resolver<ResolversTypes['MarketingResult'], ParentType, ContextType, RequireFields<MutationResendCrmEmailArgs, 'id'>>;
  resendCustomerInvitation?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationResendCustomerInvitationArgs, 'masterClientId'>>;
  resendInvitation?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'userId'>>;
  revertBookingCardPayment?: Resolver<ResolversTypes['BookingPaymentIntent'], ParentType, ContextType, RequireFields<MutationRevertBookingCardPaymentArgs, 'paymentIntentId'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  saveBookingDiscount?: Resolver<ResolversTypes['BookingDiscountSaved'], ParentType, ContextType, RequireFields<MutationSaveBookingDiscountArgs, 'input'>>;
  saveClubBookingSettings?: Resolver<ResolversTypes['ClubBookingSettings'], ParentType, ContextType, RequireFields<MutationSaveClubBookingSettingsArgs, 'locationCode' | 'settings' | 'version'>>;
  saveClubDeal?: Resolver<ResolversTypes['ClubDealSaved'], ParentType, ContextType, RequireFields<MutationSaveClubDealArgs, 'input'>>;
  saveClubNotification?: Resolver<ResolversTypes['ClubNotificationSaved'], ParentType, ContextType, RequireFields<MutationSaveClubNotificationArgs, 'input'>>;
  saveClubProductOffering?: Resolver<ResolversTypes['ProductOfferingSaved'], ParentType, ContextType, RequireFields<MutationSaveClubProductOfferingArgs, 'input'>>;
  saveEmailBranding?: Resolver<ResolversTypes['EmailBranding'], ParentType, ContextType, RequireFields<MutationSaveEmailBrandingArgs, 'input' | 'locationCode'>>;
  saveGeneralSettings?: Resolver<ResolversTypes['GeneralSettingsSave'], ParentType, ContextType, RequireFields<MutationSaveGeneralSettingsArgs, 'input' | 'locationCode'>>;
  saveIntegration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType, RequireFields<MutationSaveIntegrationArgs, 'input' | 'kind'>>;
  saveKioskProductOffering?: Resolver<ResolversTypes['ProductOfferingSaved'], ParentType, ContextType, RequireFields<MutationSaveKioskProductOfferingArgs, 'input'>>;
  saveKioskSettings?: Resolver<ResolversTypes['KioskSettings'], ParentType, ContextType, RequireFields<MutationSaveKioskSettingsArgs, 'locationCode' | 'settings' | 'version'>>;
  saveLightningDeal?: Resolver<ResolversTypes['LightningDealSaved'], ParentType, ContextType, RequireFields<MutationSaveLightningDealArgs, 'input'>>;
  saveProductDisplayOrder?: Resolver<Array<ResolversTypes['DisplayOrderItem']>, ParentType, ContextType, RequireFields<MutationSaveProductDisplayOrderArgs, 'input'>>;
  saveRegistrationSettings?: Resolver<ResolversTypes['RegistrationSettings'], ParentType, ContextType, RequireFields<MutationSaveRegistrationSettingsArgs, 'input' | 'locationCode'>>;
  saveSecurityRolePermissions?: Resolver<ResolversTypes['SecurityRole'], ParentType, ContextType, RequireFields<MutationSaveSecurityRolePermissionsArgs, 'permissions' | 'roleId'>>;
  saveTranslations?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSaveTranslationsArgs, 'entries' | 'languageId' | 'locationCode'>>;
  saveWeeklyAvailability?: Resolver<ResolversTypes['CalendarWeeklySave'], ParentType, ContextType, RequireFields<MutationSaveWeeklyAvailabilityArgs, 'scope' | 'weeklyAvailability'>>;
  selectBookingHolder?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationSelectBookingHolderArgs, 'bookingId' | 'holderId'>>;
  sendBookingConfirmation?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationSendBookingConfirmationArgs, 'bookingId'>>;
  sendBookingPayByLink?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationSendBookingPayByLinkArgs, 'bookingId'>>;
  sendGuestSegmentMessage?: Resolver<ResolversTypes['SegmentSendResult'], ParentType, ContextType, RequireFields<MutationSendGuestSegmentMessageArgs, 'input'>>;
  sendTestEmail?: Resolver<ResolversTypes['MarketingResult'], ParentType, ContextType, RequireFields<MutationSendTestEmailArgs, 'email' | 'input'>>;
  setGuestLanguage?: Resolver<ResolversTypes['CrmSaveResult'], ParentType, ContextType, RequireFields<MutationSetGuestLanguageArgs, 'guestId'>>;
  setGuestTags?: Resolver<ResolversTypes['CrmSaveResult'], ParentType, ContextType, RequireFields<MutationSetGuestTagsArgs, 'guestId' | 'tagIds'>>;
  startGuestImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<MutationStartGuestImportArgs, 'id'>>;
  startProductImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<MutationStartProductImportArgs, 'id'>>;
  startVenueImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<MutationStartVenueImportArgs, 'id'>>;
  submitPasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitPasswordRecoveryArgs, 'input'>>;
  takeBookingPayment?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationTakeBookingPaymentArgs, 'amount' | 'bookingId' | 'idempotencyKey' | 'method'>>;
  undoBookingCheckIn?: Resolver<ResolversTypes['BookingCheckInResult'], ParentType, ContextType, RequireFields<MutationUndoBookingCheckInArgs, 'bookingId' | 'checkInId'>>;
  updateBookingActivity?: Resolver<ResolversTypes['BookingSetupResult'], ParentType, ContextType, RequireFields<MutationUpdateBookingActivityArgs, 'id' | 'input'>>;
  updateBookingAmount?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationUpdateBookingAmountArgs, 'amount' | 'bookingId'>>;
  updateBookingCardPayment?: Resolver<ResolversTypes['BookingPaymentIntent'], ParentType, ContextType, RequireFields<MutationUpdateBookingCardPaymentArgs, 'amount' | 'bookingId' | 'paymentIntentId'>>;
  updateBookingGuests?: Resolver<ResolversTypes['BookingActionResult'], ParentType, ContextType, RequireFields<MutationUpdateBookingGuestsArgs, 'bookingId' | 'guests'>>;
  updateBookingResource?: Resolver<ResolversTypes['BookingSetupResult'], ParentType, ContextType, RequireFields<MutationUpdateBookingResourceArgs, 'id' | 'input'>>;
  updateCalendarException?: Resolver<ResolversTypes['CalendarExceptionSave'], ParentType, ContextType, RequireFields<MutationUpdateCalendarExceptionArgs, 'id' | 'input' | 'scope'>>;
  updateContacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<MutationUpdateContactsArgs, 'contacts'>>;
  updateCreditType?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType, RequireFields<MutationUpdateCreditTypeArgs, 'id' | 'input' | 'version'>>;
  updateDepartment?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationUpdateDepartmentArgs, 'id' | 'name'>>;
  updateDirectorUser?: Resolver<ResolversTypes['DirectorUser'], ParentType, ContextType, RequireFields<MutationUpdateDirectorUserArgs, 'id' | 'input' | 'version'>>;
  updateDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationUpdateDiscountArgs, 'id' | 'input' | 'version'>>;
  updateEmailSmsTemplate?: Resolver<ResolversTypes['EmailSmsTemplate'], ParentType, ContextType, RequireFields<MutationUpdateEmailSmsTemplateArgs, 'input'>>;
  updateFoodModifier?: Resolver<ResolversTypes['FoodModifier'], ParentType, ContextType, RequireFields<MutationUpdateFoodModifierArgs, 'id' | 'input' | 'version'>>;
  updateGroup?: Resolver<ResolversTypes['SettingsGroup'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id' | 'input' | 'version'>>;
  updateGuestSegment?: Resolver<ResolversTypes['SaveGuestSegmentResult'], ParentType, ContextType, RequireFields<MutationUpdateGuestSegmentArgs, 'id' | 'input'>>;
  updateLocation?: Resolver<ResolversTypes['SettingsLocation'], ParentType, ContextType, RequireFields<MutationUpdateLocationArgs, 'id' | 'input' | 'version'>>;
  updateMembership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationUpdateMembershipArgs, 'id' | 'input' | 'version'>>;
  updateProduct?: Resolver<ResolversTypes['ProductDetail'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input' | 'version'>>;
  updateProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateProductCategoryArgs, 'id' | 'input' | 'version'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateRevenueClass?: Resolver<ResolversTypes['RevenueClass'], ParentType, ContextType, RequireFields<MutationUpdateRevenueClassArgs, 'id' | 'input' | 'version'>>;
  updateTaxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType, RequireFields<MutationUpdateTaxRateArgs, 'id' | 'input' | 'version'>>;
  updateUser?: Resolver<ResolversTypes['SettingsUserDetail'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input' | 'version'>>;
  uploadClubBookingImage?: Resolver<ResolversTypes['BrandImage'], ParentType, ContextType, RequireFields<MutationUploadClubBookingImageArgs, 'dataUrl'>>;
  uploadEmailBrandingImage?: Resolver<ResolversTypes['BrandImage'], ParentType, ContextType, RequireFields<MutationUploadEmailBrandingImageArgs, 'dataUrl'>>;
  uploadProductImage?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType, RequireFields<MutationUploadProductImageArgs, 'dataUrl'>>;
  validateRecoveryCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationValidateRecoveryCodeArgs, 'code'>>;
}>;

export type NumberOfGuestsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NumberOfGuests'] = ResolversParentTypes['NumberOfGuests']> = ResolversObject<{
  lastUpdateDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OnlineBookingSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OnlineBookingSettings'] = ResolversParentTypes['OnlineBookingSettings']> = ResolversObject<{
  blackoutDates?: Resolver<Array<ResolversTypes['ClubBlackoutDate']>, ParentType, ContextType>;
  branding?: Resolver<ResolversTypes['ClubBranding'], ParentType, ContextType>;
  categorySettings?: Resolver<ResolversTypes['ClubCategorySettings'], ParentType, ContextType>;
  customPrompts?: Resolver<ResolversTypes['ClubCustomPrompts'], ParentType, ContextType>;
  generalSettings?: Resolver<ResolversTypes['ClubGeneralSettings'], ParentType, ContextType>;
}>;

export type OperationalEfficiencyDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperationalEfficiencyDashboard'] = ResolversParentTypes['OperationalEfficiencyDashboard']> = ResolversObject<{
  activitiesByHour?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardActivitiesByHourArgs, 'tab'>>;
  clubKioskTransactions?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardClubKioskTransactionsArgs, 'tab'>>;
  employeePerformance?: Resolver<Maybe<ResolversTypes['EmployeePerformanceWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardEmployeePerformanceArgs, 'tab'>>;
  employeePerformanceProducts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardEmployeePerformanceProductsArgs, 'location'>>;
  groupEvents?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardGroupEventsArgs, 'tab'>>;
  laborCostByHour?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardLaborCostByHourArgs, 'tab'>>;
  onlineBookings?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardOnlineBookingsArgs, 'tab'>>;
  outstandingCredits?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardOutstandingCreditsArgs, 'tab'>>;
  peakHours?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardPeakHoursArgs, 'tab'>>;
  refunds?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardRefundsArgs, 'tab'>>;
  totalLaborCost?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardTotalLaborCostArgs, 'tab'>>;
  totalNumberOfActivities?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardTotalNumberOfActivitiesArgs, 'tab'>>;
  waiversSigned?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OperationalEfficiencyDashboardWaiversSignedArgs, 'tab'>>;
}>;

export type OwnersBoxDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OwnersBoxDashboard'] = ResolversParentTypes['OwnersBoxDashboard']> = ResolversObject<{
  averageTicket?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardAverageTicketArgs, 'tab'>>;
  groupEvents?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardGroupEventsArgs, 'tab'>>;
  locationStatistics?: Resolver<Maybe<ResolversTypes['LocationStatisticsWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardLocationStatisticsArgs, 'tab'>>;
  newGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardNewGuestsArgs, 'tab'>>;
  numberOfGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardNumberOfGuestsArgs, 'tab'>>;
  numberOfGuestsExport?: Resolver<Maybe<Array<ResolversTypes['GuestExportDay']>>, ParentType, ContextType, Partial<OwnersBoxDashboardNumberOfGuestsExportArgs>>;
  numberOfGuestsResources?: Resolver<Maybe<Array<ResolversTypes['DashboardEntity']>>, ParentType, ContextType, RequireFields<OwnersBoxDashboardNumberOfGuestsResourcesArgs, 'locationCode'>>;
  onlineBookings?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardOnlineBookingsArgs, 'tab'>>;
  paymentsReceived?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardPaymentsReceivedArgs, 'tab'>>;
  repeatGuests?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardRepeatGuestsArgs, 'tab'>>;
  revenue?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardRevenueArgs, 'tab'>>;
  revenuePerGuest?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardRevenuePerGuestArgs, 'tab'>>;
  topPostalCodes?: Resolver<Maybe<ResolversTypes['ChartWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardTopPostalCodesArgs, 'tab'>>;
  topProductSold?: Resolver<Maybe<ResolversTypes['TopProductWidget']>, ParentType, ContextType, RequireFields<OwnersBoxDashboardTopProductSoldArgs, 'tab'>>;
}>;

export type PayLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayLink'] = ResolversParentTypes['PayLink']> = ResolversObject<{
  activityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayLinkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayLinkResult'] = ResolversParentTypes['PayLinkResult']> = ResolversObject<{
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductAvailability'] = ResolversParentTypes['ProductAvailability']> = ResolversObject<{
  availableFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  availableTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  daysAvailable?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategoryPage'] = ResolversParentTypes['ProductCategoryPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCredit'] = ResolversParentTypes['ProductCredit']> = ResolversObject<{
  creditTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['ProductAvailability'], ParentType, ContextType>;
  blockedAccess?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  containsAlcohol?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  creditTypes?: Resolver<Array<ResolversTypes['ProductCredit']>, ParentType, ContextType>;
  displayOrder?: Resolver<Array<ResolversTypes['ProductDisplayPosition']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameCardDetails?: Resolver<Maybe<ResolversTypes['GameCardDetails']>, ParentType, ContextType>;
  giftCardAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['ProductInventory'], ParentType, ContextType>;
  isCadet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<Array<ResolversTypes['ProductLoyaltyPoints']>, ParentType, ContextType>;
  membershipId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  membershipRequirements?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  modifierIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['ProductLocaleName']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  productTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservationDetails?: Resolver<Maybe<ResolversTypes['ReservationDetails']>, ParentType, ContextType>;
  revenueClassId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRateId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductDisplayPositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductDisplayPosition'] = ResolversParentTypes['ProductDisplayPosition']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductInventoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductInventory'] = ResolversParentTypes['ProductInventory']> = ResolversObject<{
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductLanguageRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductLanguageRow'] = ResolversParentTypes['ProductLanguageRow']> = ResolversObject<{
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  languageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductLocaleNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductLocaleName'] = ResolversParentTypes['ProductLocaleName']> = ResolversObject<{
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductLoyaltyPointsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductLoyaltyPoints'] = ResolversParentTypes['ProductLoyaltyPoints']> = ResolversObject<{
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductModifierOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductModifierOption'] = ResolversParentTypes['ProductModifierOption']> = ResolversObject<{
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductOfferingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductOffering'] = ResolversParentTypes['ProductOffering']> = ResolversObject<{
  availableSpaces?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['OfferingChannel'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositType?: Resolver<ResolversTypes['OfferingDepositType'], ParentType, ContextType>;
  depositValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offeringType?: Resolver<ResolversTypes['OfferingType'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceType?: Resolver<ResolversTypes['OfferingPriceType'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityType?: Resolver<ResolversTypes['OfferingQuantityType'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductOfferingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductOfferingPage'] = ResolversParentTypes['ProductOfferingPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductOffering']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductOfferingSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductOfferingSaved'] = ResolversParentTypes['ProductOfferingSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['ProductOffering'], ParentType, ContextType>;
}>;

export type ProductOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductOption'] = ResolversParentTypes['ProductOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductOptionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductOptionPage'] = ResolversParentTypes['ProductOptionPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ProductOption']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLevelId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceLevelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductSchedulingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSchedulingEvent'] = ResolversParentTypes['ProductSchedulingEvent']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
}>;

export type ProductSchedulingResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSchedulingResource'] = ResolversParentTypes['ProductSchedulingResource']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductTypeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTypeOption'] = ResolversParentTypes['ProductTypeOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSchedulable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  dateFormatId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isProfileCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminSites?: Resolver<Array<ResolversTypes['AdminSiteLink']>, ParentType, ContextType, RequireFields<QueryAdminSitesArgs, 'kind'>>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'rowsPerPage'>>;
  auditLogUsers?: Resolver<Array<ResolversTypes['AuditUser']>, ParentType, ContextType>;
  availableFromOptions?: Resolver<Array<ResolversTypes['TimeOption']>, ParentType, ContextType>;
  availableToOptions?: Resolver<Array<ResolversTypes['TimeOption']>, ParentType, ContextType>;
  blockedAccessOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['BookingDetail'], ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookingActivities?: Resolver<ResolversTypes['SchedulingActivityPage'], ParentType, ContextType, RequireFields<QueryBookingActivitiesArgs, 'page' | 'rowsPerPage'>>;
  bookingActivity?: Resolver<ResolversTypes['SchedulingActivity'], ParentType, ContextType, RequireFields<QueryBookingActivityArgs, 'id'>>;
  bookingCardSettings?: Resolver<ResolversTypes['BookingCardSettings'], ParentType, ContextType>;
  bookingCheckDetails?: Resolver<ResolversTypes['BookingDetail'], ParentType, ContextType, RequireFields<QueryBookingCheckDetailsArgs, 'bookingId'>>;
  bookingCheckIns?: Resolver<ResolversTypes['BookingCheckIns'], ParentType, ContextType, RequireFields<QueryBookingCheckInsArgs, 'bookingId'>>;
  bookingDaysAvailability?: Resolver<Array<ResolversTypes['BookingDayAvailability']>, ParentType, ContextType, RequireFields<QueryBookingDaysAvailabilityArgs, 'activityId' | 'month'>>;
  bookingDeskQuote?: Resolver<ResolversTypes['BookingDeskQuote'], ParentType, ContextType, RequireFields<QueryBookingDeskQuoteArgs, 'input'>>;
  bookingDiscountOfferings?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType, RequireFields<QueryBookingDiscountOfferingsArgs, 'locationCode'>>;
  bookingDiscounts?: Resolver<Array<ResolversTypes['BookingDiscount']>, ParentType, ContextType, RequireFields<QueryBookingDiscountsArgs, 'locationCode'>>;
  bookingDiscountsPage?: Resolver<ResolversTypes['BookingDiscountPage'], ParentType, ContextType, RequireFields<QueryBookingDiscountsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  bookingDuplicateGuests?: Resolver<Array<ResolversTypes['DuplicateGuest']>, ParentType, ContextType, RequireFields<QueryBookingDuplicateGuestsArgs, 'email' | 'firstName' | 'lastName' | 'phone'>>;
  bookingFilters?: Resolver<ResolversTypes['BookingFilters'], ParentType, ContextType>;
  bookingGuestSegments?: Resolver<ResolversTypes['BookingGuestSegmentChoices'], ParentType, ContextType, Partial<QueryBookingGuestSegmentsArgs>>;
  bookingHolders?: Resolver<Array<ResolversTypes['BookingGuest']>, ParentType, ContextType, Partial<QueryBookingHoldersArgs>>;
  bookingLocalizations?: Resolver<ResolversTypes['BookingLocalizations'], ParentType, ContextType, RequireFields<QueryBookingLocalizationsArgs, 'locationCode'>>;
  bookingLocationDaysAvailability?: Resolver<Array<ResolversTypes['BookingDayAvailability']>, ParentType, ContextType, RequireFields<QueryBookingLocationDaysAvailabilityArgs, 'locationCode' | 'month'>>;
  bookingOfferingChoices?: Resolver<Array<ResolversTypes['BookingOfferingChoice']>, ParentType, ContextType, RequireFields<QueryBookingOfferingChoicesArgs, 'locationCode'>>;
  bookingPayStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryBookingPayStatusArgs, 'bookingId'>>;
  bookingProducts?: Resolver<Array<ResolversTypes['BookingProduct']>, ParentType, ContextType, RequireFields<QueryBookingProductsArgs, 'locationCode'>>;
  bookingRescheduleOptions?: Resolver<Array<ResolversTypes['BookingRescheduleOption']>, ParentType, ContextType, RequireFields<QueryBookingRescheduleOptionsArgs, 'bookingId' | 'date'>>;
  bookingResource?: Resolver<ResolversTypes['BookingResource'], ParentType, ContextType, RequireFields<QueryBookingResourceArgs, 'id'>>;
  bookingResources?: Resolver<ResolversTypes['BookingResourcePage'], ParentType, ContextType, RequireFields<QueryBookingResourcesArgs, 'page' | 'rowsPerPage'>>;
  bookingSchedule?: Resolver<ResolversTypes['BookingSchedule'], ParentType, ContextType, RequireFields<QueryBookingScheduleArgs, 'locationCode'>>;
  bookingTimeSlots?: Resolver<Array<ResolversTypes['BookingTimeSlot']>, ParentType, ContextType, RequireFields<QueryBookingTimeSlotsArgs, 'activityId' | 'date'>>;
  bookings?: Resolver<ResolversTypes['BookingPage'], ParentType, ContextType, RequireFields<QueryBookingsArgs, 'page' | 'rowsPerPage'>>;
  calendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<QueryCalendarArgs, 'from' | 'scope' | 'to'>>;
  clubAvailableSpaces?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryClubAvailableSpacesArgs, 'locationCode' | 'productId'>>;
  clubBookingLookups?: Resolver<ResolversTypes['ClubBookingLookups'], ParentType, ContextType, RequireFields<QueryClubBookingLookupsArgs, 'locationCode'>>;
  clubBookingSettings?: Resolver<ResolversTypes['ClubBookingSettings'], ParentType, ContextType, RequireFields<QueryClubBookingSettingsArgs, 'locationCode'>>;
  clubDealData?: Resolver<ResolversTypes['ClubDealData'], ParentType, ContextType, RequireFields<QueryClubDealDataArgs, 'locationCode'>>;
  clubDeals?: Resolver<Array<ResolversTypes['ClubDeal']>, ParentType, ContextType, RequireFields<QueryClubDealsArgs, 'locationCode'>>;
  clubDealsPage?: Resolver<ResolversTypes['ClubDealPage'], ParentType, ContextType, RequireFields<QueryClubDealsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  clubNotifications?: Resolver<Array<ResolversTypes['ClubNotification']>, ParentType, ContextType, RequireFields<QueryClubNotificationsArgs, 'locationCode'>>;
  clubNotificationsPage?: Resolver<ResolversTypes['ClubNotificationPage'], ParentType, ContextType, RequireFields<QueryClubNotificationsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  clubOfferingChoices?: Resolver<ResolversTypes['ClubOfferingChoices'], ParentType, ContextType, RequireFields<QueryClubOfferingChoicesArgs, 'locationCode'>>;
  clubProductOfferings?: Resolver<Array<ResolversTypes['ProductOffering']>, ParentType, ContextType, RequireFields<QueryClubProductOfferingsArgs, 'locationCode'>>;
  clubProductOfferingsPage?: Resolver<ResolversTypes['ProductOfferingPage'], ParentType, ContextType, RequireFields<QueryClubProductOfferingsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  contactTypes?: Resolver<Array<ResolversTypes['ContactType']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  creditType?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType, RequireFields<QueryCreditTypeArgs, 'id'>>;
  creditTypeOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  creditTypeSubTable?: Resolver<Array<ResolversTypes['CreditTypeMembership']>, ParentType, ContextType, RequireFields<QueryCreditTypeSubTableArgs, 'id'>>;
  creditTypes?: Resolver<ResolversTypes['CreditTypePage'], ParentType, ContextType, RequireFields<QueryCreditTypesArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  crmEmails?: Resolver<ResolversTypes['CrmMessagePage'], ParentType, ContextType, RequireFields<QueryCrmEmailsArgs, 'page' | 'rowsPerPage'>>;
  cultures?: Resolver<Array<ResolversTypes['Culture']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'rowsPerPage'>>;
  dateFormats?: Resolver<Array<ResolversTypes['DateFormat']>, ParentType, ContextType>;
  daysAvailableOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  directorUser?: Resolver<ResolversTypes['DirectorUser'], ParentType, ContextType, RequireFields<QueryDirectorUserArgs, 'id'>>;
  directorUsers?: Resolver<ResolversTypes['DirectorUserPage'], ParentType, ContextType, RequireFields<QueryDirectorUsersArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  discount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<QueryDiscountArgs, 'id'>>;
  discountSubTable?: Resolver<Array<ResolversTypes['DiscountRevenueClass']>, ParentType, ContextType, RequireFields<QueryDiscountSubTableArgs, 'id'>>;
  discountTypes?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  discounts?: Resolver<ResolversTypes['DiscountPage'], ParentType, ContextType, RequireFields<QueryDiscountsArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  driveRevenue?: Resolver<ResolversTypes['DriveRevenueDashboard'], ParentType, ContextType, RequireFields<QueryDriveRevenueArgs, 'filter'>>;
  emailBranding?: Resolver<ResolversTypes['EmailBranding'], ParentType, ContextType, RequireFields<QueryEmailBrandingArgs, 'locationCode'>>;
  emailSmsTemplate?: Resolver<ResolversTypes['EmailSmsTemplate'], ParentType, ContextType, RequireFields<QueryEmailSmsTemplateArgs, 'id'>>;
  emailSmsTemplates?: Resolver<ResolversTypes['EmailSmsTemplatePage'], ParentType, ContextType, RequireFields<QueryEmailSmsTemplatesArgs, 'page' | 'rowsPerPage'>>;
  emailTemplatePreview?: Resolver<ResolversTypes['EmailTemplatePreview'], ParentType, ContextType, RequireFields<QueryEmailTemplatePreviewArgs, 'input'>>;
  emailTemplateTimeTypes?: Resolver<Array<ResolversTypes['MarketingOption']>, ParentType, ContextType>;
  emailTemplateVariables?: Resolver<Array<ResolversTypes['EmailTemplateVariable']>, ParentType, ContextType, RequireFields<QueryEmailTemplateVariablesArgs, 'locationCode'>>;
  enabledLanguages?: Resolver<Array<ResolversTypes['MarketingLanguage']>, ParentType, ContextType, RequireFields<QueryEnabledLanguagesArgs, 'locationCode'>>;
  entitlementPackageOptions?: Resolver<Array<ResolversTypes['EntitlementPackageOption']>, ParentType, ContextType>;
  expirationTypes?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  foodModifier?: Resolver<ResolversTypes['FoodModifier'], ParentType, ContextType, RequireFields<QueryFoodModifierArgs, 'id'>>;
  foodModifierSubTable?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType, RequireFields<QueryFoodModifierSubTableArgs, 'id'>>;
  foodModifiers?: Resolver<ResolversTypes['FoodModifierPage'], ParentType, ContextType, RequireFields<QueryFoodModifiersArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  generalSettings?: Resolver<ResolversTypes['GeneralSettings'], ParentType, ContextType, RequireFields<QueryGeneralSettingsArgs, 'locationCode'>>;
  groupOptions?: Resolver<Array<ResolversTypes['GroupOption']>, ParentType, ContextType, Partial<QueryGroupOptionsArgs>>;
  groupSubTable?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType, RequireFields<QueryGroupSubTableArgs, 'id'>>;
  groupsWithLocations?: Resolver<Array<ResolversTypes['GroupWithLocations']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['GuestDetail'], ParentType, ContextType, RequireFields<QueryGuestArgs, 'id'>>;
  guestExperience?: Resolver<Maybe<ResolversTypes['GuestExperienceDashboard']>, ParentType, ContextType, RequireFields<QueryGuestExperienceArgs, 'filter'>>;
  guestImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<QueryGuestImportArgs, 'id'>>;
  guestImports?: Resolver<Array<ResolversTypes['VenueImport']>, ParentType, ContextType>;
  guestSegment?: Resolver<ResolversTypes['GuestSegment'], ParentType, ContextType, RequireFields<QueryGuestSegmentArgs, 'id'>>;
  guestSegmentConditions?: Resolver<Array<ResolversTypes['SegmentConditionKind']>, ParentType, ContextType, Partial<QueryGuestSegmentConditionsArgs>>;
  guestSegmentCount?: Resolver<ResolversTypes['SegmentCountState'], ParentType, ContextType, RequireFields<QueryGuestSegmentCountArgs, 'refresh' | 'rowId'>>;
  guestSegmentGuests?: Resolver<ResolversTypes['GuestPage'], ParentType, ContextType, RequireFields<QueryGuestSegmentGuestsArgs, 'order' | 'page' | 'rowId' | 'rowsPerPage'>>;
  guestSegmentLocations?: Resolver<ResolversTypes['SegmentPickerPage'], ParentType, ContextType, RequireFields<QueryGuestSegmentLocationsArgs, 'page' | 'rowsPerPage'>>;
  guestSegmentMatchList?: Resolver<Array<ResolversTypes['SegmentChoice']>, ParentType, ContextType, Partial<QueryGuestSegmentMatchListArgs>>;
  guestSegmentOptions?: Resolver<ResolversTypes['SegmentOptions'], ParentType, ContextType>;
  guestSegmentProducts?: Resolver<ResolversTypes['SegmentPickerPage'], ParentType, ContextType, RequireFields<QueryGuestSegmentProductsArgs, 'page' | 'rowsPerPage'>>;
  guestSegmentSends?: Resolver<Array<ResolversTypes['SegmentSend']>, ParentType, ContextType, RequireFields<QueryGuestSegmentSendsArgs, 'segmentId'>>;
  guestSegments?: Resolver<ResolversTypes['GuestSegmentPage'], ParentType, ContextType, RequireFields<QueryGuestSegmentsArgs, 'location' | 'order' | 'page' | 'rowsPerPage'>>;
  guestTags?: Resolver<Array<ResolversTypes['GuestTag']>, ParentType, ContextType>;
  guestTimeline?: Resolver<ResolversTypes['GuestTimeline'], ParentType, ContextType, RequireFields<QueryGuestTimelineArgs, 'guestId'>>;
  guests?: Resolver<ResolversTypes['GuestPage'], ParentType, ContextType, RequireFields<QueryGuestsArgs, 'order' | 'page' | 'rowsPerPage'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType, RequireFields<QueryIntegrationArgs, 'kind'>>;
  invitation?: Resolver<ResolversTypes['InvitationCheck'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  kioskChoices?: Resolver<ResolversTypes['KioskChoices'], ParentType, ContextType, RequireFields<QueryKioskChoicesArgs, 'locationCode'>>;
  kioskProductOfferings?: Resolver<Array<ResolversTypes['ProductOffering']>, ParentType, ContextType, RequireFields<QueryKioskProductOfferingsArgs, 'locationCode'>>;
  kioskProductOfferingsPage?: Resolver<ResolversTypes['ProductOfferingPage'], ParentType, ContextType, RequireFields<QueryKioskProductOfferingsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  kioskSettings?: Resolver<ResolversTypes['KioskSettings'], ParentType, ContextType, RequireFields<QueryKioskSettingsArgs, 'locationCode'>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  lightningDealOfferings?: Resolver<Array<ResolversTypes['ClubNamed']>, ParentType, ContextType, RequireFields<QueryLightningDealOfferingsArgs, 'locationCode'>>;
  lightningDealTimeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryLightningDealTimeZoneArgs, 'locationCode'>>;
  lightningDeals?: Resolver<Array<ResolversTypes['LightningDeal']>, ParentType, ContextType, RequireFields<QueryLightningDealsArgs, 'locationCode'>>;
  lightningDealsPage?: Resolver<ResolversTypes['LightningDealPage'], ParentType, ContextType, RequireFields<QueryLightningDealsPageArgs, 'locationCode' | 'order' | 'page' | 'rowsPerPage'>>;
  locationOpenAt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryLocationOpenAtArgs, 'at' | 'code'>>;
  locations?: Resolver<Array<ResolversTypes['LocationLookup']>, ParentType, ContextType, Partial<QueryLocationsArgs>>;
  masterClients?: Resolver<Array<ResolversTypes['MasterClient']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<QueryMembershipArgs, 'id'>>;
  membershipOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  membershipSubTable?: Resolver<Array<ResolversTypes['MembershipCredit']>, ParentType, ContextType, RequireFields<QueryMembershipSubTableArgs, 'id'>>;
  memberships?: Resolver<ResolversTypes['MembershipPage'], ParentType, ContextType, RequireFields<QueryMembershipsArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  operationalEfficiency?: Resolver<ResolversTypes['OperationalEfficiencyDashboard'], ParentType, ContextType, RequireFields<QueryOperationalEfficiencyArgs, 'filter'>>;
  ownersBox?: Resolver<ResolversTypes['OwnersBoxDashboard'], ParentType, ContextType, RequireFields<QueryOwnersBoxArgs, 'filter'>>;
  payLink?: Resolver<ResolversTypes['PayLink'], ParentType, ContextType, RequireFields<QueryPayLinkArgs, 'token'>>;
  priceLevelOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductDetail'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productCategories?: Resolver<ResolversTypes['ProductCategoryPage'], ParentType, ContextType, RequireFields<QueryProductCategoriesArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  productCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<QueryProductCategoryArgs, 'id'>>;
  productCategoryOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType, Partial<QueryProductCategoryOptionsArgs>>;
  productCategorySubTable?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType, RequireFields<QueryProductCategorySubTableArgs, 'id'>>;
  productDisplayOrder?: Resolver<Array<ResolversTypes['DisplayOrderItem']>, ParentType, ContextType, RequireFields<QueryProductDisplayOrderArgs, 'categoryId' | 'locationId'>>;
  productImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<QueryProductImportArgs, 'id'>>;
  productImports?: Resolver<Array<ResolversTypes['VenueImport']>, ParentType, ContextType>;
  productLanguages?: Resolver<Array<ResolversTypes['ProductLanguageRow']>, ParentType, ContextType, RequireFields<QueryProductLanguagesArgs, 'locationIds'>>;
  productModifierOptions?: Resolver<Array<ResolversTypes['ProductModifierOption']>, ParentType, ContextType, Partial<QueryProductModifierOptionsArgs>>;
  productOptions?: Resolver<ResolversTypes['ProductOptionPage'], ParentType, ContextType, RequireFields<QueryProductOptionsArgs, 'page' | 'rowsPerPage'>>;
  productSchedulingEvents?: Resolver<Array<ResolversTypes['ProductSchedulingEvent']>, ParentType, ContextType, Partial<QueryProductSchedulingEventsArgs>>;
  productSchedulingResources?: Resolver<Array<ResolversTypes['ProductSchedulingResource']>, ParentType, ContextType, Partial<QueryProductSchedulingResourcesArgs>>;
  productSubTable?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType, RequireFields<QueryProductSubTableArgs, 'id'>>;
  productTypeOptions?: Resolver<Array<ResolversTypes['ProductTypeOption']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  quickPanel?: Resolver<ResolversTypes['QuickPanel'], ParentType, ContextType>;
  recordHistory?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryRecordHistoryArgs, 'entity' | 'id' | 'page' | 'rowsPerPage'>>;
  registrationSettings?: Resolver<ResolversTypes['RegistrationSettings'], ParentType, ContextType, RequireFields<QueryRegistrationSettingsArgs, 'locationCode'>>;
  revenueClass?: Resolver<ResolversTypes['RevenueClass'], ParentType, ContextType, RequireFields<QueryRevenueClassArgs, 'id'>>;
  revenueClassOptions?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  revenueClassSubTable?: Resolver<Array<ResolversTypes['RevenueClassDiscount']>, ParentType, ContextType, RequireFields<QueryRevenueClassSubTableArgs, 'id'>>;
  revenueClassTypes?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  revenueClasses?: Resolver<ResolversTypes['RevenueClassPage'], ParentType, ContextType, RequireFields<QueryRevenueClassesArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  roleOptions?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType, RequireFields<QueryRoleOptionsArgs, 'grantable'>>;
  rolesDepartments?: Resolver<ResolversTypes['RolesDepartments'], ParentType, ContextType, RequireFields<QueryRolesDepartmentsArgs, 'locationId'>>;
  securityRoles?: Resolver<Array<ResolversTypes['SecurityRole']>, ParentType, ContextType>;
  selectedLocationLanguages?: Resolver<Array<ResolversTypes['MarketingLanguage']>, ParentType, ContextType, RequireFields<QuerySelectedLocationLanguagesArgs, 'locationCode'>>;
  settingsGroup?: Resolver<ResolversTypes['SettingsGroup'], ParentType, ContextType, RequireFields<QuerySettingsGroupArgs, 'id'>>;
  settingsGroups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, RequireFields<QuerySettingsGroupsArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  settingsLocation?: Resolver<ResolversTypes['SettingsLocation'], ParentType, ContextType, RequireFields<QuerySettingsLocationArgs, 'id'>>;
  settingsLocations?: Resolver<ResolversTypes['LocationPage'], ParentType, ContextType, RequireFields<QuerySettingsLocationsArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  settingsUser?: Resolver<ResolversTypes['SettingsUserDetail'], ParentType, ContextType, RequireFields<QuerySettingsUserArgs, 'id'>>;
  settingsUserRoles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  settingsUsers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QuerySettingsUsersArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  setupChecklist?: Resolver<ResolversTypes['SetupChecklist'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType, RequireFields<QueryTaxRateArgs, 'id'>>;
  taxRateFee?: Resolver<ResolversTypes['TaxRateFee'], ParentType, ContextType, RequireFields<QueryTaxRateFeeArgs, 'id'>>;
  taxRateSubTable?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType, RequireFields<QueryTaxRateSubTableArgs, 'id'>>;
  taxRates?: Resolver<ResolversTypes['TaxRatePage'], ParentType, ContextType, RequireFields<QueryTaxRatesArgs, 'order' | 'page' | 'rowsPerPage' | 'sort'>>;
  taxTypes?: Resolver<Array<ResolversTypes['CatalogueOption']>, ParentType, ContextType>;
  translations?: Resolver<ResolversTypes['TranslationSet'], ParentType, ContextType, RequireFields<QueryTranslationsArgs, 'languageId' | 'locationCode'>>;
  venueChanges?: Resolver<ResolversTypes['VenueChangePage'], ParentType, ContextType, RequireFields<QueryVenueChangesArgs, 'entity' | 'first'>>;
  venueFeedReferences?: Resolver<ResolversTypes['VenueFeedReferences'], ParentType, ContextType>;
  venueImport?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType, RequireFields<QueryVenueImportArgs, 'id'>>;
  venueImports?: Resolver<Array<ResolversTypes['VenueImport']>, ParentType, ContextType>;
}>;

export type QuickPanelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuickPanel'] = ResolversParentTypes['QuickPanel']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['QuickPanelEntry']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['QuickPanelEntry']>, ParentType, ContextType>;
}>;

export type QuickPanelEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuickPanelEntry'] = ResolversParentTypes['QuickPanelEntry']> = ResolversObject<{
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegistrationFieldRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationFieldRule'] = ResolversParentTypes['RegistrationFieldRule']> = ResolversObject<{
  asked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RegistrationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationSettings'] = ResolversParentTypes['RegistrationSettings']> = ResolversObject<{
  allowMinors?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  askRelationshipInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['RegistrationFieldRule']>, ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minorAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiverText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RemoveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveResult'] = ResolversParentTypes['RemoveResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReservationDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReservationDetails'] = ResolversParentTypes['ReservationDetails']> = ResolversObject<{
  bufferMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entitlementPackageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RevenueClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevenueClass'] = ResolversParentTypes['RevenueClass']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RevenueClassDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevenueClassDiscount'] = ResolversParentTypes['RevenueClassDiscount']> = ResolversObject<{
  discountId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RevenueClassPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevenueClassPage'] = ResolversParentTypes['RevenueClassPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RevenueClass']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionBits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionChunkLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleLocationRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleLocationRef'] = ResolversParentTypes['RoleLocationRef']> = ResolversObject<{
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = ResolversObject<{
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RolesDepartmentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolesDepartments'] = ResolversParentTypes['RolesDepartments']> = ResolversObject<{
  allDepartments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  departments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['LinkedRole']>, ParentType, ContextType>;
}>;

export type SaveGuestSegmentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveGuestSegmentResult'] = ResolversParentTypes['SaveGuestSegmentResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['GuestSegment'], ParentType, ContextType>;
}>;

export type ScheduleActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleActivity'] = ResolversParentTypes['ScheduleActivity']> = ResolversObject<{
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
}>;

export type ScheduleDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleDay'] = ResolversParentTypes['ScheduleDay']> = ResolversObject<{
  ranges?: Resolver<Array<ResolversTypes['ScheduleRange']>, ParentType, ContextType>;
  starts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScheduleRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleRange'] = ResolversParentTypes['ScheduleRange']> = ResolversObject<{
  every?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScheduleResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleResource'] = ResolversParentTypes['ScheduleResource']> = ResolversObject<{
  activities?: Resolver<Array<ResolversTypes['ScheduleActivity']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScheduleSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleSlot'] = ResolversParentTypes['ScheduleSlot']> = ResolversObject<{
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['ScheduledBooking']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScheduledBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduledBooking'] = ResolversParentTypes['ScheduledBooking']> = ResolversObject<{
  confirmationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BookingState'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SchedulingActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchedulingActivity'] = ResolversParentTypes['SchedulingActivity']> = ResolversObject<{
  bufferMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxGuests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resourceIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['BookingResource']>, ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['ScheduleDay']>, ParentType, ContextType>;
}>;

export type SchedulingActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchedulingActivityPage'] = ResolversParentTypes['SchedulingActivityPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SchedulingActivity']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SecurityPermissionRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityPermissionRow'] = ResolversParentTypes['SecurityPermissionRow']> = ResolversObject<{
  add?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  delete?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  detailView?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelValues?: Resolver<Array<ResolversTypes['LabelValue']>, ParentType, ContextType>;
  massDelete?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  routeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updateAndExecute?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  view?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type SecurityRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityRole'] = ResolversParentTypes['SecurityRole']> = ResolversObject<{
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTables?: Resolver<Array<ResolversTypes['SecuritySubTable']>, ParentType, ContextType>;
}>;

export type SecuritySubTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecuritySubTable'] = ResolversParentTypes['SecuritySubTable']> = ResolversObject<{
  areaId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isStandalone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SecurityPermissionRow']>, ParentType, ContextType>;
}>;

export type SegmentChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentChoice'] = ResolversParentTypes['SegmentChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentConditionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentCondition'] = ResolversParentTypes['SegmentCondition']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['GuestAgeGroup']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['GuestMembershipStatus']>, ParentType, ContextType>;
  tagId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SegmentConditionType'], ParentType, ContextType>;
}>;

export type SegmentConditionKindResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentConditionKind'] = ResolversParentTypes['SegmentConditionKind']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SegmentConditionType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentCountStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentCountState'] = ResolversParentTypes['SegmentCountState']> = ResolversObject<{
  lastUpdateDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SegmentIdChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentIdChoice'] = ResolversParentTypes['SegmentIdChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentOptions'] = ResolversParentTypes['SegmentOptions']> = ResolversObject<{
  ageGroups?: Resolver<Array<ResolversTypes['SegmentChoice']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['SegmentIdChoice']>, ParentType, ContextType>;
  membershipStatuses?: Resolver<Array<ResolversTypes['SegmentChoice']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['SegmentIdChoice']>, ParentType, ContextType>;
}>;

export type SegmentPickerOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentPickerOption'] = ResolversParentTypes['SegmentPickerOption']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentPickerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentPickerPage'] = ResolversParentTypes['SegmentPickerPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['SegmentPickerOption']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SegmentSendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentSend'] = ResolversParentTypes['SegmentSend']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segmentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SegmentSendStatus'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SegmentSendResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SegmentSendResult'] = ResolversParentTypes['SegmentSendResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  send?: Resolver<ResolversTypes['SegmentSend'], ParentType, ContextType>;
}>;

export type SessionStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionStatus'] = ResolversParentTypes['SessionStatus']> = ResolversObject<{
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SettingsGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettingsGroup'] = ResolversParentTypes['SettingsGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SettingsLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettingsLocation'] = ResolversParentTypes['SettingsLocation']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SettingsUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettingsUser'] = ResolversParentTypes['SettingsUser']> = ResolversObject<{
  access?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SettingsUserDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettingsUserDetail'] = ResolversParentTypes['SettingsUserDetail']> = ResolversObject<{
  access?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  masterClients?: Resolver<Array<ResolversTypes['UserMasterClient']>, ParentType, ContextType>;
  payRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payrollId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roleLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SetupChecklistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetupChecklist'] = ResolversParentTypes['SetupChecklist']> = ResolversObject<{
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SetupChecklistItem']>, ParentType, ContextType>;
}>;

export type SetupChecklistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetupChecklistItem'] = ResolversParentTypes['SetupChecklistItem']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxRate'] = ResolversParentTypes['TaxRate']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TaxRateFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxRateFee'] = ResolversParentTypes['TaxRateFee']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxRatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxRatePage'] = ResolversParentTypes['TaxRatePage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TaxRate']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TimeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeOption'] = ResolversParentTypes['TimeOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopProductWidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopProductWidget'] = ResolversParentTypes['TopProductWidget']> = ResolversObject<{
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentSerie?: Resolver<ResolversTypes['DashboardTab'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perTab?: Resolver<Array<ResolversTypes['TopProductWidget']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TopSellingRow']>, ParentType, ContextType>;
  subValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TopSellingRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopSellingRow'] = ResolversParentTypes['TopSellingRow']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantitySold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TranslationEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranslationEntry'] = ResolversParentTypes['TranslationEntry']> = ResolversObject<{
  defaultText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['TranslationGroup'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TranslationSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranslationSet'] = ResolversParentTypes['TranslationSet']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['TranslationEntry']>, ParentType, ContextType>;
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserMasterClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserMasterClient'] = ResolversParentTypes['UserMasterClient']> = ResolversObject<{
  masterClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  masterClientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SettingsUser']>, ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VenueChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueChange'] = ResolversParentTypes['VenueChange']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['BookingChange']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<Maybe<ResolversTypes['GuestChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VenueChangeKind'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['VenueTransactionChange']>, ParentType, ContextType>;
}>;

export type VenueChangePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueChangePage'] = ResolversParentTypes['VenueChangePage']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['VenueChange']>, ParentType, ContextType>;
}>;

export type VenueEventResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueEventResult'] = ResolversParentTypes['VenueEventResult']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VenueTransactionStatus'], ParentType, ContextType>;
}>;

export type VenueEventsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueEventsResult'] = ResolversParentTypes['VenueEventsResult']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['VenueEventResult']>, ParentType, ContextType>;
}>;

export type VenueFeedLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueFeedLocation'] = ResolversParentTypes['VenueFeedLocation']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueFeedProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueFeedProduct'] = ResolversParentTypes['VenueFeedProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueFeedReferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueFeedReferences'] = ResolversParentTypes['VenueFeedReferences']> = ResolversObject<{
  locations?: Resolver<Array<ResolversTypes['VenueFeedLocation']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['VenueFeedProduct']>, ParentType, ContextType>;
}>;

export type VenueImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueImport'] = ResolversParentTypes['VenueImport']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorReportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  problemRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VenueImportStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueImportCellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueImportCell'] = ResolversParentTypes['VenueImportCell']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueImportPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueImportPreview'] = ResolversParentTypes['VenueImportPreview']> = ResolversObject<{
  import?: Resolver<ResolversTypes['VenueImport'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['VenueImportRow']>, ParentType, ContextType>;
}>;

export type VenueImportProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueImportProblem'] = ResolversParentTypes['VenueImportProblem']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueImportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueImportRow'] = ResolversParentTypes['VenueImportRow']> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['VenueImportCell']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['VenueImportProblem']>, ParentType, ContextType>;
}>;

export type VenueTransactionChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueTransactionChange'] = ResolversParentTypes['VenueTransactionChange']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['VenueChannel'], ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VenueTransactionKind'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalExternalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VenueTransactionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueTransactionResult'] = ResolversParentTypes['VenueTransactionResult']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VenueTransactionStatus'], ParentType, ContextType>;
}>;

export type VenueTransactionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VenueTransactionsResult'] = ResolversParentTypes['VenueTransactionsResult']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['VenueTransactionResult']>, ParentType, ContextType>;
}>;

export type WidgetConversionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetConversion'] = ResolversParentTypes['WidgetConversion']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noDataBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ofTarget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trendCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trendType?: Resolver<Maybe<ResolversTypes['TrendType']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type WidgetSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetSeries'] = ResolversParentTypes['WidgetSeries']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subData?: Resolver<Maybe<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
}>;

export type WidgetTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetTotal'] = ResolversParentTypes['WidgetTotal']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  AddGuestNoteResult?: AddGuestNoteResultResolvers<ContextType>;
  AdminSiteLink?: AdminSiteLinkResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenGrant?: ApiTokenGrantResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditFieldChange?: AuditFieldChangeResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditUser?: AuditUserResolvers<ContextType>;
  BookingActionResult?: BookingActionResultResolvers<ContextType>;
  BookingActivity?: BookingActivityResolvers<ContextType>;
  BookingCardSettings?: BookingCardSettingsResolvers<ContextType>;
  BookingChange?: BookingChangeResolvers<ContextType>;
  BookingCheckIn?: BookingCheckInResolvers<ContextType>;
  BookingCheckInResult?: BookingCheckInResultResolvers<ContextType>;
  BookingCheckIns?: BookingCheckInsResolvers<ContextType>;
  BookingCustomersResult?: BookingCustomersResultResolvers<ContextType>;
  BookingDayAvailability?: BookingDayAvailabilityResolvers<ContextType>;
  BookingDeskQuote?: BookingDeskQuoteResolvers<ContextType>;
  BookingDetail?: BookingDetailResolvers<ContextType>;
  BookingDiscount?: BookingDiscountResolvers<ContextType>;
  BookingDiscountPage?: BookingDiscountPageResolvers<ContextType>;
  BookingDiscountSaved?: BookingDiscountSavedResolvers<ContextType>;
  BookingEmail?: BookingEmailResolvers<ContextType>;
  BookingFilterCategory?: BookingFilterCategoryResolvers<ContextType>;
  BookingFilterLocation?: BookingFilterLocationResolvers<ContextType>;
  BookingFilterRole?: BookingFilterRoleResolvers<ContextType>;
  BookingFilters?: BookingFiltersResolvers<ContextType>;
  BookingGuest?: BookingGuestResolvers<ContextType>;
  BookingGuestSegmentChoice?: BookingGuestSegmentChoiceResolvers<ContextType>;
  BookingGuestSegmentChoices?: BookingGuestSegmentChoicesResolvers<ContextType>;
  BookingInTheWay?: BookingInTheWayResolvers<ContextType>;
  BookingInfo?: BookingInfoResolvers<ContextType>;
  BookingLiveDeal?: BookingLiveDealResolvers<ContextType>;
  BookingLocalization?: BookingLocalizationResolvers<ContextType>;
  BookingLocalizations?: BookingLocalizationsResolvers<ContextType>;
  BookingLocation?: BookingLocationResolvers<ContextType>;
  BookingOffering?: BookingOfferingResolvers<ContextType>;
  BookingOfferingChoice?: BookingOfferingChoiceResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  BookingPayment?: BookingPaymentResolvers<ContextType>;
  BookingPaymentIntent?: BookingPaymentIntentResolvers<ContextType>;
  BookingProduct?: BookingProductResolvers<ContextType>;
  BookingRescheduleOption?: BookingRescheduleOptionResolvers<ContextType>;
  BookingResource?: BookingResourceResolvers<ContextType>;
  BookingResourcePage?: BookingResourcePageResolvers<ContextType>;
  BookingSchedule?: BookingScheduleResolvers<ContextType>;
  BookingSetupResult?: BookingSetupResultResolvers<ContextType>;
  BookingTimeSlot?: BookingTimeSlotResolvers<ContextType>;
  BrandImage?: BrandImageResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarDayHours?: CalendarDayHoursResolvers<ContextType>;
  CalendarException?: CalendarExceptionResolvers<ContextType>;
  CalendarExceptionSave?: CalendarExceptionSaveResolvers<ContextType>;
  CalendarRemoval?: CalendarRemovalResolvers<ContextType>;
  CalendarWeeklySave?: CalendarWeeklySaveResolvers<ContextType>;
  CatalogueOption?: CatalogueOptionResolvers<ContextType>;
  ChartWidget?: ChartWidgetResolvers<ContextType>;
  ClosedDayBooking?: ClosedDayBookingResolvers<ContextType>;
  ClubAvailabilityPerDay?: ClubAvailabilityPerDayResolvers<ContextType>;
  ClubBlackoutDate?: ClubBlackoutDateResolvers<ContextType>;
  ClubBookingLookups?: ClubBookingLookupsResolvers<ContextType>;
  ClubBookingSettings?: ClubBookingSettingsResolvers<ContextType>;
  ClubBranding?: ClubBrandingResolvers<ContextType>;
  ClubCategorySetting?: ClubCategorySettingResolvers<ContextType>;
  ClubCategorySettings?: ClubCategorySettingsResolvers<ContextType>;
  ClubCustomPrompt?: ClubCustomPromptResolvers<ContextType>;
  ClubCustomPrompts?: ClubCustomPromptsResolvers<ContextType>;
  ClubDayAvailability?: ClubDayAvailabilityResolvers<ContextType>;
  ClubDeal?: ClubDealResolvers<ContextType>;
  ClubDealData?: ClubDealDataResolvers<ContextType>;
  ClubDealPage?: ClubDealPageResolvers<ContextType>;
  ClubDealSaved?: ClubDealSavedResolvers<ContextType>;
  ClubGeneralSettings?: ClubGeneralSettingsResolvers<ContextType>;
  ClubNamed?: ClubNamedResolvers<ContextType>;
  ClubNotification?: ClubNotificationResolvers<ContextType>;
  ClubNotificationPage?: ClubNotificationPageResolvers<ContextType>;
  ClubNotificationSaved?: ClubNotificationSavedResolvers<ContextType>;
  ClubOfferingChoices?: ClubOfferingChoicesResolvers<ContextType>;
  ClubOption?: ClubOptionResolvers<ContextType>;
  ClubPaymentProcessor?: ClubPaymentProcessorResolvers<ContextType>;
  ClubProductChoice?: ClubProductChoiceResolvers<ContextType>;
  ClubTimeRange?: ClubTimeRangeResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactType?: ContactTypeResolvers<ContextType>;
  CreateBookingResult?: CreateBookingResultResolvers<ContextType>;
  CreateDeskGuestResult?: CreateDeskGuestResultResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreditType?: CreditTypeResolvers<ContextType>;
  CreditTypeMembership?: CreditTypeMembershipResolvers<ContextType>;
  CreditTypePage?: CreditTypePageResolvers<ContextType>;
  CrmMessage?: CrmMessageResolvers<ContextType>;
  CrmMessagePage?: CrmMessagePageResolvers<ContextType>;
  CrmSaveResult?: CrmSaveResultResolvers<ContextType>;
  Culture?: CultureResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  DashboardEntity?: DashboardEntityResolvers<ContextType>;
  DateFormat?: DateFormatResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  DepartmentRef?: DepartmentRefResolvers<ContextType>;
  DirectorUser?: DirectorUserResolvers<ContextType>;
  DirectorUserPage?: DirectorUserPageResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  DiscountPage?: DiscountPageResolvers<ContextType>;
  DiscountRevenueClass?: DiscountRevenueClassResolvers<ContextType>;
  DisplayOrderItem?: DisplayOrderItemResolvers<ContextType>;
  DnsEntry?: DnsEntryResolvers<ContextType>;
  DriveRevenueDashboard?: DriveRevenueDashboardResolvers<ContextType>;
  DuplicateGuest?: DuplicateGuestResolvers<ContextType>;
  EmailBranding?: EmailBrandingResolvers<ContextType>;
  EmailSmsTemplate?: EmailSmsTemplateResolvers<ContextType>;
  EmailSmsTemplatePage?: EmailSmsTemplatePageResolvers<ContextType>;
  EmailTemplatePreview?: EmailTemplatePreviewResolvers<ContextType>;
  EmailTemplateVariable?: EmailTemplateVariableResolvers<ContextType>;
  EmployeePerformanceRow?: EmployeePerformanceRowResolvers<ContextType>;
  EmployeePerformanceWidget?: EmployeePerformanceWidgetResolvers<ContextType>;
  EntitlementPackageOption?: EntitlementPackageOptionResolvers<ContextType>;
  FoodModifier?: FoodModifierResolvers<ContextType>;
  FoodModifierPage?: FoodModifierPageResolvers<ContextType>;
  GameCardDetails?: GameCardDetailsResolvers<ContextType>;
  GeneralSettings?: GeneralSettingsResolvers<ContextType>;
  GeneralSettingsSave?: GeneralSettingsSaveResolvers<ContextType>;
  GroupOption?: GroupOptionResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  GroupWithLocations?: GroupWithLocationsResolvers<ContextType>;
  Guest?: GuestResolvers<ContextType>;
  GuestChange?: GuestChangeResolvers<ContextType>;
  GuestDetail?: GuestDetailResolvers<ContextType>;
  GuestExperienceDashboard?: GuestExperienceDashboardResolvers<ContextType>;
  GuestExportDay?: GuestExportDayResolvers<ContextType>;
  GuestNote?: GuestNoteResolvers<ContextType>;
  GuestPage?: GuestPageResolvers<ContextType>;
  GuestSegment?: GuestSegmentResolvers<ContextType>;
  GuestSegmentPage?: GuestSegmentPageResolvers<ContextType>;
  GuestTag?: GuestTagResolvers<ContextType>;
  GuestTagRef?: GuestTagRefResolvers<ContextType>;
  GuestTimeline?: GuestTimelineResolvers<ContextType>;
  GuestTimelineEvent?: GuestTimelineEventResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  InvitationCheck?: InvitationCheckResolvers<ContextType>;
  InviteResult?: InviteResultResolvers<ContextType>;
  KioskChoices?: KioskChoicesResolvers<ContextType>;
  KioskSettings?: KioskSettingsResolvers<ContextType>;
  KioskSettingsDocument?: KioskSettingsDocumentResolvers<ContextType>;
  LabelValue?: LabelValueResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LiabilityAging?: LiabilityAgingResolvers<ContextType>;
  LiabilityAgingRow?: LiabilityAgingRowResolvers<ContextType>;
  LightningDeal?: LightningDealResolvers<ContextType>;
  LightningDealPage?: LightningDealPageResolvers<ContextType>;
  LightningDealSaved?: LightningDealSavedResolvers<ContextType>;
  LinkedRole?: LinkedRoleResolvers<ContextType>;
  LocationLookup?: LocationLookupResolvers<ContextType>;
  LocationPage?: LocationPageResolvers<ContextType>;
  LocationPerformanceWidget?: LocationPerformanceWidgetResolvers<ContextType>;
  LocationRef?: LocationRefResolvers<ContextType>;
  LocationStatisticsRow?: LocationStatisticsRowResolvers<ContextType>;
  LocationStatisticsWidget?: LocationStatisticsWidgetResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MarketingLanguage?: MarketingLanguageResolvers<ContextType>;
  MarketingOption?: MarketingOptionResolvers<ContextType>;
  MarketingResult?: MarketingResultResolvers<ContextType>;
  MasterClient?: MasterClientResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipCredit?: MembershipCreditResolvers<ContextType>;
  MembershipPage?: MembershipPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NumberOfGuests?: NumberOfGuestsResolvers<ContextType>;
  OnlineBookingSettings?: OnlineBookingSettingsResolvers<ContextType>;
  OperationalEfficiencyDashboard?: OperationalEfficiencyDashboardResolvers<ContextType>;
  OwnersBoxDashboard?: OwnersBoxDashboardResolvers<ContextType>;
  PayLink?: PayLinkResolvers<ContextType>;
  PayLinkResult?: PayLinkResultResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAvailability?: ProductAvailabilityResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryPage?: ProductCategoryPageResolvers<ContextType>;
  ProductCredit?: ProductCreditResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductDisplayPosition?: ProductDisplayPositionResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductInventory?: ProductInventoryResolvers<ContextType>;
  ProductLanguageRow?: ProductLanguageRowResolvers<ContextType>;
  ProductLocaleName?: ProductLocaleNameResolvers<ContextType>;
  ProductLoyaltyPoints?: ProductLoyaltyPointsResolvers<ContextType>;
  ProductModifierOption?: ProductModifierOptionResolvers<ContextType>;
  ProductOffering?: ProductOfferingResolvers<ContextType>;
  ProductOfferingPage?: ProductOfferingPageResolvers<ContextType>;
  ProductOfferingSaved?: ProductOfferingSavedResolvers<ContextType>;
  ProductOption?: ProductOptionResolvers<ContextType>;
  ProductOptionPage?: ProductOptionPageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductSchedulingEvent?: ProductSchedulingEventResolvers<ContextType>;
  ProductSchedulingResource?: ProductSchedulingResourceResolvers<ContextType>;
  ProductTypeOption?: ProductTypeOptionResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickPanel?: QuickPanelResolvers<ContextType>;
  QuickPanelEntry?: QuickPanelEntryResolvers<ContextType>;
  RegistrationFieldRule?: RegistrationFieldRuleResolvers<ContextType>;
  RegistrationSettings?: RegistrationSettingsResolvers<ContextType>;
  RemoveResult?: RemoveResultResolvers<ContextType>;
  ReservationDetails?: ReservationDetailsResolvers<ContextType>;
  RevenueClass?: RevenueClassResolvers<ContextType>;
  RevenueClassDiscount?: RevenueClassDiscountResolvers<ContextType>;
  RevenueClassPage?: RevenueClassPageResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleLocationRef?: RoleLocationRefResolvers<ContextType>;
  RoleOption?: RoleOptionResolvers<ContextType>;
  RolesDepartments?: RolesDepartmentsResolvers<ContextType>;
  SaveGuestSegmentResult?: SaveGuestSegmentResultResolvers<ContextType>;
  ScheduleActivity?: ScheduleActivityResolvers<ContextType>;
  ScheduleDay?: ScheduleDayResolvers<ContextType>;
  ScheduleRange?: ScheduleRangeResolvers<ContextType>;
  ScheduleResource?: ScheduleResourceResolvers<ContextType>;
  ScheduleSlot?: ScheduleSlotResolvers<ContextType>;
  ScheduledBooking?: ScheduledBookingResolvers<ContextType>;
  SchedulingActivity?: SchedulingActivityResolvers<ContextType>;
  SchedulingActivityPage?: SchedulingActivityPageResolvers<ContextType>;
  SecurityPermissionRow?: SecurityPermissionRowResolvers<ContextType>;
  SecurityRole?: SecurityRoleResolvers<ContextType>;
  SecuritySubTable?: SecuritySubTableResolvers<ContextType>;
  SegmentChoice?: SegmentChoiceResolvers<ContextType>;
  SegmentCondition?: SegmentConditionResolvers<ContextType>;
  SegmentConditionKind?: SegmentConditionKindResolvers<ContextType>;
  SegmentCountState?: SegmentCountStateResolvers<ContextType>;
  SegmentIdChoice?: SegmentIdChoiceResolvers<ContextType>;
  SegmentOptions?: SegmentOptionsResolvers<ContextType>;
  SegmentPickerOption?: SegmentPickerOptionResolvers<ContextType>;
  SegmentPickerPage?: SegmentPickerPageResolvers<ContextType>;
  SegmentSend?: SegmentSendResolvers<ContextType>;
  SegmentSendResult?: SegmentSendResultResolvers<ContextType>;
  SessionStatus?: SessionStatusResolvers<ContextType>;
  SettingsGroup?: SettingsGroupResolvers<ContextType>;
  SettingsLocation?: SettingsLocationResolvers<ContextType>;
  SettingsUser?: SettingsUserResolvers<ContextType>;
  SettingsUserDetail?: SettingsUserDetailResolvers<ContextType>;
  SetupChecklist?: SetupChecklistResolvers<ContextType>;
  SetupChecklistItem?: SetupChecklistItemResolvers<ContextType>;
  TaxRate?: TaxRateResolvers<ContextType>;
  TaxRateFee?: TaxRateFeeResolvers<ContextType>;
  TaxRatePage?: TaxRatePageResolvers<ContextType>;
  TimeOption?: TimeOptionResolvers<ContextType>;
  TopProductWidget?: TopProductWidgetResolvers<ContextType>;
  TopSellingRow?: TopSellingRowResolvers<ContextType>;
  TranslationEntry?: TranslationEntryResolvers<ContextType>;
  TranslationSet?: TranslationSetResolvers<ContextType>;
  UserMasterClient?: UserMasterClientResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  VenueChange?: VenueChangeResolvers<ContextType>;
  VenueChangePage?: VenueChangePageResolvers<ContextType>;
  VenueEventResult?: VenueEventResultResolvers<ContextType>;
  VenueEventsResult?: VenueEventsResultResolvers<ContextType>;
  VenueFeedLocation?: VenueFeedLocationResolvers<ContextType>;
  VenueFeedProduct?: VenueFeedProductResolvers<ContextType>;
  VenueFeedReferences?: VenueFeedReferencesResolvers<ContextType>;
  VenueImport?: VenueImportResolvers<ContextType>;
  VenueImportCell?: VenueImportCellResolvers<ContextType>;
  VenueImportPreview?: VenueImportPreviewResolvers<ContextType>;
  VenueImportProblem?: VenueImportProblemResolvers<ContextType>;
  VenueImportRow?: VenueImportRowResolvers<ContextType>;
  VenueTransactionChange?: VenueTransactionChangeResolvers<ContextType>;
  VenueTransactionResult?: VenueTransactionResultResolvers<ContextType>;
  VenueTransactionsResult?: VenueTransactionsResultResolvers<ContextType>;
  WidgetConversion?: WidgetConversionResolvers<ContextType>;
  WidgetSeries?: WidgetSeriesResolvers<ContextType>;
  WidgetTotal?: WidgetTotalResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  guarded?: GuardedDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
}>;
