import type { FilterCodec } from '../../../hooks/listUrl.ts';

/** The Discounts table's filters (the schema's typeId, enabled, revenueClassId), as the URL keeps them. */
export interface DiscountFilterValues extends Record<string, string | number | null> {
  typeId: number | null;
  /** 'on' or 'off'; null shows both. */
  enabled: 'on' | 'off' | null;
  revenueClassId: number | null;
}

const int = (raw: string | null) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : null);
const flag = (raw: string | null) => (raw === 'on' || raw === 'off' ? raw : null);

export const DISCOUNT_FILTERS: FilterCodec<DiscountFilterValues> = {
  initial: { typeId: null, enabled: null, revenueClassId: null },
  parse: (p) => ({ typeId: int(p.get('type')), enabled: flag(p.get('enabled')), revenueClassId: int(p.get('class')) }),
  write: (f) => ({
    type: f.typeId === null ? null : String(f.typeId),
    enabled: f.enabled,
    class: f.revenueClassId === null ? null : String(f.revenueClassId),
  }),
};

/** The list query's filter arguments. */
export const discountFilterVariables = (f: DiscountFilterValues) => ({
  typeId: f.typeId,
  enabled: f.enabled === null ? null : f.enabled === 'on',
  revenueClassId: f.revenueClassId,
});
