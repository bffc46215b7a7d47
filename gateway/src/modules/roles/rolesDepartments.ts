import type { RemoveResult } from '@marquee/core/resources/types';
import type { Resolvers, RolesDepartments } from '../../generated/graphql.ts';

/** schema/roles/roles-departments.graphql: /administration/roles-departments and /administration/roles-security. */
export const rolesDepartmentsResolvers: Resolvers = {
  Query: {
    rolesDepartments: (_parent, { locationId }, { rest }) =>
      rest.get<RolesDepartments>('/administration/roles-departments', { locationId }),
  },
  Mutation: {
    addDepartment: async (_parent, { name, locationId }, { rest }) =>
      (await rest.post<{ id: number }>('/administration/roles-departments', { name, locationId: locationId ?? null }))
        .id,
    updateDepartment: async (_parent, { id, name, locationId }, { rest }) =>
      (
        await rest.put<{ id: number }>('/administration/roles-departments', {
          id,
          name,
          locationId: locationId ?? null,
        })
      ).id,
    removeDepartments: (_parent, { departmentIds }, { rest }) =>
      rest.delete<RemoveResult>('/administration/roles-departments', { ids: departmentIds.join(',') }),
    addLinkedRole: async (_parent, { name, departmentIds, locationIds }, { rest }) =>
      (await rest.post<{ roleId: number }>('/administration/roles-security', { name, departmentIds, locationIds }))
        .roleId,
    renameLinkedRole: async (_parent, { id, name }, { rest }) =>
      (await rest.put<{ roleId: number }>('/administration/roles-security', { id, name })).roleId,
    removeLinkedRole: (_parent, { id }, { rest }) => rest.delete<RemoveResult>(`/administration/roles-security/${id}`),
  },
};
