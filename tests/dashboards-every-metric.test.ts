/**
 * Every metric of the registry, every figure it answers, against SQL over the fact tables (never
 * the rollups the REST API reads). Table-driven: EXPECTED has an entry per metric of
 * core's METRICS (what the registry computes), and each entry writes out, from the facts, every
 * figure the widget shows — its card value, each series by name, each row and each column of a
 * table (the columns are read from the GraphQL schema, so a new one has to be checked here).
 * Each widget of the four dashboards is checked five ways in one stack: the 14-day window by
 * day, the same by week and the last 50 days by month (frequency variants), today by the hour,
 * and last week against the week before (the comparison variant: the signed change of a card).
 * Before the checks, the window is fed at every location through the venue feed as tills and card
 * systems send it (support/fedWindow.ts), so fed facts are checked beside the demo seed's.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE, DATE_RANGE, formatUsDate, todayForOffset } from '../core/src/dashboards/dateRanges.ts';
import { resolveFilter } from '../core/src/dashboards/filter.ts';
import type { DashboardKey } from '../core/src/dashboards/ids.ts';
import { METRICS, type Metric, WIDGET_METRICS } from '../core/src/dashboards/metrics.ts';
import { KPIS } from '../rest-api/src/dashboards/kpis.ts';
import { type DashboardWorld, n, type Row, startDashboardWorld } from './support/dashboardWorld.ts';
import { feedTheWindow } from './support/fedWindow.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
  await feedTheWindow(w);
}, 300_000);
afterAll(() => w?.stack.close());

type Frequency = 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
type Days = { from: string; to: string };
/** What a variant asks, resolved: its window, its steps, the window its trend compares with. */
interface Query extends Days {
  frequency: Frequency;
  /** The window of the trend (the comparison asked); null when the trend is hidden. */
  compared: Days | null;
  locationIds: number[];
}
/** A series as a list in bucket order, or keyed by its label (breakdowns, per location). */
type SeriesExpectation = { data: number[] | Map<string, number>; subData?: number[] | Map<string, number> };
interface Expected {
  /** conversion.value; null: the widget has no headline. */
  value?: number | null;
  /** conversion.change when the trend compares with another window (KPIs). */
  change?: number | null;
  series?: Record<string, SeriesExpectation>;
  totals?: Record<string, number>;
  /** Table rows: every column, compared as a set (or in order with `ordered`). */
  rows?: Row[];
  ordered?: boolean;
  totalRow?: Row;
  /** Top product's headline. */
  top?: { value: number; subValue: number; text: string };
}
type Expect = (q: Query) => Promise<Expected>;

// ── Helpers over the facts ────────────────────────────────────────────────────────────────

/**
 * Hour h's whole-cent share of a shift's cost, so a shift's hours add up to its cost: the first k
 * hours of n together carry floor(cost·k/n).
 */
const LABOR_SHARE =
  '(cost_cents::bigint * (h.hour - start_hour + 1)) / ((minutes + 59) / 60) - (cost_cents::bigint * (h.hour - start_hour)) / ((minutes + 59) / 60)';
const units = (cents: number) => Math.round(cents) / 100;
const round2 = (v: number) => Math.round(v * 100) / 100;
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
/** Written out here rather than taken from core, so a wrong rule in core fails this test too. */
const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 10000) / 100 + 0;
const ids = (q: { locationIds: number[] }) => `{${q.locationIds.join(',')}}`;
const inDays = (q: Query | (Days & { locationIds: number[] }), column = 'business_date', alias = '') => {
  const p = alias ? `${alias}.` : '';
  return sql`${sql.raw(`${p}location_id`)} = any(${ids(q)}::int[]) and ${sql.raw(`${p}${column}`)} between ${q.from}::date and ${q.to}::date`;
};
const plain = (iso: string) => Temporal.PlainDate.from(iso);

/** The bucket keys of a window in order: hours 0–23, days, Sunday weeks, months. */
function bucketKeys(q: Query): string[] {
  if (q.frequency === 'HOURLY') return Array.from({ length: 24 }, (_, h) => String(h));
  const keys: string[] = [];
  for (let d = plain(q.from); Temporal.PlainDate.compare(d, plain(q.to)) <= 0; d = d.add({ days: 1 })) {
    const k = bucketOf(d.toString(), q.frequency);
    if (keys.at(-1) !== k) keys.push(k);
  }
  return keys;
}
function bucketOf(day: string, frequency: Frequency): string {
  const d = plain(day);
  if (frequency === 'WEEKLY') return d.subtract({ days: d.dayOfWeek % 7 }).toString();
  if (frequency === 'MONTHLY') return d.with({ day: 1 }).toString();
  return day;
}
/** Per-bucket sums of rows (k = day or hour, then measures). */
function inBuckets(q: Query, rows: Row[], measures: string[]): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const key = q.frequency === 'HOURLY' ? String(n(r.k)) : bucketOf(String(r.k), q.frequency);
    const cell = out.get(key) ?? Object.fromEntries(measures.map((m) => [m, 0]));
    for (const m of measures) cell[m]! += n(r[m]);
    out.set(key, cell);
  }
  return out;
}
const series = (q: Query, byBucket: Map<string, Record<string, number>>, f: (c: Record<string, number>) => number) =>
  bucketKeys(q).map((k) => {
    const c = byBucket.get(k);
    return c ? f(c) : 0;
  });
