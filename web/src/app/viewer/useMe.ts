import { type ViewerFieldsFragment, useMeQuery } from '../../generated/graphql.ts';

/** The signed-in user from Apollo's cache (the signed-in area has loaded it already). */
export function useMe(): ViewerFieldsFragment | null {
  const { data } = useMeQuery();
  return data?.me ?? null;
}
