import type { DocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_TAB, type Tab } from '@marquee/core/dashboards/dateRanges';
import type { MessageKey } from '@marquee/core/messages/en';
import { type DashboardKey, DASHBOARDS } from '@marquee/core/dashboards/ids';
import type { PermissionSet } from '@marquee/core/permissions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTenancy } from '../../../app/tenancy/useTenancy.ts';
import { useMe } from '../../../app/viewer/useMe.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import type { DashboardContextValue, DashboardLocation } from './DashboardContext.ts';
import { type DashboardFilter, EMPTY_FILTER, filterKey, toFilterInput } from './dashboardFilter.ts';
import { dashboardPermissions, includeVariables } from './dashboardPermissions.ts';
import { exportAbout } from './export/exportAbout.ts';
import { collectGuestSheet } from './export/guestExport.ts';
import { sheetLabels } from './export/sheetLabels.ts';
import type { SheetSpec } from './export/sheets.ts';
import { useExcelExport } from './export/useExcelExport.ts';
import { widgetSheet } from './export/widgetSheets.ts';
import { useDashboardFilter } from './useDashboardFilter.ts';
import { usePageView } from './usePageView.ts';
import { useToday } from './useToday.ts';
import type { LoadedWidget } from './widgetData.ts';

export interface DashboardConfig {
  key: DashboardKey;
  /** Root field of the query (ownersBox…). */
  root: string;
  mainDocument: DocumentNode;
  widgetDocuments: Readonly<Record<string, DocumentNode>>;
  defaultTabs?: Readonly<Record<string, Tab>>;
}

type MainResult = { locations: DashboardLocation[] } & Record<string, Record<string, LoadedWidget | null> | null>;

export interface DashboardState {
  context: DashboardContextValue;
  filter: DashboardFilter;
  setFilter: (next: DashboardFilter) => void;
  canFilter: boolean;
  canExport: boolean;
  /** Widgets remount on it: a new filter or Reload All resets their tabs (spec/2 §4). */
  widgetKey: string;
  /** The viewer's permissions are known (not while a customer switch reloads them). */
  viewerKnown: boolean;
  reloadAll: () => void;
  exportAll: (fileName: string) => void;
}

/**
 * The container logic of a dashboard: the URL filter, ONE query with every widget the user
 * may view, the page-view event, the customer reset and the whole-dashboard export.
 */
export function useDashboard(config: DashboardConfig): DashboardState {
  const me = useMe();
  const t = useT();
  const format = useFormat();
  const client = useApolloClient();
  const today = useToday();
  const { selectedId } = useTenancy();
  const [filter, setFilter] = useDashboardFilter();
  const [nonce, setNonce] = useState(0);
  const exporter = useExcelExport();
  usePageView(DASHBOARDS[config.key].event);

  // Choosing another customer resets the dashboard filters and its location list (spec/2 §2).
  const lastClient = useRef(selectedId);
  useEffect(() => {
    if (lastClient.current !== selectedId && lastClient.current !== null) setFilter(EMPTY_FILTER);
    lastClient.current = selectedId;
  }, [selectedId, setFilter]);

  const permissions = useMemo(
    () => dashboardPermissions(config.key, me ?? { permissionBits: '', permissionChunkLength: 7 }),
    [config.key, me],
  );
  const filterInput = useMemo(() => toFilterInput(filter), [filter]);
  const main = useQuery<MainResult>(config.mainDocument, {
    variables: { filter: filterInput, ...includeVariables(permissions.widgets) },
    // Not while `me` reloads (a customer switch resets the cache): its absence reads as no
    // permission at all, and the dashboard was asked a second time with every widget left out.
    skip: selectedId === null || me === null,
    errorPolicy: 'all',
    context: { silent: true },
  });
  if (main.error) console.warn(`${config.key} failed`, main.error);
  const mainData = main.data?.[config.root] ?? {};
  const locations = main.data?.locations ?? [];

  const title = t(`dashboards.${config.key}.title` as MessageKey);
  const context: DashboardContextValue = {
    root: config.root,
    title,
    widgetDocuments: config.widgetDocuments,
    defaultTabs: config.defaultTabs ?? {},
    filter,
    filterInput,
    today,
    mainData,
    mainLoading: main.loading,
    permissions: permissions.widgets,
    locations,
    exporter,
  };

  const exportAll = (fileName: string) =>
    exporter.run(fileName, async (progress) => {
      // Only widgets the user may both view and update and execute (spec/2 §5).
      const keys = Object.entries(permissions.widgets as Record<string, PermissionSet>)
        .filter(([key, p]) => p.canView && p.canUpdateAndExecute && mainData[key])
        .map(([key]) => key);
      const sheets: SheetSpec[] = [];
      const now = new Date();
      for (const [i, key] of keys.entries()) {
        const data = mainData[key]!;
        const about = exportAbout({
          t,
          format,
          dashboard: title,
          widget: data.title,
          filter,
          tab: config.defaultTabs?.[key] ?? DEFAULT_TAB,
          today,
          locations,
          now,
        });
        if (key === 'numberOfGuests' && (config.root === 'ownersBox' || config.root === 'guestExperience')) {
          const root = config.root;
          sheets.push(
            await collectGuestSheet({
              client,
              root,
              filter,
              today,
              sheetName: data.title,
              onProgress: () => undefined,
            }).then((sheet) => ({ ...sheet, about })),
          );
        } else sheets.push({ ...widgetSheet(key, data.title, data, sheetLabels(t)), about });
        progress((i + 1) / keys.length);
      }
      return sheets;
    });

  return {
    context,
    filter,
    setFilter,
    canFilter: permissions.canFilter,
    canExport: permissions.canExport,
    widgetKey: `${filterKey(filter)}#${nonce}`,
    viewerKnown: me !== null,
    reloadAll: () => {
      setNonce((n) => n + 1);
      void main.refetch().catch((e) => console.warn('reload failed', e));
    },
    exportAll,
  };
}
