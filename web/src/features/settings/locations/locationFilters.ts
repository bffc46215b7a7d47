import type { FilterCodec } from '../../../hooks/listUrl.ts';

/** The Locations table's filters as the URL keeps them: `?enabled=on|off`. */
export interface LocationFilterValues extends Record<string, string | number | null> {
  /** 'on' or 'off'; null shows both. */
  enabled: 'on' | 'off' | null;
}

const flag = (raw: string | null) => (raw === 'on' || raw === 'off' ? raw : null);

export const LOCATION_FILTERS: FilterCodec<LocationFilterValues> = {
  initial: { enabled: null },
  parse: (p) => ({ enabled: flag(p.get('enabled')) }),
  write: (f) => ({ enabled: f.enabled }),
};

/** The list query's filter arguments. */
export const locationFilterVariables = (f: LocationFilterValues) => ({
  enabled: f.enabled === null ? null : f.enabled === 'on',
});
