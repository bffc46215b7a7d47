import type { FieldKey } from '@marquee/core/rest';
import { isMessageKey } from '../../i18n/translate.ts';

/** What a screen or the error link needs to know about a failed operation. */
export interface ErrorInfo {
  /** The gateway's `extensions.code`; UPSTREAM_UNAVAILABLE when no answer arrived at all. */
  code: string | undefined;
  /** The server's message, when it sent one. */
  message: string | undefined;
  /** BAD_USER_INPUT field messages: field name → message text (English). */
  fields: Record<string, string>;
  /**
   * BAD_USER_INPUT field messages as catalogue keys with their values (`extensions.fieldKeys`),
   * for the fields whose key this app knows; shown in the person's language by fieldTexts.
   */
  fieldKeys: Record<string, FieldKey>;
  /** TOO_MANY_REQUESTS: seconds until the throttle lets the caller try again. */
  retryAfter: number | undefined;
}

export interface FormattedError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

export function fromFormatted(e: FormattedError | undefined): ErrorInfo {
  const ext = e?.extensions ?? {};
  const rawFields = ext.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [k, v] of Object.entries(rawFields)) if (typeof v === 'string') fields[k] = v;
  }
  return {
    code: typeof ext.code === 'string' ? ext.code : undefined,
    message: typeof e?.message === 'string' && e.message ? e.message : undefined,
    fields,
    fieldKeys: knownFieldKeys(ext.fieldKeys),
    retryAfter: typeof ext.retryAfter === 'number' && ext.retryAfter > 0 ? ext.retryAfter : undefined,
  };
}

/** The entries of `extensions.fieldKeys` whose key is in the catalogue, with string or number values. */
function knownFieldKeys(raw: unknown): Record<string, FieldKey> {
  const out: Record<string, FieldKey> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [field, entry] of Object.entries(raw)) {
    const { key, values } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    if (typeof key !== 'string' || !isMessageKey(key)) continue;
    const kept: Record<string, string | number> = {};
    if (values && typeof values === 'object') {
      for (const [name, v] of Object.entries(values))
        if (typeof v === 'string' || typeof v === 'number') kept[name] = v;
    }
    out[field] = { key, values: kept };
  }
  return out;
}

export function fromBody(bodyText: string): FormattedError | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: FormattedError[] };
    return body.errors?.[0];
  } catch {
    return undefined;
  }
}

/** An error with only a code: no answer, a timeout, an HTTP status without a GraphQL body. */
export function codeOnly(code: string | undefined): ErrorInfo {
  return { code, message: undefined, fields: {}, fieldKeys: {}, retryAfter: undefined };
}
