import { en } from '@marquee/core/messages/en';
import { ka } from '@marquee/core/messages/ka';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate.ts';
import { toUserInput, userValues, withHeldLocations } from './userForm.ts';

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

describe("the user dialog's locations", () => {
  const enabled = [
    { value: 1, label: 'Downtown' },
    { value: 2, label: 'Mall' },
  ];
  const holding = (...ids: [number, string][]) => ({
    locations: ids.map(([locationId, name]) => ({ locationId, name, code: name.slice(0, 3).toUpperCase() })),
  });
  const inEnglish = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(en, key, values);

  it('offers the enabled locations, and a held one that is disabled now, marked so', () => {
    expect(withHeldLocations(enabled, null, inEnglish)).toEqual(enabled);
    expect(withHeldLocations(enabled, holding([1, 'Downtown']), inEnglish)).toEqual(enabled);
    expect(withHeldLocations(enabled, holding([1, 'Downtown'], [9, 'Airport']), inEnglish)).toEqual([
      ...enabled,
      { value: 9, label: 'Airport (disabled)' },
    ]);
    const inGeorgian = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(ka, key, values);
    expect(withHeldLocations(enabled, holding([9, 'Airport']), inGeorgian).at(-1)?.label).toBe('Airport (გამორთული)');
  });
});
