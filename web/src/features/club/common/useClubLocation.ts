import { useLocationChoicesQuery } from '../../../generated/graphql.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';

export interface ClubLocationOption {
  code: string;
  name: string;
}

/**
 * The location a club-booking screen works on: its code in the URL (`?location=`), so a reload
 * or Back keeps it, and the master client's locations to choose from. Nothing else is read
 * until one is chosen (spec/3 §5).
 */
export function useClubLocation(): {
  code: string | null;
  setCode: (code: string | null) => void;
  locations: ClubLocationOption[];
} {
  const [code, setCode] = useUrlParam('location');
  const { data } = useLocationChoicesQuery();
  const locations = (data?.locations ?? []).map((l) => ({ code: l.code, name: l.name }));
  return { code, setCode, locations };
}
