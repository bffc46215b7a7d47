/**
 * The dashboard filter of spec/2 §3 as it lives in the URL, and how it becomes the GraphQL
 * `DashboardFilterInput`. Date and frequency rules come from core (spec/2 §9).
 */
import {
  COMPARE,
  compareOffered,
  DATE_RANGE,
  type DateWindow,
  dayInBounds,
  formatUsDate,
  type PlainDate,
  parseUsDate,
  ROLLING_RANGES,
  resolveDateRange,
  spanDays,
  type Tab,
  tabDateRangeId,
} from '@marquee/core/dashboards/dateRanges';
import {
  defaultFrequency,
  defaultFrequencyForRange,
  FREQUENCIES,
  type Frequency,
  frequencyOptions,
} from '@marquee/core/dashboards/frequency';
import type { MessageKey } from '@marquee/core/messages/en';
import type { DashboardFilterInput } from '../../../generated/graphql.ts';

export interface DashboardFilter {
  /** Location ids; empty means all. */
  locations: number[];
  dateRange: number | null;
  /** MM/DD/YYYY, custom range only. */
  startDate: string | null;
  endDate: string | null;
  frequency: Frequency | null;
  rollingDataRange: number | null;
  comparedTo: number | null;
  /** Revenue when realised rather than when sold (core/dashboards/realised). */
  realizedSales: boolean;
}

export const EMPTY_FILTER: DashboardFilter = {
  locations: [],
  dateRange: null,
  startDate: null,
  endDate: null,
  frequency: null,
  rollingDataRange: null,
  comparedTo: null,
  realizedSales: false,
};

const int = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Reads the filter from URL parameters, dropping anything malformed. */
export function parseFilter(params: URLSearchParams): DashboardFilter {
  const locations = (params.get('locations') ?? '')
    .split(',')
    .map((p) => int(p.trim()))
    .filter((n): n is number => n !== null);
  const dateRange = int(params.get('dateRange'));
  const frequency = FREQUENCIES.find((f) => f === params.get('frequency')) ?? null;
  // Dates outside the calendar dashboards may ask about (core) are dropped like malformed ones.
  const date = (key: string) => {
    const raw = params.get(key);
    const day = raw ? parseUsDate(raw) : null;
    return day && dayInBounds(day) ? raw : null;
  };
  return {
    locations: [...new Set(locations)],
    dateRange: dateRange !== null && dateRange >= 1 && dateRange <= 17 ? dateRange : null,
    startDate: date('startDate'),
    endDate: date('endDate'),
    frequency,
    rollingDataRange: int(params.get('rollingDataRange')),
    comparedTo: int(params.get('comparedTo')),
    realizedSales: params.get('realizedSales') === '1',
  };
}

/** The URL parameters of a filter; empty fields are left out. */
export function filterToParams(filter: DashboardFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.locations.length) out.locations = filter.locations.join(',');
  if (filter.dateRange !== null) out.dateRange = String(filter.dateRange);
  if (filter.startDate) out.startDate = filter.startDate;
  if (filter.endDate) out.endDate = filter.endDate;
  if (filter.frequency) out.frequency = filter.frequency;
  if (filter.rollingDataRange !== null) out.rollingDataRange = String(filter.rollingDataRange);
  if (filter.comparedTo !== null) out.comparedTo = String(filter.comparedTo);
  if (filter.realizedSales) out.realizedSales = '1';
  return out;
}

/** The GraphQL filter: only what is set, so equal filters share Apollo cache entries. */
export function toFilterInput(filter: DashboardFilter): DashboardFilterInput {
  const input: DashboardFilterInput = {};
  if (filter.locations.length) input.locations = filter.locations;
  if (filter.dateRange !== null) {
    input.dateRange = filter.dateRange;
    if (filter.dateRange === DATE_RANGE.custom) {
      input.startDate = filter.startDate;
      input.endDate = filter.endDate;
    }
    if (filter.dateRange === DATE_RANGE.rolling) input.rollingDataRange = filter.rollingDataRange ?? 1;
    if (compareOffered(filter.dateRange) && filter.comparedTo !== null) input.comparedTo = filter.comparedTo;
  }
  if (filter.frequency) input.frequency = filter.frequency;
  if (filter.realizedSales) input.realizedSales = true;
  return input;
}

/** The window of the filter's date range, or null when none is chosen or it is incomplete. */
export function filterWindow(filter: DashboardFilter, today: PlainDate): DateWindow | null {
  if (filter.dateRange === null) return null;
  try {
    return resolveDateRange(filter.dateRange, {
      today,
      rolling: filter.rollingDataRange,
      startDate: filter.startDate ? parseUsDate(filter.startDate) : null,
      endDate: filter.endDate ? parseUsDate(filter.endDate) : null,
    });
  } catch {
    return null;
  }
}

