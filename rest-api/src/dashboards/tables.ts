/** Table widgets, memberships and number of guests (spec/2 §3). */
import {
  closedForAll,
  DEFAULT_WEEKLY_AVAILABILITY,
  type LocationCalendar,
  type WeeklyAvailability,
} from '@marquee/core/venue/calendar';
import { DEFAULT_CURRENCY } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import { buckets } from '@marquee/core/dashboards/buckets';
import { type DateWindow, daysOf, formatUsDate } from '@marquee/core/dashboards/dateRanges';
import { GUEST_SLOTS_PER_DAY, MEMBERSHIP_WINDOW_DAYS } from '@marquee/core/dashboards/display';
import type { GuestExportDay, TopProductData, WidgetData } from '@marquee/core/dashboards/widgets';
import { queryRows } from '../db/rows.ts';
import { DIM } from '../db/schema-dashboards.ts';
import type { MetricContext } from './context.ts';
import { MAX_WIDGET_ROWS } from '@marquee/core/dashboards/limits';
import { bucketKey, bucketRows, dailyRows, dimRows, inScope, intList, num, textList } from './sqlParts.ts';
import { blankWidget, conversion, money, ratio, round2, withSeries } from './widget.ts';

type Row = Record<string, unknown>;

/** The local location filter narrows the scope (a code of one of the scoped locations). */
async function locationsFor(ctx: MetricContext): Promise<number[]> {
  if (!ctx.local.location) return ctx.locationIds;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select id from locations where code = ${ctx.local.location} and id = any(${intList(ctx.locationIds)})`,
  );
  return rows.map((r) => num(r.id));
}

export async function locationStatistics(ctx: MetricContext): Promise<WidgetData> {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select l.name, coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency, sum(d.new_guests) as new_guests, sum(d.repeat_guests) as repeat_guests, sum(d.revenue_cents) as revenue,
        sum(d.tickets) as tickets, sum(d.group_events + d.online_bookings + d.desk_bookings) as events
      from ${dailyRows(['new_guests', 'repeat_guests', 'revenue_cents', 'tickets', 'group_events', 'online_bookings', 'desk_bookings'], ctx.locationIds, ctx.filter.window, 'month')} d
        join locations l on l.id = d.location_id left join location_settings s on s.location_id = l.id
      group by l.name, s.currency order by l.name`,
  );
  return {
    ...blankWidget(
      ctx,
      'Location statistics',
      'Per location: new and repeat guests, average ticket (till sales ÷ transactions), events (every booking: group, online and desk) and till sales (without gift cards, memberships and prepaid bookings)',
      true,
    ),
    chartType: 'table',
    columns: ['name', 'newGuest', 'repeatGuest', 'avgTicket', 'events', 'sales'],
    rows: rows.map((r) => ({
      name: String(r.name),
      newGuest: num(r.new_guests),
      repeatGuest: num(r.repeat_guests),
      avgTicket: money(ratio(num(r.revenue), num(r.tickets))),
      events: num(r.events),
      sales: money(num(r.revenue)),
      currency: String(r.currency),
    })),
  };
}

