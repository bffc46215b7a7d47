import { NO_PERMISSIONS } from '@marquee/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { OwnersBoxRevenueWidgetDocument } from '../../../generated/graphql.ts';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DashboardContext, type DashboardContextValue } from './DashboardContext.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { type DashboardFilter, EMPTY_FILTER, toFilterInput } from './dashboardFilter.ts';
import { chartWidgetFixture } from './widgetFixtures.ts';

/** Revenue's figures for Yesterday, as perTab brings them (and the widget's own query). */
const yesterdayRevenue = () =>
  chartWidgetFixture({
    currentSerie: 'YESTERDAY',
    conversion: {
      currency: true,
      value: 999,
      ofTarget: null,
      change: 344.92,
      trendType: 'UP',
      trendCaption: 'vs previous period',
      noDataBefore: null,
    },
  });

/** The widget's own query (a reload): every tab again. */
const revenueAnswer = () => ({
  data: {
    ownersBox: {
      __typename: 'OwnersBoxDashboard',
      revenue: { ...yesterdayRevenue(), currentSerie: 'TODAY', perTab: [] },
    },
  },
});

const ALL = { ...NO_PERMISSIONS, canView: true, canUpdateAndExecute: true };

type Conversion = NonNullable<ReturnType<typeof chartWidgetFixture>['conversion']>;

function setup(
  filter: DashboardFilter,
  {
    canUpdateAndExecute = true,
    mainLoading = false,
    conversion = undefined as Partial<Conversion> | undefined,
    currencyCode = 'USD' as string | null,
  } = {},
) {
  const { client, calls } = fakeClient({ OwnersBoxRevenueWidget: revenueAnswer });
  const context: DashboardContextValue = {
    root: 'ownersBox',
    title: "Owner's Box",
    widgetDocuments: { revenue: OwnersBoxRevenueWidgetDocument },
    defaultTabs: {},
    filter,
    filterInput: toFilterInput(filter),
    today: Temporal.PlainDate.from('2026-11-21'),
    mainData: {
      revenue: mainLoading
        ? undefined
        : chartWidgetFixture({
            currencyCode,
            ...(conversion ? { conversion: { ...chartWidgetFixture().conversion!, ...conversion } } : {}),
            // With a named date range the server sends no tabs.
            perTab: filter.dateRange === null ? [chartWidgetFixture(), yesterdayRevenue()] : [],
          }),
    },
    mainLoading,
    permissions: { revenue: { ...ALL, canUpdateAndExecute } },
    locations: [],
    exporter: { exporting: false, progress: 0, run: () => undefined },
  };
  renderWithProviders(
    <DashboardContext.Provider value={context}>
      <DashboardWidget name="revenue" index={2} />
    </DashboardContext.Provider>,
    { client },
  );
  return { calls };
}

const card = () => screen.getByRole('region', { name: 'Revenue' });

