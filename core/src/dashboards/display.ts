/** Display rules shared by the widgets (spec/2 §2, §4, §9). */

/** The trend indicator is hidden for these date-range ids (Today, rolling, custom). */
export const TREND_HIDDEN_DATE_RANGES: readonly number[] = [1, 16, 17];

export function trendVisible(dateRangeId: number | null | undefined): boolean {
  return dateRangeId == null || !TREND_HIDDEN_DATE_RANGES.includes(dateRangeId);
}

/** Chart data labels are off when any series has more than this many points. */
export const MAX_POINTS_WITH_DATA_LABELS = 30;

export function dataLabelsOn(series: readonly { data: readonly unknown[] }[]): boolean {
  return series.every((s) => s.data.length <= MAX_POINTS_WITH_DATA_LABELS);
}

export const CURRENCY_DECIMALS = 2;
export const MEMBERSHIP_WINDOW_DAYS = 30;
export const TOP_POSTAL_CODES = 10;
export const TOOLTIP_MAX_DECIMALS = 2;
export const WIDGET_STAGGER_SECONDS = 0.1;
export const DASHBOARD_PICKER_WIDTHS = [250, 300] as const;
export const LIABILITIES_CUTOUT_PERCENT = 80;
/** Number-of-guests export: 15-minute columns over 24 hours. */
export const GUEST_SLOT_MINUTES = 15;
export const GUEST_SLOTS_PER_DAY = (24 * 60) / GUEST_SLOT_MINUTES;

/** Labor cost values are hundredths of a percent (spec/2 §9: divided by 100, shown as percent). */
export function laborPercent(value: number): number {
  return value / 100;
}

/** spec/2 §9 percent helper: values over 100 are shortened to two digits, a point and a third. */
export function shortPercent(value: number): string {
  if (value <= 100) return String(Math.round(value * 100) / 100);
  const digits = String(Math.trunc(value));
  return `${digits.slice(0, 2)}.${digits.charAt(2)}`;
}

/** Payment channels of Payments received (spec/2 §2). */
export const PAYMENT_CHANNELS = ['Walk-In', 'Club Kiosk', 'Club Booking'] as const;

/** Widgets whose headline is a percentage (the booking share of sales), shown with its % sign. */
export const PERCENT_HEADLINE_WIDGETS: readonly string[] = ['clubBookingRevenueVsTotal'];

/**
 * Room an axis needs for its labels (px) at about `charWidth` per character: the y axis is as
 * wide as its longest label, so '$1.2M' is never cut to '00,000.00'.
 */
export function labelRoom(labels: readonly string[], charWidth = 6, padding = 10): number {
  return Math.ceil(Math.max(0, ...labels.map((l) => l.length)) * charWidth + padding);
}

/** Category labels longer than this are cut (with an ellipsis); the tooltip has the whole name. */
export const MAX_CATEGORY_LABEL = 18;

/** A category label cut to `max` characters with an ellipsis. */
export function cutLabel(text: string, max = MAX_CATEGORY_LABEL): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}
