import type { RolesDepartmentsQuery } from '../../../generated/graphql.ts';

export type RolesDepartmentsData = RolesDepartmentsQuery['rolesDepartments'];
export type DepartmentsRow = RolesDepartmentsData['departments'][number];
export type LinkedRoleRow = RolesDepartmentsData['roles'][number];
export type RolesTab = 'roles' | 'departments';
