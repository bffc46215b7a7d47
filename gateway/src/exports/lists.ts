/**
 * The lists a caller may export: each one's columns (core's definitions, shared with the screen),
 * its own permission module, and how its URL state becomes pages of its REST list endpoint.
 */
import { usFromIso } from '@marquee/core/bookings/rules';
import {
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_FLAG,
  AUDIT_EXPORT_MODULE,
  isAuditExportEntity,
} from '@marquee/core/exports/auditLog';
import {
  BOOKING_EXPORT_COLUMNS,
  BOOKING_EXPORT_FILTERS,
  BOOKING_EXPORT_MODULE,
  type BookingExportRow,
} from '@marquee/core/exports/bookings';
import { CATALOGUE_EXPORTS, type CatalogueExport, urlSort } from '@marquee/core/exports/catalogue';
import type { ExportColumn, ExportKind, ExportValue } from '@marquee/core/exports/columns';
import {
  CRM_EMAIL_EXPORT_COLUMNS,
  CRM_EMAIL_EXPORT_MODULE,
  crmEmailExportStatus,
} from '@marquee/core/exports/crmEmails';
import {
  SEGMENT_GUEST_EXPORT_COLUMNS,
  SEGMENT_GUEST_EXPORT_MODULE,
  segmentExportId,
} from '@marquee/core/exports/segmentGuests';
import { ErrorCode } from '@marquee/core/errors';
import type { GuestMessage } from '@marquee/core/marketing/messageLog';
import { GUEST_EXPORT_COLUMNS, GUEST_EXPORT_MODULE, GUEST_EXPORT_SORTS } from '@marquee/core/exports/guests';
import type { GuestRow } from '@marquee/core/marketing/guests';
import {
  PRODUCT_EXPORT_COLUMNS,
  PRODUCT_EXPORT_FLAG_FILTERS,
  PRODUCT_EXPORT_ID_FILTERS,
  PRODUCT_EXPORT_MODULE,
  PRODUCT_EXPORT_SORTS,
  productExportKind,
} from '@marquee/core/exports/products';
import type { Product } from '@marquee/core/catalogue/product';
import type { MessageKey } from '@marquee/core/messages/en';
import type { FlagName } from '@marquee/core/permissions';
import type { PagedList } from '@marquee/core/rest';
import type { AuditPage, AuditRow } from '@marquee/core/settings/auditLog';
import { MAX_ROWS_PER_PAGE } from '@marquee/core/resources/listState';
import { RESOURCE_SCREENS } from '@marquee/core/resources/screens';
import { GatewayError } from '../errors.ts';
import type { Rest } from '../upstream/rest.ts';

type Query = Record<string, string | number | boolean>;

export interface ExportList {
  /** The file name before its extension. */
  fileName: string;
  module: number;
  /** The flag of `module` the list itself needs (VIEW for most lists). */
  flag: FlagName;
  columns: readonly { label: MessageKey; kind: ExportKind }[];
  /** Calls `each` with every page of the list as rows of values, in the list's order, to the last. */
  pages(rest: Rest, state: URLSearchParams, each: (rows: ExportValue[][]) => Promise<void>): Promise<void>;
}

/** One page of a REST list, not kept for the rest of the request (see RestRequest `once`). */
const readPage = <T>(rest: Rest, path: string, query: Query): Promise<T> =>
  rest.call<T>({ method: 'GET', path, query, once: true });

