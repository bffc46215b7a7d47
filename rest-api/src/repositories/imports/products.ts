/**
 * The products kind of import (core/src/imports/products.ts): a product a row, its names looked
 * up in the caller's master client, checked by the editor's rules (validateProduct for the type's
 * kind) and created by the editor's create (repositories/products/write.ts). A row naming a
 * product of the same name and type as one of the master client, or of an earlier row, is that
 * product: nothing is written for it ("already there").
 */
import type { ProductInput } from '@marquee/core/catalogue/product';
import type { ProductKind } from '@marquee/core/catalogue/productKind';
import { validateProduct } from '@marquee/core/catalogue/productRules';
import { checkProductRow, productFieldProblem } from '@marquee/core/imports/products';
import { listOf, nameKey, type RowCells, type RowProblem, yesNo } from '@marquee/core/imports/rows';
import { message } from '@marquee/core/messages/en';
import { LOCATION_DISABLED_MESSAGE } from '@marquee/core/venue/locationEnabled';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import type { ImageStore } from '../../images/store.ts';
import { createProduct } from '../products/write.ts';
import type { ImportWriter, LineProblem, Outcome, StagedRow } from './writer.ts';

/** Every day of the week (ISO 1–7): a product of a file is sold whenever its locations open. */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A file carries no image: the editor's create is never handed one to store. */
const NO_IMAGES: ImageStore = {
  kind: 'disk',
  put: () => Promise.reject(new Error('a products import carries no image')),
  get: () => Promise.resolve(null),
};

interface Named {
  id: number;
  name: string;
  kind?: string;
  enabled?: boolean;
}

/** The master client's rows of `table` whose lower-cased name is among `names`, by that name. */
async function byName(db: Executor, table: SQL, masterClientId: number, names: readonly string[], extra = sql``) {
  const rows = await queryRows<Named>(
    db,
    sql`select id, name${extra} from ${table} where master_client_id = ${masterClientId}
          and lower(name) = any(${pgArray([...new Set(names.map(nameKey))])}::text[]) order by id`,
  );
  const out = new Map<string, Named>();
  for (const r of rows) if (!out.has(nameKey(r.name))) out.set(nameKey(r.name), { ...r, id: Number(r.id) });
  return out;
}

