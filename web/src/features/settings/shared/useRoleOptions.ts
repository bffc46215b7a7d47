import type { SelectOption } from '../../../components/admin/FormSelect.tsx';
import { useRoleChoicesQuery } from '../../../generated/graphql.ts';

/** The master client's roles as choices (role 1 first, as the server orders them). */
export function useRoleOptions(): SelectOption[] {
  const { data } = useRoleChoicesQuery();
  return (data?.roleOptions ?? []).map((r) => ({ value: r.roleId, label: r.roleName }));
}
