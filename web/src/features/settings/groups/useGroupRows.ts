import type { ListState } from '@marquee/core/settings/listState';
import type { ListAnswer, RemoveAnswer } from '../../../components/admin/adminScreenConfig.ts';
import {
  type GroupRowFragment,
  type GroupSort,
  useDeleteGroupsMutation,
  useSettingsGroupsQuery,
} from '../../../generated/graphql.ts';
import { listVariables } from '../shared/listVariables.ts';

export function useGroupRows(list: ListState<Record<never, never>>): ListAnswer<GroupRowFragment> {
  const { data, previousData, loading, refetch } = useSettingsGroupsQuery({
    variables: listVariables<GroupSort>(list),
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.settingsGroups;
  return { rows: page?.rows ?? [], total: page?.total ?? 0, loading: loading && !page, refetch };
}

export function useRemoveGroups(): (rows: readonly GroupRowFragment[]) => Promise<RemoveAnswer> {
  const [remove] = useDeleteGroupsMutation();
  return async (rows) => {
    const { data } = await remove({ variables: { ids: rows.map((r) => r.id) } });
    return { removed: data?.deleteGroups.removed ?? rows.length };
  };
}