/** A list read page by page (MAX_ROWS_PER_PAGE rows, the REST lists' largest page) until a short page. */
function pagedList<Row>(
  fileName: string,
  module: number,
  columns: readonly ExportColumn<Row>[],
  fetchPage: (rest: Rest, state: URLSearchParams, page: number) => Promise<Row[]>,
  flag: FlagName = 'view',
): ExportList {
  return {
    fileName,
    module,
    flag,
    columns,
    async pages(rest, state, each) {
      for (let page = 0; ; page++) {
        const rows = await fetchPage(rest, state, page);
        if (rows.length > 0) await each(rows.map((r) => columns.map((c) => c.value(r))));
        if (rows.length < MAX_ROWS_PER_PAGE) return;
      }
    },
  };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The bookings list's filters as its REST endpoint takes them (dates as the screen sends them). */
function bookingQuery(state: URLSearchParams): Query {
  const query: Query = {};
  for (const name of BOOKING_EXPORT_FILTERS) {
    const value = state.get(name)?.trim();
    if (!value) continue;
    if (name === 'bookingDate' || name === 'startDate') query[name] = ISO.test(value) ? usFromIso(value) : value;
    else if (name === 'membership') query[name] = value.toLowerCase();
    else query[name] = value;
  }
  return query;
}

/** The resource wing's URL state (q, sort, order) as a REST paged list's query. */
function resourceQuery(state: URLSearchParams, sorts: Readonly<Record<string, string>>, defaultSort: string): Query {
  const query: Query = {};
  const search = state.get('q')?.trim();
  if (search) query.search = search;
  const sort = state.get('sort') ?? defaultSort;
  query.sort = Object.hasOwn(sorts, sort) ? (sorts[sort] ?? '') : (sorts[defaultSort] ?? '');
  query.order = state.get('order') === 'desc' ? 'desc' : 'asc';
  return query;
}

/**
 * The bookings list by cursor: each page asks for the rows after the previous page's last booking,
 * so every page costs the same however far into a large list it is (no OFFSET, no count).
 */
const bookings: ExportList = {
  fileName: 'bookings',
  module: BOOKING_EXPORT_MODULE,
  flag: 'view',
  columns: BOOKING_EXPORT_COLUMNS,
  async pages(rest, state, each) {
    const query = bookingQuery(state);
    for (let after: number | undefined; ; ) {
      const rows = (
        await readPage<{ data: (BookingExportRow & { id: number })[] }>(rest, '/booking-manager/bookings', {
          ...query,
          rowsPerPage: MAX_ROWS_PER_PAGE,
          ...(after === undefined ? { page: 0 } : { after }),
        })
      ).data;
      if (rows.length > 0) await each(rows.map((r) => BOOKING_EXPORT_COLUMNS.map((c) => c.value(r))));
      if (rows.length < MAX_ROWS_PER_PAGE) return;
      after = rows.at(-1)!.id;
    }
  },
};

const guests = pagedList<GuestRow>(
  'guests',
  GUEST_EXPORT_MODULE,
  GUEST_EXPORT_COLUMNS,
  async (rest, state, page) =>
    (
      await readPage<PagedList<GuestRow>>(rest, '/marketing/guests', {
        ...resourceQuery(state, GUEST_EXPORT_SORTS, 'NAME'),
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      })
    ).data,
);

const ID = /^\d{1,9}$/;

/** The products screen's filters (ids, on/off flags) and, from a product-type list, its kind. */
function productQuery(state: URLSearchParams): Query {
  const query: Query = {};
  for (const [name, param] of Object.entries(PRODUCT_EXPORT_ID_FILTERS)) {
    const value = state.get(name);
    if (value && ID.test(value)) query[param] = value;
  }
  for (const name of PRODUCT_EXPORT_FLAG_FILTERS) {
    const value = state.get(name);
    if (value === 'on' || value === 'off') query[name] = value === 'on';
  }
  const kind = productExportKind(state.get('kind'));
  if (kind) query.kind = kind;
  return query;
}

const products = pagedList<Product>(
  'products',
  PRODUCT_EXPORT_MODULE,
  PRODUCT_EXPORT_COLUMNS,
  async (rest, state, page) =>
    (
      await readPage<PagedList<Product>>(rest, '/product-management/products', {
        ...resourceQuery(state, PRODUCT_EXPORT_SORTS, 'NAME'),
        ...productQuery(state),
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      })
    ).data,
);

/** The audit screen's URL state (user, entity, from, to) as /settings/audit-log takes it. */
function auditQuery(state: URLSearchParams): Query {
  const query: Query = {};
  const user = state.get('user');
  if (user && ID.test(user)) query.userId = user;
  const entity = state.get('entity');
  if (isAuditExportEntity(entity)) query.entity = entity;
  for (const name of ['from', 'to']) {
    const day = state.get(name);
    if (day && ISO.test(day)) query[name] = day;
  }
  return query;
}

// Newest first, as the screen: the log has one order.
const auditLog = pagedList<AuditRow>(
  'audit-log',
  AUDIT_EXPORT_MODULE,
  AUDIT_EXPORT_COLUMNS,
  async (rest, state, page) =>
    (
      await readPage<AuditPage>(rest, '/settings/audit-log', {
        ...auditQuery(state),
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      })
    ).data,
  AUDIT_EXPORT_FLAG,
);

/** The CRM e-mails screen's URL state (status, search) as /crm/emails takes it. */
function crmEmailQuery(state: URLSearchParams): Query {
  const query: Query = {};
  const status = crmEmailExportStatus(state.get('status'));
  if (status) query.status = status;
  const search = state.get('search')?.trim();
  if (search) query.search = search;
  return query;
}

// Newest first, as the screen: the log has one order.
const crmEmails = pagedList<GuestMessage>(
  'crm-emails',
  CRM_EMAIL_EXPORT_MODULE,
  CRM_EMAIL_EXPORT_COLUMNS,
  async (rest, state, page) =>
    (
      await readPage<PagedList<GuestMessage>>(rest, '/crm/emails', {
        ...crmEmailQuery(state),
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      })
    ).data,
);

// A segment's matching guests (its row's sub-table): `segment=<id>`, by name unless the state sorts.
const segmentGuests = pagedList<GuestRow>(
  'segment-guests',
  SEGMENT_GUEST_EXPORT_MODULE,
  SEGMENT_GUEST_EXPORT_COLUMNS,
  async (rest, state, page) => {
    const rowId = segmentExportId(state.get('segment'));
    if (rowId === null) throw new GatewayError(ErrorCode.badUserInput, 'segment: a guest segment id is needed');
    return (
      await readPage<PagedList<GuestRow>>(rest, '/marketing/guest-segments/guests', {
        ...resourceQuery(state, GUEST_EXPORT_SORTS, 'NAME'),
        rowId,
        page,
        rowsPerPage: MAX_ROWS_PER_PAGE,
      })
    ).data;
  },
);

/** A catalogue list (core/exports/catalogue.ts): the wing's URL state and the list's own filters. */
function catalogueList<Row>(spec: CatalogueExport<Row>): ExportList {
  const screen = RESOURCE_SCREENS[spec.screen];
  const sorts = Object.fromEntries(spec.sorts.map((s) => [urlSort(s), s]));
  return pagedList<Row>(spec.fileName, screen.menu, spec.columns, async (rest, state, page) => {
    const query: Query = resourceQuery(state, sorts, 'NAME');
    for (const f of spec.filters) {
      const value = state.get(f.url);
      if (f.kind === 'int' && value && ID.test(value)) query[f.rest] = value;
      if (f.kind === 'flag' && (value === 'on' || value === 'off')) query[f.rest] = value === 'on';
    }
    return (await readPage<PagedList<Row>>(rest, screen.rest, { ...query, page, rowsPerPage: MAX_ROWS_PER_PAGE })).data;
  });
}

const catalogueLists = Object.fromEntries(
  Object.entries(CATALOGUE_EXPORTS).map(([name, spec]) => [name, catalogueList(spec as CatalogueExport<unknown>)]),
);

/** Every exportable list by its name in the route (GET /exports/:list.csv|.xlsx). */
export const EXPORT_LISTS: Readonly<Record<string, ExportList>> = {
  ...catalogueLists,
  bookings,
  guests,
  products,
  'audit-log': auditLog,
  'crm-emails': crmEmails,
  'segment-guests': segmentGuests,
};
