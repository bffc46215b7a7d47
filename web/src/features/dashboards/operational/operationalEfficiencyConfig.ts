import {
  OperationalActivitiesByHourWidgetDocument,
  OperationalClubKioskTransactionsWidgetDocument,
  OperationalDashboardDocument,
  OperationalEmployeePerformanceWidgetDocument,
  OperationalGroupEventsWidgetDocument,
  OperationalLaborCostByHourWidgetDocument,
  OperationalOnlineBookingsWidgetDocument,
  OperationalOutstandingCreditsWidgetDocument,
  OperationalPeakHoursWidgetDocument,
  OperationalRefundsWidgetDocument,
  OperationalTotalLaborCostWidgetDocument,
  OperationalTotalNumberOfActivitiesWidgetDocument,
  OperationalWaiversSignedWidgetDocument,
} from '../../../generated/graphql.ts';
import type { DashboardConfig } from '../common/useDashboard.ts';

export const OPERATIONAL: DashboardConfig = {
  key: 'operationalEfficiency',
  root: 'operationalEfficiency',
  mainDocument: OperationalDashboardDocument,
  widgetDocuments: {
    totalLaborCost: OperationalTotalLaborCostWidgetDocument,
    groupEvents: OperationalGroupEventsWidgetDocument,
    onlineBookings: OperationalOnlineBookingsWidgetDocument,
    totalNumberOfActivities: OperationalTotalNumberOfActivitiesWidgetDocument,
    clubKioskTransactions: OperationalClubKioskTransactionsWidgetDocument,
    refunds: OperationalRefundsWidgetDocument,
    waiversSigned: OperationalWaiversSignedWidgetDocument,
    outstandingCredits: OperationalOutstandingCreditsWidgetDocument,
    laborCostByHour: OperationalLaborCostByHourWidgetDocument,
    peakHours: OperationalPeakHoursWidgetDocument,
    activitiesByHour: OperationalActivitiesByHourWidgetDocument,
    employeePerformance: OperationalEmployeePerformanceWidgetDocument,
  },
  // Peak hours opens on This Week (spec/2 §4).
  defaultTabs: { peakHours: 'THIS_WEEK' },
};