/** Sums of the measures over the whole window. */
const whole = (rows: Row[], measures: string[]) =>
  Object.fromEntries(measures.map((m) => [m, rows.reduce((a, r) => a + n(r[m]), 0)]));

// ── Cards (KPIs) ──────────────────────────────────────────────────────────────────────────

/**
 * A card's facts per day (`k` = business day) or, for its hourly series, per hour (`k` = hour):
 * columns n and d (the denominator of a ratio, else 0).
 */
type CardFacts = (q: Query, byHour: boolean) => ReturnType<typeof sql>;
const by = (byHour: boolean, hour = 'hour') => sql.raw(byHour ? hour : 'business_date::text');
const simple =
  (table: string, expr: string, where = 'true', den = '0', hour = 'hour'): CardFacts =>
  (q, byHour) =>
    sql`select ${by(byHour, hour)} as k, ${sql.raw(expr)} as n, ${sql.raw(den)} as d from ${sql.raw(table)}
      where ${inDays(q)} and ${sql.raw(where)} group by 1`;

/** Revenue when sold (the default basis): the till's tickets and prepaid items the day they were paid. */
const soldRevenue: CardFacts = (q, byHour) => sql`select k, sum(n) as n, 0 as d from (
    select ${by(byHour)} as k, total_cents as n from dash_sales where ${inDays(q)}
    union all select ${sql.raw(byHour ? 'case when booked_date is null then hour else booked_hour end' : 'coalesce(booked_date, business_date)::text')}, amount_cents
      from dash_bookings where sale_id is null and ${inDays(q, 'coalesce(booked_date, business_date)')}
    union all select ${by(byHour, 'coalesce(hour, 0)')}, amount_cents from dash_gift_card_ledger where kind = 1 and ${inDays(q)}
    union all select ${sql.raw(byHour ? 'coalesce(sold_hour, 0)' : 'start_date::text')}, price_cents from dash_memberships
      where ${inDays(q, 'start_date')}) x group by 1`;

interface Card {
  money: boolean;
  ratio?: boolean;
  facts: CardFacts;
  /** Hourly charts are per hour; the others fall back to days. */
  hourly?: boolean;
  /** Labour: a shift's cost spread over its hours as the hourly chart spreads it. */
}
const CARDS: Partial<Record<Metric, Card>> = {
  revenue: { money: true, facts: soldRevenue, hourly: true },
  sales: { money: true, facts: soldRevenue },
  'average-ticket': {
    money: true,
    ratio: true,
    facts: simple('dash_sales', 'sum(total_cents)', 'true', 'count(*)'),
    hourly: true,
  },
  'revenue-guest': {
    money: true,
    ratio: true,
    hourly: true,
    facts: (q, byHour) => sql`select k, sum(n) as n, sum(d) as d from (
        select ${by(byHour)} as k, total_cents as n, 0 as d from dash_sales where ${inDays(q)}
        union all select ${by(byHour, 'slot / 4')}, 0, party_size from dash_visits where ${inDays(q)}) x group by 1`,
  },
  'new-guests': { money: false, facts: simple('dash_visits', 'count(*)', 'is_new') },
  'repeat-guests': { money: false, facts: simple('dash_visits', 'count(*)', 'not is_new') },
  'group-events': { money: false, facts: simple('dash_bookings', 'count(*)', 'kind = 1') },
  'online-bookings': { money: false, facts: simple('dash_bookings', 'count(*)', 'kind = 2') },
  voids: { money: true, facts: simple('dash_voids', 'sum(amount_cents)') },
  'club-kiosk-average-ticket': {
    money: true,
    ratio: true,
    facts: simple('dash_payments', 'sum(amount_cents)', 'channel = 2', 'count(distinct sale_id)'),
  },
  'club-booking-average-ticket': {
    money: true,
    ratio: true,
    facts: simple('dash_payments', 'sum(amount_cents)', 'channel = 3', 'count(distinct sale_id)'),
  },
  'total-labor-cost': {
    money: true,
    hourly: true,
    facts: (q, byHour) =>
      byHour
        ? sql`select h.hour as k, sum(${sql.raw(LABOR_SHARE)}) as n, 0 as d
            from dash_labor_shifts, generate_series(start_hour, start_hour + (minutes + 59) / 60 - 1) h(hour)
            where ${inDays(q)} group by 1`
        : simple('dash_labor_shifts', 'sum(cost_cents)')(q, false),
  },
  'total-number-of-activities': { money: false, hourly: true, facts: simple('dash_activities', 'count(*)') },
  'club-kiosk-transactions': {
    money: false,
    hourly: true,
    facts: simple('dash_payments', 'count(distinct sale_id)', 'channel = 2'),
  },
  refunds: { money: true, facts: simple('dash_refunds', 'sum(amount_cents)') },
  'waivers-signed': { money: false, facts: simple('dash_waivers', 'count(*)') },
  'average-group-size': {
    money: false,
    ratio: true,
    facts: simple('dash_visits', 'sum(party_size)', 'true', 'count(*)'),
  },
  'new-guest-revenue': { money: true, facts: simple('dash_visits', 'sum(spend_cents)', 'is_new') },
  'repeat-guest-revenue': { money: true, facts: simple('dash_visits', 'sum(spend_cents)', 'not is_new') },
  'memberships/new': {
    money: false,
    facts: (q) => sql`select start_date::text as k, count(*) as n, 0 as d from dash_memberships
      where ${inDays(q, 'start_date')} group by 1`,
  },
};

