/**
 * Every card metric against SQL over the fact tables, four ways: its figure over the
 * 14-day window, the same for two locations, its daily series day by day (the frequency
 * variant), and its trend against the previous period as a signed change (the comparison
 * variant: last week vs the week before).
 */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE, todayForOffset } from '../core/src/dashboards/dateRanges.ts';
import { resolveFilter } from '../core/src/dashboards/filter.ts';
import { type DashboardWorld, n, startDashboardWorld } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

type Days = { from: string; to: string };
interface Card {
  root: string;
  field: string;
  money: boolean;
  /** A ratio of sums (average ticket, group size) rather than a sum. */
  ratio?: boolean;
  /** Per business day `day`: the numerator `n` (and denominator `d` for ratios), in days `in`. */
  facts: (inDays: (alias?: string, column?: string) => SQL) => SQL;
}

const sum =
  (table: string, expr: string, where = 'true'): Card['facts'] =>
  (inDays) =>
    sql`select business_date::text as day, ${sql.raw(expr)} as n, 0 as d from ${sql.raw(table)}
    where ${inDays()} and ${sql.raw(where)} group by 1`;
const per =
  (num: string, den: string, table: string, where = 'true'): Card['facts'] =>
  (inDays) =>
    sql`select business_date::text as day, ${sql.raw(num)} as n, ${sql.raw(den)} as d from ${sql.raw(table)}
    where ${inDays()} and ${sql.raw(where)} group by 1`;

/**
 * Revenue when sold (the default basis): the sales (the till's and the bookings'), and prepaid items
 * without a sale of their own the day the money was taken — a booking when paid (its visit when paid there), a gift card when sold, a
 * membership on its first day.
 */
const soldRevenue: Card['facts'] = (inDays) => sql`select day, sum(n) as n, 0 as d from (
    select business_date::text as day, total_cents as n from dash_sales where ${inDays()}
    union all select coalesce(booked_date, business_date)::text, amount_cents from dash_bookings
      where sale_id is null and ${inDays('', 'coalesce(booked_date, business_date)')}
    union all select business_date::text, amount_cents from dash_gift_card_ledger where kind = 1 and ${inDays()}
    union all select start_date::text, price_cents from dash_memberships where ${inDays('', 'start_date')}) x
  group by 1`;

const CARDS: Card[] = [
  { root: 'ownersBox', field: 'revenue', money: true, facts: soldRevenue },
  {
    root: 'ownersBox',
    field: 'averageTicket',
    money: true,
    ratio: true,
    facts: per('sum(total_cents)', 'count(*)', 'dash_sales'),
  },
  {
    root: 'ownersBox',
    field: 'revenuePerGuest',
    money: true,
    ratio: true,
    facts: (inDays) => sql`select day, sum(n) as n, sum(d) as d from (
        select business_date::text as day, total_cents as n, 0 as d from dash_sales where ${inDays()}
        union all select business_date::text, 0, party_size from dash_visits where ${inDays()}) x group by 1`,
  },
  { root: 'ownersBox', field: 'newGuests', money: false, facts: sum('dash_visits', 'count(*)', 'is_new') },
  { root: 'ownersBox', field: 'repeatGuests', money: false, facts: sum('dash_visits', 'count(*)', 'not is_new') },
  { root: 'ownersBox', field: 'groupEvents', money: false, facts: sum('dash_bookings', 'count(*)', 'kind = 1') },
  { root: 'ownersBox', field: 'onlineBookings', money: false, facts: sum('dash_bookings', 'count(*)', 'kind = 2') },
  { root: 'driveRevenue', field: 'sales', money: true, facts: soldRevenue },
  { root: 'driveRevenue', field: 'voids', money: true, facts: sum('dash_voids', 'sum(amount_cents)') },
  {
    root: 'driveRevenue',
    field: 'clubKioskAverageTicket',
    money: true,
    ratio: true,
    facts: per('sum(amount_cents)', 'count(distinct sale_id)', 'dash_payments', 'channel = 2'),
  },
  {
    root: 'driveRevenue',
    field: 'clubBookingAverageTicket',
    money: true,
    ratio: true,
    facts: per('sum(amount_cents)', 'count(distinct sale_id)', 'dash_payments', 'channel = 3'),
  },
  {
    root: 'driveRevenue',
    field: 'newMemberships',
    money: false,
    facts: (inDays) => sql`select start_date::text as day, count(*) as n, 0 as d from dash_memberships
      where ${inDays()} group by 1`,
  },
  {
    root: 'operationalEfficiency',
    field: 'totalLaborCost',
    money: true,
    facts: sum('dash_labor_shifts', 'sum(cost_cents)'),
  },
  {
    root: 'operationalEfficiency',
    field: 'totalNumberOfActivities',
    money: false,
    facts: sum('dash_activities', 'count(*)'),
  },
  {
    root: 'operationalEfficiency',
    field: 'clubKioskTransactions',
    money: false,
    facts: sum('dash_payments', 'count(distinct sale_id)', 'channel = 2'),
  },
  { root: 'operationalEfficiency', field: 'refunds', money: true, facts: sum('dash_refunds', 'sum(amount_cents)') },
  { root: 'operationalEfficiency', field: 'waiversSigned', money: false, facts: sum('dash_waivers', 'count(*)') },
  {
    root: 'guestExperience',
    field: 'averageGroupSize',
    money: false,
    ratio: true,
    facts: per('sum(party_size)', 'count(*)', 'dash_visits'),
  },
  {
    root: 'guestExperience',
    field: 'newGuestRevenue',
    money: true,
    facts: sum('dash_visits', 'sum(spend_cents)', 'is_new'),
  },
  {
    root: 'guestExperience',
    field: 'repeatGuestRevenue',
    money: true,
    facts: sum('dash_visits', 'sum(spend_cents)', 'not is_new'),
  },
];

