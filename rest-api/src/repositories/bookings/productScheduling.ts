/**
 * The product editor's two scheduling lookups (GET /products-scheduling-resources and
 * /products-scheduling-events): the bookable resources a reservation product can be sold on and
 * the activities (events) that sell products, each with its location and resources. This master
 * client's rows only; location codes and a product id of another master client match nothing.
 */
import { MAX_LOOKUP_ROWS } from '../../resources/tableResource.ts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface SchedulingLookupQuery {
  /** Location codes; absent: every location. */
  codes?: string[];
  search?: string;
  productId?: number;
}

const codesArray = (codes: readonly string[]) => `{${codes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`;
const atCodes = (codes: readonly string[] | undefined) =>
  codes === undefined ? sql`true` : sql`l.code = any(${codesArray(codes)}::text[])`;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Resources by location then order, at most MAX_LOOKUP_ROWS; `search`: part of the name. */
export async function schedulingResourceOptions(db: Executor, mc: number, q: SchedulingLookupQuery) {
  const search = (q.search ?? '').trim();
  const rows = await queryRows<{
    id: number;
    name: string;
    kind: string;
    places: number | null;
    enabled: boolean;
    locationId: number;
    locationCode: string;
    locationName: string;
  }>(
    db,
    sql`select r.id, r.name, r.kind, r.places, r.enabled, l.id as "locationId", l.code as "locationCode", l.name as "locationName"
        from booking_resources r join locations l on l.id = r.location_id and l.master_client_id = r.master_client_id
        where r.master_client_id = ${mc} and ${atCodes(q.codes)}
          and (${search} = '' or r.name ilike ${likeOf(search)})
        order by l.name, r.sort, r.name, r.id limit ${MAX_LOOKUP_ROWS}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), locationId: Number(r.locationId) }));
}

/** Activities (with their resources in order), by location then name; `productId`: only those selling it. */
export async function schedulingEventOptions(db: Executor, mc: number, q: SchedulingLookupQuery) {
  const product = q.productId === undefined ? sql`true` : sql`a.product_id = ${q.productId}`;
  const rows = await queryRows<{
    id: number;
    name: string;
    productId: number;
    productName: string;
    enabled: boolean;
    online: boolean;
    locationId: number;
    locationCode: string;
    locationName: string;
    resources: { id: number; name: string }[] | null;
  }>(
    db,
    sql`select a.id, a.name, a.product_id as "productId", p.name as "productName", a.enabled, a.online,
          l.id as "locationId", l.code as "locationCode", l.name as "locationName",
          (select json_agg(json_build_object('id', r.id, 'name', r.name) order by ar.sort, r.id)
             from booking_activity_resources ar join booking_resources r on r.id = ar.resource_id
             where ar.activity_id = a.id and ar.master_client_id = a.master_client_id) as resources
        from booking_activities a
        join locations l on l.id = a.location_id and l.master_client_id = a.master_client_id
        join products p on p.id = a.product_id and p.master_client_id = a.master_client_id
        where a.master_client_id = ${mc} and ${atCodes(q.codes)} and ${product}
        order by l.name, a.name, a.id limit ${MAX_LOOKUP_ROWS}`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    productId: Number(r.productId),
    locationId: Number(r.locationId),
    resources: (r.resources ?? []).map((x) => ({ id: Number(x.id), name: x.name })),
  }));
}
