/**
 * The club-booking lookup sets of spec/3 §7 (GET /club-booking/time-zones … and the
 * number-of-licenses and payment-processor-settings lookups) as value/label choices. Fixed sets
 * live here, once; the REST API serves them (the time zones from the runtime's IANA list) and the
 * web shows them in the settings form.
 */
import { DEAL_TYPES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, CUT_TYPES } from './promotions.ts';
import { DEPOSIT_TYPES, OFFERING_TYPES, PRICE_TYPES, QUANTITY_TYPES } from './offerings.ts';

export interface ClubOption {
  value: string;
  label: string;
}

const opts = (pairs: Record<string, string>): ClubOption[] =>
  Object.entries(pairs).map(([value, label]) => ({ value, label }));

/** Labels of the fixed values (English; the values are what every layer stores and sends). */
export const OPTION_LABELS: Record<string, string> = {
  ACTIVITY: 'Activity',
  PACKAGE: 'Package',
  ADD_ON: 'Add-on',
  PER_PERSON: 'Per person',
  PER_BOOKING: 'Per booking',
  PER_HOUR: 'Per hour',
  NONE: 'None',
  PERCENT: 'Percent',
  AMOUNT: 'Amount',
  FULL: 'Full price',
  PER_GUEST: 'One per guest',
  PER_ITEM: 'Chosen by the guest',
  REMINDER: 'Reminder before the visit',
  THANK_YOU: 'Thank-you after the visit',
  EMAIL: 'E-mail',
  SMS: 'SMS',
  UPSELL: 'Upsell',
  BUNDLE: 'Bundle',
};

const labelled = (values: readonly string[]) =>
  values.map((value) => ({ value, label: OPTION_LABELS[value] ?? value }));

/** Every fixed lookup by its REST path under /club-booking (spec/3 §7). */
export const CLUB_FIXED_LOOKUPS = {
  'date-formats': opts({ 'MM/dd/yyyy': 'MM/DD/YYYY', 'dd/MM/yyyy': 'DD/MM/YYYY', 'yyyy-MM-dd': 'YYYY-MM-DD' }),
  'number-formats': opts({ 'en-US': '1,234.56', 'de-DE': '1.234,56', 'fr-FR': '1 234,56' }),
  languages: opts({ en: 'English', ka: 'Georgian', es: 'Spanish' }),
  currencies: opts({
    USD: 'US dollar',
    CAD: 'Canadian dollar',
    EUR: 'Euro',
    GBP: 'Pound sterling',
    MXN: 'Mexican peso',
    GEL: 'Georgian lari',
  }),
  'convenience-fee-payor': opts({ GUEST: 'Guest', VENUE: 'Venue' }),
  'convenience-fee-types': opts({ PERCENT: 'Percent of the order', AMOUNT: 'Fixed amount per order' }),
  'black-out-dates/repeat-options': opts({
    NONE: 'Does not repeat',
    WEEKLY: 'Weekly',
    MONTHLY: 'Monthly',
    YEARLY: 'Yearly',
  }),
  'activity-type-filters': opts({ ALL: 'All activities', SCHEDULED: 'Scheduled activities', OPEN_PLAY: 'Open play' }),
  'custom-filters': opts({ AGE_GROUP: 'Age group', GROUP_SIZE: 'Group size', DURATION: 'Duration' }),
  'guest-segmentation': opts({
    ALL_GUESTS: 'All guests',
    NEW_GUESTS: 'New guests',
    RETURNING_GUESTS: 'Returning guests',
    MEMBERS: 'Members',
  }),
  'product-offering-types': labelled(OFFERING_TYPES),
  'product-offering-price-types': labelled(PRICE_TYPES),
  'product-offering-deposit-types': labelled(DEPOSIT_TYPES),
  'product-offering-quantity-types': labelled(QUANTITY_TYPES),
  'deals/deal-types': labelled(DEAL_TYPES),
  'notification-kinds': labelled(NOTIFICATION_KINDS),
  'notification-channels': labelled(NOTIFICATION_CHANNELS),
  'cut-types': labelled(CUT_TYPES),
} as const satisfies Record<string, ClubOption[]>;
export type ClubFixedLookup = keyof typeof CLUB_FIXED_LOOKUPS;

/** The licence counts a location may be set to (the number-of-licenses lookup). */
export const LICENSE_COUNTS = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100];

/** The IANA zones the runtime knows (the time-zones lookup). */
export function timeZoneOptions(): ClubOption[] {
  return Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
