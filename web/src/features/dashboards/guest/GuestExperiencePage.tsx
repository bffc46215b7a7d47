import type { ReactNode } from 'react';
import { DashboardFrame } from '../common/DashboardFrame.tsx';
import type { DashboardState } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';

export const GUEST_FIRST_ROW = [
  'averageGroupSize',
  'waiversSigned',
  'newGuests',
  'newGuestRevenue',
  'repeatGuests',
  'repeatGuestRevenue',
];
export const GUEST_SECOND_ROW = ['repeatGuestsByAge', 'daysSinceLastVisit', 'credits'];

export interface GuestExperiencePageProps {
  title: string;
  state: DashboardState;
  widgets: Readonly<Record<string, ReactNode>>;
}

/** Guest Experience (spec/2 §2): six cards, three charts, number of guests, guests by hour. */
export function GuestExperiencePage({ title, state, widgets: w }: GuestExperiencePageProps) {
  const grid = useGridStyles();
  return (
    <DashboardFrame title={title} state={state}>
      <div className={grid.grid}>{GUEST_FIRST_ROW.map((key) => w[key])}</div>
      <div className={grid.grid}>{GUEST_SECOND_ROW.map((key) => w[key])}</div>
      <div className={grid.grid}>
        {w.numberOfGuests}
        {w.guestsByHour}
      </div>
    </DashboardFrame>
  );
}
