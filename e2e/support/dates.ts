/**
 * A calendar day ('2026-12-01') as the web app shows it in English: 'Dec 1, 2026' (its one date
 * format, CLDR's medium style). Node's Intl has the English data the app ships.
 */
export function shownDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}
