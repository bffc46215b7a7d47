/** What a metric computes from: the caller's scope and the resolved dashboard filter. */
import type { ResolvedFilter } from '@marquee/core/dashboards/filter';
import type { Executor } from '../db/client.ts';

export interface MetricContext {
  db: Executor;
  masterClientId: number;
  /** Locations asked, already limited to the master client's (all of them when none asked). */
  locationIds: number[];
  filter: ResolvedFilter;
  /** Widget-local filters. */
  local: {
    /** A location code (number of guests, employee and location performance). */
    location?: string;
    /** Resource codes (number of guests). */
    resources?: string[];
    /** A product name (employee performance). */
    product?: string;
  };
}
