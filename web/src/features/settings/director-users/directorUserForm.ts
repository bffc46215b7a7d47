import { type DirectorUserField, validateDirectorUser } from '@marquee/core/settings/validation';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { DirectorUserInput, DirectorUserRowFragment } from '../../../generated/graphql.ts';

export interface DirectorUserValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  locationId: number | null;
}

export function directorUserValues(u: DirectorUserRowFragment | null): DirectorUserValues {
  return {
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    email: u?.email ?? '',
    phone: u?.phone ?? '',
    roleId: u?.role?.roleId ?? null,
    locationId: u?.location?.locationId ?? null,
  };
}

export function toDirectorUserInput(v: DirectorUserValues): DirectorUserInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    roleId: v.roleId,
    locationId: v.locationId,
  };
}

/** The simple user dialog's rules (spec/3 §5). */
export const validateDirectorUserValues = (v: DirectorUserValues) => validateDirectorUser(v);

export const DIRECTOR_USER_TABS: readonly FormTabDef<DirectorUserField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['firstName', 'lastName', 'email', 'phone', 'roleId'],
    required: true,
  },
];

export const directorUserName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
