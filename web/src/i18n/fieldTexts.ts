import type { ErrorInfo } from '../app/apollo/errorInfo.ts';
import type { TFunction } from './useT.ts';

/** What the server said about each field (BAD_USER_INPUT): texts, and catalogue keys for most. */
export type ServerFields = Pick<ErrorInfo, 'fields' | 'fieldKeys'>;

/**
 * Field name → the server's message in the person's language: the catalogue text of its key
 * (with the server's values, e.g. the limit 100), or the server's own text when it sent no key
 * this app knows.
 */
export function fieldTexts({ fields, fieldKeys }: ServerFields, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of new Set([...Object.keys(fields), ...Object.keys(fieldKeys)])) {
    const known = fieldKeys[name];
    const text = known ? t(known.key, known.values) : fields[name];
    if (text) out[name] = text;
  }
  return out;
}
