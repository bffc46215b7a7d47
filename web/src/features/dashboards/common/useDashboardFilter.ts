import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { type DashboardFilter, filterToParams, parseFilter } from './dashboardFilter.ts';

/** The dashboard filter held in the URL (spec/2 §3): read it, replace it. */
export function useDashboardFilter(): [DashboardFilter, (next: DashboardFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseFilter(params), [params]);
  const setFilter = useCallback((next: DashboardFilter) => setParams(filterToParams(next)), [setParams]);
  return [filter, setFilter];
}
