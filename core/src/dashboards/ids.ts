/**
 * Dashboard and widget permission ids (spec/2 §6). The query of a dashboard is guarded by its
 * menu index (spec/1 §2.7); each widget by its widget id. Where the spec gives a range without a
 * per-widget mapping (Drive Revenue 54–70) or no ids at all (Guest Experience), the ids below are
 * Marquee's own, chosen from indexes nothing else uses. They are stable: never renumber them.
 */
export type DashboardKey = 'ownersBox' | 'operationalEfficiency' | 'driveRevenue' | 'guestExperience';

export interface DashboardIds {
  /** Menu access index of the route (core/src/menu.ts): guards the whole dashboard query. */
  menu: number;
  /** The dashboard permission: canUpdateAndExecute shows the date filter and export. */
  dashboard: number;
  dateFilters: number;
  exportMetrics: number;
  /** Page-view event name (spec/2 §2). */
  event: string;
}

export const DASHBOARDS: Record<DashboardKey, DashboardIds> = {
  ownersBox: { menu: 0, dashboard: 1, dateFilters: 42, exportMetrics: 41, event: 'owners_box' },
  driveRevenue: { menu: 1, dashboard: 2, dateFilters: 53, exportMetrics: 52, event: 'drive_revenue' },
  // Guest Experience ids are not in the spec: Marquee's own, from the free range 83–97.
  guestExperience: { menu: 2, dashboard: 83, dateFilters: 84, exportMetrics: 85, event: 'guest_experience' },
  operationalEfficiency: { menu: 3, dashboard: 4, dateFilters: 73, exportMetrics: 72, event: 'operational_efficiency' },
};

/** Widget permission ids, per dashboard, keyed by the widget's field name in the GraphQL schema. */
export const WIDGET_IDS = {
  ownersBox: {
    revenue: 43,
    paymentsReceived: 44,
    newGuests: 28,
    repeatGuests: 29,
    averageTicket: 45,
    revenuePerGuest: 30,
    groupEvents: 46,
    onlineBookings: 47,
    numberOfGuests: 116,
    locationStatistics: 50,
    topProductSold: 48,
    topPostalCodes: 49,
  },
  operationalEfficiency: {
    totalLaborCost: 74,
    groupEvents: 75,
    onlineBookings: 76,
    totalNumberOfActivities: 77,
    clubKioskTransactions: 78,
    refunds: 79,
    waiversSigned: 109,
    outstandingCredits: 110,
    laborCostByHour: 80,
    peakHours: 81,
    activitiesByHour: 82,
    employeePerformance: 93,
  },
  // spec/2 §6 gives 54–58 for a first row of six cards, so the two channel average tickets shared 58
  // and could not be granted apart; the Club Booking one has its own id 127. Roles that
  // held 58 were given the same flags on 127 by a migration (rest-api/migrations/*/…_average_ticket_127).
  driveRevenue: {
    sales: 54,
    revenuePerGuest: 55,
    voids: 56,
    averageTicket: 57,
    clubKioskAverageTicket: 58,
    clubBookingAverageTicket: 127,
    currentMemberships: 59,
    newMemberships: 60,
    membershipsExpiringNextThirtyDays: 61,
    membershipsExpiredLastThirtyDays: 62,
    giftCards: 63,
    liabilities: 64,
    topPostalCodes: 65,
    revenueChannels: 66,
    transactions: 67,
    salesByRevenue: 68,
    locationPerformance: 69,
    clubBookingRevenueVsTotal: 70,
  },
  guestExperience: {
    averageGroupSize: 86,
    waiversSigned: 87,
    newGuests: 88,
    newGuestRevenue: 89,
    repeatGuests: 90,
    repeatGuestRevenue: 91,
    repeatGuestsByAge: 92,
    daysSinceLastVisit: 94,
    credits: 95,
    numberOfGuests: 96,
    guestsByHour: 97,
  },
} as const satisfies Record<DashboardKey, Record<string, number>>;

export type WidgetKey<D extends DashboardKey> = keyof (typeof WIDGET_IDS)[D];

/** Feature check for the customer (master client) selector on dashboard paths. */
export const CUSTOMER_SELECTOR_FEATURE = 119;