function cardExpect(metric: Metric, card: Card): Expect {
  const figure = (c: { n: number; d: number }) => {
    const raw = card.ratio ? ratio(c.n, c.d) : c.n;
    return card.money ? units(raw) : round2(raw);
  };
  const total = async (q: Query, days: Days) => {
    const rows = await w.rows(card.facts({ ...q, ...days }, false));
    const t = whole(rows, ['n', 'd']);
    return figure({ n: t.n!, d: t.d! });
  };
  return async (q) => {
    const byHour = q.frequency === 'HOURLY' && card.hourly === true;
    const step: Query = { ...q, frequency: q.frequency === 'HOURLY' && !byHour ? 'DAILY' : q.frequency };
    const rows = await w.rows(card.facts(q, byHour));
    const t = whole(rows, ['n', 'd']);
    const value = figure({ n: t.n!, d: t.d! });
    const title = KPIS[metric]!.title;
    return {
      value,
      change: q.compared ? change(value, await total(q, q.compared)) : null,
      series: {
        [title]: { data: series(step, inBuckets(step, rows, ['n', 'd']), (c) => figure({ n: c.n!, d: c.d! })) },
      },
    };
  };
}

// ── Charts and tables ─────────────────────────────────────────────────────────────────────

/** Per-bucket sums of `measures` from one fact table, days (or hours when hourly and asked). */
async function perBucket(q: Query, from: string, measures: Record<string, string>, hourly = false, hour = 'hour') {
  // 'k' is the bucket column.
  if ('k' in measures) throw new Error('a measure may not be named k');
  const step: Query = { ...q, frequency: q.frequency === 'HOURLY' && !hourly ? 'DAILY' : q.frequency };
  const list = Object.entries(measures).map(([name, expr]) => `${expr} as ${name}`);
  const rows = await w.rows(sql`select ${by(step.frequency === 'HOURLY', hour)} as k, ${sql.raw(list.join(', '))}
    from ${sql.raw(from)} where ${inDays(q)} group by 1`);
  const buckets = inBuckets(step, rows, Object.keys(measures));
  return (name: string, f: (v: number) => number = (v) => v) => series(step, buckets, (c) => f(c[name]!));
}

/** Per hour of day (0–23) from rows (h, v). */
const perHour = (rows: Row[], f: (v: number) => number = (v) => v) => {
  const byHour = new Map(rows.map((r) => [n(r.h), n(r.v)]));
  return Array.from({ length: 24 }, (_, h) => f(byHour.get(h) ?? 0));
};

/** What a ledger owes at the end of `day`: the first kind minus the others, since the start. */
async function balance(table: string, day: string, locationIds: number[]) {
  const row = await w.one(sql`select coalesce(sum(case when kind = 1 then amount_cents else -amount_cents end), 0) as b
    from ${sql.raw(table)} where location_id = any(${`{${locationIds.join(',')}}`}::int[]) and business_date <= ${day}::date`);
  return n(row.b);
}

/** The window a trend (or the liabilities' change) compares with: the one asked, else the one before. */
function reference(q: Query): Days {
  if (q.compared) return q.compared;
  const span = plain(q.from).until(plain(q.to)).days + 1;
  const end = plain(q.from).subtract({ days: 1 });
  return { from: end.subtract({ days: span - 1 }).toString(), to: end.toString() };
}

