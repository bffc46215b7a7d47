import { useMemo } from 'react';
import { useLanguage } from './useLanguage.ts';

export interface LocaleFormat {
  locale: string;
  date: (d: Date) => string;
  time: (d: Date) => string;
  number: (n: number) => string;
  percent: (fraction: number) => string;
  /** Integer cents in a currency (ISO 4217): 2699, 'USD' → '$26.99' in en-US. */
  money: (cents: number, currency: string) => string;
  /**
   * A calendar date or a wall time as the server sends it ('2026-12-01', '2026-12-01T10:00'),
   * shown as written, in no zone: a venue's wall time stays the venue's whoever reads it.
   */
  wallTime: (text: string) => string;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM' as a UTC instant, so formatting in UTC gives back its fields. */
function asUtc(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0)));
}

/** Dates and numbers in the chosen language's locale (en-US, ka-GE, es-ES). */
export function useFormat(): LocaleFormat {
  const { locale } = useLanguage();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return {
      locale,
      date: (d) => date.format(d),
      time: (d) => time.format(d),
      number: (n) => number.format(n),
      percent: (f) => percent.format(f),
      money: (cents, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
      wallTime: (text) => {
        const at = asUtc(text);
        if (!at) return text;
        return (text.includes('T') ? dayTime : day).format(at);
      },
    };
  }, [locale]);
}
