/**
 * A page of the change feed. The log (venue_changes, written by triggers) is read in
 * (writer's transaction id, log id) order, and only as far as the oldest transaction still
 * running: every change before that horizon is final, and any transaction that commits later has
 * an id at or past it, so it lands after every cursor handed out before it. Paging never skips or
 * repeats a change, whatever commits in between; a transaction left open holds the horizon (its
 * later changes wait for it) rather than letting a cursor pass it.
 */
import {
  CHANGE_ENTITIES,
  CHANGE_KINDS,
  type ChangeEntity,
  type ChangePosition,
  encodeChangeCursor,
} from '@marquee/core/feed/changes';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { changedRowFields } from './changeFields.ts';

export interface VenueChange {
  id: string;
  kind: (typeof CHANGE_KINDS)[keyof typeof CHANGE_KINDS];
  changedAt: string;
  transaction: Record<string, unknown> | null;
  booking: Record<string, unknown> | null;
  guest: Record<string, unknown> | null;
}

export interface VenueChangePage {
  items: VenueChange[];
  cursor: string;
  hasMore: boolean;
}

const FIELD: Record<ChangeEntity, 'transaction' | 'booking' | 'guest'> = {
  TRANSACTION: 'transaction',
  BOOKING: 'booking',
  GUEST: 'guest',
};

interface LogRow {
  id: string;
  xid: string;
  row_id: string;
  op: keyof typeof CHANGE_KINDS;
  changed_at: string;
}

export async function venueChangePage(
  db: Executor,
  mc: number,
  entity: ChangeEntity,
  after: ChangePosition,
  first: number,
): Promise<VenueChangePage> {
  const log = await queryRows<LogRow>(
    db,
    sql`select c.id::text as id, c.xid::text as xid, c.row_id::text as row_id, c.op,
        to_char(c.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
      from venue_changes c
      where c.master_client_id = ${mc} and c.entity = ${CHANGE_ENTITIES[entity]}
        and (c.xid, c.id) > (${after.xid}::bigint, ${after.id}::bigint)
        and c.xid < (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint)
      order by c.xid, c.id
      limit ${first + 1}`,
  );
  const page = log.slice(0, first);
  const fields = await changedRowFields(
    db,
    entity,
    mc,
    page.map((c) => c.row_id),
  );
  const last = page.at(-1);
  return {
    items: page.map((c) => ({
      id: c.row_id,
      kind: CHANGE_KINDS[c.op],
      changedAt: c.changed_at,
      transaction: null,
      booking: null,
      guest: null,
      [FIELD[entity]]: fields.get(c.row_id) ?? null,
    })),
    cursor: encodeChangeCursor(last ? { xid: last.xid, id: last.id } : after),
    hasMore: log.length > first,
  };
}
