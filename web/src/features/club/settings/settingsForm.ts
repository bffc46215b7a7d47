import type { OnlineBookingSettings } from '@marquee/core/club/settings';

/** A query answer without Apollo's `__typename`s: the mutation's input has the same shape. */
export function withoutTypenames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypenames) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, v]) => [key, withoutTypenames(v)]),
    ) as T;
  }
  return value;
}

/** A number input's text as the settings hold it: empty is null. */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A copy of `doc` with `path` ('generalSettings.bufferTime') set to `value`. */
export function setIn<T extends object>(doc: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const current = (doc as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : setIn((current ?? {}) as object, rest.join('.'), value);
  return (Array.isArray(doc) ? Object.assign([...doc], { [head]: next }) : { ...doc, [head]: next }) as T;
}

export type SettingsDoc = OnlineBookingSettings;
