/** Failures of resource writes, as the REST contract answers them. */
import { message } from '@marquee/core/messages/en';
import { HttpError } from '../http/errors.ts';

/** 404: absent, or belonging to another master client (never says which). */
export const recordNotFound = () => new HttpError(404, message('settings.notFound'));
/** 409: the version named by the save is no longer the current one. */
export const staleRecord = () => new HttpError(409, message('settings.conflict'));
/** 409: still referenced elsewhere. */
export const recordInUse = () => new HttpError(409, message('settings.inUse'));

/** A foreign-key violation from either driver (PostgreSQL code 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** A unique-index violation from either driver (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
