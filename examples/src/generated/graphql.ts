/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  adults?: number | null | undefined;
  /** The guest who checked in: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
  /** People in the party, 1 to 500. */
  partySize: number;
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
  amount: string;
};

/** One venue event. Each is recorded whole or not at all. */
export type VenueEventInput = {
  /** The check-in, when kind is CHECK_IN. */
  checkIn?: VenueCheckInInput | null | undefined;
  /** The credit move, when kind is CREDIT. */
  credit?: VenueCreditInput | null | undefined;
  /** The sender's id of the event, unique per master client among events (transactions' ids are apart), at most 100 characters. Sent again, it is REPLAYED. */
  externalId: string;
  /** The gift card's move, when kind is GIFT_CARD. */
  giftCard?: VenueGiftCardInput | null | undefined;
  /** What it records. */
  kind: VenueEventKind;
  /** The location's code (Settings → Locations). */
  locationCode: string;
  /** The membership, when kind is MEMBERSHIP. */
  membership?: VenueMembershipInput | null | undefined;
  /** When it happened: an ISO 8601 instant with its offset. The business day and hour come from it in the location's time zone. */
  occurredAt: string;
  /** The shift, when kind is SHIFT. */
  shift?: VenueShiftInput | null | undefined;
  /** The waiver, when kind is WAIVER. */
  waiver?: VenueWaiverInput | null | undefined;
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
  amount: string;
  /** The card's number as the card system prints it, at most 100 characters; unique per master client. A card is SOLD before it is redeemed or expired. */
  cardNumber: string;
};

/** The guest of a transaction: matched by e-mail, else by phone, else created. */
export type VenueGuestInput = {
  /** E-mail address; an e-mail or a phone is required. */
  email?: string | null | undefined;
  /** First name, used when the guest is created. */
  firstName?: string | null | undefined;
  /** Last name, used when the guest is created. */
  lastName?: string | null | undefined;
  /** Phone number: 4 to 19 digits, an optional + first. */
  phone?: string | null | undefined;
};

/** A membership sold at `occurredAt`: its term starts on that business day. */
export type VenueMembershipInput = {
  /** The member: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
  /** What it sold for in the location's currency, more than 0.00, e.g. "49.99". */
  price: string;
  /** Days the membership runs, 1 to 3660 (e.g. 30, 365). */
  termDays: number;
};

/** A labour shift starting at `occurredAt`. */
export type VenueShiftInput = {
  /** What it cost in the location's currency, e.g. "120.00". */
  cost: string;
  /** The till's code of the employee; employees are created on first sight, as in recordVenueTransactions. */
  employeeCode: string;
  /** How long it lasted, 1 to 1440 minutes. */
  minutes: number;
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

/** One transaction as a till sends it. Each is recorded whole or not at all. */
export type VenueTransactionInput = {
  /** How it was made; WALK_IN when left out. */
  channel?: VenueChannel | null | undefined;
  /** The till's code of the employee who rang it up; employees are created on first sight. */
  employeeCode?: string | null | undefined;
  /** The sender's id of the transaction, unique per master client, at most 100 characters. Sent again, it is REPLAYED. */
  externalId: string;
  /** The guest, if known. */
  guest?: VenueGuestInput | null | undefined;
  /** SALE when left out. */
  kind?: VenueTransactionKind | null | undefined;
  /** 1 to 100 lines. */
  lines: Array<VenueTransactionLineInput>;
  /** The location's code (Settings → Locations). */
  locationCode: string;
  /** When it happened: an ISO 8601 instant with its offset. The business day and hour come from it in the location's time zone. */
  occurredAt: string;
  /** The externalId of the sale a REFUND or VOID undoes; refunds and voids of one sale never exceed its total. */
  originalExternalId?: string | null | undefined;
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
  productId: number;
  /** Items, 1 to 9999. */
  quantity: number;
  /** Price of one item in the location's currency: digits, at most 6 before the point and 2 after, e.g. "12.50". */
  unitPrice: string;
};

/** One payment of a transaction. */
export type VenueTransactionPaymentInput = {
  /** Amount in the location's currency, more than 0, e.g. "12.50". The payments must add up to the lines' total. */
  amount: string;
  /** How it was paid. */
  tender: VenueTender;
};

/** What became of one transaction of a batch. */
export type VenueTransactionStatus =
  /** Recorded now; on the dashboards at the next read. */
  | 'ACCEPTED'
  /** Refused; `message` says why and nothing of it was written. */
  | 'REJECTED'
  /** The same externalId with the same content was recorded before; nothing was written. */
  | 'REPLAYED';

/** A waiver signed at `occurredAt`. */
export type VenueWaiverInput = {
  /** The guest who signed: matched by e-mail, else by phone, else created. */
  guest: VenueGuestInput;
};

export type ExampleChangesQueryVariables = Exact<{
  entity: VenueChangeEntity;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ExampleChangesQuery = { venueChanges: { cursor: string, hasMore: boolean, items: Array<{ id: string, kind: VenueChangeKind, changedAt: string, transaction: { externalId: string, total: string } | null, booking: { confirmationCode: string, state: string } | null, guest: { firstName: string, lastName: string } | null }> } };

export type ExamplePosReferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type ExamplePosReferencesQuery = { venueFeedReferences: { locations: Array<{ code: string, name: string, timeZone: string }>, products: Array<{ id: number, name: string, price: string }> } };

export type ExamplePosSendMutationVariables = Exact<{
  transactions: Array<VenueTransactionInput> | VenueTransactionInput;
}>;


export type ExamplePosSendMutation = { recordVenueTransactions: { accepted: number, replayed: number, rejected: number, results: Array<{ externalId: string, status: VenueTransactionStatus, message: string | null, field: string | null }> } };

export type ExamplePosEventsMutationVariables = Exact<{
  events: Array<VenueEventInput> | VenueEventInput;
}>;


export type ExamplePosEventsMutation = { recordVenueEvents: { accepted: number, replayed: number, rejected: number, results: Array<{ externalId: string, status: VenueTransactionStatus, message: string | null, field: string | null }> } };

export type ExampleLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExampleLocationsQuery = { locations: Array<{ locationId: number, name: string }> };

export type ExampleLastWeekRevenueQueryVariables = Exact<{ [key: string]: never; }>;


export type ExampleLastWeekRevenueQuery = { ownersBox: { revenue: { title: string, currency: boolean, conversion: { value: number } | null } | null } };
