import type { ListState } from '@marquee/core/settings/listState';
import type { ListAnswer, RemoveAnswer } from '../../../components/admin/adminScreenConfig.ts';
import {
  type UserRowFragment,
  type UserSort,
  useDeleteUsersMutation,
  useSettingsUsersQuery,
} from '../../../generated/graphql.ts';
import { listVariables } from '../shared/listVariables.ts';

export function useUserRows(list: ListState<{ roleId: number | null }>): ListAnswer<UserRowFragment> {
  const { data, previousData, loading, refetch } = useSettingsUsersQuery({
    variables: { ...listVariables<UserSort>(list), roleId: list.filters.roleId },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.settingsUsers;
  return { rows: page?.rows ?? [], total: page?.total ?? 0, loading: loading && !page, refetch };
}

export function useRemoveUsers(): (rows: readonly UserRowFragment[]) => Promise<RemoveAnswer> {
  const [remove] = useDeleteUsersMutation();
  return async (rows) => {
    const { data } = await remove({ variables: { ids: rows.map((r) => r.id) } });
    return { removed: data?.deleteUsers.removed ?? rows.length };
  };
}