/** Top-selling (location, product) pairs of the window, by revenue; of one product when named. */
async function topSelling(ctx: MetricContext, locationIds: number[], limit: number, product?: string) {
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select l.name as location, coalesce(s.currency, ${DEFAULT_CURRENCY}) as currency, p.name as product, p.price_cents, sum(d.qty) as qty, sum(d.amount_cents) as amount
      from ${dimRows(DIM.product, locationIds, ctx.filter.window)} d
        join locations l on l.id = d.location_id left join location_settings s on s.location_id = l.id
        join dash_products p on p.id = d.key::int
      ${product === undefined ? sql`` : sql`where p.name = ${product}`}
      group by l.name, s.currency, p.name, p.price_cents order by amount desc, location, product limit ${limit}`,
  );
  return rows.map((r) => ({
    location: String(r.location),
    product: String(r.product),
    product_price: money(num(r.price_cents)),
    quantity_sold: num(r.qty),
    total_revenue: money(num(r.amount)),
    currency: String(r.currency),
  }));
}

/**
 * The best-selling product of the window by revenue, and its rows: that product per location, all
 * of them, so the headline (quantity and revenue) is exactly the sum of the rows.
 */
export async function topProductSold(ctx: MetricContext): Promise<TopProductData> {
  const products = await queryRows<Row>(
    ctx.db,
    sql`select p.name, sum(d.qty) as qty, sum(d.amount_cents) as amount
      from ${dimRows(DIM.product, ctx.locationIds, ctx.filter.window)} d join dash_products p on p.id = d.key::int
      group by p.name order by amount desc, p.name limit 1`,
  );
  const top = products[0];
  const rows = top ? await topSelling(ctx, ctx.locationIds, MAX_WIDGET_ROWS, String(top.name)) : [];
  return {
    ...blankWidget(ctx, 'Top product sold', 'Best-selling product by revenue, per location', true),
    chartType: 'card',
    value: money(num(top?.amount)),
    subValue: num(top?.qty),
    text: top ? String(top.name) : '',
    columns: ['location', 'product', 'product_price', 'quantity_sold', 'total_revenue'],
    rows,
  };
}

export async function locationPerformance(ctx: MetricContext): Promise<WidgetData> {
  const rows = await topSelling(ctx, await locationsFor(ctx), 50);
  const total = rows.reduce((a, r) => ({ q: a.q + r.quantity_sold, t: a.t + r.total_revenue }), { q: 0, t: 0 });
  return {
    ...blankWidget(ctx, 'Location performance', 'Best-selling products per location', true),
    chartType: 'table',
    columns: ['location', 'product', 'product_price', 'quantity_sold', 'total_revenue'],
    rows,
    totalRow: {
      location: 'Total',
      product: null,
      product_price: null,
      quantity_sold: total.q,
      // Rows in different currencies have no one total (core/dashboards/currency).
      total_revenue: ctx.currency ? round2(total.t) : null,
      currency: ctx.currency ?? '',
    },
  };
}

/**
 * Items and sales per employee and location. Employees are people of one location and names
 * repeat across locations (and may within one), so rows are per employee id and carry the
 * location's name (one name three times without a location read as a mistake).
 */
export async function employeePerformance(ctx: MetricContext): Promise<WidgetData> {
  const locationIds = await locationsFor(ctx);
  const rows = ctx.local.product
    ? await queryRows<Row>(
        ctx.db,
        sql`select e.id, e.location_id, l.name as location, e.name, sum(s.quantity) as qty, sum(s.amount_cents) as amount
          from dash_sale_lines s join dash_employees e on e.id = s.employee_id join locations l on l.id = e.location_id
          where s.product_id in (select id from dash_products where master_client_id = ${ctx.masterClientId} and name = ${ctx.local.product})
            and ${inScope(locationIds, ctx.filter.window, 's')}
          group by e.id, e.location_id, l.name, e.name order by amount desc, e.name, l.name limit ${MAX_WIDGET_ROWS}`,
      )
    : await queryRows<Row>(
        ctx.db,
        sql`select e.id, e.location_id, l.name as location, e.name, sum(d.qty) as qty, sum(d.amount_cents) as amount
          from ${dimRows(DIM.employee, locationIds, ctx.filter.window)} d join dash_employees e on e.id = d.key::int
            join locations l on l.id = e.location_id
          group by e.id, e.location_id, l.name, e.name order by amount desc, e.name, l.name limit ${MAX_WIDGET_ROWS}`,
      );
  const list = rows.map((r) => ({
    locationId: num(r.location_id),
    location: String(r.location),
    employee: String(r.name),
    quantitySold: num(r.qty),
    totalSales: money(num(r.amount)),
  }));
  const total = list.reduce((a, r) => ({ q: a.q + r.quantitySold, t: a.t + r.totalSales }), { q: 0, t: 0 });
  return {
    ...blankWidget(ctx, 'Employee performance', 'Items and sales per employee and location', true),
    chartType: 'table',
    columns: ['location', 'employee', 'quantitySold', 'totalSales'],
    rows: list,
    totalRow: { name: 'Total', location: null, employee: null, quantitySold: total.q, totalSales: round2(total.t) },
  };
}

export type MembershipKind = 'current' | 'expiring' | 'expired';

/** Memberships per location: current at the end of the window, expiring in the next 30 days, expired in the last 30. */
export async function memberships(ctx: MetricContext, kind: MembershipKind): Promise<WidgetData> {
  const end = ctx.filter.window.end;
  const cond =
    kind === 'current'
      ? sql`m.start_date <= ${end.toString()}::date and m.expiry_date >= ${end.toString()}::date`
      : kind === 'expiring'
        ? sql`m.expiry_date > ${end.toString()}::date and m.expiry_date <= ${end.add({ days: MEMBERSHIP_WINDOW_DAYS }).toString()}::date`
        : sql`m.expiry_date > ${end.subtract({ days: MEMBERSHIP_WINDOW_DAYS }).toString()}::date and m.expiry_date <= ${end.toString()}::date`;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select l.name, count(*) as n from dash_memberships m join locations l on l.id = m.location_id
      where m.location_id = any(${intList(ctx.locationIds)}) and ${cond} group by l.name order by l.name`,
  );
  const total = rows.reduce((a, r) => a + num(r.n), 0);
  const title = {
    current: 'Current memberships',
    expiring: 'Memberships expiring in the next thirty days',
    expired: 'Memberships expired in the last thirty days',
  }[kind];
  return {
    ...withSeries(
      blankWidget(ctx, title, title, false),
      rows.map((r) => String(r.name)),
      [{ name: 'Memberships', data: rows.map((r) => num(r.n)) }],
    ),
    conversion: conversion(ctx, total, false, null),
    chartType: 'bar',
  };
}

