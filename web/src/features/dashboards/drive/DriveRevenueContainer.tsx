import { useT } from '../../../i18n/useT.ts';
import { buildWidgets } from '../common/buildWidgets.tsx';
import { useDashboard } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';
import { DRIVE_FIRST_ROW, DRIVE_MEMBERSHIPS, DRIVE_REST, DriveRevenuePage } from './DriveRevenuePage.tsx';
import { DRIVE_REVENUE } from './driveRevenueConfig.ts';

/** /dashboard-drive */
export function DriveRevenueContainer() {
  const t = useT();
  const state = useDashboard(DRIVE_REVENUE);
  const grid = useGridStyles();
  const widgets = buildWidgets(
    state.context,
    [...DRIVE_FIRST_ROW, ...DRIVE_MEMBERSHIPS, ...DRIVE_REST, 'clubBookingRevenueVsTotal'],
    {
      compact: DRIVE_FIRST_ROW,
      classNames: {
        revenueChannels: grid.wide,
        transactions: grid.full,
        salesByRevenue: grid.wide,
        locationPerformance: grid.full,
        clubBookingRevenueVsTotal: grid.full,
      },
    },
  );
  return (
    <DriveRevenuePage
      title={t('dashboards.driveRevenue.title')}
      membershipsHeading={t('dashboards.section.memberships')}
      clubBookingHeading={t('dashboards.section.clubBooking')}
      state={state}
      widgets={widgets}
    />
  );
}