const ledger =
  (table: string, names: string[], title: string): Expect =>
  async (q) => {
    const moved = await w.rows(
      sql`select kind, sum(amount_cents) as c from ${sql.raw(table)} where ${inDays(q)} group by 1`,
    );
    const byKind = new Map(moved.map((r) => [n(r.kind), n(r.c)]));
    const outstanding = units(await balance(table, q.to, q.locationIds));
    const values = [...names.map((_, i) => units(byKind.get(i + 1) ?? 0)), outstanding];
    const labels = [...names, 'Outstanding'];
    return {
      value: outstanding,
      series: { [title]: { data: values } },
      totals: Object.fromEntries(labels.map((l, i) => [l, values[i]!])),
    };
  };

const memberships =
  (cond: (end: string) => string): Expect =>
  async (q) => {
    const rows =
      await w.rows(sql`select l.name, count(*) as v from dash_memberships m join locations l on l.id = m.location_id
      where m.location_id = any(${ids(q)}::int[]) and ${sql.raw(cond(q.to))} group by l.name`);
    return {
      value: rows.reduce((a, r) => a + n(r.v), 0),
      series: { Memberships: { data: new Map(rows.map((r) => [String(r.name), n(r.v)])) } },
    };
  };

const AGE = `case when age <= 12 then '0-12' when age <= 17 then '13-17' when age <= 24 then '18-24' when age <= 34 then '25-34'
  when age <= 44 then '35-44' when age <= 54 then '45-54' else '55+' end`;
const RECENCY = `case when days_since_last_visit between 1 and 7 then '1-7' when days_since_last_visit between 8 and 30 then '8-30'
  when days_since_last_visit between 31 and 60 then '31-60' when days_since_last_visit between 61 and 90 then '61-90'
  when days_since_last_visit between 91 and 180 then '91-180' else '181+' end`;
const breakdown =
  (bucket: string): Expect =>
  async (q) => {
    const rows = await w.rows(sql`select ${sql.raw(bucket)} as k, count(*) as v from dash_visits
      where ${inDays(q)} and not is_new group by 1`);
    const total = rows.reduce((a, r) => a + n(r.v), 0);
    return {
      value: total,
      series: {
        Guests: {
          data: new Map(rows.map((r) => [String(r.k), n(r.v)])),
          subData: new Map(rows.map((r) => [String(r.k), round2(ratio(n(r.v), total) * 100)])),
        },
      },
    };
  };

const heatmap =
  (table: string, v: string): Expect =>
  async (q) => {
    const rows = await w.rows(sql`select extract(dow from business_date)::int as dow, hour as h, ${sql.raw(v)} as v
      from ${sql.raw(table)} where ${inDays(q)} group by 1, 2`);
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const days = new Set<number>();
    for (
      let d = plain(q.from);
      Temporal.PlainDate.compare(d, plain(q.to)) <= 0 && days.size < 7;
      d = d.add({ days: 1 })
    )
      days.add(d.dayOfWeek % 7);
    return {
      value: null,
      series: Object.fromEntries(
        [...days].sort().map((dow) => [names[dow]!, { data: perHour(rows.filter((r) => n(r.dow) === dow)) }]),
      ),
    };
  };

const currencyOf = sql`coalesce((select currency from location_settings s where s.location_id = l.id), 'USD')`;

/** Top (location, product) pairs by revenue, of one product when named. */
async function selling(q: Query, limit: number, product?: string) {
  const rows = await w.rows(sql`select l.name as location, p.name as product, p.price_cents, ${currencyOf} as currency,
      sum(s.quantity) as q, sum(s.amount_cents) as c
    from dash_sale_lines s join dash_products p on p.id = s.product_id join locations l on l.id = s.location_id
    where ${inDays(q, 'business_date', 's')} ${product === undefined ? sql`` : sql`and p.name = ${product}`}
    group by l.id, l.name, p.name, p.price_cents order by c desc, location, product limit ${limit}`);
  return rows.map((r) => ({
    location: r.location,
    product: r.product,
    productPrice: units(n(r.price_cents)),
    quantitySold: n(r.q),
    totalRevenue: units(n(r.c)),
    currency: r.currency,
  }));
}