/** The figure the API shows for sums n / d (d unused for a sum), rounded as it rounds. */
function figure(card: Card, n: number, d: number): number {
  const raw = card.ratio ? (d === 0 ? 0 : n / d) : n;
  return card.money ? Math.round(raw) / 100 : Math.round(raw * 100) / 100;
}

/** Per day n and d of a card over `days`, from the facts. */
async function factDays(card: Card, days: Days, locationIds = w.locationIds) {
  const column = card.field === 'newMemberships' ? 'start_date' : 'business_date';
  const ids = `{${locationIds.join(',')}}`;
  const inDays = (_alias?: string, col = column) =>
    sql`location_id = any(${ids}::int[]) and ${sql.raw(col)} between ${days.from}::date and ${days.to}::date`;
  const rows = await w.rows(card.facts(inDays));
  return new Map(rows.map((r) => [String(r.day), { n: n(r.n), d: n(r.d) }]));
}

async function factFigure(card: Card, days: Days, locationIds = w.locationIds) {
  const all = [...(await factDays(card, days, locationIds)).values()].reduce(
    (a, c) => ({ n: a.n + c.n, d: a.d + c.d }),
    {
      n: 0,
      d: 0,
    },
  );
  return figure(card, all.n, all.d);
}

type Answer = {
  conversion: {
    value: number;
    ofTarget: number | null;
    change: number | null;
    trendType: string;
    trendCaption: string;
  };
  series: { data: number[] }[];
};
const selection = (field: string) =>
  `${field} { conversion { value ofTarget change trendType trendCaption } series { data } }`;

describe.each(CARDS.map((c) => [`${c.root}.${c.field}`, c] as const))('%s', (_name, card) => {
  it('its figure over the window is the facts', async () => {
    const a = (await w.ask<Record<string, Answer>>(card.root, selection(card.field)))[card.field]!;
    const expected = await factFigure(card, { from: w.from, to: w.to });
    expect(a.conversion.value).toBeCloseTo(expected, 2);
    expect(expected).toBeGreaterThan(0);
  });

  it('narrowed to two locations, its figure is theirs alone', async () => {
    const two = w.locationIds.slice(1, 3);
    const a = (await w.ask<Record<string, Answer>>(card.root, selection(card.field), { ...w.filter, locations: two }))[
      card.field
    ]!;
    const expected = await factFigure(card, { from: w.from, to: w.to }, two);
    expect(a.conversion.value).toBeCloseTo(expected, 2);
    expect(expected).not.toBeCloseTo(await factFigure(card, { from: w.from, to: w.to }), 2);
  });

  it('its daily series is the facts day by day', async () => {
    const a = (
      await w.ask<Record<string, Answer>>(card.root, selection(card.field), { ...w.filter, frequency: 'DAILY' })
    )[card.field]!;
    const days = await factDays(card, { from: w.from, to: w.to });
    const expected: number[] = [];
    for (
      let day = Temporal.PlainDate.from(w.from);
      Temporal.PlainDate.compare(day, Temporal.PlainDate.from(w.to)) <= 0;
      day = day.add({ days: 1 })
    ) {
      const c = days.get(day.toString());
      expected.push(c ? figure(card, c.n, c.d) : 0);
    }
    expect(a.series[0]!.data).toEqual(expected);
  });

  it('its trend against the previous period is the signed change of the facts', async () => {
    const asked = { dateRange: 4, comparedTo: COMPARE.previousPeriod };
    const resolved = resolveFilter(asked, todayForOffset(0), 'TODAY');
    const iso = (d: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => ({
      from: d.start.toString(),
      to: d.end.toString(),
    });
    const a = (await w.ask<Record<string, Answer>>(card.root, selection(card.field), asked))[card.field]!;
    const now = await factFigure(card, iso(resolved.window));
    const before = await factFigure(card, iso(resolved.comparison!));
    // Written out here rather than taken from core, so a wrong rule in core fails this test too.
    const change = Math.round(((now - before) / Math.abs(before)) * 10000) / 100 + 0;
    expect(a.conversion.value).toBeCloseTo(now, 2);
    expect(a.conversion.ofTarget).toBeNull();
    expect(a.conversion.change).toBe(change);
    expect(a.conversion.trendType).toBe(change >= 0 ? 'UP' : 'DOWN');
    expect(a.conversion.trendCaption).toBe('vs previous period');
  });
});
