/**
 * A booking's sale fact: the sale a till would have rung up for it (dash_sales, channel 3 Club
 * Booking, and its dash_sale_lines), so Average ticket, Revenue per guest, Top product and the
 * revenue classes count booking revenue like any other (core/dashboards/figures). It is written
 * again from the booking as it now stands on every change of the booking write path (create,
 * guests, add-ons, amount, reschedule) and removed with its dash_bookings fact on a cancellation;
 * it keeps its id, day and hour (the day the booking was taken, as its dash_bookings fact), so
 * the (location, day) the booking fact's writer refreshes (facts.ts) is the sale's too.
 * Payments and refunds stay their own facts (facts.ts), and the holder's visit is written at
 * check-in, so neither is written here.
 * Lines: the activity's reservation product × guests at the price per guest, each catalogue add-on
 * × its quantity, and one line of quantity 0 on the reservation product for whatever makes the
 * total differ (a discount, a hand-set total, a free-form charge): the lines add up to the total.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CHANNEL } from '../../db/schema-dashboards.ts';
import { reserveIds } from '../dashboardFacts.ts';
import { refreshGuestStats } from '../marketing/guestStats.ts';

/** A booking has no till employee: its sale lines carry none (no dash_employees row is 0). */
const NO_EMPLOYEE = 0;

interface SaleLine {
  catalogueProductId: number;
  priceCents: number;
  quantity: number;
  amountCents: number;
}

/**
 * The dashboards' product ids standing for catalogue products. The dashboards know a product by
 * its name within the master client (Top product groups by it): a catalogue product takes the
 * dashboards' product (and revenue class) of its name when there is one, else one is made.
 */
async function dashProductIds(db: Executor, catalogueIds: readonly number[]): Promise<Map<number, number>> {
  const ids = `{${[...new Set(catalogueIds)].join(',')}}`;
  await db.execute(sql`update dash_revenue_classes d set catalogue_id = r.id
    from revenue_classes r where d.id = (select min(x.id) from dash_revenue_classes x
        where x.master_client_id = r.master_client_id and x.name = r.name and x.catalogue_id is null)
      and r.id in (select revenue_class_id from products where id = any(${ids}::int[]))
      and not exists (select 1 from dash_revenue_classes y where y.catalogue_id = r.id)`);
  await db.execute(sql`update dash_products d set catalogue_id = p.id
    from products p where d.id = (select min(x.id) from dash_products x
        where x.master_client_id = p.master_client_id and x.name = p.name and x.catalogue_id is null)
      and p.id = any(${ids}::int[])
      and not exists (select 1 from dash_products y where y.catalogue_id = p.id)`);
  await db.execute(sql`insert into dash_revenue_classes (master_client_id, name, catalogue_id)
    select r.master_client_id, r.name, r.id from revenue_classes r
    where r.id in (select revenue_class_id from products where id = any(${ids}::int[]))
    on conflict (catalogue_id) do update set name = excluded.name`);
  const rows = await queryRows<{ id: number; catalogueId: number }>(
    db,
    sql`insert into dash_products (master_client_id, name, revenue_class_id, catalogue_id)
        select p.master_client_id, p.name, r.id, p.id from products p
          join dash_revenue_classes r on r.catalogue_id = p.revenue_class_id
        where p.id = any(${ids}::int[])
        on conflict (catalogue_id) do update set name = excluded.name
        returning id, catalogue_id as "catalogueId"`,
  );
  return new Map(rows.map((r) => [Number(r.catalogueId), Number(r.id)]));
}

