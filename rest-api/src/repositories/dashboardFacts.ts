/**
 * Writes of dashboard facts. Each write refreshes the rollups of the (location, day) it touched
 * in the same transaction, so dashboards read after the commit include it. A batch (the venue
 * feed's thousand sales) is one multi-row insert per fact table through `unnest` and one rollup
 * refresh, not a round of statements per sale.
 */
import { sql } from 'drizzle-orm';
import { pgArray } from '../db/arrays.ts';
import { visits } from '../db/schema-dashboards.ts';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { refreshDashboardRollups } from './dashboardRollups.ts';
import { refreshGuestStats } from './marketing/guestStats.ts';

export interface NewSaleLine {
  productId: number;
  revenueClassId: number;
  priceCents: number;
  quantity: number;
}

export interface NewSale {
  locationId: number;
  /** ISO business day. */
  businessDate: string;
  hour: number;
  /** CHANNEL: 1 Walk-In, 2 Club Kiosk, 3 Club Booking. */
  channel: number;
  employeeId: number;
  guest: { id: number; isNew: boolean; partySize: number; adults: number; age: number; postalCode: string } | null;
  lines: NewSaleLine[];
  /** The payments' amounts in cents; one payment of the lines' total when left out. */
  payments?: number[];
  /** An id reserved with reserveSaleIds (a caller that must name the sale before it is written). */
  id?: number;
}

/** A refund or void of a recorded sale (dash_refunds / dash_voids), in cents. */
export interface NewUndo {
  kind: 'REFUND' | 'VOID';
  saleId: number;
  locationId: number;
  businessDate: string;
  hour: number;
  employeeId: number;
  amountCents: number;
}

const totalOf = (sale: NewSale) => sale.lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);

