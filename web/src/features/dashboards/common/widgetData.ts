import type {
  ChartWidgetFieldsFragment,
  ChartWidgetFiguresFragment,
  EmployeePerformanceFieldsFragment,
  EmployeePerformanceFiguresFragment,
  LocationPerformanceFieldsFragment,
  LocationPerformanceFiguresFragment,
  LocationStatisticsFieldsFragment,
  LocationStatisticsFiguresFragment,
  TopProductFieldsFragment,
  TopProductFiguresFragment,
} from '../../../generated/graphql.ts';

/** What a widget shows: its figures for one tab. */
export type WidgetData =
  | ChartWidgetFiguresFragment
  | LocationStatisticsFiguresFragment
  | TopProductFiguresFragment
  | LocationPerformanceFiguresFragment
  | EmployeePerformanceFiguresFragment;

/** A widget as the dashboard queries return it: its figures and those of every tab (perTab). */
export type LoadedWidget =
  | ChartWidgetFieldsFragment
  | LocationStatisticsFieldsFragment
  | TopProductFieldsFragment
  | LocationPerformanceFieldsFragment
  | EmployeePerformanceFieldsFragment;

export const isChart = (data: WidgetData): data is ChartWidgetFiguresFragment => 'series' in data;