describe('a dashboard widget', () => {
  it('shows the title, headline and entrance delay from the dashboard query without a call of its own', () => {
    const { calls } = setup({ ...EMPTY_FILTER, dateRange: 7 });
    expect(within(card()).getByTestId('widget-value').textContent).toContain('$1,234.50');
    expect(card().style.animationDelay).toBe('0.2s');
    expect(calls).toEqual([]);
  });

  it('shows money in the currency of its locations', () => {
    setup({ ...EMPTY_FILTER, dateRange: 7 }, { currencyCode: 'EUR' });
    expect(within(card()).getByTestId('widget-value').textContent).toContain('€1,234.50');
  });

  it('shows no sum of different currencies: a note asks for locations of one currency', () => {
    setup({ ...EMPTY_FILTER, dateRange: 7 }, { currencyCode: null });
    expect(within(card()).queryByTestId('widget-value')).toBeNull();
    expect(within(card()).getByRole('note').textContent).toMatch(/different currencies/);
  });

  it('shows the trend, percent of target and caption for a date range of 2–15', () => {
    setup({ ...EMPTY_FILTER, dateRange: 7 });
    expect(within(card()).getByTestId('widget-trend').textContent).toContain('87.5 %of target');
    expect(within(card()).getByRole('img', { name: 'Down' })).toBeTruthy();
  });

  it('shows a dip against the previous period as a signed change with a down arrow, not as a ratio', () => {
    setup(
      { ...EMPTY_FILTER, dateRange: 7 },
      { conversion: { ofTarget: null, change: -0.6, trendType: 'DOWN', trendCaption: 'vs previous period' } },
    );
    expect(within(card()).getByTestId('widget-trend').textContent).toBe('\u22120.6 %vs previous period');
    expect(within(card()).getByRole('img', { name: 'Down' })).toBeTruthy();
  });

  it('says from when there is data, not a percentage, when the compared period begins before it', () => {
    setup(
      { ...EMPTY_FILTER, dateRange: 7 },
      { conversion: { ofTarget: null, change: null, trendType: null, noDataBefore: '2025-10-28' } },
    );
    expect(within(card()).getByTestId('widget-trend').textContent).toBe('No data before Oct 28');
    expect(within(card()).queryByRole('img', { name: /Up|Down/ })).toBeNull();
  });

  it.each([1, 16, 17])('hides the trend for date range %i', (dateRange) => {
    setup({ ...EMPTY_FILTER, dateRange, startDate: '11/01/2026', endDate: '11/21/2026' });
    expect(within(card()).queryByTestId('widget-trend')).toBeNull();
  });

  it('shows another tab at once from what the dashboard query brought: no call, no placeholder', async () => {
    const { calls } = setup(EMPTY_FILTER);
    // Today (date range 1) hides the trend.
    expect(within(card()).queryByTestId('widget-trend')).toBeNull();
    await userEvent.click(within(card()).getByRole('tab', { name: 'Yesterday' }));
    expect(within(card()).getByTestId('widget-value').textContent).toContain('$999.00');
    expect(screen.queryByLabelText(/^Loading/)).toBeNull();
    expect(within(card()).getByTestId('widget-trend').textContent).toBe('+344.92 %vs previous period');
    expect(within(card()).getByRole('img', { name: 'Up' })).toBeTruthy();
    await userEvent.click(within(card()).getByRole('tab', { name: 'Today' }));
    expect(within(card()).getByTestId('widget-value').textContent).toContain('$1,234.50');
    expect(calls).toEqual([]);
  });

  it('keeps its tabs, not switchable, on the figures of a named date range', async () => {
    const { calls } = setup({ ...EMPTY_FILTER, dateRange: 7 });
    const tabs = within(card()).getAllByRole('tab');
    expect(tabs.map((tab) => (tab as HTMLButtonElement).disabled)).toEqual([true, true, true]);
    await userEvent.click(within(card()).getByRole('tab', { name: 'Yesterday' }), { pointerEventsCheck: 0 });
    expect(within(card()).getByTestId('widget-value').textContent).toContain('$1,234.50');
    expect(calls).toEqual([]);
  });

  it('reloads itself alone from its menu', async () => {
    const { calls } = setup({ ...EMPTY_FILTER, dateRange: 7 });
    await userEvent.click(within(card()).getByRole('button', { name: 'Actions of Revenue' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reload' }));
    await waitFor(() => expect(within(card()).getByTestId('widget-value').textContent).toContain('$999.00'));
    expect(calls.map((c) => c.name)).toEqual(['OwnersBoxRevenueWidget']);
    expect(calls[0]!.variables).toMatchObject({ filter: { dateRange: 7 }, tab: 'TODAY' });
  });

  it('has no menu without update and execute', () => {
    setup(EMPTY_FILTER, { canUpdateAndExecute: false });
    expect(within(card()).queryByRole('button', { name: 'Actions of Revenue' })).toBeNull();
  });

  it('reads Filters Applied instead of its tabs under a location or frequency filter', () => {
    setup({ ...EMPTY_FILTER, locations: [2] });
    expect(within(card()).getByText('Filters Applied')).toBeTruthy();
    expect(within(card()).queryByRole('tab')).toBeNull();
  });

  it('shows a loading placeholder until the data arrives', () => {
    setup(EMPTY_FILTER, { mainLoading: true });
    expect(screen.getByLabelText(/^Loading/)).toBeTruthy();
    expect(screen.queryByTestId('widget-value')).toBeNull();
  });
});
