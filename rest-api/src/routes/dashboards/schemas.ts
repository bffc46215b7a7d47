/** Query and response schemas of the dashboard routes (spec/2 §3, §7). */
import { FREQUENCIES } from '@marquee/core/dashboards/frequency';
import { METRICS } from '@marquee/core/dashboards/metrics';
import { MAX_BATCH_CALLS } from '@marquee/core/dashboards/limits';
import { TABS } from '@marquee/core/dashboards/dateRanges';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { arrayOf, bool, fieldKey, int, nullableStr, obj, query, str } from '../../http/schemas.ts';

const optionalNumber = () => ({ type: ['number', 'null'] });
const cell = { type: ['string', 'number', 'null'] };
const record = { type: 'object', additionalProperties: cell };

/** The dashboard filter (spec/2 §3) plus the widget's tab and local filters; all optional. */
export const dashboardQuery = query(
  {
    // Up to MAX_IDS_PER_LIST ids of up to 9 digits and their commas; the route counts them.
    locations: str({ maxLength: MAX_IDS_PER_LIST * 10 }),
    dateRange: int({ minimum: 1, maximum: 17 }),
    startDate: str({ maxLength: 10 }),
    endDate: str({ maxLength: 10 }),
    frequency: str({ enum: [...FREQUENCIES] }),
    rollingDataRange: int({ minimum: 1, maximum: 7 }),
    comparedTo: int({ minimum: 0, maximum: 2 }),
    realizedSales: bool(),
    tab: str({ enum: [...TABS] }),
    location: str({ maxLength: 50 }),
    resources: str({ maxLength: 500 }),
    product: str({ maxLength: 200 }),
    isExport: bool(),
    allTabs: bool(),
  },
  [
    'locations',
    'dateRange',
    'startDate',
    'endDate',
    'frequency',
    'rollingDataRange',
    'comparedTo',
    'realizedSales',
    'tab',
    'location',
    'resources',
    'product',
    'isExport',
    'allTabs',
  ],
);

const conversion = {
  type: ['object', 'null'],
  properties: {
    currency: bool(),
    value: { type: 'number' },
    ofTarget: optionalNumber(),
    change: optionalNumber(),
    trendType: { type: ['string', 'null'] },
    trendCaption: nullableStr(),
    noDataBefore: nullableStr(),
  },
  required: ['currency', 'value', 'ofTarget', 'change', 'trendType', 'trendCaption', 'noDataBefore'],
  additionalProperties: false,
};

const series = obj(
  { name: str(), data: arrayOf({ type: 'number' }), subData: arrayOf({ type: 'number' }), currency: bool() },
  ['subData', 'currency'],
);

const widgetProperties = {
  title: str(),
  desc: str(),
  subTitle: nullableStr(),
  currency: bool(),
  currencyCode: nullableStr(),
  currentSerie: str(),
  toolTipTitle: str(),
  conversion,
  categories: arrayOf(str()),
  labels: arrayOf(str()),
  series: arrayOf(series),
  totals: arrayOf(obj({ name: str(), value: { type: 'number' }, currency: bool() })),
  tabs: arrayOf(str()),
  dataLabels: bool(),
  chartType: str(),
  stacked: bool(),
  columns: arrayOf(str()),
  rows: arrayOf(record),
  totalRow: { type: ['object', 'null'], additionalProperties: cell },
  value: { type: 'number' },
  subValue: { type: 'number' },
  text: str(),
};
const widgetOptional = ['value', 'subValue', 'text'];

/** A widget; with allTabs (and no date range) also the same widget for each of its tabs. */
export const widgetSchema = obj({ ...widgetProperties, perTab: arrayOf(obj(widgetProperties, widgetOptional)) }, [
  ...widgetOptional,
  'perTab',
]);

export const guestExportSchema = obj({
  data: arrayOf(obj({ date: str(), day: str(), closed: bool(), slots: arrayOf(int()), total: int() })),
});

export const entitySchema = obj({ name: str(), code: str() });
export const productSchema = obj({ name: str() });

// The quarter-hour export is not a widget: it keeps its GET route and its own permission.
const {
  masterClient: _masterClient,
  isExport: _isExport,
  ...callProperties
} = (dashboardQuery as { properties: Record<string, Record<string, unknown>> }).properties;

/** The query of one call of a batch: the GET route's, checked call by call (see batchBody). */
export const batchCallQuery = obj(callProperties, Object.keys(callProperties));

/**
 * POST /dashboards/batch: each call is a metric and the query its GET route would take. The
 * queries are checked one by one (batchCallQuery), so one widget's bad local filter fails only
 * that widget, as with one GET a widget.
 */
export const batchBody = obj({
  calls: arrayOf(obj({ metric: str({ enum: [...METRICS] }), query: { type: 'object', maxProperties: 20 } }), {
    minItems: 1,
    maxItems: MAX_BATCH_CALLS,
  }),
});

const fieldTexts = { type: 'object', additionalProperties: { type: 'string' } };
const fieldKeySchema = { type: 'object', additionalProperties: fieldKey };

/** One entry per call, in order: the widget, or the error its GET route would have answered. */
export const batchResults = obj({
  results: arrayOf(
    obj({
      data: { ...widgetSchema, type: ['object', 'null'] },
      error: {
        ...obj({ status: int(), message: str(), fields: fieldTexts, fieldKeys: fieldKeySchema }, [
          'fields',
          'fieldKeys',
        ]),
        type: ['object', 'null'],
      },
    }),
  ),
});
