import type { ListState } from '@marquee/core/settings/listState';
import type { ListAnswer, RemoveAnswer } from '../../../components/admin/adminScreenConfig.ts';
import {
  type DirectorUserRowFragment,
  type UserSort,
  useDeleteDirectorUserMutation,
  useDirectorUsersQuery,
} from '../../../generated/graphql.ts';
import { listVariables } from '../shared/listVariables.ts';

export function useDirectorUserRows(list: ListState<{ roleId: number | null }>): ListAnswer<DirectorUserRowFragment> {
  const { data, previousData, loading, refetch } = useDirectorUsersQuery({
    variables: { ...listVariables<UserSort>(list), roleId: list.filters.roleId },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.directorUsers;
  return { rows: page?.rows ?? [], total: page?.total ?? 0, loading: loading && !page, refetch };
}

/** One at a time, with the version read (multi-remove is disabled on this screen). */
export function useRemoveDirectorUser(): (rows: readonly DirectorUserRowFragment[]) => Promise<RemoveAnswer> {
  const [remove] = useDeleteDirectorUserMutation();
  return async (rows) => {
    let removed = 0;
    for (const row of rows) {
      const { data } = await remove({ variables: { id: row.id, version: row.version } });
      removed += data?.deleteDirectorUser.removed ?? 1;
    }
    return { removed };
  };
}
