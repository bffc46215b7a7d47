import { NO_PERMISSIONS } from '@marquee/core/permissions';
import { screen } from '@testing-library/react';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { EMPTY_FILTER, toFilterInput } from './dashboardFilter.ts';
import type { DashboardState } from './useDashboard.ts';

function stateWith(canView: boolean, viewerKnown = true): DashboardState {
  return {
    context: {
      root: 'driveRevenue',
      title: 'Drive Revenue',
      widgetDocuments: {},
      defaultTabs: {},
      filter: EMPTY_FILTER,
      filterInput: toFilterInput(EMPTY_FILTER),
      today: Temporal.PlainDate.from('2026-11-24'),
      mainData: {},
      mainLoading: false,
      permissions: { revenue: { ...NO_PERMISSIONS, canView }, transactions: NO_PERMISSIONS },
      locations: [],
      exporter: { exporting: false, progress: 0, run: () => undefined },
    },
    filter: EMPTY_FILTER,
    setFilter: () => undefined,
    canFilter: false,
    canExport: false,
    widgetKey: 'k',
    viewerKnown,
    reloadAll: () => undefined,
    exportAll: () => undefined,
  };
}

describe('DashboardFrame', () => {
  it('tells a role that may view none of the widgets why the page is empty', () => {
    renderWithProviders(
      <DashboardFrame title="Drive Revenue" state={stateWith(false)}>
        <p>widgets</p>
      </DashboardFrame>,
    );
    expect(screen.getByText('Nothing on this dashboard for your role')).toBeTruthy();
    expect(screen.getByText(/An administrator of this customer can give you access/)).toBeTruthy();
    expect(screen.queryByText('widgets')).toBeNull();
  });

  it('says nothing while the viewer reloads (a customer switch)', () => {
    renderWithProviders(
      <DashboardFrame title="Drive Revenue" state={stateWith(false, false)}>
        <p>widgets</p>
      </DashboardFrame>,
    );
    expect(screen.queryByText('Nothing on this dashboard for your role')).toBeNull();
  });

  it('shows the widgets when one may be viewed', () => {
    renderWithProviders(
      <DashboardFrame title="Drive Revenue" state={stateWith(true)}>
        <p>widgets</p>
      </DashboardFrame>,
    );
    expect(screen.getByText('widgets')).toBeTruthy();
    expect(screen.queryByText('Nothing on this dashboard for your role')).toBeNull();
  });
});
