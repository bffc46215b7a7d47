/**
 * The table widgets and the cards an owner adds up by hand, against SQL over the fact
 * tables: 'Top product sold' equals its rows, employee performance has a row per employee and
 * location, location statistics and location performance column by column, and waivers signed
 * counted from the waivers themselves (not from new guests).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardWorld, n, startDashboardWorld, units } from './support/dashboardWorld.ts';

let w: DashboardWorld;
beforeAll(async () => {
  w = await startDashboardWorld();
});
afterAll(() => w?.stack.close());

const cents = (v: number) => Math.round(v * 100);
const sum = <T>(list: T[], f: (x: T) => number) => list.reduce((a, x) => a + f(x), 0);
const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('top product sold', () => {
  type Top = {
    topProductSold: {
      value: number;
      subValue: number;
      text: string;
      rows: { location: string; product: string; quantitySold: number; totalRevenue: number }[];
    };
  };
  const selection = 'topProductSold { value subValue text rows { location product quantitySold totalRevenue } }';

  it.each([
    ['the 14-day window', () => w.filter],
    ['one day', () => ({ ...w.filter, startDate: w.filter.endDate })],
  ])('says what its rows add up to, and both match the sale lines (%s)', async (_name, filter) => {
    const f = filter();
    const t = (await w.ask<Top>('ownersBox', selection, f)).topProductSold;
    const days = f.startDate === f.endDate ? { from: w.to, to: w.to } : { from: w.from, to: w.to };
    const top = await w.one(sql`select p.name, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_products p on p.id = s.product_id where ${w.scope('s', days)}
      group by p.name order by c desc, p.name limit 1`);
    const perLocation = await w.rows(sql`select l.name as location, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_products p on p.id = s.product_id join locations l on l.id = s.location_id
      where ${w.scope('s', days)} and p.name = ${String(top.name)} group by l.name`);

    expect(t.text).toBe(top.name);
    expect(t.subValue).toBe(n(top.q));
    expect(t.value).toBe(units(top.c));
    expect(t.subValue).toBe(sum(t.rows, (r) => r.quantitySold));
    expect(cents(t.value)).toBe(sum(t.rows, (r) => cents(r.totalRevenue)));
    expect(new Set(t.rows.map((r) => r.product))).toEqual(new Set([top.name]));
    expect(sorted(t.rows.map((r) => ({ location: r.location, q: r.quantitySold, c: cents(r.totalRevenue) })))).toEqual(
      sorted(perLocation.map((r) => ({ location: r.location, q: n(r.q), c: n(r.c) }))),
    );
  });
});

describe('employee performance', () => {
  type Emp = {
    employeePerformance: {
      columns: string[];
      rows: { locationId: number; location: string; employee: string; quantitySold: number; totalSales: number }[];
      totalRow: { quantitySold: number; totalSales: number };
    };
  };
  const selection =
    'employeePerformance { columns rows { locationId location employee quantitySold totalSales } totalRow { quantitySold totalSales } }';

  it('has a row per employee with its location, each matching the sale lines', async () => {
    const e = (await w.ask<Emp>('operationalEfficiency', selection)).employeePerformance;
    const facts =
      await w.rows(sql`select e.location_id, l.name as location, e.name, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_employees e on e.id = s.employee_id join locations l on l.id = e.location_id
      where ${w.scope('s')} group by e.id, e.location_id, l.name, e.name`);
    expect(e.columns).toEqual(['location', 'employee', 'quantitySold', 'totalSales']);
    expect(sorted(e.rows.map((r) => ({ ...r, totalSales: cents(r.totalSales) })))).toEqual(
      sorted(
        facts.map((r) => ({
          locationId: n(r.location_id),
          location: r.location,
          employee: r.name,
          quantitySold: n(r.q),
          totalSales: n(r.c),
        })),
      ),
    );
    // The same name appears at several locations (the demo staff), told apart by the location.
    const names = e.rows.map((r) => r.employee);
    expect(new Set(names).size).toBeLessThan(names.length);
    expect(new Set(e.rows.map((r) => `${r.location}|${r.employee}`)).size).toBe(e.rows.length);
    expect(e.totalRow.quantitySold).toBe(sum(e.rows, (r) => r.quantitySold));
  });

  it('narrowed to a location and a product, matches the lines of that product there', async () => {
    const loc = await w.one(sql`select id, code from locations where id = ${w.locationIds[0]!}`);
    const product = await w.one(sql`select p.name from dash_sale_lines s join dash_products p on p.id = s.product_id
      where ${w.scope('s')} and s.location_id = ${n(loc.id)} group by p.name order by count(*) desc, p.name limit 1`);
    const e = (
      await w.ask<Emp>(
        'operationalEfficiency',
        selection.replace(
          'employeePerformance',
          `employeePerformance(location: "${loc.code}", product: "${product.name}")`,
        ),
      )
    ).employeePerformance;
    const facts = await w.rows(sql`select e.name, sum(s.quantity) as q from dash_sale_lines s
      join dash_employees e on e.id = s.employee_id join dash_products p on p.id = s.product_id
      where ${w.scope('s')} and s.location_id = ${n(loc.id)} and p.name = ${String(product.name)} group by e.id, e.name`);
    expect(sorted(e.rows.map((r) => [r.employee, r.quantitySold]))).toEqual(sorted(facts.map((r) => [r.name, n(r.q)])));
    expect(new Set(e.rows.map((r) => r.locationId))).toEqual(new Set([n(loc.id)]));
  });
});

describe('location statistics and location performance', () => {
  it('location statistics, every column of every location', async () => {
    const s = (
      await w.ask<{ locationStatistics: { rows: Record<string, unknown>[] } }>(
        'ownersBox',
        'locationStatistics { rows { name newGuest repeatGuest avgTicket events sales } }',
      )
    ).locationStatistics;
    const facts = await w.rows(sql`select l.name,
        (select count(*) filter (where is_new) from dash_visits v where v.location_id = l.id and ${w.scope('v')}) as fresh,
        (select count(*) filter (where not is_new) from dash_visits v where v.location_id = l.id and ${w.scope('v')}) as repeat,
        (select count(*) from dash_bookings b where b.location_id = l.id and ${w.scope('b')}) as events,
        (select sum(total_cents) from dash_sales x where x.location_id = l.id and ${w.scope('x')}) as cents,
        (select count(*) from dash_sales x where x.location_id = l.id and ${w.scope('x')}) as tickets
      from locations l where l.id = any(${`{${w.locationIds.join(',')}}`}::int[])`);
    expect(sorted(s.rows)).toEqual(
      sorted(
        facts.map((r) => ({
          name: r.name,
          newGuest: n(r.fresh),
          repeatGuest: n(r.repeat),
          avgTicket: units(n(r.cents) / n(r.tickets)),
          events: n(r.events),
          sales: units(r.cents),
        })),
      ),
    );
  });

  it('location performance: the best (location, product) pairs and their total', async () => {
    type Perf = {
      locationPerformance: {
        rows: { location: string; product: string; quantitySold: number; totalRevenue: number }[];
        rowsTotal: { quantitySold: number; totalRevenue: number };
      };
    };
    const p = (
      await w.ask<Perf>(
        'driveRevenue',
        'locationPerformance { rows { location product quantitySold totalRevenue } rowsTotal { quantitySold totalRevenue } }',
      )
    ).locationPerformance;
    const facts =
      await w.rows(sql`select l.name as location, p.name as product, sum(s.quantity) as q, sum(s.amount_cents) as c
      from dash_sale_lines s join dash_products p on p.id = s.product_id join locations l on l.id = s.location_id
      where ${w.scope('s')} group by l.name, p.name order by c desc, location, product limit 50`);
    expect(p.rows.map((r) => [r.location, r.product, r.quantitySold, cents(r.totalRevenue)])).toEqual(
      facts.map((r) => [r.location, r.product, n(r.q), n(r.c)]),
    );
    expect(p.rowsTotal.quantitySold).toBe(sum(p.rows, (r) => r.quantitySold));
    expect(cents(p.rowsTotal.totalRevenue)).toBe(sum(p.rows, (r) => cents(r.totalRevenue)));
  });
});

describe('waivers signed', () => {
  it('counts the waivers, which follow the adults of a party, not new guests', async () => {
    type Card = { conversion: { value: number } };
    const op = await w.ask<{ waiversSigned: Card }>('operationalEfficiency', 'waiversSigned { conversion { value } }');
    const ge = await w.ask<{ waiversSigned: Card; newGuests: Card }>(
      'guestExperience',
      'waiversSigned { conversion { value } } newGuests { conversion { value } }',
    );
    const waivers = await w.one(sql`select count(*) as c from dash_waivers where ${w.scope()}`);
    const fresh = await w.one(sql`select count(*) as c from dash_visits where ${w.scope()} and is_new`);
    expect(op.waiversSigned.conversion.value).toBe(n(waivers.c));
    expect(ge.waiversSigned.conversion.value).toBe(n(waivers.c));
    expect(ge.newGuests.conversion.value).toBe(n(fresh.c));
    expect(ge.waiversSigned.conversion.value).not.toBe(ge.newGuests.conversion.value);
    // The seed's rule, from the visits: every adult of a first visit, or of one after a long absence.
    const rule = await w.one(sql`select sum(adults) as c from dash_visits where ${w.scope()}
      and (is_new or days_since_last_visit > 180)`);
    expect(n(waivers.c)).toBe(n(rule.c));
  });
});