/** What the rows of a batch name, looked up once for the batch. */
async function lookups(db: Executor, masterClientId: number, rows: readonly RowCells[]) {
  const all = (column: string) => rows.flatMap((c) => listOf(c[column]));
  const [types, categories, classes, taxes, levels] = await Promise.all([
    byName(db, sql.raw('product_types'), masterClientId, all('productType'), sql`, kind`),
    byName(db, sql.raw('product_categories'), masterClientId, all('categories')),
    byName(db, sql.raw('revenue_classes'), masterClientId, all('revenueClass')),
    byName(db, sql.raw('tax_rates'), masterClientId, all('taxRate')),
    byName(db, sql.raw('price_levels'), masterClientId, all('priceLevel')),
  ]);
  const codes = [...new Set(all('locationCodes'))];
  const places = await queryRows<{ id: number; code: string; enabled: boolean }>(
    db,
    sql`select id, code, enabled from locations where master_client_id = ${masterClientId}
          and code = any(${pgArray(codes)}::text[])`,
  );
  const [firstLevel] = await queryRows<{ id: number }>(
    db,
    sql`select id from price_levels where master_client_id = ${masterClientId} order by display_order, id limit 1`,
  );
  return {
    types,
    categories,
    classes,
    taxes,
    levels,
    locations: new Map(places.map((p) => [p.code, { id: Number(p.id), enabled: Boolean(p.enabled) }])),
    firstLevel: firstLevel ? Number(firstLevel.id) : null,
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** The editor's input a row stands for, with its type's kind, or the row's problems. */
function productOf(
  cells: RowCells,
  l: Lookups,
): { ok: true; input: ProductInput; kind: ProductKind } | { ok: false; problems: RowProblem[] } {
  const problems = checkProductRow(cells);
  const unknown = (column: string, value: string): RowProblem => ({
    column,
    key: 'imports.products.error.unknown',
    values: { value },
  });
  const one = (column: string, map: Map<string, Named>) => {
    const value = cells[column];
    if (value === undefined) return undefined;
    const hit = map.get(nameKey(value));
    if (!hit) problems.push(unknown(column, value));
    return hit;
  };
  const type = one('productType', l.types);
  const revenueClass = one('revenueClass', l.classes);
  const taxRate = one('taxRate', l.taxes);
  const level = cells.priceLevel === undefined ? l.firstLevel : (one('priceLevel', l.levels)?.id ?? null);
  if (cells.priceLevel === undefined && l.firstLevel === null) {
    problems.push({ column: 'price', key: 'imports.products.error.noPriceLevel' });
  }
  const categoryIds = listOf(cells.categories).flatMap((name) => {
    const hit = l.categories.get(nameKey(name));
    if (!hit) problems.push(unknown('categories', name));
    return hit ? [hit.id] : [];
  });
  const locationIds = listOf(cells.locationCodes).flatMap((code) => {
    const hit = l.locations.get(code);
    if (!hit) problems.push({ column: 'locationCodes', key: 'feed.error.unknownLocation', values: { code } });
    else if (!hit.enabled) problems.push({ column: 'locationCodes', key: LOCATION_DISABLED_MESSAGE });
    return hit ? [hit.id] : [];
  });
  if (problems.length > 0 || !type || level === null) return { ok: false, problems };
  const price = cells.price ?? '';
  const input: ProductInput = {
    productTypeId: type.id,
    name: cells.name ?? '',
    image: null,
    categoryIds,
    giftCardAmount: cells.giftCardAmount ?? null,
    membershipId: null,
    modifierIds: [],
    revenueClassId: revenueClass?.id ?? null,
    taxRateId: taxRate?.id ?? null,
    isCadet: false,
    containsAlcohol: false,
    enabled: yesNo(cells.enabled, true) ?? true,
    locationIds,
    groupIds: [],
    gameCardDetails: null,
    reservationDetails: null,
    creditTypes: [],
    prices: locationIds.map((locationId) => ({ locationId, priceLevelId: level, price })),
    loyaltyPoints: [],
    availability: { daysAvailable: EVERY_DAY, availableFrom: null, availableTo: null },
    membershipRequirementIds: [],
    inventory: { maxQuantity: null },
    blockedAccessIds: [],
    names: [],
  };
  const kind = type.kind as ProductKind;
  const refused = Object.entries(validateProduct(input, kind)).flatMap(([field, key]) =>
    key ? [productFieldProblem(field, key)] : [],
  );
  if (refused.length > 0) return { ok: false, problems: refused };
  return { ok: true, input, kind };
}

async function checkRows(db: Executor, masterClientId: number, records: readonly StagedRow[][]) {
  const rows = records.flat();
  const l = await lookups(
    db,
    masterClientId,
    rows.map((r) => r.cells),
  );
  return rows.map((row) => ({ row, result: productOf(row.cells, l) }));
}

/** Whether the master client has a product of this name (any case) and type. */
async function knownProduct(db: Executor, masterClientId: number, input: ProductInput): Promise<boolean> {
  const [hit] = await queryRows<{ id: number }>(
    db,
    sql`select id from products where master_client_id = ${masterClientId} and product_type_id = ${input.productTypeId}
          and lower(name) = ${nameKey(input.name)} limit 1`,
  );
  return hit !== undefined;
}

export const productsWriter: ImportWriter = {
  recordKey: () => null,
  checkRow: checkProductRow,
  async check(db, masterClientId, records) {
    const checked = await checkRows(db, masterClientId, records);
    // A row's own problems (checkRow's) are stored already; the rest are its names' and the editor's.
    const own = new Set(records.flat().flatMap((r) => r.problems.map((p) => `${r.line}:${p.column}:${p.key}`)));
    return checked.flatMap(({ row, result }): LineProblem[] =>
      result.ok
        ? []
        : result.problems
            .filter((p) => !own.has(`${row.line}:${p.column}:${p.key}`))
            .map((problem) => ({ line: row.line, problem })),
    );
  },
  async write(db, masterClientId, records, _now, hooks) {
    await db.transaction(async (tx) => {
      await hooks.claim(tx);
      const outcome: Outcome = { accepted: 0, replayed: 0, rejected: 0, refusals: [] };
      // One at a time, in file order: a product named twice is created by the first row, found by the second.
      for (const { row, result } of await checkRows(tx, masterClientId, records)) {
        if (!result.ok) {
          const [p] = result.problems;
          outcome.rejected++;
          if (p) outcome.refusals.push({ line: row.line, column: p.column, reason: message(p.key, p.values) });
          continue;
        }
        if (await knownProduct(tx, masterClientId, result.input)) {
          outcome.replayed++;
          continue;
        }
        try {
          await createProduct(tx, masterClientId, result.input, NO_IMAGES);
          outcome.accepted++;
        } catch (e) {
          // The editor's create refuses before it writes anything, so the batch goes on.
          if (!(e instanceof HttpError)) throw e;
          const [field] = Object.keys(e.fields ?? {});
          outcome.rejected++;
          outcome.refusals.push({
            line: row.line,
            column: field ? productFieldProblem(field, 'validation.required').column : null,
            reason: field ? (e.fields?.[field] ?? e.message) : e.message,
          });
        }
      }
      await hooks.done(tx, outcome);
    });
  },
};