/** Resource ids of the local resource filter, inside the scoped locations. */
async function resourceIds(ctx: MetricContext, locationIds: number[]): Promise<number[] | null> {
  if (!ctx.local.resources?.length) return null;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select id from dash_resources where location_id = any(${intList(locationIds)})
      and code = any(${textList(ctx.local.resources)})`,
  );
  return rows.map((r) => num(r.id));
}

export async function numberOfGuests(ctx: MetricContext): Promise<WidgetData> {
  const locationIds = await locationsFor(ctx);
  const resources = await resourceIds(ctx, locationIds);
  const frequency = ctx.filter.frequency;
  const list = buckets(ctx.filter.window, frequency);
  let rows: Row[];
  if (resources) {
    // Resource-filtered counts come from the visits themselves (indexed by location and day).
    const key = frequency === 'HOURLY' ? sql.raw('(slot / 4)::text') : bucketKey(frequency);
    rows = await queryRows<Row>(
      ctx.db,
      sql`select ${key} as k, sum(party_size) as v from dash_visits
        where ${inScope(locationIds, ctx.filter.window)} and resource_id = any(${intList(resources)}) group by 1`,
    );
  } else {
    rows = await queryRows<Row>(
      ctx.db,
      sql`select ${bucketKey(frequency)} as k, sum(guests) as v from ${bucketRows(['guests'], locationIds, ctx.filter.window, frequency)} r group by 1`,
    );
  }
  const byKey = new Map(rows.map((r) => [String(r.k), num(r.v)]));
  const data = list.map((b) => byKey.get(b.key) ?? 0);
  return {
    ...withSeries(
      blankWidget(ctx, 'Number of guests', 'Guests arriving', false),
      list.map((b) => b.label),
      [{ name: 'Guests', data }],
    ),
    conversion: conversion(
      ctx,
      data.reduce((a, v) => a + v, 0),
      false,
      null,
    ),
    chartType: 'bar',
  };
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The opening hours of each location, with its exceptions inside the window. */
async function locationCalendars(ctx: MetricContext, locationIds: number[], window: DateWindow) {
  if (locationIds.length === 0) return [];
  const ids = intList(locationIds);
  const settings = await queryRows<{ location_id: unknown; weekly: unknown }>(
    ctx.db,
    sql`select location_id, weekly_availability as weekly from location_settings where location_id = any(${ids})`,
  );
  const exceptions = await queryRows<Row>(
    ctx.db,
    sql`select id, location_id, exception_date::text as d, start_time, end_time, is_all_day from calendar_exceptions
      where master_client_id = ${ctx.masterClientId} and location_id = any(${ids})
        and exception_date between ${window.start.toString()}::date and ${window.end.toString()}::date`,
  );
  const weeklyOf = new Map(settings.map((r) => [num(r.location_id), r.weekly]));
  return locationIds.map(
    (id): LocationCalendar => ({
      // A location that never saved its hours is closed every day (the calendar's default).
      weekly: parseWeekly(weeklyOf.get(id)) ?? DEFAULT_WEEKLY_AVAILABILITY,
      exceptions: exceptions
        .filter((e) => num(e.location_id) === id)
        .map((e) => ({
          id: num(e.id),
          exceptionDate: String(e.d).slice(0, 10),
          startTime: e.start_time === null ? null : String(e.start_time),
          endTime: e.end_time === null ? null : String(e.end_time),
          isAllDay: e.is_all_day === true || e.is_all_day === 't',
        })),
    }),
  );
}

/** jsonb arrives parsed from node-postgres and PGlite; a string only if stored as one. */
function parseWeekly(value: unknown): WeeklyAvailability | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as WeeklyAvailability;
}

/** The export of number of guests: one row per day of the window, 96 quarter-hour slots. */
export async function numberOfGuestsExport(ctx: MetricContext, window: DateWindow): Promise<GuestExportDay[]> {
  const locationIds = await locationsFor(ctx);
  const resources = await resourceIds(ctx, locationIds);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select to_char(business_date, 'YYYY-MM-DD') as d, slot, sum(party_size) as v from dash_visits
      where ${inScope(locationIds, window)} ${resources ? sql`and resource_id = any(${intList(resources)})` : sql``}
      group by 1, 2`,
  );
  const cells = new Map(rows.map((r) => [`${r.d}:${num(r.slot)}`, num(r.v)]));
  // Closed: every location asked was closed that day by its opening hours (general settings'
  // weekly availability, which the calendar shares, and the calendar's exceptions). Not a day
  // without sales or guests, nor one without guests on the resources asked.
  const calendars = await locationCalendars(ctx, locationIds, window);
  const days: GuestExportDay[] = [];
  for (const day of daysOf(window)) {
    const slots = Array.from({ length: GUEST_SLOTS_PER_DAY }, (_, s) => cells.get(`${day.toString()}:${s}`) ?? 0);
    const total = slots.reduce((a, v) => a + v, 0);
    const closed = closedForAll(calendars, day.toString());
    days.push({ date: formatUsDate(day), day: DAY_NAMES[day.dayOfWeek - 1]!, closed, slots, total });
  }
  return days;
}
