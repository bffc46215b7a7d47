import { useT } from '../../../i18n/useT.ts';
import { buildWidgets } from '../common/buildWidgets.tsx';
import { useDashboard } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';
import { OPERATIONAL_FIRST_ROW, OperationalEfficiencyPage } from './OperationalEfficiencyPage.tsx';
import { OPERATIONAL } from './operationalEfficiencyConfig.ts';

/** /dashboard-operational */
export function OperationalEfficiencyContainer() {
  const t = useT();
  const state = useDashboard(OPERATIONAL);
  const grid = useGridStyles();
  const widgets = buildWidgets(
    state.context,
    [
      ...OPERATIONAL_FIRST_ROW,
      'outstandingCredits',
      'laborCostByHour',
      'peakHours',
      'activitiesByHour',
      'employeePerformance',
    ],
    {
      compact: OPERATIONAL_FIRST_ROW,
      classNames: {
        laborCostByHour: grid.wide,
        peakHours: grid.full,
        activitiesByHour: grid.full,
        employeePerformance: grid.full,
      },
    },
  );
  return (
    <OperationalEfficiencyPage title={t('dashboards.operationalEfficiency.title')} state={state} widgets={widgets} />
  );
}
