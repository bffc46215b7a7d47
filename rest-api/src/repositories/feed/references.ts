/**
 * What a batch of the venue feed names, looked up in the caller's master client only (a location
 * or product of another master client is simply not found): locations by code with their zone,
 * products, employees by till code (created on first sight) and guests by e-mail or phone
 * (created when no one matches). One query per kind for the whole batch.
 */
import type { FeedGuest } from '@marquee/core/feed/transactions';
import { fromCents } from '@marquee/core/resources/fields';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export interface FeedLocation {
  id: number;
  timeZone: string;
}

export async function locationsByCode(db: Executor, masterClientId: number, codes: readonly string[]) {
  const rows = await queryRows<{ id: number; code: string; timeZone: string }>(
    db,
    sql`select l.id, l.code, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone"
        from locations l left join location_settings s on s.location_id = l.id
        where l.master_client_id = ${masterClientId} and l.code = any(${pgArray([...new Set(codes)])}::text[])`,
  );
  return new Map(rows.map((r) => [r.code, { id: Number(r.id), timeZone: r.timeZone } satisfies FeedLocation]));
}

/** The products' revenue classes, by product id. */
export async function productClasses(db: Executor, masterClientId: number, ids: readonly number[]) {
  const rows = await queryRows<{ id: number; revenueClassId: number }>(
    db,
    sql`select id, revenue_class_id as "revenueClassId" from dash_products
        where master_client_id = ${masterClientId} and id = any(${pgArray([...new Set(ids)])}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.revenueClassId)]));
}

export const employeeKey = (locationId: number, code: string) => `${locationId}\u0001${code}`;

/** Employee ids by (location, till code); a code seen for the first time becomes an employee named by it. */
export async function employeesByCode(db: Executor, wanted: readonly { locationId: number; code: string }[]) {
  const pairs = [...new Map(wanted.map((w) => [employeeKey(w.locationId, w.code), w])).values()];
  const found = new Map<string, number>();
  if (pairs.length === 0) return found;
  const read = async () => {
    const rows = await queryRows<{ locationId: number; code: string; employeeId: number }>(
      db,
      sql`select f.location_id as "locationId", f.code, f.employee_id as "employeeId" from feed_employees f
          join unnest(${pgArray(pairs.map((p) => p.locationId))}::int[], ${pgArray(pairs.map((p) => p.code))}::text[]) w(l, c)
            on f.location_id = w.l and f.code = w.c`,
    );
    for (const r of rows) found.set(employeeKey(Number(r.locationId), r.code), Number(r.employeeId));
  };
  await read();
  const missing = pairs.filter((p) => !found.has(employeeKey(p.locationId, p.code)));
  if (missing.length === 0) return found;
  // Two batches meeting a new code at once: the unique key keeps one mapping; the loser's
  // employee row has no facts and shows nowhere.
  await db.execute(sql`with e as (
      insert into dash_employees (location_id, name)
      select * from unnest(${pgArray(missing.map((p) => p.locationId))}::int[], ${pgArray(missing.map((p) => p.code))}::text[])
      returning id, location_id, name)
    insert into feed_employees (location_id, code, employee_id) select location_id, name, id from e
    on conflict (location_id, code) do nothing`);
  await read();
  return found;
}

export interface FeedGuestRow {
  id: number;
  postalCode: string;
  age: number;
  /** Created by this batch. */
  created: boolean;
}

/** The key a guest is matched by: e-mail when given, else phone. */
export const guestKey = (g: FeedGuest) => (g.email ? `e:${g.email}` : `p:${g.phone}`);

/** Guests by guestKey: matched by e-mail (any case), else by phone; the rest created. */
export async function guestsFor(
  db: Executor,
  masterClientId: number,
  guests: readonly FeedGuest[],
  homeLocation: Map<string, number>,
) {
  const byKey = new Map<string, FeedGuestRow>();
  if (guests.length === 0) return byKey;
  const emails = [...new Set(guests.flatMap((g) => (g.email ? [g.email] : [])))];
  const phones = [...new Set(guests.flatMap((g) => (g.phone ? [g.phone] : [])))];
  const read = async (created: boolean) => {
    const rows = await queryRows<{ id: number; email: string; phone: string; postalCode: string; age: number }>(
      db,
      sql`select id, lower(email) as email, phone, postal_code as "postalCode",
            coalesce(extract(year from age(birth_date))::int, 0) as age
          from guests where master_client_id = ${masterClientId}
            and ((email <> '' and lower(email) = any(${pgArray(emails)}::text[])) or (phone <> '' and phone = any(${pgArray(phones)}::text[])))
          order by id`,
    );
    for (const g of guests) {
      const key = guestKey(g);
      if (byKey.has(key)) continue;
      const hit = rows.find((r) => g.email && r.email === g.email) ?? rows.find((r) => g.phone && r.phone === g.phone);
      if (hit) byKey.set(key, { id: Number(hit.id), postalCode: hit.postalCode, age: Number(hit.age), created });
    }
  };
  await read(false);
  const missing = [...new Map(guests.filter((g) => !byKey.has(guestKey(g))).map((g) => [guestKey(g), g])).values()];
  if (missing.length === 0) return byKey;
  const col = (f: (g: FeedGuest) => string) => pgArray(missing.map(f));
  await db.execute(sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, phone)
    select ${masterClientId}, * from unnest(${pgArray(missing.map((g) => homeLocation.get(guestKey(g)) ?? null))}::int[],
      ${col((g) => g.firstName)}::text[], ${col((g) => g.lastName)}::text[], ${col((g) => g.email)}::text[], ${col((g) => g.phone)}::text[])
    on conflict (master_client_id, lower(email)) where email <> '' do nothing`);
  await read(true);
  return byKey;
}

/** What a till maps its codes to: the master client's locations and (up to 1,000) products. */
export async function feedReferences(db: Executor, masterClientId: number) {
  const locations = await queryRows<{ code: string; name: string; timeZone: string; currency: string }>(
    db,
    sql`select l.code, l.name, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone",
          coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency
        from locations l left join location_settings s on s.location_id = l.id
        where l.master_client_id = ${masterClientId} order by lower(l.name), l.id`,
  );
  const products = await queryRows<{ id: number; name: string; priceCents: number }>(
    db,
    sql`select id, name, price_cents as "priceCents" from dash_products
        where master_client_id = ${masterClientId} order by lower(name), id limit 1000`,
  );
  return {
    locations,
    products: products.map((p) => ({ id: Number(p.id), name: p.name, price: fromCents(Number(p.priceCents)) })),
  };
}