/** Built from the cards and the other widgets; the registry test below fails on a metric without one. */
const EXPECTED: Partial<Record<Metric, Expect>> = {
  ...Object.fromEntries(Object.entries(CARDS).map(([m, c]) => [m, cardExpect(m as Metric, c!)])),
  'payment-received': async (q) => {
    const rows = await w.rows(
      sql`select channel, sum(amount_cents) as c from dash_payments where ${inDays(q)} group by 1`,
    );
    const byChannel = new Map(rows.map((r) => [n(r.channel), n(r.c)]));
    const values = [1, 2, 3].map((c) => units(byChannel.get(c) ?? 0));
    const names = ['Walk-In', 'Club Kiosk', 'Club Booking'];
    return {
      value: round2(values.reduce((a, v) => a + v, 0)),
      series: { Payments: { data: values } },
      totals: Object.fromEntries(names.map((name, i) => [name, values[i]!])),
    };
  },
  'top-postal-codes': async (q) => {
    const rows = await w.rows(sql`select postal_code as k, sum(party_size) as g, sum(spend_cents) as c from dash_visits
      where ${inDays(q)} group by 1 order by g desc, 1 limit 10`);
    return {
      value: null,
      series: {
        Guests: { data: rows.map((r) => n(r.g)), subData: rows.map((r) => units(n(r.c))) },
      },
    };
  },
  'revenue-channels': async (q) => {
    const b = await perBucket(q, 'dash_payments', {
      walkin: 'sum(amount_cents) filter (where channel = 1)',
      kiosk: 'sum(amount_cents) filter (where channel = 2)',
      booking: 'sum(amount_cents) filter (where channel = 3)',
    });
    return {
      value: null,
      series: {
        'Walk-In': { data: b('walkin', units) },
        'Club Kiosk': { data: b('kiosk', units) },
        'Club Booking': { data: b('booking', units) },
      },
    };
  },
  transactions: async (q) => {
    const b = await perBucket(q, 'dash_sales', { t: 'count(*)', c: 'sum(total_cents)' }, true);
    const tickets = b('t');
    return {
      value: tickets.reduce((a, v) => a + v, 0),
      series: { Transactions: { data: tickets }, Revenue: { data: b('c', units) } },
    };
  },
  'sales-by-revenue': async (q) => {
    const rows = await w.rows(sql`select r.name, sum(s.amount_cents) as c, sum(s.quantity) as q from dash_sale_lines s
      join dash_revenue_classes r on r.id = s.revenue_class_id where ${inDays(q, 'business_date', 's')}
      group by r.id, r.name order by c desc, r.id`);
    return {
      value: null,
      series: {
        Revenue: { data: new Map(rows.map((r) => [String(r.name), units(n(r.c))])) },
        'Items sold': { data: new Map(rows.map((r) => [String(r.name), n(r.q)])) },
      },
    };
  },
  'club-booking/revenue-vs-total': async (q) => {
    const booking = await perBucket(q, 'dash_payments', { c: 'sum(amount_cents) filter (where channel = 3)' });
    const total = await perBucket(q, 'dash_sales', { c: 'sum(total_cents)' });
    const b = booking('c', units);
    const t = total('c', units);
    const sum = (list: number[]) => list.reduce((a, v) => a + v, 0);
    return {
      value: round2(ratio(sum(b), sum(t)) * 100),
      series: { 'Club Booking': { data: b }, Total: { data: t } },
    };
  },
  'labor-cost-by-hour': async (q) => {
    const revenue = await w.rows(
      sql`select hour as h, sum(total_cents) as v from dash_sales where ${inDays(q)} group by 1`,
    );
    const labor = await w.rows(sql`select h.hour as h, sum(${sql.raw(LABOR_SHARE)}) as v
      from dash_labor_shifts, generate_series(start_hour, start_hour + (minutes + 59) / 60 - 1) as h(hour)
      where ${inDays(q)} group by 1`);
    const r = perHour(revenue);
    const l = perHour(labor);
    return {
      value: null,
      series: {
        Revenue: { data: r.map(units) },
        'Labor amount': { data: l.map(units) },
        'Labor cost percent': { data: r.map((v, h) => (v === 0 ? 0 : Math.round((l[h]! / v) * 10000))) },
      },
    };
  },
  'peak-hours': heatmap('dash_sales', 'count(*)'),
  'activities-by-hour': heatmap('dash_activities', 'sum(participants)'),
  'guest-by-hour': async (q) => {
    const rows = (v: string) =>
      w.rows(sql`select slot / 4 as h, ${sql.raw(v)} as v from dash_visits where ${inDays(q)} group by 1`);
    return {
      value: null,
      series: {
        Adults: { data: perHour(await rows('sum(adults)')) },
        Minors: { data: perHour(await rows('sum(minors)')) },
      },
    };
  },
  'repeat-guest-by-age': breakdown(AGE),
  'day-since-last-visit': breakdown(RECENCY),
  'gift-cards': ledger('dash_gift_card_ledger', ['Sold', 'Redeemed', 'Expired'], 'Gift cards'),
  'outstanding-credits': ledger('dash_credit_ledger', ['Issued', 'Redeemed', 'Expired'], 'Outstanding credits'),
  liabilities: async (q) => {
    const at = (day: string) =>
      Promise.all([
        balance('dash_gift_card_ledger', day, q.locationIds),
        balance('dash_credit_ledger', day, q.locationIds),
      ]).then((v) => v.map(units));
    const now = await at(q.to);
    const before = await at(reference(q).to);
    return {
      value: null,
      series: { Liabilities: { data: now, subData: now.map((v, i) => change(v, before[i]!) ?? 0) } },
      totals: { 'Gift cards': now[0]!, Credits: now[1]! },
    };
  },
  'memberships/current': memberships((end) => `start_date <= '${end}' and expiry_date >= '${end}'`),
  'memberships/expiring-next-thirty-days': memberships(
    (end) => `expiry_date > '${end}' and expiry_date <= '${end}'::date + 30`,
  ),
  'memberships/expired-last-thirty-days': memberships(
    (end) => `expiry_date > '${end}'::date - 30 and expiry_date <= '${end}'`,
  ),
  'number-of-guests': async (q) => {
    const b = await perBucket(q, 'dash_visits', { g: 'sum(party_size)' }, true, 'slot / 4');
    const guests = b('g');
    return { value: guests.reduce((a, v) => a + v, 0), series: { Guests: { data: guests } } };
  },
  'location-statistics': async (q) => {
    const rows = await w.rows(sql`select l.name, ${currencyOf} as currency,
        (select count(*) filter (where is_new) from dash_visits v where v.location_id = l.id and ${inDays(q, 'business_date', 'v')}) as fresh,
        (select count(*) filter (where not is_new) from dash_visits v where v.location_id = l.id and ${inDays(q, 'business_date', 'v')}) as repeat,
        (select count(*) from dash_bookings b where b.location_id = l.id and ${inDays(q, 'business_date', 'b')}) as events,
        (select sum(total_cents) from dash_sales x where x.location_id = l.id and ${inDays(q, 'business_date', 'x')}) as cents,
        (select count(*) from dash_sales x where x.location_id = l.id and ${inDays(q, 'business_date', 'x')}) as tickets
      from locations l where l.id = any(${ids(q)}::int[])`);
    return {
      rows: rows.map((r) => ({
        name: r.name,
        newGuest: n(r.fresh),
        repeatGuest: n(r.repeat),
        avgTicket: units(ratio(n(r.cents), n(r.tickets))),
        events: n(r.events),
        sales: units(n(r.cents)),
        currency: r.currency,
      })),
    };
  },
  'top-product-sold': async (q) => {
    const top = await w.one(sql`select p.name, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_products p on p.id = s.product_id where ${inDays(q, 'business_date', 's')}
      group by p.name order by c desc, p.name limit 1`);
    return {
      top: { value: units(n(top.c)), subValue: n(top.q), text: String(top.name) },
      rows: await selling(q, 1000, String(top.name)),
    };
  },
  'location-performance': async (q) => {
    const rows = await selling(q, 50);
    return {
      rows,
      ordered: true,
      totalRow: {
        location: 'Total',
        product: null,
        productPrice: null,
        quantitySold: rows.reduce((a, r) => a + r.quantitySold, 0),
        totalRevenue: round2(rows.reduce((a, r) => a + r.totalRevenue, 0)),
        currency: 'USD',
      },
    };
  },
  'employee-performance': async (q) => {
    const rows =
      await w.rows(sql`select e.location_id, l.name as location, e.name, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_employees e on e.id = s.employee_id join locations l on l.id = e.location_id
      where ${inDays(q, 'business_date', 's')} group by e.id, e.location_id, l.name, e.name`);
    const list = rows.map((r) => ({
      locationId: n(r.location_id),
      location: r.location,
      employee: r.name,
      quantitySold: n(r.q),
      totalSales: units(n(r.c)),
    }));
    return {
      rows: list,
      totalRow: {
        locationId: 0,
        location: null,
        employee: 'Total',
        quantitySold: list.reduce((a, r) => a + r.quantitySold, 0),
        totalSales: round2(list.reduce((a, r) => a + r.totalSales, 0)),
      },
    };
  },
};