export interface FrequencyChoice {
  options: readonly Frequency[];
  /** The frequency in force when the user picks none. */
  fallback: Frequency;
}

/** Frequencies offered for the filter's window; a one-day window without a range is hourly. */
export function frequencyChoice(filter: DashboardFilter, today: PlainDate): FrequencyChoice {
  const window = filterWindow(filter, today);
  const span = window ? spanDays(window) : 1;
  return { options: frequencyOptions(span), fallback: defaultFrequency(span) };
}

/**
 * Picks a date range: the frequency goes to the range's default (or the span's), the rolling
 * range and custom dates get usable starting values, and the comparison is kept only where
 * it is offered (ids 2–15).
 */
export function withDateRange(filter: DashboardFilter, id: number | null, today: PlainDate): DashboardFilter {
  if (id === null)
    return {
      ...filter,
      dateRange: null,
      startDate: null,
      endDate: null,
      rollingDataRange: null,
      comparedTo: null,
      frequency: null,
    };
  const next: DashboardFilter = {
    ...filter,
    dateRange: id,
    rollingDataRange: id === DATE_RANGE.rolling ? (filter.rollingDataRange ?? 1) : null,
    startDate: id === DATE_RANGE.custom ? (filter.startDate ?? formatUsDate(today)) : null,
    endDate: id === DATE_RANGE.custom ? (filter.endDate ?? formatUsDate(today)) : null,
    comparedTo: compareOffered(id) ? (filter.comparedTo ?? COMPARE.previousPeriod) : null,
  };
  const window = filterWindow(next, today);
  const byRange = defaultFrequencyForRange(id);
  const span = window ? spanDays(window) : 1;
  next.frequency = byRange && frequencyOptions(span).includes(byRange) ? byRange : defaultFrequency(span);
  return next;
}

/** Custom dates: the start may not pass the end (spec/2 §5); the frequency follows the span. */
export function withCustomDates(
  filter: DashboardFilter,
  start: string,
  end: string,
  today: PlainDate,
): DashboardFilter {
  const s = parseUsDate(start);
  const e = parseUsDate(end);
  if (!s || !e || s.until(e).sign < 0 || !dayInBounds(s) || !dayInBounds(e)) return filter;
  const next = { ...filter, startDate: start, endDate: end };
  const { options, fallback } = frequencyChoice(next, today);
  return { ...next, frequency: next.frequency && options.includes(next.frequency) ? next.frequency : fallback };
}

/** Whether widgets show "Filters Applied" instead of their tabs (spec/2 §2). */
export function filtersApplied(filter: DashboardFilter): boolean {
  return filter.locations.length > 0 || filter.frequency !== null || filter.realizedSales;
}

/** The date-range id deciding the trend: the filter's range, else the widget's tab. */
export function effectiveRangeId(filter: DashboardFilter, tab: Tab): number {
  return filter.dateRange ?? tabDateRangeId(tab);
}

/** A stable text of the filter: widgets keyed by it reset their tab when it changes (spec/2 §4). */
export function filterKey(filter: DashboardFilter): string {
  return JSON.stringify(filterToParams(filter));
}

/**
 * The active filters in a line's parts ('Last month', '2 locations', 'vs previous year'), for
 * the summary at the top of a dashboard; empty when nothing is filtered.
 */
export function filterSummary(
  filter: DashboardFilter,
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  locationName: (id: number) => string | undefined,
): string[] {
  const parts: string[] = [];
  if (filter.dateRange === DATE_RANGE.custom && filter.startDate && filter.endDate)
    parts.push(`${filter.startDate} – ${filter.endDate}`);
  else if (filter.dateRange === DATE_RANGE.rolling)
    parts.push(
      t('dashboards.rolling.days', { days: ROLLING_RANGES.find((r) => r.id === filter.rollingDataRange)?.days ?? 1 }),
    );
  else if (filter.dateRange !== null) parts.push(t(`dashboards.range.${filter.dateRange}` as MessageKey));
  if (filter.locations.length === 1)
    parts.push(locationName(filter.locations[0]!) ?? t('dashboards.filter.locationsCount', { count: 1 }));
  else if (filter.locations.length > 1)
    parts.push(t('dashboards.filter.locationsCount', { count: filter.locations.length }));
  if (filter.dateRange !== null && compareOffered(filter.dateRange) && filter.comparedTo)
    parts.push(t(`dashboards.summary.compare.${filter.comparedTo}` as MessageKey));
  if (filter.frequency) parts.push(t(`dashboards.frequency.${filter.frequency}` as MessageKey));
  if (filter.realizedSales) parts.push(t('dashboards.summary.realised'));
  return parts;
}
