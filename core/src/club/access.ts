/**
 * Who may call what on the club-booking and kiosk screens (spec/3 §6 menu indexes 21–25, 117).
 * The REST routes and the GraphQL `@requires` read this one table
 * (gateway/src/auth/requires.test.ts checks the SDL against it). The spec gives these screens no
 * screen ids of their own, so actions use the menu index. Deals and upsells have no menu entry;
 * they sell product offerings, so they use the product offerings' index.
 */
import type { FlagName } from '../permissions.ts';

export const CLUB_MODULES = {
  settings: 21,
  productOfferings: 22,
  lightningDeals: 23,
  discounts: 24,
  notifications: 25,
  deals: 22,
  kiosk: 117,
} as const;
export type ClubModule = keyof typeof CLUB_MODULES;

export interface ClubRequirement {
  module: number;
  flag: FlagName;
}
const need = (module: ClubModule, flag: FlagName): ClubRequirement => ({ module: CLUB_MODULES[module], flag });

/** GraphQL root field → what it needs. */
export const CLUB_FIELDS: Readonly<Record<string, ClubRequirement>> = {
  clubBookingSettings: need('settings', 'view'),
  clubBookingLookups: need('settings', 'view'),
  saveClubBookingSettings: need('settings', 'updateAndExecute'),
  uploadClubBookingImage: need('settings', 'updateAndExecute'),
  clubProductOfferings: need('productOfferings', 'view'),
  clubProductOfferingsPage: need('productOfferings', 'view'),
  clubOfferingChoices: need('productOfferings', 'view'),
  clubAvailableSpaces: need('productOfferings', 'view'),
  saveClubProductOffering: need('productOfferings', 'add'),
  deleteClubProductOfferings: need('productOfferings', 'remove'),
  lightningDeals: need('lightningDeals', 'view'),
  lightningDealsPage: need('lightningDeals', 'view'),
  lightningDealOfferings: need('lightningDeals', 'view'),
  lightningDealTimeZone: need('lightningDeals', 'view'),
  saveLightningDeal: need('lightningDeals', 'add'),
  deleteLightningDeals: need('lightningDeals', 'remove'),
  bookingDiscounts: need('discounts', 'view'),
  bookingDiscountsPage: need('discounts', 'view'),
  bookingDiscountOfferings: need('discounts', 'view'),
  saveBookingDiscount: need('discounts', 'add'),
  deleteBookingDiscounts: need('discounts', 'remove'),
  clubNotifications: need('notifications', 'view'),
  clubNotificationsPage: need('notifications', 'view'),
  saveClubNotification: need('notifications', 'add'),
  deleteClubNotifications: need('notifications', 'remove'),
  clubDeals: need('deals', 'view'),
  clubDealsPage: need('deals', 'view'),
  clubDealData: need('deals', 'view'),
  saveClubDeal: need('deals', 'add'),
  deleteClubDeals: need('deals', 'remove'),
  kioskProductOfferings: need('kiosk', 'view'),
  kioskProductOfferingsPage: need('kiosk', 'view'),
  kioskChoices: need('kiosk', 'view'),
  saveKioskProductOffering: need('kiosk', 'add'),
  deleteKioskProductOfferings: need('kiosk', 'remove'),
  kioskSettings: need('kiosk', 'view'),
  saveKioskSettings: need('kiosk', 'updateAndExecute'),
};

/**
 * A save with an id edits (UPDATE_AND_EXECUTE), without one adds (ADD): the REST API checks the
 * flag that matches; the GraphQL field declares ADD and the REST call refuses an edit without
 * UPDATE_AND_EXECUTE.
 */
export const saveFlag = (id: number | undefined | null): FlagName => (id ? 'updateAndExecute' : 'add');
