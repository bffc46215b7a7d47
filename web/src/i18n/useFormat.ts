import { useMemo } from 'react';
import { useLanguage } from './useLanguage.ts';

export interface LocaleFormat {
  locale: string;
  date: (d: Date) => string;
  time: (d: Date) => string;
  number: (n: number) => string;
  percent: (fraction: number) => string;
}

/** Dates and numbers in the chosen language's locale (en-US, ka-GE, es-ES). */
export function useFormat(): LocaleFormat {
  const { locale } = useLanguage();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    return {
      locale,
      date: (d) => date.format(d),
      time: (d) => time.format(d),
      number: (n) => number.format(n),
      percent: (f) => percent.format(f),
    };
  }, [locale]);
}
