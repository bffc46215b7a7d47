/**
 * Dashboards end to end: gateway + REST API on a freshly seeded database. Figures are checked
 * against SQL over the fact tables (not the rollups the API reads), for a 14-day custom window
 * ending on the demo anchor day.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { Temporal } from 'temporal-polyfill';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { recordSale } from '../rest-api/src/repositories/dashboardFacts.ts';
import { dashboardAnchor } from '../rest-api/src/seed/dashboards/seed.ts';
import { DASHBOARDS, WIDGET_IDS } from '../core/src/dashboards/ids.ts';
import { encodePermissions, type FlagName } from '../core/src/permissions.ts';
import type { GatewayClient } from './support/client.ts';
import { restCall, restLogin } from './support/rest.ts';
import { userWithBits } from './support/roles.ts';
import { DASHBOARD_KEYS, fullDashboardQuery, widgetFields } from './support/dashboards.ts';
import { soldPrepaidPerDay } from './support/prepaid.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let funzone: number;
let locationIds: number[];
let filter: { dateRange: number; startDate: string; endDate: string };
let from: string;
let to: string;

type Row = Record<string, unknown>;
const one = async (query: ReturnType<typeof sql>) => (await queryRows<Row>(stack.database.db, query))[0]!;
const n = (v: unknown) => Number(v ?? 0);
const scope = () =>
  sql`location_id = any(${`{${locationIds.join(',')}}`}::int[]) and business_date between ${from}::date and ${to}::date`;

async function signIn(email: string): Promise<GatewayClient> {
  const c = stack.client();
  const login = await c.gql<{ login: { token: string } }>(
    `mutation { login(username: "${email}", password: "Marquee#2026", returnToken: true) { token } }`,
  );
  c.cookie = null;
  c.bearer = login.data!.login.token;
  c.masterClient = funzone;
  return c;
}

beforeAll(async () => {
  stack = await startStack();
  const mc = await one(sql`select id from master_clients where name = 'FunZone Entertainment'`);
  funzone = n(mc.id);
  locationIds = (
    await queryRows<Row>(
      stack.database.db,
      sql`select id from locations where master_client_id = ${funzone} order by id`,
    )
  ).map((r) => n(r.id));
  const anchor = Temporal.PlainDate.from((await dashboardAnchor(stack.database.db))!);
  const start = anchor.subtract({ days: 13 });
  from = start.toString();
  to = anchor.toString();
  filter = { dateRange: 17, startDate: formatUsDate(start), endDate: formatUsDate(anchor) };
  director = await signIn('director@funzone.test');
});
afterAll(() => stack?.close());

async function ownersBox<T = Row>(selection: string, f: object = filter, client = director) {
  return client.gql<{ ownersBox: T }>(`query($f: DashboardFilterInput!) { ownersBox(filter: $f) { ${selection} } }`, {
    f,
  });
}

describe('the four dashboard queries', () => {
  it.each(DASHBOARD_KEYS)('%s returns every widget for the director', async (key) => {
    const r = await director.gql<Record<string, Record<string, unknown>>>(fullDashboardQuery(key), { filter });
    expect(r.errors).toBeUndefined();
    for (const field of widgetFields(key)) expect(r.data?.[key]?.[field], field).toBeTruthy();
  });
});

describe('figures match SQL over the facts', () => {
  it('revenue, average ticket and new guests', async () => {
    const r = await ownersBox<Record<string, { conversion: { value: number } }>>(
      'revenue { conversion { value } } averageTicket { conversion { value } } newGuests { conversion { value } }',
    );
    const s = await one(sql`select sum(total_cents) as cents, count(*) as tickets from dash_sales where ${scope()}`);
    const v = await one(sql`select count(*) filter (where is_new) as fresh from dash_visits where ${scope()}`);
    const prepaid = await one(sql`select sum(cents) as cents from (${soldPrepaidPerDay(locationIds, from, to)}) p`);
    // Revenue when sold: the till's tickets and the prepaid items sold in the window.
    expect(r.data?.ownersBox.revenue?.conversion.value).toBeCloseTo((n(s.cents) + n(prepaid.cents)) / 100, 2);
    expect(r.data?.ownersBox.averageTicket?.conversion.value).toBeCloseTo(n(s.cents) / n(s.tickets) / 100, 2);
    expect(r.data?.ownersBox.newGuests?.conversion.value).toBe(n(v.fresh));
    expect(n(s.cents)).toBeGreaterThan(0);
  });

  it('payments received by channel and the top postal code', async () => {
    const r = await ownersBox<{
      paymentsReceived: { totals: { name: string; value: number }[] };
      topPostalCodes: { labels: string[]; series: { data: number[] }[] };
    }>('paymentsReceived { totals { name value } } topPostalCodes { labels series { data } }');
    const p =
      await one(sql`select sum(amount_cents) filter (where channel = 1) as w, sum(amount_cents) filter (where channel = 2) as k,
      sum(amount_cents) filter (where channel = 3) as b from dash_payments where ${scope()}`);
    expect(r.data?.ownersBox.paymentsReceived.totals).toEqual([
      { name: 'Walk-In', value: n(p.w) / 100 },
      { name: 'Club Kiosk', value: n(p.k) / 100 },
      { name: 'Club Booking', value: n(p.b) / 100 },
    ]);
    const top = await one(
      sql`select postal_code, sum(party_size) as g from dash_visits where ${scope()} group by 1 order by 2 desc, 1 limit 1`,
    );
    expect(r.data?.ownersBox.topPostalCodes.labels[0]).toBe(top.postal_code);
    expect(r.data?.ownersBox.topPostalCodes.series[0]?.data[0]).toBe(n(top.g));
  });

  it('location statistics, one location asked', async () => {
    const [first] = locationIds;
    const r = await ownersBox<{ locationStatistics: { rows: { name: string; sales: number }[] } }>(
      'locationStatistics { rows { name sales } }',
      { ...filter, locations: [first] },
    );
    const s =
      await one(sql`select l.name, sum(s.total_cents) as cents from dash_sales s join locations l on l.id = s.location_id
      where s.location_id = ${first} and s.business_date between ${from}::date and ${to}::date group by l.name`);
    expect(r.data?.ownersBox.locationStatistics.rows).toEqual([{ name: s.name, sales: n(s.cents) / 100 }]);
  });

  it('labour cost, employee performance, guests by hour and current memberships', async () => {
    const op = await director.gql<{
      operationalEfficiency: Record<string, { conversion?: { value: number }; totalRow?: { quantitySold: number } }>;
    }>(
      'query($f: DashboardFilterInput!) { operationalEfficiency(filter: $f) { totalLaborCost { conversion { value } } employeePerformance { totalRow { quantitySold } } } }',
      { f: filter },
    );
    const labor = await one(sql`select sum(cost_cents) as c from dash_labor_shifts where ${scope()}`);
    // Employee performance counts the lines an employee rang up: a booking's sale has none.
    const lines = await one(
      sql`select sum(quantity) as q from dash_sale_lines where ${scope()} and employee_id in (select id from dash_employees)`,
    );
    expect(op.data?.operationalEfficiency.totalLaborCost?.conversion?.value).toBeCloseTo(n(labor.c) / 100, 2);
    expect(op.data?.operationalEfficiency.employeePerformance?.totalRow?.quantitySold).toBe(n(lines.q));

    const ge = await director.gql<{
      guestExperience: { guestsByHour: { series: { name: string; data: number[] }[] } };
    }>(
      'query($f: DashboardFilterInput!) { guestExperience(filter: $f) { averageGroupSize { title } guestsByHour { series { name data } } } }',
      { f: filter },
    );
    const adults = await one(sql`select sum(adults) as a from dash_visits where ${scope()}`);
    const series = ge.data?.guestExperience.guestsByHour.series.find((s) => s.name === 'Adults');
    expect(series!.data.reduce((a, v) => a + v, 0)).toBe(n(adults.a));

    const dr = await director.gql<{ driveRevenue: { currentMemberships: { conversion: { value: number } } } }>(
      'query($f: DashboardFilterInput!) { driveRevenue(filter: $f) { currentMemberships { conversion { value } } } }',
      { f: filter },
    );
    const m =
      await one(sql`select count(*) as c from dash_memberships where location_id = any(${`{${locationIds.join(',')}}`}::int[])
      and start_date <= ${to}::date and expiry_date >= ${to}::date`);
    expect(dr.data?.driveRevenue.currentMemberships.conversion.value).toBe(n(m.c));
  });

  it('includes a sale recorded after seeding (rollups kept in the same transaction)', async () => {
    const query = 'revenue { conversion { value } } averageTicket { conversion { value } }';
    const before = (await ownersBox<Record<string, { conversion: { value: number } }>>(query)).data!.ownersBox;
    const product = await one(
      sql`select id, revenue_class_id from dash_products where master_client_id = ${funzone} limit 1`,
    );
    const employee = await one(sql`select id from dash_employees where location_id = ${locationIds[0]!} limit 1`);
    await recordSale(stack.database.db, {
      locationId: locationIds[0]!,
      businessDate: to,
      hour: 15,
      channel: 1,
      employeeId: n(employee.id),
      guest: { id: 987654321, isNew: true, partySize: 3, adults: 2, age: 30, postalCode: '78701' },
      lines: [
        { productId: n(product.id), revenueClassId: n(product.revenue_class_id), priceCents: 12345, quantity: 2 },
      ],
    });
    const after = (await ownersBox<Record<string, { conversion: { value: number } }>>(query)).data!.ownersBox;
    expect(after.revenue!.conversion.value).toBeCloseTo(before.revenue!.conversion.value + 246.9, 2);
    expect(after.averageTicket!.conversion.value).not.toBe(before.averageTicket!.conversion.value);
  });
});

describe('long windows (whole months read from the monthly rollups)', () => {
  it('match the facts over the demo period, and follow a sale recorded inside a whole month', async () => {
    const anchorDay = Temporal.PlainDate.from(to);
    // 76 days always hold a whole calendar month (the demo data covers the last 60 of them).
    const start = anchorDay.subtract({ days: 75 });
    const wide = { dateRange: 17, startDate: formatUsDate(start), endDate: formatUsDate(anchorDay) };
    const within = sql`location_id = any(${`{${locationIds.join(',')}}`}::int[]) and business_date between ${start.toString()}::date and ${to}::date`;
    const query = `query($f: DashboardFilterInput!) {
      operationalEfficiency(filter: $f) {
        employeePerformance { totalRow { quantitySold } }
        peakHours { series { data } }
      }
      guestExperience(filter: $f) { guestsByHour { series { name data } } }
      ownersBox(filter: $f) {
        topPostalCodes { labels series { data } }
        revenue { conversion { value } series { data } }
        locationStatistics { rows { sales } }
      }
    }`;
    type Answer = {
      operationalEfficiency: {
        employeePerformance: { totalRow: { quantitySold: number } };
        peakHours: { series: { data: number[] }[] };
      };
      guestExperience: { guestsByHour: { series: { name: string; data: number[] }[] } };
      ownersBox: {
        topPostalCodes: { labels: string[]; series: { data: number[] }[] };
        revenue: { conversion: { value: number }; series: { data: number[] }[] };
        locationStatistics: { rows: { sales: number }[] };
      };
    };
    const cents = (v: number) => Math.round(v * 100);
    const read = async () => {
      const r = await director.gql<Answer>(query, { f: wide });
      expect(r.errors).toBeUndefined();
      const adults = r.data!.guestExperience.guestsByHour.series.find((x) => x.name === 'Adults')!;
      return {
        sold: r.data!.operationalEfficiency.employeePerformance.totalRow.quantitySold,
        // Weekday × hour heat map (the weekday-hour monthly rollup).
        tickets: r.data!.operationalEfficiency.peakHours.series.flatMap((x) => x.data).reduce((a, v) => a + v, 0),
        adults: adults.data.reduce((a, v) => a + v, 0),
        topCode: r.data!.ownersBox.topPostalCodes.labels[0],
        topGuests: r.data!.ownersBox.topPostalCodes.series[0]!.data[0]!,
        // Weekly buckets (from the weekly rollup), the total, and per location (monthly rollup).
        revenue: cents(r.data!.ownersBox.revenue.conversion.value),
        revenueSeries: r.data!.ownersBox.revenue.series[0]!.data.reduce((a, v) => a + cents(v), 0),
        byLocation: r.data!.ownersBox.locationStatistics.rows.reduce((a, row) => a + cents(row.sales), 0),
      };
    };
    const facts = async () => {
      // Items sold by employees (employee performance's total): a booking's sale has no employee.
      const lines = await one(
        sql`select sum(quantity) as q from dash_sale_lines where ${within} and employee_id in (select id from dash_employees)`,
      );
      const visits = await one(sql`select sum(adults) as a from dash_visits where ${within}`);
      const top = await one(
        sql`select postal_code, sum(party_size) as g from dash_visits where ${within} group by 1 order by 2 desc, 1 limit 1`,
      );
      const sales = await one(sql`select sum(total_cents) as c, count(*) as t from dash_sales where ${within}`);
      const prepaid = await one(
        sql`select sum(cents) as c from (${soldPrepaidPerDay(locationIds, start.toString(), to)}) p`,
      );
      const revenue = n(sales.c);
      return {
        sold: n(lines.q),
        tickets: n(sales.t),
        adults: n(visits.a),
        topCode: top.postal_code,
        topGuests: n(top.g),
        // The revenue card adds prepaid items; location statistics' sales are the till's.
        revenue: revenue + n(prepaid.c),
        revenueSeries: revenue + n(prepaid.c),
        byLocation: revenue,
      };
    };

    const before = await read();
    expect(before).toEqual(await facts());

    // The first day of the first whole month of the window: only the monthly rollup covers it.
    const firstWhole = start.day === 1 ? start : start.with({ day: 1 }).add({ months: 1 });
    const product = await one(
      sql`select id, revenue_class_id from dash_products where master_client_id = ${funzone} limit 1`,
    );
    const employee = await one(sql`select id from dash_employees where location_id = ${locationIds[1]!} limit 1`);
    await recordSale(stack.database.db, {
      locationId: locationIds[1]!,
      businessDate: firstWhole.toString(),
      hour: 11,
      channel: 2,
      employeeId: n(employee.id),
      guest: { id: 987654322, isNew: false, partySize: 4, adults: 3, age: 41, postalCode: before.topCode! },
      lines: [{ productId: n(product.id), revenueClassId: n(product.revenue_class_id), priceCents: 500, quantity: 5 }],
    });
    const after = await read();
    expect(after).toEqual(await facts());
    expect(after.sold).toBe(before.sold + 5);
    expect(after.tickets).toBe(before.tickets + 1);
    expect(after.adults).toBe(before.adults + 3);
    expect(after.topGuests).toBe(before.topGuests + 4);
    expect(after.revenue).toBe(before.revenue + 2500);
  });
});

describe('permissions and failures per widget', () => {
  it('answers a widget the user may not view with null and FORBIDDEN, the others still arrive', async () => {
    // Take view on payments received (44) away from the administrator's role; it applies on the next request.
    await stack.database.db.execute(sql`update roles set permission_bits = overlay(permission_bits placing '0' from ${44 * 7 + 2} for 1)
      where id in (select role_id from user_roles ur join users u on u.id = ur.user_id where u.email = 'admin@funzone.test')`);
    const admin = await signIn('admin@funzone.test');
    const r = await ownersBox('paymentsReceived { title } revenue { title } newGuests { title }', filter, admin);
    expect(r.data?.ownersBox).toEqual({
      paymentsReceived: null,
      revenue: { title: 'Revenue' },
      newGuests: { title: 'New guests' },
    });
    expect(r.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['ownersBox.paymentsReceived', 'FORBIDDEN'],
    ]);
  });

  it('refuses the dashboard itself without its menu permission', async () => {
    const staff = await signIn('staff@funzone.test');
    const r = await ownersBox('revenue { title }', filter, staff);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the other widgets when one fails', async () => {
    const r = await ownersBox(`numberOfGuests(location: "${'X'.repeat(60)}") { title } revenue { title }`);
    expect(r.data?.ownersBox).toEqual({ numberOfGuests: null, revenue: { title: 'Revenue' } });
    expect(r.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['ownersBox.numberOfGuests', 'BAD_USER_INPUT'],
    ]);
  });

  it('exports number of guests and lists resources for a location', async () => {
    const r = await ownersBox<{
      numberOfGuestsExport: { slots: number[]; total: number }[];
      numberOfGuestsResources: { code: string }[];
    }>('numberOfGuestsExport { date slots total closed } numberOfGuestsResources(locationCode: "FZD") { name code }');
    expect(r.errors).toBeUndefined();
    expect(r.data?.ownersBox.numberOfGuestsExport).toHaveLength(14);
    expect(r.data?.ownersBox.numberOfGuestsExport[0]?.slots).toHaveLength(96);
    expect(r.data?.ownersBox.numberOfGuestsResources.map((e) => e.code)).toContain('LTA');
  });

  it('marks CLOSED the days every location asked was closed by its opening hours, not the days without sales', async () => {
    const anchor = Temporal.PlainDate.from(to);
    const [d1, d2, d3] = [anchor.subtract({ days: 2 }), anchor.subtract({ days: 1 }), anchor];
    const locs = await queryRows<Row>(
      stack.database.db,
      sql`select l.id, l.code, s.weekly_availability as weekly from locations l join location_settings s on s.location_id = l.id
        where l.id = any(${`{${locationIds.join(',')}}`}::int[]) order by l.id`,
    );
    expect(locs).toHaveLength(locationIds.length);
    const code = String(locs[0]!.code);
    const days = (local = '', start = d1, end = d3) =>
      ownersBox<{ numberOfGuestsExport: { date: string; closed: boolean; total: number }[] }>(
        `numberOfGuestsExport${local} { date closed total }`,
        { dateRange: 17, startDate: formatUsDate(start), endDate: formatUsDate(end) },
      ).then((r) => {
        expect(r.errors).toBeUndefined();
        return r.data!.ownersBox.numberOfGuestsExport;
      });
    const closed = async (local = '') => (await days(local)).map((d) => d.closed);
    const mutate = async (query: string, variables: Record<string, unknown>) => {
      const r = await director.gql(query, variables);
      expect(r.errors).toBeUndefined();
    };
    const addException = (c: string, date: Temporal.PlainDate, times: object = { isAllDay: true }) =>
      mutate(
        'mutation($s: CalendarScopeInput!, $i: CalendarExceptionInput!) { addCalendarException(scope: $s, input: $i) { keptAllDay } }',
        { s: { code: c }, i: { exceptionDate: date.toString(), ...times } },
      );
    const clear = (c: string, date: Temporal.PlainDate) =>
      mutate('mutation($c: String!, $d: String!) { clearCalendarDate(code: $c, exceptionDate: $d) { message } }', {
        c,
        d: date.toString(),
      });
    const saveWeekly = (c: string, week: object[]) =>
      mutate(
        'mutation($s: CalendarScopeInput!, $w: [CalendarDayHoursInput!]!) { saveWeeklyAvailability(scope: $s, weeklyAvailability: $w) { version } }',
        { s: { code: c }, w: week },
      );
    type Day = { weekday: string; isOpen: boolean; startTime: string; endTime: string };
    const hours = (locs[0]!.weekly as Day[]).map(({ weekday, isOpen, startTime, endTime }) => ({
      weekday,
      isOpen,
      startTime,
      endTime,
    }));
    const local = `(location: "${code}")`;

    // The demo locations open every day: nothing is closed, even before the demo data began.
    expect(await closed()).toEqual([false, false, false]);
    const before = await days('', anchor.subtract({ days: 80 }), anchor.subtract({ days: 78 }));
    expect(before.map((d) => [d.closed, d.total])).toEqual([
      [false, 0],
      [false, 0],
      [false, 0],
    ]);
    try {
      // One location closed on d1's weekday (by general settings' opening hours): CLOSED for it
      // alone, though it sold and admitted guests that day; all locations: still open.
      const weekday = hours[d1.dayOfWeek - 1]!.weekday;
      await saveWeekly(
        code,
        hours.map((d) => (d.weekday === weekday ? { ...d, isOpen: false } : d)),
      );
      const one = await days(local);
      expect(one.map((d) => d.closed)).toEqual([true, false, false]);
      expect(one[0]!.total).toBeGreaterThan(0);
      expect(await closed()).toEqual([false, false, false]);
      // A timed exception opens that date again; an all-day one closes d2.
      await addException(code, d1, { isAllDay: false, startTime: '18:00', endTime: '22:00' });
      await addException(code, d2);
      expect(await closed(local)).toEqual([false, true, false]);
      expect(await closed()).toEqual([false, false, false]);
      // d2 closed at every location: CLOSED for the selection.
      for (const l of locs.slice(1)) await addException(String(l.code), d2);
      expect(await closed()).toEqual([false, true, false]);
    } finally {
      await saveWeekly(code, hours);
      for (const l of locs) {
        await clear(String(l.code), d1);
        await clear(String(l.code), d2);
      }
    }
    expect(await closed()).toEqual([false, false, false]);
  });
});

describe('the REST API allows exactly what the gateway allows', () => {
  const ownersBoxMenu = DASHBOARDS.ownersBox.menu;
  const guests = WIDGET_IDS.ownersBox.numberOfGuests;
  const revenue = WIDGET_IDS.ownersBox.revenue;

  /** A user holding exactly `grants` in FunZone: signed in at the REST API and at the gateway. */
  async function holding(grants: [number, FlagName[]][]) {
    const { email } = await userWithBits(stack.database.db, funzone, encodePermissions(new Map(grants)));
    const token = await restLogin(stack.restUrl, email);
    const rest = (url: string) => restCall(stack.restUrl, token, 'GET', url, { masterClient: funzone });
    return { email, rest, gateway: await signIn(email) };
  }

  it("refuses a widget to a role holding its flag but not the dashboard's", async () => {
    const user = await holding([[revenue, ['view']]]);
    expect((await user.rest('/dashboards/revenue')).status).toBe(403);
    const r = await ownersBox('revenue { title }', filter, user.gateway);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const allowed = await holding([
      [ownersBoxMenu, ['view']],
      [revenue, ['view']],
    ]);
    expect((await allowed.rest('/dashboards/revenue')).status).toBe(200);
    expect((await ownersBox('revenue { title }', filter, allowed.gateway)).errors).toBeUndefined();
  });

  it('answers each call of a batch as its GET route would, refusing only the calls not allowed', async () => {
    const user = await holding([
      [ownersBoxMenu, ['view']],
      [revenue, ['view']],
    ]);
    const token = await restLogin(stack.restUrl, user.email);
    const query = {
      dateRange: 17,
      startDate: filter.startDate,
      endDate: filter.endDate,
      locations: locationIds.join(','),
    };
    const batch = await restCall(stack.restUrl, token, 'POST', '/dashboards/batch', {
      masterClient: funzone,
      body: {
        calls: [
          { metric: 'revenue', query },
          { metric: 'new-guests', query },
          { metric: 'revenue', query: { ...query, startDate: '13/45/2026' } },
        ],
      },
    });
    expect(batch.status).toBe(200);
    const [allowed, refused, invalid] = (batch.body as { data: { results: Row[] } }).data.results;
    const single = await user.rest(
      `/dashboards/revenue?${new URLSearchParams({ ...query, dateRange: String(query.dateRange) })}`,
    );
    expect(allowed).toEqual({ data: (single.body as { data: { data: Row } }).data.data, error: null });
    expect(refused).toEqual({ data: null, error: { status: 403, message: expect.any(String) } });
    expect(invalid).toEqual({ data: null, error: { status: 400, message: 'startDate must be MM/DD/YYYY' } });
  });

  it('refuses an empty batch and one beyond its size', async () => {
    const token = await restLogin(stack.restUrl, 'director@funzone.test');
    const send = (calls: unknown[]) =>
      restCall(stack.restUrl, token, 'POST', '/dashboards/batch', { masterClient: funzone, body: { calls } });
    expect((await send(Array.from({ length: 65 }, () => ({ metric: 'revenue', query: {} })))).status).toBe(400);
    expect((await send([])).status).toBe(400);
  });

  it('refuses the resources lookup without the dashboard either', async () => {
    const user = await holding([[guests, ['view']]]);
    expect((await user.rest('/number-of-guests-resources?src=lookup&locationCode=FZD')).status).toBe(403);
  });

  it('refuses the quarter-hour export without update and execute, at both', async () => {
    const viewer = await holding([
      [ownersBoxMenu, ['view']],
      [guests, ['view']],
    ]);
    const exportUrl = `/dashboards/number-of-guests?isExport=true&dateRange=17&startDate=${filter.startDate}&endDate=${filter.endDate}`;
    expect((await viewer.rest('/dashboards/number-of-guests')).status).toBe(200);
    expect((await viewer.rest(exportUrl)).status).toBe(403);
    const r = await ownersBox('numberOfGuestsExport { date }', filter, viewer.gateway);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const exporter = await holding([
      [ownersBoxMenu, ['view']],
      [guests, ['view', 'updateAndExecute']],
    ]);
    expect((await exporter.rest(exportUrl)).status).toBe(200);
    expect((await ownersBox('numberOfGuestsExport { date }', filter, exporter.gateway)).errors).toBeUndefined();
  });
});
