/** What a metric computes from: the caller's scope and the resolved dashboard filter. */
import type { ResolvedFilter } from '@marquee/core/dashboards/filter';
import type { Temporal } from 'temporal-polyfill';
import type { Executor } from '../db/client.ts';

export interface MetricContext {
  db: Executor;
  masterClientId: number;
  /** Locations asked, already limited to the master client's (all of them when none asked). */
  locationIds: number[];
  /** ISO 4217 code the locations share; null when they use different ones (core/dashboards/currency). */
  currency: string | null;
  /** Each location's currency. */
  currencies: ReadonlyMap<number, string>;
  filter: ResolvedFilter;
  /** The master client's first data day (core/dashboards/trend), null before any data. */
  firstDataDay: Temporal.PlainDate | null;
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
