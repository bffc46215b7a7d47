import type {
  ChartWidgetFieldsFragment,
  EmployeePerformanceFieldsFragment,
  LocationPerformanceFieldsFragment,
  LocationStatisticsFieldsFragment,
  TopProductFieldsFragment,
} from '../../../generated/graphql.ts';

/** Any widget's data as the dashboard queries return it. */
export type WidgetData =
  | ChartWidgetFieldsFragment
  | LocationStatisticsFieldsFragment
  | TopProductFieldsFragment
  | LocationPerformanceFieldsFragment
  | EmployeePerformanceFieldsFragment;

export const isChart = (data: WidgetData): data is ChartWidgetFieldsFragment => 'series' in data;
