import type { FilterCodec } from '../../../hooks/listUrl.ts';

/** The products list's filters as the URL keeps them (type, category, location, enabled, schedulable). */
export interface ProductFilterValues extends Record<string, string | number | null> {
  productTypeId: number | null;
  categoryId: number | null;
  locationId: number | null;
  /** 'on' or 'off'; null shows both. */
  enabled: 'on' | 'off' | null;
  /** 'on' the schedulable list, 'off' the non-schedulable one; null both. */
  schedulable: 'on' | 'off' | null;
}

const int = (raw: string | null) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : null);
const flag = (raw: string | null) => (raw === 'on' || raw === 'off' ? raw : null);
const str = (n: number | null) => (n === null ? null : String(n));

export const PRODUCT_FILTERS: FilterCodec<ProductFilterValues> = {
  initial: { productTypeId: null, categoryId: null, locationId: null, enabled: null, schedulable: null },
  parse: (p) => ({
    productTypeId: int(p.get('type')),
    categoryId: int(p.get('category')),
    locationId: int(p.get('location')),
    enabled: flag(p.get('enabled')),
    schedulable: flag(p.get('schedulable')),
  }),
  write: (f) => ({
    type: str(f.productTypeId),
    category: str(f.categoryId),
    location: str(f.locationId),
    enabled: f.enabled,
    schedulable: f.schedulable,
  }),
};

const bool = (v: 'on' | 'off' | null) => (v === null ? null : v === 'on');

/** The list query's filter arguments. */
export const productFilterVariables = (f: ProductFilterValues) => ({
  productTypeId: f.productTypeId,
  categoryId: f.categoryId,
  locationId: f.locationId,
  enabled: bool(f.enabled),
  schedulable: bool(f.schedulable),
});