// ── The variants and the widgets of the four dashboards ───────────────────────────────────

interface Variant {
  name: string;
  /** Asks for a comparison: the cards' trends are checked. */
  compares?: boolean;
  filter: () => object;
  query: () => Query;
}
const days = (end: string, count: number) => ({
  from: plain(end)
    .subtract({ days: count - 1 })
    .toString(),
  to: end,
});
const custom = (d: Days) => ({
  dateRange: DATE_RANGE.custom,
  startDate: formatUsDate(plain(d.from)),
  endDate: formatUsDate(plain(d.to)),
});
const VARIANTS: Variant[] = [
  { name: '14 days by day', filter: () => ({ ...w.filter, frequency: 'DAILY' }), query: () => q(w, 'DAILY') },
  { name: '14 days by week', filter: () => ({ ...w.filter, frequency: 'WEEKLY' }), query: () => q(w, 'WEEKLY') },
  {
    name: '50 days by month',
    filter: () => ({ ...custom(days(w.to, 50)), frequency: 'MONTHLY' }),
    query: () => q(days(w.to, 50), 'MONTHLY'),
  },
  {
    name: 'today by the hour',
    filter: () => ({ dateRange: DATE_RANGE.today, frequency: 'HOURLY' }),
    query: () => q(days(todayForOffset(0).toString(), 1), 'HOURLY'),
  },
  {
    name: 'last week vs the week before',
    compares: true,
    filter: () => ({ dateRange: 4, comparedTo: COMPARE.previousPeriod, frequency: 'DAILY' }),
    query: () => {
      const r = resolveFilter({ dateRange: 4, comparedTo: COMPARE.previousPeriod }, todayForOffset(0), 'TODAY');
      const iso = (d: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => ({
        from: d.start.toString(),
        to: d.end.toString(),
      });
      return { ...q(iso(r.window), 'DAILY'), compared: iso(r.comparison!) };
    },
  },
];
const q = (d: Days, frequency: Frequency): Query => ({
  from: d.from,
  to: d.to,
  frequency,
  compared: null,
  locationIds: w.locationIds,
});

/** The GraphQL type of each widget field, and the fields of the table row types. */
async function schemaOf() {
  const r = await w.director.gql<{
    __schema: { types: { name: string; fields: { name: string; type: TypeRef }[] | null }[] };
  }>(
    '{ __schema { types { name fields { name type { name kind ofType { name kind ofType { name kind ofType { name } } } } } } } }',
  );
  const types = new Map(r.data!.__schema.types.map((t) => [t.name, t.fields ?? []]));
  return { types };
}
type TypeRef = { name: string | null; kind?: string; ofType?: TypeRef | null };
const named = (t: TypeRef): string => t.name ?? named(t.ofType!);

const ROOT_TYPES: Record<DashboardKey, string> = {
  ownersBox: 'OwnersBoxDashboard',
  operationalEfficiency: 'OperationalEfficiencyDashboard',
  driveRevenue: 'DriveRevenueDashboard',
  guestExperience: 'GuestExperienceDashboard',
};
const ROW_FIELDS = ['rows', 'rowsTotal', 'totalRow'];

interface Widget {
  root: DashboardKey;
  field: string;
  metric: Metric;
  type: string;
  /** Columns of its rows (from the schema), when it is a table. */
  columns: string[];
  selection: string;
}

async function widgets(): Promise<Widget[]> {
  const { types } = await schemaOf();
  const out: Widget[] = [];
  for (const root of Object.keys(WIDGET_METRICS) as DashboardKey[]) {
    const fields = new Map(types.get(ROOT_TYPES[root])!.map((f) => [f.name, named(f.type)]));
    for (const [field, metric] of Object.entries(WIDGET_METRICS[root] as Record<string, Metric>)) {
      const type = fields.get(field)!;
      const own = types.get(type)!;
      const rowType = own.find((f) => f.name === 'rows');
      const columns = rowType ? types.get(named(rowType.type))!.map((f) => f.name) : [];
      const selection =
        type === 'ChartWidget'
          ? '{ conversion { value change ofTarget } categories labels series { name data subData } totals { name value } }'
          : `{ ${own
              // perTab repeats the widget per tab: dashboards-tabs.test.ts holds it to the tab asked alone.
              .filter((f) => !['title', 'desc', 'currentSerie', 'currencyCode', 'columns', 'perTab'].includes(f.name))
              .map((f) => (ROW_FIELDS.includes(f.name) ? `${f.name} { ${columns.join(' ')} }` : f.name))
              .join(' ')} }`;
      out.push({ root, field, metric, type, columns, selection });
    }
  }
  return out;
}

// ── The checks ────────────────────────────────────────────────────────────────────────────

describe('the registry', () => {
  it('has an independent check for every metric it computes, and every widget of the four dashboards shows one of them', async () => {
    const missing = METRICS.filter((m) => typeof EXPECTED[m] !== 'function');
    expect(missing).toEqual([]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...METRICS].sort());
    // Every KPI of the registry is a card here (its trend checked in the comparison variant).
    expect(Object.keys(KPIS).filter((m) => !CARDS[m as Metric])).toEqual([]);
    const shown = new Set((await widgets()).map((x) => x.metric));
    expect(METRICS.filter((m) => !shown.has(m))).toEqual([]);
  });
});

