/**
 * The change feed BI tools page through: transactions, bookings and guests changed since a
 * cursor. The cursor is opaque to callers; inside it is the (transaction id, log id) of the last
 * change handed out, the order the REST API pages the change log in.
 */
import { BOOKINGS_INDEX } from '../bookings/rules.ts';
import { DATA_EXPORT_INDEX } from '../exports/permission.ts';
import { GUESTS_MENU } from '../marketing/guests.ts';
import type { FlagName } from '../permissions.ts';

/** What the feed serves, and the number each is logged under (venue_changes.entity). */
export const CHANGE_ENTITIES = { TRANSACTION: 1, BOOKING: 2, GUEST: 3 } as const;
export type ChangeEntity = keyof typeof CHANGE_ENTITIES;

export const isChangeEntity = (v: unknown): v is ChangeEntity => typeof v === 'string' && v in CHANGE_ENTITIES;

/** The module whose VIEW an entity needs beside Data export; transactions need Data export alone. */
export const CHANGE_ENTITY_MODULE: Readonly<Record<ChangeEntity, number | null>> = {
  TRANSACTION: null,
  BOOKING: BOOKINGS_INDEX,
  GUEST: GUESTS_MENU,
};

/** The log's op letters as the feed names them. */
export const CHANGE_KINDS = { I: 'CREATED', U: 'UPDATED', D: 'DELETED' } as const;

export const DEFAULT_CHANGE_PAGE = 500;
export const MAX_CHANGE_PAGE = 1000;

/** Where a page starts: after this change (0, 0 before the first). */
export interface ChangePosition {
  xid: string;
  id: string;
}

export const CHANGE_START: ChangePosition = { xid: '0', id: '0' };
const PATTERN = /^v1\.(\d{1,18})\.(\d{1,18})$/;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

export const encodeChangeCursor = (p: ChangePosition): string => toBase64Url(`v1.${p.xid}.${p.id}`);

/** The position a cursor names; null for anything this feed did not hand out. */
export function decodeChangeCursor(cursor: string): ChangePosition | null {
  if (cursor.length > 64 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const m = PATTERN.exec(text);
  if (!m) return null;
  const xid = String(BigInt(m[1]!));
  const id = String(BigInt(m[2]!));
  return encodeChangeCursor({ xid, id }) === cursor ? { xid, id } : null;
}

/** What the gateway's schema says each field needs (gateway/src/auth/requires.test.ts checks the SDL). */
export const CHANGE_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  venueChanges: { module: DATA_EXPORT_INDEX, flag: 'view' },
};
