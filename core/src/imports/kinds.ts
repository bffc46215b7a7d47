/**
 * The kinds of file import and what differs between them: the columns and template, the
 * permission that opens it (ADD of the area the rows are added to), its screen and its REST and
 * gateway addresses. Everything else (staging, preview, the resumable job, the refused rows'
 * report, the screen) is one piece of machinery for all three.
 */
import { REQUIRED_IMPORT_COLUMNS, IMPORT_COLUMNS, IMPORT_TEMPLATE_CSV } from '../feed/import.ts';
import { SALES_FEED_FLAG, SALES_FEED_INDEX } from '../feed/transactions.ts';
import { GUESTS_MENU } from '../marketing/guests.ts';
import type { MessageKey } from '../messages/en.ts';
import type { FlagName } from '../permissions.ts';
import { screenPermission } from '../resources/screens.ts';
import { GUEST_IMPORT_COLUMNS, GUEST_TEMPLATE_CSV, REQUIRED_GUEST_COLUMNS } from './guests.ts';
import { PRODUCT_IMPORT_COLUMNS, PRODUCT_TEMPLATE_CSV, REQUIRED_PRODUCT_COLUMNS } from './products.ts';

export const IMPORT_KINDS = ['SALES', 'GUESTS', 'PRODUCTS'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportKindInfo {
  /** In addresses: /imports/<slug> at the gateway, the template's file name. */
  slug: 'sales' | 'guests' | 'products';
  /** The permission module and flag every route of the kind needs. */
  module: number;
  flag: FlagName;
  columns: readonly string[];
  /** Without these the file is refused at upload. */
  required: readonly string[];
  template: string;
  /** The column the error report names each refused row by. */
  keyColumn: string;
  /**
   * The REST API's routes of the kind. Two segments under an area, so no resource convention
   * (`/<area>/<screen>/:id` and its `/history`) reads them as a screen's.
   */
  restPath: string;
  /** The web screen. */
  screenPath: string;
  /** The GraphQL fields of the kind (schema/venue-import.graphql): one import, the latest, preview, start. */
  fields: { one: string; list: string; preview: string; start: string };
  title: MessageKey;
  intro: MessageKey;
  /** The staged summary: rows, records and rows with problems. */
  summary: MessageKey;
}

const [PRODUCTS_MODULE, PRODUCTS_FLAG] = screenPermission('products', 'add');

export const IMPORT_KIND_INFO: Readonly<Record<ImportKind, ImportKindInfo>> = {
  SALES: {
    slug: 'sales',
    module: SALES_FEED_INDEX,
    flag: SALES_FEED_FLAG,
    columns: IMPORT_COLUMNS,
    required: REQUIRED_IMPORT_COLUMNS,
    template: IMPORT_TEMPLATE_CSV,
    keyColumn: 'externalId',
    restPath: '/feed/imports',
    screenPath: '/settings/import-sales',
    fields: { one: 'venueImport', list: 'venueImports', preview: 'previewVenueImport', start: 'startVenueImport' },
    title: 'feed.import.title',
    intro: 'feed.import.intro',
    summary: 'feed.import.summary',
  },
  GUESTS: {
    slug: 'guests',
    module: GUESTS_MENU,
    flag: 'add',
    columns: GUEST_IMPORT_COLUMNS,
    required: REQUIRED_GUEST_COLUMNS,
    template: GUEST_TEMPLATE_CSV,
    keyColumn: 'email',
    restPath: '/marketing/imports/guests',
    screenPath: '/settings/import-guests',
    fields: { one: 'guestImport', list: 'guestImports', preview: 'previewGuestImport', start: 'startGuestImport' },
    title: 'imports.guests.title',
    intro: 'imports.guests.intro',
    summary: 'imports.summary',
  },
  PRODUCTS: {
    slug: 'products',
    module: PRODUCTS_MODULE,
    flag: PRODUCTS_FLAG,
    columns: PRODUCT_IMPORT_COLUMNS,
    required: REQUIRED_PRODUCT_COLUMNS,
    template: PRODUCT_TEMPLATE_CSV,
    keyColumn: 'name',
    restPath: '/product-management/imports/products',
    screenPath: '/settings/import-products',
    fields: {
      one: 'productImport',
      list: 'productImports',
      preview: 'previewProductImport',
      start: 'startProductImport',
    },
    title: 'imports.products.title',
    intro: 'imports.products.intro',
    summary: 'imports.summary',
  },
};

/** What each kind's GraphQL fields need, checked against the SDL by gateway/src/auth/requires.test.ts. */
export const IMPORT_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = Object.fromEntries(
  IMPORT_KINDS.flatMap((kind) => {
    const { module, flag, fields } = IMPORT_KIND_INFO[kind];
    return Object.values(fields).map((name) => [name, { module, flag }] as const);
  }),
);

/** The gateway's address of a kind's upload, template and reports. */
export const importAddress = (kind: ImportKind) => `/imports/${IMPORT_KIND_INFO[kind].slug}`;

const normalised = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** A header row of the kind: which column each position holds (null: ignored), and the required ones missing. */
export function readKindHeader(
  kind: ImportKind,
  names: readonly string[],
): { columns: (string | null)[]; missing: string[] } {
  const info = IMPORT_KIND_INFO[kind];
  const byName = new Map(info.columns.map((c) => [c.toLowerCase(), c] as const));
  const columns = names.map((n) => byName.get(normalised(n)) ?? null);
  return { columns, missing: info.required.filter((c) => !columns.includes(c)) };
}
