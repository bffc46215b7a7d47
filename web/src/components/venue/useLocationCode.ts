import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLocationChoicesQuery } from '../../generated/graphql.ts';
import type { LocationChoice } from './LocationCodePicker.tsx';

/**
 * The venue screens' location, by code, in the URL (`?location=`); with a single location it is
 * chosen (the picker is then disabled). A code the master client does not have counts as none.
 * Choosing another location also drops `?edit=` (an open form returns to the list, spec/3 §2).
 */
export function useLocationCode(): {
  locations: LocationChoice[];
  code: string | null;
  setCode: (code: string | null) => void;
  ready: boolean;
} {
  const { data } = useLocationChoicesQuery();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const param = new URLSearchParams(search).get('location');
  const setCode = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(search);
      params.delete('edit');
      if (next === null) params.delete('location');
      else params.set('location', next);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true });
    },
    [search, path, navigate],
  );
  const locations = (data?.locations ?? []).map((l) => ({ code: l.code, name: l.name }));
  const only = locations.length === 1 ? locations[0]!.code : null;
  useEffect(() => {
    if (only && param !== only) setCode(only);
  }, [only, param, setCode]);
  const code = locations.some((l) => l.code === param) ? param : null;
  return { locations, code, setCode, ready: data !== undefined };
}
