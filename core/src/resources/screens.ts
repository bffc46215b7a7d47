/**
 * Every list/new/edit screen of the resource wing, in one table. It drives the menu
 * (core/src/menu.ts), the route guard (core/src/routes.ts), the REST guards
 * (rest-api/src/resources/register.ts), the gateway's `@requires` check
 * (gateway/src/auth/requires.test.ts) and the web's screen registry.
 *
 * Usage: `RESOURCE_SCREENS.taxRates.rest` is the REST base; `screenPermission('taxRates', 'add')`
 * is the `[module, flag]` a call needs; `removedKey('groups', n)` the success text of a removal.
 *
 * Two numberings meet here. A screen's menu entry is shown, and its list readable, when the VIEW
 * bit of its menu access index is set (spec/1 §2.7, spec/3 §6). The actions inside a screen (open,
 * add, edit, remove, remove many) use the screen's own permission id of spec/3 §6 (groups 6,
 * locations 13, director users 15); where the spec gives none, the actions use the menu index.
 */
import type { MessageKey } from '../messages/en.ts';
import type { FlagName } from '../permissions.ts';
import { declaredResourceFields } from './api.ts';

export interface ResourceScreen {
  /** The web route of the table mode; `${path}/new` and `${path}/:id` are its editor. */
  path: string;
  /** Menu access index: VIEW here lists rows, sub-tables and lookups of the screen. */
  menu: number;
  /** Screen permission id: DETAIL_VIEW, ADD, UPDATE_AND_EXECUTE, REMOVE, REMOVE_MULTIPLE here. */
  actions: number;
  /** REST base path of the resource (spec/3 §7). */
  rest: string;
  title: MessageKey;
  newTitle: MessageKey;
  empty: MessageKey;
  saved: MessageKey;
  /** Success text of a removal of one row … */
  removed: MessageKey;
  /** … and of several rows (the same text when the spec gives one). */
  removedMany: MessageKey;
}

export const RESOURCE_SCREENS = {
  groups: {
    path: '/settings/groups',
    menu: 13,
    actions: 6,
    rest: '/settings/groups',
    title: 'settings.groups.title',
    newTitle: 'settings.groups.new',
    empty: 'settings.groups.empty',
    saved: 'settings.groups.saved',
    removed: 'settings.groups.deleted.one',
    removedMany: 'settings.groups.deleted.other',
  },
  locations: {
    path: '/settings/locations',
    menu: 12,
    actions: 13,
    rest: '/settings/locations',
    title: 'settings.locations.title',
    newTitle: 'settings.locations.new',
    empty: 'settings.locations.empty',
    saved: 'settings.locations.saved',
    removed: 'settings.locations.deleted',
    removedMany: 'settings.locations.deleted',
  },
  users: {
    path: '/settings/users',
    menu: 14,
    actions: 14,
    rest: '/settings/users',
    title: 'settings.users.title',
    newTitle: 'settings.users.add',
    empty: 'settings.users.empty',
    saved: 'settings.users.saved',
    removed: 'settings.users.deleted',
    removedMany: 'settings.users.deleted',
  },
  directorUsers: {
    path: '/settings/users-director',
    menu: 30,
    actions: 15,
    rest: '/settings/users-director',
    title: 'settings.directorUsers.title',
    newTitle: 'settings.directorUsers.add',
    empty: 'settings.directorUsers.empty',
    saved: 'settings.directorUsers.saved',
    removed: 'settings.directorUsers.deleted',
    removedMany: 'settings.directorUsers.deleted',
  },
  creditTypes: {
    path: '/product-management/activity-credits',
    menu: 5,
    actions: 5,
    rest: '/catalog-management/credit-types',
    title: 'menu.activityCredits',
    newTitle: 'catalogue.creditTypes.new',
    empty: 'catalogue.creditTypes.empty',
    saved: 'catalogue.creditTypes.saved',
    removed: 'catalogue.creditTypes.removed',
    removedMany: 'catalogue.creditTypes.removedMany',
  },
  discounts: {
    path: '/product-management/discounts',
    menu: 6,
    actions: 6,
    rest: '/catalog-management/discounts',
    title: 'menu.discounts',
    newTitle: 'catalogue.discounts.new',
    empty: 'catalogue.discounts.empty',
    saved: 'catalogue.discounts.saved',
    removed: 'catalogue.discounts.removed',
    removedMany: 'catalogue.discounts.removedMany',
  },
  memberships: {
    path: '/product-management/memberships',
    menu: 7,
    actions: 7,
    rest: '/catalog-management/memberships',
    title: 'menu.memberships',
    newTitle: 'catalogue.memberships.new',
    empty: 'catalogue.memberships.empty',
    saved: 'catalogue.memberships.saved',
    removed: 'catalogue.memberships.removed',
    removedMany: 'catalogue.memberships.removedMany',
  },
  productCategories: {
    path: '/product-management/product-categories',
    menu: 8,
    actions: 8,
    rest: '/catalog-management/product-categories',
    title: 'menu.productCategories',
    newTitle: 'catalogue.productCategories.new',
    empty: 'catalogue.productCategories.empty',
    saved: 'catalogue.productCategories.saved',
    removed: 'catalogue.productCategories.removed',
    removedMany: 'catalogue.productCategories.removedMany',
  },
  revenueClasses: {
    path: '/product-management/revenue-classes',
    menu: 9,
    actions: 9,
    rest: '/catalog-management/revenue-classes',
    title: 'menu.revenueClasses',
    newTitle: 'catalogue.revenueClasses.new',
    empty: 'catalogue.revenueClasses.empty',
    saved: 'catalogue.revenueClasses.saved',
    removed: 'catalogue.revenueClasses.removed',
    removedMany: 'catalogue.revenueClasses.removedMany',
  },
  foodModifiers: {
    path: '/product-management/food-modifiers',
    menu: 10,
    actions: 10,
    rest: '/catalog-management/food-sub-items',
    title: 'menu.foodModifiers',
    newTitle: 'catalogue.foodModifiers.new',
    empty: 'catalogue.foodModifiers.empty',
    saved: 'catalogue.foodModifiers.saved',
    removed: 'catalogue.foodModifiers.removed',
    removedMany: 'catalogue.foodModifiers.removedMany',
  },
  taxRates: {
    path: '/product-management/tax-rates',
    menu: 11,
    actions: 11,
    rest: '/catalog-management/tax-rates',
    title: 'menu.taxRates',
    newTitle: 'catalogue.taxRates.new',
    empty: 'catalogue.taxRates.empty',
    saved: 'catalogue.taxRates.saved',
    removed: 'catalogue.taxRates.removed',
    removedMany: 'catalogue.taxRates.removedMany',
  },
  products: {
    path: '/product-management/products',
    menu: 4,
    actions: 4,
    rest: '/product-management/products',
    title: 'catalogue.products.title',
    newTitle: 'catalogue.products.new',
    empty: 'catalogue.products.empty',
    saved: 'catalogue.products.saved',
    removed: 'catalogue.products.removed',
    removedMany: 'catalogue.products.removedMany',
  },
} as const satisfies Record<string, ResourceScreen>;

