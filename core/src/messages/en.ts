/**
 * English message catalogue. Every text a person sees comes from here (spec/1 §8 verbatim where
 * the spec gives it). Other languages add catalogues with the same keys.
 *
 * The texts live in one file per area, `en/<area>.ts`, each with a Georgian and a Spanish twin
 * (`ka/<area>.ts`, `es/<area>.ts`) typed against it: a new key goes to the three files of its
 * area (a new area: a file in each folder, listed in en.ts, ka.ts and es.ts). The areas are
 * composed here, in this order, into the one `en` every caller imports.
 */
import { common } from './en/common.ts';
import { auth } from './en/auth.ts';
import { shell } from './en/shell.ts';
import { profile } from './en/profile.ts';
import { menu } from './en/menu.ts';
import { settings } from './en/settings.ts';
import { dashboards } from './en/dashboards.ts';
import { dashboardWidgets } from './en/dashboardWidgets.ts';
import { limits } from './en/limits.ts';
import { resources } from './en/resources.ts';
import { catalogue } from './en/catalogue.ts';
import { products } from './en/products.ts';
import { productsWeb } from './en/productsWeb.ts';
import { roles } from './en/roles.ts';
import { audit } from './en/audit.ts';
import { translations } from './en/translations.ts';
import { apiTokens } from './en/apiTokens.ts';
import { bookings } from './en/bookings.ts';
import { bookingsWeb } from './en/bookingsWeb.ts';
import { bookingsDesk } from './en/bookingsDesk.ts';
import { deskPricing } from './en/deskPricing.ts';
import { venue } from './en/venue.ts';
import { marketing } from './en/marketing.ts';
import { guestMarketing } from './en/guestMarketing.ts';
import { club } from './en/club.ts';
import { shop } from './en/shop.ts';
import { deskGuests } from './en/deskGuests.ts';
import { bookingMessages } from './en/bookingMessages.ts';
import { tenants } from './en/tenants.ts';
import { exports } from './en/exports.ts';
import { feed } from './en/feed.ts';
import { imports } from './en/imports.ts';
import { scheduling } from './en/scheduling.ts';
import { format } from './format.ts';

/** The areas, for the completeness checks (catalogues.test.ts, scripts/missing-messages.ts). */
export const enAreas = {
  common,
  auth,
  shell,
  profile,
  menu,
  settings,
  dashboards,
  dashboardWidgets,
  limits,
  resources,
  catalogue,
  products,
  productsWeb,
  roles,
  audit,
  translations,
  apiTokens,
  bookings,
  bookingsWeb,
  bookingsDesk,
  deskPricing,
  venue,
  marketing,
  guestMarketing,
  club,
  shop,
  deskGuests,
  bookingMessages,
  tenants,
  feed,
  imports,
  exports,
  scheduling,
};

export const en = {
  ...common,
  ...auth,
  ...shell,
  ...profile,
  ...menu,
  ...settings,
  ...dashboards,
  ...dashboardWidgets,
  ...limits,
  ...resources,
  ...catalogue,
  ...products,
  ...productsWeb,
  ...roles,
  ...audit,
  ...translations,
  ...apiTokens,
  ...bookings,
  ...bookingsWeb,
  ...bookingsDesk,
  ...deskPricing,
  ...venue,
  ...marketing,
  ...guestMarketing,
  ...club,
  ...shop,
  ...deskGuests,
  ...bookingMessages,
  ...tenants,
  ...feed,
  ...imports,
  ...exports,
  ...scheduling,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export type AreaName = keyof typeof enAreas;
/** A translation's areas: English's areas, each holding only keys of English's same area. */
export type AreaTranslations = { [A in AreaName]: Partial<Record<keyof (typeof enAreas)[A], string>> };

// In its own file so a caller can fill texts without bundling the whole catalogue (web's first screen).
export { format } from './format.ts';

export function message(key: MessageKey, values?: Record<string, string | number>): string {
  return format(en[key], values);
}
