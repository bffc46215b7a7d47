import type { AreaTranslations, Catalogue } from './en.ts';
import { common } from './ka/common.ts';
import { auth } from './ka/auth.ts';
import { shell } from './ka/shell.ts';
import { profile } from './ka/profile.ts';
import { menu } from './ka/menu.ts';
import { settings } from './ka/settings.ts';
import { dashboards } from './ka/dashboards.ts';
import { dashboardWidgets } from './ka/dashboardWidgets.ts';
import { limits } from './ka/limits.ts';
import { resources } from './ka/resources.ts';
import { catalogue } from './ka/catalogue.ts';
import { products } from './ka/products.ts';
import { productsWeb } from './ka/productsWeb.ts';
import { roles } from './ka/roles.ts';
import { audit } from './ka/audit.ts';
import { translations } from './ka/translations.ts';
import { apiTokens } from './ka/apiTokens.ts';
import { bookings } from './ka/bookings.ts';
import { bookingsWeb } from './ka/bookingsWeb.ts';
import { bookingsDesk } from './ka/bookingsDesk.ts';
import { deskPricing } from './ka/deskPricing.ts';
import { venue } from './ka/venue.ts';
import { marketing } from './ka/marketing.ts';
import { guestMarketing } from './ka/guestMarketing.ts';
import { club } from './ka/club.ts';
import { shop } from './ka/shop.ts';
import { deskGuests } from './ka/deskGuests.ts';
import { bookingMessages } from './ka/bookingMessages.ts';
import { tenants } from './ka/tenants.ts';
import { exports } from './ka/exports.ts';
import { feed } from './ka/feed.ts';
import { imports } from './ka/imports.ts';
import { scheduling } from './ka/scheduling.ts';

/**
 * Georgian catalogue (ka-GE), composed of `ka/<area>.ts`. `Partial` on purpose: a key added
 * to English first does not break the build; the unit test `catalogues.test.ts` lists it until
 * it is translated, and the app shows the English text meanwhile. `satisfies` still rejects,
 * area by area, keys the same area of English does not have.
 */
export const kaAreas = {
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

export const ka = {
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
