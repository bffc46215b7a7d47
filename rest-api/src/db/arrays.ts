/**
 * PostgreSQL array literals for `unnest(...)` bulk inserts: one parameter per column whatever the
 * row count (a VALUES list binds one per cell and stops at 65,535). drizzle's `sql` spreads a JS
 * array into a parameter list, so arrays travel as their text literal instead.
 */
type Cell = string | number | boolean | null;

const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** `{1,2,NULL}` / `{"a","b \"c\""}`: values are quoted, so any text round-trips. */
export function pgArray(values: readonly Cell[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'string' ? quote(v) : String(v))).join(',')}}`;
}
