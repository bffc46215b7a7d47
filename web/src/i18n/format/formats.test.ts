import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFormat, type IntlConstructors } from './buildFormat.ts';
import { formatStore, loadFormat } from './formatStore.ts';

// 1 December 2026, a Tuesday, 3:30 PM wherever the test runs (the formats use this zone's fields).
const instant = new Date(2026, 11, 1, 15, 30);
const byLanguage = async (code: 'en' | 'es' | 'ka') => loadFormat(code);
/** CLDR puts no-break spaces (U+00A0, U+202F) before AM/PM and currency signs; compared as spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formats from the locale data we ship', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes Georgian month and weekday names and Georgian money, whatever the runtime has', async () => {
    const ka = await byLanguage('ka');
    expect(ka.locale).toBe('ka-GE');
    expect(spaced(ka.date(instant))).toBe('1 დეკ. 2026');
    expect(spaced(ka.wallTime('2026-12-01'))).toBe('1 დეკ. 2026');
    expect(spaced(ka.dateTime(instant))).toBe('1 დეკ. 2026, 15:30');
    expect(spaced(ka.time(instant))).toBe('15:30');
    expect(spaced(ka.clock('23:30'))).toBe('23:30');
    expect(spaced(ka.fields({ month: 'long', year: 'numeric' })(new Date(Date.UTC(2026, 11, 1))))).toBe(
      'დეკემბერი, 2026',
    );
    expect(spaced(ka.fields({ weekday: 'long' })(new Date(Date.UTC(2026, 11, 1))))).toBe('სამშაბათი');
    expect(spaced(ka.money(123450, 'GEL'))).toBe('1234,50 ₾');
    expect(spaced(ka.money(2699, 'USD'))).toBe('26,99 US$');
  });

  it('writes Spanish month names and a 24-hour clock', async () => {
    const es = await byLanguage('es');
    expect(spaced(es.date(instant))).toBe('1 dic 2026');
    expect(spaced(es.dateTime(instant))).toBe('1 dic 2026, 15:30');
    expect(spaced(es.wallTime('2026-12-01T10:00'))).toBe('1 dic 2026, 10:00');
    expect(spaced(es.fields({ month: 'long', year: 'numeric' })(new Date(Date.UTC(2026, 11, 1))))).toBe(
      'diciembre de 2026',
    );
    expect(spaced(es.money(2699, 'EUR'))).toBe('26,99 €');
  });

  it('writes English dates with a 12-hour clock', async () => {
    const en = await byLanguage('en');
    expect(spaced(en.date(instant))).toBe('Dec 1, 2026');
    expect(spaced(en.dateTime(instant))).toBe('Dec 1, 2026, 3:30 PM');
    expect(spaced(en.clock('23:30'))).toBe('11:30 PM');
    expect(spaced(en.clock('09:00:00'))).toBe('9:00 AM');
    expect(spaced(en.money(2699, 'USD'))).toBe('$26.99');
    expect(spaced(en.number(1234567.5))).toBe('1,234,567.5');
  });

  it('reads calendar days as written, in no zone, and instants in this zone', async () => {
    const en = await byLanguage('en');
    expect(spaced(en.day('2026-03-07'))).toBe('Mar 7, 2026');
    // The date the server wrote, not the reader's: a UTC evening stays that day everywhere.
    expect(spaced(en.day('2026-12-31T23:00:00Z'))).toBe('Dec 31, 2026');
    expect(spaced(en.day(new Date(2026, 0, 5)))).toBe('Jan 5, 2026');
    expect(spaced(en.day('nonsense'))).toBe('');
    expect(spaced(en.day(null))).toBe('');
    expect(spaced(en.wallTime('not a date'))).toBe('not a date');
  });

  it('asks nothing of the runtime’s Intl formatters (a browser may lack Georgian)', async () => {
    await byLanguage('ka');
    const shipped = (await import('./shippedIntl.ts')) as unknown as IntlConstructors;
    const refuse = () => {
      throw new Error('the runtime Intl was asked');
    };
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(refuse);
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(refuse);
    const ka = buildFormat('ka-GE', shipped);
    expect(spaced(ka.wallTime('2026-12-01T10:00'))).toBe('1 დეკ. 2026, 10:00');
    expect(spaced(ka.money(500, 'GEL'))).toBe('5,00 ₾');
  });

  it('keeps a screen in its language while another language downloads', async () => {
    await byLanguage('en');
    expect(formatStore.isLoaded('ka')).toBe(true);
    expect(formatStore.get('ka').locale).toBe('ka-GE');
    expect(formatStore.get('en').locale).toBe('en-US');
  });
});
