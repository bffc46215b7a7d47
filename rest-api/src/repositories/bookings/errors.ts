/** Booking refusals: 400 whose message is the field's own text (a clear message each). */
import type { MessageKey } from '@marquee/core/messages/en';
import { fieldMessages, HttpError } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';

export function refused(field: string, key: MessageKey, values?: Record<string, string | number>): HttpError {
  const { fields, fieldKeys } = fieldMessages({ [field]: values ? { key, values } : key });
  return new HttpError(400, fields[field]!, fields, fieldKeys);
}

export const bookingNotFound = recordNotFound;
