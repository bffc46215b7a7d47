/**
 * Save rules of the settings screens (spec/3 §5), shared by the web's forms and the REST API,
 * which checks them again on every save. Each validator answers field name → message key of the
 * first rule broken; the keys are the fields of the form, so the web can turn the tab that holds
 * them red.
 */
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { EMAIL_PATTERN, type FieldErrors, isTooLong, PHONE_PATTERN } from '../validation.ts';
import { validateFields } from '../resources/fields.ts';
import { GROUP_RULES, type GroupInput } from '../resources/groups.ts';
import {
  LOCATION_RULES,
  LOCATION_UPDATE_RULES,
  type LocationCreateInput,
  type LocationField,
  type LocationUpdateInput,
} from '../resources/locations.ts';
import type { DirectorUserInput, UserInput } from './types.ts';

/** The role no one may take away from its holder (spec/3 §3, §9). */
export const LOCKED_ROLE_ID = 1;

/** Full dialog: letters and digits, at sign, letters and digits, dot, letters (spec/3 §5). */
export const SIMPLE_EMAIL_PATTERN = /^[A-Za-z0-9]+@[A-Za-z0-9]+\.[A-Za-z]+$/;
/** MM/dd/yyyy with a real calendar date. */
export const START_DATE_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

// Code points, like the REST API's schemas: an emoji counts once.
const tooLong = (value: string) => isTooLong(value, MAX_TEXT_LENGTH);

/** Adds 'validation.tooLong' for each listed text longer than 100 characters not yet flagged. */
function checkLengths<F extends string>(errors: FieldErrors<F>, values: Partial<Record<F, unknown>>): FieldErrors<F> {
  for (const [field, value] of Object.entries(values) as [F, unknown][]) {
    if (!errors[field] && typeof value === 'string' && tooLong(value)) errors[field] = 'validation.tooLong';
  }
  return errors;
}

export type GroupField = 'name' | 'locations';

/** Groups: the rules of core/src/resources/groups.ts, keyed by the form's fields (Basic Tab). */
export function validateGroup(v: Pick<GroupInput, 'name' | 'locationIds'>): FieldErrors<GroupField> {
  return validateFields(GROUP_RULES, v) as FieldErrors<GroupField>;
}

export type { LocationField };

/** Locations: the rules of core/src/resources/locations.ts (the name only on create). */
export function validateLocation(
  v: LocationCreateInput | (Omit<LocationUpdateInput, 'version'> & { version?: number }),
): FieldErrors<LocationField> {
  const errors = 'name' in v ? validateFields(LOCATION_RULES, v) : validateFields(LOCATION_UPDATE_RULES, v);
  return errors as FieldErrors<LocationField>;
}

export function isValidStartDate(value: string): boolean {
  const m = START_DATE_PATTERN.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type UserField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'roleId'
  | 'locationIds'
  | 'posPassword'
  | 'cardId'
  | 'startDate'
  | 'payrollId'
  | 'payRate';

/**
 * Full user dialog (spec/3 §5): First Name, Last Name, POS Password and Security Role are
 * required ('Field is required'); the e-mail matches the simple pattern ('An Invalid E-mail
 * address'); the phone is digits only; the start date, when given, is MM/dd/yyyy.
 */
export function validateFullUser(v: UserInput): FieldErrors<UserField> {
  const errors: FieldErrors<UserField> = {};
  for (const f of ['firstName', 'lastName', 'posPassword'] as const) {
    if (!(v[f] ?? '').trim()) errors[f] = 'validation.fieldRequired';
  }
  if (v.roleId === null) errors.roleId = 'validation.fieldRequired';
  if (!SIMPLE_EMAIL_PATTERN.test(v.email.trim())) errors.email = 'validation.user.email';
  if (!PHONE_PATTERN.test(v.phone.trim())) errors.phone = 'validation.phone';
  const startDate = (v.startDate ?? '').trim();
  if (startDate && !isValidStartDate(startDate)) errors.startDate = 'validation.user.startDate';
  return checkLengths(errors, pickTexts(v));
}

/**
 * Simple user dialog (spec/3 §5): 'First name is required'; an empty last name shows 'Role is
 * required' (the wording as specified); the e-mail matches the standard pattern; the role is
 * required; save needs first name, last name, e-mail and phone, and the phone is digits only.
 */
export function validateSimpleUser(v: UserInput): FieldErrors<UserField> {
  const errors: FieldErrors<UserField> = {};
  if (!v.firstName.trim()) errors.firstName = 'validation.user.firstNameRequired';
  if (!v.lastName.trim()) errors.lastName = 'validation.user.lastNameRequired';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'validation.user.email';
  if (v.roleId === null) errors.roleId = 'validation.user.roleRequired';
  if (!v.phone.trim()) errors.phone = 'validation.fieldRequired';
  else if (!PHONE_PATTERN.test(v.phone.trim())) errors.phone = 'validation.phone';
  return checkLengths(errors, pickTexts(v));
}

export function validateUser(v: UserInput): FieldErrors<UserField> {
  return v.form === 'full' ? validateFullUser(v) : validateSimpleUser(v);
}

function pickTexts(v: UserInput): Partial<Record<UserField, string>> {
  const { firstName, lastName, email, phone, posPassword, cardId, startDate, payrollId, payRate } = v;
  return { firstName, lastName, email, phone, posPassword, cardId, startDate, payrollId, payRate };
}

/**
 * The role-id-1 lock (spec/3 §3): a user holding role 1 keeps it. Answers the error for the
 * roleId field, or null when the change is allowed.
 */
export function roleChangeError(currentRoleId: number | null, nextRoleId: number | null): MessageKey | null {
  return currentRoleId === LOCKED_ROLE_ID && nextRoleId !== LOCKED_ROLE_ID ? 'settings.users.roleLocked' : null;
}

export type DirectorUserField = 'firstName' | 'lastName' | 'email' | 'phone' | 'roleId';

/** Director users follow the simple dialog's rules (names, e-mail, digits-only phone, role). */
export function validateDirectorUser(v: DirectorUserInput): FieldErrors<DirectorUserField> {
  const errors: FieldErrors<DirectorUserField> = {};
  if (!v.firstName.trim()) errors.firstName = 'validation.user.firstNameRequired';
  if (!v.lastName.trim()) errors.lastName = 'validation.user.lastNameRequired';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'validation.user.email';
  if (v.roleId === null) errors.roleId = 'validation.user.roleRequired';
  if (!PHONE_PATTERN.test(v.phone.trim())) errors.phone = 'validation.phone';
  const { firstName, lastName, email, phone } = v;
  return checkLengths(errors, { firstName, lastName, email, phone });
}
