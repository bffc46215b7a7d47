import { describe, expect, it } from 'vitest';
import { message } from '../messages/en.ts';
import type { UserInput } from './types.ts';
import {
  isValidStartDate,
  roleChangeError,
  validateDirectorUser,
  validateFullUser,
  validateGroup,
  validateLocation,
  validateSimpleUser,
  validateUser,
} from './validation.ts';

const user = (over: Partial<UserInput> = {}): UserInput => ({
  form: 'simple',
  firstName: 'Mia',
  lastName: 'Lopez',
  email: 'mlopez@funzone.test',
  phone: '5125550100',
  roleId: 3,
  locationIds: [],
  access: false,
  posPassword: '1234',
  cardId: '',
  startDate: '',
  payrollId: '',
  payRate: '',
  ...over,
});

describe('groups (spec/3 §5)', () => {
  it('requires a trimmed name and at least one location, keyed by form field', () => {
    expect(validateGroup({ name: '   ', locationIds: [] })).toEqual({
      name: 'validation.required',
      locations: 'settings.groups.locationsRequired',
    });
    expect(validateGroup({ name: ' North ', locationIds: [1] })).toEqual({});
  });
  it('limits the name to 100 characters', () => {
    expect(validateGroup({ name: 'x'.repeat(101), locationIds: [1] })).toEqual({ name: 'validation.tooLong' });
  });
});

describe('locations', () => {
  const base = { groupId: null, storeNumber: '', address1: '', address2: '', city: '', state: '', postalCode: '' };
  it('requires the location name on create only', () => {
    expect(validateLocation({ ...base, name: ' ' })).toEqual({ name: 'validation.required' });
    expect(validateLocation({ ...base, version: 1 })).toEqual({});
  });
  it('limits every text to 100 characters', () => {
    expect(validateLocation({ ...base, name: 'A', city: 'c'.repeat(101) })).toEqual({ city: 'validation.tooLong' });
  });
});

describe('full user dialog', () => {
  it('flags empty required fields with "Field is required"', () => {
    const errors = validateFullUser(
      user({ form: 'full', firstName: '', lastName: ' ', posPassword: '', roleId: null }),
    );
    expect(errors).toEqual({
      firstName: 'validation.fieldRequired',
      lastName: 'validation.fieldRequired',
      posPassword: 'validation.fieldRequired',
      roleId: 'validation.fieldRequired',
    });
    expect(message('validation.fieldRequired')).toBe('Field is required');
  });
  it('uses the simple e-mail pattern: letters and digits, @, letters and digits, dot, letters', () => {
    expect(validateFullUser(user({ email: 'mlopez@funzone.test' })).email).toBeUndefined();
    expect(validateFullUser(user({ email: 'm.lopez@funzone.test' })).email).toBe('validation.user.email');
    expect(validateFullUser(user({ email: 'm@fun.zone.test' })).email).toBe('validation.user.email');
    expect(message('validation.user.email')).toBe('An Invalid E-mail address');
  });
  it('accepts digits-only phones and MM/dd/yyyy start dates', () => {
    expect(validateFullUser(user({ phone: '512-555' })).phone).toBe('validation.phone');
    expect(validateFullUser(user({ startDate: '13/01/2026' })).startDate).toBe('validation.user.startDate');
    expect(validateFullUser(user({ startDate: '02/29/2025' })).startDate).toBe('validation.user.startDate');
    expect(validateFullUser(user({ startDate: '02/29/2024' }))).toEqual({});
    expect(isValidStartDate('1/2/2024')).toBe(false);
  });
});

describe('simple user dialog', () => {
  it('keeps the texts as specified, including "Role is required" for the last name', () => {
    const errors = validateSimpleUser(user({ firstName: '', lastName: '', roleId: null, email: 'nope', phone: '' }));
    expect(errors).toEqual({
      firstName: 'validation.user.firstNameRequired',
      lastName: 'validation.user.lastNameRequired',
      email: 'validation.user.email',
      roleId: 'validation.user.roleRequired',
      phone: 'validation.fieldRequired',
    });
    expect(message('validation.user.firstNameRequired')).toBe('First name is required');
    expect(message('validation.user.lastNameRequired')).toBe('Role is required');
  });
  it('accepts standard e-mails the full dialog refuses', () => {
    expect(validateSimpleUser(user({ email: 'm.lopez@fun.zone.test' }))).toEqual({});
  });
  it('is chosen by the form field', () => {
    expect(validateUser(user({ form: 'full', email: 'm.lopez@funzone.test' })).email).toBe('validation.user.email');
    expect(validateUser(user({ form: 'simple', email: 'm.lopez@funzone.test' })).email).toBeUndefined();
  });
  it('limits texts to 100 characters', () => {
    expect(validateSimpleUser(user({ cardId: '1'.repeat(101) }))).toEqual({ cardId: 'validation.tooLong' });
  });
});

describe('role lock and director users', () => {
  it('keeps role 1 on its holder', () => {
    expect(roleChangeError(1, 2)).toBe('settings.users.roleLocked');
    expect(roleChangeError(1, 1)).toBeNull();
    expect(roleChangeError(2, 1)).toBeNull();
  });
  it('validates director users like the simple dialog', () => {
    expect(
      validateDirectorUser({
        firstName: '',
        lastName: 'X',
        email: 'x@y.zz',
        phone: 'abc',
        roleId: null,
        locationId: null,
      }),
    ).toEqual({
      firstName: 'validation.user.firstNameRequired',
      phone: 'validation.phone',
      roleId: 'validation.user.roleRequired',
    });
  });
});
