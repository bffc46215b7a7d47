import { describe, expect, it } from 'vitest';
import { toUserInput, userValues } from './userForm.ts';

describe('user form mapper', () => {
  it('trims texts, sends the avatar only when it changed, the locations from both dialogs, and the employment fields only from the full one', () => {
    const v = { ...userValues(null), firstName: ' Erin ', lastName: 'T', email: 'e@x.io ', phone: '1', roleId: 2 };
    expect(toUserInput(v, 'simple', null)).toEqual({
      form: 'SIMPLE',
      firstName: 'Erin',
      lastName: 'T',
      email: 'e@x.io',
      phone: '1',
      roleId: 2,
      access: false,
      locationIds: [],
    });
    // The simple dialog gives a new or one-location user its locations too.
    expect(toUserInput({ ...v, locationIds: [3] }, 'simple', null)).toMatchObject({ locationIds: [3] });
    const full = toUserInput({ ...v, img: 'data:image/png;base64,AA==', locationIds: [1, 2] }, 'full', null);
    expect(full).toMatchObject({ form: 'FULL', locationIds: [1, 2], img: 'data:image/png;base64,AA==' });
    expect(toUserInput({ ...v, img: null }, 'simple', 'data:x')).toMatchObject({ img: null });
  });
});
