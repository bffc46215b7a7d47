import { describe, expect, it } from 'vitest';
import { defaultGeneralSettings, validateGeneralSettings } from './generalSettings.ts';
import { DEFAULT_REGISTRATION, validateRegistration } from './registration.ts';

describe('general settings', () => {
  const { locationCode: _c, ...valid } = defaultGeneralSettings('FZD', 'America/Chicago');
  it('accepts the defaults of a location that never saved', () => {
    expect(valid).toMatchObject({ timeZone: 'America/Chicago', currency: 'USD', version: 0 });
    expect(validateGeneralSettings(valid)).toEqual({});
  });
  it('refuses unknown zones, currencies, formats and languages, and bad contacts', () => {
    expect(
      validateGeneralSettings({
        ...valid,
        timeZone: 'Mars/Olympus',
        currency: 'usd',
        dateFormat: 'dd.MM.yy',
        language: 'fr',
        contactEmail: 'desk@',
        contactPhone: '+1 555',
      }),
    ).toEqual({
      timeZone: 'generalSettings.badTimeZone',
      currency: 'generalSettings.badCurrency',
      dateFormat: 'generalSettings.badOption',
      language: 'generalSettings.badOption',
      contactEmail: 'validation.email',
      contactPhone: 'validation.phone',
    });
  });
  it('checks the opening hours as the calendar does', () => {
    const openingHours = valid.openingHours.map((d) => ({ ...d, isOpen: true, startTime: '18:00', endTime: '09:00' }));
    expect(validateGeneralSettings({ ...valid, openingHours })).toEqual({ openingHours: 'calendar.endBeforeStart' });
  });
});

describe('registration settings', () => {
  it('asks first and last name and e-mail by default, and relationship info (spec/3 §3)', () => {
    expect(DEFAULT_REGISTRATION.fields.email).toEqual({ asked: true, required: true });
    expect(DEFAULT_REGISTRATION.askRelationshipInfo).toBe(true);
    expect(validateRegistration(DEFAULT_REGISTRATION)).toEqual({});
  });
  it('refuses a required field that is not asked, and a minor age out of range', () => {
    const fields = { ...DEFAULT_REGISTRATION.fields, gender: { asked: false, required: true } };
    expect(validateRegistration({ ...DEFAULT_REGISTRATION, fields, minorAge: 40 })).toEqual({
      gender: 'registration.requiredNotAsked',
      minorAge: 'registration.badAge',
    });
  });
});