export type ResourceKey = keyof typeof RESOURCE_SCREENS;

/** What each operation of a screen needs: `[module, flag]`. */
export type ScreenOperation = 'list' | 'detail' | 'add' | 'update' | 'remove' | 'removeMultiple';

const FLAG_OF_OPERATION: Record<ScreenOperation, FlagName> = {
  list: 'view',
  detail: 'detailView',
  add: 'add',
  update: 'updateAndExecute',
  remove: 'remove',
  removeMultiple: 'removeMultiple',
};

export function screenPermission(key: ResourceKey, operation: ScreenOperation): [number, FlagName] {
  const screen: ResourceScreen = RESOURCE_SCREENS[key];
  return [operation === 'list' ? screen.menu : screen.actions, FLAG_OF_OPERATION[operation]];
}

/** The success text of removing `count` rows of a screen. */
export function removedKey(key: ResourceKey, count: number): MessageKey {
  const screen: ResourceScreen = RESOURCE_SCREENS[key];
  return count > 1 ? screen.removedMany : screen.removed;
}

/** The confirm text before removing `count` selected rows (spec/3 §2). */
export function removeConfirmKey(count: number): MessageKey {
  return count > 1 ? 'settings.removeMany' : 'settings.removeOne';
}

/**
 * The GraphQL root fields of the resource screens and the screen operation each performs: their
 * `@requires` must equal `screenPermission` of that pair (gateway/src/auth/requires.test.ts checks
 * every field, and fails on an unmapped one). Removal is declared as REMOVE with
 * `@requires(…, many: "ids")`, so removing several at once also needs REMOVE_MULTIPLE. The fields
 * of the shape every screen shares come from its declaration (api.ts); the others are listed here.
 */
export const RESOURCE_FIELDS: Readonly<Record<string, readonly [ResourceKey, ScreenOperation]>> = {
  ...declaredResourceFields(),
  settingsUserRoles: ['users', 'list'],
  resendInvitation: ['users', 'update'],
  deleteDirectorUser: ['directorUsers', 'remove'],
  // The catalogue forms' lookups (schema/catalogue/lookups.graphql) and the tax rate fee.
  taxTypes: ['taxRates', 'list'],
  taxRateFee: ['taxRates', 'list'],
  revenueClassTypes: ['revenueClasses', 'list'],
  expirationTypes: ['memberships', 'list'],
  creditTypeOptions: ['memberships', 'list'],
  membershipOptions: ['memberships', 'list'],
  discountTypes: ['discounts', 'list'],
  revenueClassOptions: ['discounts', 'list'],
  // The products screens' own fields (schema/catalogue/products.graphql).
  productOptions: ['products', 'list'],
  productTypeOptions: ['products', 'list'],
  productLanguages: ['products', 'list'],
  productDisplayOrder: ['products', 'list'],
  saveProductDisplayOrder: ['products', 'update'],
  uploadProductImage: ['products', 'add'],
  productEditorPing: ['products', 'list'],
  productCategoryOptions: ['products', 'list'],
  priceLevelOptions: ['products', 'list'],
  productModifierOptions: ['products', 'list'],
  blockedAccessOptions: ['products', 'list'],
  entitlementPackageOptions: ['products', 'list'],
  daysAvailableOptions: ['products', 'list'],
  availableFromOptions: ['products', 'list'],
  availableToOptions: ['products', 'list'],
  productSchedulingResources: ['products', 'list'],
  productSchedulingEvents: ['products', 'list'],
};
