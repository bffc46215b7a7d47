import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DashboardFrame } from '../common/DashboardFrame.tsx';
import type { DashboardState } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';

export const DRIVE_FIRST_ROW = [
  'sales',
  'revenuePerGuest',
  'voids',
  'averageTicket',
  'clubKioskAverageTicket',
  'clubBookingAverageTicket',
];
export const DRIVE_MEMBERSHIPS = [
  'currentMemberships',
  'newMemberships',
  'membershipsExpiringNextThirtyDays',
  'membershipsExpiredLastThirtyDays',
];
export const DRIVE_REST = [
  'giftCards',
  'liabilities',
  'topPostalCodes',
  'revenueChannels',
  'transactions',
  'salesByRevenue',
  'locationPerformance',
];

export interface DriveRevenuePageProps {
  title: string;
  membershipsHeading: string;
  clubBookingHeading: string;
  state: DashboardState;
  widgets: Readonly<Record<string, ReactNode>>;
}

/** Drive Revenue (spec/2 §2): first row, Memberships, charts and tables, Club Booking. */
export function DriveRevenuePage({
  title,
  membershipsHeading,
  clubBookingHeading,
  state,
  widgets: w,
}: DriveRevenuePageProps) {
  const grid = useGridStyles();
  const memberships = DRIVE_MEMBERSHIPS.filter((key) => w[key]);
  return (
    <DashboardFrame title={title} state={state}>
      <div className={grid.grid}>{DRIVE_FIRST_ROW.map((key) => w[key])}</div>
      {memberships.length > 0 && (
        <div className={grid.grid}>
          <h2 className={grid.section}>
            <Text size={500} weight="semibold">
              {membershipsHeading}
            </Text>
          </h2>
          {memberships.map((key) => w[key])}
        </div>
      )}
      <div className={grid.grid}>{DRIVE_REST.map((key) => w[key])}</div>
      {w.clubBookingRevenueVsTotal && (
        <div className={grid.grid}>
          <h2 className={grid.section}>
            <Text size={500} weight="semibold">
              {clubBookingHeading}
            </Text>
          </h2>
          {w.clubBookingRevenueVsTotal}
        </div>
      )}
    </DashboardFrame>
  );
}
