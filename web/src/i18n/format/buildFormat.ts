/** The two ECMA-402 constructors the formats are built from: FormatJS's, or the browser's. */
export interface IntlConstructors {
  DateTimeFormat: new (locale: string, options?: Intl.DateTimeFormatOptions) => { format: (d: Date) => string };
  NumberFormat: new (locale: string, options?: Intl.NumberFormatOptions) => { format: (n: number) => string };
}

/** Dates, times, numbers and money in one language, from the locale data we ship. */
export interface LocaleFormat {
  locale: string;
  /** An instant's date in this browser's zone: 'Dec 1, 2026', '1 dic 2026', '1 დეკ. 2026'. */
  date: (d: Date) => string;
  /** An instant's time of day in this browser's zone: '3:30 PM', '15:30'. */
  time: (d: Date) => string;
  /** An instant's date and time: 'Dec 1, 2026, 3:30 PM'. */
  dateTime: (d: Date) => string;
  number: (n: number) => string;
  percent: (fraction: number) => string;
  /** Integer cents in a currency (ISO 4217): 2699, 'USD' → '$26.99' in en-US. */
  money: (cents: number, currency: string) => string;
  /**
   * A calendar date or a wall time as the server sends it ('2026-12-01', '2026-12-01T10:00'),
   * shown as written, in no zone: a venue's wall time stays the venue's whoever reads it.
   * Anything else comes back as it is.
   */
  wallTime: (text: string) => string;
  /**
   * A calendar day: an ISO date (or the date of an ISO date-time) as written, else an instant's
   * date in this browser's zone; empty when unreadable.
   */
  day: (value: string | Date | null | undefined) => string;
  /** A time of day as the server sends it ('23:30', '09:00:00'), in this language's clock. */
  clock: (hhmm: string) => string;
  /**
   * Other date fields (a month and year title, weekday names) of a date kept as a UTC instant,
   * as the app keeps calendar days: `fields({ month: 'long', year: 'numeric' })(day)`.
   */
  fields: (options: Intl.DateTimeFormatOptions) => (utcDay: Date) => string;
  /** Other number styles (compact, a currency's narrow symbol), with the same data. */
  numbers: (options: Intl.NumberFormatOptions) => (n: number) => string;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM' as a UTC instant, so formatting in UTC gives back its fields. */
function asUtc(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0)));
}

/**
 * The instant's wall fields in this browser's zone, as a UTC instant. We ship no time-zone data:
 * the browser's Date knows its own zone, and every format below runs in UTC.
 */
const local = (d: Date) =>
  new Date(
    Date.UTC(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      d.getMilliseconds(),
    ),
  );

/**
 * CLDR writes a narrow no-break space before AM/PM ('3:30\u202fPM'); we write a plain one, as a
 * person types it, so a time reads, searches and is named (accessible names) as '3:30 PM'.
 */
function spaced(DateTimeFormat: IntlConstructors['DateTimeFormat']): IntlConstructors['DateTimeFormat'] {
  return class {
    readonly #inner: { format: (d: Date) => string };
    constructor(locale: string, options?: Intl.DateTimeFormatOptions) {
      this.#inner = new DateTimeFormat(locale, options);
    }
    format(d: Date): string {
      return this.#inner.format(d).replace(/\u202f/g, ' ');
    }
  };
}

/** The one date, time and date-time style of every screen (spec: one format per language). */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short', timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

/**
 * The formats of a locale (en-US, es-ES, ka-GE) built on `intl`: FormatJS's with the data we ship
 * (loadFormat), or the browser's for English only while that data downloads.
 */
export function buildFormat(locale: string, intl: IntlConstructors): LocaleFormat {
  const { NumberFormat } = intl;
  const DateTimeFormat = spaced(intl.DateTimeFormat);
  const date = new DateTimeFormat(locale, DATE);
  const time = new DateTimeFormat(locale, TIME);
  const dateTime = new DateTimeFormat(locale, DATE_TIME);
  const number = new NumberFormat(locale);
  const percent = new NumberFormat(locale, { style: 'percent' });
  const money = new Map<string, (n: number) => string>();
  return {
    locale,
    date: (d) => date.format(local(d)),
    time: (d) => time.format(local(d)),
    dateTime: (d) => dateTime.format(local(d)),
    number: (n) => number.format(n),
    percent: (f) => percent.format(f),
    money: (cents, currency) => {
      let f = money.get(currency);
      if (!f) {
        const nf = new NumberFormat(locale, { style: 'currency', currency });
        f = (n) => nf.format(n);
        money.set(currency, f);
      }
      return f(cents / 100);
    },
    wallTime: (text) => {
      const at = asUtc(text);
      if (!at) return text;
      return (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) ? dateTime : date).format(at);
    },
    day: (value) => {
      if (!value) return '';
      if (typeof value === 'string') {
        const at = asUtc(value.slice(0, 10));
        if (at) return date.format(at);
      }
      const d = value instanceof Date ? value : new Date(value);
      return Number.isNaN(d.getTime()) ? '' : date.format(local(d));
    },
    clock: (hhmm) => {
      const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
      return m ? time.format(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])))) : hhmm;
    },
    fields: (options) => {
      const f = new DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      return (d) => f.format(d);
    },
    numbers: (options) => {
      const f = new NumberFormat(locale, options);
      return (n) => f.format(n);
    },
  };
}
