/**
 * Per-tab data: a widget's perTab, loaded with the dashboard's one query, holds
 * for Today, Yesterday and This Week exactly the figures the widget answers when asked for that
 * tab alone; under a named date range there are none. On the demo data, over the real stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardWorld, startDashboardWorld } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

const TABS = ['TODAY', 'YESTERDAY', 'THIS_WEEK'] as const;
const CHART = `title currentSerie currencyCode categories labels tabs dataLabels chartType stacked
  series { name data subData currency } totals { name value currency }
  conversion { value ofTarget change trendType trendCaption noDataBefore }`;
const SELLING = 'location product productPrice quantitySold totalRevenue currency';

/** Widgets of every shape: cards, hourly and daily charts, heat maps, ledgers and tables. */
const WIDGETS: [root: string, field: string, figures: string][] = [
  ['ownersBox', 'revenue', CHART],
  ['ownersBox', 'paymentsReceived', CHART],
  ['ownersBox', 'locationStatistics', 'title currentSerie rows { name newGuest repeatGuest avgTicket events sales }'],
  ['ownersBox', 'topProductSold', `title currentSerie value subValue text rows { ${SELLING} }`],
  ['operationalEfficiency', 'peakHours', CHART],
  ['operationalEfficiency', 'activitiesByHour', CHART],
  ['operationalEfficiency', 'laborCostByHour', CHART],
  ['driveRevenue', 'transactions', CHART],
  ['driveRevenue', 'giftCards', CHART],
  ['driveRevenue', 'locationPerformance', `title currentSerie rows { ${SELLING} } rowsTotal { ${SELLING} }`],
];

type Figures = Record<string, unknown> & { currentSerie: string };

describe("a widget's tabs in the dashboard's one query", () => {
  it.each(WIDGETS)(
    '%s.%s: every tab in perTab equals the widget asked for that tab alone',
    async (root, field, figures) => {
      const loaded = (
        await w.ask<Record<string, Figures & { perTab: Figures[] }>>(
          root,
          `${field} { ${figures} perTab { ${figures} } }`,
          {},
        )
      )[field]!;
      expect(loaded.perTab.map((t) => t.currentSerie)).toEqual([...TABS]);
      const { perTab, ...asked } = loaded;
      expect(perTab.find((t) => t.currentSerie === asked.currentSerie)).toEqual(asked);
      for (const tab of TABS) {
        const alone = (await w.ask<Record<string, Figures>>(root, `${field}(tab: ${tab}) { ${figures} }`, {}))[field];
        expect(
          perTab.find((t) => t.currentSerie === tab),
          `${field} ${tab}`,
        ).toEqual(alone);
      }
    },
  );

  it('holds different figures per tab: Today by the hour, This Week by the day, both with sales', async () => {
    const { revenue } = await w.ask<{ revenue: { perTab: { categories: string[]; conversion: { value: number } }[] } }>(
      'ownersBox',
      'revenue { perTab { categories conversion { value } } }',
      {},
    );
    const [today, , week] = revenue.perTab;
    expect(today!.categories).toHaveLength(24);
    expect(week!.categories.length).toBeLessThanOrEqual(7);
    expect(week!.conversion.value).toBeGreaterThan(0);
    expect(week!.conversion.value).toBeGreaterThanOrEqual(today!.conversion.value);
  });

  it('peak hours opens on This Week and names its tabs from the server', async () => {
    const { peakHours } = await w.ask<{ peakHours: { currentSerie: string; tabs: string[] } }>(
      'operationalEfficiency',
      'peakHours { currentSerie tabs }',
      {},
    );
    expect(peakHours).toEqual({ currentSerie: 'THIS_WEEK', tabs: ['Today', 'Yesterday', 'This Week'] });
  });

  it('has no tabs under a named date range: the widget is that range', async () => {
    const { revenue, locationStatistics } = await w.ask<Record<string, { perTab: unknown[] }>>(
      'ownersBox',
      'revenue { perTab { title } } locationStatistics { perTab { title } }',
    );
    expect(revenue!.perTab).toEqual([]);
    expect(locationStatistics!.perTab).toEqual([]);
  });
});
