import { useLocationChoicesQuery } from '../../../generated/graphql.ts';
import type { LocationChoice } from './LocationCodePicker.tsx';

/** The master client's locations by code, and whether they loaded. */
export function useMarketingLocations(): { locations: LocationChoice[]; ready: boolean } {
  const { data } = useLocationChoicesQuery();
  return { locations: (data?.locations ?? []).map((l) => ({ code: l.code, name: l.name })), ready: data !== undefined };
}
