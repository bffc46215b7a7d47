import { type UserField, validateUser } from '@marquee/core/settings/validation';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import type { UserDetailFieldsFragment, UserInput } from '../../../generated/graphql.ts';
import type { TFunction } from '../../../i18n/useT.ts';

/** Which dialog: the full one for a user with more than one location (spec/3 §2 Users). */
export type UserDialogKind = 'full' | 'simple';

export function dialogKind(user: { locations: readonly unknown[] } | null): UserDialogKind {
  return user && user.locations.length > 1 ? 'full' : 'simple';
}

/** The user dialogs' values: one mapper serves add and edit, full and simple. */
export interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: number | null;
  locationIds: number[];
  access: boolean;
  posPassword: string;
  cardId: string;
  startDate: string;
  payrollId: string;
  payRate: string;
  /** Avatar as a data URL, or null. */
  img: string | null;
}

export function userValues(u: UserDetailFieldsFragment | null): UserValues {
  return {
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    email: u?.email ?? '',
    phone: u?.phone ?? '',
    roleId: u?.roleId ?? null,
    locationIds: u?.locations.map((l) => l.locationId) ?? [],
    access: u?.access ?? false,
    posPassword: u?.posPassword ?? '',
    cardId: u?.cardId ?? '',
    startDate: u?.startDate ?? '',
    payrollId: u?.payrollId ?? '',
    payRate: u?.payRate ?? '',
    img: u?.img ?? null,
  };
}

/** The mutation input; the avatar only when it changed (absent keeps it, null removes it). */
export function toUserInput(v: UserValues, kind: UserDialogKind, initialImg: string | null): UserInput {
  const trim = (s: string) => s.trim();
  const input: UserInput = {
    form: kind === 'full' ? 'FULL' : 'SIMPLE',
    firstName: trim(v.firstName),
    lastName: trim(v.lastName),
    email: trim(v.email),
    phone: trim(v.phone),
    roleId: v.roleId,
    access: v.access,
    // Both dialogs set the locations: the simple one serves new and one-location users.
    locationIds: v.locationIds,
  };
  if (kind === 'full') {
    Object.assign(input, {
      posPassword: v.posPassword,
      cardId: trim(v.cardId),
      startDate: trim(v.startDate),
      payrollId: trim(v.payrollId),
      payRate: trim(v.payRate),
    });
  }
  if (v.img !== initialImg) input.img = v.img;
  return input;
}

/** spec/3 §5: the rules of the dialog in use. */
export const validateUserValues = (kind: UserDialogKind) => (v: UserValues) => validateUser({ ...v, form: kind });

/**
 * Simple dialog: Save stays off unless first name, last name, e-mail and phone are present and
 * neither the e-mail nor the phone is flagged (spec/3 §5).
 */
export function simpleSaveBlocked(v: UserValues, errors: Partial<Record<UserField, unknown>>): boolean {
  const present = [v.firstName, v.lastName, v.email, v.phone].every((s) => s.trim() !== '');
  return !present || Boolean(errors.email) || Boolean(errors.phone);
}

export const USER_TABS: Record<UserDialogKind, readonly FormTabDef<UserField>[]> = {
  full: [
    {
      id: 'basic',
      label: 'settings.basicTab',
      fields: ['firstName', 'lastName', 'email', 'phone', 'roleId', 'locationIds'],
      required: true,
    },
    {
      id: 'employment',
      label: 'settings.users.employmentTab',
      fields: ['posPassword', 'cardId', 'startDate', 'payrollId', 'payRate'],
      required: true,
    },
  ],
  simple: [
    {
      id: 'basic',
      label: 'settings.basicTab',
      fields: ['firstName', 'lastName', 'email', 'phone', 'roleId', 'locationIds'],
      required: true,
    },
  ],
};

export const userName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The locations a user dialog offers: the enabled ones (the lookup), and those the user already
 * holds that are disabled now, marked so: they stay checked and are kept on save unless unchecked
 * (the server refuses only a newly given disabled location; core/src/venue/locationEnabled.ts).
 */
export function withHeldLocations(
  enabled: readonly SelectOption[],
  user: Pick<UserDetailFieldsFragment, 'locations'> | null,
  t: TFunction,
): readonly SelectOption[] {
  const offered = new Set(enabled.map((o) => o.value));
  const held = (user?.locations ?? [])
    .filter((l) => !offered.has(l.locationId))
    .map((l) => ({ value: l.locationId, label: t('settings.users.disabledLocation', { name: l.name }) }));
  return held.length === 0 ? enabled : [...enabled, ...held];
}
