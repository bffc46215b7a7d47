import { describe, expect, it } from 'vitest';
import { dateProblem, inputProblem, isCalendarDate, jsonTooDeep, textProblem } from './input.ts';

describe('jsonTooDeep', () => {
  it('counts nesting outside strings only, in one pass', () => {
    expect(jsonTooDeep('[[[]]]', 3)).toBe(false);
    expect(jsonTooDeep('[[[[]]]]', 3)).toBe(true);
    expect(jsonTooDeep('{"a":"[[[[[[\\"[["}', 2)).toBe(false);
    const started = Date.now();
    expect(jsonTooDeep('['.repeat(5_000_000))).toBe(true);
    expect(jsonTooDeep(`"${'['.repeat(5_000_000)}"`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('dates', () => {
  it('takes real days inside the window only', () => {
    for (const ok of ['2026-02-28', '2028-02-29', '2000-02-29', '1900-01-01', '2100-12-31'])
      expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      '0000-00-00',
      '2026-02-30',
      '2026-13-01',
      '2026-02-29',
      '1900-02-29',
      '9999-12-31',
      '1899-12-31',
      '2026-1-01',
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
  it('checks the date of a date-time too, and leaves other texts alone', () => {
    expect(dateProblem('2026-02-30T10:00')?.key).toBe('validation.date');
    expect(dateProblem('2026-02-28T10:00')).toBeNull();
    expect(dateProblem('Room 2026-13')).toBeNull();
  });
});

describe('textProblem', () => {
  it('refuses broken, control, direction and invisible-only text', () => {
    expect(textProblem('a\u0000b')).toBe('validation.nulCharacter');
    expect(textProblem('a\uD800b')).toBe('validation.brokenCharacter');
    expect(textProblem('a\uDC00')).toBe('validation.brokenCharacter');
    expect(textProblem('a\u202Eb')).toBe('validation.controlCharacter');
    expect(textProblem('a\u0085b')).toBe('validation.controlCharacter');
    expect(textProblem('\u200B \u200D')).toBe('validation.invisibleOnly');
  });
  it('keeps emoji, joiners inside words, marks, tabs, line breaks and plain spaces', () => {
    for (const ok of ['😀', '👩\u200D💻', 'שלום\u200F', 'a\tb\r\nc', '   ', '']) expect(textProblem(ok), ok).toBeNull();
  });
});

describe('inputProblem', () => {
  it('names the field of the first problem, and the depth past the limit', () => {
    expect(inputProblem({ contacts: [{ name: 'ok' }, { name: 'x\u202E' }] })?.field).toBe('contacts.1.name');
    expect(inputProblem({ a: { b: { c: 1 } } }, 2)).toEqual({
      field: 'a.b',
      problem: { key: 'validation.tooDeep', values: { limit: 2 } },
    });
    expect(inputProblem({ when: '2026-02-30' })?.field).toBe('when');
    expect(inputProblem({ fine: ['2026-02-28', 'text', 3, null] })).toBeNull();
  });
  it('walks a wide body in linear time', () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => ({ name: `n${i}` }));
    const started = Date.now();
    expect(inputProblem(wide)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
