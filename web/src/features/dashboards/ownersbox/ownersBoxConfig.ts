import {
  OwnersBoxAverageTicketWidgetDocument,
  OwnersBoxDashboardDocument,
  OwnersBoxGroupEventsWidgetDocument,
  OwnersBoxLocationStatisticsWidgetDocument,
  OwnersBoxNewGuestsWidgetDocument,
  OwnersBoxNumberOfGuestsWidgetDocument,
  OwnersBoxOnlineBookingsWidgetDocument,
  OwnersBoxPaymentsReceivedWidgetDocument,
  OwnersBoxRepeatGuestsWidgetDocument,
  OwnersBoxRevenuePerGuestWidgetDocument,
  OwnersBoxRevenueWidgetDocument,
  OwnersBoxTopPostalCodesWidgetDocument,
  OwnersBoxTopProductSoldWidgetDocument,
} from '../../../generated/graphql.ts';
import type { DashboardConfig } from '../common/useDashboard.ts';

export const OWNERS_BOX_CARDS = [
  'newGuests',
  'repeatGuests',
  'averageTicket',
  'revenuePerGuest',
  'groupEvents',
  'onlineBookings',
];

/** Display order (spec/2 §2). */
export const OWNERS_BOX_ORDER = [
  'revenue',
  'paymentsReceived',
  ...OWNERS_BOX_CARDS,
  'numberOfGuests',
  'locationStatistics',
  'topProductSold',
  'topPostalCodes',
];

export const OWNERS_BOX: DashboardConfig = {
  key: 'ownersBox',
  root: 'ownersBox',
  mainDocument: OwnersBoxDashboardDocument,
  widgetDocuments: {
    revenue: OwnersBoxRevenueWidgetDocument,
    paymentsReceived: OwnersBoxPaymentsReceivedWidgetDocument,
    newGuests: OwnersBoxNewGuestsWidgetDocument,
    repeatGuests: OwnersBoxRepeatGuestsWidgetDocument,
    averageTicket: OwnersBoxAverageTicketWidgetDocument,
    revenuePerGuest: OwnersBoxRevenuePerGuestWidgetDocument,
    groupEvents: OwnersBoxGroupEventsWidgetDocument,
    onlineBookings: OwnersBoxOnlineBookingsWidgetDocument,
    numberOfGuests: OwnersBoxNumberOfGuestsWidgetDocument,
    locationStatistics: OwnersBoxLocationStatisticsWidgetDocument,
    topProductSold: OwnersBoxTopProductSoldWidgetDocument,
    topPostalCodes: OwnersBoxTopPostalCodesWidgetDocument,
  },
};