/** Ids for `count` new rows of a table with an identity id, reserved in one round trip. */
export async function reserveIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`,
  );
  return rows.map((r) => Number(r.id));
}

async function insertSales(db: Executor, sales: readonly NewSale[]): Promise<number[]> {
  const fresh = await reserveIds(db, 'dash_sales', sales.filter((s) => s.id === undefined).length);
  const ids = sales.map((s) => s.id ?? fresh.shift()!);
  if (sales.length === 0) return ids;
  const col = <T extends string | number | boolean | null>(f: (s: NewSale) => T) => pgArray(sales.map(f));
  await db.execute(sql`insert into dash_sales (id, location_id, business_date, hour, channel, employee_id, guest_id, total_cents)
    select * from unnest(${pgArray(ids)}::bigint[], ${col((s) => s.locationId)}::int[], ${col((s) => s.businessDate)}::date[],
      ${col((s) => s.hour)}::smallint[], ${col((s) => s.channel)}::smallint[], ${col((s) => s.employeeId)}::int[],
      ${col((s) => s.guest?.id ?? null)}::bigint[], ${col(totalOf)}::bigint[])`);

  const lines = sales.flatMap((s, i) => s.lines.map((l) => ({ s, l, saleId: ids[i]! })));
  const lcol = <T extends string | number>(f: (x: (typeof lines)[number]) => T) => pgArray(lines.map(f));
  await db.execute(sql`insert into dash_sale_lines (sale_id, location_id, business_date, hour, product_id, revenue_class_id,
      employee_id, price_cents, quantity, amount_cents)
    select * from unnest(${lcol((x) => x.saleId)}::bigint[], ${lcol((x) => x.s.locationId)}::int[],
      ${lcol((x) => x.s.businessDate)}::date[], ${lcol((x) => x.s.hour)}::smallint[], ${lcol((x) => x.l.productId)}::int[],
      ${lcol((x) => x.l.revenueClassId)}::int[], ${lcol((x) => x.s.employeeId)}::int[], ${lcol((x) => x.l.priceCents)}::bigint[],
      ${lcol((x) => x.l.quantity)}::int[], ${lcol((x) => x.l.priceCents * x.l.quantity)}::bigint[])`);

  const pays = sales.flatMap((s, i) => (s.payments ?? [totalOf(s)]).map((amount) => ({ s, amount, saleId: ids[i]! })));
  const pcol = <T extends string | number>(f: (x: (typeof pays)[number]) => T) => pgArray(pays.map(f));
  if (pays.length > 0) {
    await db.execute(sql`insert into dash_payments (sale_id, location_id, business_date, hour, channel, amount_cents)
      select * from unnest(${pcol((x) => x.saleId)}::bigint[], ${pcol((x) => x.s.locationId)}::int[],
        ${pcol((x) => x.s.businessDate)}::date[], ${pcol((x) => x.s.hour)}::smallint[], ${pcol((x) => x.s.channel)}::smallint[],
        ${pcol((x) => x.amount)}::bigint[])`);
  }

  const visits = sales.flatMap((s) => (s.guest ? [{ s, g: s.guest }] : []));
  const vcol = <T extends string | number | boolean>(f: (x: (typeof visits)[number]) => T) => pgArray(visits.map(f));
  if (visits.length > 0) {
    await db.execute(sql`insert into dash_visits (location_id, business_date, slot, guest_id, party_size, adults, minors, age,
        postal_code, is_new, spend_cents)
      select * from unnest(${vcol((x) => x.s.locationId)}::int[], ${vcol((x) => x.s.businessDate)}::date[],
        ${vcol((x) => x.s.hour * 4)}::smallint[], ${vcol((x) => x.g.id)}::bigint[], ${vcol((x) => x.g.partySize)}::smallint[],
        ${vcol((x) => x.g.adults)}::smallint[], ${vcol((x) => x.g.partySize - x.g.adults)}::smallint[],
        ${vcol((x) => x.g.age)}::smallint[], ${vcol((x) => x.g.postalCode)}::text[], ${vcol((x) => x.g.isNew)}::boolean[],
        ${vcol((x) => totalOf(x.s))}::bigint[])`);
  }
  return ids;
}

async function insertUndos(db: Executor, undos: readonly NewUndo[]): Promise<void> {
  for (const kind of ['REFUND', 'VOID'] as const) {
    const rows = undos.filter((u) => u.kind === kind);
    if (rows.length === 0) continue;
    const col = <T extends string | number>(f: (u: NewUndo) => T) => pgArray(rows.map(f));
    const table = sql.raw(kind === 'REFUND' ? 'dash_refunds' : 'dash_voids');
    await db.execute(sql`insert into ${table} (sale_id, location_id, business_date, hour, employee_id, amount_cents)
      select * from unnest(${col((u) => u.saleId)}::bigint[], ${col((u) => u.locationId)}::int[],
        ${col((u) => u.businessDate)}::date[], ${col((u) => u.hour)}::smallint[], ${col((u) => u.employeeId)}::int[],
        ${col((u) => u.amountCents)}::bigint[])`);
  }
}

/**
 * Records paid sales (lines, payments, the guests' visits) and refunds and voids of recorded
 * sales, then refreshes the rollups of the locations and days touched and the guests' figures,
 * all in one transaction. Answers the new sales' ids, in order.
 */
export async function recordFacts(
  db: Executor,
  facts: { sales: readonly NewSale[]; undos?: readonly NewUndo[] },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const undos = facts.undos ?? [];
    const ids = await insertSales(tx, facts.sales);
    await insertUndos(tx, undos);
    const cells = [...facts.sales, ...undos];
    if (cells.length > 0) {
      const days = cells.map((c) => c.businessDate).sort();
      await refreshDashboardRollups(tx, {
        locationIds: [...new Set(cells.map((c) => c.locationId))],
        from: days[0]!,
        to: days[days.length - 1]!,
      });
    }
    // Marketing's per-guest figures (visits, bookings, spend) follow the sales.
    const guestIds = [...new Set(facts.sales.flatMap((s) => (s.guest ? [s.guest.id] : [])))];
    if (guestIds.length > 0) await refreshGuestStats(tx, { guestIds });
    return ids;
  });
}

/** Records a paid sale (its lines, payment and the guest's visit); answers the sale id. */
export async function recordSale(db: Executor, sale: NewSale): Promise<number> {
  const [id] = await recordFacts(db, { sales: [sale] });
  return id!;
}

export interface NewVisit {
  locationId: number;
  /** ISO business day. */
  businessDate: string;
  /** Quarter hour of arrival, 0–95. */
  slot: number;
  guestId: number;
  partySize: number;
  adults: number;
  age: number;
  postalCode: string;
  isNew: boolean;
  /** Null for a first visit. */
  daysSinceLastVisit: number | null;
  spendCents: number;
}

/**
 * A guest party's visit (new and repeat guests, Guest Experience) outside a sale, written by a
 * desk check-in; the caller refreshes the rollups of its (location, day) before committing.
 */
export async function recordVisit(db: Executor, v: NewVisit): Promise<number> {
  const [row] = await db
    .insert(visits)
    .values({ ...v, minors: v.partySize - v.adults })
    .returning({ id: visits.id });
  return Number(row!.id);
}
