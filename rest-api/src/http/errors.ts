/**
 * Errors a route throws on purpose. The error handler turns each into its status and the
 * `{ message, fields? }` body of the REST contract (core/src/rest.ts ErrorBody).
 */
import { type MessageKey, message } from '@marquee/core/messages/en';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
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
  unknownOption: 'Choose one of the listed options.',
  notFound: 'Not found',
  internal: 'Something went wrong',
} as const;

/** 400 with field messages; `errors` maps a field name to a message key of core's catalogue. */
export function invalidInput(errors: Record<string, MessageKey | undefined>): HttpError {
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(errors)) if (key) fields[name] = message(key);
  return new HttpError(400, message('validation.fillRequired'), fields);
}

/** 400 with field texts already written out. */
export function invalidFields(fields: Record<string, string>): HttpError {
  return new HttpError(400, message('validation.fillRequired'), fields);
}

export const unauthorized = (text: string = TEXT.signInRequired) => new HttpError(401, text);
export const forbidden = () => new HttpError(403, message('error.forbidden'));
export const conflict = (text: string) => new HttpError(409, text);
export const badRequest = (text: string) => new HttpError(400, text);
