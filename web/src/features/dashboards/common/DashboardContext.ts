import type { DocumentNode } from '@apollo/client';
import type { PlainDate, Tab } from '@marquee/core/dashboards/dateRanges';
import type { PermissionSet } from '@marquee/core/permissions';
import { createContext, useContext } from 'react';
import type { DashboardFilterInput } from '../../../generated/graphql.ts';
import type { DashboardFilter } from './dashboardFilter.ts';
import type { ExcelExport } from './export/useExcelExport.ts';
import type { LoadedWidget } from './widgetData.ts';

export interface DashboardLocation {
  locationId: number;
  name: string;
  code: string;
}

/** What every widget of one dashboard shares: passed down, not stored (Apollo holds the data). */
export interface DashboardContextValue {
  /** Root field of the dashboard query (ownersBox…). */
  root: string;
  /** The dashboard's name in the user's language (export sheets say which dashboard). */
  title: string;
  widgetDocuments: Readonly<Record<string, DocumentNode>>;
  defaultTabs: Readonly<Record<string, Tab>>;
  filter: DashboardFilter;
  filterInput: DashboardFilterInput;
  today: PlainDate;
  mainData: Readonly<Record<string, LoadedWidget | null | undefined>>;
  mainLoading: boolean;
  permissions: Readonly<Record<string, PermissionSet>>;
  locations: readonly DashboardLocation[];
  exporter: ExcelExport;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('a dashboard widget outside its dashboard');
  return value;
}
