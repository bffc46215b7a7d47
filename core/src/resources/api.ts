/**
 * The GraphQL API of the resource screens, declared once. Every screen's list, detail,
 * sub-table, create, update and remove have the same shape; from this table
 * scripts/resources-codegen.ts (run first by `pnpm codegen`) writes
 * - the SDL of that shape, descriptions and `@requires` (from RESOURCE_SCREENS) included, into
 *   schema/generated/<area>.graphql;
 * - the web's fragment and operations into web/src/generated/<area>.graphql;
 * and the gateway derives its resolvers from it (gateway/src/resources/declared.ts).
 * Hand-written per screen stay the entity type, its input and its sort enum
 * (schema/<area>/<screen>.graphql), and the filters below.
 *
 * Names follow from `name: [one, many]` unless given: type `FoodModifier`, `FoodModifierPage`,
 * `FoodModifierSort`, `FoodModifierInput`; fields `foodModifiers`, `foodModifier`,
 * `foodModifierSubTable`, `createFoodModifier`, `updateFoodModifier`, `deleteFoodModifiers`;
 * operations `CatalogueFoodModifiers`, `CatalogueFoodModifier` (catalogue screens' queries carry
 * the area), `CreateFoodModifier`, `UpdateFoodModifier`, `DeleteFoodModifiers`; fragment
 * `FoodModifierRow`.
 */
import type { ResourceKey, ScreenOperation } from './screens.ts';

/** A list argument beyond paging, search and sort; sent on to the REST list as a query parameter. */
export interface ResourceFilter {
  /** A scalar, or an enum of the screen's SDL (products' kind). */
  type: 'Int' | 'Boolean' | 'ProductKind';
  description: string;
}

export interface ResourceApi {
  /** schema/<area>/ and web/src/features/<area>/; catalogue queries are named `Catalogue…`. */
  area: 'catalogue' | 'settings';
  /** Root field stems, camel case: one record, several. */
  name: readonly [one: string, many: string];
  /** Nouns for the descriptions: 'food modifier', 'food modifiers'. */
  noun: readonly [one: string, many: string];
  /** The list's description starts '<title> list'. */
  title: string;
  /** What the search matches: 'Search matches <search>.' */
  search: string;
  /** Entity type (a row, the detail and a save's answer); the capitalised stem when absent. */
  type?: string;
  /** The detail's (and a save's) type where it has more than a row (Users). */
  detailType?: string;
  page?: string;
  sort?: string;
  input?: string;
  /** The update's input where it differs from the create's (Locations: no name or code). */
  updateInput?: string;
  /** Root fields not named after the stem (the settings screens' `settingsGroups` …). */
  list?: string;
  detail?: string;
  filters?: Readonly<Record<string, ResourceFilter>>;
  /** Row type of `<one>SubTable(id)`; the screen has no sub-table field when absent. */
  subTable?: string;
  /** Removal by ids; `versions` adds the optimistic check. False where a screen removes otherwise. */
  remove: false | { versions: boolean };
  /** Words the descriptions add after the verb: 'Removes groups: <remove>'. */
  notes?: Partial<Record<'create' | 'remove', string>>;
}

const atLocation = (rows: string) => ({
  locationId: { type: 'Int' as const, description: `Only ${rows} at this location.` },
});
const VERSIONED = { versions: true } as const;

