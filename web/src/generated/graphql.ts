// @ts-nocheck — generated; the react-apollo plugin emits suspense overloads that do not type-check on Apollo Client 4.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** Which external admin site a link opens (spec/1 §2.7). */
export type AdminSiteKind =
  /** The operator's admin site, under /Admin. */
  | 'ADMIN'
  /** The service-provider admin site, under /SP_ADMIN. */
  | 'SP_ADMIN';

/** The booking filter of spec/3 §2. */
export type BookingFilterInput = {
  /** MM/DD/YYYY: bookings of that day (the end is the start plus one day). */
  bookingDate?: string | null | undefined;
  /** Product category id. */
  category?: number | null | undefined;
  /** Checked in or not. */
  checked?: boolean | null | undefined;
  /** Location code. */
  location?: string | null | undefined;
  /** Confirmation code, or the holder's name or e-mail. */
  search?: string | null | undefined;
  /** MM/DD/YYYY: bookings on or after. */
  startDate?: string | null | undefined;
  /** Booked or canceled. */
  state?: BookingState | null | undefined;
};

/** A payment taken with the booking (in-venue methods). */
export type BookingFirstPaymentInput = {
  /** Dollars, at most 2 decimals; at most the total. */
  amount: string;
  /** A key per click: a retried create charges once. */
  idempotencyKey: string;
  /** CASH, CARD_TERMINAL or VOUCHER. */
  method: BookingPaymentMethod;
};

/** An offering added when the booking is made. */
export type BookingOfferingInput = {
  /** Name. */
  name: string;
  /** The product, when it is one. */
  productId?: number | null | undefined;
  /** How many. */
  quantity: number;
  /** Price of one, in dollars with at most 2 decimals, e.g. '12.50'. */
  unitPrice: string;
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

/** A booking's state: booked until canceled. Whether it is paid is `isFullyPaid`. */
export type BookingState =
  /** Booked (the default). */
  | 'BOOKED'
  /** Canceled: its places were given back. */
  | 'CANCELLED';

/** A password change from the profile (spec/1 §2.5). */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: string;
  /** The new password; it must meet the password rules of spec/1 §5. */
  newPassword: string;
  /** The new password again; must equal newPassword. */
  repeatNewPassword: string;
};

/** A point of contact to save. */
export type ContactInput = {
  /** What the contact is for (see contactTypes). */
  contactTypeId: number;
  /** Contact e-mail address. */
  email: string;
  /** Contact person's name. */
  name: string;
  /** Contact phone number, digits only. */
  phone: string;
};

/** A new booking. */
export type CreateBookingInput = {
  /** The activity. */
  activityId: number;
  /** Local date, YYYY-MM-DD; today or later. */
  date: string;
  /** Guests; at most the places left. */
  guests: number;
  /** The holder, a guest of this master client. */
  holderId: number;
  /** Location code. */
  locationCode: string;
  /** Offerings. */
  offerings?: Array<BookingOfferingInput> | null | undefined;
  /** A first payment taken at the desk, in the same transaction. */
  payment?: BookingFirstPaymentInput | null | undefined;
  /** Send the confirmation e-mail too. */
  sendConfirmation?: boolean | null | undefined;
  /** Local start, HH:MM; one of the activity's slots that day. */
  startTime: string;
};

/** What the credit type form saves. */
export type CreditTypeInput = {
  /** At most 100 characters. */
  description: string;
  /** 1–3650 days, or null for never. */
  expirationDays?: number | null | undefined;
  /** Worth money on a game card. */
  isMonetary: boolean;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
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

/**
 * The dashboard filter (spec/2 §3), shared by every widget of a dashboard query. With no dateRange,
 * each widget reports on its own tab.
 */
export type DashboardFilterInput = {
  /** Comparison for date ranges 2–15: 0 none, 1 previous period, 2 year before. */
  comparedTo?: number | null | undefined;
  /** Date range id (1 Today … 15 Next year, 16 rolling, 17 custom; core/dashboards/dateRanges.ts). */
  dateRange?: number | null | undefined;
  /** Last day of a custom range (17), MM/DD/YYYY; not before startDate. */
  endDate?: string | null | undefined;
  /** Aggregation step; defaults by the window's span. */
  frequency?: DashboardFrequency | null | undefined;
  /** Location ids of the selected master client; empty or absent means all of them. */
  locations?: Array<number> | null | undefined;
  /** Only realised sales; default false. */
  realizedSales?: boolean | null | undefined;
  /** Rolling range (16): 1–7 for the last 7, 14, 30, 60, 90, 180 or 360 days. */
  rollingDataRange?: number | null | undefined;
  /** First day of a custom range (17), MM/DD/YYYY. */
  startDate?: string | null | undefined;
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

/** What the director-user form saves; the simple user dialog's rules apply. */
export type DirectorUserInput = {
  /** E-mail address; unique across users. */
  email: string;
  /** First name; required. */
  firstName: string;
  /** Last name; required. */
  lastName: string;
  /** Location in this master client, or null. */
  locationId?: number | null | undefined;
  /** Phone number, digits only. */
  phone: string;
  /** Role in this master client; required. */
  roleId?: number | null | undefined;
};

/** What the discount form saves. */
export type DiscountInput = {
  /** Switched on. */
  enabled: boolean;
  /** YYYY-MM-DD, not before the start; null is open-ended. */
  endDate?: string | null | undefined;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
  /** Revenue classes of the master client; at least one. */
  revenueClassIds: Array<number>;
  /** YYYY-MM-DD. */
  startDate: string;
  /** 1 percentage, 2 amount. */
  typeId: number;
  /** A percentage 0–100 or an amount (spec/1 §5) as typed, by type. */
  value: string;
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
  categoryId: number;
  /** Location id. */
  locationId: number;
  /** Every product of the category at the location, first shown first. */
  productIds: Array<number>;
};

/** What the food modifier form saves. */
export type FoodModifierInput = {
  /** At most 100 characters. */
  groupName: string;
  /** Locations offering it; at least one. */
  locationIds: Array<number>;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
  /** An amount as typed (spec/1 §5), e.g. '1.50' or '$1.50'. */
  price: string;
};

/** Columns the Food Modifiers list sorts by. */
export type FoodModifierSort =
  /** Group. */
  | 'GROUP_NAME'
  /** Name. */
  | 'NAME'
  /** Price. */
  | 'PRICE';

/** Game card details as the form saves them. */
export type GameCardDetailsInput = {
  /** 0–999999. */
  bonusCredits: number;
  /** At most 100 characters. */
  cardDesign: string;
  /** 0–999999. */
  creditsOnCard: number;
  /** VIP card. */
  isVip: boolean;
};

/** What the group form saves. */
export type GroupInput = {
  /** Locations of the group; at least one. A location moves here from any other group. */
  locationIds: Array<number>;
  /** Group name; trimmed, required, at most 100 characters, unique in the master client (any case). */
  name: string;
};

/** Columns the Groups list sorts by. */
export type GroupSort =
  /** Number of locations in the group. */
  | 'LOCATION_COUNT'
  /** Group name. */
  | 'NAME';

/** What the new-location form saves. */
export type LocationCreateInput = {
  /** Street address; at most 100 characters. */
  address1: string;
  /** Second address line; at most 100 characters. */
  address2: string;
  /** City; at most 100 characters. */
  city: string;
  /** Short code; generated from the name's initials when absent or blank. */
  code?: string | null | undefined;
  /** Group of the location, or null for none. */
  groupId?: number | null | undefined;
  /** Location name; required, at most 100 characters. */
  name: string;
  /** Postal code: a US ZIP code (12345 or 12345-6789), or empty. */
  postalCode: string;
  /** State or region; at most 100 characters. */
  state: string;
  /** Store number: digits only, unique in the master client; may be empty. */
  storeNumber: string;
};

/** Columns the Locations list sorts by. */
export type LocationSort =
  /** City. */
  | 'CITY'
  /** Location code. */
  | 'CODE'
  /** Name of the location's group. */
  | 'GROUP_NAME'
  /** Location name. */
  | 'NAME'
  /** Store number. */
  | 'STORE_NUMBER';

/** What the edit-location form saves: everything but the name and code. */
export type LocationUpdateInput = {
  /** Street address; at most 100 characters. */
  address1: string;
  /** Second address line; at most 100 characters. */
  address2: string;
  /** City; at most 100 characters. */
  city: string;
  /** Group of the location (one of the other groups), or null for none. */
  groupId?: number | null | undefined;
  /** Postal code: a US ZIP code (12345 or 12345-6789), or empty. */
  postalCode: string;
  /** State or region; at most 100 characters. */
  state: string;
  /** Store number: digits only, unique in the master client; may be empty. */
  storeNumber: string;
};

/** A credit type and quantity the membership grants. */
export type MembershipCreditInput = {
  /** Credit type id of the master client. */
  creditTypeId: number;
  /** 1–999999. */
  quantity: number;
};

/** What the membership form saves. */
export type MembershipInput = {
  /** Credits granted, each credit type once. */
  creditTypes: Array<MembershipCreditInput>;
  /** At most 100 characters. */
  description: string;
  /** 1–999; required unless the type is never (4). */
  expirationPeriod?: number | null | undefined;
  /** One of expirationTypes. */
  expirationTypeId: number;
  /** Locations selling it; at least one. */
  locationIds: Array<number>;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
  /** An amount as typed (spec/1 §5), e.g. '29.99' or '$29.99'. */
  price: string;
};

/** Columns the Memberships list sorts by. */
export type MembershipSort =
  /** Expiration type. */
  | 'EXPIRATION_TYPE'
  /** Name. */
  | 'NAME'
  /** Price. */
  | 'PRICE';

/** The last step of password recovery (spec/1 §2.3). */
export type PasswordRecoveryInput = {
  /** The new password; it must meet the password rules of spec/1 §5. */
  newPassword: string;
  /** The new password again; must equal newPassword. */
  repeatNewPassword: string;
  /** The code from the e-mailed link (called token by the REST API). */
  token: string;
};

/** When the product is sold. */
export type ProductAvailabilityInput = {
  /** Minutes since midnight, or null. */
  availableFrom?: number | null | undefined;
  /** Minutes since midnight after availableFrom, or null. */
  availableTo?: number | null | undefined;
  /** ISO weekdays 1–7. */
  daysAvailable: Array<number>;
};

/** What the product category form saves. */
export type ProductCategoryInput = {
  /** At most 100 characters. */
  description: string;
  /** 0–9999. */
  displayOrder: number;
  /** Locations offering it; at least one. */
  locationIds: Array<number>;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
};

/** Columns the Product Categories list sorts by. */
export type ProductCategorySort =
  /** Display order. */
  | 'DISPLAY_ORDER'
  /** Name. */
  | 'NAME';

/** A credit type the product loads. */
export type ProductCreditInput = {
  /** Credit type id of the master client. */
  creditTypeId: number;
  /** 1–999999. */
  quantity: number;
};

/** What the product editor saves. Sections that do not apply to the type's kind are ignored. */
export type ProductInput = {
  /** Availability. */
  availability: ProductAvailabilityInput;
  /** Blocked access areas. */
  blockedAccessIds: Array<number>;
  /** Categories; at least one. */
  categoryIds: Array<number>;
  /** Contains alcohol. */
  containsAlcohol: boolean;
  /** Credits loaded, each credit type once; credit products need one. */
  creditTypes: Array<ProductCreditInput>;
  /** Sold. */
  enabled: boolean;
  /** Game card kinds: required. */
  gameCardDetails?: GameCardDetailsInput | null | undefined;
  /** Gift cards: required amount as typed. */
  giftCardAmount?: string | null | undefined;
  /** Groups: each adds its locations. */
  groupIds: Array<number>;
  /** A data URL (png, jpeg, webp or gif, at most 1 MB), a URL answered by uploadProductImage, or null. */
  image?: string | null | undefined;
  /** Inventory. */
  inventory: ProductInventoryInput;
  /** Cadet product. */
  isCadet: boolean;
  /** Locations; with groupIds at least one. */
  locationIds: Array<number>;
  /** Loyalty points per location. */
  loyaltyPoints: Array<ProductLoyaltyPointsInput>;
  /** Membership products: required membership. */
  membershipId?: number | null | undefined;
  /** Memberships a buyer must hold. */
  membershipRequirementIds: Array<number>;
  /** Food: modifiers offered. */
  modifierIds: Array<number>;
  /** Required, at most 100 characters. */
  name: string;
  /** Names per language per location. */
  names: Array<ProductLocaleNameInput>;
  /** At least one price. */
  prices: Array<ProductPriceInput>;
  /** A product type of the master client. */
  productTypeId: number;
  /** Reservations: required. */
  reservationDetails?: ReservationDetailsInput | null | undefined;
  /** Required revenue class. */
  revenueClassId?: number | null | undefined;
  /** Tax rate, or null. */
  taxRateId?: number | null | undefined;
};

/** The inventory section. */
export type ProductInventoryInput = {
  /** 1–9999 ('Please enter an amount between 1 and 9,999.'), or null for no limit. */
  maxQuantity?: number | null | undefined;
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

/** A name in a language at a location. */
export type ProductLocaleNameInput = {
  /** Language id. */
  languageId: number;
  /** One of the product's locations. */
  locationId: number;
  /** At most 100 characters; empty removes it. */
  name: string;
};

/** Loyalty points at a location. */
export type ProductLoyaltyPointsInput = {
  /** Location id, each once. */
  locationId: number;
  /** 0–999999. */
  points: number;
};

/** A price at a location and level. */
export type ProductPriceInput = {
  /** One of the product's locations. */
  locationId: number;
  /** An amount as typed (spec/1 §5), e.g. '12.50' or '$12.50'. */
  price: string;
  /** A price level of the master client. */
  priceLevelId: number;
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

/** The editable details of the profile (/profile). */
export type ProfileInput = {
  /** Preferred date format (see dateFormats). */
  dateFormatId: number;
  /** Given name; required. */
  firstName: string;
  /** Preferred language (see languages). */
  languageId: number;
  /** Family name; required. */
  lastName: string;
  /** Phone number, digits only. */
  phone: string;
  /** Job title. */
  title: string;
  /** The version read with the profile; an older one is refused with CONFLICT. */
  version: number;
};

/** Reservation details as the form saves them. */
export type ReservationDetailsInput = {
  /** 0–240. */
  bufferMinutes: number;
  /** 1–9999. */
  capacity: number;
  /** 5–1440. */
  durationMinutes: number;
  /** An entitlement package of the master client, or null. */
  entitlementPackageId?: number | null | undefined;
};

/** What the revenue class form saves. */
export type RevenueClassInput = {
  /** At most 100 characters. */
  description: string;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
  /** One of revenueClassTypes. */
  typeId: number;
};

/** Columns the Revenue Classes list sorts by. */
export type RevenueClassSort =
  /** Number of discounts applying. */
  | 'DISCOUNT_COUNT'
  /** Name. */
  | 'NAME'
  /** Type. */
  | 'TYPE';

/** One module's flags as saved; flags that do not apply are left out or null. */
export type SecurityPermissionInput = {
  /** Add. */
  add?: boolean | null | undefined;
  /** Delete; remove multiple is saved as its copy. */
  delete?: boolean | null | undefined;
  /** Detailed view. */
  detailView?: boolean | null | undefined;
  /** The permission module. */
  routeId: number;
  /** Edit (update and execute). */
  updateAndExecute?: boolean | null | undefined;
  /** View. */
  view?: boolean | null | undefined;
};

/** Direction of a list's sort. */
export type SortOrder =
  /** Ascending (A→Z, smallest first). */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** What the tax rate form saves. */
export type TaxRateInput = {
  /** Locations where it applies; at least one. */
  locationIds: Array<number>;
  /** Required, at most 100 characters, unique in the master client. */
  name: string;
  /** 0–100, at most 4 decimals (8.875 % sales taxes exist); a '%' sign is accepted. */
  percentage: string;
  /** One of taxTypes. */
  taxTypeId: number;
};

/** Columns the Tax Rates list sorts by. */
export type TaxRateSort =
  /** Name. */
  | 'NAME'
  /** Percentage. */
  | 'PERCENTAGE'
  /** Tax type. */
  | 'TAX_TYPE';

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
  access?: boolean | null | undefined;
  /** Card id; absent keeps it. */
  cardId?: string | null | undefined;
  /** E-mail address; unique across users. */
  email: string;
  /** First name. */
  firstName: string;
  /** Which dialog's rules apply. */
  form: UserForm;
  /** Avatar as a base64 data URL (png, jpg, jpeg, gif or webp, at most 1 MB); null removes it, absent keeps it. */
  img?: string | null | undefined;
  /** Last name. */
  lastName: string;
  /** Locations in this master client; absent keeps them (none on create). */
  locationIds?: Array<number> | null | undefined;
  /** Pay rate; absent keeps it. */
  payRate?: string | null | undefined;
  /** Payroll id; absent keeps it. */
  payrollId?: string | null | undefined;
  /** Phone number, digits only. */
  phone: string;
  /** POS password (required by the full dialog); absent keeps it. */
  posPassword?: string | null | undefined;
  /** Role in this master client (required); holders of role 1 keep it. */
  roleId?: number | null | undefined;
  /** Start date, MM/dd/yyyy, or empty; absent keeps it. */
  startDate?: string | null | undefined;
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

export type ViewerFieldsFragment = { userId: number, email: string, firstName: string, lastName: string, displayName: string, title: Array<string>, image: string | null, isProfileCompleted: boolean, isProviderStaff: boolean, routeRoles: Array<string>, permissionBits: string, permissionChunkLength: number, hasBlockedDefaultAccess: boolean, dns: Array<{ name: string, code: string, host: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string, isDefault: boolean }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userId: number, email: string, firstName: string, lastName: string, displayName: string, title: Array<string>, image: string | null, isProfileCompleted: boolean, isProviderStaff: boolean, routeRoles: Array<string>, permissionBits: string, permissionChunkLength: number, hasBlockedDefaultAccess: boolean, dns: Array<{ name: string, code: string, host: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string, isDefault: boolean }> } | null };

export type LocationChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationChoicesQuery = { locations: Array<{ locationId: number, name: string, code: string, groupId: number | null, groupName: string | null }> };

export type RoleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleChoicesQuery = { roleOptions: Array<{ roleId: number, roleName: string }> };

export type GrantableRoleChoicesQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type GrantableRoleChoicesQuery = { roleOptions: Array<{ roleId: number, roleName: string }> };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { expiresIn: number, user: { userId: number, email: string, firstName: string, lastName: string, displayName: string, title: Array<string>, image: string | null, isProfileCompleted: boolean, isProviderStaff: boolean, routeRoles: Array<string>, permissionBits: string, permissionChunkLength: number, hasBlockedDefaultAccess: boolean, dns: Array<{ name: string, code: string, host: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string, isDefault: boolean }> } } };

export type RequestPasswordRecoveryMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordRecoveryMutation = { requestPasswordRecovery: boolean };

export type ValidateRecoveryCodeMutationVariables = Exact<{
  code: string;
}>;


export type ValidateRecoveryCodeMutation = { validateRecoveryCode: boolean };

export type SubmitPasswordRecoveryMutationVariables = Exact<{
  input: PasswordRecoveryInput;
}>;


export type SubmitPasswordRecoveryMutation = { submitPasswordRecovery: boolean };

export type BookingDetailFieldsFragment = { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> };

export type BookingCheckDetailsQueryVariables = Exact<{
  bookingId: number;
}>;


export type BookingCheckDetailsQuery = { bookingCheckDetails: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } };

export type BookingTimeSlotsQueryVariables = Exact<{
  activityId: number;
  date: string;
}>;


export type BookingTimeSlotsQuery = { bookingTimeSlots: Array<{ activityId: number, date: string, startTime: string, startsAt: string, slotsRemaining: number | null, started: boolean }> };

export type BookingHoldersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type BookingHoldersQuery = { bookingHolders: Array<{ id: number, firstName: string, lastName: string, email: string, phone: string }> };

export type RescheduleBookingMutationVariables = Exact<{
  bookingId: number;
  date: string;
  startTime: string;
}>;


export type RescheduleBookingMutation = { rescheduleBooking: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type CancelBookingMutationVariables = Exact<{
  bookingId: number;
}>;


export type CancelBookingMutation = { cancelBooking: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type RefundBookingMutationVariables = Exact<{
  bookingId: number;
  amount?: string | null | undefined;
  idempotencyKey: string;
}>;


export type RefundBookingMutation = { refundBooking: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type TakeBookingPaymentMutationVariables = Exact<{
  bookingId: number;
  amount: string;
  method: BookingPaymentMethod;
  idempotencyKey: string;
}>;


export type TakeBookingPaymentMutation = { takeBookingPayment: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type SendBookingConfirmationMutationVariables = Exact<{
  bookingId: number;
}>;


export type SendBookingConfirmationMutation = { sendBookingConfirmation: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type UpdateBookingGuestsMutationVariables = Exact<{
  bookingId: number;
  guests: number;
}>;


export type UpdateBookingGuestsMutation = { updateBookingGuests: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type UpdateBookingAmountMutationVariables = Exact<{
  bookingId: number;
  amount: string;
}>;


export type UpdateBookingAmountMutation = { updateBookingAmount: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type RemoveBookingOfferingMutationVariables = Exact<{
  bookingId: number;
  offeringId: number;
}>;


export type RemoveBookingOfferingMutation = { removeBookingOffering: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type SelectBookingHolderMutationVariables = Exact<{
  bookingId: number;
  holderId: number;
}>;


export type SelectBookingHolderMutation = { selectBookingHolder: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type BookingsQueryVariables = Exact<{
  filter?: BookingFilterInput | null | undefined;
  page?: number | null | undefined;
  rowsPerPage?: number | null | undefined;
}>;


export type BookingsQuery = { bookings: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, confirmationCode: string, state: BookingState, locationName: string, activityName: string, bookingDate: string, startTime: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, isFullyPaid: boolean, currency: string, holder: { id: number, firstName: string, lastName: string } }> } };

export type BookingListDetailQueryVariables = Exact<{
  id: number;
}>;


export type BookingListDetailQuery = { booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } };

export type BookingScheduleQueryVariables = Exact<{
  locationCode: string;
  date?: string | null | undefined;
}>;


export type BookingScheduleQuery = { bookingSchedule: { date: string, today: string, location: { id: number, code: string, name: string, timeZone: string, currency: string }, resources: Array<{ id: number, name: string, kind: string, activities: Array<{ id: number, name: string, capacity: number | null, slots: Array<{ startTime: string, slotsRemaining: number | null, booked: number, started: boolean, bookings: Array<{ id: number, confirmationCode: string, state: BookingState, guests: number, holderName: string, totalCents: number, paidCents: number, refundedCents: number }> }> }> }> } };

export type BookingProductsQueryVariables = Exact<{
  locationCode: string;
  date?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type BookingProductsQuery = { bookingProducts: Array<{ productId: number, name: string, priceCents: number, slotsRemaining: number | null, activities: Array<{ id: number, name: string, resourceName: string, priceCents: number, capacity: number | null }> }> };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { confirmationCode: string, message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type PayLinkQueryVariables = Exact<{
  token: string;
}>;


export type PayLinkQuery = { payLink: { confirmationCode: string, activityName: string, locationName: string, date: string, time: string, guests: number, amount: string, cardProvider: boolean } };

export type PayBookingByLinkMutationVariables = Exact<{
  token: string;
  paymentMethodId?: string | null | undefined;
}>;


export type PayBookingByLinkMutation = { payBookingByLink: { message: string, confirmationCode: string } };

export type SendBookingPayByLinkMutationVariables = Exact<{
  bookingId: number;
}>;


export type SendBookingPayByLinkMutation = { sendBookingPayByLink: { message: string, booking: { isStripePayment: boolean | null, isFullyPaid: boolean, info: { id: number, confirmationCode: string, state: BookingState, locationCode: string, locationName: string, timeZone: string, currency: string, activityId: number, activityName: string, productName: string, resourceName: string, bookingDate: string, startTime: string, startsAt: string, endsAt: string, guests: number, totalCents: number, paidCents: number, refundedCents: number, balanceCents: number, isFullyPaid: boolean, checked: boolean, version: number, holder: { id: number, firstName: string, lastName: string, email: string, phone: string } }, offerings: Array<{ id: number, name: string, quantity: number, unitCents: number, amountCents: number }>, paymentHistory: Array<{ id: number, kind: string, paymentProcessor: string, method: BookingPaymentMethod, amountCents: number, createdAt: string }>, emails: Array<{ id: number, kind: string, to: string, subject: string, createdAt: string }>, customers: Array<{ id: number, firstName: string, lastName: string }> } } };

export type CreditTypeMembershipsQueryVariables = Exact<{
  id: number;
}>;


export type CreditTypeMembershipsQuery = { creditTypeSubTable: Array<{ membershipId: number, name: string, quantity: number }> };

export type DiscountRevenueClassChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountRevenueClassChoicesQuery = { revenueClassOptions: Array<{ id: number, name: string }> };

export type MembershipChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipChoicesQuery = { expirationTypes: Array<{ id: number, name: string }>, creditTypeOptions: Array<{ id: number, name: string }> };

export type ProductPricesQueryVariables = Exact<{
  id: number;
}>;


export type ProductPricesQuery = { productSubTable: Array<{ locationId: number, locationName: string, priceLevelId: number, priceLevelName: string, price: string, taxPercent: string | null }> };

export type ProductTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTypeChoicesQuery = { productTypeOptions: Array<{ id: number, name: string, kind: ProductKind, isSchedulable: boolean }> };

export type ProductLookupChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductLookupChoicesQuery = { productCategoryOptions: Array<{ id: number, name: string }>, priceLevelOptions: Array<{ id: number, name: string }>, productModifierOptions: Array<{ id: number, name: string, groupName: string }>, blockedAccessOptions: Array<{ id: number, name: string }>, entitlementPackageOptions: Array<{ id: number, name: string }> };

export type ProductRevenueClassChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductRevenueClassChoicesQuery = { revenueClassOptions: Array<{ id: number, name: string }> };

export type ProductTaxRateChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTaxRateChoicesQuery = { taxRates: { rows: Array<{ id: number, name: string, percentage: string }> } };

export type ProductCreditTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCreditTypeChoicesQuery = { creditTypeOptions: Array<{ id: number, name: string }> };

export type ProductMembershipChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductMembershipChoicesQuery = { membershipOptions: Array<{ id: number, name: string }> };

export type ProductPickerQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  locationId?: number | null | undefined;
}>;


export type ProductPickerQuery = { productOptions: { hasMore: boolean, data: Array<{ id: number, name: string, price: string | null }> } };

export type ProductDisplayOrderQueryVariables = Exact<{
  categoryId: number;
  locationId: number;
}>;


export type ProductDisplayOrderQuery = { productDisplayOrder: Array<{ productId: number, name: string, image: string | null, position: number }> };

export type SaveProductDisplayOrderMutationVariables = Exact<{
  input: DisplayOrderInput;
}>;


export type SaveProductDisplayOrderMutation = { saveProductDisplayOrder: Array<{ productId: number, name: string, image: string | null, position: number }> };

export type ProductLanguagesQueryVariables = Exact<{
  productId?: number | null | undefined;
  locationIds: Array<number> | number;
}>;


export type ProductLanguagesQuery = { productLanguages: Array<{ locationId: number, locationName: string, languageId: number, languageName: string, name: string }> };

export type RevenueClassDiscountsQueryVariables = Exact<{
  id: number;
}>;


export type RevenueClassDiscountsQuery = { revenueClassSubTable: Array<{ discountId: number, name: string }> };

export type TaxTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxTypeChoicesQuery = { taxTypes: Array<{ id: number, name: string }> };

export type NumberOfGuestsExportQueryVariables = Exact<{
  filter: DashboardFilterInput;
  location?: string | null | undefined;
  resources?: Array<string> | string | null | undefined;
}>;


export type NumberOfGuestsExportQuery = { ownersBox: { numberOfGuestsExport: Array<{ date: string, day: string, closed: boolean, slots: Array<number>, total: number }> | null } };

export type GuestExperienceNumberOfGuestsExportQueryVariables = Exact<{
  filter: DashboardFilterInput;
  location?: string | null | undefined;
  resources?: Array<string> | string | null | undefined;
}>;


export type GuestExperienceNumberOfGuestsExportQuery = { guestExperience: { numberOfGuestsExport: Array<{ date: string, day: string, closed: boolean, slots: Array<number>, total: number }> | null } | null };

export type OwnersBoxGuestResourcesQueryVariables = Exact<{
  filter: DashboardFilterInput;
  locationCode: string;
}>;


export type OwnersBoxGuestResourcesQuery = { ownersBox: { numberOfGuestsResources: Array<{ name: string, code: string }> | null } };

export type GuestExperienceGuestResourcesQueryVariables = Exact<{
  filter: DashboardFilterInput;
  locationCode: string;
}>;


export type GuestExperienceGuestResourcesQuery = { guestExperience: { numberOfGuestsResources: Array<{ name: string, code: string }> | null } | null };

export type EmployeePerformanceProductsQueryVariables = Exact<{
  filter: DashboardFilterInput;
  location: string;
}>;


export type EmployeePerformanceProductsQuery = { operationalEfficiency: { employeePerformanceProducts: Array<string> | null } };

export type ChartWidgetFieldsFragment = { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> };

export type TopSellingRowFieldsFragment = { location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string };

export type LocationStatisticsFieldsFragment = { title: string, desc: string, currentSerie: DashboardTab, rows: Array<{ name: string, newGuest: number, repeatGuest: number, avgTicket: number, events: number, sales: number, currency: string }> };

export type TopProductFieldsFragment = { title: string, desc: string, currentSerie: DashboardTab, value: number, subValue: number, text: string, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }> };

export type LocationPerformanceFieldsFragment = { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }>, rowsTotal: { location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string } };

export type EmployeePerformanceFieldsFragment = { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number }>, totalRow: { locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number } };

export type DriveRevenueDashboardQueryVariables = Exact<{
  filter: DashboardFilterInput;
  canSales: boolean;
  canRevenuePerGuest: boolean;
  canVoids: boolean;
  canAverageTicket: boolean;
  canClubKioskAverageTicket: boolean;
  canClubBookingAverageTicket: boolean;
  canCurrentMemberships: boolean;
  canNewMemberships: boolean;
  canMembershipsExpiringNextThirtyDays: boolean;
  canMembershipsExpiredLastThirtyDays: boolean;
  canGiftCards: boolean;
  canLiabilities: boolean;
  canTopPostalCodes: boolean;
  canRevenueChannels: boolean;
  canTransactions: boolean;
  canSalesByRevenue: boolean;
  canLocationPerformance: boolean;
  canClubBookingRevenueVsTotal: boolean;
}>;


export type DriveRevenueDashboardQuery = { locations: Array<{ locationId: number, name: string, code: string }>, driveRevenue: { sales?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, revenuePerGuest?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, voids?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, averageTicket?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, clubKioskAverageTicket?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, clubBookingAverageTicket?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, currentMemberships?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, newMemberships?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, membershipsExpiringNextThirtyDays?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, membershipsExpiredLastThirtyDays?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, giftCards?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, liabilities?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, topPostalCodes?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, revenueChannels?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, transactions?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, salesByRevenue?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, locationPerformance?: { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }>, rowsTotal: { location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string } } | null, clubBookingRevenueVsTotal?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueSalesWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueSalesWidgetQuery = { driveRevenue: { sales: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueRevenuePerGuestWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueRevenuePerGuestWidgetQuery = { driveRevenue: { revenuePerGuest: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueVoidsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueVoidsWidgetQuery = { driveRevenue: { voids: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueAverageTicketWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueAverageTicketWidgetQuery = { driveRevenue: { averageTicket: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueClubKioskAverageTicketWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueClubKioskAverageTicketWidgetQuery = { driveRevenue: { clubKioskAverageTicket: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueClubBookingAverageTicketWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueClubBookingAverageTicketWidgetQuery = { driveRevenue: { clubBookingAverageTicket: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueCurrentMembershipsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueCurrentMembershipsWidgetQuery = { driveRevenue: { currentMemberships: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueNewMembershipsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueNewMembershipsWidgetQuery = { driveRevenue: { newMemberships: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery = { driveRevenue: { membershipsExpiringNextThirtyDays: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery = { driveRevenue: { membershipsExpiredLastThirtyDays: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueGiftCardsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueGiftCardsWidgetQuery = { driveRevenue: { giftCards: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueLiabilitiesWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueLiabilitiesWidgetQuery = { driveRevenue: { liabilities: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueTopPostalCodesWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueTopPostalCodesWidgetQuery = { driveRevenue: { topPostalCodes: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueRevenueChannelsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueRevenueChannelsWidgetQuery = { driveRevenue: { revenueChannels: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueTransactionsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueTransactionsWidgetQuery = { driveRevenue: { transactions: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueSalesByRevenueWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueSalesByRevenueWidgetQuery = { driveRevenue: { salesByRevenue: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type DriveRevenueLocationPerformanceWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
  location?: string | null | undefined;
}>;


export type DriveRevenueLocationPerformanceWidgetQuery = { driveRevenue: { locationPerformance: { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }>, rowsTotal: { location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string } } | null } };

export type DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type DriveRevenueClubBookingRevenueVsTotalWidgetQuery = { driveRevenue: { clubBookingRevenueVsTotal: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type GuestExperienceDashboardQueryVariables = Exact<{
  filter: DashboardFilterInput;
  canAverageGroupSize: boolean;
  canWaiversSigned: boolean;
  canNewGuests: boolean;
  canNewGuestRevenue: boolean;
  canRepeatGuests: boolean;
  canRepeatGuestRevenue: boolean;
  canRepeatGuestsByAge: boolean;
  canDaysSinceLastVisit: boolean;
  canCredits: boolean;
  canNumberOfGuests: boolean;
  canGuestsByHour: boolean;
}>;


export type GuestExperienceDashboardQuery = { locations: Array<{ locationId: number, name: string, code: string }>, guestExperience: { averageGroupSize?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> }, waiversSigned?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, newGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, newGuestRevenue?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, repeatGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, repeatGuestRevenue?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, repeatGuestsByAge?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, daysSinceLastVisit?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, credits?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, numberOfGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, guestsByHour?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceAverageGroupSizeWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceAverageGroupSizeWidgetQuery = { guestExperience: { averageGroupSize: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } } | null };

export type GuestExperienceWaiversSignedWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceWaiversSignedWidgetQuery = { guestExperience: { waiversSigned: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceNewGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceNewGuestsWidgetQuery = { guestExperience: { newGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceNewGuestRevenueWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceNewGuestRevenueWidgetQuery = { guestExperience: { newGuestRevenue: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceRepeatGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceRepeatGuestsWidgetQuery = { guestExperience: { repeatGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceRepeatGuestRevenueWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceRepeatGuestRevenueWidgetQuery = { guestExperience: { repeatGuestRevenue: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceRepeatGuestsByAgeWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceRepeatGuestsByAgeWidgetQuery = { guestExperience: { repeatGuestsByAge: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceDaysSinceLastVisitWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceDaysSinceLastVisitWidgetQuery = { guestExperience: { daysSinceLastVisit: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceCreditsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceCreditsWidgetQuery = { guestExperience: { credits: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceNumberOfGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
  location?: string | null | undefined;
  resources?: Array<string> | string | null | undefined;
}>;


export type GuestExperienceNumberOfGuestsWidgetQuery = { guestExperience: { numberOfGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type GuestExperienceGuestsByHourWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type GuestExperienceGuestsByHourWidgetQuery = { guestExperience: { guestsByHour: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } | null };

export type OperationalDashboardQueryVariables = Exact<{
  filter: DashboardFilterInput;
  canTotalLaborCost: boolean;
  canGroupEvents: boolean;
  canOnlineBookings: boolean;
  canTotalNumberOfActivities: boolean;
  canClubKioskTransactions: boolean;
  canRefunds: boolean;
  canWaiversSigned: boolean;
  canOutstandingCredits: boolean;
  canLaborCostByHour: boolean;
  canPeakHours: boolean;
  canActivitiesByHour: boolean;
  canEmployeePerformance: boolean;
}>;


export type OperationalDashboardQuery = { locations: Array<{ locationId: number, name: string, code: string }>, operationalEfficiency: { totalLaborCost?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, groupEvents?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, onlineBookings?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, totalNumberOfActivities?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, clubKioskTransactions?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, refunds?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, waiversSigned?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, outstandingCredits?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, laborCostByHour?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, peakHours?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, activitiesByHour?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, employeePerformance?: { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number }>, totalRow: { locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number } } | null } };

export type OperationalTotalLaborCostWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalTotalLaborCostWidgetQuery = { operationalEfficiency: { totalLaborCost: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalGroupEventsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalGroupEventsWidgetQuery = { operationalEfficiency: { groupEvents: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalOnlineBookingsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalOnlineBookingsWidgetQuery = { operationalEfficiency: { onlineBookings: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalTotalNumberOfActivitiesWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalTotalNumberOfActivitiesWidgetQuery = { operationalEfficiency: { totalNumberOfActivities: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalClubKioskTransactionsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalClubKioskTransactionsWidgetQuery = { operationalEfficiency: { clubKioskTransactions: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalRefundsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalRefundsWidgetQuery = { operationalEfficiency: { refunds: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalWaiversSignedWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalWaiversSignedWidgetQuery = { operationalEfficiency: { waiversSigned: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalOutstandingCreditsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalOutstandingCreditsWidgetQuery = { operationalEfficiency: { outstandingCredits: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalLaborCostByHourWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalLaborCostByHourWidgetQuery = { operationalEfficiency: { laborCostByHour: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalPeakHoursWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalPeakHoursWidgetQuery = { operationalEfficiency: { peakHours: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalActivitiesByHourWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OperationalActivitiesByHourWidgetQuery = { operationalEfficiency: { activitiesByHour: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OperationalEmployeePerformanceWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
  location?: string | null | undefined;
  product?: string | null | undefined;
}>;


export type OperationalEmployeePerformanceWidgetQuery = { operationalEfficiency: { employeePerformance: { title: string, desc: string, currentSerie: DashboardTab, columns: Array<string>, rows: Array<{ locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number }>, totalRow: { locationId: number, location: string | null, employee: string, quantitySold: number, totalSales: number } } | null } };

export type OwnersBoxDashboardQueryVariables = Exact<{
  filter: DashboardFilterInput;
  canRevenue: boolean;
  canPaymentsReceived: boolean;
  canNewGuests: boolean;
  canRepeatGuests: boolean;
  canAverageTicket: boolean;
  canRevenuePerGuest: boolean;
  canGroupEvents: boolean;
  canOnlineBookings: boolean;
  canNumberOfGuests: boolean;
  canLocationStatistics: boolean;
  canTopProductSold: boolean;
  canTopPostalCodes: boolean;
}>;


export type OwnersBoxDashboardQuery = { locations: Array<{ locationId: number, name: string, code: string }>, ownersBox: { revenue?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, paymentsReceived?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, newGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, repeatGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, averageTicket?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, revenuePerGuest?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, groupEvents?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, onlineBookings?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, numberOfGuests?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null, locationStatistics?: { title: string, desc: string, currentSerie: DashboardTab, rows: Array<{ name: string, newGuest: number, repeatGuest: number, avgTicket: number, events: number, sales: number, currency: string }> } | null, topProductSold?: { title: string, desc: string, currentSerie: DashboardTab, value: number, subValue: number, text: string, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }> } | null, topPostalCodes?: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxRevenueWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxRevenueWidgetQuery = { ownersBox: { revenue: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxPaymentsReceivedWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxPaymentsReceivedWidgetQuery = { ownersBox: { paymentsReceived: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxNewGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxNewGuestsWidgetQuery = { ownersBox: { newGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxRepeatGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxRepeatGuestsWidgetQuery = { ownersBox: { repeatGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxAverageTicketWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxAverageTicketWidgetQuery = { ownersBox: { averageTicket: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxRevenuePerGuestWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxRevenuePerGuestWidgetQuery = { ownersBox: { revenuePerGuest: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxGroupEventsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxGroupEventsWidgetQuery = { ownersBox: { groupEvents: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxOnlineBookingsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxOnlineBookingsWidgetQuery = { ownersBox: { onlineBookings: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxNumberOfGuestsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
  location?: string | null | undefined;
  resources?: Array<string> | string | null | undefined;
}>;


export type OwnersBoxNumberOfGuestsWidgetQuery = { ownersBox: { numberOfGuests: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type OwnersBoxLocationStatisticsWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxLocationStatisticsWidgetQuery = { ownersBox: { locationStatistics: { title: string, desc: string, currentSerie: DashboardTab, rows: Array<{ name: string, newGuest: number, repeatGuest: number, avgTicket: number, events: number, sales: number, currency: string }> } | null } };

export type OwnersBoxTopProductSoldWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxTopProductSoldWidgetQuery = { ownersBox: { topProductSold: { title: string, desc: string, currentSerie: DashboardTab, value: number, subValue: number, text: string, rows: Array<{ location: string, product: string | null, productPrice: number | null, quantitySold: number, totalRevenue: number, currency: string }> } | null } };

export type OwnersBoxTopPostalCodesWidgetQueryVariables = Exact<{
  filter: DashboardFilterInput;
  tab?: DashboardTab | null | undefined;
}>;


export type OwnersBoxTopPostalCodesWidgetQuery = { ownersBox: { topPostalCodes: { title: string, desc: string, subTitle: string | null, currency: boolean, currentSerie: DashboardTab, toolTipTitle: string, categories: Array<string>, labels: Array<string>, tabs: Array<string>, dataLabels: boolean, chartType: string, stacked: boolean, conversion: { currency: boolean, value: number, ofTarget: number | null, change: number | null, trendType: TrendType | null, trendCaption: string | null } | null, series: Array<{ name: string, data: Array<number>, subData: Array<number> | null, currency: boolean | null }>, totals: Array<{ name: string, value: number, currency: boolean }> } | null } };

export type LanguageProfileFieldsFragment = { userId: number, firstName: string, lastName: string, title: string, phone: string, languageId: number, dateFormatId: number, version: number };

export type LanguageProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguageProfileQuery = { profile: { userId: number, firstName: string, lastName: string, title: string, phone: string, languageId: number, dateFormatId: number, version: number } };

export type SaveLanguageMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type SaveLanguageMutation = { updateProfile: { userId: number, firstName: string, lastName: string, title: string, phone: string, languageId: number, dateFormatId: number, version: number } };

export type ContactFieldsFragment = { id: number, name: string, email: string, phone: string, contactTypeId: number };

export type ContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactsQuery = { contacts: Array<{ id: number, name: string, email: string, phone: string, contactTypeId: number }>, contactTypes: Array<{ id: number, name: string }> };

export type UpdateContactsMutationVariables = Exact<{
  contacts: Array<ContactInput> | ContactInput;
}>;


export type UpdateContactsMutation = { updateContacts: Array<{ id: number, name: string, email: string, phone: string, contactTypeId: number }> };

export type ProfileFieldsFragment = { userId: number, email: string, firstName: string, lastName: string, title: string, phone: string, image: string | null, languageId: number, dateFormatId: number, isProfileCompleted: boolean, version: number };

export type ProfileDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileDetailsQuery = { profile: { userId: number, email: string, firstName: string, lastName: string, title: string, phone: string, image: string | null, languageId: number, dateFormatId: number, isProfileCompleted: boolean, version: number }, languages: Array<{ id: number, name: string, code: string }>, dateFormats: Array<{ id: number, format: string }> };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { userId: number, email: string, firstName: string, lastName: string, title: string, phone: string, image: string | null, languageId: number, dateFormatId: number, isProfileCompleted: boolean, version: number } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type QuickPanelQueryVariables = Exact<{ [key: string]: never; }>;


export type QuickPanelQuery = { quickPanel: { notes: Array<{ id: number }>, events: Array<{ id: number }> } };

export type PingMutationVariables = Exact<{ [key: string]: never; }>;


export type PingMutation = { ping: { expiresIn: number } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type DeleteDirectorUserMutationVariables = Exact<{
  id: number;
  version: number;
}>;


export type DeleteDirectorUserMutation = { deleteDirectorUser: { removed: number, message: string } };

export type GroupChoicesQueryVariables = Exact<{
  exclude?: number | null | undefined;
}>;


export type GroupChoicesQuery = { groupOptions: Array<{ groupId: number, name: string }> };

export type RolesDepartmentsQueryVariables = Exact<{
  locationId: number;
}>;


export type RolesDepartmentsQuery = { rolesDepartments: { roles: Array<{ roleId: number, name: string, departments: Array<{ id: number, name: string }>, locations: Array<{ locationId: number, name: string }> }>, departments: Array<{ id: number, name: string, locationId: number, locationName: string }> } };

export type AddDepartmentMutationVariables = Exact<{
  name: string;
  locationId?: number | null | undefined;
}>;


export type AddDepartmentMutation = { addDepartment: number };

export type UpdateDepartmentMutationVariables = Exact<{
  id: number;
  name: string;
  locationId?: number | null | undefined;
}>;


export type UpdateDepartmentMutation = { updateDepartment: number };

export type RemoveDepartmentsMutationVariables = Exact<{
  departmentIds: Array<number> | number;
}>;


export type RemoveDepartmentsMutation = { removeDepartments: { removed: number, message: string } };

export type AddLinkedRoleMutationVariables = Exact<{
  name: string;
  departmentIds: Array<number> | number;
  locationIds: Array<number> | number;
}>;


export type AddLinkedRoleMutation = { addLinkedRole: number };

export type RenameLinkedRoleMutationVariables = Exact<{
  id: number;
  name: string;
}>;


export type RenameLinkedRoleMutation = { renameLinkedRole: number };

export type RemoveLinkedRoleMutationVariables = Exact<{
  id: number;
}>;


export type RemoveLinkedRoleMutation = { removeLinkedRole: { removed: number, message: string } };

export type SecurityRoleFieldsFragment = { roleId: number, label: string, disabled: boolean, isProvider: boolean, subTables: Array<{ areaId: string, label: string, isStandalone: boolean, rows: Array<{ routeId: number, label: string, view: boolean | null, detailView: boolean | null, updateAndExecute: boolean | null, delete: boolean | null, add: boolean | null, labelValues: Array<{ key: string, value: string }> }> }> };

export type SecurityRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityRolesQuery = { securityRoles: Array<{ roleId: number, label: string, disabled: boolean, isProvider: boolean, subTables: Array<{ areaId: string, label: string, isStandalone: boolean, rows: Array<{ routeId: number, label: string, view: boolean | null, detailView: boolean | null, updateAndExecute: boolean | null, delete: boolean | null, add: boolean | null, labelValues: Array<{ key: string, value: string }> }> }> }> };

export type AddSecurityRoleMutationVariables = Exact<{
  name: string;
}>;


export type AddSecurityRoleMutation = { addSecurityRole: { roleId: number } };

export type RenameSecurityRoleMutationVariables = Exact<{
  roleId: number;
  name: string;
}>;


export type RenameSecurityRoleMutation = { renameSecurityRole: { roleId: number } };

export type DuplicateSecurityRoleMutationVariables = Exact<{
  roleId: number;
  name?: string | null | undefined;
}>;


export type DuplicateSecurityRoleMutation = { duplicateSecurityRole: { roleId: number } };

export type RemoveSecurityRoleMutationVariables = Exact<{
  roleId: number;
}>;


export type RemoveSecurityRoleMutation = { removeSecurityRole: { removed: number, message: string } };

export type SaveSecurityRolePermissionsMutationVariables = Exact<{
  roleId: number;
  permissions: Array<SecurityPermissionInput> | SecurityPermissionInput;
}>;


export type SaveSecurityRolePermissionsMutation = { saveSecurityRolePermissions: { roleId: number, label: string, disabled: boolean, isProvider: boolean, subTables: Array<{ areaId: string, label: string, isStandalone: boolean, rows: Array<{ routeId: number, label: string, view: boolean | null, detailView: boolean | null, updateAndExecute: boolean | null, delete: boolean | null, add: boolean | null, labelValues: Array<{ key: string, value: string }> }> }> } };

export type SettingsUserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsUserRolesQuery = { settingsUserRoles: Array<{ roleId: number, roleName: string }> };

export type ResendInvitationMutationVariables = Exact<{
  userId: number;
}>;


export type ResendInvitationMutation = { resendInvitation: { message: string } };

export type AdminSitesQueryVariables = Exact<{
  kind: AdminSiteKind;
}>;


export type AdminSitesQuery = { adminSites: Array<{ label: string, url: string }> };

export type LogVisitMutationVariables = Exact<{
  eventName: string;
}>;


export type LogVisitMutation = { logVisit: boolean };

export type TaxRateRowFragment = { id: number, name: string, percentage: string, taxTypeId: number, taxTypeName: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> };

export type CatalogueTaxRatesQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: TaxRateSort | null | undefined;
  order?: SortOrder | null | undefined;
  taxTypeId?: number | null | undefined;
  locationId?: number | null | undefined;
}>;


export type CatalogueTaxRatesQuery = { taxRates: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, percentage: string, taxTypeId: number, taxTypeName: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type CatalogueTaxRateQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueTaxRateQuery = { taxRate: { id: number, name: string, percentage: string, taxTypeId: number, taxTypeName: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type CreateTaxRateMutationVariables = Exact<{
  input: TaxRateInput;
}>;


export type CreateTaxRateMutation = { createTaxRate: { id: number, name: string, percentage: string, taxTypeId: number, taxTypeName: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type UpdateTaxRateMutationVariables = Exact<{
  id: number;
  version: number;
  input: TaxRateInput;
}>;


export type UpdateTaxRateMutation = { updateTaxRate: { id: number, name: string, percentage: string, taxTypeId: number, taxTypeName: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type DeleteTaxRatesMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteTaxRatesMutation = { deleteTaxRates: { removed: number, message: string } };

export type RevenueClassRowFragment = { id: number, name: string, typeId: number, typeName: string, description: string, discountCount: number, version: number };

export type CatalogueRevenueClassesQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: RevenueClassSort | null | undefined;
  order?: SortOrder | null | undefined;
  typeId?: number | null | undefined;
}>;


export type CatalogueRevenueClassesQuery = { revenueClasses: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, typeId: number, typeName: string, description: string, discountCount: number, version: number }> } };

export type CatalogueRevenueClassQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueRevenueClassQuery = { revenueClass: { id: number, name: string, typeId: number, typeName: string, description: string, discountCount: number, version: number } };

export type CreateRevenueClassMutationVariables = Exact<{
  input: RevenueClassInput;
}>;


export type CreateRevenueClassMutation = { createRevenueClass: { id: number, name: string, typeId: number, typeName: string, description: string, discountCount: number, version: number } };

export type UpdateRevenueClassMutationVariables = Exact<{
  id: number;
  version: number;
  input: RevenueClassInput;
}>;


export type UpdateRevenueClassMutation = { updateRevenueClass: { id: number, name: string, typeId: number, typeName: string, description: string, discountCount: number, version: number } };

export type DeleteRevenueClassesMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteRevenueClassesMutation = { deleteRevenueClasses: { removed: number, message: string } };

export type ProductCategoryRowFragment = { id: number, name: string, description: string, displayOrder: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> };

export type CatalogueProductCategoriesQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: ProductCategorySort | null | undefined;
  order?: SortOrder | null | undefined;
  locationId?: number | null | undefined;
}>;


export type CatalogueProductCategoriesQuery = { productCategories: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, description: string, displayOrder: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type CatalogueProductCategoryQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueProductCategoryQuery = { productCategory: { id: number, name: string, description: string, displayOrder: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type CreateProductCategoryMutationVariables = Exact<{
  input: ProductCategoryInput;
}>;


export type CreateProductCategoryMutation = { createProductCategory: { id: number, name: string, description: string, displayOrder: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type UpdateProductCategoryMutationVariables = Exact<{
  id: number;
  version: number;
  input: ProductCategoryInput;
}>;


export type UpdateProductCategoryMutation = { updateProductCategory: { id: number, name: string, description: string, displayOrder: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type DeleteProductCategoriesMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteProductCategoriesMutation = { deleteProductCategories: { removed: number, message: string } };

export type CreditTypeRowFragment = { id: number, name: string, description: string, isMonetary: boolean, expirationDays: number | null, membershipCount: number, version: number };

export type CatalogueCreditTypesQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: CreditTypeSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type CatalogueCreditTypesQuery = { creditTypes: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, description: string, isMonetary: boolean, expirationDays: number | null, membershipCount: number, version: number }> } };

export type CatalogueCreditTypeQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueCreditTypeQuery = { creditType: { id: number, name: string, description: string, isMonetary: boolean, expirationDays: number | null, membershipCount: number, version: number } };

export type CreateCreditTypeMutationVariables = Exact<{
  input: CreditTypeInput;
}>;


export type CreateCreditTypeMutation = { createCreditType: { id: number, name: string, description: string, isMonetary: boolean, expirationDays: number | null, membershipCount: number, version: number } };

export type UpdateCreditTypeMutationVariables = Exact<{
  id: number;
  version: number;
  input: CreditTypeInput;
}>;


export type UpdateCreditTypeMutation = { updateCreditType: { id: number, name: string, description: string, isMonetary: boolean, expirationDays: number | null, membershipCount: number, version: number } };

export type DeleteCreditTypesMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteCreditTypesMutation = { deleteCreditTypes: { removed: number, message: string } };

export type MembershipRowFragment = { id: number, name: string, description: string, price: string, priceCents: number, expirationTypeId: number, expirationTypeName: string, expirationPeriod: number | null, version: number, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, locations: Array<{ locationId: number, name: string, code: string }> };

export type CatalogueMembershipsQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: MembershipSort | null | undefined;
  order?: SortOrder | null | undefined;
  locationId?: number | null | undefined;
}>;


export type CatalogueMembershipsQuery = { memberships: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, description: string, price: string, priceCents: number, expirationTypeId: number, expirationTypeName: string, expirationPeriod: number | null, version: number, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type CatalogueMembershipQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueMembershipQuery = { membership: { id: number, name: string, description: string, price: string, priceCents: number, expirationTypeId: number, expirationTypeName: string, expirationPeriod: number | null, version: number, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, locations: Array<{ locationId: number, name: string, code: string }> } };

export type CreateMembershipMutationVariables = Exact<{
  input: MembershipInput;
}>;


export type CreateMembershipMutation = { createMembership: { id: number, name: string, description: string, price: string, priceCents: number, expirationTypeId: number, expirationTypeName: string, expirationPeriod: number | null, version: number, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, locations: Array<{ locationId: number, name: string, code: string }> } };

export type UpdateMembershipMutationVariables = Exact<{
  id: number;
  version: number;
  input: MembershipInput;
}>;


export type UpdateMembershipMutation = { updateMembership: { id: number, name: string, description: string, price: string, priceCents: number, expirationTypeId: number, expirationTypeName: string, expirationPeriod: number | null, version: number, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, locations: Array<{ locationId: number, name: string, code: string }> } };

export type DeleteMembershipsMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteMembershipsMutation = { deleteMemberships: { removed: number, message: string } };

export type DiscountRowFragment = { id: number, name: string, typeId: number, typeName: string, value: string, valueHundredths: number, startDate: string, endDate: string | null, enabled: boolean, version: number, revenueClasses: Array<{ revenueClassId: number, name: string }> };

export type CatalogueDiscountsQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: DiscountSort | null | undefined;
  order?: SortOrder | null | undefined;
  typeId?: number | null | undefined;
  enabled?: boolean | null | undefined;
  revenueClassId?: number | null | undefined;
}>;


export type CatalogueDiscountsQuery = { discounts: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, typeId: number, typeName: string, value: string, valueHundredths: number, startDate: string, endDate: string | null, enabled: boolean, version: number, revenueClasses: Array<{ revenueClassId: number, name: string }> }> } };

export type CatalogueDiscountQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueDiscountQuery = { discount: { id: number, name: string, typeId: number, typeName: string, value: string, valueHundredths: number, startDate: string, endDate: string | null, enabled: boolean, version: number, revenueClasses: Array<{ revenueClassId: number, name: string }> } };

export type CreateDiscountMutationVariables = Exact<{
  input: DiscountInput;
}>;


export type CreateDiscountMutation = { createDiscount: { id: number, name: string, typeId: number, typeName: string, value: string, valueHundredths: number, startDate: string, endDate: string | null, enabled: boolean, version: number, revenueClasses: Array<{ revenueClassId: number, name: string }> } };

export type UpdateDiscountMutationVariables = Exact<{
  id: number;
  version: number;
  input: DiscountInput;
}>;


export type UpdateDiscountMutation = { updateDiscount: { id: number, name: string, typeId: number, typeName: string, value: string, valueHundredths: number, startDate: string, endDate: string | null, enabled: boolean, version: number, revenueClasses: Array<{ revenueClassId: number, name: string }> } };

export type DeleteDiscountsMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteDiscountsMutation = { deleteDiscounts: { removed: number, message: string } };

export type FoodModifierRowFragment = { id: number, name: string, groupName: string, price: string, priceCents: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> };

export type CatalogueFoodModifiersQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: FoodModifierSort | null | undefined;
  order?: SortOrder | null | undefined;
  locationId?: number | null | undefined;
}>;


export type CatalogueFoodModifiersQuery = { foodModifiers: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, groupName: string, price: string, priceCents: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type CatalogueFoodModifierQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueFoodModifierQuery = { foodModifier: { id: number, name: string, groupName: string, price: string, priceCents: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type CreateFoodModifierMutationVariables = Exact<{
  input: FoodModifierInput;
}>;


export type CreateFoodModifierMutation = { createFoodModifier: { id: number, name: string, groupName: string, price: string, priceCents: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type UpdateFoodModifierMutationVariables = Exact<{
  id: number;
  version: number;
  input: FoodModifierInput;
}>;


export type UpdateFoodModifierMutation = { updateFoodModifier: { id: number, name: string, groupName: string, price: string, priceCents: number, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type DeleteFoodModifiersMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteFoodModifiersMutation = { deleteFoodModifiers: { removed: number, message: string } };

export type ProductRowFragment = { id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number };

export type ProductDetailFieldsFragment = { id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number, categoryIds: Array<number>, giftCardAmount: string | null, membershipId: number | null, modifierIds: Array<number>, revenueClassId: number, taxRateId: number | null, isCadet: boolean, containsAlcohol: boolean, locations: Array<{ locationId: number, name: string, code: string }>, gameCardDetails: { cardDesign: string, creditsOnCard: number, bonusCredits: number, isVip: boolean } | null, reservationDetails: { durationMinutes: number, capacity: number, bufferMinutes: number, entitlementPackageId: number | null } | null, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, prices: Array<{ locationId: number, locationName: string, priceLevelId: number, priceLevelName: string, price: string, priceCents: number, taxPercent: string | null }>, loyaltyPoints: Array<{ locationId: number, points: number }>, availability: { daysAvailable: Array<number>, availableFrom: number | null, availableTo: number | null }, membershipRequirements: Array<{ id: number, name: string }>, inventory: { maxQuantity: number | null }, blockedAccess: Array<{ id: number, name: string }>, displayOrder: Array<{ categoryId: number, categoryName: string, locationId: number, locationName: string, position: number }>, names: Array<{ locationId: number, languageId: number, name: string }> };

export type CatalogueProductsQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: ProductSort | null | undefined;
  order?: SortOrder | null | undefined;
  kind?: ProductKind | null | undefined;
  productTypeId?: number | null | undefined;
  categoryId?: number | null | undefined;
  locationId?: number | null | undefined;
  enabled?: boolean | null | undefined;
  schedulable?: boolean | null | undefined;
}>;


export type CatalogueProductsQuery = { products: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number }> } };

export type CatalogueProductQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueProductQuery = { product: { id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number, categoryIds: Array<number>, giftCardAmount: string | null, membershipId: number | null, modifierIds: Array<number>, revenueClassId: number, taxRateId: number | null, isCadet: boolean, containsAlcohol: boolean, locations: Array<{ locationId: number, name: string, code: string }>, gameCardDetails: { cardDesign: string, creditsOnCard: number, bonusCredits: number, isVip: boolean } | null, reservationDetails: { durationMinutes: number, capacity: number, bufferMinutes: number, entitlementPackageId: number | null } | null, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, prices: Array<{ locationId: number, locationName: string, priceLevelId: number, priceLevelName: string, price: string, priceCents: number, taxPercent: string | null }>, loyaltyPoints: Array<{ locationId: number, points: number }>, availability: { daysAvailable: Array<number>, availableFrom: number | null, availableTo: number | null }, membershipRequirements: Array<{ id: number, name: string }>, inventory: { maxQuantity: number | null }, blockedAccess: Array<{ id: number, name: string }>, displayOrder: Array<{ categoryId: number, categoryName: string, locationId: number, locationName: string, position: number }>, names: Array<{ locationId: number, languageId: number, name: string }> } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number, categoryIds: Array<number>, giftCardAmount: string | null, membershipId: number | null, modifierIds: Array<number>, revenueClassId: number, taxRateId: number | null, isCadet: boolean, containsAlcohol: boolean, locations: Array<{ locationId: number, name: string, code: string }>, gameCardDetails: { cardDesign: string, creditsOnCard: number, bonusCredits: number, isVip: boolean } | null, reservationDetails: { durationMinutes: number, capacity: number, bufferMinutes: number, entitlementPackageId: number | null } | null, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, prices: Array<{ locationId: number, locationName: string, priceLevelId: number, priceLevelName: string, price: string, priceCents: number, taxPercent: string | null }>, loyaltyPoints: Array<{ locationId: number, points: number }>, availability: { daysAvailable: Array<number>, availableFrom: number | null, availableTo: number | null }, membershipRequirements: Array<{ id: number, name: string }>, inventory: { maxQuantity: number | null }, blockedAccess: Array<{ id: number, name: string }>, displayOrder: Array<{ categoryId: number, categoryName: string, locationId: number, locationName: string, position: number }>, names: Array<{ locationId: number, languageId: number, name: string }> } };

export type UpdateProductMutationVariables = Exact<{
  id: number;
  version: number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: number, name: string, image: string | null, productTypeId: number, productTypeName: string, kind: ProductKind, isSchedulable: boolean, categories: Array<string>, price: string | null, enabled: boolean, version: number, categoryIds: Array<number>, giftCardAmount: string | null, membershipId: number | null, modifierIds: Array<number>, revenueClassId: number, taxRateId: number | null, isCadet: boolean, containsAlcohol: boolean, locations: Array<{ locationId: number, name: string, code: string }>, gameCardDetails: { cardDesign: string, creditsOnCard: number, bonusCredits: number, isVip: boolean } | null, reservationDetails: { durationMinutes: number, capacity: number, bufferMinutes: number, entitlementPackageId: number | null } | null, creditTypes: Array<{ creditTypeId: number, name: string, quantity: number }>, prices: Array<{ locationId: number, locationName: string, priceLevelId: number, priceLevelName: string, price: string, priceCents: number, taxPercent: string | null }>, loyaltyPoints: Array<{ locationId: number, points: number }>, availability: { daysAvailable: Array<number>, availableFrom: number | null, availableTo: number | null }, membershipRequirements: Array<{ id: number, name: string }>, inventory: { maxQuantity: number | null }, blockedAccess: Array<{ id: number, name: string }>, displayOrder: Array<{ categoryId: number, categoryName: string, locationId: number, locationName: string, position: number }>, names: Array<{ locationId: number, languageId: number, name: string }> } };

export type DeleteProductsMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteProductsMutation = { deleteProducts: { removed: number, message: string } };

export type GroupRowFragment = { id: number, name: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> };

export type SettingsGroupsQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: GroupSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type SettingsGroupsQuery = { settingsGroups: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type SettingsGroupQueryVariables = Exact<{
  id: number;
}>;


export type SettingsGroupQuery = { settingsGroup: { id: number, name: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type CreateGroupMutationVariables = Exact<{
  input: GroupInput;
}>;


export type CreateGroupMutation = { createGroup: { id: number, name: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type UpdateGroupMutationVariables = Exact<{
  id: number;
  version: number;
  input: GroupInput;
}>;


export type UpdateGroupMutation = { updateGroup: { id: number, name: string, version: number, locations: Array<{ locationId: number, name: string, code: string }> } };

export type DeleteGroupsMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteGroupsMutation = { deleteGroups: { removed: number, message: string } };

export type LocationRowFragment = { id: number, name: string, code: string, groupId: number | null, groupName: string | null, storeNumber: string, address1: string, address2: string, city: string, state: string, postalCode: string, address: string, version: number };

export type SettingsLocationsQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: LocationSort | null | undefined;
  order?: SortOrder | null | undefined;
  groupId?: number | null | undefined;
}>;


export type SettingsLocationsQuery = { settingsLocations: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, name: string, code: string, groupId: number | null, groupName: string | null, storeNumber: string, address1: string, address2: string, city: string, state: string, postalCode: string, address: string, version: number }> } };

export type SettingsLocationQueryVariables = Exact<{
  id: number;
}>;


export type SettingsLocationQuery = { settingsLocation: { id: number, name: string, code: string, groupId: number | null, groupName: string | null, storeNumber: string, address1: string, address2: string, city: string, state: string, postalCode: string, address: string, version: number } };

export type CreateLocationMutationVariables = Exact<{
  input: LocationCreateInput;
}>;


export type CreateLocationMutation = { createLocation: { id: number, name: string, code: string, groupId: number | null, groupName: string | null, storeNumber: string, address1: string, address2: string, city: string, state: string, postalCode: string, address: string, version: number } };

export type UpdateLocationMutationVariables = Exact<{
  id: number;
  version: number;
  input: LocationUpdateInput;
}>;


export type UpdateLocationMutation = { updateLocation: { id: number, name: string, code: string, groupId: number | null, groupName: string | null, storeNumber: string, address1: string, address2: string, city: string, state: string, postalCode: string, address: string, version: number } };

export type DeleteLocationsMutationVariables = Exact<{
  ids: Array<number> | number;
  versions?: Array<number> | number | null | undefined;
}>;


export type DeleteLocationsMutation = { deleteLocations: { removed: number, message: string } };

export type UserRowFragment = { id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, access: boolean, status: UserStatus, version: number, locations: Array<{ locationId: number, name: string, code: string }> };

export type UserDetailFieldsFragment = { id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, roleLocked: boolean, access: boolean, status: UserStatus, img: string | null, posPassword: string, cardId: string, startDate: string, payrollId: string, payRate: string, version: number, locations: Array<{ locationId: number, name: string, code: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string }> };

export type SettingsUsersQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: UserSort | null | undefined;
  order?: SortOrder | null | undefined;
  roleId?: number | null | undefined;
}>;


export type SettingsUsersQuery = { settingsUsers: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, access: boolean, status: UserStatus, version: number, locations: Array<{ locationId: number, name: string, code: string }> }> } };

export type SettingsUserQueryVariables = Exact<{
  id: number;
}>;


export type SettingsUserQuery = { settingsUser: { id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, roleLocked: boolean, access: boolean, status: UserStatus, img: string | null, posPassword: string, cardId: string, startDate: string, payrollId: string, payRate: string, version: number, locations: Array<{ locationId: number, name: string, code: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string }> } };

export type CreateUserMutationVariables = Exact<{
  input: UserInput;
}>;


export type CreateUserMutation = { createUser: { id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, roleLocked: boolean, access: boolean, status: UserStatus, img: string | null, posPassword: string, cardId: string, startDate: string, payrollId: string, payRate: string, version: number, locations: Array<{ locationId: number, name: string, code: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string }> } };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  version: number;
  input: UserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: number, firstName: string, lastName: string, email: string, phone: string, roleId: number | null, roleName: string | null, roleLocked: boolean, access: boolean, status: UserStatus, img: string | null, posPassword: string, cardId: string, startDate: string, payrollId: string, payRate: string, version: number, locations: Array<{ locationId: number, name: string, code: string }>, masterClients: Array<{ masterClientId: number, masterClientName: string }> } };

export type DeleteUsersMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteUsersMutation = { deleteUsers: { removed: number, message: string } };

export type DirectorUserRowFragment = { id: number, firstName: string, lastName: string, email: string, phone: string, version: number, role: { roleId: number, roleName: string } | null, location: { locationId: number, name: string, code: string } | null };

export type DirectorUsersQueryVariables = Exact<{
  page: number;
  rowsPerPage: number;
  search?: string | null | undefined;
  sort?: UserSort | null | undefined;
  order?: SortOrder | null | undefined;
  roleId?: number | null | undefined;
}>;


export type DirectorUsersQuery = { directorUsers: { total: number, page: number, rowsPerPage: number, rows: Array<{ id: number, firstName: string, lastName: string, email: string, phone: string, version: number, role: { roleId: number, roleName: string } | null, location: { locationId: number, name: string, code: string } | null }> } };

export type DirectorUserQueryVariables = Exact<{
  id: number;
}>;


export type DirectorUserQuery = { directorUser: { id: number, firstName: string, lastName: string, email: string, phone: string, version: number, role: { roleId: number, roleName: string } | null, location: { locationId: number, name: string, code: string } | null } };

export type CreateDirectorUserMutationVariables = Exact<{
  input: DirectorUserInput;
}>;


export type CreateDirectorUserMutation = { createDirectorUser: { id: number, firstName: string, lastName: string, email: string, phone: string, version: number, role: { roleId: number, roleName: string } | null, location: { locationId: number, name: string, code: string } | null } };

export type UpdateDirectorUserMutationVariables = Exact<{
  id: number;
  version: number;
  input: DirectorUserInput;
}>;


export type UpdateDirectorUserMutation = { updateDirectorUser: { id: number, firstName: string, lastName: string, email: string, phone: string, version: number, role: { roleId: number, roleName: string } | null, location: { locationId: number, name: string, code: string } | null } };

export const ViewerFieldsFragmentDoc = gql`
    fragment ViewerFields on Me {
  userId
  email
  firstName
  lastName
  displayName
  title
  image
  isProfileCompleted
  isProviderStaff
  routeRoles
  permissionBits
  permissionChunkLength
  hasBlockedDefaultAccess
  dns {
    name
    code
    host
  }
  masterClients {
    masterClientId
    masterClientName
    isDefault
  }
}
    `;
export const BookingDetailFieldsFragmentDoc = gql`
    fragment BookingDetailFields on BookingDetail {
  info {
    id
    confirmationCode
    state
    locationCode
    locationName
    timeZone
    currency
    activityId
    activityName
    productName
    resourceName
    bookingDate
    startTime
    startsAt
    endsAt
    guests
    holder {
      id
      firstName
      lastName
      email
      phone
    }
    totalCents
    paidCents
    refundedCents
    balanceCents
    isFullyPaid
    checked
    version
  }
  offerings {
    id
    name
    quantity
    unitCents
    amountCents
  }
  paymentHistory {
    id
    kind
    paymentProcessor
    method
    amountCents
    createdAt
  }
  isStripePayment
  isFullyPaid
  emails {
    id
    kind
    to
    subject
    createdAt
  }
  customers {
    id
    firstName
    lastName
  }
}
    `;
export const ChartWidgetFieldsFragmentDoc = gql`
    fragment ChartWidgetFields on ChartWidget {
  title
  desc
  subTitle
  currency
  currentSerie
  toolTipTitle
  conversion {
    currency
    value
    ofTarget
    change
    trendType
    trendCaption
  }
  categories
  labels
  series {
    name
    data
    subData
    currency
  }
  totals {
    name
    value
    currency
  }
  tabs
  dataLabels
  chartType
  stacked
}
    `;
export const LocationStatisticsFieldsFragmentDoc = gql`
    fragment LocationStatisticsFields on LocationStatisticsWidget {
  title
  desc
  currentSerie
  rows {
    name
    newGuest
    repeatGuest
    avgTicket
    events
    sales
    currency
  }
}
    `;
export const TopSellingRowFieldsFragmentDoc = gql`
    fragment TopSellingRowFields on TopSellingRow {
  location
  product
  productPrice
  quantitySold
  totalRevenue
  currency
}
    `;
export const TopProductFieldsFragmentDoc = gql`
    fragment TopProductFields on TopProductWidget {
  title
  desc
  currentSerie
  value
  subValue
  text
  rows {
    ...TopSellingRowFields
  }
}
    `;
export const LocationPerformanceFieldsFragmentDoc = gql`
    fragment LocationPerformanceFields on LocationPerformanceWidget {
  title
  desc
  currentSerie
  columns
  rows {
    ...TopSellingRowFields
  }
  rowsTotal {
    ...TopSellingRowFields
  }
}
    `;
export const EmployeePerformanceFieldsFragmentDoc = gql`
    fragment EmployeePerformanceFields on EmployeePerformanceWidget {
  title
  desc
  currentSerie
  columns
  rows {
    locationId
    location
    employee
    quantitySold
    totalSales
  }
  totalRow {
    locationId
    location
    employee
    quantitySold
    totalSales
  }
}
    `;
export const LanguageProfileFieldsFragmentDoc = gql`
    fragment LanguageProfileFields on Profile {
  userId
  firstName
  lastName
  title
  phone
  languageId
  dateFormatId
  version
}
    `;
export const ContactFieldsFragmentDoc = gql`
    fragment ContactFields on Contact {
  id
  name
  email
  phone
  contactTypeId
}
    `;
export const ProfileFieldsFragmentDoc = gql`
    fragment ProfileFields on Profile {
  userId
  email
  firstName
  lastName
  title
  phone
  image
  languageId
  dateFormatId
  isProfileCompleted
  version
}
    `;
export const SecurityRoleFieldsFragmentDoc = gql`
    fragment SecurityRoleFields on SecurityRole {
  roleId
  label
  disabled
  isProvider
  subTables {
    areaId
    label
    isStandalone
    rows {
      routeId
      label
      labelValues {
        key
        value
      }
      view
      detailView
      updateAndExecute
      delete
      add
    }
  }
}
    `;
export const TaxRateRowFragmentDoc = gql`
    fragment TaxRateRow on TaxRate {
  id
  name
  percentage
  taxTypeId
  taxTypeName
  locations {
    locationId
    name
    code
  }
  version
}
    `;
export const RevenueClassRowFragmentDoc = gql`
    fragment RevenueClassRow on RevenueClass {
  id
  name
  typeId
  typeName
  description
  discountCount
  version
}
    `;
export const ProductCategoryRowFragmentDoc = gql`
    fragment ProductCategoryRow on ProductCategory {
  id
  name
  description
  displayOrder
  locations {
    locationId
    name
    code
  }
  version
}
    `;
export const CreditTypeRowFragmentDoc = gql`
    fragment CreditTypeRow on CreditType {
  id
  name
  description
  isMonetary
  expirationDays
  membershipCount
  version
}
    `;
export const MembershipRowFragmentDoc = gql`
    fragment MembershipRow on Membership {
  id
  name
  description
  price
  priceCents
  expirationTypeId
  expirationTypeName
  expirationPeriod
  creditTypes {
    creditTypeId
    name
    quantity
  }
  locations {
    locationId
    name
    code
  }
  version
}
    `;
export const DiscountRowFragmentDoc = gql`
    fragment DiscountRow on Discount {
  id
  name
  typeId
  typeName
  value
  valueHundredths
  startDate
  endDate
  enabled
  revenueClasses {
    revenueClassId
    name
  }
  version
}
    `;
export const FoodModifierRowFragmentDoc = gql`
    fragment FoodModifierRow on FoodModifier {
  id
  name
  groupName
  price
  priceCents
  locations {
    locationId
    name
    code
  }
  version
}
    `;
export const ProductRowFragmentDoc = gql`
    fragment ProductRow on Product {
  id
  name
  image
  productTypeId
  productTypeName
  kind
  isSchedulable
  categories
  price
  enabled
  version
}
    `;
export const ProductDetailFieldsFragmentDoc = gql`
    fragment ProductDetailFields on ProductDetail {
  id
  name
  image
  productTypeId
  productTypeName
  kind
  isSchedulable
  categories
  price
  enabled
  version
  categoryIds
  giftCardAmount
  membershipId
  modifierIds
  revenueClassId
  taxRateId
  isCadet
  containsAlcohol
  locations {
    locationId
    name
    code
  }
  gameCardDetails {
    cardDesign
    creditsOnCard
    bonusCredits
    isVip
  }
  reservationDetails {
    durationMinutes
    capacity
    bufferMinutes
    entitlementPackageId
  }
  creditTypes {
    creditTypeId
    name
    quantity
  }
  prices {
    locationId
    locationName
    priceLevelId
    priceLevelName
    price
    priceCents
    taxPercent
  }
  loyaltyPoints {
    locationId
    points
  }
  availability {
    daysAvailable
    availableFrom
    availableTo
  }
  membershipRequirements {
    id
    name
  }
  inventory {
    maxQuantity
  }
  blockedAccess {
    id
    name
  }
  displayOrder {
    categoryId
    categoryName
    locationId
    locationName
    position
  }
  names {
    locationId
    languageId
    name
  }
}
    `;
export const GroupRowFragmentDoc = gql`
    fragment GroupRow on SettingsGroup {
  id
  name
  locations {
    locationId
    name
    code
  }
  version
}
    `;
export const LocationRowFragmentDoc = gql`
    fragment LocationRow on SettingsLocation {
  id
  name
  code
  groupId
  groupName
  storeNumber
  address1
  address2
  city
  state
  postalCode
  address
  version
}
    `;
export const UserRowFragmentDoc = gql`
    fragment UserRow on SettingsUser {
  id
  firstName
  lastName
  email
  phone
  roleId
  roleName
  locations {
    locationId
    name
    code
  }
  access
  status
  version
}
    `;
export const UserDetailFieldsFragmentDoc = gql`
    fragment UserDetailFields on SettingsUserDetail {
  id
  firstName
  lastName
  email
  phone
  roleId
  roleName
  roleLocked
  locations {
    locationId
    name
    code
  }
  access
  status
  img
  posPassword
  cardId
  startDate
  payrollId
  payRate
  masterClients {
    masterClientId
    masterClientName
  }
  version
}
    `;
export const DirectorUserRowFragmentDoc = gql`
    fragment DirectorUserRow on DirectorUser {
  id
  firstName
  lastName
  email
  phone
  role {
    roleId
    roleName
  }
  location {
    locationId
    name
    code
  }
  version
}
    `;
export const MeDocument = gql`
    query Me {
  me {
    ...ViewerFields
  }
}
    ${ViewerFieldsFragmentDoc}`;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = ApolloReactCommon.QueryResult<MeQuery, MeQueryVariables>;
export const LocationChoicesDocument = gql`
    query LocationChoices {
  locations {
    locationId
    name
    code
    groupId
    groupName
  }
}
    `;

/**
 * __useLocationChoicesQuery__
 *
 * To run a query within a React component, call `useLocationChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocationChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocationChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLocationChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LocationChoicesQuery, LocationChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LocationChoicesQuery, LocationChoicesQueryVariables>(LocationChoicesDocument, options);
      }
export function useLocationChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LocationChoicesQuery, LocationChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LocationChoicesQuery, LocationChoicesQueryVariables>(LocationChoicesDocument, options);
        }
// @ts-ignore
export function useLocationChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LocationChoicesQuery, LocationChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationChoicesQuery, LocationChoicesQueryVariables>;
export function useLocationChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationChoicesQuery, LocationChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LocationChoicesQuery | undefined, LocationChoicesQueryVariables>;
export function useLocationChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LocationChoicesQuery, LocationChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LocationChoicesQuery, LocationChoicesQueryVariables>(LocationChoicesDocument, options);
        }
export type LocationChoicesQueryHookResult = ReturnType<typeof useLocationChoicesQuery>;
export type LocationChoicesLazyQueryHookResult = ReturnType<typeof useLocationChoicesLazyQuery>;
export type LocationChoicesSuspenseQueryHookResult = ReturnType<typeof useLocationChoicesSuspenseQuery>;
export type LocationChoicesQueryResult = ApolloReactCommon.QueryResult<LocationChoicesQuery, LocationChoicesQueryVariables>;
export const RoleChoicesDocument = gql`
    query RoleChoices {
  roleOptions {
    roleId
    roleName
  }
}
    `;

/**
 * __useRoleChoicesQuery__
 *
 * To run a query within a React component, call `useRoleChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useRoleChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRoleChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useRoleChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RoleChoicesQuery, RoleChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RoleChoicesQuery, RoleChoicesQueryVariables>(RoleChoicesDocument, options);
      }
export function useRoleChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RoleChoicesQuery, RoleChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RoleChoicesQuery, RoleChoicesQueryVariables>(RoleChoicesDocument, options);
        }
// @ts-ignore
export function useRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RoleChoicesQuery, RoleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RoleChoicesQuery, RoleChoicesQueryVariables>;
export function useRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RoleChoicesQuery, RoleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RoleChoicesQuery | undefined, RoleChoicesQueryVariables>;
export function useRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RoleChoicesQuery, RoleChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RoleChoicesQuery, RoleChoicesQueryVariables>(RoleChoicesDocument, options);
        }
export type RoleChoicesQueryHookResult = ReturnType<typeof useRoleChoicesQuery>;
export type RoleChoicesLazyQueryHookResult = ReturnType<typeof useRoleChoicesLazyQuery>;
export type RoleChoicesSuspenseQueryHookResult = ReturnType<typeof useRoleChoicesSuspenseQuery>;
export type RoleChoicesQueryResult = ApolloReactCommon.QueryResult<RoleChoicesQuery, RoleChoicesQueryVariables>;
export const GrantableRoleChoicesDocument = gql`
    query GrantableRoleChoices($userId: Int) {
  roleOptions(grantable: true, userId: $userId) {
    roleId
    roleName
  }
}
    `;

/**
 * __useGrantableRoleChoicesQuery__
 *
 * To run a query within a React component, call `useGrantableRoleChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGrantableRoleChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGrantableRoleChoicesQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useGrantableRoleChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>(GrantableRoleChoicesDocument, options);
      }
export function useGrantableRoleChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>(GrantableRoleChoicesDocument, options);
        }
// @ts-ignore
export function useGrantableRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>;
export function useGrantableRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GrantableRoleChoicesQuery | undefined, GrantableRoleChoicesQueryVariables>;
export function useGrantableRoleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>(GrantableRoleChoicesDocument, options);
        }
export type GrantableRoleChoicesQueryHookResult = ReturnType<typeof useGrantableRoleChoicesQuery>;
export type GrantableRoleChoicesLazyQueryHookResult = ReturnType<typeof useGrantableRoleChoicesLazyQuery>;
export type GrantableRoleChoicesSuspenseQueryHookResult = ReturnType<typeof useGrantableRoleChoicesSuspenseQuery>;
export type GrantableRoleChoicesQueryResult = ApolloReactCommon.QueryResult<GrantableRoleChoicesQuery, GrantableRoleChoicesQueryVariables>;
export const LoginDocument = gql`
    mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    expiresIn
    user {
      ...ViewerFields
    }
  }
}
    ${ViewerFieldsFragmentDoc}`;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      username: // value for 'username'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const RequestPasswordRecoveryDocument = gql`
    mutation RequestPasswordRecovery($email: String!) {
  requestPasswordRecovery(email: $email)
}
    `;

/**
 * __useRequestPasswordRecoveryMutation__
 *
 * To run a mutation, you first call `useRequestPasswordRecoveryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordRecoveryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordRecoveryMutation, { data, loading, error }] = useRequestPasswordRecoveryMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestPasswordRecoveryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordRecoveryMutation, RequestPasswordRecoveryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordRecoveryMutation, RequestPasswordRecoveryMutationVariables>(RequestPasswordRecoveryDocument, options);
      }
export type RequestPasswordRecoveryMutationHookResult = ReturnType<typeof useRequestPasswordRecoveryMutation>;
export type RequestPasswordRecoveryMutationResult = ApolloReactCommon.MutationResult<RequestPasswordRecoveryMutation>;
export const ValidateRecoveryCodeDocument = gql`
    mutation ValidateRecoveryCode($code: String!) {
  validateRecoveryCode(code: $code)
}
    `;

/**
 * __useValidateRecoveryCodeMutation__
 *
 * To run a mutation, you first call `useValidateRecoveryCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useValidateRecoveryCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [validateRecoveryCodeMutation, { data, loading, error }] = useValidateRecoveryCodeMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useValidateRecoveryCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ValidateRecoveryCodeMutation, ValidateRecoveryCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ValidateRecoveryCodeMutation, ValidateRecoveryCodeMutationVariables>(ValidateRecoveryCodeDocument, options);
      }
export type ValidateRecoveryCodeMutationHookResult = ReturnType<typeof useValidateRecoveryCodeMutation>;
export type ValidateRecoveryCodeMutationResult = ApolloReactCommon.MutationResult<ValidateRecoveryCodeMutation>;
export const SubmitPasswordRecoveryDocument = gql`
    mutation SubmitPasswordRecovery($input: PasswordRecoveryInput!) {
  submitPasswordRecovery(input: $input)
}
    `;

/**
 * __useSubmitPasswordRecoveryMutation__
 *
 * To run a mutation, you first call `useSubmitPasswordRecoveryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitPasswordRecoveryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitPasswordRecoveryMutation, { data, loading, error }] = useSubmitPasswordRecoveryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubmitPasswordRecoveryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubmitPasswordRecoveryMutation, SubmitPasswordRecoveryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubmitPasswordRecoveryMutation, SubmitPasswordRecoveryMutationVariables>(SubmitPasswordRecoveryDocument, options);
      }
export type SubmitPasswordRecoveryMutationHookResult = ReturnType<typeof useSubmitPasswordRecoveryMutation>;
export type SubmitPasswordRecoveryMutationResult = ApolloReactCommon.MutationResult<SubmitPasswordRecoveryMutation>;
export const BookingCheckDetailsDocument = gql`
    query BookingCheckDetails($bookingId: Int!) {
  bookingCheckDetails(bookingId: $bookingId) {
    ...BookingDetailFields
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useBookingCheckDetailsQuery__
 *
 * To run a query within a React component, call `useBookingCheckDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingCheckDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingCheckDetailsQuery({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useBookingCheckDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables> & ({ variables: BookingCheckDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>(BookingCheckDetailsDocument, options);
      }
export function useBookingCheckDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>(BookingCheckDetailsDocument, options);
        }
// @ts-ignore
export function useBookingCheckDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>;
export function useBookingCheckDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingCheckDetailsQuery | undefined, BookingCheckDetailsQueryVariables>;
export function useBookingCheckDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>(BookingCheckDetailsDocument, options);
        }
export type BookingCheckDetailsQueryHookResult = ReturnType<typeof useBookingCheckDetailsQuery>;
export type BookingCheckDetailsLazyQueryHookResult = ReturnType<typeof useBookingCheckDetailsLazyQuery>;
export type BookingCheckDetailsSuspenseQueryHookResult = ReturnType<typeof useBookingCheckDetailsSuspenseQuery>;
export type BookingCheckDetailsQueryResult = ApolloReactCommon.QueryResult<BookingCheckDetailsQuery, BookingCheckDetailsQueryVariables>;
export const BookingTimeSlotsDocument = gql`
    query BookingTimeSlots($activityId: Int!, $date: String!) {
  bookingTimeSlots(activityId: $activityId, date: $date) {
    activityId
    date
    startTime
    startsAt
    slotsRemaining
    started
  }
}
    `;

/**
 * __useBookingTimeSlotsQuery__
 *
 * To run a query within a React component, call `useBookingTimeSlotsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingTimeSlotsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingTimeSlotsQuery({
 *   variables: {
 *      activityId: // value for 'activityId'
 *      date: // value for 'date'
 *   },
 * });
 */
export function useBookingTimeSlotsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables> & ({ variables: BookingTimeSlotsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>(BookingTimeSlotsDocument, options);
      }
export function useBookingTimeSlotsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>(BookingTimeSlotsDocument, options);
        }
// @ts-ignore
export function useBookingTimeSlotsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>;
export function useBookingTimeSlotsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingTimeSlotsQuery | undefined, BookingTimeSlotsQueryVariables>;
export function useBookingTimeSlotsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>(BookingTimeSlotsDocument, options);
        }
export type BookingTimeSlotsQueryHookResult = ReturnType<typeof useBookingTimeSlotsQuery>;
export type BookingTimeSlotsLazyQueryHookResult = ReturnType<typeof useBookingTimeSlotsLazyQuery>;
export type BookingTimeSlotsSuspenseQueryHookResult = ReturnType<typeof useBookingTimeSlotsSuspenseQuery>;
export type BookingTimeSlotsQueryResult = ApolloReactCommon.QueryResult<BookingTimeSlotsQuery, BookingTimeSlotsQueryVariables>;
export const BookingHoldersDocument = gql`
    query BookingHolders($search: String) {
  bookingHolders(search: $search) {
    id
    firstName
    lastName
    email
    phone
  }
}
    `;

/**
 * __useBookingHoldersQuery__
 *
 * To run a query within a React component, call `useBookingHoldersQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingHoldersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingHoldersQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useBookingHoldersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingHoldersQuery, BookingHoldersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingHoldersQuery, BookingHoldersQueryVariables>(BookingHoldersDocument, options);
      }
export function useBookingHoldersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingHoldersQuery, BookingHoldersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingHoldersQuery, BookingHoldersQueryVariables>(BookingHoldersDocument, options);
        }
// @ts-ignore
export function useBookingHoldersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingHoldersQuery, BookingHoldersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingHoldersQuery, BookingHoldersQueryVariables>;
export function useBookingHoldersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingHoldersQuery, BookingHoldersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingHoldersQuery | undefined, BookingHoldersQueryVariables>;
export function useBookingHoldersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingHoldersQuery, BookingHoldersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingHoldersQuery, BookingHoldersQueryVariables>(BookingHoldersDocument, options);
        }
export type BookingHoldersQueryHookResult = ReturnType<typeof useBookingHoldersQuery>;
export type BookingHoldersLazyQueryHookResult = ReturnType<typeof useBookingHoldersLazyQuery>;
export type BookingHoldersSuspenseQueryHookResult = ReturnType<typeof useBookingHoldersSuspenseQuery>;
export type BookingHoldersQueryResult = ApolloReactCommon.QueryResult<BookingHoldersQuery, BookingHoldersQueryVariables>;
export const RescheduleBookingDocument = gql`
    mutation RescheduleBooking($bookingId: Int!, $date: String!, $startTime: String!) {
  rescheduleBooking(bookingId: $bookingId, date: $date, startTime: $startTime) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useRescheduleBookingMutation__
 *
 * To run a mutation, you first call `useRescheduleBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRescheduleBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rescheduleBookingMutation, { data, loading, error }] = useRescheduleBookingMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      date: // value for 'date'
 *      startTime: // value for 'startTime'
 *   },
 * });
 */
export function useRescheduleBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RescheduleBookingMutation, RescheduleBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RescheduleBookingMutation, RescheduleBookingMutationVariables>(RescheduleBookingDocument, options);
      }
export type RescheduleBookingMutationHookResult = ReturnType<typeof useRescheduleBookingMutation>;
export type RescheduleBookingMutationResult = ApolloReactCommon.MutationResult<RescheduleBookingMutation>;
export const CancelBookingDocument = gql`
    mutation CancelBooking($bookingId: Int!) {
  cancelBooking(bookingId: $bookingId) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useCancelBookingMutation__
 *
 * To run a mutation, you first call `useCancelBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelBookingMutation, { data, loading, error }] = useCancelBookingMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useCancelBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelBookingMutation, CancelBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelBookingMutation, CancelBookingMutationVariables>(CancelBookingDocument, options);
      }
export type CancelBookingMutationHookResult = ReturnType<typeof useCancelBookingMutation>;
export type CancelBookingMutationResult = ApolloReactCommon.MutationResult<CancelBookingMutation>;
export const RefundBookingDocument = gql`
    mutation RefundBooking($bookingId: Int!, $amount: String, $idempotencyKey: String!) {
  refundBooking(
    bookingId: $bookingId
    amount: $amount
    idempotencyKey: $idempotencyKey
  ) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useRefundBookingMutation__
 *
 * To run a mutation, you first call `useRefundBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefundBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refundBookingMutation, { data, loading, error }] = useRefundBookingMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      amount: // value for 'amount'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useRefundBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RefundBookingMutation, RefundBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RefundBookingMutation, RefundBookingMutationVariables>(RefundBookingDocument, options);
      }
export type RefundBookingMutationHookResult = ReturnType<typeof useRefundBookingMutation>;
export type RefundBookingMutationResult = ApolloReactCommon.MutationResult<RefundBookingMutation>;
export const TakeBookingPaymentDocument = gql`
    mutation TakeBookingPayment($bookingId: Int!, $amount: String!, $method: BookingPaymentMethod!, $idempotencyKey: String!) {
  takeBookingPayment(
    bookingId: $bookingId
    amount: $amount
    method: $method
    idempotencyKey: $idempotencyKey
  ) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useTakeBookingPaymentMutation__
 *
 * To run a mutation, you first call `useTakeBookingPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTakeBookingPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [takeBookingPaymentMutation, { data, loading, error }] = useTakeBookingPaymentMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      amount: // value for 'amount'
 *      method: // value for 'method'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useTakeBookingPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<TakeBookingPaymentMutation, TakeBookingPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<TakeBookingPaymentMutation, TakeBookingPaymentMutationVariables>(TakeBookingPaymentDocument, options);
      }
export type TakeBookingPaymentMutationHookResult = ReturnType<typeof useTakeBookingPaymentMutation>;
export type TakeBookingPaymentMutationResult = ApolloReactCommon.MutationResult<TakeBookingPaymentMutation>;
export const SendBookingConfirmationDocument = gql`
    mutation SendBookingConfirmation($bookingId: Int!) {
  sendBookingConfirmation(bookingId: $bookingId) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useSendBookingConfirmationMutation__
 *
 * To run a mutation, you first call `useSendBookingConfirmationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendBookingConfirmationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendBookingConfirmationMutation, { data, loading, error }] = useSendBookingConfirmationMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useSendBookingConfirmationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendBookingConfirmationMutation, SendBookingConfirmationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendBookingConfirmationMutation, SendBookingConfirmationMutationVariables>(SendBookingConfirmationDocument, options);
      }
export type SendBookingConfirmationMutationHookResult = ReturnType<typeof useSendBookingConfirmationMutation>;
export type SendBookingConfirmationMutationResult = ApolloReactCommon.MutationResult<SendBookingConfirmationMutation>;
export const UpdateBookingGuestsDocument = gql`
    mutation UpdateBookingGuests($bookingId: Int!, $guests: Int!) {
  updateBookingGuests(bookingId: $bookingId, guests: $guests) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useUpdateBookingGuestsMutation__
 *
 * To run a mutation, you first call `useUpdateBookingGuestsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateBookingGuestsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateBookingGuestsMutation, { data, loading, error }] = useUpdateBookingGuestsMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      guests: // value for 'guests'
 *   },
 * });
 */
export function useUpdateBookingGuestsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateBookingGuestsMutation, UpdateBookingGuestsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateBookingGuestsMutation, UpdateBookingGuestsMutationVariables>(UpdateBookingGuestsDocument, options);
      }
export type UpdateBookingGuestsMutationHookResult = ReturnType<typeof useUpdateBookingGuestsMutation>;
export type UpdateBookingGuestsMutationResult = ApolloReactCommon.MutationResult<UpdateBookingGuestsMutation>;
export const UpdateBookingAmountDocument = gql`
    mutation UpdateBookingAmount($bookingId: Int!, $amount: String!) {
  updateBookingAmount(bookingId: $bookingId, amount: $amount) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useUpdateBookingAmountMutation__
 *
 * To run a mutation, you first call `useUpdateBookingAmountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateBookingAmountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateBookingAmountMutation, { data, loading, error }] = useUpdateBookingAmountMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useUpdateBookingAmountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateBookingAmountMutation, UpdateBookingAmountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateBookingAmountMutation, UpdateBookingAmountMutationVariables>(UpdateBookingAmountDocument, options);
      }
export type UpdateBookingAmountMutationHookResult = ReturnType<typeof useUpdateBookingAmountMutation>;
export type UpdateBookingAmountMutationResult = ApolloReactCommon.MutationResult<UpdateBookingAmountMutation>;
export const RemoveBookingOfferingDocument = gql`
    mutation RemoveBookingOffering($bookingId: Int!, $offeringId: Int!) {
  removeBookingOffering(bookingId: $bookingId, offeringId: $offeringId) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useRemoveBookingOfferingMutation__
 *
 * To run a mutation, you first call `useRemoveBookingOfferingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveBookingOfferingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeBookingOfferingMutation, { data, loading, error }] = useRemoveBookingOfferingMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      offeringId: // value for 'offeringId'
 *   },
 * });
 */
export function useRemoveBookingOfferingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveBookingOfferingMutation, RemoveBookingOfferingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveBookingOfferingMutation, RemoveBookingOfferingMutationVariables>(RemoveBookingOfferingDocument, options);
      }
export type RemoveBookingOfferingMutationHookResult = ReturnType<typeof useRemoveBookingOfferingMutation>;
export type RemoveBookingOfferingMutationResult = ApolloReactCommon.MutationResult<RemoveBookingOfferingMutation>;
export const SelectBookingHolderDocument = gql`
    mutation SelectBookingHolder($bookingId: Int!, $holderId: Int!) {
  selectBookingHolder(bookingId: $bookingId, holderId: $holderId) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useSelectBookingHolderMutation__
 *
 * To run a mutation, you first call `useSelectBookingHolderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSelectBookingHolderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [selectBookingHolderMutation, { data, loading, error }] = useSelectBookingHolderMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *      holderId: // value for 'holderId'
 *   },
 * });
 */
export function useSelectBookingHolderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SelectBookingHolderMutation, SelectBookingHolderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SelectBookingHolderMutation, SelectBookingHolderMutationVariables>(SelectBookingHolderDocument, options);
      }
export type SelectBookingHolderMutationHookResult = ReturnType<typeof useSelectBookingHolderMutation>;
export type SelectBookingHolderMutationResult = ApolloReactCommon.MutationResult<SelectBookingHolderMutation>;
export const BookingsDocument = gql`
    query Bookings($filter: BookingFilterInput, $page: Int, $rowsPerPage: Int) {
  bookings(filter: $filter, page: $page, rowsPerPage: $rowsPerPage) {
    total
    page
    rowsPerPage
    rows {
      id
      confirmationCode
      state
      locationName
      activityName
      bookingDate
      startTime
      guests
      holder {
        id
        firstName
        lastName
      }
      totalCents
      paidCents
      refundedCents
      isFullyPaid
      currency
    }
  }
}
    `;

/**
 * __useBookingsQuery__
 *
 * To run a query within a React component, call `useBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *   },
 * });
 */
export function useBookingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
      }
export function useBookingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
        }
// @ts-ignore
export function useBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingsQuery, BookingsQueryVariables>;
export function useBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingsQuery | undefined, BookingsQueryVariables>;
export function useBookingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
        }
export type BookingsQueryHookResult = ReturnType<typeof useBookingsQuery>;
export type BookingsLazyQueryHookResult = ReturnType<typeof useBookingsLazyQuery>;
export type BookingsSuspenseQueryHookResult = ReturnType<typeof useBookingsSuspenseQuery>;
export type BookingsQueryResult = ApolloReactCommon.QueryResult<BookingsQuery, BookingsQueryVariables>;
export const BookingListDetailDocument = gql`
    query BookingListDetail($id: Int!) {
  booking(id: $id) {
    ...BookingDetailFields
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useBookingListDetailQuery__
 *
 * To run a query within a React component, call `useBookingListDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingListDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingListDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingListDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingListDetailQuery, BookingListDetailQueryVariables> & ({ variables: BookingListDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingListDetailQuery, BookingListDetailQueryVariables>(BookingListDetailDocument, options);
      }
export function useBookingListDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingListDetailQuery, BookingListDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingListDetailQuery, BookingListDetailQueryVariables>(BookingListDetailDocument, options);
        }
// @ts-ignore
export function useBookingListDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingListDetailQuery, BookingListDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingListDetailQuery, BookingListDetailQueryVariables>;
export function useBookingListDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingListDetailQuery, BookingListDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingListDetailQuery | undefined, BookingListDetailQueryVariables>;
export function useBookingListDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingListDetailQuery, BookingListDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingListDetailQuery, BookingListDetailQueryVariables>(BookingListDetailDocument, options);
        }
export type BookingListDetailQueryHookResult = ReturnType<typeof useBookingListDetailQuery>;
export type BookingListDetailLazyQueryHookResult = ReturnType<typeof useBookingListDetailLazyQuery>;
export type BookingListDetailSuspenseQueryHookResult = ReturnType<typeof useBookingListDetailSuspenseQuery>;
export type BookingListDetailQueryResult = ApolloReactCommon.QueryResult<BookingListDetailQuery, BookingListDetailQueryVariables>;
export const BookingScheduleDocument = gql`
    query BookingSchedule($locationCode: String!, $date: String) {
  bookingSchedule(locationCode: $locationCode, date: $date) {
    date
    today
    location {
      id
      code
      name
      timeZone
      currency
    }
    resources {
      id
      name
      kind
      activities {
        id
        name
        capacity
        slots {
          startTime
          slotsRemaining
          booked
          started
          bookings {
            id
            confirmationCode
            state
            guests
            holderName
            totalCents
            paidCents
            refundedCents
          }
        }
      }
    }
  }
}
    `;

/**
 * __useBookingScheduleQuery__
 *
 * To run a query within a React component, call `useBookingScheduleQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingScheduleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingScheduleQuery({
 *   variables: {
 *      locationCode: // value for 'locationCode'
 *      date: // value for 'date'
 *   },
 * });
 */
export function useBookingScheduleQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingScheduleQuery, BookingScheduleQueryVariables> & ({ variables: BookingScheduleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingScheduleQuery, BookingScheduleQueryVariables>(BookingScheduleDocument, options);
      }
export function useBookingScheduleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingScheduleQuery, BookingScheduleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingScheduleQuery, BookingScheduleQueryVariables>(BookingScheduleDocument, options);
        }
// @ts-ignore
export function useBookingScheduleSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingScheduleQuery, BookingScheduleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingScheduleQuery, BookingScheduleQueryVariables>;
export function useBookingScheduleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingScheduleQuery, BookingScheduleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingScheduleQuery | undefined, BookingScheduleQueryVariables>;
export function useBookingScheduleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingScheduleQuery, BookingScheduleQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingScheduleQuery, BookingScheduleQueryVariables>(BookingScheduleDocument, options);
        }
export type BookingScheduleQueryHookResult = ReturnType<typeof useBookingScheduleQuery>;
export type BookingScheduleLazyQueryHookResult = ReturnType<typeof useBookingScheduleLazyQuery>;
export type BookingScheduleSuspenseQueryHookResult = ReturnType<typeof useBookingScheduleSuspenseQuery>;
export type BookingScheduleQueryResult = ApolloReactCommon.QueryResult<BookingScheduleQuery, BookingScheduleQueryVariables>;
export const BookingProductsDocument = gql`
    query BookingProducts($locationCode: String!, $date: String, $search: String) {
  bookingProducts(locationCode: $locationCode, date: $date, search: $search) {
    productId
    name
    priceCents
    slotsRemaining
    activities {
      id
      name
      resourceName
      priceCents
      capacity
    }
  }
}
    `;

/**
 * __useBookingProductsQuery__
 *
 * To run a query within a React component, call `useBookingProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingProductsQuery({
 *   variables: {
 *      locationCode: // value for 'locationCode'
 *      date: // value for 'date'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useBookingProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BookingProductsQuery, BookingProductsQueryVariables> & ({ variables: BookingProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BookingProductsQuery, BookingProductsQueryVariables>(BookingProductsDocument, options);
      }
export function useBookingProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BookingProductsQuery, BookingProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BookingProductsQuery, BookingProductsQueryVariables>(BookingProductsDocument, options);
        }
// @ts-ignore
export function useBookingProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BookingProductsQuery, BookingProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingProductsQuery, BookingProductsQueryVariables>;
export function useBookingProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingProductsQuery, BookingProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BookingProductsQuery | undefined, BookingProductsQueryVariables>;
export function useBookingProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BookingProductsQuery, BookingProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BookingProductsQuery, BookingProductsQueryVariables>(BookingProductsDocument, options);
        }
export type BookingProductsQueryHookResult = ReturnType<typeof useBookingProductsQuery>;
export type BookingProductsLazyQueryHookResult = ReturnType<typeof useBookingProductsLazyQuery>;
export type BookingProductsSuspenseQueryHookResult = ReturnType<typeof useBookingProductsSuspenseQuery>;
export type BookingProductsQueryResult = ApolloReactCommon.QueryResult<BookingProductsQuery, BookingProductsQueryVariables>;
export const CreateBookingDocument = gql`
    mutation CreateBooking($input: CreateBookingInput!) {
  createBooking(input: $input) {
    confirmationCode
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useCreateBookingMutation__
 *
 * To run a mutation, you first call `useCreateBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createBookingMutation, { data, loading, error }] = useCreateBookingMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateBookingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateBookingMutation, CreateBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateBookingMutation, CreateBookingMutationVariables>(CreateBookingDocument, options);
      }
export type CreateBookingMutationHookResult = ReturnType<typeof useCreateBookingMutation>;
export type CreateBookingMutationResult = ApolloReactCommon.MutationResult<CreateBookingMutation>;
export const PayLinkDocument = gql`
    query PayLink($token: String!) {
  payLink(token: $token) {
    confirmationCode
    activityName
    locationName
    date
    time
    guests
    amount
    cardProvider
  }
}
    `;

/**
 * __usePayLinkQuery__
 *
 * To run a query within a React component, call `usePayLinkQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayLinkQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayLinkQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function usePayLinkQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PayLinkQuery, PayLinkQueryVariables> & ({ variables: PayLinkQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PayLinkQuery, PayLinkQueryVariables>(PayLinkDocument, options);
      }
export function usePayLinkLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PayLinkQuery, PayLinkQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PayLinkQuery, PayLinkQueryVariables>(PayLinkDocument, options);
        }
// @ts-ignore
export function usePayLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PayLinkQuery, PayLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PayLinkQuery, PayLinkQueryVariables>;
export function usePayLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PayLinkQuery, PayLinkQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PayLinkQuery | undefined, PayLinkQueryVariables>;
export function usePayLinkSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PayLinkQuery, PayLinkQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PayLinkQuery, PayLinkQueryVariables>(PayLinkDocument, options);
        }
export type PayLinkQueryHookResult = ReturnType<typeof usePayLinkQuery>;
export type PayLinkLazyQueryHookResult = ReturnType<typeof usePayLinkLazyQuery>;
export type PayLinkSuspenseQueryHookResult = ReturnType<typeof usePayLinkSuspenseQuery>;
export type PayLinkQueryResult = ApolloReactCommon.QueryResult<PayLinkQuery, PayLinkQueryVariables>;
export const PayBookingByLinkDocument = gql`
    mutation PayBookingByLink($token: String!, $paymentMethodId: String) {
  payBookingByLink(token: $token, paymentMethodId: $paymentMethodId) {
    message
    confirmationCode
  }
}
    `;

/**
 * __usePayBookingByLinkMutation__
 *
 * To run a mutation, you first call `usePayBookingByLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayBookingByLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payBookingByLinkMutation, { data, loading, error }] = usePayBookingByLinkMutation({
 *   variables: {
 *      token: // value for 'token'
 *      paymentMethodId: // value for 'paymentMethodId'
 *   },
 * });
 */
export function usePayBookingByLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayBookingByLinkMutation, PayBookingByLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayBookingByLinkMutation, PayBookingByLinkMutationVariables>(PayBookingByLinkDocument, options);
      }
export type PayBookingByLinkMutationHookResult = ReturnType<typeof usePayBookingByLinkMutation>;
export type PayBookingByLinkMutationResult = ApolloReactCommon.MutationResult<PayBookingByLinkMutation>;
export const SendBookingPayByLinkDocument = gql`
    mutation SendBookingPayByLink($bookingId: Int!) {
  sendBookingPayByLink(bookingId: $bookingId) {
    message
    booking {
      ...BookingDetailFields
    }
  }
}
    ${BookingDetailFieldsFragmentDoc}`;

/**
 * __useSendBookingPayByLinkMutation__
 *
 * To run a mutation, you first call `useSendBookingPayByLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendBookingPayByLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendBookingPayByLinkMutation, { data, loading, error }] = useSendBookingPayByLinkMutation({
 *   variables: {
 *      bookingId: // value for 'bookingId'
 *   },
 * });
 */
export function useSendBookingPayByLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendBookingPayByLinkMutation, SendBookingPayByLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendBookingPayByLinkMutation, SendBookingPayByLinkMutationVariables>(SendBookingPayByLinkDocument, options);
      }
export type SendBookingPayByLinkMutationHookResult = ReturnType<typeof useSendBookingPayByLinkMutation>;
export type SendBookingPayByLinkMutationResult = ApolloReactCommon.MutationResult<SendBookingPayByLinkMutation>;
export const CreditTypeMembershipsDocument = gql`
    query CreditTypeMemberships($id: Int!) {
  creditTypeSubTable(id: $id) {
    membershipId
    name
    quantity
  }
}
    `;

/**
 * __useCreditTypeMembershipsQuery__
 *
 * To run a query within a React component, call `useCreditTypeMembershipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCreditTypeMembershipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCreditTypeMembershipsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCreditTypeMembershipsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables> & ({ variables: CreditTypeMembershipsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>(CreditTypeMembershipsDocument, options);
      }
export function useCreditTypeMembershipsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>(CreditTypeMembershipsDocument, options);
        }
// @ts-ignore
export function useCreditTypeMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>;
export function useCreditTypeMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CreditTypeMembershipsQuery | undefined, CreditTypeMembershipsQueryVariables>;
export function useCreditTypeMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>(CreditTypeMembershipsDocument, options);
        }
export type CreditTypeMembershipsQueryHookResult = ReturnType<typeof useCreditTypeMembershipsQuery>;
export type CreditTypeMembershipsLazyQueryHookResult = ReturnType<typeof useCreditTypeMembershipsLazyQuery>;
export type CreditTypeMembershipsSuspenseQueryHookResult = ReturnType<typeof useCreditTypeMembershipsSuspenseQuery>;
export type CreditTypeMembershipsQueryResult = ApolloReactCommon.QueryResult<CreditTypeMembershipsQuery, CreditTypeMembershipsQueryVariables>;
export const DiscountRevenueClassChoicesDocument = gql`
    query DiscountRevenueClassChoices {
  revenueClassOptions {
    id
    name
  }
}
    `;

/**
 * __useDiscountRevenueClassChoicesQuery__
 *
 * To run a query within a React component, call `useDiscountRevenueClassChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDiscountRevenueClassChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDiscountRevenueClassChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useDiscountRevenueClassChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>(DiscountRevenueClassChoicesDocument, options);
      }
export function useDiscountRevenueClassChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>(DiscountRevenueClassChoicesDocument, options);
        }
// @ts-ignore
export function useDiscountRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>;
export function useDiscountRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DiscountRevenueClassChoicesQuery | undefined, DiscountRevenueClassChoicesQueryVariables>;
export function useDiscountRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>(DiscountRevenueClassChoicesDocument, options);
        }
export type DiscountRevenueClassChoicesQueryHookResult = ReturnType<typeof useDiscountRevenueClassChoicesQuery>;
export type DiscountRevenueClassChoicesLazyQueryHookResult = ReturnType<typeof useDiscountRevenueClassChoicesLazyQuery>;
export type DiscountRevenueClassChoicesSuspenseQueryHookResult = ReturnType<typeof useDiscountRevenueClassChoicesSuspenseQuery>;
export type DiscountRevenueClassChoicesQueryResult = ApolloReactCommon.QueryResult<DiscountRevenueClassChoicesQuery, DiscountRevenueClassChoicesQueryVariables>;
export const MembershipChoicesDocument = gql`
    query MembershipChoices {
  expirationTypes {
    id
    name
  }
  creditTypeOptions {
    id
    name
  }
}
    `;

/**
 * __useMembershipChoicesQuery__
 *
 * To run a query within a React component, call `useMembershipChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMembershipChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMembershipChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMembershipChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MembershipChoicesQuery, MembershipChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MembershipChoicesQuery, MembershipChoicesQueryVariables>(MembershipChoicesDocument, options);
      }
export function useMembershipChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MembershipChoicesQuery, MembershipChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MembershipChoicesQuery, MembershipChoicesQueryVariables>(MembershipChoicesDocument, options);
        }
// @ts-ignore
export function useMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MembershipChoicesQuery, MembershipChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MembershipChoicesQuery, MembershipChoicesQueryVariables>;
export function useMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MembershipChoicesQuery, MembershipChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MembershipChoicesQuery | undefined, MembershipChoicesQueryVariables>;
export function useMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MembershipChoicesQuery, MembershipChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MembershipChoicesQuery, MembershipChoicesQueryVariables>(MembershipChoicesDocument, options);
        }
export type MembershipChoicesQueryHookResult = ReturnType<typeof useMembershipChoicesQuery>;
export type MembershipChoicesLazyQueryHookResult = ReturnType<typeof useMembershipChoicesLazyQuery>;
export type MembershipChoicesSuspenseQueryHookResult = ReturnType<typeof useMembershipChoicesSuspenseQuery>;
export type MembershipChoicesQueryResult = ApolloReactCommon.QueryResult<MembershipChoicesQuery, MembershipChoicesQueryVariables>;
export const ProductPricesDocument = gql`
    query ProductPrices($id: Int!) {
  productSubTable(id: $id) {
    locationId
    locationName
    priceLevelId
    priceLevelName
    price
    taxPercent
  }
}
    `;

/**
 * __useProductPricesQuery__
 *
 * To run a query within a React component, call `useProductPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPricesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductPricesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables> & ({ variables: ProductPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
      }
export function useProductPricesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
// @ts-ignore
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery | undefined, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
export type ProductPricesQueryHookResult = ReturnType<typeof useProductPricesQuery>;
export type ProductPricesLazyQueryHookResult = ReturnType<typeof useProductPricesLazyQuery>;
export type ProductPricesSuspenseQueryHookResult = ReturnType<typeof useProductPricesSuspenseQuery>;
export type ProductPricesQueryResult = ApolloReactCommon.QueryResult<ProductPricesQuery, ProductPricesQueryVariables>;
export const ProductTypeChoicesDocument = gql`
    query ProductTypeChoices {
  productTypeOptions {
    id
    name
    kind
    isSchedulable
  }
}
    `;

/**
 * __useProductTypeChoicesQuery__
 *
 * To run a query within a React component, call `useProductTypeChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductTypeChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductTypeChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductTypeChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>(ProductTypeChoicesDocument, options);
      }
export function useProductTypeChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>(ProductTypeChoicesDocument, options);
        }
// @ts-ignore
export function useProductTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>;
export function useProductTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTypeChoicesQuery | undefined, ProductTypeChoicesQueryVariables>;
export function useProductTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>(ProductTypeChoicesDocument, options);
        }
export type ProductTypeChoicesQueryHookResult = ReturnType<typeof useProductTypeChoicesQuery>;
export type ProductTypeChoicesLazyQueryHookResult = ReturnType<typeof useProductTypeChoicesLazyQuery>;
export type ProductTypeChoicesSuspenseQueryHookResult = ReturnType<typeof useProductTypeChoicesSuspenseQuery>;
export type ProductTypeChoicesQueryResult = ApolloReactCommon.QueryResult<ProductTypeChoicesQuery, ProductTypeChoicesQueryVariables>;
export const ProductLookupChoicesDocument = gql`
    query ProductLookupChoices {
  productCategoryOptions {
    id
    name
  }
  priceLevelOptions {
    id
    name
  }
  productModifierOptions {
    id
    name
    groupName
  }
  blockedAccessOptions {
    id
    name
  }
  entitlementPackageOptions {
    id
    name
  }
}
    `;

/**
 * __useProductLookupChoicesQuery__
 *
 * To run a query within a React component, call `useProductLookupChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductLookupChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductLookupChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductLookupChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>(ProductLookupChoicesDocument, options);
      }
export function useProductLookupChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>(ProductLookupChoicesDocument, options);
        }
// @ts-ignore
export function useProductLookupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>;
export function useProductLookupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductLookupChoicesQuery | undefined, ProductLookupChoicesQueryVariables>;
export function useProductLookupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>(ProductLookupChoicesDocument, options);
        }
export type ProductLookupChoicesQueryHookResult = ReturnType<typeof useProductLookupChoicesQuery>;
export type ProductLookupChoicesLazyQueryHookResult = ReturnType<typeof useProductLookupChoicesLazyQuery>;
export type ProductLookupChoicesSuspenseQueryHookResult = ReturnType<typeof useProductLookupChoicesSuspenseQuery>;
export type ProductLookupChoicesQueryResult = ApolloReactCommon.QueryResult<ProductLookupChoicesQuery, ProductLookupChoicesQueryVariables>;
export const ProductRevenueClassChoicesDocument = gql`
    query ProductRevenueClassChoices {
  revenueClassOptions {
    id
    name
  }
}
    `;

/**
 * __useProductRevenueClassChoicesQuery__
 *
 * To run a query within a React component, call `useProductRevenueClassChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductRevenueClassChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductRevenueClassChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductRevenueClassChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>(ProductRevenueClassChoicesDocument, options);
      }
export function useProductRevenueClassChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>(ProductRevenueClassChoicesDocument, options);
        }
// @ts-ignore
export function useProductRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>;
export function useProductRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRevenueClassChoicesQuery | undefined, ProductRevenueClassChoicesQueryVariables>;
export function useProductRevenueClassChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>(ProductRevenueClassChoicesDocument, options);
        }
export type ProductRevenueClassChoicesQueryHookResult = ReturnType<typeof useProductRevenueClassChoicesQuery>;
export type ProductRevenueClassChoicesLazyQueryHookResult = ReturnType<typeof useProductRevenueClassChoicesLazyQuery>;
export type ProductRevenueClassChoicesSuspenseQueryHookResult = ReturnType<typeof useProductRevenueClassChoicesSuspenseQuery>;
export type ProductRevenueClassChoicesQueryResult = ApolloReactCommon.QueryResult<ProductRevenueClassChoicesQuery, ProductRevenueClassChoicesQueryVariables>;
export const ProductTaxRateChoicesDocument = gql`
    query ProductTaxRateChoices {
  taxRates(page: 0, rowsPerPage: 100, sort: NAME) {
    rows {
      id
      name
      percentage
    }
  }
}
    `;

/**
 * __useProductTaxRateChoicesQuery__
 *
 * To run a query within a React component, call `useProductTaxRateChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductTaxRateChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductTaxRateChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductTaxRateChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>(ProductTaxRateChoicesDocument, options);
      }
export function useProductTaxRateChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>(ProductTaxRateChoicesDocument, options);
        }
// @ts-ignore
export function useProductTaxRateChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>;
export function useProductTaxRateChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductTaxRateChoicesQuery | undefined, ProductTaxRateChoicesQueryVariables>;
export function useProductTaxRateChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>(ProductTaxRateChoicesDocument, options);
        }
export type ProductTaxRateChoicesQueryHookResult = ReturnType<typeof useProductTaxRateChoicesQuery>;
export type ProductTaxRateChoicesLazyQueryHookResult = ReturnType<typeof useProductTaxRateChoicesLazyQuery>;
export type ProductTaxRateChoicesSuspenseQueryHookResult = ReturnType<typeof useProductTaxRateChoicesSuspenseQuery>;
export type ProductTaxRateChoicesQueryResult = ApolloReactCommon.QueryResult<ProductTaxRateChoicesQuery, ProductTaxRateChoicesQueryVariables>;
export const ProductCreditTypeChoicesDocument = gql`
    query ProductCreditTypeChoices {
  creditTypeOptions {
    id
    name
  }
}
    `;

/**
 * __useProductCreditTypeChoicesQuery__
 *
 * To run a query within a React component, call `useProductCreditTypeChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductCreditTypeChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductCreditTypeChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductCreditTypeChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>(ProductCreditTypeChoicesDocument, options);
      }
export function useProductCreditTypeChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>(ProductCreditTypeChoicesDocument, options);
        }
// @ts-ignore
export function useProductCreditTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>;
export function useProductCreditTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductCreditTypeChoicesQuery | undefined, ProductCreditTypeChoicesQueryVariables>;
export function useProductCreditTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>(ProductCreditTypeChoicesDocument, options);
        }
export type ProductCreditTypeChoicesQueryHookResult = ReturnType<typeof useProductCreditTypeChoicesQuery>;
export type ProductCreditTypeChoicesLazyQueryHookResult = ReturnType<typeof useProductCreditTypeChoicesLazyQuery>;
export type ProductCreditTypeChoicesSuspenseQueryHookResult = ReturnType<typeof useProductCreditTypeChoicesSuspenseQuery>;
export type ProductCreditTypeChoicesQueryResult = ApolloReactCommon.QueryResult<ProductCreditTypeChoicesQuery, ProductCreditTypeChoicesQueryVariables>;
export const ProductMembershipChoicesDocument = gql`
    query ProductMembershipChoices {
  membershipOptions {
    id
    name
  }
}
    `;

/**
 * __useProductMembershipChoicesQuery__
 *
 * To run a query within a React component, call `useProductMembershipChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductMembershipChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductMembershipChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useProductMembershipChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>(ProductMembershipChoicesDocument, options);
      }
export function useProductMembershipChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>(ProductMembershipChoicesDocument, options);
        }
// @ts-ignore
export function useProductMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>;
export function useProductMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductMembershipChoicesQuery | undefined, ProductMembershipChoicesQueryVariables>;
export function useProductMembershipChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>(ProductMembershipChoicesDocument, options);
        }
export type ProductMembershipChoicesQueryHookResult = ReturnType<typeof useProductMembershipChoicesQuery>;
export type ProductMembershipChoicesLazyQueryHookResult = ReturnType<typeof useProductMembershipChoicesLazyQuery>;
export type ProductMembershipChoicesSuspenseQueryHookResult = ReturnType<typeof useProductMembershipChoicesSuspenseQuery>;
export type ProductMembershipChoicesQueryResult = ApolloReactCommon.QueryResult<ProductMembershipChoicesQuery, ProductMembershipChoicesQueryVariables>;
export const ProductPickerDocument = gql`
    query ProductPicker($search: String, $page: Int, $locationId: Int) {
  productOptions(
    search: $search
    page: $page
    rowsPerPage: 25
    locationId: $locationId
  ) {
    hasMore
    data {
      id
      name
      price
    }
  }
}
    `;

/**
 * __useProductPickerQuery__
 *
 * To run a query within a React component, call `useProductPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPickerQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useProductPickerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
      }
export function useProductPickerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
        }
// @ts-ignore
export function useProductPickerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPickerQuery, ProductPickerQueryVariables>;
export function useProductPickerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPickerQuery | undefined, ProductPickerQueryVariables>;
export function useProductPickerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
        }
export type ProductPickerQueryHookResult = ReturnType<typeof useProductPickerQuery>;
export type ProductPickerLazyQueryHookResult = ReturnType<typeof useProductPickerLazyQuery>;
export type ProductPickerSuspenseQueryHookResult = ReturnType<typeof useProductPickerSuspenseQuery>;
export type ProductPickerQueryResult = ApolloReactCommon.QueryResult<ProductPickerQuery, ProductPickerQueryVariables>;
export const ProductDisplayOrderDocument = gql`
    query ProductDisplayOrder($categoryId: Int!, $locationId: Int!) {
  productDisplayOrder(categoryId: $categoryId, locationId: $locationId) {
    productId
    name
    image
    position
  }
}
    `;

/**
 * __useProductDisplayOrderQuery__
 *
 * To run a query within a React component, call `useProductDisplayOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDisplayOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDisplayOrderQuery({
 *   variables: {
 *      categoryId: // value for 'categoryId'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useProductDisplayOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables> & ({ variables: ProductDisplayOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>(ProductDisplayOrderDocument, options);
      }
export function useProductDisplayOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>(ProductDisplayOrderDocument, options);
        }
// @ts-ignore
export function useProductDisplayOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>;
export function useProductDisplayOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDisplayOrderQuery | undefined, ProductDisplayOrderQueryVariables>;
export function useProductDisplayOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>(ProductDisplayOrderDocument, options);
        }
export type ProductDisplayOrderQueryHookResult = ReturnType<typeof useProductDisplayOrderQuery>;
export type ProductDisplayOrderLazyQueryHookResult = ReturnType<typeof useProductDisplayOrderLazyQuery>;
export type ProductDisplayOrderSuspenseQueryHookResult = ReturnType<typeof useProductDisplayOrderSuspenseQuery>;
export type ProductDisplayOrderQueryResult = ApolloReactCommon.QueryResult<ProductDisplayOrderQuery, ProductDisplayOrderQueryVariables>;
export const SaveProductDisplayOrderDocument = gql`
    mutation SaveProductDisplayOrder($input: DisplayOrderInput!) {
  saveProductDisplayOrder(input: $input) {
    productId
    name
    image
    position
  }
}
    `;

/**
 * __useSaveProductDisplayOrderMutation__
 *
 * To run a mutation, you first call `useSaveProductDisplayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveProductDisplayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveProductDisplayOrderMutation, { data, loading, error }] = useSaveProductDisplayOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveProductDisplayOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveProductDisplayOrderMutation, SaveProductDisplayOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveProductDisplayOrderMutation, SaveProductDisplayOrderMutationVariables>(SaveProductDisplayOrderDocument, options);
      }
export type SaveProductDisplayOrderMutationHookResult = ReturnType<typeof useSaveProductDisplayOrderMutation>;
export type SaveProductDisplayOrderMutationResult = ApolloReactCommon.MutationResult<SaveProductDisplayOrderMutation>;
export const ProductLanguagesDocument = gql`
    query ProductLanguages($productId: Int, $locationIds: [Int!]!) {
  productLanguages(productId: $productId, locationIds: $locationIds) {
    locationId
    locationName
    languageId
    languageName
    name
  }
}
    `;

/**
 * __useProductLanguagesQuery__
 *
 * To run a query within a React component, call `useProductLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductLanguagesQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *      locationIds: // value for 'locationIds'
 *   },
 * });
 */
export function useProductLanguagesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductLanguagesQuery, ProductLanguagesQueryVariables> & ({ variables: ProductLanguagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductLanguagesQuery, ProductLanguagesQueryVariables>(ProductLanguagesDocument, options);
      }
export function useProductLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductLanguagesQuery, ProductLanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductLanguagesQuery, ProductLanguagesQueryVariables>(ProductLanguagesDocument, options);
        }
// @ts-ignore
export function useProductLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductLanguagesQuery, ProductLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductLanguagesQuery, ProductLanguagesQueryVariables>;
export function useProductLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductLanguagesQuery, ProductLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductLanguagesQuery | undefined, ProductLanguagesQueryVariables>;
export function useProductLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductLanguagesQuery, ProductLanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductLanguagesQuery, ProductLanguagesQueryVariables>(ProductLanguagesDocument, options);
        }
export type ProductLanguagesQueryHookResult = ReturnType<typeof useProductLanguagesQuery>;
export type ProductLanguagesLazyQueryHookResult = ReturnType<typeof useProductLanguagesLazyQuery>;
export type ProductLanguagesSuspenseQueryHookResult = ReturnType<typeof useProductLanguagesSuspenseQuery>;
export type ProductLanguagesQueryResult = ApolloReactCommon.QueryResult<ProductLanguagesQuery, ProductLanguagesQueryVariables>;
export const RevenueClassDiscountsDocument = gql`
    query RevenueClassDiscounts($id: Int!) {
  revenueClassSubTable(id: $id) {
    discountId
    name
  }
}
    `;

/**
 * __useRevenueClassDiscountsQuery__
 *
 * To run a query within a React component, call `useRevenueClassDiscountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRevenueClassDiscountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRevenueClassDiscountsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevenueClassDiscountsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables> & ({ variables: RevenueClassDiscountsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>(RevenueClassDiscountsDocument, options);
      }
export function useRevenueClassDiscountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>(RevenueClassDiscountsDocument, options);
        }
// @ts-ignore
export function useRevenueClassDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>;
export function useRevenueClassDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RevenueClassDiscountsQuery | undefined, RevenueClassDiscountsQueryVariables>;
export function useRevenueClassDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>(RevenueClassDiscountsDocument, options);
        }
export type RevenueClassDiscountsQueryHookResult = ReturnType<typeof useRevenueClassDiscountsQuery>;
export type RevenueClassDiscountsLazyQueryHookResult = ReturnType<typeof useRevenueClassDiscountsLazyQuery>;
export type RevenueClassDiscountsSuspenseQueryHookResult = ReturnType<typeof useRevenueClassDiscountsSuspenseQuery>;
export type RevenueClassDiscountsQueryResult = ApolloReactCommon.QueryResult<RevenueClassDiscountsQuery, RevenueClassDiscountsQueryVariables>;
export const TaxTypeChoicesDocument = gql`
    query TaxTypeChoices {
  taxTypes {
    id
    name
  }
}
    `;

/**
 * __useTaxTypeChoicesQuery__
 *
 * To run a query within a React component, call `useTaxTypeChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useTaxTypeChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTaxTypeChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useTaxTypeChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>(TaxTypeChoicesDocument, options);
      }
export function useTaxTypeChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>(TaxTypeChoicesDocument, options);
        }
// @ts-ignore
export function useTaxTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>;
export function useTaxTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxTypeChoicesQuery | undefined, TaxTypeChoicesQueryVariables>;
export function useTaxTypeChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>(TaxTypeChoicesDocument, options);
        }
export type TaxTypeChoicesQueryHookResult = ReturnType<typeof useTaxTypeChoicesQuery>;
export type TaxTypeChoicesLazyQueryHookResult = ReturnType<typeof useTaxTypeChoicesLazyQuery>;
export type TaxTypeChoicesSuspenseQueryHookResult = ReturnType<typeof useTaxTypeChoicesSuspenseQuery>;
export type TaxTypeChoicesQueryResult = ApolloReactCommon.QueryResult<TaxTypeChoicesQuery, TaxTypeChoicesQueryVariables>;
export const NumberOfGuestsExportDocument = gql`
    query NumberOfGuestsExport($filter: DashboardFilterInput!, $location: String, $resources: [String!]) {
  ownersBox(filter: $filter) {
    numberOfGuestsExport(location: $location, resources: $resources) {
      date
      day
      closed
      slots
      total
    }
  }
}
    `;

/**
 * __useNumberOfGuestsExportQuery__
 *
 * To run a query within a React component, call `useNumberOfGuestsExportQuery` and pass it any options that fit your needs.
 * When your component renders, `useNumberOfGuestsExportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNumberOfGuestsExportQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      location: // value for 'location'
 *      resources: // value for 'resources'
 *   },
 * });
 */
export function useNumberOfGuestsExportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables> & ({ variables: NumberOfGuestsExportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>(NumberOfGuestsExportDocument, options);
      }
export function useNumberOfGuestsExportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>(NumberOfGuestsExportDocument, options);
        }
// @ts-ignore
export function useNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>;
export function useNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NumberOfGuestsExportQuery | undefined, NumberOfGuestsExportQueryVariables>;
export function useNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>(NumberOfGuestsExportDocument, options);
        }
export type NumberOfGuestsExportQueryHookResult = ReturnType<typeof useNumberOfGuestsExportQuery>;
export type NumberOfGuestsExportLazyQueryHookResult = ReturnType<typeof useNumberOfGuestsExportLazyQuery>;
export type NumberOfGuestsExportSuspenseQueryHookResult = ReturnType<typeof useNumberOfGuestsExportSuspenseQuery>;
export type NumberOfGuestsExportQueryResult = ApolloReactCommon.QueryResult<NumberOfGuestsExportQuery, NumberOfGuestsExportQueryVariables>;
export const GuestExperienceNumberOfGuestsExportDocument = gql`
    query GuestExperienceNumberOfGuestsExport($filter: DashboardFilterInput!, $location: String, $resources: [String!]) {
  guestExperience(filter: $filter) {
    numberOfGuestsExport(location: $location, resources: $resources) {
      date
      day
      closed
      slots
      total
    }
  }
}
    `;

/**
 * __useGuestExperienceNumberOfGuestsExportQuery__
 *
 * To run a query within a React component, call `useGuestExperienceNumberOfGuestsExportQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceNumberOfGuestsExportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceNumberOfGuestsExportQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      location: // value for 'location'
 *      resources: // value for 'resources'
 *   },
 * });
 */
export function useGuestExperienceNumberOfGuestsExportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables> & ({ variables: GuestExperienceNumberOfGuestsExportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>(GuestExperienceNumberOfGuestsExportDocument, options);
      }
export function useGuestExperienceNumberOfGuestsExportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>(GuestExperienceNumberOfGuestsExportDocument, options);
        }
// @ts-ignore
export function useGuestExperienceNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>;
export function useGuestExperienceNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNumberOfGuestsExportQuery | undefined, GuestExperienceNumberOfGuestsExportQueryVariables>;
export function useGuestExperienceNumberOfGuestsExportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>(GuestExperienceNumberOfGuestsExportDocument, options);
        }
export type GuestExperienceNumberOfGuestsExportQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsExportQuery>;
export type GuestExperienceNumberOfGuestsExportLazyQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsExportLazyQuery>;
export type GuestExperienceNumberOfGuestsExportSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsExportSuspenseQuery>;
export type GuestExperienceNumberOfGuestsExportQueryResult = ApolloReactCommon.QueryResult<GuestExperienceNumberOfGuestsExportQuery, GuestExperienceNumberOfGuestsExportQueryVariables>;
export const OwnersBoxGuestResourcesDocument = gql`
    query OwnersBoxGuestResources($filter: DashboardFilterInput!, $locationCode: String!) {
  ownersBox(filter: $filter) {
    numberOfGuestsResources(locationCode: $locationCode) {
      name
      code
    }
  }
}
    `;

/**
 * __useOwnersBoxGuestResourcesQuery__
 *
 * To run a query within a React component, call `useOwnersBoxGuestResourcesQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxGuestResourcesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxGuestResourcesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      locationCode: // value for 'locationCode'
 *   },
 * });
 */
export function useOwnersBoxGuestResourcesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables> & ({ variables: OwnersBoxGuestResourcesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>(OwnersBoxGuestResourcesDocument, options);
      }
export function useOwnersBoxGuestResourcesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>(OwnersBoxGuestResourcesDocument, options);
        }
// @ts-ignore
export function useOwnersBoxGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>;
export function useOwnersBoxGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxGuestResourcesQuery | undefined, OwnersBoxGuestResourcesQueryVariables>;
export function useOwnersBoxGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>(OwnersBoxGuestResourcesDocument, options);
        }
export type OwnersBoxGuestResourcesQueryHookResult = ReturnType<typeof useOwnersBoxGuestResourcesQuery>;
export type OwnersBoxGuestResourcesLazyQueryHookResult = ReturnType<typeof useOwnersBoxGuestResourcesLazyQuery>;
export type OwnersBoxGuestResourcesSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxGuestResourcesSuspenseQuery>;
export type OwnersBoxGuestResourcesQueryResult = ApolloReactCommon.QueryResult<OwnersBoxGuestResourcesQuery, OwnersBoxGuestResourcesQueryVariables>;
export const GuestExperienceGuestResourcesDocument = gql`
    query GuestExperienceGuestResources($filter: DashboardFilterInput!, $locationCode: String!) {
  guestExperience(filter: $filter) {
    numberOfGuestsResources(locationCode: $locationCode) {
      name
      code
    }
  }
}
    `;

/**
 * __useGuestExperienceGuestResourcesQuery__
 *
 * To run a query within a React component, call `useGuestExperienceGuestResourcesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceGuestResourcesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceGuestResourcesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      locationCode: // value for 'locationCode'
 *   },
 * });
 */
export function useGuestExperienceGuestResourcesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables> & ({ variables: GuestExperienceGuestResourcesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>(GuestExperienceGuestResourcesDocument, options);
      }
export function useGuestExperienceGuestResourcesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>(GuestExperienceGuestResourcesDocument, options);
        }
// @ts-ignore
export function useGuestExperienceGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>;
export function useGuestExperienceGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceGuestResourcesQuery | undefined, GuestExperienceGuestResourcesQueryVariables>;
export function useGuestExperienceGuestResourcesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>(GuestExperienceGuestResourcesDocument, options);
        }
export type GuestExperienceGuestResourcesQueryHookResult = ReturnType<typeof useGuestExperienceGuestResourcesQuery>;
export type GuestExperienceGuestResourcesLazyQueryHookResult = ReturnType<typeof useGuestExperienceGuestResourcesLazyQuery>;
export type GuestExperienceGuestResourcesSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceGuestResourcesSuspenseQuery>;
export type GuestExperienceGuestResourcesQueryResult = ApolloReactCommon.QueryResult<GuestExperienceGuestResourcesQuery, GuestExperienceGuestResourcesQueryVariables>;
export const EmployeePerformanceProductsDocument = gql`
    query EmployeePerformanceProducts($filter: DashboardFilterInput!, $location: String!) {
  operationalEfficiency(filter: $filter) {
    employeePerformanceProducts(location: $location)
  }
}
    `;

/**
 * __useEmployeePerformanceProductsQuery__
 *
 * To run a query within a React component, call `useEmployeePerformanceProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEmployeePerformanceProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEmployeePerformanceProductsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      location: // value for 'location'
 *   },
 * });
 */
export function useEmployeePerformanceProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables> & ({ variables: EmployeePerformanceProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>(EmployeePerformanceProductsDocument, options);
      }
export function useEmployeePerformanceProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>(EmployeePerformanceProductsDocument, options);
        }
// @ts-ignore
export function useEmployeePerformanceProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>;
export function useEmployeePerformanceProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EmployeePerformanceProductsQuery | undefined, EmployeePerformanceProductsQueryVariables>;
export function useEmployeePerformanceProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>(EmployeePerformanceProductsDocument, options);
        }
export type EmployeePerformanceProductsQueryHookResult = ReturnType<typeof useEmployeePerformanceProductsQuery>;
export type EmployeePerformanceProductsLazyQueryHookResult = ReturnType<typeof useEmployeePerformanceProductsLazyQuery>;
export type EmployeePerformanceProductsSuspenseQueryHookResult = ReturnType<typeof useEmployeePerformanceProductsSuspenseQuery>;
export type EmployeePerformanceProductsQueryResult = ApolloReactCommon.QueryResult<EmployeePerformanceProductsQuery, EmployeePerformanceProductsQueryVariables>;
export const DriveRevenueDashboardDocument = gql`
    query DriveRevenueDashboard($filter: DashboardFilterInput!, $canSales: Boolean!, $canRevenuePerGuest: Boolean!, $canVoids: Boolean!, $canAverageTicket: Boolean!, $canClubKioskAverageTicket: Boolean!, $canClubBookingAverageTicket: Boolean!, $canCurrentMemberships: Boolean!, $canNewMemberships: Boolean!, $canMembershipsExpiringNextThirtyDays: Boolean!, $canMembershipsExpiredLastThirtyDays: Boolean!, $canGiftCards: Boolean!, $canLiabilities: Boolean!, $canTopPostalCodes: Boolean!, $canRevenueChannels: Boolean!, $canTransactions: Boolean!, $canSalesByRevenue: Boolean!, $canLocationPerformance: Boolean!, $canClubBookingRevenueVsTotal: Boolean!) {
  locations {
    locationId
    name
    code
  }
  driveRevenue(filter: $filter) {
    sales @include(if: $canSales) {
      ...ChartWidgetFields
    }
    revenuePerGuest @include(if: $canRevenuePerGuest) {
      ...ChartWidgetFields
    }
    voids @include(if: $canVoids) {
      ...ChartWidgetFields
    }
    averageTicket @include(if: $canAverageTicket) {
      ...ChartWidgetFields
    }
    clubKioskAverageTicket @include(if: $canClubKioskAverageTicket) {
      ...ChartWidgetFields
    }
    clubBookingAverageTicket @include(if: $canClubBookingAverageTicket) {
      ...ChartWidgetFields
    }
    currentMemberships @include(if: $canCurrentMemberships) {
      ...ChartWidgetFields
    }
    newMemberships @include(if: $canNewMemberships) {
      ...ChartWidgetFields
    }
    membershipsExpiringNextThirtyDays @include(if: $canMembershipsExpiringNextThirtyDays) {
      ...ChartWidgetFields
    }
    membershipsExpiredLastThirtyDays @include(if: $canMembershipsExpiredLastThirtyDays) {
      ...ChartWidgetFields
    }
    giftCards @include(if: $canGiftCards) {
      ...ChartWidgetFields
    }
    liabilities @include(if: $canLiabilities) {
      ...ChartWidgetFields
    }
    topPostalCodes @include(if: $canTopPostalCodes) {
      ...ChartWidgetFields
    }
    revenueChannels @include(if: $canRevenueChannels) {
      ...ChartWidgetFields
    }
    transactions @include(if: $canTransactions) {
      ...ChartWidgetFields
    }
    salesByRevenue @include(if: $canSalesByRevenue) {
      ...ChartWidgetFields
    }
    locationPerformance @include(if: $canLocationPerformance) {
      ...LocationPerformanceFields
    }
    clubBookingRevenueVsTotal @include(if: $canClubBookingRevenueVsTotal) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}
${LocationPerformanceFieldsFragmentDoc}
${TopSellingRowFieldsFragmentDoc}`;

/**
 * __useDriveRevenueDashboardQuery__
 *
 * To run a query within a React component, call `useDriveRevenueDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueDashboardQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      canSales: // value for 'canSales'
 *      canRevenuePerGuest: // value for 'canRevenuePerGuest'
 *      canVoids: // value for 'canVoids'
 *      canAverageTicket: // value for 'canAverageTicket'
 *      canClubKioskAverageTicket: // value for 'canClubKioskAverageTicket'
 *      canClubBookingAverageTicket: // value for 'canClubBookingAverageTicket'
 *      canCurrentMemberships: // value for 'canCurrentMemberships'
 *      canNewMemberships: // value for 'canNewMemberships'
 *      canMembershipsExpiringNextThirtyDays: // value for 'canMembershipsExpiringNextThirtyDays'
 *      canMembershipsExpiredLastThirtyDays: // value for 'canMembershipsExpiredLastThirtyDays'
 *      canGiftCards: // value for 'canGiftCards'
 *      canLiabilities: // value for 'canLiabilities'
 *      canTopPostalCodes: // value for 'canTopPostalCodes'
 *      canRevenueChannels: // value for 'canRevenueChannels'
 *      canTransactions: // value for 'canTransactions'
 *      canSalesByRevenue: // value for 'canSalesByRevenue'
 *      canLocationPerformance: // value for 'canLocationPerformance'
 *      canClubBookingRevenueVsTotal: // value for 'canClubBookingRevenueVsTotal'
 *   },
 * });
 */
export function useDriveRevenueDashboardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables> & ({ variables: DriveRevenueDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>(DriveRevenueDashboardDocument, options);
      }
export function useDriveRevenueDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>(DriveRevenueDashboardDocument, options);
        }
// @ts-ignore
export function useDriveRevenueDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>;
export function useDriveRevenueDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueDashboardQuery | undefined, DriveRevenueDashboardQueryVariables>;
export function useDriveRevenueDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>(DriveRevenueDashboardDocument, options);
        }
export type DriveRevenueDashboardQueryHookResult = ReturnType<typeof useDriveRevenueDashboardQuery>;
export type DriveRevenueDashboardLazyQueryHookResult = ReturnType<typeof useDriveRevenueDashboardLazyQuery>;
export type DriveRevenueDashboardSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueDashboardSuspenseQuery>;
export type DriveRevenueDashboardQueryResult = ApolloReactCommon.QueryResult<DriveRevenueDashboardQuery, DriveRevenueDashboardQueryVariables>;
export const DriveRevenueSalesWidgetDocument = gql`
    query DriveRevenueSalesWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    sales(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueSalesWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueSalesWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueSalesWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueSalesWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueSalesWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables> & ({ variables: DriveRevenueSalesWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>(DriveRevenueSalesWidgetDocument, options);
      }
export function useDriveRevenueSalesWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>(DriveRevenueSalesWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueSalesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>;
export function useDriveRevenueSalesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueSalesWidgetQuery | undefined, DriveRevenueSalesWidgetQueryVariables>;
export function useDriveRevenueSalesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>(DriveRevenueSalesWidgetDocument, options);
        }
export type DriveRevenueSalesWidgetQueryHookResult = ReturnType<typeof useDriveRevenueSalesWidgetQuery>;
export type DriveRevenueSalesWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueSalesWidgetLazyQuery>;
export type DriveRevenueSalesWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueSalesWidgetSuspenseQuery>;
export type DriveRevenueSalesWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueSalesWidgetQuery, DriveRevenueSalesWidgetQueryVariables>;
export const DriveRevenueRevenuePerGuestWidgetDocument = gql`
    query DriveRevenueRevenuePerGuestWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    revenuePerGuest(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueRevenuePerGuestWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueRevenuePerGuestWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueRevenuePerGuestWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueRevenuePerGuestWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueRevenuePerGuestWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables> & ({ variables: DriveRevenueRevenuePerGuestWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>(DriveRevenueRevenuePerGuestWidgetDocument, options);
      }
export function useDriveRevenueRevenuePerGuestWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>(DriveRevenueRevenuePerGuestWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>;
export function useDriveRevenueRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueRevenuePerGuestWidgetQuery | undefined, DriveRevenueRevenuePerGuestWidgetQueryVariables>;
export function useDriveRevenueRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>(DriveRevenueRevenuePerGuestWidgetDocument, options);
        }
export type DriveRevenueRevenuePerGuestWidgetQueryHookResult = ReturnType<typeof useDriveRevenueRevenuePerGuestWidgetQuery>;
export type DriveRevenueRevenuePerGuestWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueRevenuePerGuestWidgetLazyQuery>;
export type DriveRevenueRevenuePerGuestWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueRevenuePerGuestWidgetSuspenseQuery>;
export type DriveRevenueRevenuePerGuestWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueRevenuePerGuestWidgetQuery, DriveRevenueRevenuePerGuestWidgetQueryVariables>;
export const DriveRevenueVoidsWidgetDocument = gql`
    query DriveRevenueVoidsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    voids(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueVoidsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueVoidsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueVoidsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueVoidsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueVoidsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables> & ({ variables: DriveRevenueVoidsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>(DriveRevenueVoidsWidgetDocument, options);
      }
export function useDriveRevenueVoidsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>(DriveRevenueVoidsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueVoidsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>;
export function useDriveRevenueVoidsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueVoidsWidgetQuery | undefined, DriveRevenueVoidsWidgetQueryVariables>;
export function useDriveRevenueVoidsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>(DriveRevenueVoidsWidgetDocument, options);
        }
export type DriveRevenueVoidsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueVoidsWidgetQuery>;
export type DriveRevenueVoidsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueVoidsWidgetLazyQuery>;
export type DriveRevenueVoidsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueVoidsWidgetSuspenseQuery>;
export type DriveRevenueVoidsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueVoidsWidgetQuery, DriveRevenueVoidsWidgetQueryVariables>;
export const DriveRevenueAverageTicketWidgetDocument = gql`
    query DriveRevenueAverageTicketWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    averageTicket(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueAverageTicketWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueAverageTicketWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueAverageTicketWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueAverageTicketWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueAverageTicketWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables> & ({ variables: DriveRevenueAverageTicketWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>(DriveRevenueAverageTicketWidgetDocument, options);
      }
export function useDriveRevenueAverageTicketWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>(DriveRevenueAverageTicketWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>;
export function useDriveRevenueAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueAverageTicketWidgetQuery | undefined, DriveRevenueAverageTicketWidgetQueryVariables>;
export function useDriveRevenueAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>(DriveRevenueAverageTicketWidgetDocument, options);
        }
export type DriveRevenueAverageTicketWidgetQueryHookResult = ReturnType<typeof useDriveRevenueAverageTicketWidgetQuery>;
export type DriveRevenueAverageTicketWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueAverageTicketWidgetLazyQuery>;
export type DriveRevenueAverageTicketWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueAverageTicketWidgetSuspenseQuery>;
export type DriveRevenueAverageTicketWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueAverageTicketWidgetQuery, DriveRevenueAverageTicketWidgetQueryVariables>;
export const DriveRevenueClubKioskAverageTicketWidgetDocument = gql`
    query DriveRevenueClubKioskAverageTicketWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    clubKioskAverageTicket(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueClubKioskAverageTicketWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueClubKioskAverageTicketWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueClubKioskAverageTicketWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueClubKioskAverageTicketWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueClubKioskAverageTicketWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables> & ({ variables: DriveRevenueClubKioskAverageTicketWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>(DriveRevenueClubKioskAverageTicketWidgetDocument, options);
      }
export function useDriveRevenueClubKioskAverageTicketWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>(DriveRevenueClubKioskAverageTicketWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueClubKioskAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>;
export function useDriveRevenueClubKioskAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubKioskAverageTicketWidgetQuery | undefined, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>;
export function useDriveRevenueClubKioskAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>(DriveRevenueClubKioskAverageTicketWidgetDocument, options);
        }
export type DriveRevenueClubKioskAverageTicketWidgetQueryHookResult = ReturnType<typeof useDriveRevenueClubKioskAverageTicketWidgetQuery>;
export type DriveRevenueClubKioskAverageTicketWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueClubKioskAverageTicketWidgetLazyQuery>;
export type DriveRevenueClubKioskAverageTicketWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueClubKioskAverageTicketWidgetSuspenseQuery>;
export type DriveRevenueClubKioskAverageTicketWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueClubKioskAverageTicketWidgetQuery, DriveRevenueClubKioskAverageTicketWidgetQueryVariables>;
export const DriveRevenueClubBookingAverageTicketWidgetDocument = gql`
    query DriveRevenueClubBookingAverageTicketWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    clubBookingAverageTicket(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueClubBookingAverageTicketWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueClubBookingAverageTicketWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueClubBookingAverageTicketWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueClubBookingAverageTicketWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueClubBookingAverageTicketWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables> & ({ variables: DriveRevenueClubBookingAverageTicketWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>(DriveRevenueClubBookingAverageTicketWidgetDocument, options);
      }
export function useDriveRevenueClubBookingAverageTicketWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>(DriveRevenueClubBookingAverageTicketWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueClubBookingAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>;
export function useDriveRevenueClubBookingAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubBookingAverageTicketWidgetQuery | undefined, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>;
export function useDriveRevenueClubBookingAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>(DriveRevenueClubBookingAverageTicketWidgetDocument, options);
        }
export type DriveRevenueClubBookingAverageTicketWidgetQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingAverageTicketWidgetQuery>;
export type DriveRevenueClubBookingAverageTicketWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingAverageTicketWidgetLazyQuery>;
export type DriveRevenueClubBookingAverageTicketWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingAverageTicketWidgetSuspenseQuery>;
export type DriveRevenueClubBookingAverageTicketWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueClubBookingAverageTicketWidgetQuery, DriveRevenueClubBookingAverageTicketWidgetQueryVariables>;
export const DriveRevenueCurrentMembershipsWidgetDocument = gql`
    query DriveRevenueCurrentMembershipsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    currentMemberships(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueCurrentMembershipsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueCurrentMembershipsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueCurrentMembershipsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueCurrentMembershipsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueCurrentMembershipsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables> & ({ variables: DriveRevenueCurrentMembershipsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>(DriveRevenueCurrentMembershipsWidgetDocument, options);
      }
export function useDriveRevenueCurrentMembershipsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>(DriveRevenueCurrentMembershipsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueCurrentMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>;
export function useDriveRevenueCurrentMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueCurrentMembershipsWidgetQuery | undefined, DriveRevenueCurrentMembershipsWidgetQueryVariables>;
export function useDriveRevenueCurrentMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>(DriveRevenueCurrentMembershipsWidgetDocument, options);
        }
export type DriveRevenueCurrentMembershipsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueCurrentMembershipsWidgetQuery>;
export type DriveRevenueCurrentMembershipsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueCurrentMembershipsWidgetLazyQuery>;
export type DriveRevenueCurrentMembershipsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueCurrentMembershipsWidgetSuspenseQuery>;
export type DriveRevenueCurrentMembershipsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueCurrentMembershipsWidgetQuery, DriveRevenueCurrentMembershipsWidgetQueryVariables>;
export const DriveRevenueNewMembershipsWidgetDocument = gql`
    query DriveRevenueNewMembershipsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    newMemberships(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueNewMembershipsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueNewMembershipsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueNewMembershipsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueNewMembershipsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueNewMembershipsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables> & ({ variables: DriveRevenueNewMembershipsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>(DriveRevenueNewMembershipsWidgetDocument, options);
      }
export function useDriveRevenueNewMembershipsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>(DriveRevenueNewMembershipsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueNewMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>;
export function useDriveRevenueNewMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueNewMembershipsWidgetQuery | undefined, DriveRevenueNewMembershipsWidgetQueryVariables>;
export function useDriveRevenueNewMembershipsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>(DriveRevenueNewMembershipsWidgetDocument, options);
        }
export type DriveRevenueNewMembershipsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueNewMembershipsWidgetQuery>;
export type DriveRevenueNewMembershipsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueNewMembershipsWidgetLazyQuery>;
export type DriveRevenueNewMembershipsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueNewMembershipsWidgetSuspenseQuery>;
export type DriveRevenueNewMembershipsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueNewMembershipsWidgetQuery, DriveRevenueNewMembershipsWidgetQueryVariables>;
export const DriveRevenueMembershipsExpiringNextThirtyDaysWidgetDocument = gql`
    query DriveRevenueMembershipsExpiringNextThirtyDaysWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    membershipsExpiringNextThirtyDays(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables> & ({ variables: DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiringNextThirtyDaysWidgetDocument, options);
      }
export function useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiringNextThirtyDaysWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>;
export function useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery | undefined, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>;
export function useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiringNextThirtyDaysWidgetDocument, options);
        }
export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery>;
export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetLazyQuery>;
export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiringNextThirtyDaysWidgetSuspenseQuery>;
export type DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiringNextThirtyDaysWidgetQueryVariables>;
export const DriveRevenueMembershipsExpiredLastThirtyDaysWidgetDocument = gql`
    query DriveRevenueMembershipsExpiredLastThirtyDaysWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    membershipsExpiredLastThirtyDays(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables> & ({ variables: DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiredLastThirtyDaysWidgetDocument, options);
      }
export function useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiredLastThirtyDaysWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>;
export function useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery | undefined, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>;
export function useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>(DriveRevenueMembershipsExpiredLastThirtyDaysWidgetDocument, options);
        }
export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery>;
export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetLazyQuery>;
export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueMembershipsExpiredLastThirtyDaysWidgetSuspenseQuery>;
export type DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQuery, DriveRevenueMembershipsExpiredLastThirtyDaysWidgetQueryVariables>;
export const DriveRevenueGiftCardsWidgetDocument = gql`
    query DriveRevenueGiftCardsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    giftCards(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueGiftCardsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueGiftCardsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueGiftCardsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueGiftCardsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueGiftCardsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables> & ({ variables: DriveRevenueGiftCardsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>(DriveRevenueGiftCardsWidgetDocument, options);
      }
export function useDriveRevenueGiftCardsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>(DriveRevenueGiftCardsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueGiftCardsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>;
export function useDriveRevenueGiftCardsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueGiftCardsWidgetQuery | undefined, DriveRevenueGiftCardsWidgetQueryVariables>;
export function useDriveRevenueGiftCardsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>(DriveRevenueGiftCardsWidgetDocument, options);
        }
export type DriveRevenueGiftCardsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueGiftCardsWidgetQuery>;
export type DriveRevenueGiftCardsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueGiftCardsWidgetLazyQuery>;
export type DriveRevenueGiftCardsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueGiftCardsWidgetSuspenseQuery>;
export type DriveRevenueGiftCardsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueGiftCardsWidgetQuery, DriveRevenueGiftCardsWidgetQueryVariables>;
export const DriveRevenueLiabilitiesWidgetDocument = gql`
    query DriveRevenueLiabilitiesWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    liabilities(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueLiabilitiesWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueLiabilitiesWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueLiabilitiesWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueLiabilitiesWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueLiabilitiesWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables> & ({ variables: DriveRevenueLiabilitiesWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>(DriveRevenueLiabilitiesWidgetDocument, options);
      }
export function useDriveRevenueLiabilitiesWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>(DriveRevenueLiabilitiesWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueLiabilitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>;
export function useDriveRevenueLiabilitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueLiabilitiesWidgetQuery | undefined, DriveRevenueLiabilitiesWidgetQueryVariables>;
export function useDriveRevenueLiabilitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>(DriveRevenueLiabilitiesWidgetDocument, options);
        }
export type DriveRevenueLiabilitiesWidgetQueryHookResult = ReturnType<typeof useDriveRevenueLiabilitiesWidgetQuery>;
export type DriveRevenueLiabilitiesWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueLiabilitiesWidgetLazyQuery>;
export type DriveRevenueLiabilitiesWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueLiabilitiesWidgetSuspenseQuery>;
export type DriveRevenueLiabilitiesWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueLiabilitiesWidgetQuery, DriveRevenueLiabilitiesWidgetQueryVariables>;
export const DriveRevenueTopPostalCodesWidgetDocument = gql`
    query DriveRevenueTopPostalCodesWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    topPostalCodes(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueTopPostalCodesWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueTopPostalCodesWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueTopPostalCodesWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueTopPostalCodesWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueTopPostalCodesWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables> & ({ variables: DriveRevenueTopPostalCodesWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>(DriveRevenueTopPostalCodesWidgetDocument, options);
      }
export function useDriveRevenueTopPostalCodesWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>(DriveRevenueTopPostalCodesWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>;
export function useDriveRevenueTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueTopPostalCodesWidgetQuery | undefined, DriveRevenueTopPostalCodesWidgetQueryVariables>;
export function useDriveRevenueTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>(DriveRevenueTopPostalCodesWidgetDocument, options);
        }
export type DriveRevenueTopPostalCodesWidgetQueryHookResult = ReturnType<typeof useDriveRevenueTopPostalCodesWidgetQuery>;
export type DriveRevenueTopPostalCodesWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueTopPostalCodesWidgetLazyQuery>;
export type DriveRevenueTopPostalCodesWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueTopPostalCodesWidgetSuspenseQuery>;
export type DriveRevenueTopPostalCodesWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueTopPostalCodesWidgetQuery, DriveRevenueTopPostalCodesWidgetQueryVariables>;
export const DriveRevenueRevenueChannelsWidgetDocument = gql`
    query DriveRevenueRevenueChannelsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    revenueChannels(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueRevenueChannelsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueRevenueChannelsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueRevenueChannelsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueRevenueChannelsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueRevenueChannelsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables> & ({ variables: DriveRevenueRevenueChannelsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>(DriveRevenueRevenueChannelsWidgetDocument, options);
      }
export function useDriveRevenueRevenueChannelsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>(DriveRevenueRevenueChannelsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueRevenueChannelsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>;
export function useDriveRevenueRevenueChannelsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueRevenueChannelsWidgetQuery | undefined, DriveRevenueRevenueChannelsWidgetQueryVariables>;
export function useDriveRevenueRevenueChannelsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>(DriveRevenueRevenueChannelsWidgetDocument, options);
        }
export type DriveRevenueRevenueChannelsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueRevenueChannelsWidgetQuery>;
export type DriveRevenueRevenueChannelsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueRevenueChannelsWidgetLazyQuery>;
export type DriveRevenueRevenueChannelsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueRevenueChannelsWidgetSuspenseQuery>;
export type DriveRevenueRevenueChannelsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueRevenueChannelsWidgetQuery, DriveRevenueRevenueChannelsWidgetQueryVariables>;
export const DriveRevenueTransactionsWidgetDocument = gql`
    query DriveRevenueTransactionsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    transactions(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueTransactionsWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueTransactionsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueTransactionsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueTransactionsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueTransactionsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables> & ({ variables: DriveRevenueTransactionsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>(DriveRevenueTransactionsWidgetDocument, options);
      }
export function useDriveRevenueTransactionsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>(DriveRevenueTransactionsWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>;
export function useDriveRevenueTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueTransactionsWidgetQuery | undefined, DriveRevenueTransactionsWidgetQueryVariables>;
export function useDriveRevenueTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>(DriveRevenueTransactionsWidgetDocument, options);
        }
export type DriveRevenueTransactionsWidgetQueryHookResult = ReturnType<typeof useDriveRevenueTransactionsWidgetQuery>;
export type DriveRevenueTransactionsWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueTransactionsWidgetLazyQuery>;
export type DriveRevenueTransactionsWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueTransactionsWidgetSuspenseQuery>;
export type DriveRevenueTransactionsWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueTransactionsWidgetQuery, DriveRevenueTransactionsWidgetQueryVariables>;
export const DriveRevenueSalesByRevenueWidgetDocument = gql`
    query DriveRevenueSalesByRevenueWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    salesByRevenue(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueSalesByRevenueWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueSalesByRevenueWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueSalesByRevenueWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueSalesByRevenueWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueSalesByRevenueWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables> & ({ variables: DriveRevenueSalesByRevenueWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>(DriveRevenueSalesByRevenueWidgetDocument, options);
      }
export function useDriveRevenueSalesByRevenueWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>(DriveRevenueSalesByRevenueWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueSalesByRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>;
export function useDriveRevenueSalesByRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueSalesByRevenueWidgetQuery | undefined, DriveRevenueSalesByRevenueWidgetQueryVariables>;
export function useDriveRevenueSalesByRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>(DriveRevenueSalesByRevenueWidgetDocument, options);
        }
export type DriveRevenueSalesByRevenueWidgetQueryHookResult = ReturnType<typeof useDriveRevenueSalesByRevenueWidgetQuery>;
export type DriveRevenueSalesByRevenueWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueSalesByRevenueWidgetLazyQuery>;
export type DriveRevenueSalesByRevenueWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueSalesByRevenueWidgetSuspenseQuery>;
export type DriveRevenueSalesByRevenueWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueSalesByRevenueWidgetQuery, DriveRevenueSalesByRevenueWidgetQueryVariables>;
export const DriveRevenueLocationPerformanceWidgetDocument = gql`
    query DriveRevenueLocationPerformanceWidget($filter: DashboardFilterInput!, $tab: DashboardTab, $location: String) {
  driveRevenue(filter: $filter) {
    locationPerformance(tab: $tab, location: $location) {
      ...LocationPerformanceFields
    }
  }
}
    ${LocationPerformanceFieldsFragmentDoc}
${TopSellingRowFieldsFragmentDoc}`;

/**
 * __useDriveRevenueLocationPerformanceWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueLocationPerformanceWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueLocationPerformanceWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueLocationPerformanceWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *      location: // value for 'location'
 *   },
 * });
 */
export function useDriveRevenueLocationPerformanceWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables> & ({ variables: DriveRevenueLocationPerformanceWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>(DriveRevenueLocationPerformanceWidgetDocument, options);
      }
export function useDriveRevenueLocationPerformanceWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>(DriveRevenueLocationPerformanceWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueLocationPerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>;
export function useDriveRevenueLocationPerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueLocationPerformanceWidgetQuery | undefined, DriveRevenueLocationPerformanceWidgetQueryVariables>;
export function useDriveRevenueLocationPerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>(DriveRevenueLocationPerformanceWidgetDocument, options);
        }
export type DriveRevenueLocationPerformanceWidgetQueryHookResult = ReturnType<typeof useDriveRevenueLocationPerformanceWidgetQuery>;
export type DriveRevenueLocationPerformanceWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueLocationPerformanceWidgetLazyQuery>;
export type DriveRevenueLocationPerformanceWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueLocationPerformanceWidgetSuspenseQuery>;
export type DriveRevenueLocationPerformanceWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueLocationPerformanceWidgetQuery, DriveRevenueLocationPerformanceWidgetQueryVariables>;
export const DriveRevenueClubBookingRevenueVsTotalWidgetDocument = gql`
    query DriveRevenueClubBookingRevenueVsTotalWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  driveRevenue(filter: $filter) {
    clubBookingRevenueVsTotal(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useDriveRevenueClubBookingRevenueVsTotalWidgetQuery__
 *
 * To run a query within a React component, call `useDriveRevenueClubBookingRevenueVsTotalWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useDriveRevenueClubBookingRevenueVsTotalWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDriveRevenueClubBookingRevenueVsTotalWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useDriveRevenueClubBookingRevenueVsTotalWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables> & ({ variables: DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>(DriveRevenueClubBookingRevenueVsTotalWidgetDocument, options);
      }
export function useDriveRevenueClubBookingRevenueVsTotalWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>(DriveRevenueClubBookingRevenueVsTotalWidgetDocument, options);
        }
// @ts-ignore
export function useDriveRevenueClubBookingRevenueVsTotalWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>;
export function useDriveRevenueClubBookingRevenueVsTotalWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DriveRevenueClubBookingRevenueVsTotalWidgetQuery | undefined, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>;
export function useDriveRevenueClubBookingRevenueVsTotalWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>(DriveRevenueClubBookingRevenueVsTotalWidgetDocument, options);
        }
export type DriveRevenueClubBookingRevenueVsTotalWidgetQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingRevenueVsTotalWidgetQuery>;
export type DriveRevenueClubBookingRevenueVsTotalWidgetLazyQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingRevenueVsTotalWidgetLazyQuery>;
export type DriveRevenueClubBookingRevenueVsTotalWidgetSuspenseQueryHookResult = ReturnType<typeof useDriveRevenueClubBookingRevenueVsTotalWidgetSuspenseQuery>;
export type DriveRevenueClubBookingRevenueVsTotalWidgetQueryResult = ApolloReactCommon.QueryResult<DriveRevenueClubBookingRevenueVsTotalWidgetQuery, DriveRevenueClubBookingRevenueVsTotalWidgetQueryVariables>;
export const GuestExperienceDashboardDocument = gql`
    query GuestExperienceDashboard($filter: DashboardFilterInput!, $canAverageGroupSize: Boolean!, $canWaiversSigned: Boolean!, $canNewGuests: Boolean!, $canNewGuestRevenue: Boolean!, $canRepeatGuests: Boolean!, $canRepeatGuestRevenue: Boolean!, $canRepeatGuestsByAge: Boolean!, $canDaysSinceLastVisit: Boolean!, $canCredits: Boolean!, $canNumberOfGuests: Boolean!, $canGuestsByHour: Boolean!) {
  locations {
    locationId
    name
    code
  }
  guestExperience(filter: $filter) {
    averageGroupSize @include(if: $canAverageGroupSize) {
      ...ChartWidgetFields
    }
    waiversSigned @include(if: $canWaiversSigned) {
      ...ChartWidgetFields
    }
    newGuests @include(if: $canNewGuests) {
      ...ChartWidgetFields
    }
    newGuestRevenue @include(if: $canNewGuestRevenue) {
      ...ChartWidgetFields
    }
    repeatGuests @include(if: $canRepeatGuests) {
      ...ChartWidgetFields
    }
    repeatGuestRevenue @include(if: $canRepeatGuestRevenue) {
      ...ChartWidgetFields
    }
    repeatGuestsByAge @include(if: $canRepeatGuestsByAge) {
      ...ChartWidgetFields
    }
    daysSinceLastVisit @include(if: $canDaysSinceLastVisit) {
      ...ChartWidgetFields
    }
    credits @include(if: $canCredits) {
      ...ChartWidgetFields
    }
    numberOfGuests @include(if: $canNumberOfGuests) {
      ...ChartWidgetFields
    }
    guestsByHour @include(if: $canGuestsByHour) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceDashboardQuery__
 *
 * To run a query within a React component, call `useGuestExperienceDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceDashboardQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      canAverageGroupSize: // value for 'canAverageGroupSize'
 *      canWaiversSigned: // value for 'canWaiversSigned'
 *      canNewGuests: // value for 'canNewGuests'
 *      canNewGuestRevenue: // value for 'canNewGuestRevenue'
 *      canRepeatGuests: // value for 'canRepeatGuests'
 *      canRepeatGuestRevenue: // value for 'canRepeatGuestRevenue'
 *      canRepeatGuestsByAge: // value for 'canRepeatGuestsByAge'
 *      canDaysSinceLastVisit: // value for 'canDaysSinceLastVisit'
 *      canCredits: // value for 'canCredits'
 *      canNumberOfGuests: // value for 'canNumberOfGuests'
 *      canGuestsByHour: // value for 'canGuestsByHour'
 *   },
 * });
 */
export function useGuestExperienceDashboardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables> & ({ variables: GuestExperienceDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>(GuestExperienceDashboardDocument, options);
      }
export function useGuestExperienceDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>(GuestExperienceDashboardDocument, options);
        }
// @ts-ignore
export function useGuestExperienceDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>;
export function useGuestExperienceDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceDashboardQuery | undefined, GuestExperienceDashboardQueryVariables>;
export function useGuestExperienceDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>(GuestExperienceDashboardDocument, options);
        }
export type GuestExperienceDashboardQueryHookResult = ReturnType<typeof useGuestExperienceDashboardQuery>;
export type GuestExperienceDashboardLazyQueryHookResult = ReturnType<typeof useGuestExperienceDashboardLazyQuery>;
export type GuestExperienceDashboardSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceDashboardSuspenseQuery>;
export type GuestExperienceDashboardQueryResult = ApolloReactCommon.QueryResult<GuestExperienceDashboardQuery, GuestExperienceDashboardQueryVariables>;
export const GuestExperienceAverageGroupSizeWidgetDocument = gql`
    query GuestExperienceAverageGroupSizeWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    averageGroupSize(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceAverageGroupSizeWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceAverageGroupSizeWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceAverageGroupSizeWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceAverageGroupSizeWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceAverageGroupSizeWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables> & ({ variables: GuestExperienceAverageGroupSizeWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>(GuestExperienceAverageGroupSizeWidgetDocument, options);
      }
export function useGuestExperienceAverageGroupSizeWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>(GuestExperienceAverageGroupSizeWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceAverageGroupSizeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>;
export function useGuestExperienceAverageGroupSizeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceAverageGroupSizeWidgetQuery | undefined, GuestExperienceAverageGroupSizeWidgetQueryVariables>;
export function useGuestExperienceAverageGroupSizeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>(GuestExperienceAverageGroupSizeWidgetDocument, options);
        }
export type GuestExperienceAverageGroupSizeWidgetQueryHookResult = ReturnType<typeof useGuestExperienceAverageGroupSizeWidgetQuery>;
export type GuestExperienceAverageGroupSizeWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceAverageGroupSizeWidgetLazyQuery>;
export type GuestExperienceAverageGroupSizeWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceAverageGroupSizeWidgetSuspenseQuery>;
export type GuestExperienceAverageGroupSizeWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceAverageGroupSizeWidgetQuery, GuestExperienceAverageGroupSizeWidgetQueryVariables>;
export const GuestExperienceWaiversSignedWidgetDocument = gql`
    query GuestExperienceWaiversSignedWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    waiversSigned(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceWaiversSignedWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceWaiversSignedWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceWaiversSignedWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceWaiversSignedWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceWaiversSignedWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables> & ({ variables: GuestExperienceWaiversSignedWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>(GuestExperienceWaiversSignedWidgetDocument, options);
      }
export function useGuestExperienceWaiversSignedWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>(GuestExperienceWaiversSignedWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>;
export function useGuestExperienceWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceWaiversSignedWidgetQuery | undefined, GuestExperienceWaiversSignedWidgetQueryVariables>;
export function useGuestExperienceWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>(GuestExperienceWaiversSignedWidgetDocument, options);
        }
export type GuestExperienceWaiversSignedWidgetQueryHookResult = ReturnType<typeof useGuestExperienceWaiversSignedWidgetQuery>;
export type GuestExperienceWaiversSignedWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceWaiversSignedWidgetLazyQuery>;
export type GuestExperienceWaiversSignedWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceWaiversSignedWidgetSuspenseQuery>;
export type GuestExperienceWaiversSignedWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceWaiversSignedWidgetQuery, GuestExperienceWaiversSignedWidgetQueryVariables>;
export const GuestExperienceNewGuestsWidgetDocument = gql`
    query GuestExperienceNewGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    newGuests(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceNewGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceNewGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceNewGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceNewGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceNewGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables> & ({ variables: GuestExperienceNewGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>(GuestExperienceNewGuestsWidgetDocument, options);
      }
export function useGuestExperienceNewGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>(GuestExperienceNewGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>;
export function useGuestExperienceNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNewGuestsWidgetQuery | undefined, GuestExperienceNewGuestsWidgetQueryVariables>;
export function useGuestExperienceNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>(GuestExperienceNewGuestsWidgetDocument, options);
        }
export type GuestExperienceNewGuestsWidgetQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestsWidgetQuery>;
export type GuestExperienceNewGuestsWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestsWidgetLazyQuery>;
export type GuestExperienceNewGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestsWidgetSuspenseQuery>;
export type GuestExperienceNewGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceNewGuestsWidgetQuery, GuestExperienceNewGuestsWidgetQueryVariables>;
export const GuestExperienceNewGuestRevenueWidgetDocument = gql`
    query GuestExperienceNewGuestRevenueWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    newGuestRevenue(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceNewGuestRevenueWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceNewGuestRevenueWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceNewGuestRevenueWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceNewGuestRevenueWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceNewGuestRevenueWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables> & ({ variables: GuestExperienceNewGuestRevenueWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>(GuestExperienceNewGuestRevenueWidgetDocument, options);
      }
export function useGuestExperienceNewGuestRevenueWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>(GuestExperienceNewGuestRevenueWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceNewGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>;
export function useGuestExperienceNewGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNewGuestRevenueWidgetQuery | undefined, GuestExperienceNewGuestRevenueWidgetQueryVariables>;
export function useGuestExperienceNewGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>(GuestExperienceNewGuestRevenueWidgetDocument, options);
        }
export type GuestExperienceNewGuestRevenueWidgetQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestRevenueWidgetQuery>;
export type GuestExperienceNewGuestRevenueWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestRevenueWidgetLazyQuery>;
export type GuestExperienceNewGuestRevenueWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceNewGuestRevenueWidgetSuspenseQuery>;
export type GuestExperienceNewGuestRevenueWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceNewGuestRevenueWidgetQuery, GuestExperienceNewGuestRevenueWidgetQueryVariables>;
export const GuestExperienceRepeatGuestsWidgetDocument = gql`
    query GuestExperienceRepeatGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    repeatGuests(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceRepeatGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceRepeatGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceRepeatGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceRepeatGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceRepeatGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables> & ({ variables: GuestExperienceRepeatGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>(GuestExperienceRepeatGuestsWidgetDocument, options);
      }
export function useGuestExperienceRepeatGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>(GuestExperienceRepeatGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestsWidgetQuery | undefined, GuestExperienceRepeatGuestsWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>(GuestExperienceRepeatGuestsWidgetDocument, options);
        }
export type GuestExperienceRepeatGuestsWidgetQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsWidgetQuery>;
export type GuestExperienceRepeatGuestsWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsWidgetLazyQuery>;
export type GuestExperienceRepeatGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsWidgetSuspenseQuery>;
export type GuestExperienceRepeatGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceRepeatGuestsWidgetQuery, GuestExperienceRepeatGuestsWidgetQueryVariables>;
export const GuestExperienceRepeatGuestRevenueWidgetDocument = gql`
    query GuestExperienceRepeatGuestRevenueWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    repeatGuestRevenue(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceRepeatGuestRevenueWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceRepeatGuestRevenueWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceRepeatGuestRevenueWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceRepeatGuestRevenueWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceRepeatGuestRevenueWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables> & ({ variables: GuestExperienceRepeatGuestRevenueWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>(GuestExperienceRepeatGuestRevenueWidgetDocument, options);
      }
export function useGuestExperienceRepeatGuestRevenueWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>(GuestExperienceRepeatGuestRevenueWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceRepeatGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestRevenueWidgetQuery | undefined, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>(GuestExperienceRepeatGuestRevenueWidgetDocument, options);
        }
export type GuestExperienceRepeatGuestRevenueWidgetQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestRevenueWidgetQuery>;
export type GuestExperienceRepeatGuestRevenueWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestRevenueWidgetLazyQuery>;
export type GuestExperienceRepeatGuestRevenueWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestRevenueWidgetSuspenseQuery>;
export type GuestExperienceRepeatGuestRevenueWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceRepeatGuestRevenueWidgetQuery, GuestExperienceRepeatGuestRevenueWidgetQueryVariables>;
export const GuestExperienceRepeatGuestsByAgeWidgetDocument = gql`
    query GuestExperienceRepeatGuestsByAgeWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    repeatGuestsByAge(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceRepeatGuestsByAgeWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceRepeatGuestsByAgeWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceRepeatGuestsByAgeWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceRepeatGuestsByAgeWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceRepeatGuestsByAgeWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables> & ({ variables: GuestExperienceRepeatGuestsByAgeWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>(GuestExperienceRepeatGuestsByAgeWidgetDocument, options);
      }
export function useGuestExperienceRepeatGuestsByAgeWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>(GuestExperienceRepeatGuestsByAgeWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceRepeatGuestsByAgeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestsByAgeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceRepeatGuestsByAgeWidgetQuery | undefined, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>;
export function useGuestExperienceRepeatGuestsByAgeWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>(GuestExperienceRepeatGuestsByAgeWidgetDocument, options);
        }
export type GuestExperienceRepeatGuestsByAgeWidgetQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsByAgeWidgetQuery>;
export type GuestExperienceRepeatGuestsByAgeWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsByAgeWidgetLazyQuery>;
export type GuestExperienceRepeatGuestsByAgeWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceRepeatGuestsByAgeWidgetSuspenseQuery>;
export type GuestExperienceRepeatGuestsByAgeWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceRepeatGuestsByAgeWidgetQuery, GuestExperienceRepeatGuestsByAgeWidgetQueryVariables>;
export const GuestExperienceDaysSinceLastVisitWidgetDocument = gql`
    query GuestExperienceDaysSinceLastVisitWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    daysSinceLastVisit(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceDaysSinceLastVisitWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceDaysSinceLastVisitWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceDaysSinceLastVisitWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceDaysSinceLastVisitWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceDaysSinceLastVisitWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables> & ({ variables: GuestExperienceDaysSinceLastVisitWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>(GuestExperienceDaysSinceLastVisitWidgetDocument, options);
      }
export function useGuestExperienceDaysSinceLastVisitWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>(GuestExperienceDaysSinceLastVisitWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceDaysSinceLastVisitWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>;
export function useGuestExperienceDaysSinceLastVisitWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceDaysSinceLastVisitWidgetQuery | undefined, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>;
export function useGuestExperienceDaysSinceLastVisitWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>(GuestExperienceDaysSinceLastVisitWidgetDocument, options);
        }
export type GuestExperienceDaysSinceLastVisitWidgetQueryHookResult = ReturnType<typeof useGuestExperienceDaysSinceLastVisitWidgetQuery>;
export type GuestExperienceDaysSinceLastVisitWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceDaysSinceLastVisitWidgetLazyQuery>;
export type GuestExperienceDaysSinceLastVisitWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceDaysSinceLastVisitWidgetSuspenseQuery>;
export type GuestExperienceDaysSinceLastVisitWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceDaysSinceLastVisitWidgetQuery, GuestExperienceDaysSinceLastVisitWidgetQueryVariables>;
export const GuestExperienceCreditsWidgetDocument = gql`
    query GuestExperienceCreditsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    credits(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceCreditsWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceCreditsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceCreditsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceCreditsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceCreditsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables> & ({ variables: GuestExperienceCreditsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>(GuestExperienceCreditsWidgetDocument, options);
      }
export function useGuestExperienceCreditsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>(GuestExperienceCreditsWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>;
export function useGuestExperienceCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceCreditsWidgetQuery | undefined, GuestExperienceCreditsWidgetQueryVariables>;
export function useGuestExperienceCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>(GuestExperienceCreditsWidgetDocument, options);
        }
export type GuestExperienceCreditsWidgetQueryHookResult = ReturnType<typeof useGuestExperienceCreditsWidgetQuery>;
export type GuestExperienceCreditsWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceCreditsWidgetLazyQuery>;
export type GuestExperienceCreditsWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceCreditsWidgetSuspenseQuery>;
export type GuestExperienceCreditsWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceCreditsWidgetQuery, GuestExperienceCreditsWidgetQueryVariables>;
export const GuestExperienceNumberOfGuestsWidgetDocument = gql`
    query GuestExperienceNumberOfGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab, $location: String, $resources: [String!]) {
  guestExperience(filter: $filter) {
    numberOfGuests(tab: $tab, location: $location, resources: $resources) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceNumberOfGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceNumberOfGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceNumberOfGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceNumberOfGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *      location: // value for 'location'
 *      resources: // value for 'resources'
 *   },
 * });
 */
export function useGuestExperienceNumberOfGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables> & ({ variables: GuestExperienceNumberOfGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>(GuestExperienceNumberOfGuestsWidgetDocument, options);
      }
export function useGuestExperienceNumberOfGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>(GuestExperienceNumberOfGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>;
export function useGuestExperienceNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceNumberOfGuestsWidgetQuery | undefined, GuestExperienceNumberOfGuestsWidgetQueryVariables>;
export function useGuestExperienceNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>(GuestExperienceNumberOfGuestsWidgetDocument, options);
        }
export type GuestExperienceNumberOfGuestsWidgetQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsWidgetQuery>;
export type GuestExperienceNumberOfGuestsWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsWidgetLazyQuery>;
export type GuestExperienceNumberOfGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceNumberOfGuestsWidgetSuspenseQuery>;
export type GuestExperienceNumberOfGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceNumberOfGuestsWidgetQuery, GuestExperienceNumberOfGuestsWidgetQueryVariables>;
export const GuestExperienceGuestsByHourWidgetDocument = gql`
    query GuestExperienceGuestsByHourWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  guestExperience(filter: $filter) {
    guestsByHour(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useGuestExperienceGuestsByHourWidgetQuery__
 *
 * To run a query within a React component, call `useGuestExperienceGuestsByHourWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestExperienceGuestsByHourWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestExperienceGuestsByHourWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useGuestExperienceGuestsByHourWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables> & ({ variables: GuestExperienceGuestsByHourWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>(GuestExperienceGuestsByHourWidgetDocument, options);
      }
export function useGuestExperienceGuestsByHourWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>(GuestExperienceGuestsByHourWidgetDocument, options);
        }
// @ts-ignore
export function useGuestExperienceGuestsByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>;
export function useGuestExperienceGuestsByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GuestExperienceGuestsByHourWidgetQuery | undefined, GuestExperienceGuestsByHourWidgetQueryVariables>;
export function useGuestExperienceGuestsByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>(GuestExperienceGuestsByHourWidgetDocument, options);
        }
export type GuestExperienceGuestsByHourWidgetQueryHookResult = ReturnType<typeof useGuestExperienceGuestsByHourWidgetQuery>;
export type GuestExperienceGuestsByHourWidgetLazyQueryHookResult = ReturnType<typeof useGuestExperienceGuestsByHourWidgetLazyQuery>;
export type GuestExperienceGuestsByHourWidgetSuspenseQueryHookResult = ReturnType<typeof useGuestExperienceGuestsByHourWidgetSuspenseQuery>;
export type GuestExperienceGuestsByHourWidgetQueryResult = ApolloReactCommon.QueryResult<GuestExperienceGuestsByHourWidgetQuery, GuestExperienceGuestsByHourWidgetQueryVariables>;
export const OperationalDashboardDocument = gql`
    query OperationalDashboard($filter: DashboardFilterInput!, $canTotalLaborCost: Boolean!, $canGroupEvents: Boolean!, $canOnlineBookings: Boolean!, $canTotalNumberOfActivities: Boolean!, $canClubKioskTransactions: Boolean!, $canRefunds: Boolean!, $canWaiversSigned: Boolean!, $canOutstandingCredits: Boolean!, $canLaborCostByHour: Boolean!, $canPeakHours: Boolean!, $canActivitiesByHour: Boolean!, $canEmployeePerformance: Boolean!) {
  locations {
    locationId
    name
    code
  }
  operationalEfficiency(filter: $filter) {
    totalLaborCost @include(if: $canTotalLaborCost) {
      ...ChartWidgetFields
    }
    groupEvents @include(if: $canGroupEvents) {
      ...ChartWidgetFields
    }
    onlineBookings @include(if: $canOnlineBookings) {
      ...ChartWidgetFields
    }
    totalNumberOfActivities @include(if: $canTotalNumberOfActivities) {
      ...ChartWidgetFields
    }
    clubKioskTransactions @include(if: $canClubKioskTransactions) {
      ...ChartWidgetFields
    }
    refunds @include(if: $canRefunds) {
      ...ChartWidgetFields
    }
    waiversSigned @include(if: $canWaiversSigned) {
      ...ChartWidgetFields
    }
    outstandingCredits @include(if: $canOutstandingCredits) {
      ...ChartWidgetFields
    }
    laborCostByHour @include(if: $canLaborCostByHour) {
      ...ChartWidgetFields
    }
    peakHours @include(if: $canPeakHours) {
      ...ChartWidgetFields
    }
    activitiesByHour @include(if: $canActivitiesByHour) {
      ...ChartWidgetFields
    }
    employeePerformance @include(if: $canEmployeePerformance) {
      ...EmployeePerformanceFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}
${EmployeePerformanceFieldsFragmentDoc}`;

/**
 * __useOperationalDashboardQuery__
 *
 * To run a query within a React component, call `useOperationalDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalDashboardQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      canTotalLaborCost: // value for 'canTotalLaborCost'
 *      canGroupEvents: // value for 'canGroupEvents'
 *      canOnlineBookings: // value for 'canOnlineBookings'
 *      canTotalNumberOfActivities: // value for 'canTotalNumberOfActivities'
 *      canClubKioskTransactions: // value for 'canClubKioskTransactions'
 *      canRefunds: // value for 'canRefunds'
 *      canWaiversSigned: // value for 'canWaiversSigned'
 *      canOutstandingCredits: // value for 'canOutstandingCredits'
 *      canLaborCostByHour: // value for 'canLaborCostByHour'
 *      canPeakHours: // value for 'canPeakHours'
 *      canActivitiesByHour: // value for 'canActivitiesByHour'
 *      canEmployeePerformance: // value for 'canEmployeePerformance'
 *   },
 * });
 */
export function useOperationalDashboardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalDashboardQuery, OperationalDashboardQueryVariables> & ({ variables: OperationalDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalDashboardQuery, OperationalDashboardQueryVariables>(OperationalDashboardDocument, options);
      }
export function useOperationalDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalDashboardQuery, OperationalDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalDashboardQuery, OperationalDashboardQueryVariables>(OperationalDashboardDocument, options);
        }
// @ts-ignore
export function useOperationalDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalDashboardQuery, OperationalDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalDashboardQuery, OperationalDashboardQueryVariables>;
export function useOperationalDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalDashboardQuery, OperationalDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalDashboardQuery | undefined, OperationalDashboardQueryVariables>;
export function useOperationalDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalDashboardQuery, OperationalDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalDashboardQuery, OperationalDashboardQueryVariables>(OperationalDashboardDocument, options);
        }
export type OperationalDashboardQueryHookResult = ReturnType<typeof useOperationalDashboardQuery>;
export type OperationalDashboardLazyQueryHookResult = ReturnType<typeof useOperationalDashboardLazyQuery>;
export type OperationalDashboardSuspenseQueryHookResult = ReturnType<typeof useOperationalDashboardSuspenseQuery>;
export type OperationalDashboardQueryResult = ApolloReactCommon.QueryResult<OperationalDashboardQuery, OperationalDashboardQueryVariables>;
export const OperationalTotalLaborCostWidgetDocument = gql`
    query OperationalTotalLaborCostWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    totalLaborCost(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalTotalLaborCostWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalTotalLaborCostWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalTotalLaborCostWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalTotalLaborCostWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalTotalLaborCostWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables> & ({ variables: OperationalTotalLaborCostWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>(OperationalTotalLaborCostWidgetDocument, options);
      }
export function useOperationalTotalLaborCostWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>(OperationalTotalLaborCostWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalTotalLaborCostWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>;
export function useOperationalTotalLaborCostWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalTotalLaborCostWidgetQuery | undefined, OperationalTotalLaborCostWidgetQueryVariables>;
export function useOperationalTotalLaborCostWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>(OperationalTotalLaborCostWidgetDocument, options);
        }
export type OperationalTotalLaborCostWidgetQueryHookResult = ReturnType<typeof useOperationalTotalLaborCostWidgetQuery>;
export type OperationalTotalLaborCostWidgetLazyQueryHookResult = ReturnType<typeof useOperationalTotalLaborCostWidgetLazyQuery>;
export type OperationalTotalLaborCostWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalTotalLaborCostWidgetSuspenseQuery>;
export type OperationalTotalLaborCostWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalTotalLaborCostWidgetQuery, OperationalTotalLaborCostWidgetQueryVariables>;
export const OperationalGroupEventsWidgetDocument = gql`
    query OperationalGroupEventsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    groupEvents(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalGroupEventsWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalGroupEventsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalGroupEventsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalGroupEventsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalGroupEventsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables> & ({ variables: OperationalGroupEventsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>(OperationalGroupEventsWidgetDocument, options);
      }
export function useOperationalGroupEventsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>(OperationalGroupEventsWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>;
export function useOperationalGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalGroupEventsWidgetQuery | undefined, OperationalGroupEventsWidgetQueryVariables>;
export function useOperationalGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>(OperationalGroupEventsWidgetDocument, options);
        }
export type OperationalGroupEventsWidgetQueryHookResult = ReturnType<typeof useOperationalGroupEventsWidgetQuery>;
export type OperationalGroupEventsWidgetLazyQueryHookResult = ReturnType<typeof useOperationalGroupEventsWidgetLazyQuery>;
export type OperationalGroupEventsWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalGroupEventsWidgetSuspenseQuery>;
export type OperationalGroupEventsWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalGroupEventsWidgetQuery, OperationalGroupEventsWidgetQueryVariables>;
export const OperationalOnlineBookingsWidgetDocument = gql`
    query OperationalOnlineBookingsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    onlineBookings(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalOnlineBookingsWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalOnlineBookingsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalOnlineBookingsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalOnlineBookingsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalOnlineBookingsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables> & ({ variables: OperationalOnlineBookingsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>(OperationalOnlineBookingsWidgetDocument, options);
      }
export function useOperationalOnlineBookingsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>(OperationalOnlineBookingsWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>;
export function useOperationalOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalOnlineBookingsWidgetQuery | undefined, OperationalOnlineBookingsWidgetQueryVariables>;
export function useOperationalOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>(OperationalOnlineBookingsWidgetDocument, options);
        }
export type OperationalOnlineBookingsWidgetQueryHookResult = ReturnType<typeof useOperationalOnlineBookingsWidgetQuery>;
export type OperationalOnlineBookingsWidgetLazyQueryHookResult = ReturnType<typeof useOperationalOnlineBookingsWidgetLazyQuery>;
export type OperationalOnlineBookingsWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalOnlineBookingsWidgetSuspenseQuery>;
export type OperationalOnlineBookingsWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalOnlineBookingsWidgetQuery, OperationalOnlineBookingsWidgetQueryVariables>;
export const OperationalTotalNumberOfActivitiesWidgetDocument = gql`
    query OperationalTotalNumberOfActivitiesWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    totalNumberOfActivities(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalTotalNumberOfActivitiesWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalTotalNumberOfActivitiesWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalTotalNumberOfActivitiesWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalTotalNumberOfActivitiesWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalTotalNumberOfActivitiesWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables> & ({ variables: OperationalTotalNumberOfActivitiesWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>(OperationalTotalNumberOfActivitiesWidgetDocument, options);
      }
export function useOperationalTotalNumberOfActivitiesWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>(OperationalTotalNumberOfActivitiesWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalTotalNumberOfActivitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>;
export function useOperationalTotalNumberOfActivitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalTotalNumberOfActivitiesWidgetQuery | undefined, OperationalTotalNumberOfActivitiesWidgetQueryVariables>;
export function useOperationalTotalNumberOfActivitiesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>(OperationalTotalNumberOfActivitiesWidgetDocument, options);
        }
export type OperationalTotalNumberOfActivitiesWidgetQueryHookResult = ReturnType<typeof useOperationalTotalNumberOfActivitiesWidgetQuery>;
export type OperationalTotalNumberOfActivitiesWidgetLazyQueryHookResult = ReturnType<typeof useOperationalTotalNumberOfActivitiesWidgetLazyQuery>;
export type OperationalTotalNumberOfActivitiesWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalTotalNumberOfActivitiesWidgetSuspenseQuery>;
export type OperationalTotalNumberOfActivitiesWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalTotalNumberOfActivitiesWidgetQuery, OperationalTotalNumberOfActivitiesWidgetQueryVariables>;
export const OperationalClubKioskTransactionsWidgetDocument = gql`
    query OperationalClubKioskTransactionsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    clubKioskTransactions(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalClubKioskTransactionsWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalClubKioskTransactionsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalClubKioskTransactionsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalClubKioskTransactionsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalClubKioskTransactionsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables> & ({ variables: OperationalClubKioskTransactionsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>(OperationalClubKioskTransactionsWidgetDocument, options);
      }
export function useOperationalClubKioskTransactionsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>(OperationalClubKioskTransactionsWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalClubKioskTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>;
export function useOperationalClubKioskTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalClubKioskTransactionsWidgetQuery | undefined, OperationalClubKioskTransactionsWidgetQueryVariables>;
export function useOperationalClubKioskTransactionsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>(OperationalClubKioskTransactionsWidgetDocument, options);
        }
export type OperationalClubKioskTransactionsWidgetQueryHookResult = ReturnType<typeof useOperationalClubKioskTransactionsWidgetQuery>;
export type OperationalClubKioskTransactionsWidgetLazyQueryHookResult = ReturnType<typeof useOperationalClubKioskTransactionsWidgetLazyQuery>;
export type OperationalClubKioskTransactionsWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalClubKioskTransactionsWidgetSuspenseQuery>;
export type OperationalClubKioskTransactionsWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalClubKioskTransactionsWidgetQuery, OperationalClubKioskTransactionsWidgetQueryVariables>;
export const OperationalRefundsWidgetDocument = gql`
    query OperationalRefundsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    refunds(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalRefundsWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalRefundsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalRefundsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalRefundsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalRefundsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables> & ({ variables: OperationalRefundsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>(OperationalRefundsWidgetDocument, options);
      }
export function useOperationalRefundsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>(OperationalRefundsWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalRefundsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>;
export function useOperationalRefundsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalRefundsWidgetQuery | undefined, OperationalRefundsWidgetQueryVariables>;
export function useOperationalRefundsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>(OperationalRefundsWidgetDocument, options);
        }
export type OperationalRefundsWidgetQueryHookResult = ReturnType<typeof useOperationalRefundsWidgetQuery>;
export type OperationalRefundsWidgetLazyQueryHookResult = ReturnType<typeof useOperationalRefundsWidgetLazyQuery>;
export type OperationalRefundsWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalRefundsWidgetSuspenseQuery>;
export type OperationalRefundsWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalRefundsWidgetQuery, OperationalRefundsWidgetQueryVariables>;
export const OperationalWaiversSignedWidgetDocument = gql`
    query OperationalWaiversSignedWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    waiversSigned(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalWaiversSignedWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalWaiversSignedWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalWaiversSignedWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalWaiversSignedWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalWaiversSignedWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables> & ({ variables: OperationalWaiversSignedWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>(OperationalWaiversSignedWidgetDocument, options);
      }
export function useOperationalWaiversSignedWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>(OperationalWaiversSignedWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>;
export function useOperationalWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalWaiversSignedWidgetQuery | undefined, OperationalWaiversSignedWidgetQueryVariables>;
export function useOperationalWaiversSignedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>(OperationalWaiversSignedWidgetDocument, options);
        }
export type OperationalWaiversSignedWidgetQueryHookResult = ReturnType<typeof useOperationalWaiversSignedWidgetQuery>;
export type OperationalWaiversSignedWidgetLazyQueryHookResult = ReturnType<typeof useOperationalWaiversSignedWidgetLazyQuery>;
export type OperationalWaiversSignedWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalWaiversSignedWidgetSuspenseQuery>;
export type OperationalWaiversSignedWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalWaiversSignedWidgetQuery, OperationalWaiversSignedWidgetQueryVariables>;
export const OperationalOutstandingCreditsWidgetDocument = gql`
    query OperationalOutstandingCreditsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    outstandingCredits(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalOutstandingCreditsWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalOutstandingCreditsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalOutstandingCreditsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalOutstandingCreditsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalOutstandingCreditsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables> & ({ variables: OperationalOutstandingCreditsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>(OperationalOutstandingCreditsWidgetDocument, options);
      }
export function useOperationalOutstandingCreditsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>(OperationalOutstandingCreditsWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalOutstandingCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>;
export function useOperationalOutstandingCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalOutstandingCreditsWidgetQuery | undefined, OperationalOutstandingCreditsWidgetQueryVariables>;
export function useOperationalOutstandingCreditsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>(OperationalOutstandingCreditsWidgetDocument, options);
        }
export type OperationalOutstandingCreditsWidgetQueryHookResult = ReturnType<typeof useOperationalOutstandingCreditsWidgetQuery>;
export type OperationalOutstandingCreditsWidgetLazyQueryHookResult = ReturnType<typeof useOperationalOutstandingCreditsWidgetLazyQuery>;
export type OperationalOutstandingCreditsWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalOutstandingCreditsWidgetSuspenseQuery>;
export type OperationalOutstandingCreditsWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalOutstandingCreditsWidgetQuery, OperationalOutstandingCreditsWidgetQueryVariables>;
export const OperationalLaborCostByHourWidgetDocument = gql`
    query OperationalLaborCostByHourWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    laborCostByHour(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalLaborCostByHourWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalLaborCostByHourWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalLaborCostByHourWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalLaborCostByHourWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalLaborCostByHourWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables> & ({ variables: OperationalLaborCostByHourWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>(OperationalLaborCostByHourWidgetDocument, options);
      }
export function useOperationalLaborCostByHourWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>(OperationalLaborCostByHourWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalLaborCostByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>;
export function useOperationalLaborCostByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalLaborCostByHourWidgetQuery | undefined, OperationalLaborCostByHourWidgetQueryVariables>;
export function useOperationalLaborCostByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>(OperationalLaborCostByHourWidgetDocument, options);
        }
export type OperationalLaborCostByHourWidgetQueryHookResult = ReturnType<typeof useOperationalLaborCostByHourWidgetQuery>;
export type OperationalLaborCostByHourWidgetLazyQueryHookResult = ReturnType<typeof useOperationalLaborCostByHourWidgetLazyQuery>;
export type OperationalLaborCostByHourWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalLaborCostByHourWidgetSuspenseQuery>;
export type OperationalLaborCostByHourWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalLaborCostByHourWidgetQuery, OperationalLaborCostByHourWidgetQueryVariables>;
export const OperationalPeakHoursWidgetDocument = gql`
    query OperationalPeakHoursWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    peakHours(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalPeakHoursWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalPeakHoursWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalPeakHoursWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalPeakHoursWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalPeakHoursWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables> & ({ variables: OperationalPeakHoursWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>(OperationalPeakHoursWidgetDocument, options);
      }
export function useOperationalPeakHoursWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>(OperationalPeakHoursWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalPeakHoursWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>;
export function useOperationalPeakHoursWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalPeakHoursWidgetQuery | undefined, OperationalPeakHoursWidgetQueryVariables>;
export function useOperationalPeakHoursWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>(OperationalPeakHoursWidgetDocument, options);
        }
export type OperationalPeakHoursWidgetQueryHookResult = ReturnType<typeof useOperationalPeakHoursWidgetQuery>;
export type OperationalPeakHoursWidgetLazyQueryHookResult = ReturnType<typeof useOperationalPeakHoursWidgetLazyQuery>;
export type OperationalPeakHoursWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalPeakHoursWidgetSuspenseQuery>;
export type OperationalPeakHoursWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalPeakHoursWidgetQuery, OperationalPeakHoursWidgetQueryVariables>;
export const OperationalActivitiesByHourWidgetDocument = gql`
    query OperationalActivitiesByHourWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  operationalEfficiency(filter: $filter) {
    activitiesByHour(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOperationalActivitiesByHourWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalActivitiesByHourWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalActivitiesByHourWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalActivitiesByHourWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOperationalActivitiesByHourWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables> & ({ variables: OperationalActivitiesByHourWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>(OperationalActivitiesByHourWidgetDocument, options);
      }
export function useOperationalActivitiesByHourWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>(OperationalActivitiesByHourWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalActivitiesByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>;
export function useOperationalActivitiesByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalActivitiesByHourWidgetQuery | undefined, OperationalActivitiesByHourWidgetQueryVariables>;
export function useOperationalActivitiesByHourWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>(OperationalActivitiesByHourWidgetDocument, options);
        }
export type OperationalActivitiesByHourWidgetQueryHookResult = ReturnType<typeof useOperationalActivitiesByHourWidgetQuery>;
export type OperationalActivitiesByHourWidgetLazyQueryHookResult = ReturnType<typeof useOperationalActivitiesByHourWidgetLazyQuery>;
export type OperationalActivitiesByHourWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalActivitiesByHourWidgetSuspenseQuery>;
export type OperationalActivitiesByHourWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalActivitiesByHourWidgetQuery, OperationalActivitiesByHourWidgetQueryVariables>;
export const OperationalEmployeePerformanceWidgetDocument = gql`
    query OperationalEmployeePerformanceWidget($filter: DashboardFilterInput!, $tab: DashboardTab, $location: String, $product: String) {
  operationalEfficiency(filter: $filter) {
    employeePerformance(tab: $tab, location: $location, product: $product) {
      ...EmployeePerformanceFields
    }
  }
}
    ${EmployeePerformanceFieldsFragmentDoc}`;

/**
 * __useOperationalEmployeePerformanceWidgetQuery__
 *
 * To run a query within a React component, call `useOperationalEmployeePerformanceWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOperationalEmployeePerformanceWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOperationalEmployeePerformanceWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *      location: // value for 'location'
 *      product: // value for 'product'
 *   },
 * });
 */
export function useOperationalEmployeePerformanceWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables> & ({ variables: OperationalEmployeePerformanceWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>(OperationalEmployeePerformanceWidgetDocument, options);
      }
export function useOperationalEmployeePerformanceWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>(OperationalEmployeePerformanceWidgetDocument, options);
        }
// @ts-ignore
export function useOperationalEmployeePerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>;
export function useOperationalEmployeePerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OperationalEmployeePerformanceWidgetQuery | undefined, OperationalEmployeePerformanceWidgetQueryVariables>;
export function useOperationalEmployeePerformanceWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>(OperationalEmployeePerformanceWidgetDocument, options);
        }
export type OperationalEmployeePerformanceWidgetQueryHookResult = ReturnType<typeof useOperationalEmployeePerformanceWidgetQuery>;
export type OperationalEmployeePerformanceWidgetLazyQueryHookResult = ReturnType<typeof useOperationalEmployeePerformanceWidgetLazyQuery>;
export type OperationalEmployeePerformanceWidgetSuspenseQueryHookResult = ReturnType<typeof useOperationalEmployeePerformanceWidgetSuspenseQuery>;
export type OperationalEmployeePerformanceWidgetQueryResult = ApolloReactCommon.QueryResult<OperationalEmployeePerformanceWidgetQuery, OperationalEmployeePerformanceWidgetQueryVariables>;
export const OwnersBoxDashboardDocument = gql`
    query OwnersBoxDashboard($filter: DashboardFilterInput!, $canRevenue: Boolean!, $canPaymentsReceived: Boolean!, $canNewGuests: Boolean!, $canRepeatGuests: Boolean!, $canAverageTicket: Boolean!, $canRevenuePerGuest: Boolean!, $canGroupEvents: Boolean!, $canOnlineBookings: Boolean!, $canNumberOfGuests: Boolean!, $canLocationStatistics: Boolean!, $canTopProductSold: Boolean!, $canTopPostalCodes: Boolean!) {
  locations {
    locationId
    name
    code
  }
  ownersBox(filter: $filter) {
    revenue @include(if: $canRevenue) {
      ...ChartWidgetFields
    }
    paymentsReceived @include(if: $canPaymentsReceived) {
      ...ChartWidgetFields
    }
    newGuests @include(if: $canNewGuests) {
      ...ChartWidgetFields
    }
    repeatGuests @include(if: $canRepeatGuests) {
      ...ChartWidgetFields
    }
    averageTicket @include(if: $canAverageTicket) {
      ...ChartWidgetFields
    }
    revenuePerGuest @include(if: $canRevenuePerGuest) {
      ...ChartWidgetFields
    }
    groupEvents @include(if: $canGroupEvents) {
      ...ChartWidgetFields
    }
    onlineBookings @include(if: $canOnlineBookings) {
      ...ChartWidgetFields
    }
    numberOfGuests @include(if: $canNumberOfGuests) {
      ...ChartWidgetFields
    }
    locationStatistics @include(if: $canLocationStatistics) {
      ...LocationStatisticsFields
    }
    topProductSold @include(if: $canTopProductSold) {
      ...TopProductFields
    }
    topPostalCodes @include(if: $canTopPostalCodes) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}
${LocationStatisticsFieldsFragmentDoc}
${TopProductFieldsFragmentDoc}
${TopSellingRowFieldsFragmentDoc}`;

/**
 * __useOwnersBoxDashboardQuery__
 *
 * To run a query within a React component, call `useOwnersBoxDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxDashboardQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      canRevenue: // value for 'canRevenue'
 *      canPaymentsReceived: // value for 'canPaymentsReceived'
 *      canNewGuests: // value for 'canNewGuests'
 *      canRepeatGuests: // value for 'canRepeatGuests'
 *      canAverageTicket: // value for 'canAverageTicket'
 *      canRevenuePerGuest: // value for 'canRevenuePerGuest'
 *      canGroupEvents: // value for 'canGroupEvents'
 *      canOnlineBookings: // value for 'canOnlineBookings'
 *      canNumberOfGuests: // value for 'canNumberOfGuests'
 *      canLocationStatistics: // value for 'canLocationStatistics'
 *      canTopProductSold: // value for 'canTopProductSold'
 *      canTopPostalCodes: // value for 'canTopPostalCodes'
 *   },
 * });
 */
export function useOwnersBoxDashboardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables> & ({ variables: OwnersBoxDashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>(OwnersBoxDashboardDocument, options);
      }
export function useOwnersBoxDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>(OwnersBoxDashboardDocument, options);
        }
// @ts-ignore
export function useOwnersBoxDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>;
export function useOwnersBoxDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxDashboardQuery | undefined, OwnersBoxDashboardQueryVariables>;
export function useOwnersBoxDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>(OwnersBoxDashboardDocument, options);
        }
export type OwnersBoxDashboardQueryHookResult = ReturnType<typeof useOwnersBoxDashboardQuery>;
export type OwnersBoxDashboardLazyQueryHookResult = ReturnType<typeof useOwnersBoxDashboardLazyQuery>;
export type OwnersBoxDashboardSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxDashboardSuspenseQuery>;
export type OwnersBoxDashboardQueryResult = ApolloReactCommon.QueryResult<OwnersBoxDashboardQuery, OwnersBoxDashboardQueryVariables>;
export const OwnersBoxRevenueWidgetDocument = gql`
    query OwnersBoxRevenueWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    revenue(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxRevenueWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxRevenueWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxRevenueWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxRevenueWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxRevenueWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables> & ({ variables: OwnersBoxRevenueWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>(OwnersBoxRevenueWidgetDocument, options);
      }
export function useOwnersBoxRevenueWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>(OwnersBoxRevenueWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>;
export function useOwnersBoxRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRevenueWidgetQuery | undefined, OwnersBoxRevenueWidgetQueryVariables>;
export function useOwnersBoxRevenueWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>(OwnersBoxRevenueWidgetDocument, options);
        }
export type OwnersBoxRevenueWidgetQueryHookResult = ReturnType<typeof useOwnersBoxRevenueWidgetQuery>;
export type OwnersBoxRevenueWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxRevenueWidgetLazyQuery>;
export type OwnersBoxRevenueWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxRevenueWidgetSuspenseQuery>;
export type OwnersBoxRevenueWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxRevenueWidgetQuery, OwnersBoxRevenueWidgetQueryVariables>;
export const OwnersBoxPaymentsReceivedWidgetDocument = gql`
    query OwnersBoxPaymentsReceivedWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    paymentsReceived(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxPaymentsReceivedWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxPaymentsReceivedWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxPaymentsReceivedWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxPaymentsReceivedWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxPaymentsReceivedWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables> & ({ variables: OwnersBoxPaymentsReceivedWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>(OwnersBoxPaymentsReceivedWidgetDocument, options);
      }
export function useOwnersBoxPaymentsReceivedWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>(OwnersBoxPaymentsReceivedWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxPaymentsReceivedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>;
export function useOwnersBoxPaymentsReceivedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxPaymentsReceivedWidgetQuery | undefined, OwnersBoxPaymentsReceivedWidgetQueryVariables>;
export function useOwnersBoxPaymentsReceivedWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>(OwnersBoxPaymentsReceivedWidgetDocument, options);
        }
export type OwnersBoxPaymentsReceivedWidgetQueryHookResult = ReturnType<typeof useOwnersBoxPaymentsReceivedWidgetQuery>;
export type OwnersBoxPaymentsReceivedWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxPaymentsReceivedWidgetLazyQuery>;
export type OwnersBoxPaymentsReceivedWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxPaymentsReceivedWidgetSuspenseQuery>;
export type OwnersBoxPaymentsReceivedWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxPaymentsReceivedWidgetQuery, OwnersBoxPaymentsReceivedWidgetQueryVariables>;
export const OwnersBoxNewGuestsWidgetDocument = gql`
    query OwnersBoxNewGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    newGuests(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxNewGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxNewGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxNewGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxNewGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxNewGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables> & ({ variables: OwnersBoxNewGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>(OwnersBoxNewGuestsWidgetDocument, options);
      }
export function useOwnersBoxNewGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>(OwnersBoxNewGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>;
export function useOwnersBoxNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxNewGuestsWidgetQuery | undefined, OwnersBoxNewGuestsWidgetQueryVariables>;
export function useOwnersBoxNewGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>(OwnersBoxNewGuestsWidgetDocument, options);
        }
export type OwnersBoxNewGuestsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxNewGuestsWidgetQuery>;
export type OwnersBoxNewGuestsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxNewGuestsWidgetLazyQuery>;
export type OwnersBoxNewGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxNewGuestsWidgetSuspenseQuery>;
export type OwnersBoxNewGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxNewGuestsWidgetQuery, OwnersBoxNewGuestsWidgetQueryVariables>;
export const OwnersBoxRepeatGuestsWidgetDocument = gql`
    query OwnersBoxRepeatGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    repeatGuests(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxRepeatGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxRepeatGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxRepeatGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxRepeatGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxRepeatGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables> & ({ variables: OwnersBoxRepeatGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>(OwnersBoxRepeatGuestsWidgetDocument, options);
      }
export function useOwnersBoxRepeatGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>(OwnersBoxRepeatGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>;
export function useOwnersBoxRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRepeatGuestsWidgetQuery | undefined, OwnersBoxRepeatGuestsWidgetQueryVariables>;
export function useOwnersBoxRepeatGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>(OwnersBoxRepeatGuestsWidgetDocument, options);
        }
export type OwnersBoxRepeatGuestsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxRepeatGuestsWidgetQuery>;
export type OwnersBoxRepeatGuestsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxRepeatGuestsWidgetLazyQuery>;
export type OwnersBoxRepeatGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxRepeatGuestsWidgetSuspenseQuery>;
export type OwnersBoxRepeatGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxRepeatGuestsWidgetQuery, OwnersBoxRepeatGuestsWidgetQueryVariables>;
export const OwnersBoxAverageTicketWidgetDocument = gql`
    query OwnersBoxAverageTicketWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    averageTicket(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxAverageTicketWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxAverageTicketWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxAverageTicketWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxAverageTicketWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxAverageTicketWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables> & ({ variables: OwnersBoxAverageTicketWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>(OwnersBoxAverageTicketWidgetDocument, options);
      }
export function useOwnersBoxAverageTicketWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>(OwnersBoxAverageTicketWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>;
export function useOwnersBoxAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxAverageTicketWidgetQuery | undefined, OwnersBoxAverageTicketWidgetQueryVariables>;
export function useOwnersBoxAverageTicketWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>(OwnersBoxAverageTicketWidgetDocument, options);
        }
export type OwnersBoxAverageTicketWidgetQueryHookResult = ReturnType<typeof useOwnersBoxAverageTicketWidgetQuery>;
export type OwnersBoxAverageTicketWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxAverageTicketWidgetLazyQuery>;
export type OwnersBoxAverageTicketWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxAverageTicketWidgetSuspenseQuery>;
export type OwnersBoxAverageTicketWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxAverageTicketWidgetQuery, OwnersBoxAverageTicketWidgetQueryVariables>;
export const OwnersBoxRevenuePerGuestWidgetDocument = gql`
    query OwnersBoxRevenuePerGuestWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    revenuePerGuest(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxRevenuePerGuestWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxRevenuePerGuestWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxRevenuePerGuestWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxRevenuePerGuestWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxRevenuePerGuestWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables> & ({ variables: OwnersBoxRevenuePerGuestWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>(OwnersBoxRevenuePerGuestWidgetDocument, options);
      }
export function useOwnersBoxRevenuePerGuestWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>(OwnersBoxRevenuePerGuestWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>;
export function useOwnersBoxRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxRevenuePerGuestWidgetQuery | undefined, OwnersBoxRevenuePerGuestWidgetQueryVariables>;
export function useOwnersBoxRevenuePerGuestWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>(OwnersBoxRevenuePerGuestWidgetDocument, options);
        }
export type OwnersBoxRevenuePerGuestWidgetQueryHookResult = ReturnType<typeof useOwnersBoxRevenuePerGuestWidgetQuery>;
export type OwnersBoxRevenuePerGuestWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxRevenuePerGuestWidgetLazyQuery>;
export type OwnersBoxRevenuePerGuestWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxRevenuePerGuestWidgetSuspenseQuery>;
export type OwnersBoxRevenuePerGuestWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxRevenuePerGuestWidgetQuery, OwnersBoxRevenuePerGuestWidgetQueryVariables>;
export const OwnersBoxGroupEventsWidgetDocument = gql`
    query OwnersBoxGroupEventsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    groupEvents(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxGroupEventsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxGroupEventsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxGroupEventsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxGroupEventsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxGroupEventsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables> & ({ variables: OwnersBoxGroupEventsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>(OwnersBoxGroupEventsWidgetDocument, options);
      }
export function useOwnersBoxGroupEventsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>(OwnersBoxGroupEventsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>;
export function useOwnersBoxGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxGroupEventsWidgetQuery | undefined, OwnersBoxGroupEventsWidgetQueryVariables>;
export function useOwnersBoxGroupEventsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>(OwnersBoxGroupEventsWidgetDocument, options);
        }
export type OwnersBoxGroupEventsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxGroupEventsWidgetQuery>;
export type OwnersBoxGroupEventsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxGroupEventsWidgetLazyQuery>;
export type OwnersBoxGroupEventsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxGroupEventsWidgetSuspenseQuery>;
export type OwnersBoxGroupEventsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxGroupEventsWidgetQuery, OwnersBoxGroupEventsWidgetQueryVariables>;
export const OwnersBoxOnlineBookingsWidgetDocument = gql`
    query OwnersBoxOnlineBookingsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    onlineBookings(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxOnlineBookingsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxOnlineBookingsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxOnlineBookingsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxOnlineBookingsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxOnlineBookingsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables> & ({ variables: OwnersBoxOnlineBookingsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>(OwnersBoxOnlineBookingsWidgetDocument, options);
      }
export function useOwnersBoxOnlineBookingsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>(OwnersBoxOnlineBookingsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>;
export function useOwnersBoxOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxOnlineBookingsWidgetQuery | undefined, OwnersBoxOnlineBookingsWidgetQueryVariables>;
export function useOwnersBoxOnlineBookingsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>(OwnersBoxOnlineBookingsWidgetDocument, options);
        }
export type OwnersBoxOnlineBookingsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxOnlineBookingsWidgetQuery>;
export type OwnersBoxOnlineBookingsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxOnlineBookingsWidgetLazyQuery>;
export type OwnersBoxOnlineBookingsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxOnlineBookingsWidgetSuspenseQuery>;
export type OwnersBoxOnlineBookingsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxOnlineBookingsWidgetQuery, OwnersBoxOnlineBookingsWidgetQueryVariables>;
export const OwnersBoxNumberOfGuestsWidgetDocument = gql`
    query OwnersBoxNumberOfGuestsWidget($filter: DashboardFilterInput!, $tab: DashboardTab, $location: String, $resources: [String!]) {
  ownersBox(filter: $filter) {
    numberOfGuests(tab: $tab, location: $location, resources: $resources) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxNumberOfGuestsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxNumberOfGuestsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxNumberOfGuestsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxNumberOfGuestsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *      location: // value for 'location'
 *      resources: // value for 'resources'
 *   },
 * });
 */
export function useOwnersBoxNumberOfGuestsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables> & ({ variables: OwnersBoxNumberOfGuestsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>(OwnersBoxNumberOfGuestsWidgetDocument, options);
      }
export function useOwnersBoxNumberOfGuestsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>(OwnersBoxNumberOfGuestsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>;
export function useOwnersBoxNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxNumberOfGuestsWidgetQuery | undefined, OwnersBoxNumberOfGuestsWidgetQueryVariables>;
export function useOwnersBoxNumberOfGuestsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>(OwnersBoxNumberOfGuestsWidgetDocument, options);
        }
export type OwnersBoxNumberOfGuestsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxNumberOfGuestsWidgetQuery>;
export type OwnersBoxNumberOfGuestsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxNumberOfGuestsWidgetLazyQuery>;
export type OwnersBoxNumberOfGuestsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxNumberOfGuestsWidgetSuspenseQuery>;
export type OwnersBoxNumberOfGuestsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxNumberOfGuestsWidgetQuery, OwnersBoxNumberOfGuestsWidgetQueryVariables>;
export const OwnersBoxLocationStatisticsWidgetDocument = gql`
    query OwnersBoxLocationStatisticsWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    locationStatistics(tab: $tab) {
      ...LocationStatisticsFields
    }
  }
}
    ${LocationStatisticsFieldsFragmentDoc}`;

/**
 * __useOwnersBoxLocationStatisticsWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxLocationStatisticsWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxLocationStatisticsWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxLocationStatisticsWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxLocationStatisticsWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables> & ({ variables: OwnersBoxLocationStatisticsWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>(OwnersBoxLocationStatisticsWidgetDocument, options);
      }
export function useOwnersBoxLocationStatisticsWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>(OwnersBoxLocationStatisticsWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxLocationStatisticsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>;
export function useOwnersBoxLocationStatisticsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxLocationStatisticsWidgetQuery | undefined, OwnersBoxLocationStatisticsWidgetQueryVariables>;
export function useOwnersBoxLocationStatisticsWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>(OwnersBoxLocationStatisticsWidgetDocument, options);
        }
export type OwnersBoxLocationStatisticsWidgetQueryHookResult = ReturnType<typeof useOwnersBoxLocationStatisticsWidgetQuery>;
export type OwnersBoxLocationStatisticsWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxLocationStatisticsWidgetLazyQuery>;
export type OwnersBoxLocationStatisticsWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxLocationStatisticsWidgetSuspenseQuery>;
export type OwnersBoxLocationStatisticsWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxLocationStatisticsWidgetQuery, OwnersBoxLocationStatisticsWidgetQueryVariables>;
export const OwnersBoxTopProductSoldWidgetDocument = gql`
    query OwnersBoxTopProductSoldWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    topProductSold(tab: $tab) {
      ...TopProductFields
    }
  }
}
    ${TopProductFieldsFragmentDoc}
${TopSellingRowFieldsFragmentDoc}`;

/**
 * __useOwnersBoxTopProductSoldWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxTopProductSoldWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxTopProductSoldWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxTopProductSoldWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxTopProductSoldWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables> & ({ variables: OwnersBoxTopProductSoldWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>(OwnersBoxTopProductSoldWidgetDocument, options);
      }
export function useOwnersBoxTopProductSoldWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>(OwnersBoxTopProductSoldWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxTopProductSoldWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>;
export function useOwnersBoxTopProductSoldWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxTopProductSoldWidgetQuery | undefined, OwnersBoxTopProductSoldWidgetQueryVariables>;
export function useOwnersBoxTopProductSoldWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>(OwnersBoxTopProductSoldWidgetDocument, options);
        }
export type OwnersBoxTopProductSoldWidgetQueryHookResult = ReturnType<typeof useOwnersBoxTopProductSoldWidgetQuery>;
export type OwnersBoxTopProductSoldWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxTopProductSoldWidgetLazyQuery>;
export type OwnersBoxTopProductSoldWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxTopProductSoldWidgetSuspenseQuery>;
export type OwnersBoxTopProductSoldWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxTopProductSoldWidgetQuery, OwnersBoxTopProductSoldWidgetQueryVariables>;
export const OwnersBoxTopPostalCodesWidgetDocument = gql`
    query OwnersBoxTopPostalCodesWidget($filter: DashboardFilterInput!, $tab: DashboardTab) {
  ownersBox(filter: $filter) {
    topPostalCodes(tab: $tab) {
      ...ChartWidgetFields
    }
  }
}
    ${ChartWidgetFieldsFragmentDoc}`;

/**
 * __useOwnersBoxTopPostalCodesWidgetQuery__
 *
 * To run a query within a React component, call `useOwnersBoxTopPostalCodesWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useOwnersBoxTopPostalCodesWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOwnersBoxTopPostalCodesWidgetQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      tab: // value for 'tab'
 *   },
 * });
 */
export function useOwnersBoxTopPostalCodesWidgetQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables> & ({ variables: OwnersBoxTopPostalCodesWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>(OwnersBoxTopPostalCodesWidgetDocument, options);
      }
export function useOwnersBoxTopPostalCodesWidgetLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>(OwnersBoxTopPostalCodesWidgetDocument, options);
        }
// @ts-ignore
export function useOwnersBoxTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>;
export function useOwnersBoxTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OwnersBoxTopPostalCodesWidgetQuery | undefined, OwnersBoxTopPostalCodesWidgetQueryVariables>;
export function useOwnersBoxTopPostalCodesWidgetSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>(OwnersBoxTopPostalCodesWidgetDocument, options);
        }
export type OwnersBoxTopPostalCodesWidgetQueryHookResult = ReturnType<typeof useOwnersBoxTopPostalCodesWidgetQuery>;
export type OwnersBoxTopPostalCodesWidgetLazyQueryHookResult = ReturnType<typeof useOwnersBoxTopPostalCodesWidgetLazyQuery>;
export type OwnersBoxTopPostalCodesWidgetSuspenseQueryHookResult = ReturnType<typeof useOwnersBoxTopPostalCodesWidgetSuspenseQuery>;
export type OwnersBoxTopPostalCodesWidgetQueryResult = ApolloReactCommon.QueryResult<OwnersBoxTopPostalCodesWidgetQuery, OwnersBoxTopPostalCodesWidgetQueryVariables>;
export const LanguageProfileDocument = gql`
    query LanguageProfile {
  profile {
    ...LanguageProfileFields
  }
}
    ${LanguageProfileFieldsFragmentDoc}`;

/**
 * __useLanguageProfileQuery__
 *
 * To run a query within a React component, call `useLanguageProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useLanguageProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLanguageProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useLanguageProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LanguageProfileQuery, LanguageProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LanguageProfileQuery, LanguageProfileQueryVariables>(LanguageProfileDocument, options);
      }
export function useLanguageProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LanguageProfileQuery, LanguageProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LanguageProfileQuery, LanguageProfileQueryVariables>(LanguageProfileDocument, options);
        }
// @ts-ignore
export function useLanguageProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LanguageProfileQuery, LanguageProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LanguageProfileQuery, LanguageProfileQueryVariables>;
export function useLanguageProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LanguageProfileQuery, LanguageProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LanguageProfileQuery | undefined, LanguageProfileQueryVariables>;
export function useLanguageProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LanguageProfileQuery, LanguageProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LanguageProfileQuery, LanguageProfileQueryVariables>(LanguageProfileDocument, options);
        }
export type LanguageProfileQueryHookResult = ReturnType<typeof useLanguageProfileQuery>;
export type LanguageProfileLazyQueryHookResult = ReturnType<typeof useLanguageProfileLazyQuery>;
export type LanguageProfileSuspenseQueryHookResult = ReturnType<typeof useLanguageProfileSuspenseQuery>;
export type LanguageProfileQueryResult = ApolloReactCommon.QueryResult<LanguageProfileQuery, LanguageProfileQueryVariables>;
export const SaveLanguageDocument = gql`
    mutation SaveLanguage($input: ProfileInput!) {
  updateProfile(input: $input) {
    ...LanguageProfileFields
  }
}
    ${LanguageProfileFieldsFragmentDoc}`;

/**
 * __useSaveLanguageMutation__
 *
 * To run a mutation, you first call `useSaveLanguageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveLanguageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveLanguageMutation, { data, loading, error }] = useSaveLanguageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveLanguageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveLanguageMutation, SaveLanguageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveLanguageMutation, SaveLanguageMutationVariables>(SaveLanguageDocument, options);
      }
export type SaveLanguageMutationHookResult = ReturnType<typeof useSaveLanguageMutation>;
export type SaveLanguageMutationResult = ApolloReactCommon.MutationResult<SaveLanguageMutation>;
export const ContactsDocument = gql`
    query Contacts {
  contacts {
    ...ContactFields
  }
  contactTypes {
    id
    name
  }
}
    ${ContactFieldsFragmentDoc}`;

/**
 * __useContactsQuery__
 *
 * To run a query within a React component, call `useContactsQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactsQuery({
 *   variables: {
 *   },
 * });
 */
export function useContactsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ContactsQuery, ContactsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
      }
export function useContactsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContactsQuery, ContactsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
        }
// @ts-ignore
export function useContactsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContactsQuery, ContactsQueryVariables>;
export function useContactsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContactsQuery | undefined, ContactsQueryVariables>;
export function useContactsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
        }
export type ContactsQueryHookResult = ReturnType<typeof useContactsQuery>;
export type ContactsLazyQueryHookResult = ReturnType<typeof useContactsLazyQuery>;
export type ContactsSuspenseQueryHookResult = ReturnType<typeof useContactsSuspenseQuery>;
export type ContactsQueryResult = ApolloReactCommon.QueryResult<ContactsQuery, ContactsQueryVariables>;
export const UpdateContactsDocument = gql`
    mutation UpdateContacts($contacts: [ContactInput!]!) {
  updateContacts(contacts: $contacts) {
    ...ContactFields
  }
}
    ${ContactFieldsFragmentDoc}`;

/**
 * __useUpdateContactsMutation__
 *
 * To run a mutation, you first call `useUpdateContactsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateContactsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateContactsMutation, { data, loading, error }] = useUpdateContactsMutation({
 *   variables: {
 *      contacts: // value for 'contacts'
 *   },
 * });
 */
export function useUpdateContactsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateContactsMutation, UpdateContactsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateContactsMutation, UpdateContactsMutationVariables>(UpdateContactsDocument, options);
      }
export type UpdateContactsMutationHookResult = ReturnType<typeof useUpdateContactsMutation>;
export type UpdateContactsMutationResult = ApolloReactCommon.MutationResult<UpdateContactsMutation>;
export const ProfileDetailsDocument = gql`
    query ProfileDetails {
  profile {
    ...ProfileFields
  }
  languages {
    id
    name
    code
  }
  dateFormats {
    id
    format
  }
}
    ${ProfileFieldsFragmentDoc}`;

/**
 * __useProfileDetailsQuery__
 *
 * To run a query within a React component, call `useProfileDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProfileDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProfileDetailsQuery({
 *   variables: {
 *   },
 * });
 */
export function useProfileDetailsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfileDetailsQuery, ProfileDetailsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfileDetailsQuery, ProfileDetailsQueryVariables>(ProfileDetailsDocument, options);
      }
export function useProfileDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfileDetailsQuery, ProfileDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfileDetailsQuery, ProfileDetailsQueryVariables>(ProfileDetailsDocument, options);
        }
// @ts-ignore
export function useProfileDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfileDetailsQuery, ProfileDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileDetailsQuery, ProfileDetailsQueryVariables>;
export function useProfileDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileDetailsQuery, ProfileDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileDetailsQuery | undefined, ProfileDetailsQueryVariables>;
export function useProfileDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileDetailsQuery, ProfileDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfileDetailsQuery, ProfileDetailsQueryVariables>(ProfileDetailsDocument, options);
        }
export type ProfileDetailsQueryHookResult = ReturnType<typeof useProfileDetailsQuery>;
export type ProfileDetailsLazyQueryHookResult = ReturnType<typeof useProfileDetailsLazyQuery>;
export type ProfileDetailsSuspenseQueryHookResult = ReturnType<typeof useProfileDetailsSuspenseQuery>;
export type ProfileDetailsQueryResult = ApolloReactCommon.QueryResult<ProfileDetailsQuery, ProfileDetailsQueryVariables>;
export const UpdateProfileDocument = gql`
    mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) {
    ...ProfileFields
  }
}
    ${ProfileFieldsFragmentDoc}`;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = ApolloReactCommon.MutationResult<UpdateProfileMutation>;
export const ChangePasswordDocument = gql`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = ApolloReactCommon.MutationResult<ChangePasswordMutation>;
export const QuickPanelDocument = gql`
    query QuickPanel {
  quickPanel {
    notes {
      id
    }
    events {
      id
    }
  }
}
    `;

/**
 * __useQuickPanelQuery__
 *
 * To run a query within a React component, call `useQuickPanelQuery` and pass it any options that fit your needs.
 * When your component renders, `useQuickPanelQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useQuickPanelQuery({
 *   variables: {
 *   },
 * });
 */
export function useQuickPanelQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<QuickPanelQuery, QuickPanelQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<QuickPanelQuery, QuickPanelQueryVariables>(QuickPanelDocument, options);
      }
export function useQuickPanelLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<QuickPanelQuery, QuickPanelQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<QuickPanelQuery, QuickPanelQueryVariables>(QuickPanelDocument, options);
        }
// @ts-ignore
export function useQuickPanelSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<QuickPanelQuery, QuickPanelQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<QuickPanelQuery, QuickPanelQueryVariables>;
export function useQuickPanelSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<QuickPanelQuery, QuickPanelQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<QuickPanelQuery | undefined, QuickPanelQueryVariables>;
export function useQuickPanelSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<QuickPanelQuery, QuickPanelQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<QuickPanelQuery, QuickPanelQueryVariables>(QuickPanelDocument, options);
        }
export type QuickPanelQueryHookResult = ReturnType<typeof useQuickPanelQuery>;
export type QuickPanelLazyQueryHookResult = ReturnType<typeof useQuickPanelLazyQuery>;
export type QuickPanelSuspenseQueryHookResult = ReturnType<typeof useQuickPanelSuspenseQuery>;
export type QuickPanelQueryResult = ApolloReactCommon.QueryResult<QuickPanelQuery, QuickPanelQueryVariables>;
export const PingDocument = gql`
    mutation Ping {
  ping {
    expiresIn
  }
}
    `;

/**
 * __usePingMutation__
 *
 * To run a mutation, you first call `usePingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pingMutation, { data, loading, error }] = usePingMutation({
 *   variables: {
 *   },
 * });
 */
export function usePingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PingMutation, PingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PingMutation, PingMutationVariables>(PingDocument, options);
      }
export type PingMutationHookResult = ReturnType<typeof usePingMutation>;
export type PingMutationResult = ApolloReactCommon.MutationResult<PingMutation>;
export const LogoutDocument = gql`
    mutation Logout {
  logout
}
    `;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export const DeleteDirectorUserDocument = gql`
    mutation DeleteDirectorUser($id: Int!, $version: Int!) {
  deleteDirectorUser(id: $id, version: $version) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteDirectorUserMutation__
 *
 * To run a mutation, you first call `useDeleteDirectorUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDirectorUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDirectorUserMutation, { data, loading, error }] = useDeleteDirectorUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *   },
 * });
 */
export function useDeleteDirectorUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteDirectorUserMutation, DeleteDirectorUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteDirectorUserMutation, DeleteDirectorUserMutationVariables>(DeleteDirectorUserDocument, options);
      }
export type DeleteDirectorUserMutationHookResult = ReturnType<typeof useDeleteDirectorUserMutation>;
export type DeleteDirectorUserMutationResult = ApolloReactCommon.MutationResult<DeleteDirectorUserMutation>;
export const GroupChoicesDocument = gql`
    query GroupChoices($exclude: Int) {
  groupOptions(exclude: $exclude) {
    groupId
    name
  }
}
    `;

/**
 * __useGroupChoicesQuery__
 *
 * To run a query within a React component, call `useGroupChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupChoicesQuery({
 *   variables: {
 *      exclude: // value for 'exclude'
 *   },
 * });
 */
export function useGroupChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GroupChoicesQuery, GroupChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupChoicesQuery, GroupChoicesQueryVariables>(GroupChoicesDocument, options);
      }
export function useGroupChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupChoicesQuery, GroupChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupChoicesQuery, GroupChoicesQueryVariables>(GroupChoicesDocument, options);
        }
// @ts-ignore
export function useGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupChoicesQuery, GroupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupChoicesQuery, GroupChoicesQueryVariables>;
export function useGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupChoicesQuery, GroupChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupChoicesQuery | undefined, GroupChoicesQueryVariables>;
export function useGroupChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupChoicesQuery, GroupChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupChoicesQuery, GroupChoicesQueryVariables>(GroupChoicesDocument, options);
        }
export type GroupChoicesQueryHookResult = ReturnType<typeof useGroupChoicesQuery>;
export type GroupChoicesLazyQueryHookResult = ReturnType<typeof useGroupChoicesLazyQuery>;
export type GroupChoicesSuspenseQueryHookResult = ReturnType<typeof useGroupChoicesSuspenseQuery>;
export type GroupChoicesQueryResult = ApolloReactCommon.QueryResult<GroupChoicesQuery, GroupChoicesQueryVariables>;
export const RolesDepartmentsDocument = gql`
    query RolesDepartments($locationId: Int!) {
  rolesDepartments(locationId: $locationId) {
    roles {
      roleId
      name
      departments {
        id
        name
      }
      locations {
        locationId
        name
      }
    }
    departments {
      id
      name
      locationId
      locationName
    }
  }
}
    `;

/**
 * __useRolesDepartmentsQuery__
 *
 * To run a query within a React component, call `useRolesDepartmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRolesDepartmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRolesDepartmentsQuery({
 *   variables: {
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useRolesDepartmentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RolesDepartmentsQuery, RolesDepartmentsQueryVariables> & ({ variables: RolesDepartmentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>(RolesDepartmentsDocument, options);
      }
export function useRolesDepartmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>(RolesDepartmentsDocument, options);
        }
// @ts-ignore
export function useRolesDepartmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>;
export function useRolesDepartmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RolesDepartmentsQuery | undefined, RolesDepartmentsQueryVariables>;
export function useRolesDepartmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>(RolesDepartmentsDocument, options);
        }
export type RolesDepartmentsQueryHookResult = ReturnType<typeof useRolesDepartmentsQuery>;
export type RolesDepartmentsLazyQueryHookResult = ReturnType<typeof useRolesDepartmentsLazyQuery>;
export type RolesDepartmentsSuspenseQueryHookResult = ReturnType<typeof useRolesDepartmentsSuspenseQuery>;
export type RolesDepartmentsQueryResult = ApolloReactCommon.QueryResult<RolesDepartmentsQuery, RolesDepartmentsQueryVariables>;
export const AddDepartmentDocument = gql`
    mutation AddDepartment($name: String!, $locationId: Int) {
  addDepartment(name: $name, locationId: $locationId)
}
    `;

/**
 * __useAddDepartmentMutation__
 *
 * To run a mutation, you first call `useAddDepartmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddDepartmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addDepartmentMutation, { data, loading, error }] = useAddDepartmentMutation({
 *   variables: {
 *      name: // value for 'name'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useAddDepartmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddDepartmentMutation, AddDepartmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddDepartmentMutation, AddDepartmentMutationVariables>(AddDepartmentDocument, options);
      }
export type AddDepartmentMutationHookResult = ReturnType<typeof useAddDepartmentMutation>;
export type AddDepartmentMutationResult = ApolloReactCommon.MutationResult<AddDepartmentMutation>;
export const UpdateDepartmentDocument = gql`
    mutation UpdateDepartment($id: Int!, $name: String!, $locationId: Int) {
  updateDepartment(id: $id, name: $name, locationId: $locationId)
}
    `;

/**
 * __useUpdateDepartmentMutation__
 *
 * To run a mutation, you first call `useUpdateDepartmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDepartmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDepartmentMutation, { data, loading, error }] = useUpdateDepartmentMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useUpdateDepartmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateDepartmentMutation, UpdateDepartmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateDepartmentMutation, UpdateDepartmentMutationVariables>(UpdateDepartmentDocument, options);
      }
export type UpdateDepartmentMutationHookResult = ReturnType<typeof useUpdateDepartmentMutation>;
export type UpdateDepartmentMutationResult = ApolloReactCommon.MutationResult<UpdateDepartmentMutation>;
export const RemoveDepartmentsDocument = gql`
    mutation RemoveDepartments($departmentIds: [Int!]!) {
  removeDepartments(departmentIds: $departmentIds) {
    removed
    message
  }
}
    `;

/**
 * __useRemoveDepartmentsMutation__
 *
 * To run a mutation, you first call `useRemoveDepartmentsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveDepartmentsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeDepartmentsMutation, { data, loading, error }] = useRemoveDepartmentsMutation({
 *   variables: {
 *      departmentIds: // value for 'departmentIds'
 *   },
 * });
 */
export function useRemoveDepartmentsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveDepartmentsMutation, RemoveDepartmentsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveDepartmentsMutation, RemoveDepartmentsMutationVariables>(RemoveDepartmentsDocument, options);
      }
export type RemoveDepartmentsMutationHookResult = ReturnType<typeof useRemoveDepartmentsMutation>;
export type RemoveDepartmentsMutationResult = ApolloReactCommon.MutationResult<RemoveDepartmentsMutation>;
export const AddLinkedRoleDocument = gql`
    mutation AddLinkedRole($name: String!, $departmentIds: [Int!]!, $locationIds: [Int!]!) {
  addLinkedRole(
    name: $name
    departmentIds: $departmentIds
    locationIds: $locationIds
  )
}
    `;

/**
 * __useAddLinkedRoleMutation__
 *
 * To run a mutation, you first call `useAddLinkedRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddLinkedRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addLinkedRoleMutation, { data, loading, error }] = useAddLinkedRoleMutation({
 *   variables: {
 *      name: // value for 'name'
 *      departmentIds: // value for 'departmentIds'
 *      locationIds: // value for 'locationIds'
 *   },
 * });
 */
export function useAddLinkedRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddLinkedRoleMutation, AddLinkedRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddLinkedRoleMutation, AddLinkedRoleMutationVariables>(AddLinkedRoleDocument, options);
      }
export type AddLinkedRoleMutationHookResult = ReturnType<typeof useAddLinkedRoleMutation>;
export type AddLinkedRoleMutationResult = ApolloReactCommon.MutationResult<AddLinkedRoleMutation>;
export const RenameLinkedRoleDocument = gql`
    mutation RenameLinkedRole($id: Int!, $name: String!) {
  renameLinkedRole(id: $id, name: $name)
}
    `;

/**
 * __useRenameLinkedRoleMutation__
 *
 * To run a mutation, you first call `useRenameLinkedRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameLinkedRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameLinkedRoleMutation, { data, loading, error }] = useRenameLinkedRoleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useRenameLinkedRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenameLinkedRoleMutation, RenameLinkedRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenameLinkedRoleMutation, RenameLinkedRoleMutationVariables>(RenameLinkedRoleDocument, options);
      }
export type RenameLinkedRoleMutationHookResult = ReturnType<typeof useRenameLinkedRoleMutation>;
export type RenameLinkedRoleMutationResult = ApolloReactCommon.MutationResult<RenameLinkedRoleMutation>;
export const RemoveLinkedRoleDocument = gql`
    mutation RemoveLinkedRole($id: Int!) {
  removeLinkedRole(id: $id) {
    removed
    message
  }
}
    `;

/**
 * __useRemoveLinkedRoleMutation__
 *
 * To run a mutation, you first call `useRemoveLinkedRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveLinkedRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeLinkedRoleMutation, { data, loading, error }] = useRemoveLinkedRoleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveLinkedRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveLinkedRoleMutation, RemoveLinkedRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveLinkedRoleMutation, RemoveLinkedRoleMutationVariables>(RemoveLinkedRoleDocument, options);
      }
export type RemoveLinkedRoleMutationHookResult = ReturnType<typeof useRemoveLinkedRoleMutation>;
export type RemoveLinkedRoleMutationResult = ApolloReactCommon.MutationResult<RemoveLinkedRoleMutation>;
export const SecurityRolesDocument = gql`
    query SecurityRoles {
  securityRoles {
    ...SecurityRoleFields
  }
}
    ${SecurityRoleFieldsFragmentDoc}`;

/**
 * __useSecurityRolesQuery__
 *
 * To run a query within a React component, call `useSecurityRolesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSecurityRolesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSecurityRolesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSecurityRolesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SecurityRolesQuery, SecurityRolesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SecurityRolesQuery, SecurityRolesQueryVariables>(SecurityRolesDocument, options);
      }
export function useSecurityRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SecurityRolesQuery, SecurityRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SecurityRolesQuery, SecurityRolesQueryVariables>(SecurityRolesDocument, options);
        }
// @ts-ignore
export function useSecurityRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SecurityRolesQuery, SecurityRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SecurityRolesQuery, SecurityRolesQueryVariables>;
export function useSecurityRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SecurityRolesQuery, SecurityRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SecurityRolesQuery | undefined, SecurityRolesQueryVariables>;
export function useSecurityRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SecurityRolesQuery, SecurityRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SecurityRolesQuery, SecurityRolesQueryVariables>(SecurityRolesDocument, options);
        }
export type SecurityRolesQueryHookResult = ReturnType<typeof useSecurityRolesQuery>;
export type SecurityRolesLazyQueryHookResult = ReturnType<typeof useSecurityRolesLazyQuery>;
export type SecurityRolesSuspenseQueryHookResult = ReturnType<typeof useSecurityRolesSuspenseQuery>;
export type SecurityRolesQueryResult = ApolloReactCommon.QueryResult<SecurityRolesQuery, SecurityRolesQueryVariables>;
export const AddSecurityRoleDocument = gql`
    mutation AddSecurityRole($name: String!) {
  addSecurityRole(name: $name) {
    roleId
  }
}
    `;

/**
 * __useAddSecurityRoleMutation__
 *
 * To run a mutation, you first call `useAddSecurityRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddSecurityRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addSecurityRoleMutation, { data, loading, error }] = useAddSecurityRoleMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useAddSecurityRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddSecurityRoleMutation, AddSecurityRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddSecurityRoleMutation, AddSecurityRoleMutationVariables>(AddSecurityRoleDocument, options);
      }
export type AddSecurityRoleMutationHookResult = ReturnType<typeof useAddSecurityRoleMutation>;
export type AddSecurityRoleMutationResult = ApolloReactCommon.MutationResult<AddSecurityRoleMutation>;
export const RenameSecurityRoleDocument = gql`
    mutation RenameSecurityRole($roleId: Int!, $name: String!) {
  renameSecurityRole(roleId: $roleId, name: $name) {
    roleId
  }
}
    `;

/**
 * __useRenameSecurityRoleMutation__
 *
 * To run a mutation, you first call `useRenameSecurityRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameSecurityRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameSecurityRoleMutation, { data, loading, error }] = useRenameSecurityRoleMutation({
 *   variables: {
 *      roleId: // value for 'roleId'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useRenameSecurityRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenameSecurityRoleMutation, RenameSecurityRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenameSecurityRoleMutation, RenameSecurityRoleMutationVariables>(RenameSecurityRoleDocument, options);
      }
export type RenameSecurityRoleMutationHookResult = ReturnType<typeof useRenameSecurityRoleMutation>;
export type RenameSecurityRoleMutationResult = ApolloReactCommon.MutationResult<RenameSecurityRoleMutation>;
export const DuplicateSecurityRoleDocument = gql`
    mutation DuplicateSecurityRole($roleId: Int!, $name: String) {
  duplicateSecurityRole(roleId: $roleId, name: $name) {
    roleId
  }
}
    `;

/**
 * __useDuplicateSecurityRoleMutation__
 *
 * To run a mutation, you first call `useDuplicateSecurityRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateSecurityRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateSecurityRoleMutation, { data, loading, error }] = useDuplicateSecurityRoleMutation({
 *   variables: {
 *      roleId: // value for 'roleId'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useDuplicateSecurityRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DuplicateSecurityRoleMutation, DuplicateSecurityRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DuplicateSecurityRoleMutation, DuplicateSecurityRoleMutationVariables>(DuplicateSecurityRoleDocument, options);
      }
export type DuplicateSecurityRoleMutationHookResult = ReturnType<typeof useDuplicateSecurityRoleMutation>;
export type DuplicateSecurityRoleMutationResult = ApolloReactCommon.MutationResult<DuplicateSecurityRoleMutation>;
export const RemoveSecurityRoleDocument = gql`
    mutation RemoveSecurityRole($roleId: Int!) {
  removeSecurityRole(roleId: $roleId) {
    removed
    message
  }
}
    `;

/**
 * __useRemoveSecurityRoleMutation__
 *
 * To run a mutation, you first call `useRemoveSecurityRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveSecurityRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeSecurityRoleMutation, { data, loading, error }] = useRemoveSecurityRoleMutation({
 *   variables: {
 *      roleId: // value for 'roleId'
 *   },
 * });
 */
export function useRemoveSecurityRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveSecurityRoleMutation, RemoveSecurityRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveSecurityRoleMutation, RemoveSecurityRoleMutationVariables>(RemoveSecurityRoleDocument, options);
      }
export type RemoveSecurityRoleMutationHookResult = ReturnType<typeof useRemoveSecurityRoleMutation>;
export type RemoveSecurityRoleMutationResult = ApolloReactCommon.MutationResult<RemoveSecurityRoleMutation>;
export const SaveSecurityRolePermissionsDocument = gql`
    mutation SaveSecurityRolePermissions($roleId: Int!, $permissions: [SecurityPermissionInput!]!) {
  saveSecurityRolePermissions(roleId: $roleId, permissions: $permissions) {
    ...SecurityRoleFields
  }
}
    ${SecurityRoleFieldsFragmentDoc}`;

/**
 * __useSaveSecurityRolePermissionsMutation__
 *
 * To run a mutation, you first call `useSaveSecurityRolePermissionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveSecurityRolePermissionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveSecurityRolePermissionsMutation, { data, loading, error }] = useSaveSecurityRolePermissionsMutation({
 *   variables: {
 *      roleId: // value for 'roleId'
 *      permissions: // value for 'permissions'
 *   },
 * });
 */
export function useSaveSecurityRolePermissionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveSecurityRolePermissionsMutation, SaveSecurityRolePermissionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveSecurityRolePermissionsMutation, SaveSecurityRolePermissionsMutationVariables>(SaveSecurityRolePermissionsDocument, options);
      }
export type SaveSecurityRolePermissionsMutationHookResult = ReturnType<typeof useSaveSecurityRolePermissionsMutation>;
export type SaveSecurityRolePermissionsMutationResult = ApolloReactCommon.MutationResult<SaveSecurityRolePermissionsMutation>;
export const SettingsUserRolesDocument = gql`
    query SettingsUserRoles {
  settingsUserRoles {
    roleId
    roleName
  }
}
    `;

/**
 * __useSettingsUserRolesQuery__
 *
 * To run a query within a React component, call `useSettingsUserRolesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsUserRolesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsUserRolesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsUserRolesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>(SettingsUserRolesDocument, options);
      }
export function useSettingsUserRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>(SettingsUserRolesDocument, options);
        }
// @ts-ignore
export function useSettingsUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>;
export function useSettingsUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserRolesQuery | undefined, SettingsUserRolesQueryVariables>;
export function useSettingsUserRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>(SettingsUserRolesDocument, options);
        }
export type SettingsUserRolesQueryHookResult = ReturnType<typeof useSettingsUserRolesQuery>;
export type SettingsUserRolesLazyQueryHookResult = ReturnType<typeof useSettingsUserRolesLazyQuery>;
export type SettingsUserRolesSuspenseQueryHookResult = ReturnType<typeof useSettingsUserRolesSuspenseQuery>;
export type SettingsUserRolesQueryResult = ApolloReactCommon.QueryResult<SettingsUserRolesQuery, SettingsUserRolesQueryVariables>;
export const ResendInvitationDocument = gql`
    mutation ResendInvitation($userId: Int!) {
  resendInvitation(userId: $userId) {
    message
  }
}
    `;

/**
 * __useResendInvitationMutation__
 *
 * To run a mutation, you first call `useResendInvitationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendInvitationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendInvitationMutation, { data, loading, error }] = useResendInvitationMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useResendInvitationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendInvitationMutation, ResendInvitationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendInvitationMutation, ResendInvitationMutationVariables>(ResendInvitationDocument, options);
      }
export type ResendInvitationMutationHookResult = ReturnType<typeof useResendInvitationMutation>;
export type ResendInvitationMutationResult = ApolloReactCommon.MutationResult<ResendInvitationMutation>;
export const AdminSitesDocument = gql`
    query AdminSites($kind: AdminSiteKind!) {
  adminSites(kind: $kind) {
    label
    url
  }
}
    `;

/**
 * __useAdminSitesQuery__
 *
 * To run a query within a React component, call `useAdminSitesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSitesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSitesQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useAdminSitesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminSitesQuery, AdminSitesQueryVariables> & ({ variables: AdminSitesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSitesQuery, AdminSitesQueryVariables>(AdminSitesDocument, options);
      }
export function useAdminSitesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSitesQuery, AdminSitesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSitesQuery, AdminSitesQueryVariables>(AdminSitesDocument, options);
        }
// @ts-ignore
export function useAdminSitesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSitesQuery, AdminSitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSitesQuery, AdminSitesQueryVariables>;
export function useAdminSitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSitesQuery, AdminSitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSitesQuery | undefined, AdminSitesQueryVariables>;
export function useAdminSitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSitesQuery, AdminSitesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSitesQuery, AdminSitesQueryVariables>(AdminSitesDocument, options);
        }
export type AdminSitesQueryHookResult = ReturnType<typeof useAdminSitesQuery>;
export type AdminSitesLazyQueryHookResult = ReturnType<typeof useAdminSitesLazyQuery>;
export type AdminSitesSuspenseQueryHookResult = ReturnType<typeof useAdminSitesSuspenseQuery>;
export type AdminSitesQueryResult = ApolloReactCommon.QueryResult<AdminSitesQuery, AdminSitesQueryVariables>;
export const LogVisitDocument = gql`
    mutation LogVisit($eventName: String!) {
  logVisit(eventName: $eventName)
}
    `;

/**
 * __useLogVisitMutation__
 *
 * To run a mutation, you first call `useLogVisitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogVisitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logVisitMutation, { data, loading, error }] = useLogVisitMutation({
 *   variables: {
 *      eventName: // value for 'eventName'
 *   },
 * });
 */
export function useLogVisitMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogVisitMutation, LogVisitMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogVisitMutation, LogVisitMutationVariables>(LogVisitDocument, options);
      }
export type LogVisitMutationHookResult = ReturnType<typeof useLogVisitMutation>;
export type LogVisitMutationResult = ApolloReactCommon.MutationResult<LogVisitMutation>;
export const CatalogueTaxRatesDocument = gql`
    query CatalogueTaxRates($page: Int!, $rowsPerPage: Int!, $search: String, $sort: TaxRateSort, $order: SortOrder, $taxTypeId: Int, $locationId: Int) {
  taxRates(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    taxTypeId: $taxTypeId
    locationId: $locationId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...TaxRateRow
    }
  }
}
    ${TaxRateRowFragmentDoc}`;

/**
 * __useCatalogueTaxRatesQuery__
 *
 * To run a query within a React component, call `useCatalogueTaxRatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueTaxRatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueTaxRatesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      taxTypeId: // value for 'taxTypeId'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useCatalogueTaxRatesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables> & ({ variables: CatalogueTaxRatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>(CatalogueTaxRatesDocument, options);
      }
export function useCatalogueTaxRatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>(CatalogueTaxRatesDocument, options);
        }
// @ts-ignore
export function useCatalogueTaxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>;
export function useCatalogueTaxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueTaxRatesQuery | undefined, CatalogueTaxRatesQueryVariables>;
export function useCatalogueTaxRatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>(CatalogueTaxRatesDocument, options);
        }
export type CatalogueTaxRatesQueryHookResult = ReturnType<typeof useCatalogueTaxRatesQuery>;
export type CatalogueTaxRatesLazyQueryHookResult = ReturnType<typeof useCatalogueTaxRatesLazyQuery>;
export type CatalogueTaxRatesSuspenseQueryHookResult = ReturnType<typeof useCatalogueTaxRatesSuspenseQuery>;
export type CatalogueTaxRatesQueryResult = ApolloReactCommon.QueryResult<CatalogueTaxRatesQuery, CatalogueTaxRatesQueryVariables>;
export const CatalogueTaxRateDocument = gql`
    query CatalogueTaxRate($id: Int!) {
  taxRate(id: $id) {
    ...TaxRateRow
  }
}
    ${TaxRateRowFragmentDoc}`;

/**
 * __useCatalogueTaxRateQuery__
 *
 * To run a query within a React component, call `useCatalogueTaxRateQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueTaxRateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueTaxRateQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueTaxRateQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables> & ({ variables: CatalogueTaxRateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>(CatalogueTaxRateDocument, options);
      }
export function useCatalogueTaxRateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>(CatalogueTaxRateDocument, options);
        }
// @ts-ignore
export function useCatalogueTaxRateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>;
export function useCatalogueTaxRateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueTaxRateQuery | undefined, CatalogueTaxRateQueryVariables>;
export function useCatalogueTaxRateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>(CatalogueTaxRateDocument, options);
        }
export type CatalogueTaxRateQueryHookResult = ReturnType<typeof useCatalogueTaxRateQuery>;
export type CatalogueTaxRateLazyQueryHookResult = ReturnType<typeof useCatalogueTaxRateLazyQuery>;
export type CatalogueTaxRateSuspenseQueryHookResult = ReturnType<typeof useCatalogueTaxRateSuspenseQuery>;
export type CatalogueTaxRateQueryResult = ApolloReactCommon.QueryResult<CatalogueTaxRateQuery, CatalogueTaxRateQueryVariables>;
export const CreateTaxRateDocument = gql`
    mutation CreateTaxRate($input: TaxRateInput!) {
  createTaxRate(input: $input) {
    ...TaxRateRow
  }
}
    ${TaxRateRowFragmentDoc}`;

/**
 * __useCreateTaxRateMutation__
 *
 * To run a mutation, you first call `useCreateTaxRateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTaxRateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTaxRateMutation, { data, loading, error }] = useCreateTaxRateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateTaxRateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateTaxRateMutation, CreateTaxRateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateTaxRateMutation, CreateTaxRateMutationVariables>(CreateTaxRateDocument, options);
      }
export type CreateTaxRateMutationHookResult = ReturnType<typeof useCreateTaxRateMutation>;
export type CreateTaxRateMutationResult = ApolloReactCommon.MutationResult<CreateTaxRateMutation>;
export const UpdateTaxRateDocument = gql`
    mutation UpdateTaxRate($id: Int!, $version: Int!, $input: TaxRateInput!) {
  updateTaxRate(id: $id, version: $version, input: $input) {
    ...TaxRateRow
  }
}
    ${TaxRateRowFragmentDoc}`;

/**
 * __useUpdateTaxRateMutation__
 *
 * To run a mutation, you first call `useUpdateTaxRateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateTaxRateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateTaxRateMutation, { data, loading, error }] = useUpdateTaxRateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateTaxRateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateTaxRateMutation, UpdateTaxRateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateTaxRateMutation, UpdateTaxRateMutationVariables>(UpdateTaxRateDocument, options);
      }
export type UpdateTaxRateMutationHookResult = ReturnType<typeof useUpdateTaxRateMutation>;
export type UpdateTaxRateMutationResult = ApolloReactCommon.MutationResult<UpdateTaxRateMutation>;
export const DeleteTaxRatesDocument = gql`
    mutation DeleteTaxRates($ids: [Int!]!, $versions: [Int!]) {
  deleteTaxRates(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteTaxRatesMutation__
 *
 * To run a mutation, you first call `useDeleteTaxRatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTaxRatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTaxRatesMutation, { data, loading, error }] = useDeleteTaxRatesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteTaxRatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteTaxRatesMutation, DeleteTaxRatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteTaxRatesMutation, DeleteTaxRatesMutationVariables>(DeleteTaxRatesDocument, options);
      }
export type DeleteTaxRatesMutationHookResult = ReturnType<typeof useDeleteTaxRatesMutation>;
export type DeleteTaxRatesMutationResult = ApolloReactCommon.MutationResult<DeleteTaxRatesMutation>;
export const CatalogueRevenueClassesDocument = gql`
    query CatalogueRevenueClasses($page: Int!, $rowsPerPage: Int!, $search: String, $sort: RevenueClassSort, $order: SortOrder, $typeId: Int) {
  revenueClasses(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    typeId: $typeId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...RevenueClassRow
    }
  }
}
    ${RevenueClassRowFragmentDoc}`;

/**
 * __useCatalogueRevenueClassesQuery__
 *
 * To run a query within a React component, call `useCatalogueRevenueClassesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueRevenueClassesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueRevenueClassesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      typeId: // value for 'typeId'
 *   },
 * });
 */
export function useCatalogueRevenueClassesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables> & ({ variables: CatalogueRevenueClassesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>(CatalogueRevenueClassesDocument, options);
      }
export function useCatalogueRevenueClassesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>(CatalogueRevenueClassesDocument, options);
        }
// @ts-ignore
export function useCatalogueRevenueClassesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>;
export function useCatalogueRevenueClassesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueRevenueClassesQuery | undefined, CatalogueRevenueClassesQueryVariables>;
export function useCatalogueRevenueClassesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>(CatalogueRevenueClassesDocument, options);
        }
export type CatalogueRevenueClassesQueryHookResult = ReturnType<typeof useCatalogueRevenueClassesQuery>;
export type CatalogueRevenueClassesLazyQueryHookResult = ReturnType<typeof useCatalogueRevenueClassesLazyQuery>;
export type CatalogueRevenueClassesSuspenseQueryHookResult = ReturnType<typeof useCatalogueRevenueClassesSuspenseQuery>;
export type CatalogueRevenueClassesQueryResult = ApolloReactCommon.QueryResult<CatalogueRevenueClassesQuery, CatalogueRevenueClassesQueryVariables>;
export const CatalogueRevenueClassDocument = gql`
    query CatalogueRevenueClass($id: Int!) {
  revenueClass(id: $id) {
    ...RevenueClassRow
  }
}
    ${RevenueClassRowFragmentDoc}`;

/**
 * __useCatalogueRevenueClassQuery__
 *
 * To run a query within a React component, call `useCatalogueRevenueClassQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueRevenueClassQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueRevenueClassQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueRevenueClassQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables> & ({ variables: CatalogueRevenueClassQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>(CatalogueRevenueClassDocument, options);
      }
export function useCatalogueRevenueClassLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>(CatalogueRevenueClassDocument, options);
        }
// @ts-ignore
export function useCatalogueRevenueClassSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>;
export function useCatalogueRevenueClassSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueRevenueClassQuery | undefined, CatalogueRevenueClassQueryVariables>;
export function useCatalogueRevenueClassSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>(CatalogueRevenueClassDocument, options);
        }
export type CatalogueRevenueClassQueryHookResult = ReturnType<typeof useCatalogueRevenueClassQuery>;
export type CatalogueRevenueClassLazyQueryHookResult = ReturnType<typeof useCatalogueRevenueClassLazyQuery>;
export type CatalogueRevenueClassSuspenseQueryHookResult = ReturnType<typeof useCatalogueRevenueClassSuspenseQuery>;
export type CatalogueRevenueClassQueryResult = ApolloReactCommon.QueryResult<CatalogueRevenueClassQuery, CatalogueRevenueClassQueryVariables>;
export const CreateRevenueClassDocument = gql`
    mutation CreateRevenueClass($input: RevenueClassInput!) {
  createRevenueClass(input: $input) {
    ...RevenueClassRow
  }
}
    ${RevenueClassRowFragmentDoc}`;

/**
 * __useCreateRevenueClassMutation__
 *
 * To run a mutation, you first call `useCreateRevenueClassMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRevenueClassMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRevenueClassMutation, { data, loading, error }] = useCreateRevenueClassMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRevenueClassMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRevenueClassMutation, CreateRevenueClassMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRevenueClassMutation, CreateRevenueClassMutationVariables>(CreateRevenueClassDocument, options);
      }
export type CreateRevenueClassMutationHookResult = ReturnType<typeof useCreateRevenueClassMutation>;
export type CreateRevenueClassMutationResult = ApolloReactCommon.MutationResult<CreateRevenueClassMutation>;
export const UpdateRevenueClassDocument = gql`
    mutation UpdateRevenueClass($id: Int!, $version: Int!, $input: RevenueClassInput!) {
  updateRevenueClass(id: $id, version: $version, input: $input) {
    ...RevenueClassRow
  }
}
    ${RevenueClassRowFragmentDoc}`;

/**
 * __useUpdateRevenueClassMutation__
 *
 * To run a mutation, you first call `useUpdateRevenueClassMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRevenueClassMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRevenueClassMutation, { data, loading, error }] = useUpdateRevenueClassMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRevenueClassMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRevenueClassMutation, UpdateRevenueClassMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRevenueClassMutation, UpdateRevenueClassMutationVariables>(UpdateRevenueClassDocument, options);
      }
export type UpdateRevenueClassMutationHookResult = ReturnType<typeof useUpdateRevenueClassMutation>;
export type UpdateRevenueClassMutationResult = ApolloReactCommon.MutationResult<UpdateRevenueClassMutation>;
export const DeleteRevenueClassesDocument = gql`
    mutation DeleteRevenueClasses($ids: [Int!]!, $versions: [Int!]) {
  deleteRevenueClasses(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteRevenueClassesMutation__
 *
 * To run a mutation, you first call `useDeleteRevenueClassesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRevenueClassesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRevenueClassesMutation, { data, loading, error }] = useDeleteRevenueClassesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteRevenueClassesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRevenueClassesMutation, DeleteRevenueClassesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRevenueClassesMutation, DeleteRevenueClassesMutationVariables>(DeleteRevenueClassesDocument, options);
      }
export type DeleteRevenueClassesMutationHookResult = ReturnType<typeof useDeleteRevenueClassesMutation>;
export type DeleteRevenueClassesMutationResult = ApolloReactCommon.MutationResult<DeleteRevenueClassesMutation>;
export const CatalogueProductCategoriesDocument = gql`
    query CatalogueProductCategories($page: Int!, $rowsPerPage: Int!, $search: String, $sort: ProductCategorySort, $order: SortOrder, $locationId: Int) {
  productCategories(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    locationId: $locationId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...ProductCategoryRow
    }
  }
}
    ${ProductCategoryRowFragmentDoc}`;

/**
 * __useCatalogueProductCategoriesQuery__
 *
 * To run a query within a React component, call `useCatalogueProductCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueProductCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueProductCategoriesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useCatalogueProductCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables> & ({ variables: CatalogueProductCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>(CatalogueProductCategoriesDocument, options);
      }
export function useCatalogueProductCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>(CatalogueProductCategoriesDocument, options);
        }
// @ts-ignore
export function useCatalogueProductCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>;
export function useCatalogueProductCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductCategoriesQuery | undefined, CatalogueProductCategoriesQueryVariables>;
export function useCatalogueProductCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>(CatalogueProductCategoriesDocument, options);
        }
export type CatalogueProductCategoriesQueryHookResult = ReturnType<typeof useCatalogueProductCategoriesQuery>;
export type CatalogueProductCategoriesLazyQueryHookResult = ReturnType<typeof useCatalogueProductCategoriesLazyQuery>;
export type CatalogueProductCategoriesSuspenseQueryHookResult = ReturnType<typeof useCatalogueProductCategoriesSuspenseQuery>;
export type CatalogueProductCategoriesQueryResult = ApolloReactCommon.QueryResult<CatalogueProductCategoriesQuery, CatalogueProductCategoriesQueryVariables>;
export const CatalogueProductCategoryDocument = gql`
    query CatalogueProductCategory($id: Int!) {
  productCategory(id: $id) {
    ...ProductCategoryRow
  }
}
    ${ProductCategoryRowFragmentDoc}`;

/**
 * __useCatalogueProductCategoryQuery__
 *
 * To run a query within a React component, call `useCatalogueProductCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueProductCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueProductCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueProductCategoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables> & ({ variables: CatalogueProductCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>(CatalogueProductCategoryDocument, options);
      }
export function useCatalogueProductCategoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>(CatalogueProductCategoryDocument, options);
        }
// @ts-ignore
export function useCatalogueProductCategorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>;
export function useCatalogueProductCategorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductCategoryQuery | undefined, CatalogueProductCategoryQueryVariables>;
export function useCatalogueProductCategorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>(CatalogueProductCategoryDocument, options);
        }
export type CatalogueProductCategoryQueryHookResult = ReturnType<typeof useCatalogueProductCategoryQuery>;
export type CatalogueProductCategoryLazyQueryHookResult = ReturnType<typeof useCatalogueProductCategoryLazyQuery>;
export type CatalogueProductCategorySuspenseQueryHookResult = ReturnType<typeof useCatalogueProductCategorySuspenseQuery>;
export type CatalogueProductCategoryQueryResult = ApolloReactCommon.QueryResult<CatalogueProductCategoryQuery, CatalogueProductCategoryQueryVariables>;
export const CreateProductCategoryDocument = gql`
    mutation CreateProductCategory($input: ProductCategoryInput!) {
  createProductCategory(input: $input) {
    ...ProductCategoryRow
  }
}
    ${ProductCategoryRowFragmentDoc}`;

/**
 * __useCreateProductCategoryMutation__
 *
 * To run a mutation, you first call `useCreateProductCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductCategoryMutation, { data, loading, error }] = useCreateProductCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>(CreateProductCategoryDocument, options);
      }
export type CreateProductCategoryMutationHookResult = ReturnType<typeof useCreateProductCategoryMutation>;
export type CreateProductCategoryMutationResult = ApolloReactCommon.MutationResult<CreateProductCategoryMutation>;
export const UpdateProductCategoryDocument = gql`
    mutation UpdateProductCategory($id: Int!, $version: Int!, $input: ProductCategoryInput!) {
  updateProductCategory(id: $id, version: $version, input: $input) {
    ...ProductCategoryRow
  }
}
    ${ProductCategoryRowFragmentDoc}`;

/**
 * __useUpdateProductCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateProductCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductCategoryMutation, { data, loading, error }] = useUpdateProductCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductCategoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProductCategoryMutation, UpdateProductCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProductCategoryMutation, UpdateProductCategoryMutationVariables>(UpdateProductCategoryDocument, options);
      }
export type UpdateProductCategoryMutationHookResult = ReturnType<typeof useUpdateProductCategoryMutation>;
export type UpdateProductCategoryMutationResult = ApolloReactCommon.MutationResult<UpdateProductCategoryMutation>;
export const DeleteProductCategoriesDocument = gql`
    mutation DeleteProductCategories($ids: [Int!]!, $versions: [Int!]) {
  deleteProductCategories(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteProductCategoriesMutation__
 *
 * To run a mutation, you first call `useDeleteProductCategoriesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductCategoriesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductCategoriesMutation, { data, loading, error }] = useDeleteProductCategoriesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteProductCategoriesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductCategoriesMutation, DeleteProductCategoriesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProductCategoriesMutation, DeleteProductCategoriesMutationVariables>(DeleteProductCategoriesDocument, options);
      }
export type DeleteProductCategoriesMutationHookResult = ReturnType<typeof useDeleteProductCategoriesMutation>;
export type DeleteProductCategoriesMutationResult = ApolloReactCommon.MutationResult<DeleteProductCategoriesMutation>;
export const CatalogueCreditTypesDocument = gql`
    query CatalogueCreditTypes($page: Int!, $rowsPerPage: Int!, $search: String, $sort: CreditTypeSort, $order: SortOrder) {
  creditTypes(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
  ) {
    total
    page
    rowsPerPage
    rows {
      ...CreditTypeRow
    }
  }
}
    ${CreditTypeRowFragmentDoc}`;

/**
 * __useCatalogueCreditTypesQuery__
 *
 * To run a query within a React component, call `useCatalogueCreditTypesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueCreditTypesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueCreditTypesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *   },
 * });
 */
export function useCatalogueCreditTypesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables> & ({ variables: CatalogueCreditTypesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>(CatalogueCreditTypesDocument, options);
      }
export function useCatalogueCreditTypesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>(CatalogueCreditTypesDocument, options);
        }
// @ts-ignore
export function useCatalogueCreditTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>;
export function useCatalogueCreditTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueCreditTypesQuery | undefined, CatalogueCreditTypesQueryVariables>;
export function useCatalogueCreditTypesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>(CatalogueCreditTypesDocument, options);
        }
export type CatalogueCreditTypesQueryHookResult = ReturnType<typeof useCatalogueCreditTypesQuery>;
export type CatalogueCreditTypesLazyQueryHookResult = ReturnType<typeof useCatalogueCreditTypesLazyQuery>;
export type CatalogueCreditTypesSuspenseQueryHookResult = ReturnType<typeof useCatalogueCreditTypesSuspenseQuery>;
export type CatalogueCreditTypesQueryResult = ApolloReactCommon.QueryResult<CatalogueCreditTypesQuery, CatalogueCreditTypesQueryVariables>;
export const CatalogueCreditTypeDocument = gql`
    query CatalogueCreditType($id: Int!) {
  creditType(id: $id) {
    ...CreditTypeRow
  }
}
    ${CreditTypeRowFragmentDoc}`;

/**
 * __useCatalogueCreditTypeQuery__
 *
 * To run a query within a React component, call `useCatalogueCreditTypeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueCreditTypeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueCreditTypeQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueCreditTypeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables> & ({ variables: CatalogueCreditTypeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>(CatalogueCreditTypeDocument, options);
      }
export function useCatalogueCreditTypeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>(CatalogueCreditTypeDocument, options);
        }
// @ts-ignore
export function useCatalogueCreditTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>;
export function useCatalogueCreditTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueCreditTypeQuery | undefined, CatalogueCreditTypeQueryVariables>;
export function useCatalogueCreditTypeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>(CatalogueCreditTypeDocument, options);
        }
export type CatalogueCreditTypeQueryHookResult = ReturnType<typeof useCatalogueCreditTypeQuery>;
export type CatalogueCreditTypeLazyQueryHookResult = ReturnType<typeof useCatalogueCreditTypeLazyQuery>;
export type CatalogueCreditTypeSuspenseQueryHookResult = ReturnType<typeof useCatalogueCreditTypeSuspenseQuery>;
export type CatalogueCreditTypeQueryResult = ApolloReactCommon.QueryResult<CatalogueCreditTypeQuery, CatalogueCreditTypeQueryVariables>;
export const CreateCreditTypeDocument = gql`
    mutation CreateCreditType($input: CreditTypeInput!) {
  createCreditType(input: $input) {
    ...CreditTypeRow
  }
}
    ${CreditTypeRowFragmentDoc}`;

/**
 * __useCreateCreditTypeMutation__
 *
 * To run a mutation, you first call `useCreateCreditTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCreditTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCreditTypeMutation, { data, loading, error }] = useCreateCreditTypeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCreditTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCreditTypeMutation, CreateCreditTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCreditTypeMutation, CreateCreditTypeMutationVariables>(CreateCreditTypeDocument, options);
      }
export type CreateCreditTypeMutationHookResult = ReturnType<typeof useCreateCreditTypeMutation>;
export type CreateCreditTypeMutationResult = ApolloReactCommon.MutationResult<CreateCreditTypeMutation>;
export const UpdateCreditTypeDocument = gql`
    mutation UpdateCreditType($id: Int!, $version: Int!, $input: CreditTypeInput!) {
  updateCreditType(id: $id, version: $version, input: $input) {
    ...CreditTypeRow
  }
}
    ${CreditTypeRowFragmentDoc}`;

/**
 * __useUpdateCreditTypeMutation__
 *
 * To run a mutation, you first call `useUpdateCreditTypeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCreditTypeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCreditTypeMutation, { data, loading, error }] = useUpdateCreditTypeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCreditTypeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCreditTypeMutation, UpdateCreditTypeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCreditTypeMutation, UpdateCreditTypeMutationVariables>(UpdateCreditTypeDocument, options);
      }
export type UpdateCreditTypeMutationHookResult = ReturnType<typeof useUpdateCreditTypeMutation>;
export type UpdateCreditTypeMutationResult = ApolloReactCommon.MutationResult<UpdateCreditTypeMutation>;
export const DeleteCreditTypesDocument = gql`
    mutation DeleteCreditTypes($ids: [Int!]!, $versions: [Int!]) {
  deleteCreditTypes(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteCreditTypesMutation__
 *
 * To run a mutation, you first call `useDeleteCreditTypesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCreditTypesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCreditTypesMutation, { data, loading, error }] = useDeleteCreditTypesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteCreditTypesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCreditTypesMutation, DeleteCreditTypesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCreditTypesMutation, DeleteCreditTypesMutationVariables>(DeleteCreditTypesDocument, options);
      }
export type DeleteCreditTypesMutationHookResult = ReturnType<typeof useDeleteCreditTypesMutation>;
export type DeleteCreditTypesMutationResult = ApolloReactCommon.MutationResult<DeleteCreditTypesMutation>;
export const CatalogueMembershipsDocument = gql`
    query CatalogueMemberships($page: Int!, $rowsPerPage: Int!, $search: String, $sort: MembershipSort, $order: SortOrder, $locationId: Int) {
  memberships(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    locationId: $locationId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...MembershipRow
    }
  }
}
    ${MembershipRowFragmentDoc}`;

/**
 * __useCatalogueMembershipsQuery__
 *
 * To run a query within a React component, call `useCatalogueMembershipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueMembershipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueMembershipsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useCatalogueMembershipsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables> & ({ variables: CatalogueMembershipsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>(CatalogueMembershipsDocument, options);
      }
export function useCatalogueMembershipsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>(CatalogueMembershipsDocument, options);
        }
// @ts-ignore
export function useCatalogueMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>;
export function useCatalogueMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueMembershipsQuery | undefined, CatalogueMembershipsQueryVariables>;
export function useCatalogueMembershipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>(CatalogueMembershipsDocument, options);
        }
export type CatalogueMembershipsQueryHookResult = ReturnType<typeof useCatalogueMembershipsQuery>;
export type CatalogueMembershipsLazyQueryHookResult = ReturnType<typeof useCatalogueMembershipsLazyQuery>;
export type CatalogueMembershipsSuspenseQueryHookResult = ReturnType<typeof useCatalogueMembershipsSuspenseQuery>;
export type CatalogueMembershipsQueryResult = ApolloReactCommon.QueryResult<CatalogueMembershipsQuery, CatalogueMembershipsQueryVariables>;
export const CatalogueMembershipDocument = gql`
    query CatalogueMembership($id: Int!) {
  membership(id: $id) {
    ...MembershipRow
  }
}
    ${MembershipRowFragmentDoc}`;

/**
 * __useCatalogueMembershipQuery__
 *
 * To run a query within a React component, call `useCatalogueMembershipQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueMembershipQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueMembershipQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueMembershipQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueMembershipQuery, CatalogueMembershipQueryVariables> & ({ variables: CatalogueMembershipQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>(CatalogueMembershipDocument, options);
      }
export function useCatalogueMembershipLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>(CatalogueMembershipDocument, options);
        }
// @ts-ignore
export function useCatalogueMembershipSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>;
export function useCatalogueMembershipSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueMembershipQuery | undefined, CatalogueMembershipQueryVariables>;
export function useCatalogueMembershipSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>(CatalogueMembershipDocument, options);
        }
export type CatalogueMembershipQueryHookResult = ReturnType<typeof useCatalogueMembershipQuery>;
export type CatalogueMembershipLazyQueryHookResult = ReturnType<typeof useCatalogueMembershipLazyQuery>;
export type CatalogueMembershipSuspenseQueryHookResult = ReturnType<typeof useCatalogueMembershipSuspenseQuery>;
export type CatalogueMembershipQueryResult = ApolloReactCommon.QueryResult<CatalogueMembershipQuery, CatalogueMembershipQueryVariables>;
export const CreateMembershipDocument = gql`
    mutation CreateMembership($input: MembershipInput!) {
  createMembership(input: $input) {
    ...MembershipRow
  }
}
    ${MembershipRowFragmentDoc}`;

/**
 * __useCreateMembershipMutation__
 *
 * To run a mutation, you first call `useCreateMembershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMembershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMembershipMutation, { data, loading, error }] = useCreateMembershipMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMembershipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMembershipMutation, CreateMembershipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMembershipMutation, CreateMembershipMutationVariables>(CreateMembershipDocument, options);
      }
export type CreateMembershipMutationHookResult = ReturnType<typeof useCreateMembershipMutation>;
export type CreateMembershipMutationResult = ApolloReactCommon.MutationResult<CreateMembershipMutation>;
export const UpdateMembershipDocument = gql`
    mutation UpdateMembership($id: Int!, $version: Int!, $input: MembershipInput!) {
  updateMembership(id: $id, version: $version, input: $input) {
    ...MembershipRow
  }
}
    ${MembershipRowFragmentDoc}`;

/**
 * __useUpdateMembershipMutation__
 *
 * To run a mutation, you first call `useUpdateMembershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMembershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMembershipMutation, { data, loading, error }] = useUpdateMembershipMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMembershipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMembershipMutation, UpdateMembershipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMembershipMutation, UpdateMembershipMutationVariables>(UpdateMembershipDocument, options);
      }
export type UpdateMembershipMutationHookResult = ReturnType<typeof useUpdateMembershipMutation>;
export type UpdateMembershipMutationResult = ApolloReactCommon.MutationResult<UpdateMembershipMutation>;
export const DeleteMembershipsDocument = gql`
    mutation DeleteMemberships($ids: [Int!]!, $versions: [Int!]) {
  deleteMemberships(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteMembershipsMutation__
 *
 * To run a mutation, you first call `useDeleteMembershipsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMembershipsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMembershipsMutation, { data, loading, error }] = useDeleteMembershipsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteMembershipsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMembershipsMutation, DeleteMembershipsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMembershipsMutation, DeleteMembershipsMutationVariables>(DeleteMembershipsDocument, options);
      }
export type DeleteMembershipsMutationHookResult = ReturnType<typeof useDeleteMembershipsMutation>;
export type DeleteMembershipsMutationResult = ApolloReactCommon.MutationResult<DeleteMembershipsMutation>;
export const CatalogueDiscountsDocument = gql`
    query CatalogueDiscounts($page: Int!, $rowsPerPage: Int!, $search: String, $sort: DiscountSort, $order: SortOrder, $typeId: Int, $enabled: Boolean, $revenueClassId: Int) {
  discounts(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    typeId: $typeId
    enabled: $enabled
    revenueClassId: $revenueClassId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...DiscountRow
    }
  }
}
    ${DiscountRowFragmentDoc}`;

/**
 * __useCatalogueDiscountsQuery__
 *
 * To run a query within a React component, call `useCatalogueDiscountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueDiscountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueDiscountsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      typeId: // value for 'typeId'
 *      enabled: // value for 'enabled'
 *      revenueClassId: // value for 'revenueClassId'
 *   },
 * });
 */
export function useCatalogueDiscountsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables> & ({ variables: CatalogueDiscountsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>(CatalogueDiscountsDocument, options);
      }
export function useCatalogueDiscountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>(CatalogueDiscountsDocument, options);
        }
// @ts-ignore
export function useCatalogueDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>;
export function useCatalogueDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueDiscountsQuery | undefined, CatalogueDiscountsQueryVariables>;
export function useCatalogueDiscountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>(CatalogueDiscountsDocument, options);
        }
export type CatalogueDiscountsQueryHookResult = ReturnType<typeof useCatalogueDiscountsQuery>;
export type CatalogueDiscountsLazyQueryHookResult = ReturnType<typeof useCatalogueDiscountsLazyQuery>;
export type CatalogueDiscountsSuspenseQueryHookResult = ReturnType<typeof useCatalogueDiscountsSuspenseQuery>;
export type CatalogueDiscountsQueryResult = ApolloReactCommon.QueryResult<CatalogueDiscountsQuery, CatalogueDiscountsQueryVariables>;
export const CatalogueDiscountDocument = gql`
    query CatalogueDiscount($id: Int!) {
  discount(id: $id) {
    ...DiscountRow
  }
}
    ${DiscountRowFragmentDoc}`;

/**
 * __useCatalogueDiscountQuery__
 *
 * To run a query within a React component, call `useCatalogueDiscountQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueDiscountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueDiscountQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueDiscountQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueDiscountQuery, CatalogueDiscountQueryVariables> & ({ variables: CatalogueDiscountQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>(CatalogueDiscountDocument, options);
      }
export function useCatalogueDiscountLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>(CatalogueDiscountDocument, options);
        }
// @ts-ignore
export function useCatalogueDiscountSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>;
export function useCatalogueDiscountSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueDiscountQuery | undefined, CatalogueDiscountQueryVariables>;
export function useCatalogueDiscountSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>(CatalogueDiscountDocument, options);
        }
export type CatalogueDiscountQueryHookResult = ReturnType<typeof useCatalogueDiscountQuery>;
export type CatalogueDiscountLazyQueryHookResult = ReturnType<typeof useCatalogueDiscountLazyQuery>;
export type CatalogueDiscountSuspenseQueryHookResult = ReturnType<typeof useCatalogueDiscountSuspenseQuery>;
export type CatalogueDiscountQueryResult = ApolloReactCommon.QueryResult<CatalogueDiscountQuery, CatalogueDiscountQueryVariables>;
export const CreateDiscountDocument = gql`
    mutation CreateDiscount($input: DiscountInput!) {
  createDiscount(input: $input) {
    ...DiscountRow
  }
}
    ${DiscountRowFragmentDoc}`;

/**
 * __useCreateDiscountMutation__
 *
 * To run a mutation, you first call `useCreateDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDiscountMutation, { data, loading, error }] = useCreateDiscountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDiscountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateDiscountMutation, CreateDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateDiscountMutation, CreateDiscountMutationVariables>(CreateDiscountDocument, options);
      }
export type CreateDiscountMutationHookResult = ReturnType<typeof useCreateDiscountMutation>;
export type CreateDiscountMutationResult = ApolloReactCommon.MutationResult<CreateDiscountMutation>;
export const UpdateDiscountDocument = gql`
    mutation UpdateDiscount($id: Int!, $version: Int!, $input: DiscountInput!) {
  updateDiscount(id: $id, version: $version, input: $input) {
    ...DiscountRow
  }
}
    ${DiscountRowFragmentDoc}`;

/**
 * __useUpdateDiscountMutation__
 *
 * To run a mutation, you first call `useUpdateDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDiscountMutation, { data, loading, error }] = useUpdateDiscountMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDiscountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateDiscountMutation, UpdateDiscountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateDiscountMutation, UpdateDiscountMutationVariables>(UpdateDiscountDocument, options);
      }
export type UpdateDiscountMutationHookResult = ReturnType<typeof useUpdateDiscountMutation>;
export type UpdateDiscountMutationResult = ApolloReactCommon.MutationResult<UpdateDiscountMutation>;
export const DeleteDiscountsDocument = gql`
    mutation DeleteDiscounts($ids: [Int!]!, $versions: [Int!]) {
  deleteDiscounts(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteDiscountsMutation__
 *
 * To run a mutation, you first call `useDeleteDiscountsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDiscountsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDiscountsMutation, { data, loading, error }] = useDeleteDiscountsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteDiscountsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteDiscountsMutation, DeleteDiscountsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteDiscountsMutation, DeleteDiscountsMutationVariables>(DeleteDiscountsDocument, options);
      }
export type DeleteDiscountsMutationHookResult = ReturnType<typeof useDeleteDiscountsMutation>;
export type DeleteDiscountsMutationResult = ApolloReactCommon.MutationResult<DeleteDiscountsMutation>;
export const CatalogueFoodModifiersDocument = gql`
    query CatalogueFoodModifiers($page: Int!, $rowsPerPage: Int!, $search: String, $sort: FoodModifierSort, $order: SortOrder, $locationId: Int) {
  foodModifiers(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    locationId: $locationId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...FoodModifierRow
    }
  }
}
    ${FoodModifierRowFragmentDoc}`;

/**
 * __useCatalogueFoodModifiersQuery__
 *
 * To run a query within a React component, call `useCatalogueFoodModifiersQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueFoodModifiersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueFoodModifiersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      locationId: // value for 'locationId'
 *   },
 * });
 */
export function useCatalogueFoodModifiersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables> & ({ variables: CatalogueFoodModifiersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>(CatalogueFoodModifiersDocument, options);
      }
export function useCatalogueFoodModifiersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>(CatalogueFoodModifiersDocument, options);
        }
// @ts-ignore
export function useCatalogueFoodModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>;
export function useCatalogueFoodModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFoodModifiersQuery | undefined, CatalogueFoodModifiersQueryVariables>;
export function useCatalogueFoodModifiersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>(CatalogueFoodModifiersDocument, options);
        }
export type CatalogueFoodModifiersQueryHookResult = ReturnType<typeof useCatalogueFoodModifiersQuery>;
export type CatalogueFoodModifiersLazyQueryHookResult = ReturnType<typeof useCatalogueFoodModifiersLazyQuery>;
export type CatalogueFoodModifiersSuspenseQueryHookResult = ReturnType<typeof useCatalogueFoodModifiersSuspenseQuery>;
export type CatalogueFoodModifiersQueryResult = ApolloReactCommon.QueryResult<CatalogueFoodModifiersQuery, CatalogueFoodModifiersQueryVariables>;
export const CatalogueFoodModifierDocument = gql`
    query CatalogueFoodModifier($id: Int!) {
  foodModifier(id: $id) {
    ...FoodModifierRow
  }
}
    ${FoodModifierRowFragmentDoc}`;

/**
 * __useCatalogueFoodModifierQuery__
 *
 * To run a query within a React component, call `useCatalogueFoodModifierQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueFoodModifierQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueFoodModifierQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueFoodModifierQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables> & ({ variables: CatalogueFoodModifierQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>(CatalogueFoodModifierDocument, options);
      }
export function useCatalogueFoodModifierLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>(CatalogueFoodModifierDocument, options);
        }
// @ts-ignore
export function useCatalogueFoodModifierSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>;
export function useCatalogueFoodModifierSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFoodModifierQuery | undefined, CatalogueFoodModifierQueryVariables>;
export function useCatalogueFoodModifierSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>(CatalogueFoodModifierDocument, options);
        }
export type CatalogueFoodModifierQueryHookResult = ReturnType<typeof useCatalogueFoodModifierQuery>;
export type CatalogueFoodModifierLazyQueryHookResult = ReturnType<typeof useCatalogueFoodModifierLazyQuery>;
export type CatalogueFoodModifierSuspenseQueryHookResult = ReturnType<typeof useCatalogueFoodModifierSuspenseQuery>;
export type CatalogueFoodModifierQueryResult = ApolloReactCommon.QueryResult<CatalogueFoodModifierQuery, CatalogueFoodModifierQueryVariables>;
export const CreateFoodModifierDocument = gql`
    mutation CreateFoodModifier($input: FoodModifierInput!) {
  createFoodModifier(input: $input) {
    ...FoodModifierRow
  }
}
    ${FoodModifierRowFragmentDoc}`;

/**
 * __useCreateFoodModifierMutation__
 *
 * To run a mutation, you first call `useCreateFoodModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFoodModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFoodModifierMutation, { data, loading, error }] = useCreateFoodModifierMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFoodModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFoodModifierMutation, CreateFoodModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFoodModifierMutation, CreateFoodModifierMutationVariables>(CreateFoodModifierDocument, options);
      }
export type CreateFoodModifierMutationHookResult = ReturnType<typeof useCreateFoodModifierMutation>;
export type CreateFoodModifierMutationResult = ApolloReactCommon.MutationResult<CreateFoodModifierMutation>;
export const UpdateFoodModifierDocument = gql`
    mutation UpdateFoodModifier($id: Int!, $version: Int!, $input: FoodModifierInput!) {
  updateFoodModifier(id: $id, version: $version, input: $input) {
    ...FoodModifierRow
  }
}
    ${FoodModifierRowFragmentDoc}`;

/**
 * __useUpdateFoodModifierMutation__
 *
 * To run a mutation, you first call `useUpdateFoodModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFoodModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFoodModifierMutation, { data, loading, error }] = useUpdateFoodModifierMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFoodModifierMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateFoodModifierMutation, UpdateFoodModifierMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateFoodModifierMutation, UpdateFoodModifierMutationVariables>(UpdateFoodModifierDocument, options);
      }
export type UpdateFoodModifierMutationHookResult = ReturnType<typeof useUpdateFoodModifierMutation>;
export type UpdateFoodModifierMutationResult = ApolloReactCommon.MutationResult<UpdateFoodModifierMutation>;
export const DeleteFoodModifiersDocument = gql`
    mutation DeleteFoodModifiers($ids: [Int!]!, $versions: [Int!]) {
  deleteFoodModifiers(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteFoodModifiersMutation__
 *
 * To run a mutation, you first call `useDeleteFoodModifiersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFoodModifiersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFoodModifiersMutation, { data, loading, error }] = useDeleteFoodModifiersMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteFoodModifiersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFoodModifiersMutation, DeleteFoodModifiersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteFoodModifiersMutation, DeleteFoodModifiersMutationVariables>(DeleteFoodModifiersDocument, options);
      }
export type DeleteFoodModifiersMutationHookResult = ReturnType<typeof useDeleteFoodModifiersMutation>;
export type DeleteFoodModifiersMutationResult = ApolloReactCommon.MutationResult<DeleteFoodModifiersMutation>;
export const CatalogueProductsDocument = gql`
    query CatalogueProducts($page: Int!, $rowsPerPage: Int!, $search: String, $sort: ProductSort, $order: SortOrder, $kind: ProductKind, $productTypeId: Int, $categoryId: Int, $locationId: Int, $enabled: Boolean, $schedulable: Boolean) {
  products(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    kind: $kind
    productTypeId: $productTypeId
    categoryId: $categoryId
    locationId: $locationId
    enabled: $enabled
    schedulable: $schedulable
  ) {
    total
    page
    rowsPerPage
    rows {
      ...ProductRow
    }
  }
}
    ${ProductRowFragmentDoc}`;

/**
 * __useCatalogueProductsQuery__
 *
 * To run a query within a React component, call `useCatalogueProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueProductsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      kind: // value for 'kind'
 *      productTypeId: // value for 'productTypeId'
 *      categoryId: // value for 'categoryId'
 *      locationId: // value for 'locationId'
 *      enabled: // value for 'enabled'
 *      schedulable: // value for 'schedulable'
 *   },
 * });
 */
export function useCatalogueProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueProductsQuery, CatalogueProductsQueryVariables> & ({ variables: CatalogueProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueProductsQuery, CatalogueProductsQueryVariables>(CatalogueProductsDocument, options);
      }
export function useCatalogueProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueProductsQuery, CatalogueProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueProductsQuery, CatalogueProductsQueryVariables>(CatalogueProductsDocument, options);
        }
// @ts-ignore
export function useCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductsQuery, CatalogueProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export function useCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductsQuery, CatalogueProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductsQuery | undefined, CatalogueProductsQueryVariables>;
export function useCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductsQuery, CatalogueProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueProductsQuery, CatalogueProductsQueryVariables>(CatalogueProductsDocument, options);
        }
export type CatalogueProductsQueryHookResult = ReturnType<typeof useCatalogueProductsQuery>;
export type CatalogueProductsLazyQueryHookResult = ReturnType<typeof useCatalogueProductsLazyQuery>;
export type CatalogueProductsSuspenseQueryHookResult = ReturnType<typeof useCatalogueProductsSuspenseQuery>;
export type CatalogueProductsQueryResult = ApolloReactCommon.QueryResult<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueProductDocument = gql`
    query CatalogueProduct($id: Int!) {
  product(id: $id) {
    ...ProductDetailFields
  }
}
    ${ProductDetailFieldsFragmentDoc}`;

/**
 * __useCatalogueProductQuery__
 *
 * To run a query within a React component, call `useCatalogueProductQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueProductQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueProductQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogueProductQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueProductQuery, CatalogueProductQueryVariables> & ({ variables: CatalogueProductQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueProductQuery, CatalogueProductQueryVariables>(CatalogueProductDocument, options);
      }
export function useCatalogueProductLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueProductQuery, CatalogueProductQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueProductQuery, CatalogueProductQueryVariables>(CatalogueProductDocument, options);
        }
// @ts-ignore
export function useCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductQuery, CatalogueProductQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductQuery, CatalogueProductQueryVariables>;
export function useCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductQuery, CatalogueProductQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueProductQuery | undefined, CatalogueProductQueryVariables>;
export function useCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueProductQuery, CatalogueProductQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueProductQuery, CatalogueProductQueryVariables>(CatalogueProductDocument, options);
        }
export type CatalogueProductQueryHookResult = ReturnType<typeof useCatalogueProductQuery>;
export type CatalogueProductLazyQueryHookResult = ReturnType<typeof useCatalogueProductLazyQuery>;
export type CatalogueProductSuspenseQueryHookResult = ReturnType<typeof useCatalogueProductSuspenseQuery>;
export type CatalogueProductQueryResult = ApolloReactCommon.QueryResult<CatalogueProductQuery, CatalogueProductQueryVariables>;
export const CreateProductDocument = gql`
    mutation CreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    ...ProductDetailFields
  }
}
    ${ProductDetailFieldsFragmentDoc}`;

/**
 * __useCreateProductMutation__
 *
 * To run a mutation, you first call `useCreateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductMutation, { data, loading, error }] = useCreateProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProductMutation, CreateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProductMutation, CreateProductMutationVariables>(CreateProductDocument, options);
      }
export type CreateProductMutationHookResult = ReturnType<typeof useCreateProductMutation>;
export type CreateProductMutationResult = ApolloReactCommon.MutationResult<CreateProductMutation>;
export const UpdateProductDocument = gql`
    mutation UpdateProduct($id: Int!, $version: Int!, $input: ProductInput!) {
  updateProduct(id: $id, version: $version, input: $input) {
    ...ProductDetailFields
  }
}
    ${ProductDetailFieldsFragmentDoc}`;

/**
 * __useUpdateProductMutation__
 *
 * To run a mutation, you first call `useUpdateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductMutation, { data, loading, error }] = useUpdateProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProductMutation, UpdateProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProductMutation, UpdateProductMutationVariables>(UpdateProductDocument, options);
      }
export type UpdateProductMutationHookResult = ReturnType<typeof useUpdateProductMutation>;
export type UpdateProductMutationResult = ApolloReactCommon.MutationResult<UpdateProductMutation>;
export const DeleteProductsDocument = gql`
    mutation DeleteProducts($ids: [Int!]!, $versions: [Int!]) {
  deleteProducts(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteProductsMutation__
 *
 * To run a mutation, you first call `useDeleteProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductsMutation, { data, loading, error }] = useDeleteProductsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteProductsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductsMutation, DeleteProductsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProductsMutation, DeleteProductsMutationVariables>(DeleteProductsDocument, options);
      }
export type DeleteProductsMutationHookResult = ReturnType<typeof useDeleteProductsMutation>;
export type DeleteProductsMutationResult = ApolloReactCommon.MutationResult<DeleteProductsMutation>;
export const SettingsGroupsDocument = gql`
    query SettingsGroups($page: Int!, $rowsPerPage: Int!, $search: String, $sort: GroupSort, $order: SortOrder) {
  settingsGroups(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
  ) {
    total
    page
    rowsPerPage
    rows {
      ...GroupRow
    }
  }
}
    ${GroupRowFragmentDoc}`;

/**
 * __useSettingsGroupsQuery__
 *
 * To run a query within a React component, call `useSettingsGroupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsGroupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsGroupsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *   },
 * });
 */
export function useSettingsGroupsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsGroupsQuery, SettingsGroupsQueryVariables> & ({ variables: SettingsGroupsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsGroupsQuery, SettingsGroupsQueryVariables>(SettingsGroupsDocument, options);
      }
export function useSettingsGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsGroupsQuery, SettingsGroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsGroupsQuery, SettingsGroupsQueryVariables>(SettingsGroupsDocument, options);
        }
// @ts-ignore
export function useSettingsGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupsQuery, SettingsGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsGroupsQuery, SettingsGroupsQueryVariables>;
export function useSettingsGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupsQuery, SettingsGroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsGroupsQuery | undefined, SettingsGroupsQueryVariables>;
export function useSettingsGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupsQuery, SettingsGroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsGroupsQuery, SettingsGroupsQueryVariables>(SettingsGroupsDocument, options);
        }
export type SettingsGroupsQueryHookResult = ReturnType<typeof useSettingsGroupsQuery>;
export type SettingsGroupsLazyQueryHookResult = ReturnType<typeof useSettingsGroupsLazyQuery>;
export type SettingsGroupsSuspenseQueryHookResult = ReturnType<typeof useSettingsGroupsSuspenseQuery>;
export type SettingsGroupsQueryResult = ApolloReactCommon.QueryResult<SettingsGroupsQuery, SettingsGroupsQueryVariables>;
export const SettingsGroupDocument = gql`
    query SettingsGroup($id: Int!) {
  settingsGroup(id: $id) {
    ...GroupRow
  }
}
    ${GroupRowFragmentDoc}`;

/**
 * __useSettingsGroupQuery__
 *
 * To run a query within a React component, call `useSettingsGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsGroupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSettingsGroupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsGroupQuery, SettingsGroupQueryVariables> & ({ variables: SettingsGroupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsGroupQuery, SettingsGroupQueryVariables>(SettingsGroupDocument, options);
      }
export function useSettingsGroupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsGroupQuery, SettingsGroupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsGroupQuery, SettingsGroupQueryVariables>(SettingsGroupDocument, options);
        }
// @ts-ignore
export function useSettingsGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupQuery, SettingsGroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsGroupQuery, SettingsGroupQueryVariables>;
export function useSettingsGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupQuery, SettingsGroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsGroupQuery | undefined, SettingsGroupQueryVariables>;
export function useSettingsGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsGroupQuery, SettingsGroupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsGroupQuery, SettingsGroupQueryVariables>(SettingsGroupDocument, options);
        }
export type SettingsGroupQueryHookResult = ReturnType<typeof useSettingsGroupQuery>;
export type SettingsGroupLazyQueryHookResult = ReturnType<typeof useSettingsGroupLazyQuery>;
export type SettingsGroupSuspenseQueryHookResult = ReturnType<typeof useSettingsGroupSuspenseQuery>;
export type SettingsGroupQueryResult = ApolloReactCommon.QueryResult<SettingsGroupQuery, SettingsGroupQueryVariables>;
export const CreateGroupDocument = gql`
    mutation CreateGroup($input: GroupInput!) {
  createGroup(input: $input) {
    ...GroupRow
  }
}
    ${GroupRowFragmentDoc}`;

/**
 * __useCreateGroupMutation__
 *
 * To run a mutation, you first call `useCreateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGroupMutation, { data, loading, error }] = useCreateGroupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateGroupMutation, CreateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateGroupMutation, CreateGroupMutationVariables>(CreateGroupDocument, options);
      }
export type CreateGroupMutationHookResult = ReturnType<typeof useCreateGroupMutation>;
export type CreateGroupMutationResult = ApolloReactCommon.MutationResult<CreateGroupMutation>;
export const UpdateGroupDocument = gql`
    mutation UpdateGroup($id: Int!, $version: Int!, $input: GroupInput!) {
  updateGroup(id: $id, version: $version, input: $input) {
    ...GroupRow
  }
}
    ${GroupRowFragmentDoc}`;

/**
 * __useUpdateGroupMutation__
 *
 * To run a mutation, you first call `useUpdateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGroupMutation, { data, loading, error }] = useUpdateGroupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateGroupMutation, UpdateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateGroupMutation, UpdateGroupMutationVariables>(UpdateGroupDocument, options);
      }
export type UpdateGroupMutationHookResult = ReturnType<typeof useUpdateGroupMutation>;
export type UpdateGroupMutationResult = ApolloReactCommon.MutationResult<UpdateGroupMutation>;
export const DeleteGroupsDocument = gql`
    mutation DeleteGroups($ids: [Int!]!, $versions: [Int!]) {
  deleteGroups(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteGroupsMutation__
 *
 * To run a mutation, you first call `useDeleteGroupsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteGroupsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteGroupsMutation, { data, loading, error }] = useDeleteGroupsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteGroupsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteGroupsMutation, DeleteGroupsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteGroupsMutation, DeleteGroupsMutationVariables>(DeleteGroupsDocument, options);
      }
export type DeleteGroupsMutationHookResult = ReturnType<typeof useDeleteGroupsMutation>;
export type DeleteGroupsMutationResult = ApolloReactCommon.MutationResult<DeleteGroupsMutation>;
export const SettingsLocationsDocument = gql`
    query SettingsLocations($page: Int!, $rowsPerPage: Int!, $search: String, $sort: LocationSort, $order: SortOrder, $groupId: Int) {
  settingsLocations(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    groupId: $groupId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...LocationRow
    }
  }
}
    ${LocationRowFragmentDoc}`;

/**
 * __useSettingsLocationsQuery__
 *
 * To run a query within a React component, call `useSettingsLocationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsLocationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsLocationsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      groupId: // value for 'groupId'
 *   },
 * });
 */
export function useSettingsLocationsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsLocationsQuery, SettingsLocationsQueryVariables> & ({ variables: SettingsLocationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsLocationsQuery, SettingsLocationsQueryVariables>(SettingsLocationsDocument, options);
      }
export function useSettingsLocationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsLocationsQuery, SettingsLocationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsLocationsQuery, SettingsLocationsQueryVariables>(SettingsLocationsDocument, options);
        }
// @ts-ignore
export function useSettingsLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationsQuery, SettingsLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsLocationsQuery, SettingsLocationsQueryVariables>;
export function useSettingsLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationsQuery, SettingsLocationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsLocationsQuery | undefined, SettingsLocationsQueryVariables>;
export function useSettingsLocationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationsQuery, SettingsLocationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsLocationsQuery, SettingsLocationsQueryVariables>(SettingsLocationsDocument, options);
        }
export type SettingsLocationsQueryHookResult = ReturnType<typeof useSettingsLocationsQuery>;
export type SettingsLocationsLazyQueryHookResult = ReturnType<typeof useSettingsLocationsLazyQuery>;
export type SettingsLocationsSuspenseQueryHookResult = ReturnType<typeof useSettingsLocationsSuspenseQuery>;
export type SettingsLocationsQueryResult = ApolloReactCommon.QueryResult<SettingsLocationsQuery, SettingsLocationsQueryVariables>;
export const SettingsLocationDocument = gql`
    query SettingsLocation($id: Int!) {
  settingsLocation(id: $id) {
    ...LocationRow
  }
}
    ${LocationRowFragmentDoc}`;

/**
 * __useSettingsLocationQuery__
 *
 * To run a query within a React component, call `useSettingsLocationQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsLocationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsLocationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSettingsLocationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsLocationQuery, SettingsLocationQueryVariables> & ({ variables: SettingsLocationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsLocationQuery, SettingsLocationQueryVariables>(SettingsLocationDocument, options);
      }
export function useSettingsLocationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsLocationQuery, SettingsLocationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsLocationQuery, SettingsLocationQueryVariables>(SettingsLocationDocument, options);
        }
// @ts-ignore
export function useSettingsLocationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationQuery, SettingsLocationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsLocationQuery, SettingsLocationQueryVariables>;
export function useSettingsLocationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationQuery, SettingsLocationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsLocationQuery | undefined, SettingsLocationQueryVariables>;
export function useSettingsLocationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsLocationQuery, SettingsLocationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsLocationQuery, SettingsLocationQueryVariables>(SettingsLocationDocument, options);
        }
export type SettingsLocationQueryHookResult = ReturnType<typeof useSettingsLocationQuery>;
export type SettingsLocationLazyQueryHookResult = ReturnType<typeof useSettingsLocationLazyQuery>;
export type SettingsLocationSuspenseQueryHookResult = ReturnType<typeof useSettingsLocationSuspenseQuery>;
export type SettingsLocationQueryResult = ApolloReactCommon.QueryResult<SettingsLocationQuery, SettingsLocationQueryVariables>;
export const CreateLocationDocument = gql`
    mutation CreateLocation($input: LocationCreateInput!) {
  createLocation(input: $input) {
    ...LocationRow
  }
}
    ${LocationRowFragmentDoc}`;

/**
 * __useCreateLocationMutation__
 *
 * To run a mutation, you first call `useCreateLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLocationMutation, { data, loading, error }] = useCreateLocationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLocationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLocationMutation, CreateLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLocationMutation, CreateLocationMutationVariables>(CreateLocationDocument, options);
      }
export type CreateLocationMutationHookResult = ReturnType<typeof useCreateLocationMutation>;
export type CreateLocationMutationResult = ApolloReactCommon.MutationResult<CreateLocationMutation>;
export const UpdateLocationDocument = gql`
    mutation UpdateLocation($id: Int!, $version: Int!, $input: LocationUpdateInput!) {
  updateLocation(id: $id, version: $version, input: $input) {
    ...LocationRow
  }
}
    ${LocationRowFragmentDoc}`;

/**
 * __useUpdateLocationMutation__
 *
 * To run a mutation, you first call `useUpdateLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLocationMutation, { data, loading, error }] = useUpdateLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLocationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLocationMutation, UpdateLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLocationMutation, UpdateLocationMutationVariables>(UpdateLocationDocument, options);
      }
export type UpdateLocationMutationHookResult = ReturnType<typeof useUpdateLocationMutation>;
export type UpdateLocationMutationResult = ApolloReactCommon.MutationResult<UpdateLocationMutation>;
export const DeleteLocationsDocument = gql`
    mutation DeleteLocations($ids: [Int!]!, $versions: [Int!]) {
  deleteLocations(ids: $ids, versions: $versions) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteLocationsMutation__
 *
 * To run a mutation, you first call `useDeleteLocationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLocationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLocationsMutation, { data, loading, error }] = useDeleteLocationsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      versions: // value for 'versions'
 *   },
 * });
 */
export function useDeleteLocationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLocationsMutation, DeleteLocationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLocationsMutation, DeleteLocationsMutationVariables>(DeleteLocationsDocument, options);
      }
export type DeleteLocationsMutationHookResult = ReturnType<typeof useDeleteLocationsMutation>;
export type DeleteLocationsMutationResult = ApolloReactCommon.MutationResult<DeleteLocationsMutation>;
export const SettingsUsersDocument = gql`
    query SettingsUsers($page: Int!, $rowsPerPage: Int!, $search: String, $sort: UserSort, $order: SortOrder, $roleId: Int) {
  settingsUsers(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    roleId: $roleId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...UserRow
    }
  }
}
    ${UserRowFragmentDoc}`;

/**
 * __useSettingsUsersQuery__
 *
 * To run a query within a React component, call `useSettingsUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsUsersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      roleId: // value for 'roleId'
 *   },
 * });
 */
export function useSettingsUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables> & ({ variables: SettingsUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
      }
export function useSettingsUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
        }
// @ts-ignore
export function useSettingsUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUsersQuery, SettingsUsersQueryVariables>;
export function useSettingsUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUsersQuery | undefined, SettingsUsersQueryVariables>;
export function useSettingsUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
        }
export type SettingsUsersQueryHookResult = ReturnType<typeof useSettingsUsersQuery>;
export type SettingsUsersLazyQueryHookResult = ReturnType<typeof useSettingsUsersLazyQuery>;
export type SettingsUsersSuspenseQueryHookResult = ReturnType<typeof useSettingsUsersSuspenseQuery>;
export type SettingsUsersQueryResult = ApolloReactCommon.QueryResult<SettingsUsersQuery, SettingsUsersQueryVariables>;
export const SettingsUserDocument = gql`
    query SettingsUser($id: Int!) {
  settingsUser(id: $id) {
    ...UserDetailFields
  }
}
    ${UserDetailFieldsFragmentDoc}`;

/**
 * __useSettingsUserQuery__
 *
 * To run a query within a React component, call `useSettingsUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSettingsUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SettingsUserQuery, SettingsUserQueryVariables> & ({ variables: SettingsUserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsUserQuery, SettingsUserQueryVariables>(SettingsUserDocument, options);
      }
export function useSettingsUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsUserQuery, SettingsUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsUserQuery, SettingsUserQueryVariables>(SettingsUserDocument, options);
        }
// @ts-ignore
export function useSettingsUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserQuery, SettingsUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserQuery, SettingsUserQueryVariables>;
export function useSettingsUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserQuery, SettingsUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsUserQuery | undefined, SettingsUserQueryVariables>;
export function useSettingsUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsUserQuery, SettingsUserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsUserQuery, SettingsUserQueryVariables>(SettingsUserDocument, options);
        }
export type SettingsUserQueryHookResult = ReturnType<typeof useSettingsUserQuery>;
export type SettingsUserLazyQueryHookResult = ReturnType<typeof useSettingsUserLazyQuery>;
export type SettingsUserSuspenseQueryHookResult = ReturnType<typeof useSettingsUserSuspenseQuery>;
export type SettingsUserQueryResult = ApolloReactCommon.QueryResult<SettingsUserQuery, SettingsUserQueryVariables>;
export const CreateUserDocument = gql`
    mutation CreateUser($input: UserInput!) {
  createUser(input: $input) {
    ...UserDetailFields
  }
}
    ${UserDetailFieldsFragmentDoc}`;

/**
 * __useCreateUserMutation__
 *
 * To run a mutation, you first call `useCreateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createUserMutation, { data, loading, error }] = useCreateUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateUserMutation, CreateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateUserMutation, CreateUserMutationVariables>(CreateUserDocument, options);
      }
export type CreateUserMutationHookResult = ReturnType<typeof useCreateUserMutation>;
export type CreateUserMutationResult = ApolloReactCommon.MutationResult<CreateUserMutation>;
export const UpdateUserDocument = gql`
    mutation UpdateUser($id: Int!, $version: Int!, $input: UserInput!) {
  updateUser(id: $id, version: $version, input: $input) {
    ...UserDetailFields
  }
}
    ${UserDetailFieldsFragmentDoc}`;

/**
 * __useUpdateUserMutation__
 *
 * To run a mutation, you first call `useUpdateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserMutation, { data, loading, error }] = useUpdateUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateUserMutation, UpdateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateUserMutation, UpdateUserMutationVariables>(UpdateUserDocument, options);
      }
export type UpdateUserMutationHookResult = ReturnType<typeof useUpdateUserMutation>;
export type UpdateUserMutationResult = ApolloReactCommon.MutationResult<UpdateUserMutation>;
export const DeleteUsersDocument = gql`
    mutation DeleteUsers($ids: [Int!]!) {
  deleteUsers(ids: $ids) {
    removed
    message
  }
}
    `;

/**
 * __useDeleteUsersMutation__
 *
 * To run a mutation, you first call `useDeleteUsersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUsersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUsersMutation, { data, loading, error }] = useDeleteUsersMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteUsersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteUsersMutation, DeleteUsersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteUsersMutation, DeleteUsersMutationVariables>(DeleteUsersDocument, options);
      }
export type DeleteUsersMutationHookResult = ReturnType<typeof useDeleteUsersMutation>;
export type DeleteUsersMutationResult = ApolloReactCommon.MutationResult<DeleteUsersMutation>;
export const DirectorUsersDocument = gql`
    query DirectorUsers($page: Int!, $rowsPerPage: Int!, $search: String, $sort: UserSort, $order: SortOrder, $roleId: Int) {
  directorUsers(
    page: $page
    rowsPerPage: $rowsPerPage
    search: $search
    sort: $sort
    order: $order
    roleId: $roleId
  ) {
    total
    page
    rowsPerPage
    rows {
      ...DirectorUserRow
    }
  }
}
    ${DirectorUserRowFragmentDoc}`;

/**
 * __useDirectorUsersQuery__
 *
 * To run a query within a React component, call `useDirectorUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useDirectorUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDirectorUsersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      rowsPerPage: // value for 'rowsPerPage'
 *      search: // value for 'search'
 *      sort: // value for 'sort'
 *      order: // value for 'order'
 *      roleId: // value for 'roleId'
 *   },
 * });
 */
export function useDirectorUsersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DirectorUsersQuery, DirectorUsersQueryVariables> & ({ variables: DirectorUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DirectorUsersQuery, DirectorUsersQueryVariables>(DirectorUsersDocument, options);
      }
export function useDirectorUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DirectorUsersQuery, DirectorUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DirectorUsersQuery, DirectorUsersQueryVariables>(DirectorUsersDocument, options);
        }
// @ts-ignore
export function useDirectorUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DirectorUsersQuery, DirectorUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectorUsersQuery, DirectorUsersQueryVariables>;
export function useDirectorUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectorUsersQuery, DirectorUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectorUsersQuery | undefined, DirectorUsersQueryVariables>;
export function useDirectorUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectorUsersQuery, DirectorUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DirectorUsersQuery, DirectorUsersQueryVariables>(DirectorUsersDocument, options);
        }
export type DirectorUsersQueryHookResult = ReturnType<typeof useDirectorUsersQuery>;
export type DirectorUsersLazyQueryHookResult = ReturnType<typeof useDirectorUsersLazyQuery>;
export type DirectorUsersSuspenseQueryHookResult = ReturnType<typeof useDirectorUsersSuspenseQuery>;
export type DirectorUsersQueryResult = ApolloReactCommon.QueryResult<DirectorUsersQuery, DirectorUsersQueryVariables>;
export const DirectorUserDocument = gql`
    query DirectorUser($id: Int!) {
  directorUser(id: $id) {
    ...DirectorUserRow
  }
}
    ${DirectorUserRowFragmentDoc}`;

/**
 * __useDirectorUserQuery__
 *
 * To run a query within a React component, call `useDirectorUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useDirectorUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDirectorUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDirectorUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DirectorUserQuery, DirectorUserQueryVariables> & ({ variables: DirectorUserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DirectorUserQuery, DirectorUserQueryVariables>(DirectorUserDocument, options);
      }
export function useDirectorUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DirectorUserQuery, DirectorUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DirectorUserQuery, DirectorUserQueryVariables>(DirectorUserDocument, options);
        }
// @ts-ignore
export function useDirectorUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DirectorUserQuery, DirectorUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectorUserQuery, DirectorUserQueryVariables>;
export function useDirectorUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectorUserQuery, DirectorUserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectorUserQuery | undefined, DirectorUserQueryVariables>;
export function useDirectorUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectorUserQuery, DirectorUserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DirectorUserQuery, DirectorUserQueryVariables>(DirectorUserDocument, options);
        }
export type DirectorUserQueryHookResult = ReturnType<typeof useDirectorUserQuery>;
export type DirectorUserLazyQueryHookResult = ReturnType<typeof useDirectorUserLazyQuery>;
export type DirectorUserSuspenseQueryHookResult = ReturnType<typeof useDirectorUserSuspenseQuery>;
export type DirectorUserQueryResult = ApolloReactCommon.QueryResult<DirectorUserQuery, DirectorUserQueryVariables>;
export const CreateDirectorUserDocument = gql`
    mutation CreateDirectorUser($input: DirectorUserInput!) {
  createDirectorUser(input: $input) {
    ...DirectorUserRow
  }
}
    ${DirectorUserRowFragmentDoc}`;

/**
 * __useCreateDirectorUserMutation__
 *
 * To run a mutation, you first call `useCreateDirectorUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDirectorUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDirectorUserMutation, { data, loading, error }] = useCreateDirectorUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDirectorUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateDirectorUserMutation, CreateDirectorUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateDirectorUserMutation, CreateDirectorUserMutationVariables>(CreateDirectorUserDocument, options);
      }
export type CreateDirectorUserMutationHookResult = ReturnType<typeof useCreateDirectorUserMutation>;
export type CreateDirectorUserMutationResult = ApolloReactCommon.MutationResult<CreateDirectorUserMutation>;
export const UpdateDirectorUserDocument = gql`
    mutation UpdateDirectorUser($id: Int!, $version: Int!, $input: DirectorUserInput!) {
  updateDirectorUser(id: $id, version: $version, input: $input) {
    ...DirectorUserRow
  }
}
    ${DirectorUserRowFragmentDoc}`;

/**
 * __useUpdateDirectorUserMutation__
 *
 * To run a mutation, you first call `useUpdateDirectorUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDirectorUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDirectorUserMutation, { data, loading, error }] = useUpdateDirectorUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDirectorUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateDirectorUserMutation, UpdateDirectorUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateDirectorUserMutation, UpdateDirectorUserMutationVariables>(UpdateDirectorUserDocument, options);
      }
export type UpdateDirectorUserMutationHookResult = ReturnType<typeof useUpdateDirectorUserMutation>;
export type UpdateDirectorUserMutationResult = ApolloReactCommon.MutationResult<UpdateDirectorUserMutation>;