async function linesOf(db: Executor, bookingId: number, totalCents: number): Promise<SaleLine[]> {
  const [b] = await queryRows<{ productId: number; price: number; guests: number }>(
    db,
    sql`select a.product_id as "productId", a.price_cents as price, b.guests from bookings b
        join booking_activities a on a.id = b.activity_id where b.id = ${bookingId}`,
  );
  if (!b) return [];
  const reservation = Number(b.productId);
  const price = Number(b.price);
  const lines: SaleLine[] = [
    { catalogueProductId: reservation, priceCents: price, quantity: b.guests, amountCents: price * b.guests },
  ];
  const addOns = await queryRows<{ productId: number; quantity: number; unit: number }>(
    db,
    sql`select product_id as "productId", quantity, unit_cents as unit from booking_offerings
        where booking_id = ${bookingId} and product_id is not null order by id`,
  );
  for (const o of addOns) {
    const unit = Number(o.unit);
    lines.push({
      catalogueProductId: Number(o.productId),
      priceCents: unit,
      quantity: o.quantity,
      amountCents: unit * o.quantity,
    });
  }
  const rest = totalCents - lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (rest !== 0) lines.push({ catalogueProductId: reservation, priceCents: rest, quantity: 0, amountCents: rest });
  return lines;
}

async function dropSale(db: Executor, saleId: number) {
  await db.execute(sql`delete from dash_sale_lines where sale_id = ${saleId}`);
  await db.execute(sql`delete from dash_sales where id = ${saleId}`);
}

/**
 * Writes the sale of the booking holding dash_bookings fact `factId` again, from the booking as
 * it stands (nothing when no booking holds it).
 */
export async function bookingSaleChanged(db: Executor, factId: number): Promise<void> {
  const [f] = await queryRows<{
    bookingId: number;
    locationId: number;
    day: string;
    hour: number;
    saleId: number | null;
    totalCents: number;
    holderId: number;
  }>(
    db,
    sql`select b.id as "bookingId", d.location_id as "locationId", d.business_date::text as day, d.hour,
          d.sale_id as "saleId", b.total_cents as "totalCents", b.holder_id as "holderId"
        from bookings b join dash_bookings d on d.id = b.dash_fact_id where d.id = ${factId}`,
  );
  if (!f) return;
  const saleId = f.saleId == null ? (await reserveIds(db, 'dash_sales', 1))[0]! : Number(f.saleId);
  await dropSale(db, saleId);
  const total = Number(f.totalCents);
  await db.execute(sql`insert into dash_sales (id, location_id, business_date, hour, channel, employee_id, guest_id, total_cents)
    values (${saleId}, ${f.locationId}, ${f.day}::date, ${f.hour}, ${CHANNEL.booking}, ${NO_EMPLOYEE}, ${f.holderId}, ${total})`);
  const lines = await linesOf(db, Number(f.bookingId), total);
  const products = await dashProductIds(
    db,
    lines.map((l) => l.catalogueProductId),
  );
  for (const l of lines) {
    await db.execute(sql`insert into dash_sale_lines (sale_id, location_id, business_date, hour, product_id, revenue_class_id,
        employee_id, price_cents, quantity, amount_cents)
      select ${saleId}, ${f.locationId}, ${f.day}::date, ${f.hour}, p.id, p.revenue_class_id, ${NO_EMPLOYEE},
        ${l.priceCents}, ${l.quantity}, ${l.amountCents}
      from dash_products p where p.id = ${products.get(l.catalogueProductId)!}`);
  }
  await db.execute(sql`update dash_bookings set sale_id = ${saleId} where id = ${factId}`);
  await refreshGuestStats(db, { guestIds: [Number(f.holderId)] });
}

/** Canceled: the booking's sale goes with its dash_bookings fact `factId` (before that is deleted). */
export async function bookingSaleCancelled(db: Executor, factId: number): Promise<void> {
  const [f] = await queryRows<{ saleId: number | null; holderId: number }>(
    db,
    sql`select d.sale_id as "saleId", b.holder_id as "holderId"
        from dash_bookings d join bookings b on b.dash_fact_id = d.id where d.id = ${factId}`,
  );
  if (f?.saleId == null) return;
  await dropSale(db, Number(f.saleId));
  await refreshGuestStats(db, { guestIds: [Number(f.holderId)] });
}
