import {
  GuestExperienceAverageGroupSizeWidgetDocument,
  GuestExperienceCreditsWidgetDocument,
  GuestExperienceDashboardDocument,
  GuestExperienceDaysSinceLastVisitWidgetDocument,
  GuestExperienceGuestsByHourWidgetDocument,
  GuestExperienceNewGuestRevenueWidgetDocument,
  GuestExperienceNewGuestsWidgetDocument,
  GuestExperienceNumberOfGuestsWidgetDocument,
  GuestExperienceRepeatGuestRevenueWidgetDocument,
  GuestExperienceRepeatGuestsByAgeWidgetDocument,
  GuestExperienceRepeatGuestsWidgetDocument,
  GuestExperienceWaiversSignedWidgetDocument,
} from '../../../generated/graphql.ts';
import type { DashboardConfig } from '../common/useDashboard.ts';

export const GUEST_EXPERIENCE: DashboardConfig = {
  key: 'guestExperience',
  root: 'guestExperience',
  mainDocument: GuestExperienceDashboardDocument,
  widgetDocuments: {
    averageGroupSize: GuestExperienceAverageGroupSizeWidgetDocument,
    waiversSigned: GuestExperienceWaiversSignedWidgetDocument,
    newGuests: GuestExperienceNewGuestsWidgetDocument,
    newGuestRevenue: GuestExperienceNewGuestRevenueWidgetDocument,
    repeatGuests: GuestExperienceRepeatGuestsWidgetDocument,
    repeatGuestRevenue: GuestExperienceRepeatGuestRevenueWidgetDocument,
    repeatGuestsByAge: GuestExperienceRepeatGuestsByAgeWidgetDocument,
    daysSinceLastVisit: GuestExperienceDaysSinceLastVisitWidgetDocument,
    credits: GuestExperienceCreditsWidgetDocument,
    numberOfGuests: GuestExperienceNumberOfGuestsWidgetDocument,
    guestsByHour: GuestExperienceGuestsByHourWidgetDocument,
  },
};
