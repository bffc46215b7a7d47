import type { AreaTranslations, Catalogue } from './en.ts';
import { common } from './es/common.ts';
import { auth } from './es/auth.ts';
import { shell } from './es/shell.ts';
import { profile } from './es/profile.ts';
import { menu } from './es/menu.ts';
import { settings } from './es/settings.ts';
import { dashboards } from './es/dashboards.ts';
import { dashboardWidgets } from './es/dashboardWidgets.ts';
import { limits } from './es/limits.ts';
import { resources } from './es/resources.ts';
import { catalogue } from './es/catalogue.ts';
import { products } from './es/products.ts';
import { productsWeb } from './es/productsWeb.ts';
import { roles } from './es/roles.ts';
import { audit } from './es/audit.ts';
import { translations } from './es/translations.ts';
import { apiTokens } from './es/apiTokens.ts';
import { bookings } from './es/bookings.ts';
import { bookingsWeb } from './es/bookingsWeb.ts';
import { bookingsDesk } from './es/bookingsDesk.ts';
import { deskPricing } from './es/deskPricing.ts';
import { venue } from './es/venue.ts';
import { marketing } from './es/marketing.ts';
import { guestMarketing } from './es/guestMarketing.ts';
import { club } from './es/club.ts';
import { shop } from './es/shop.ts';
import { deskGuests } from './es/deskGuests.ts';
import { bookingMessages } from './es/bookingMessages.ts';
import { tenants } from './es/tenants.ts';
import { exports } from './es/exports.ts';
import { feed } from './es/feed.ts';
import { imports } from './es/imports.ts';
import { scheduling } from './es/scheduling.ts';

/**
 * Spanish catalogue (es-ES), composed of `es/<area>.ts`. `Partial` on purpose: a key added
 * to English first does not break the build; the unit test `catalogues.test.ts` lists it until
 * it is translated, and the app shows the English text meanwhile. `satisfies` still rejects,
 * area by area, keys the same area of English does not have.
 */
export const esAreas = {
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
} satisfies AreaTranslations;

export const es = {
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
} satisfies Partial<Catalogue>;
