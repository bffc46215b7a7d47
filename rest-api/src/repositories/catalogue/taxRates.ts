/** Tax rates of a master client, with the locations they apply at. */
import { referenceName, TAX_TYPES } from '@marquee/core/catalogue/reference';
import type { TaxRate, TaxRateInput } from '@marquee/core/catalogue/taxRate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taxRateLocations, taxRates as t } from '../../db/schema-catalogue.ts';
import { tableResource } from '../../resources/tableResource.ts';
import { refuseWhileProductsUse } from '../products/usage.ts';

export const taxRateResource = tableResource({
  table: t,
  linkTables: { locations: taxRateLocations },
  columns: { id: t.id, name: t.name, percentage: t.percentage, taxTypeId: t.taxTypeId, version: t.version },
  toRow: (r): TaxRate => ({
    ...r,
    // Two decimals at least, up to the column's four (8.875 stays 8.875, 9 shows 9.00).
    percentage: Number(r.percentage)
      .toFixed(4)
      .replace(/0{1,2}$/, ''),
    taxTypeName: referenceName(TAX_TYPES, r.taxTypeId),
  }),
  values: (v: TaxRateInput) => ({
    name: v.name.trim(),
    percentage: v.percentage.trim().replace('%', ''),
    taxTypeId: v.taxTypeId,
  }),
  search: [t.name],
  sorts: { name: t.name, percentage: t.percentage, taxType: t.taxTypeId },
  filters: { taxTypeId: (taxTypeId: number) => eq(t.taxTypeId, taxTypeId) },
  // Products name the rows they use: removing one of those is refused, naming the products.
  beforeRemove: refuseWhileProductsUse('taxRates'),
});

/**
 * Tax rates by tax type (spec/3 §7 tax-rates-grouped), optionally only those applying at any of
 * `locationIds`; ids of another master client's locations match nothing.
 */
export async function taxRatesGrouped(db: Executor, masterClientId: number, locationIds: number[] | undefined) {
  const where = and(
    eq(t.masterClientId, masterClientId),
    locationIds === undefined
      ? undefined
      : locationIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${taxRateLocations} where ${taxRateLocations.parentId} = ${t.id} and ${inArray(taxRateLocations.locationId, locationIds)})`,
  );
  const found = await taxRateResource.rows(db, where, [asc(t.taxTypeId), asc(t.name), asc(t.id)]);
  return TAX_TYPES.map((type) => ({
    taxTypeId: type.id,
    taxTypeName: referenceName(TAX_TYPES, type.id),
    rates: found.filter((r) => r.taxTypeId === type.id).map(({ id, name, percentage }) => ({ id, name, percentage })),
  })).filter((g) => g.rates.length > 0);
}
