/**
 * A datetime-local input's value ↔ an ISO instant, in the browser's zone. (The location's own
 * zone would be better for a director working across zones; the deal list shows instants as
 * the browser sees them, consistently with the input.)
 */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function isoOf(local: string): string {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** An instant as the lists show it. */
export const shownAt = (iso: string) => localInputOf(iso).replace('T', ' ');
