/**
 * The currency of dashboard amounts. Every location has one (ISO 4217,
 * `locations.currency`); a widget's amounts are in the currency its locations share. Locations
 * in different currencies are never summed into one figure: the view's currency is then null
 * (`MIXED_CURRENCIES`), the REST API still answers the counts, and money figures are answered
 * per currency only where a widget lists rows by location; the web shows a notice instead of a
 * total and asks for locations of one currency.
 */

/** What locations without a choice use, and what a view of no location shows. */
export const DEFAULT_CURRENCY = 'USD';

/** A syntactically valid ISO 4217 code (three capital letters) the runtime knows. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(code) : true;
}

/** The one currency of a view's locations, or null when they use more than one. */
export function viewCurrency(codes: readonly string[]): string | null {
  const distinct = [...new Set(codes)];
  if (distinct.length === 0) return DEFAULT_CURRENCY;
  return distinct.length === 1 ? distinct[0]! : null;
}