export const RESOURCE_API = {
  groups: {
    area: 'settings',
    name: ['group', 'groups'],
    noun: ['group', 'groups'],
    title: 'Groups',
    search: 'the name',
    type: 'SettingsGroup',
    list: 'settingsGroups',
    detail: 'settingsGroup',
    subTable: 'LocationRef',
    remove: VERSIONED,
    notes: { remove: 'their locations stay, ungrouped' },
  },
  locations: {
    area: 'settings',
    name: ['location', 'locations'],
    noun: ['location', 'locations'],
    title: 'Locations',
    search: 'name, code, store number, street and city',
    type: 'SettingsLocation',
    input: 'LocationCreateInput',
    updateInput: 'LocationUpdateInput',
    list: 'settingsLocations',
    detail: 'settingsLocation',
    filters: {
      groupId: { type: 'Int', description: 'Only the locations of this group.' },
      enabled: { type: 'Boolean', description: 'Only enabled (true) or disabled (false) locations.' },
    },
    remove: VERSIONED,
    notes: { remove: 'CONFLICT while other data uses them' },
  },
  users: {
    area: 'settings',
    name: ['user', 'users'],
    noun: ['user', 'users'],
    title: 'Users',
    search: 'names, e-mail and phone',
    type: 'SettingsUser',
    detailType: 'SettingsUserDetail',
    list: 'settingsUsers',
    detail: 'settingsUser',
    filters: {
      roleId: { type: 'Int', description: 'Only users holding this role.' },
      locationId: { type: 'Int', description: 'Only users linked to this location.' },
    },
    remove: { versions: false },
    notes: {
      create: 'adds them to this master client and e-mails an invitation',
      remove: 'takes them out of this master client; never the caller',
    },
  },
  directorUsers: {
    area: 'settings',
    name: ['directorUser', 'directorUsers'],
    noun: ['director user', 'director users'],
    title: 'Director Users',
    search: 'names, e-mail and phone',
    sort: 'UserSort',
    filters: { roleId: { type: 'Int', description: 'Only director users holding this role.' } },
    // One at a time, by id and version (schema/settings/director-users.graphql).
    remove: false,
    notes: { create: "an invited user with director access; logs 'add_director_user'" },
  },
  taxRates: {
    area: 'catalogue',
    name: ['taxRate', 'taxRates'],
    noun: ['tax rate', 'tax rates'],
    title: 'Tax Rates',
    search: 'the name',
    filters: { taxTypeId: { type: 'Int', description: 'Only this tax type.' }, ...atLocation('rates applying') },
    subTable: 'LocationRef',
    remove: VERSIONED,
  },
  revenueClasses: {
    area: 'catalogue',
    name: ['revenueClass', 'revenueClasses'],
    noun: ['revenue class', 'revenue classes'],
    title: 'Revenue Classes',
    search: 'name and description',
    filters: { typeId: { type: 'Int', description: 'Only this type.' } },
    subTable: 'RevenueClassDiscount',
    remove: VERSIONED,
  },
  productCategories: {
    area: 'catalogue',
    name: ['productCategory', 'productCategories'],
    noun: ['product category', 'product categories'],
    title: 'Product Categories',
    search: 'name and description',
    filters: atLocation('categories offered'),
    subTable: 'LocationRef',
    remove: VERSIONED,
  },
  creditTypes: {
    area: 'catalogue',
    name: ['creditType', 'creditTypes'],
    noun: ['credit type', 'credit types'],
    title: 'Activity Credits',
    search: 'name and description',
    subTable: 'CreditTypeMembership',
    remove: VERSIONED,
  },
  memberships: {
    area: 'catalogue',
    name: ['membership', 'memberships'],
    noun: ['membership', 'memberships'],
    title: 'Memberships',
    search: 'name and description',
    filters: atLocation('memberships sold'),
    subTable: 'MembershipCredit',
    remove: VERSIONED,
  },
  discounts: {
    area: 'catalogue',
    name: ['discount', 'discounts'],
    noun: ['discount', 'discounts'],
    title: 'Discounts',
    search: 'the name',
    filters: {
      typeId: { type: 'Int', description: 'Only this type.' },
      enabled: { type: 'Boolean', description: 'Only enabled (true) or disabled (false) ones.' },
      revenueClassId: {
        type: 'Int',
        description: 'Only discounts applying to this revenue class (spec/3 §7 discounts-revenues).',
      },
    },
    subTable: 'DiscountRevenueClass',
    remove: VERSIONED,
  },
  foodModifiers: {
    area: 'catalogue',
    name: ['foodModifier', 'foodModifiers'],
    noun: ['food modifier', 'food modifiers'],
    title: 'Food Modifiers',
    search: 'name and group',
    filters: atLocation('modifiers offered'),
    subTable: 'LocationRef',
    remove: VERSIONED,
  },
  products: {
    area: 'catalogue',
    name: ['product', 'products'],
    noun: ['product', 'products'],
    title: 'Products',
    search: 'the name',
    detailType: 'ProductDetail',
    filters: {
      kind: { type: 'ProductKind', description: 'Only products of this kind (the product-type lists).' },
      productTypeId: { type: 'Int', description: 'Only products of this product type.' },
      categoryId: { type: 'Int', description: 'Only products in this category.' },
      ...atLocation('products sold'),
      enabled: { type: 'Boolean', description: 'Only enabled (true) or disabled (false) products.' },
      schedulable: {
        type: 'Boolean',
        description: 'Only schedulable (true) or non-schedulable (false) products (spec/3 §2).',
      },
    },
    subTable: 'ProductPrice',
    remove: VERSIONED,
    notes: { remove: 'with their prices, links and display positions' },
  },
} as const satisfies Record<ResourceKey, ResourceApi>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every name of a screen's API, the defaults filled in. */
export interface ResourceApiNames {
  type: string;
  detailType: string;
  page: string;
  sort: string;
  input: string;
  updateInput: string;
  list: string;
  detail: string;
  subTable: string | null;
  create: string;
  update: string;
  remove: string | null;
  fragment: string;
  detailFragment: string;
  listOperation: string;
  detailOperation: string;
}

export function resourceApiNames(key: ResourceKey): ResourceApiNames {
  const api: ResourceApi = RESOURCE_API[key];
  const [one, many] = api.name;
  const type = api.type ?? cap(one);
  const input = api.input ?? `${cap(one)}Input`;
  const list = api.list ?? many;
  const detail = api.detail ?? one;
  const prefix = api.area === 'catalogue' ? 'Catalogue' : '';
  return {
    type,
    detailType: api.detailType ?? type,
    page: api.page ?? `${cap(one)}Page`,
    sort: api.sort ?? `${cap(one)}Sort`,
    input,
    updateInput: api.updateInput ?? input,
    list,
    detail,
    subTable: api.subTable ? `${one}SubTable` : null,
    create: `create${cap(one)}`,
    update: `update${cap(one)}`,
    remove: api.remove ? `delete${cap(many)}` : null,
    fragment: `${cap(one)}Row`,
    detailFragment: api.detailType ? `${cap(one)}DetailFields` : `${cap(one)}Row`,
    listOperation: `${prefix}${cap(list)}`,
    detailOperation: `${prefix}${cap(detail)}`,
  };
}

/** The declared root fields of every screen and the operation each performs (RESOURCE_FIELDS). */
export function declaredResourceFields(): Record<string, readonly [ResourceKey, ScreenOperation]> {
  const out: Record<string, readonly [ResourceKey, ScreenOperation]> = {};
  for (const key of Object.keys(RESOURCE_API) as ResourceKey[]) {
    const n = resourceApiNames(key);
    const fields: [string | null, ScreenOperation][] = [
      [n.list, 'list'],
      [n.detail, 'detail'],
      [n.subTable, 'list'],
      [n.create, 'add'],
      [n.update, 'update'],
      [n.remove, 'remove'],
    ];
    for (const [field, operation] of fields) if (field) out[field] = [key, operation];
  }
  return out;
}
