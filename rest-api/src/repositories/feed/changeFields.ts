/**
 * The fields of the rows a page of changes names, as each is now, one query per page. A row
 * deleted since has none (its change carries the id alone). Each query is scoped by the master
 * client again, so a change log row can never open another tenant's record.
 */
import type { ChangeEntity } from '@marquee/core/feed/changes';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const money = (column: SQL) => sql`(${column}::numeric / 100)::numeric(16, 2)::text`;

function fieldsQuery(entity: ChangeEntity, mc: number, ids: string): SQL {
  switch (entity) {
    case 'TRANSACTION':
      return sql`select t.id::text as id, json_build_object(
          'externalId', t.external_id, 'locationId', t.location_id, 'kind', t.kind,
          'channel', case t.channel when 2 then 'KIOSK' when 3 then 'ONLINE' else 'WALK_IN' end,
          'occurredAt', ${iso(sql`t.occurred_at`)}, 'total', ${money(sql`t.total_cents`)},
          'undone', ${money(sql`t.undone_cents`)}, 'originalExternalId', o.external_id,
          'guestId', t.guest_id::text, 'receivedAt', ${iso(sql`t.received_at`)}) as fields
        from feed_transactions t left join feed_transactions o on o.id = t.original_id
        where t.master_client_id = ${mc} and t.id = any(${ids}::bigint[])`;
    case 'BOOKING':
      return sql`select b.id::text as id, json_build_object(
          'locationId', b.location_id, 'activityId', b.activity_id, 'holderId', b.holder_id::text,
          'confirmationCode', b.confirmation_code, 'state', b.state, 'guests', b.guests,
          'bookingDate', b.booking_date::text, 'startMinute', b.start_minute, 'startsAt', ${iso(sql`b.starts_at`)},
          'total', ${money(sql`b.total_cents`)}, 'paid', ${money(sql`b.paid_cents`)},
          'refunded', ${money(sql`b.refunded_cents`)}, 'checkedIn', b.checked,
          'createdAt', ${iso(sql`b.created_at`)}, 'updatedAt', ${iso(sql`b.updated_at`)}) as fields
        from bookings b where b.master_client_id = ${mc} and b.id = any(${ids}::bigint[])`;
    case 'GUEST':
      return sql`select g.id::text as id, json_build_object(
          'homeLocationId', g.home_location_id, 'firstName', g.first_name, 'lastName', g.last_name,
          'email', g.email, 'phone', g.phone, 'birthDate', g.birth_date::text, 'postalCode', g.postal_code,
          'marketingOptIn', g.marketing_opt_in, 'createdAt', ${iso(sql`g.created_at`)}) as fields
        from guests g where g.master_client_id = ${mc} and g.id = any(${ids}::bigint[])`;
  }
}

/** The rows' fields by id (text), for the ids given; absent ids were deleted. */
export async function changedRowFields(
  db: Executor,
  entity: ChangeEntity,
  mc: number,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; fields: Record<string, unknown> | string }>(
    db,
    fieldsQuery(entity, mc, pgArray([...new Set(ids)])),
  );
  // node-postgres parses json; PGlite may answer it as text.
  return new Map(rows.map((r) => [r.id, typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields]));
}
