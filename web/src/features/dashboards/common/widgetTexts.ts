/**
 * Widget texts in the user's language: the REST API answers in English; the web shows
 * titles and descriptions from the catalogue keyed by the widget, and the series, category,
 * total and caption names it knows (channels, weekdays, legends) by their catalogue terms.
 * Data (locations, products, revenue classes) stays as it is.
 */
import { en, type MessageKey } from '@marquee/core/messages/en';
import type { LocaleFormat } from '../../../i18n/useFormat.ts';
import type { TFunction } from '../../../i18n/useT.ts';
import type { WidgetData } from './widgetData.ts';

/** English names the REST API gives series, categories and totals → their catalogue term. */
const TERMS: Record<string, string> = {
  Revenue: 'revenue',
  Sales: 'sales',
  Payments: 'payments',
  Guests: 'guests',
  'Walk-In': 'walkIn',
  'Club Kiosk': 'clubKiosk',
  'Club Booking': 'clubBooking',
  Transactions: 'transactions',
  'Items sold': 'itemsSold',
  Total: 'total',
  'Labor amount': 'laborAmount',
  'Labor cost percent': 'laborCostPercent',
  Adults: 'adults',
  Minors: 'minors',
  Sold: 'sold',
  Redeemed: 'redeemed',
  Issued: 'issued',
  Expired: 'expired',
  Outstanding: 'outstanding',
  'Gift cards': 'giftCards',
  Credits: 'credits',
  'Outstanding credits': 'outstandingCredits',
  Liabilities: 'liabilities',
  Memberships: 'memberships',
  'New guests': 'newGuests',
  'Repeat guests': 'repeatGuests',
  Sunday: 'sunday',
  Monday: 'monday',
  Tuesday: 'tuesday',
  Wednesday: 'wednesday',
  Thursday: 'thursday',
  Friday: 'friday',
  Saturday: 'saturday',
  'of target': 'ofTarget',
  'vs previous period': 'vsPreviousPeriod',
  'vs year before': 'vsYearBefore',
  'Payments received': 'paymentsReceived',
  'Average ticket': 'averageTicket',
  'Revenue per guest': 'revenuePerGuest',
  'Group events': 'groupEvents',
  'Online bookings': 'onlineBookings',
  'Number of guests': 'numberOfGuests',
  'Location statistics': 'locationStatistics',
  'Top product sold': 'topProductSold',
  'Top 10 postal codes': 'topPostalCodes',
  'Total labor cost': 'totalLaborCost',
  'Total number of activities': 'totalNumberOfActivities',
  'Club Kiosk transactions': 'clubKioskTransactions',
  Refunds: 'refunds',
  'Waivers signed': 'waiversSigned',
  'Labor cost by hour': 'laborCostByHour',
  'Peak hours': 'peakHours',
  'Activities by hour': 'activitiesByHour',
  'Employee performance': 'employeePerformance',
  Voids: 'voids',
  'Club Kiosk average ticket': 'clubKioskAverageTicket',
  'Club Booking average ticket': 'clubBookingAverageTicket',
  'Current memberships': 'currentMemberships',
  'New memberships': 'newMemberships',
  'Memberships expiring in the next thirty days': 'membershipsExpiringNextThirtyDays',
  'Memberships expired in the last thirty days': 'membershipsExpiredLastThirtyDays',
  'Revenue channels': 'revenueChannels',
  'Sales by revenue class': 'salesByRevenue',
  'Location performance': 'locationPerformance',
  'Club Booking revenue vs total': 'clubBookingRevenueVsTotal',
  'Average group size': 'averageGroupSize',
  'New guest revenue': 'newGuestRevenue',
  'Repeat guest revenue': 'repeatGuestRevenue',
  'Repeat guests by age': 'repeatGuestsByAge',
  'Days since last visit': 'daysSinceLastVisit',
  'Guests by hour': 'guestsByHour',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LABEL = /^([A-Z][a-z]{2}) (\d{4})$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const SHARE = /^(-?[\d.]+)% of total$/;

const known = (key: string): key is MessageKey => key in en;

export interface WidgetTranslator {
  /** A name the API sends, in the user's language; unknown names (data) as they are. */
  term: (text: string) => string;
  widget: <T extends WidgetData>(field: string, data: T) => T;
}

export function widgetTranslator(t: TFunction, format: LocaleFormat): WidgetTranslator {
  const monthFormat = format.fields({ month: 'short', year: 'numeric' });
  const term = (text: string): string => {
    const slug = TERMS[text];
    if (slug) return t(`dashboards.term.${slug}` as MessageKey);
    const month = MONTH_LABEL.exec(text);
    if (month && MONTHS.includes(month[1]!))
      return monthFormat(new Date(Date.UTC(Number(month[2]), MONTHS.indexOf(month[1]!), 1)));
    // A day the API writes MM/DD/YYYY, in the language's one date format.
    const day = US_DAY.exec(text);
    if (day) return format.wallTime(`${day[3]}-${day[1]}-${day[2]}`);
    return text;
  };
  const own = (field: string, part: 'title' | 'desc', fallback: string) => {
    const key = `dashboards.widget.${field}.${part}`;
    return known(key) ? t(key) : fallback;
  };
  const widget = <T extends WidgetData>(field: string, data: T): T => {
    const out: Record<string, unknown> = {
      ...data,
      title: own(field, 'title', data.title),
      desc: own(field, 'desc', data.desc),
    };
    if ('series' in data) {
      const share = data.subTitle ? SHARE.exec(data.subTitle) : null;
      Object.assign(out, {
        subTitle: share ? t('dashboards.widgetText.shareOfTotal', { share: share[1]! }) : data.subTitle,
        toolTipTitle: own(field, 'title', data.toolTipTitle),
        categories: data.categories.map(term),
        labels: data.labels.map(term),
        series: data.series.map((s) => ({ ...s, name: term(s.name) })),
        totals: data.totals.map((x) => ({ ...x, name: term(x.name) })),
        conversion: data.conversion && {
          ...data.conversion,
          trendCaption: data.conversion.trendCaption && term(data.conversion.trendCaption),
        },
      });
    }
    if ('rowsTotal' in data)
      Object.assign(out, { rowsTotal: { ...data.rowsTotal, location: term(data.rowsTotal.location) } });
    if ('totalRow' in data)
      Object.assign(out, { totalRow: { ...data.totalRow, employee: term(data.totalRow.employee) } });
    return out as T;
  };
  return { term, widget };
}
