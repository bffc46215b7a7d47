import { describe, expect, it } from 'vitest';
import { en } from './messages/en.ts';
import {
  clipText,
  forLog,
  hasNulCharacter,
  isTooLong,
  textLength,
  passwordProblems,
  validateChangePassword,
  validateContact,
  validateForgotEmail,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateResetEmail,
} from './validation.ts';

describe('login validation (spec/1 §5)', () => {
  it('requires an e-mail username and a password of at least 4 characters', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'validation.username.required',
      password: 'validation.password.required',
    });
    expect(validateLogin({ username: 'dana', password: 'abc' })).toEqual({
      username: 'validation.username.email',
      password: 'validation.password.short',
    });
    expect(validateLogin({ username: 'dana@funzone.test', password: 'abcd' })).toEqual({});
  });

  it('keeps the spec texts verbatim', () => {
    expect(en['validation.password.short']).toBe('Password is too short - should be 8 chars minimum.');
    expect(en['validation.resetEmail.required']).toBe('You must enter a  email');
  });
});

describe('recovery e-mails', () => {
  it('uses the dialog messages', () => {
    expect(validateResetEmail('')).toEqual({ email: 'validation.resetEmail.required' });
    expect(validateResetEmail('x@')).toEqual({ email: 'validation.resetEmail.email' });
  });
  it('uses the standalone page messages', () => {
    expect(validateForgotEmail('')).toEqual({ email: 'validation.forgotEmail.required' });
    expect(validateForgotEmail('nope')).toEqual({ email: 'validation.forgotEmail.email' });
    expect(validateForgotEmail('a@b.co')).toEqual({});
  });
});

describe('new password rules', () => {
  it('lists every broken rule', () => {
    expect(passwordProblems('abc')).toEqual([
      'validation.newPassword.length',
      'validation.newPassword.upper',
      'validation.newPassword.digit',
      'validation.newPassword.symbol',
    ]);
    expect(passwordProblems('Abcdef1^')).toEqual([]);
    expect(passwordProblems('Abcdef1~')).toEqual(['validation.newPassword.symbol']);
  });

  it('flags the repeat only when filled and different', () => {
    expect(validateNewPassword({ newPassword: 'Abcdef1!', repeatNewPassword: 'Abcdef1?' })).toEqual({
      repeatNewPassword: 'validation.repeatPassword.mismatch',
    });
    expect(validateNewPassword({ newPassword: 'Abcdef1!', repeatNewPassword: 'Abcdef1!' })).toEqual({});
  });

  it('requires the current password when changing it', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'Abcdef1!', repeatNewPassword: 'Abcdef1!' }),
    ).toEqual({ currentPassword: 'validation.currentPassword.required' });
  });
});

describe('profile and contacts', () => {
  const profile = {
    firstName: 'Dana',
    lastName: 'Director',
    title: '',
    phone: '5551234',
    languageId: 1,
    dateFormatId: 1,
  };
  it('accepts a valid profile', () => {
    expect(validateProfile(profile)).toEqual({});
  });
  it('trims names, limits length to 100 and phones to digits', () => {
    expect(validateProfile({ ...profile, firstName: '   ', title: 'x'.repeat(101), phone: '555-1234' })).toEqual({
      firstName: 'validation.required',
      title: 'validation.tooLong',
      phone: 'validation.phone',
    });
  });
  it('checks a contact', () => {
    expect(validateContact({ name: '', email: 'bad', phone: '12a', contactTypeId: 1 })).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
    });
  });
});

describe('text length as a person counts it', () => {
  const emoji = '😀';

  it('counts an emoji once', () => {
    expect(textLength(emoji.repeat(100))).toBe(100);
    expect(isTooLong(emoji.repeat(100))).toBe(false);
    expect(isTooLong(emoji.repeat(101))).toBe(true);
    expect(isTooLong('a'.repeat(100))).toBe(false);
    expect(isTooLong('a'.repeat(101))).toBe(true);
  });

  it('applies to the profile and contact rules', () => {
    const profile = {
      firstName: emoji.repeat(100),
      lastName: 'L',
      title: '',
      phone: '',
      languageId: 1,
      dateFormatId: 1,
    };
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, title: 'x'.repeat(101) })).toEqual({ title: 'validation.tooLong' });
  });

  it('clips without splitting an emoji', () => {
    expect(clipText(`${'a'.repeat(99)}${emoji}${emoji}`)).toBe(`${'a'.repeat(99)}${emoji}`);
    expect(clipText('short')).toBe('short');
  });

  it('finds NUL characters and cuts long texts for logs', () => {
    expect(hasNulCharacter('a\u0000b')).toBe(true);
    expect(hasNulCharacter('a\\0b')).toBe(false);
    const logged = forLog('x'.repeat(2_000_000)) as string;
    expect(logged.length).toBeLessThan(300);
    expect(logged).toContain('(2000000 chars)');
    expect(forLog('owners_box')).toBe('owners_box');
  });
});
