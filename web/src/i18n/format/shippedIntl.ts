import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import { NumberFormat } from '@formatjs/intl-numberformat';

/**
 * FormatJS's ECMA-402 implementations, used as they are (not installed over the browser's Intl),
 * so dates and numbers come from the CLDR data we ship and not from the browser's ICU: Debian's
 * Chromium, for one, has no Georgian and would show English month names and money.
 *
 * Their locale-data files register through `Intl.DateTimeFormat.__addLocaleData` and
 * `Intl.NumberFormat.__addLocaleData` of the global; these hooks hand that data to our copies.
 * Importing this module before a locale-data file is what makes the data land here.
 */
type WithHook = { __addLocaleData?: (...data: never[]) => void };
(Intl.DateTimeFormat as WithHook).__addLocaleData = (...data) => DateTimeFormat.__addLocaleData(...data);
(Intl.NumberFormat as WithHook).__addLocaleData = (...data) => NumberFormat.__addLocaleData(...data);

export { DateTimeFormat, NumberFormat };
