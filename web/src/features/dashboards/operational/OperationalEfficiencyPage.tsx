import type { ReactNode } from 'react';
import { DashboardFrame } from '../common/DashboardFrame.tsx';
import type { DashboardState } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';

export const OPERATIONAL_FIRST_ROW = [
  'totalLaborCost',
  'groupEvents',
  'onlineBookings',
  'totalNumberOfActivities',
  'clubKioskTransactions',
  'refunds',
  'waiversSigned',
];

export interface OperationalEfficiencyPageProps {
  title: string;
  state: DashboardState;
  widgets: Readonly<Record<string, ReactNode>>;
}

/**
 * Operational Efficiency (spec/2 §2). The credits chart closes the first row of cards while at
 * most six are visible; with more it opens the next row, beside labour cost by hour.
 */
export function OperationalEfficiencyPage({ title, state, widgets: w }: OperationalEfficiencyPageProps) {
  const grid = useGridStyles();
  const firstRow = OPERATIONAL_FIRST_ROW.filter((key) => w[key]);
  const creditsInFirstRow = firstRow.length <= 6;
  return (
    <DashboardFrame title={title} state={state}>
      <div className={grid.grid}>
        {firstRow.map((key) => w[key])}
        {creditsInFirstRow && w.outstandingCredits}
      </div>
      <div className={grid.grid}>
        {!creditsInFirstRow && w.outstandingCredits}
        {w.laborCostByHour}
        {w.peakHours}
        {w.activitiesByHour}
        {w.employeePerformance}
      </div>
    </DashboardFrame>
  );
}
