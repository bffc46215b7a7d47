import { describe, expect, it } from 'vitest';

/** Every source file of src/ but generated code, the i18n module itself and tests, as text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../generated/**', '!../i18n/**', '!../**/*.test.{ts,tsx}', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/**
 * Ways a screen formats a date, a time, a number or money by itself, with the browser's locale
 * data or none: each language has one format, from the data we ship, through useFormat.
 */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat)\b/, 'a formatter of the browser’s Intl'],
  [/Intl\.(DateTimeFormat|NumberFormat)\(\s*[^)\s]/, 'a formatter of the browser’s Intl'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString and kin'],
  [/toISOString\(\)\.slice\(/, 'an ISO date cut out as the shown date'],
  [/\$\{[^}]*\}\/\$\{[^}]*\}\/\$\{/, 'a date put together as a/b/c'],
  [/\b(calendarDate|twelveHour|time12|usFromIso)\(/, 'core’s fixed DD/MM/YYYY, MM/DD/YYYY and 12-hour helpers'],
];

/** Files allowed one of the above, and why. */
const ALLOWED: Record<string, string> = {
  // An Excel number format's currency sign, in a worker: the spreadsheet program formats the figures.
  'features/dashboards/common/export/buildWorkbook.ts': 'new Intl.NumberFormat',
  // The bookings filter as the API takes it (MM/DD/YYYY), not a shown date.
  'features/bookings/list/BookingsContainer.tsx': 'usFromIso(filters.',
};

describe('screens format through useFormat', () => {
  it('finds no date, time, number or money formatted by hand outside src/i18n', () => {
    const found: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const [path, text] of Object.entries(SOURCES)) {
      const file = path.slice('../'.length);
      text.split('\n').forEach((line, i) => {
        if (line.trim().startsWith('//') || line.trim().startsWith('*')) return;
        for (const [pattern, what] of FORBIDDEN)
          if (pattern.test(line) && !(ALLOWED[file] && line.includes(ALLOWED[file])))
            found.push(`${file}:${i + 1} ${what}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would see a screen that formats a date itself', () => {
    const line = "const shown = new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(d);";
    expect(FORBIDDEN.some(([p]) => p.test(line))).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a screen's source line, as text.
    expect(FORBIDDEN.some(([p]) => p.test('return `${d}/${m}/${y}`;'))).toBe(true);
    expect(FORBIDDEN.some(([p]) => p.test('const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;'))).toBe(
      false,
    );
  });
});
