/**
 * Fills the dashboard facts for some locations over a run of days, entirely in SQL
 * (INSERT … SELECT over generate_series), so the same code seeds the demo in seconds and loads
 * tens of millions of rows for benchmarks. Every value comes from dash_hash of a key built from
 * the location, the day (days since 2000-01-01) and a counter, so a run is the same every time.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { refreshDashboardRollups } from '../../repositories/dashboardRollups.ts';
import { EMPLOYEE_NAMES, PRODUCTS, RESOURCES, REVENUE_CLASSES, SALE_HOURS } from './catalogue.ts';
import { creditMoves, giftCardMoves, WAIVER_VALID_DAYS } from './ledgers.ts';

export interface GenerateOptions {
  masterClientId: number;
  locationIds: readonly number[];
  /** First business day, ISO. */
  from: string;
  days: number;
  /** Average sales (tickets) per location and day; each has 1–4 lines (2.5 on average). */
  salesPerDay: number;
  /** Varies the data between master clients. */
  seed: number;
  /**
   * First day whose gift cards and credits exist (ISO; defaults to `from`). When a run extends
   * earlier demo data, the cards sold since then are redeemed inside the new days too, exactly
   * as if the whole span had been generated at once.
   */
  ledgerFrom?: string;
}

/** Product ids, prices and revenue classes of a master client's demo catalogue, in PRODUCTS order. */
export interface DemoCatalogue {
  ids: number[];
  prices: number[];
  classes: number[];
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/"/g, '')}"`).join(',')}}`;

/** Catalogue of one master client: revenue classes and products. Answers product ids, prices, classes. */
async function seedCatalogue(db: Executor, masterClientId: number): Promise<DemoCatalogue> {
  const classes = await queryRows<{ id: number }>(
    db,
    sql`insert into dash_revenue_classes (master_client_id, name)
    select ${masterClientId}, n from unnest(${textArray(REVENUE_CLASSES)}::text[]) with ordinality u(n, o) order by o
    returning id`,
  );
  const classIds = classes.map((r) => Number(r.id)).sort((a, b) => a - b);
  const ids: number[] = [];
  for (const [name, cls, price] of PRODUCTS) {
    const r = await queryRows<{ id: number }>(
      db,
      sql`insert into dash_products (master_client_id, name, revenue_class_id, price_cents)
      values (${masterClientId}, ${name}, ${classIds[cls]!}, ${price}) returning id`,
    );
    ids.push(Number(r[0]!.id));
  }
  return { ids, prices: PRODUCTS.map((p) => p[2]), classes: PRODUCTS.map((p) => classIds[p[1]]!) };
}

/** The catalogue an earlier run created for the master client (products by their demo names). */
export async function demoCatalogue(db: Executor, masterClientId: number): Promise<DemoCatalogue | null> {
  const rows = await queryRows<{ name: string; id: number; price: unknown; cls: number }>(
    db,
    sql`select name, id, price_cents as price, revenue_class_id as cls from dash_products where master_client_id = ${masterClientId}`,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const found = PRODUCTS.map(([name]) => byName.get(name));
  if (found.some((r) => !r)) return null;
  return {
    ids: found.map((r) => Number(r!.id)),
    prices: found.map((r) => Number(r!.price)),
    classes: found.map((r) => Number(r!.cls)),
  };
}

/** A master client's first demo run: its catalogue, employees and resources, then the facts. */
export async function generateDashboardData(db: Executor, o: GenerateOptions): Promise<void> {
  const catalogue = await seedCatalogue(db, o.masterClientId);
  const locs = intArray(o.locationIds);
  await db.execute(sql`insert into dash_employees (location_id, name)
    select l, n from unnest(${locs}::int[]) l, unnest(${textArray(EMPLOYEE_NAMES)}::text[]) with ordinality e(n, i) order by l, i`);
  await db.execute(sql`insert into dash_resources (location_id, name, code)
    select l, n, c from unnest(${locs}::int[]) l,
      unnest(${textArray(RESOURCES.map((r) => r[0]))}::text[], ${textArray(RESOURCES.map((r) => r[1]))}::text[]) with ordinality r(n, c, i)
    order by l, i`);
  await generateDashboardFacts(db, o, catalogue);
}

/**
 * The facts of `o.days` days from `o.from` for locations whose catalogue, employees and
 * resources exist. Every value is a function of (location, day), so extending a run day by day
 * gives the same rows as generating the whole span at once.
 */
export async function generateDashboardFacts(
  db: Executor,
  o: GenerateOptions,
  catalogue: DemoCatalogue,
): Promise<void> {
  const locs = intArray(o.locationIds);
  const to = sql`(${o.from}::date + ${o.days - 1}::int)`;
  const scope = sql`location_id = any(${locs}::int[]) and business_date between ${o.from}::date and ${to}`;
  const seed = sql.raw(String(Math.trunc(o.seed)));

  // Cells: one per location and day, with the number of sales (weekends busier; each location
  // and day a little different).
  const cellsOver = (first: string) => sql`
    loc as (
      select l.id as location_id, coalesce(nullif(left(x.postal_code, 3), ''), '100') as postal3,
        (select array_agg(id order by id) from dash_employees e where e.location_id = l.id) as emps,
        (select array_agg(id order by id) from dash_resources r where r.location_id = l.id) as res
      from unnest(${locs}::int[]) l(id) join locations x on x.id = l.id
    ),
    cells as (
      select loc.*, d::date as business_date, (d::date - date '2000-01-01') as day_key,
        least(999, greatest(1, round(${o.salesPerDay}::float8
          * (case extract(isodow from d) when 5 then 1.4 when 6 then 1.7 when 7 then 1.5 else 0.8 end)
          * (0.7 + (dash_hash(loc.location_id * 7919 + ${seed}) % 600) / 1000.0)
          * (0.85 + (dash_hash((loc.location_id * 100000 + (d::date - date '2000-01-01')) * 31 + ${seed}) % 300) / 1000.0))))::int as n
      from loc cross join generate_series(${first}::date, ${to}, interval '1 day') d
    )`;
  const cells = cellsOver(o.from);
  // The ledgers draw on every card and credit since ledgerFrom; only this run's days are written.
  const ledgerCells = cellsOver(o.ledgerFrom ?? o.from);

  // Sale lines: sale id = (location, day, counter), so the sale is known before it is inserted.
  await db.execute(sql`with ${cells},
    keys as (
      select c.location_id, c.business_date, c.emps,
        (c.location_id::bigint * 100000 + c.day_key) * 1000 + k as sale_id
      from cells c, generate_series(1, c.n) k
    ),
    lines as (
      select k.*, j, 1 + floor(${sql.raw(String(PRODUCTS.length))} * power((dash_hash(k.sale_id * 11 + j) % 1000) / 1000.0, 2))::int as p
      from keys k, generate_series(1, 1 + (dash_hash(k.sale_id * 5 + 3) % 4)::int) j
    )
    insert into dash_sale_lines (sale_id, location_id, business_date, hour, product_id, revenue_class_id, employee_id, price_cents, quantity, amount_cents)
    select sale_id, location_id, business_date,
      (${intArray(SALE_HOURS)}::int[])[1 + dash_hash(sale_id) % ${sql.raw(String(SALE_HOURS.length))}],
      (${intArray(catalogue.ids)}::int[])[p], (${intArray(catalogue.classes)}::int[])[p],
      emps[1 + dash_hash(sale_id * 3 + 2) % array_length(emps, 1)],
      (${intArray(catalogue.prices)}::int[])[p], q, (${intArray(catalogue.prices)}::int[])[p] * q
    from lines, lateral (select case when dash_hash(sale_id * 13 + j) % 10 < 7 then 1 when dash_hash(sale_id * 13 + j) % 10 < 9 then 2 else 3 end as q) qq`);

  // Sales from their lines; channel 60 % walk-in, 25 % kiosk, 15 % booking; 35 % new guests.
  await db.execute(sql`insert into dash_sales (id, location_id, business_date, hour, channel, employee_id, guest_id, total_cents)
    select sale_id, location_id, business_date, min(hour),
      case when dash_hash(sale_id * 3 + 1) % 100 < 60 then 1 when dash_hash(sale_id * 3 + 1) % 100 < 85 then 2 else 3 end,
      min(employee_id),
      case when dash_hash(sale_id * 7 + 4) % 100 < 35 then sale_id
        else location_id::bigint * 1000000000 + dash_hash(sale_id * 7 + 5) % 5000 end,
      sum(amount_cents)
    from dash_sale_lines where ${scope} group by sale_id, location_id, business_date`);
  await db.execute(sql`insert into dash_payments (sale_id, location_id, business_date, hour, channel, amount_cents)
    select id, location_id, business_date, hour, channel, total_cents from dash_sales where ${scope}`);

  // One visit per sale: party of 1–6, adults and minors, age, postal code near the location.
  await db.execute(sql`with loc as (
      select l.id as location_id, coalesce(nullif(left(x.postal_code, 3), ''), '100') as postal3,
        (select array_agg(id order by id) from dash_resources r where r.location_id = l.id) as res
      from unnest(${locs}::int[]) l(id) join locations x on x.id = l.id
    )
    insert into dash_visits (location_id, business_date, slot, guest_id, resource_id, party_size, adults, minors, age, postal_code, is_new, days_since_last_visit, spend_cents)
    select s.location_id, s.business_date, s.hour * 4 + (dash_hash(s.id * 19) % 4)::int, s.guest_id,
      loc.res[1 + dash_hash(s.id * 19 + 1) % array_length(loc.res, 1)], ps, a, ps - a,
      (6 + dash_hash(s.id * 19 + 3) % 60)::int,
      loc.postal3 || lpad((dash_hash(s.id * 19 + 4) % 12)::text, 2, '0'),
      s.guest_id = s.id,
      case when s.guest_id = s.id then null else (1 + dash_hash(s.id * 19 + 5) % 240)::int end,
      s.total_cents
    from dash_sales s join loc on loc.location_id = s.location_id,
      lateral (select (1 + dash_hash(s.id * 19 + 2) % 6)::int as ps) p,
      lateral (select (1 + dash_hash(s.id * 19 + 6) % ps)::int as a) aa
    where s.location_id = any(${locs}::int[]) and s.business_date between ${o.from}::date and ${to}`);
  // Every adult of a party signs (a guardian's waiver covers the minors): on a first visit, and
  // again when the last visit is over WAIVER_VALID_DAYS old. So waivers follow adults, not parties.
  await db.execute(sql`insert into dash_waivers (location_id, business_date, hour, guest_id)
    select location_id, business_date, slot / 4, guest_id from dash_visits, generate_series(1, adults)
    where ${scope} and (is_new or days_since_last_visit > ${WAIVER_VALID_DAYS})`);
  await db.execute(sql`insert into dash_voids (sale_id, location_id, business_date, hour, employee_id, amount_cents)
    select id, location_id, business_date, hour, employee_id, total_cents from dash_sales
    where ${scope} and dash_hash(id * 17 + 5) % 100 < 3`);
  await db.execute(sql`insert into dash_refunds (sale_id, location_id, business_date, hour, employee_id, amount_cents)
    select id, location_id, business_date, least(hour + 1, 21), employee_id, total_cents / 2 from dash_sales
    where ${scope} and dash_hash(id * 23 + 7) % 100 < 2`);

  // Per location and day: events, bookings, memberships, ledgers, shifts, activities.
  const cellKey = sql`(c.location_id::bigint * 100000 + c.day_key) * 100`;
  await db.execute(sql`with ${cells}
    insert into dash_bookings (location_id, business_date, booked_date, booked_hour, hour, kind, guests, amount_cents)
    select c.location_id, c.business_date,
      -- Prepaid: group events 3–45 days ahead, online bookings 0–20 days ahead, paid 10:00–20:59.
      c.business_date - (case kind when 1 then 3 + dash_hash(${cellKey} + 90 + i) % 43 else dash_hash(${cellKey} + 95 + i) % 21 end)::int,
      (10 + dash_hash(${cellKey} + 100 + kind * 10 + i) % 11)::int,
      (11 + dash_hash(${cellKey} + kind * 10 + i) % 9)::int, kind,
      (case kind when 1 then 10 + dash_hash(${cellKey} + 50 + i) % 30 else 1 + dash_hash(${cellKey} + 60 + i) % 6 end)::int,
      case kind when 1 then 25000 + (dash_hash(${cellKey} + 70 + i) % 50000) else 2000 + (dash_hash(${cellKey} + 80 + i) % 8000) end
    from cells c, generate_series(1, 2) kind,
      generate_series(1, (case kind when 1 then dash_hash(${cellKey} + 1) % 3 else dash_hash(${cellKey} + 2) % 7 end)::int) i`);
  await db.execute(sql`with ${cells}
    insert into dash_memberships (location_id, guest_id, start_date, expiry_date, price_cents, sold_hour)
    select c.location_id, ${cellKey} + i, c.business_date,
      c.business_date + (array[30, 90, 180, 365])[1 + dash_hash(${cellKey} + 20 + i) % 4], 4999 + (dash_hash(${cellKey} + 30 + i) % 3) * 2500,
      (10 + dash_hash(${cellKey} + 35 + i) % 11)::int
    from cells c, generate_series(1, (dash_hash(${cellKey} + 3) % 4)::int) i`);
  await db.execute(sql`with ${ledgerCells}, ${giftCardMoves(cellKey)}
    insert into dash_gift_card_ledger (location_id, business_date, kind, card_id, amount_cents, hour)
    select location_id, business_date, kind, card_id, amount,
      (10 + dash_hash(card_id * 7 + kind * 100000 + (business_date - date '2000-01-01')) % 11)::int from moves
    where business_date between ${o.from}::date and ${to} and amount > 0`);
  await db.execute(sql`with ${ledgerCells}, ${creditMoves(cellKey)}
    insert into dash_credit_ledger (location_id, business_date, kind, amount_cents)
    select location_id, business_date, kind, amount from moves
    where business_date between ${o.from}::date and ${to} and amount > 0`);
  await db.execute(sql`with ${cells}
    insert into dash_labor_shifts (location_id, employee_id, business_date, start_hour, minutes, cost_cents)
    select c.location_id, e, c.business_date, (9 + dash_hash(${cellKey} * 10 + e) % 5)::int, m,
      m * (1500 + dash_hash(${cellKey} * 10 + e + 3) % 1000) / 60
    from cells c, unnest(c.emps) e, lateral (select (240 + (dash_hash(${cellKey} * 10 + e + 1) % 9) * 30)::int as m) mm
    where dash_hash(${cellKey} * 10 + e + 2) % 10 < 7`);
  await db.execute(sql`with ${cells}
    insert into dash_activities (location_id, resource_id, business_date, hour, participants)
    select c.location_id, r, c.business_date, h, (1 + dash_hash(${cellKey} * 1000 + r * 24 + h) % 12)::int
    from cells c, unnest(c.res) r, generate_series(10, 21) h
    where dash_hash(${cellKey} * 1000 + r * 24 + h + 7) % 4 = 0`);

  await refreshDashboardRollups(db, { locationIds: o.locationIds, from: o.from, to: plusDays(o.from, o.days - 1) });

  // Targets: each month's revenue, give or take 10 %, so ofTarget moves around 100 (every day of
  // the months touched, so a month an extension completes gets the target of its whole data).
  await db.execute(sql`insert into dash_targets (location_id, month, revenue_cents)
    select location_id, date_trunc('month', business_date)::date,
      -- The till's revenue and the prepaid items (memberships left out: no daily rollup of them).
      round(sum(revenue_cents + gift_sold_cents + group_event_cents + online_booking_cents) * (0.92 + (dash_hash(location_id * 131 + extract(month from min(business_date))::int) % 160) / 1000.0)
        * extract(day from (date_trunc('month', min(business_date)) + interval '1 month' - interval '1 day')) / count(*))
    from dash_daily where location_id = any(${locs}::int[])
      and business_date between date_trunc('month', ${o.from}::date)::date and ${to}
    group by 1, 2
    on conflict (location_id, month) do update set revenue_cents = excluded.revenue_cents`);

  // Sale ids were chosen above as (location × 100000 + day) × 1000 + k; later sales (the feed's,
  // the bookings') take ids beyond every id a later day of these locations will be given, so a
  // later start's new days never meet them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('dash_sales', 'id'), greatest((select max(id) from dash_sales),
      ((select max(l) from unnest(${locs}::int[]) l)::bigint + 1) * 100000 * 1000, 1))`,
  );
}

export function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
