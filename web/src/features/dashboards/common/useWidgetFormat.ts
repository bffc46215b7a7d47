import { DEFAULT_CURRENCY } from '@marquee/core/dashboards/currency';
import { CURRENCY_DECIMALS, TOOLTIP_MAX_DECIMALS } from '@marquee/core/dashboards/display';
import { createContext, useContext, useMemo } from 'react';
import { useFormat } from '../../../i18n/useFormat.ts';

export interface WidgetFormat {
  /** Money with two decimals; the code of table rows, else the widget's currency (WidgetCurrency). */
  money: (value: number, currencyCode?: string) => string;
  /** Counts and plain figures with locale separators, at most two decimals. */
  number: (value: number) => string;
  /** A percent figure (25.5 → 25.5 %). */
  percent: (value: number) => string;
  /** Money or number by the widget's currency flag. */
  value: (value: number, currency: boolean | null | undefined) => string;
  /** Short axis labels ($1.2M, 12K) by the currency flag: they always fit the axis. */
  compact: (value: number, currency: boolean | null | undefined) => string;
}

/** The ISO 4217 code of the widget being drawn (its answer's currencyCode); charts format with it. */
export const WidgetCurrency = createContext<string>(DEFAULT_CURRENCY);

/** Formats for the user's locale; money in `currencyCode`, else the enclosing widget's currency. */
export function useWidgetFormat(currencyCode?: string): WidgetFormat {
  const format = useFormat();
  const widgetCurrency = useContext(WidgetCurrency);
  const currency = currencyCode ?? widgetCurrency;
  return useMemo(() => {
    const moneyFormats = new Map<string, (n: number) => string>();
    const moneyFormat = (code: string) => {
      let f = moneyFormats.get(code);
      if (!f) {
        f = format.numbers({
          style: 'currency',
          currency: code,
          minimumFractionDigits: CURRENCY_DECIMALS,
          maximumFractionDigits: CURRENCY_DECIMALS,
        });
        moneyFormats.set(code, f);
      }
      return f;
    };
    const plain = format.numbers({ maximumFractionDigits: TOOLTIP_MAX_DECIMALS });
    const compactNumber = format.numbers({ notation: 'compact', maximumFractionDigits: 1 });
    const compactMoney = format.numbers({
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const money = (value: number, code?: string) => moneyFormat(code || currency)(value);
    const number = (value: number) => plain(value);
    return {
      money,
      number,
      percent: (value) => `${plain(value)} %`,
      value: (value, currency) => (currency ? money(value) : number(value)),
      compact: (value, isMoney) => (isMoney ? compactMoney(value) : compactNumber(value)),
    };
  }, [format, currency]);
}
