import type { ListState } from '@marquee/core/settings/listState';
import type { ListAnswer, RemoveAnswer } from '../../../components/admin/adminScreenConfig.ts';
import {
  type LocationRowFragment,
  type LocationSort,
  useDeleteLocationsMutation,
  useSettingsLocationsQuery,
} from '../../../generated/graphql.ts';
import { listVariables } from '../shared/listVariables.ts';

export function useLocationRows(list: ListState<Record<never, never>>): ListAnswer<LocationRowFragment> {
  const { data, previousData, loading, refetch } = useSettingsLocationsQuery({
    variables: listVariables<LocationSort>(list),
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.settingsLocations;
  return { rows: page?.rows ?? [], total: page?.total ?? 0, loading: loading && !page, refetch };
}

export function useRemoveLocations(): (rows: readonly LocationRowFragment[]) => Promise<RemoveAnswer> {
  const [remove] = useDeleteLocationsMutation();
  return async (rows) => {
    const { data } = await remove({ variables: { ids: rows.map((r) => r.id) } });
    return { removed: data?.deleteLocations.removed ?? rows.length };
  };
}
