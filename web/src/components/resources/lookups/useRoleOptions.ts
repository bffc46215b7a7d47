import type { SelectOption } from '../FormSelect.tsx';
import { useGrantableRoleChoicesQuery, useRoleChoicesQuery } from '../../../generated/graphql.ts';

/** The master client's roles as choices (role 1 first, as the server orders them): the role filters. */
export function useRoleOptions(): SelectOption[] {
  const { data } = useRoleChoicesQuery();
  return (data?.roleOptions ?? []).map((r) => ({ value: r.roleId, label: r.roleName }));
}

/**
 * The role choice of the users forms: only roles the signed-in user may give here, plus the
 * current role of the edited user (`userId`, null when adding), so it still shows.
 */
export function useGrantableRoleOptions(userId: number | null): SelectOption[] {
  const { data } = useGrantableRoleChoicesQuery({ variables: { userId }, fetchPolicy: 'cache-and-network' });
  return (data?.roleOptions ?? []).map((r) => ({ value: r.roleId, label: r.roleName }));
}