type Chart = {
  conversion: { value: number; change: number | null; ofTarget: number | null } | null;
  categories: string[];
  labels: string[];
  series: { name: string; data: number[]; subData: number[] | null }[];
  totals: { name: string; value: number }[];
};
const sortRows = (rows: Row[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function checkChart(a: Chart, e: Expected, variant: Variant, trend: boolean) {
  // Every series the widget answers is checked (a series without an expectation fails).
  expect(a.series.map((s) => s.name).sort()).toEqual(Object.keys(e.series ?? {}).sort());
  const points = a.labels.length > 0 ? a.labels : a.categories;
  for (const s of a.series) {
    const x = e.series![s.name]!;
    const compare = (got: number[] | null, want: number[] | Map<string, number> | undefined, what: string) => {
      if (want === undefined) return expect(got, `${s.name} ${what}`).toBeNull();
      if (want instanceof Map) expect(new Map(points.map((p, i) => [p, got![i]!])), `${s.name} ${what}`).toEqual(want);
      else expect(got, `${s.name} ${what}`).toEqual(want);
    };
    compare(s.data, x.data, 'data');
    compare(s.subData, x.subData, 'subData');
  }
  expect(new Map(a.totals.map((t) => [t.name, t.value]))).toEqual(new Map(Object.entries(e.totals ?? {})));
  if (e.value === null || e.value === undefined) expect(a.conversion).toBeNull();
  else {
    expect(a.conversion?.value).toBeCloseTo(e.value, 2);
    // A card's trend against the compared window is the signed change of the facts; custom
    // windows and today hide it, and widgets without a trend never show one.
    if (variant.compares && trend) {
      expect(a.conversion?.change).toBe(e.change ?? null);
      expect(a.conversion?.ofTarget).toBeNull();
    } else expect(a.conversion?.change ?? null).toBeNull();
  }
}

function checkTable(a: Record<string, unknown>, e: Expected, widget: Widget) {
  // Every column the schema has is written out from the facts.
  expect(e.rows).toBeDefined();
  for (const row of e.rows!) expect(Object.keys(row).sort()).toEqual([...widget.columns].sort());
  const rows = a.rows as Row[];
  if (e.ordered) expect(rows).toEqual(e.rows);
  else expect(sortRows(rows)).toEqual(sortRows(e.rows!));
  expect(rows.length).toBeGreaterThan(0);
  const total = (a.rowsTotal ?? a.totalRow) as Row | undefined;
  if (total !== undefined) expect(total).toEqual(e.totalRow);
  if (e.top) expect({ value: a.value, subValue: a.subValue, text: a.text }).toEqual(e.top);
}

describe.each(VARIANTS.map((v) => [v.name, v] as const))('%s', (_name, variant) => {
  it('every figure of every widget of the four dashboards is the facts', async () => {
    const list = await widgets();
    const query = variant.query();
    let checked = 0;
    for (const root of Object.keys(WIDGET_METRICS) as DashboardKey[]) {
      const mine = list.filter((x) => x.root === root);
      const answer = await w.ask<Record<string, unknown>>(
        root,
        mine.map((x) => `${x.field} ${x.selection}`).join(' '),
        variant.filter(),
      );
      for (const widget of mine) {
        const got = answer[widget.field] as Record<string, unknown>;
        const expected = await EXPECTED[widget.metric]!(query);
        const trend = KPIS[widget.metric] !== undefined;
        try {
          if (widget.type === 'ChartWidget') checkChart(got as unknown as Chart, expected, variant, trend);
          else checkTable(got, expected, widget);
        } catch (e) {
          throw new Error(`${root}.${widget.field} (${widget.metric}), ${variant.name}: ${(e as Error).message}`);
        }
        checked++;
      }
    }
    expect(checked).toBe(list.length);
  });
});

describe('labour by the hour', () => {
  it('adds up to the day’s labour cost at every location on every day', async () => {
    const off = await w.rows(sql`select d.location_id, d.business_date::text as day, d.labor_cents as daily,
        coalesce((select sum(h.labor_cents) from dash_hourly h
          where h.location_id = d.location_id and h.business_date = d.business_date), 0) as hourly
      from dash_daily d where d.labor_cents <> coalesce((select sum(h.labor_cents) from dash_hourly h
          where h.location_id = d.location_id and h.business_date = d.business_date), 0)`);
    const days = await w.rows(sql`select count(*) as n from dash_daily where labor_cents > 0`);
    expect(n(days[0]!.n)).toBeGreaterThan(0);
    expect(off).toEqual([]);
  });
});

describe('the figures are not empty', () => {
  it('the 14-day window has data in every card', async () => {
    for (const [metric, card] of Object.entries(CARDS)) {
      const e = await cardExpect(metric as Metric, card!)(q(w, 'DAILY'));
      expect(e.value, metric).toBeGreaterThan(0);
    }
  });
});
