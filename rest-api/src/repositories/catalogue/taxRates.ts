/** Tax rates of a master client, with the locations they apply at. */
import { referenceName, TAX_TYPES } from '@marquee/core/catalogue/reference';
import type { TaxRate, TaxRateInput } from '@marquee/core/catalogue/taxRate';
import type { PagedList } from '@marquee/core/rest';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taxRateLocations, taxRates } from '../../db/schema-catalogue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import type { ListScope } from '../../resources/register.ts';
import { ownedDelete, pagedList, versionedUpdate } from '../../resources/repository.ts';
import { atLocation, locationsByParent, replaceLocations } from './links.ts';

const columns = {
  id: taxRates.id,
  name: taxRates.name,
  percentage: taxRates.percentage,
  taxTypeId: taxRates.taxTypeId,
  version: taxRates.version,
};

async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit?: number, offset = 0) {
  let q = db
    .select(columns)
    .from(taxRates)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) q = q.limit(limit).offset(offset);
  const found = await q;
  const links = await locationsByParent(
    db,
    taxRateLocations,
    found.map((r) => r.id),
  );
  return found.map(
    (r): TaxRate => ({
      ...r,
      // Two decimals at least, up to the column's four (8.875 stays 8.875, 9 shows 9.00).
      percentage: Number(r.percentage)
        .toFixed(4)
        .replace(/0{1,2}$/, ''),
      taxTypeName: referenceName(TAX_TYPES, r.taxTypeId),
      locations: links.get(r.id) ?? [],
    }),
  );
}

export interface TaxRateFilters {
  taxTypeId?: number;
  locationId?: number;
}

export function listTaxRates(db: Executor, s: ListScope<TaxRateFilters>): Promise<PagedList<TaxRate>> {
  return pagedList(db, {
    from: taxRates,
    paging: s.paging,
    tenant: eq(taxRates.masterClientId, s.masterClientId),
    filters: [
      s.filters.taxTypeId === undefined ? undefined : eq(taxRates.taxTypeId, s.filters.taxTypeId),
      atLocation(taxRateLocations, taxRates.id, s.filters.locationId),
    ],
    search: [taxRates.name],
    sorts: { name: taxRates.name, percentage: taxRates.percentage, taxType: taxRates.taxTypeId },
    defaultSort: 'name',
    id: taxRates.id,
    page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
  });
}

export async function getTaxRate(db: Executor, masterClientId: number, id: number): Promise<TaxRate> {
  const [row] = await rows(db, and(eq(taxRates.id, id), eq(taxRates.masterClientId, masterClientId)));
  if (!row) throw recordNotFound();
  return row;
}

const values = (v: TaxRateInput) => ({
  name: v.name.trim(),
  percentage: v.percentage.trim().replace('%', ''),
  taxTypeId: v.taxTypeId,
});

export async function createTaxRate(tx: Executor, masterClientId: number, v: TaxRateInput): Promise<number> {
  const [row] = await tx
    .insert(taxRates)
    .values({ masterClientId, ...values(v) })
    .returning({ id: taxRates.id });
  await replaceLocations(tx, taxRateLocations, masterClientId, row!.id, v.locationIds);
  return row!.id;
}

export async function updateTaxRate(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: TaxRateInput & { version: number },
): Promise<void> {
  await versionedUpdate(tx, taxRates, masterClientId, id, v.version, values(v));
  await replaceLocations(tx, taxRateLocations, masterClientId, id, v.locationIds);
}

export const deleteTaxRates = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, taxRates, masterClientId, ids, { versions });

/**
 * Tax rates by tax type (spec/3 §7 tax-rates-grouped), optionally only those applying at any of
 * `locationIds`; ids of another master client's locations match nothing.
 */
export async function taxRatesGrouped(db: Executor, masterClientId: number, locationIds: number[] | undefined) {
  const where = and(
    eq(taxRates.masterClientId, masterClientId),
    locationIds === undefined
      ? undefined
      : locationIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${taxRateLocations} where ${taxRateLocations.parentId} = ${taxRates.id} and ${inArray(taxRateLocations.locationId, locationIds)})`,
  );
  const found = await rows(db, where, [asc(taxRates.taxTypeId), asc(taxRates.name), asc(taxRates.id)]);
  return TAX_TYPES.map((t) => ({
    taxTypeId: t.id,
    taxTypeName: referenceName(TAX_TYPES, t.id),
    rates: found.filter((r) => r.taxTypeId === t.id).map(({ id, name, percentage }) => ({ id, name, percentage })),
  })).filter((g) => g.rates.length > 0);
}
