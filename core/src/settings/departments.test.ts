import { describe, expect, it } from 'vitest';
import { validateDepartment, validateLinkedRole } from './departments.ts';

describe('Roles & Departments save rules (spec/3 §5)', () => {
  it('a department needs a name and one location', () => {
    expect(validateDepartment({ name: '  ', locationId: null })).toEqual({
      name: 'roles.error.departmentName',
      locationId: 'roles.error.locationRequired',
    });
    expect(validateDepartment({ name: 'Front desk', locationId: 3 })).toEqual({});
  });
  it('a role needs a name, a department and a location', () => {
    expect(validateLinkedRole({ name: '', departmentIds: [], locationIds: [] })).toEqual({
      name: 'roles.error.nameRequired',
      departmentIds: 'roles.error.departmentsRequired',
      locationIds: 'roles.error.locationsRequired',
    });
    expect(validateLinkedRole({ name: 'Host', departmentIds: [1], locationIds: [2] })).toEqual({});
    expect(validateLinkedRole({ name: 'x'.repeat(101), departmentIds: [1], locationIds: [2] }).name).toBe(
      'validation.tooLong',
    );
  });
});
