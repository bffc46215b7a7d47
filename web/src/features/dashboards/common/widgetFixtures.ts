import type { ChartWidgetFieldsFragment } from '../../../generated/graphql.ts';

/** A chart widget as the server sends it (with __typename for Apollo's cache). */
export function chartWidgetFixture(overrides: Partial<ChartWidgetFieldsFragment> = {}): ChartWidgetFieldsFragment {
  return {
    title: 'Revenue',
    desc: 'Sales revenue of the period',
    subTitle: null,
    currency: true,
    currencyCode: 'USD',
    currentSerie: 'TODAY',
    toolTipTitle: 'Revenue',
    conversion: {
      currency: true,
      value: 1234.5,
      ofTarget: 87.5,
      change: null,
      trendType: 'DOWN',
      trendCaption: 'of target',
      noDataBefore: null,
      __typename: 'WidgetConversion',
    } as ChartWidgetFieldsFragment['conversion'],
    categories: ['10:00', '11:00', '12:00'],
    labels: [],
    series: [
      {
        name: 'Revenue',
        data: [100, 250, 884.5],
        subData: null,
        currency: true,
        __typename: 'WidgetSeries',
      } as ChartWidgetFieldsFragment['series'][number],
    ],
    totals: [],
    tabs: [],
    dataLabels: true,
    chartType: 'area',
    stacked: false,
    perTab: [],
    __typename: 'ChartWidget',
    ...overrides,
  } as ChartWidgetFieldsFragment;
}
