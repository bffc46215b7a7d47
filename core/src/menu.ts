/**
 * The navigation menu of spec/1 §2.7. Each item carries its access index: the permission module
 * whose view flag allows it. Labels are message keys (see messages.ts).
 */
import { IMPORT_KIND_INFO, type ImportKind } from './imports/kinds.ts';
import { Flag } from './permissions.ts';
import { RESOURCE_SCREENS, type ResourceKey } from './resources/screens.ts';

/** Settings → Import sales / guests / products: each opened by ADD of the area it adds to. */
const importItem = (kind: ImportKind, id: string): MenuItem => {
  const info = IMPORT_KIND_INFO[kind];
  return { type: 'item', id, path: info.screenPath, labelKey: `menu.${id}`, index: info.module, flag: Flag[info.flag] };
};

export type MenuItem =
  | {
      type: 'item';
      id: string;
      path: string;
      labelKey: string;
      index: number | null;
      icon?: string;
      event?: string;
      /** The flag of `index` that opens it; VIEW when left out (a module offering no VIEW names its own). */
      flag?: number;
    }
  | { type: 'external'; id: string; site: 'admin' | 'spAdmin'; labelKey: string; index: number }
  /** A page outside the app's routes (spec/1 §2.6 "link"), opened in a new tab. */
  | { type: 'link'; id: string; url: string; labelKey: string; index: number };

export interface MenuGroup {
  type: 'group';
  id: string;
  labelKey: string;
  children: MenuItem[];
}

/** A line between entries (spec/1 §2.6 item types); shown only between two visible entries. */
export interface MenuDivider {
  type: 'divider';
  id: string;
}

export type MenuEntry = MenuGroup | MenuItem | MenuDivider;

/** Access indexes that are not allowed until permissions have loaded (spec/1 §2.7). */
export const LOCKED_UNTIL_LOADED = new Set([121, 122, 120]);

/** Module deciding whether the admin links appear (spec/1 §6). */
export const ADMIN_LINKS_INDEX = 107;
/** Feature check for the master-client selector (spec/1 §2.6). */
export const CUSTOMER_SELECTOR_INDEX = 119;

const item = (id: string, path: string, index: number | null, event?: string): MenuItem => ({
  type: 'item',
  id,
  path,
  labelKey: `menu.${id}`,
  index,
  ...(event ? { event } : {}),
});

/** A resource screen's entry: path and access index come from RESOURCE_SCREENS. */
const screen = (id: string, key: ResourceKey): MenuItem =>
  item(id, RESOURCE_SCREENS[key].path, RESOURCE_SCREENS[key].menu);

export const MENU: MenuEntry[] = [
  {
    type: 'group',
    id: 'dashboards',
    labelKey: 'menu.dashboards',
    children: [
      item('ownersBox', '/ownersbox', 0),
      item('driveRevenue', '/dashboard-drive', 1),
      item('guestExperience', '/dashboard-guest', 2),
      item('operationalEfficiency', '/dashboard-operational', 3),
    ],
  },
  {
    type: 'group',
    id: 'productManagement',
    labelKey: 'menu.productManagement',
    children: [
      item('products', '/product-management/products', 4),
      screen('activityCredits', 'creditTypes'),
      screen('discounts', 'discounts'),
      screen('memberships', 'memberships'),
      screen('productCategories', 'productCategories'),
      screen('revenueClasses', 'revenueClasses'),
      screen('foodModifiers', 'foodModifiers'),
      screen('taxRates', 'taxRates'),
    ],
  },
  {
    type: 'group',
    id: 'clubBooking',
    labelKey: 'menu.clubBooking',
    children: [
      item('bookingManager', '/club-booking/manager', 20),
      item('bookings', '/club-booking/bookings', 116, 'view_bookings'),
      item('bookingSettings', '/club-booking/settings', 21),
      item('bookingResources', '/club-booking/resources', 124),
      item('bookingActivities', '/club-booking/activities', 125),
      item('productOfferings', '/club-booking/product-offerings', 22),
      item('lightningDeals', '/club-booking/lightning-deals', 23),
      item('bookingDiscounts', '/club-booking/discounts', 24),
      item('notifications', '/club-booking/notifications', 25),
    ],
  },
  {
    type: 'group',
    id: 'clubKiosk',
    labelKey: 'menu.clubKiosk',
    children: [
      item('kioskProductOfferings', '/club-kiosk/product-offerings', 117),
      item('kioskSettings', '/club-kiosk/settings', 117),
    ],
  },
  {
    type: 'group',
    id: 'marketing',
    labelKey: 'menu.marketing',
    children: [
      item('branding', '/marketing/email-sms/branding', 110),
      item('templates', '/marketing/email-sms/email-sms-templates', 111),
      item('guests', '/marketing/guests', 112),
      item('guestSegments', '/marketing/guest-segments', 120),
    ],
  },
  {
    type: 'group',
    id: 'crm',
    labelKey: 'menu.crmGroup',
    children: [item('crm', '/crm', 17), item('crmEmails', '/crm/emails', 18), item('crmTags', '/crm/tags', 19)],
  },
  item('calendar', '/calendar', 16),
  {
    type: 'group',
    id: 'settings',
    labelKey: 'menu.settings',
    children: [
      screen('locations', 'locations'),
      screen('groups', 'groups'),
      screen('users', 'users'),
      screen('directorUsers', 'directorUsers'),
      item('roles', '/settings/roles', 15),
      item('rolesSecurity', '/settings/roles-security', 15),
      item('translations', '/settings/translations', 121),
      // Beyond the spec: read with DETAILED VIEW of Roles & Security (core/src/settings/auditLog.ts).
      item('auditLog', '/settings/audit-log', 15),
      // Beyond the spec: its own module, core/src/settings/apiTokens.ts API_TOKENS_INDEX.
      item('apiTokens', '/settings/api-tokens', 123),
      // Beyond the spec: the imports (core/src/imports/kinds.ts), each opened by ADD of its area;
      // the Sales feed offers ADD only (core/src/feed/transactions.ts).
      importItem('SALES', 'salesImport'),
      importItem('GUESTS', 'guestImport'),
      importItem('PRODUCTS', 'productImport'),
      // The GraphQL explorer is its own page, not a route of the app: a link, for token users.
      { type: 'link', id: 'apiExplorer', url: '/graphiql', labelKey: 'menu.apiExplorer', index: 123 },
      item('integrations', '/integrations', 122),
    ],
  },
  // Guest registration settings carry no role restriction (spec/1 §2.1), so they stand alone.
  item('registration', '/registration', null),
  // What runs the venue above, the links out to other sites below.
  { type: 'divider', id: 'beforeAdminSites' },
  {
    type: 'group',
    id: 'adminSites',
    labelKey: 'menu.adminSites',
    children: [
      { type: 'external', id: 'admin', site: 'admin', labelKey: 'menu.admin', index: ADMIN_LINKS_INDEX },
      { type: 'external', id: 'spAdmin', site: 'spAdmin', labelKey: 'menu.spAdmin', index: ADMIN_LINKS_INDEX },
    ],
  },
];

/** Every item in menu order, groups flattened. */
export function menuItems(menu: readonly MenuEntry[] = MENU): MenuItem[] {
  return menu.flatMap((e) => (e.type === 'group' ? e.children : e.type === 'divider' ? [] : [e]));
}
