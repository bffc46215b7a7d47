/**
 * The dashboard filter as it travels on `GET /dashboards/{metric}` (spec/2 §3, §7): query
 * parameters, and how they become the window a widget reports on.
 */
import {
  comparisonWindow,
  DateRangeError,
  type DateWindow,
  type PlainDate,
  parseUsDate,
  resolveDateRange,
  type Tab,
  tabDateRangeId,
  tabWindow,
} from './dateRanges.ts';
import { effectiveFrequency, type Frequency } from './frequency.ts';
import { type RevenueBasis, revenueBasis } from './realised.ts';

/** Query parameters of every dashboard call (besides masterClient). All optional. */
export interface DashboardQueryParams {
  /** Comma-separated location ids; absent or empty means every location of the master client. */
  locations?: string;
  /** Date range id (DATE_RANGES); when set it overrides the widget's tab. */
  dateRange?: number;
  /** MM/DD/YYYY, for the custom range (17). */
  startDate?: string;
  endDate?: string;
  frequency?: Frequency;
  /** 1–7, for the rolling range (16). */
  rollingDataRange?: number;
  /** COMPARE id. */
  comparedTo?: number;
  realizedSales?: boolean;
  /** The widget's selected tab; used when no dateRange is given. */
  tab?: Tab;
}

export interface ResolvedFilter {
  window: DateWindow;
  /** Null when no comparison was asked. */
  comparison: DateWindow | null;
  frequency: Frequency;
  /** The date-range id in force (a tab maps to 1, 2 or 3): decides whether the trend shows. */
  dateRangeId: number;
  tab: Tab;
  /** When prepaid revenue counts (realizedSales; core/dashboards/realised). */
  basis: RevenueBasis;
  /** The caller's today: charts draw no bucket after it (buckets.drawnBuckets). */
  today: PlainDate;
}

export function resolveFilter(params: DashboardQueryParams, today: PlainDate, defaultTab: Tab): ResolvedFilter {
  const tab = params.tab ?? defaultTab;
  let window: DateWindow;
  let dateRangeId: number;
  if (params.dateRange != null) {
    const parse = (value: string | undefined, name: string) => {
      if (value === undefined || value === '') return null;
      const day = parseUsDate(value);
      if (!day) throw new DateRangeError(`${name} must be MM/DD/YYYY`);
      return day;
    };
    window = resolveDateRange(params.dateRange, {
      today,
      rolling: params.rollingDataRange ?? null,
      startDate: parse(params.startDate, 'startDate'),
      endDate: parse(params.endDate, 'endDate'),
    });
    dateRangeId = params.dateRange;
  } else {
    window = tabWindow(tab, today);
    dateRangeId = tabDateRangeId(tab);
  }
  return {
    window,
    comparison: params.comparedTo != null ? comparisonWindow(window, params.comparedTo) : null,
    frequency: effectiveFrequency(window, params.frequency),
    dateRangeId,
    tab,
    basis: revenueBasis(params.realizedSales),
    today,
  };
}

/** "1,2,3" → [1, 2, 3]; ignores blanks; null when the text is not a list of ids. */
export function parseLocationIds(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return [];
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}
