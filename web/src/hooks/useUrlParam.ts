import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * One search parameter of the current URL (an editor's selected tab), written with replace so
 * switching tabs adds no Back step; the other parameters are kept.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true });
    },
    [search, path, navigate, name],
  );
  return [value, set];
}
