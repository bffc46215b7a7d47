import type { ReactNode } from 'react';
import { DashboardFrame } from '../common/DashboardFrame.tsx';
import type { DashboardState } from '../common/useDashboard.ts';
import { useGridStyles } from '../common/useGridStyles.ts';
import { OWNERS_BOX_CARDS } from './ownersBoxConfig.ts';

export interface OwnersBoxPageProps {
  title: string;
  state: DashboardState;
  /** Nodes of the widgets the user may view. */
  widgets: Readonly<Record<string, ReactNode>>;
}

/** Owner's Box (spec/2 §2): revenue and payments, six cards, guests, statistics, products, postal codes. */
export function OwnersBoxPage({ title, state, widgets: w }: OwnersBoxPageProps) {
  const grid = useGridStyles();
  return (
    <DashboardFrame title={title} state={state}>
      <div className={grid.grid}>
        {w.revenue}
        {w.paymentsReceived}
        {OWNERS_BOX_CARDS.map((key) => w[key])}
        {w.numberOfGuests}
        {w.locationStatistics}
        {w.topProductSold}
        {w.topPostalCodes}
      </div>
    </DashboardFrame>
  );
}
