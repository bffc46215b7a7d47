/**
 * The metrics of `GET /dashboards/{metric}` (spec/2 §7) and which widgets show each. A metric
 * shown on several dashboards (e.g. group-events) may be read by a caller holding any of those
 * widget ids; the gateway checks the exact widget.
 */
import { type DashboardKey, WIDGET_IDS } from './ids.ts';

export const METRICS = [
  'average-ticket',
  'top-product-sold',
  'top-postal-codes',
  'revenue-guest',
  'revenue',
  'repeat-guests',
  'payment-received',
  'online-bookings',
  'new-guests',
  'group-events',
  'location-statistics',
  'number-of-guests',
  'sales',
  'voids',
  'club-kiosk-average-ticket',
  'club-booking-average-ticket',
  'memberships/current',
  'memberships/new',
  'memberships/expired-last-thirty-days',
  'memberships/expiring-next-thirty-days',
  'gift-cards',
  'liabilities',
  'revenue-channels',
  'transactions',
  'sales-by-revenue',
  'location-performance',
  'club-booking/revenue-vs-total',
  'total-labor-cost',
  'total-number-of-activities',
  'club-kiosk-transactions',
  'refunds',
  'waivers-signed',
  'outstanding-credits',
  'labor-cost-by-hour',
  'peak-hours',
  'activities-by-hour',
  'employee-performance',
  'average-group-size',
  'new-guest-revenue',
  'repeat-guest-revenue',
  'repeat-guest-by-age',
  'day-since-last-visit',
  'guest-by-hour',
] as const;
export type Metric = (typeof METRICS)[number];

/** Widget field name → metric, per dashboard (the GraphQL widget fields call these). */
export const WIDGET_METRICS: { [D in DashboardKey]: Record<keyof (typeof WIDGET_IDS)[D], Metric> } = {
  ownersBox: {
    revenue: 'revenue',
    paymentsReceived: 'payment-received',
    newGuests: 'new-guests',
    repeatGuests: 'repeat-guests',
    averageTicket: 'average-ticket',
    revenuePerGuest: 'revenue-guest',
    groupEvents: 'group-events',
    onlineBookings: 'online-bookings',
    numberOfGuests: 'number-of-guests',
    locationStatistics: 'location-statistics',
    topProductSold: 'top-product-sold',
    topPostalCodes: 'top-postal-codes',
  },
  operationalEfficiency: {
    totalLaborCost: 'total-labor-cost',
    groupEvents: 'group-events',
    onlineBookings: 'online-bookings',
    totalNumberOfActivities: 'total-number-of-activities',
    clubKioskTransactions: 'club-kiosk-transactions',
    refunds: 'refunds',
    waiversSigned: 'waivers-signed',
    outstandingCredits: 'outstanding-credits',
    laborCostByHour: 'labor-cost-by-hour',
    peakHours: 'peak-hours',
    activitiesByHour: 'activities-by-hour',
    employeePerformance: 'employee-performance',
  },
  driveRevenue: {
    sales: 'sales',
    revenuePerGuest: 'revenue-guest',
    voids: 'voids',
    averageTicket: 'average-ticket',
    clubKioskAverageTicket: 'club-kiosk-average-ticket',
    clubBookingAverageTicket: 'club-booking-average-ticket',
    currentMemberships: 'memberships/current',
    newMemberships: 'memberships/new',
    membershipsExpiringNextThirtyDays: 'memberships/expiring-next-thirty-days',
    membershipsExpiredLastThirtyDays: 'memberships/expired-last-thirty-days',
    giftCards: 'gift-cards',
    liabilities: 'liabilities',
    topPostalCodes: 'top-postal-codes',
    revenueChannels: 'revenue-channels',
    transactions: 'transactions',
    salesByRevenue: 'sales-by-revenue',
    locationPerformance: 'location-performance',
    clubBookingRevenueVsTotal: 'club-booking/revenue-vs-total',
  },
  guestExperience: {
    averageGroupSize: 'average-group-size',
    waiversSigned: 'waivers-signed',
    newGuests: 'new-guests',
    newGuestRevenue: 'new-guest-revenue',
    repeatGuests: 'repeat-guests',
    repeatGuestRevenue: 'repeat-guest-revenue',
    repeatGuestsByAge: 'repeat-guest-by-age',
    daysSinceLastVisit: 'day-since-last-visit',
    credits: 'outstanding-credits',
    numberOfGuests: 'number-of-guests',
    guestsByHour: 'guest-by-hour',
  },
};

/** Every widget id that shows `metric`: the REST API lets a caller holding any of them read it. */
export function widgetIdsOfMetric(metric: Metric): number[] {
  const ids = new Set<number>();
  for (const dashboard of Object.keys(WIDGET_METRICS) as DashboardKey[]) {
    const metrics = WIDGET_METRICS[dashboard] as Record<string, Metric>;
    const widgetIds = WIDGET_IDS[dashboard] as Record<string, number>;
    for (const [widget, m] of Object.entries(metrics)) if (m === metric) ids.add(widgetIds[widget]!);
  }
  return [...ids].sort((a, b) => a - b);
}
