/**
 * Errors a route throws on purpose. The error handler turns each into its status and the
 * `{ message, fields?, fieldKeys? }` body of the REST contract (core/src/rest.ts ErrorBody).
 */
import { type MessageKey, message } from '@marquee/core/messages/en';
import type { FieldKey } from '@marquee/core/rest';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field name → English text. */
    readonly fields?: Record<string, string>,
    /** Field name → catalogue key and values, for every field of `fields` that has one. */
    readonly fieldKeys?: Record<string, FieldKey>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Texts that have no key in core's catalogue because only the REST API says them. */
export const TEXT = {
  signInRequired: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  staleProfile: 'This profile was changed by someone else. Reload it to see the latest version.',
  masterClientRequired: 'Select a master client first.',
  notFound: 'Not found',
  internal: 'Something went wrong',
} as const;

export type FieldProblems = Record<string, MessageKey | FieldKey | undefined>;

/** Each field's English text (`fields`) and its catalogue key with values (`fieldKeys`). */
export function fieldMessages(errors: FieldProblems): {
  fields: Record<string, string>;
  fieldKeys: Record<string, FieldKey>;
} {
  const fields: Record<string, string> = {};
  const fieldKeys: Record<string, FieldKey> = {};
  for (const [name, problem] of Object.entries(errors)) {
    if (!problem) continue;
    const { key, values } = typeof problem === 'string' ? { key: problem, values: undefined } : problem;
    fields[name] = message(key, values);
    fieldKeys[name] = values ? { key, values } : { key };
  }
  return { fields, fieldKeys };
}

/**
 * 400 with field messages; `errors` maps a field name to a message key of core's catalogue, or
 * to a key with the values of its placeholders. The body carries each field's English text and
 * its key (fieldMessages), so the web shows it in the person's language.
 */
export function invalidInput(errors: FieldProblems): HttpError {
  const { fields, fieldKeys } = fieldMessages(errors);
  return new HttpError(400, message('validation.fillRequired'), fields, fieldKeys);
}

export const unauthorized = (text: string = TEXT.signInRequired) => new HttpError(401, text);
export const forbidden = () => new HttpError(403, message('error.forbidden'));
export const conflict = (text: string) => new HttpError(409, text);
export const badRequest = (text: string) => new HttpError(400, text);
