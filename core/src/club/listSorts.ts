/**
 * The columns each paged location list of club booking and the kiosk sorts by, named as the
 * screens' columns are: the REST API accepts only these (anything else is BAD_USER_INPUT) and
 * the screens make only these headers sortable. Unsorted, a list keeps its natural order.
 */
export const CLUB_LIST_SORTS = {
  offerings: ['product', 'category', 'type', 'price', 'spaces', 'enabled'],
  lightningDeals: ['name', 'offering', 'cut', 'starts', 'ends', 'quantity'],
  bookingDiscounts: ['code', 'cut', 'from', 'to', 'used'],
  notifications: ['kind', 'channel', 'offset', 'subject', 'enabled'],
  deals: ['type', 'offering', 'upsell', 'headline', 'cut'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ClubSortedList = keyof typeof CLUB_LIST_SORTS;
export type ClubListSort<L extends ClubSortedList> = (typeof CLUB_LIST_SORTS)[L][number];
