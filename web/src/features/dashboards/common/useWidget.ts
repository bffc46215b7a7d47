import type { DocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Tab } from '@marquee/core/dashboards/dateRanges';
import { useState } from 'react';
import type { DashboardFilterInput } from '../../../generated/graphql.ts';
import type { LoadedWidget, WidgetData } from './widgetData.ts';
import { tabFigures } from './widgetTabs.ts';

type WidgetResult = Record<string, Record<string, LoadedWidget | null> | null>;

export interface UseWidgetOptions {
  /** The widget's own query (one field). */
  document: DocumentNode;
  /** Root field of the dashboard (ownersBox…) and the widget's field. */
  root: string;
  field: string;
  filter: DashboardFilterInput;
  /** What the dashboard query brought, and whether it is still loading. */
  mainValue: LoadedWidget | null | undefined;
  mainLoading: boolean;
  defaultTab: Tab;
  /** Local filters (location, resources, product); set values make the widget fetch alone. */
  local?: Record<string, string | readonly string[] | null>;
}

export interface WidgetState {
  /** The figures of the selected tab. */
  data: WidgetData | null;
  loading: boolean;
  tab: Tab;
  setTab: (tab: Tab) => void;
  reload: () => void;
}

const isSet = (v: string | readonly string[] | null | undefined) =>
  Array.isArray(v) ? v.length > 0 : v != null && v !== '';

/**
 * A widget's data: the dashboard query's answer until its local filter changes or it is
 * reloaded; from then on its own one-field query. Either brings
 * every tab's figures (perTab), so a tab switch shows them at once: no request, no placeholder.
 */
export function useWidget(options: UseWidgetOptions): WidgetState {
  const [tab, setTab] = useState<Tab>(options.defaultTab);
  const [reloaded, setReloaded] = useState(false);
  const local = Object.fromEntries(Object.entries(options.local ?? {}).filter(([, v]) => isSet(v)));
  const own = reloaded || Object.keys(local).length > 0;
  const query = useQuery<WidgetResult>(options.document, {
    // The default tab, whatever is selected: the answer holds every tab, a switch asks nothing.
    variables: { filter: options.filter, tab: options.defaultTab, ...local },
    skip: !own,
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    context: { silent: true },
  });
  if (query.error) console.warn(`widget ${options.field} failed`, query.error);
  const reload = () => {
    if (own && !query.loading) void query.refetch().catch((e) => console.warn('reload failed', e));
    else setReloaded(true);
  };
  const loaded = own ? (query.data?.[options.root]?.[options.field] ?? null) : (options.mainValue ?? null);
  return {
    data: tabFigures(loaded, tab),
    loading: own ? query.loading : options.mainLoading,
    tab,
    setTab,
    reload,
  };
}
