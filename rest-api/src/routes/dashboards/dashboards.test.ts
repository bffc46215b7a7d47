import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS } from '@marquee/core/dashboards/metrics';
import { sql } from 'drizzle-orm';
import { dashboardAnchor } from '../../seed/dashboards/seed.ts';
import { fakeClock } from '../../test/clock.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

// The demo data ends on the day the (possibly cached) test database was seeded: the app's today
// is put on that day, so "last 30 days" and "last month" hold data however old the cache is.
const clock = fakeClock();
let t: TestApp;
let token: string;
let masterClient: number;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  clock.set(new Date(`${await dashboardAnchor(t.database.db)}T12:00:00Z`));
  token = await t.login('director@funzone.test');
  const rows = (await t.database.db.execute(
    sql`select id from master_clients where name like 'FunZone%'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  masterClient = Number(rows.rows[0]!.id);
});
afterAll(() => t?.close());

const get = (path: string, who = token) =>
  t.inject({
    method: 'GET',
    url: `${path}${path.includes('?') ? '&' : '?'}masterClient=${masterClient}`,
    headers: bearer(who),
  });

describe('GET /dashboards/{metric}', () => {
  it('answers every metric of spec/2 §7 in data.data for the last 30 days', async () => {
    for (const metric of METRICS) {
      const res = await get(`/dashboards/${metric}?dateRange=16&rollingDataRange=3`);
      expect(res.statusCode, `${metric}: ${res.body}`).toBe(200);
      const widget = res.json().data.data;
      expect(widget.title, metric).toBeTruthy();
      expect(widget.currentSerie).toBe(metric === 'peak-hours' ? 'THIS_WEEK' : 'TODAY');
    }
  });

  it('hides the trend for a rolling range and shows it against the target for last month', async () => {
    const rolling = (await get('/dashboards/revenue?dateRange=16&rollingDataRange=3')).json().data.data;
    expect(rolling.conversion.trendType).toBeNull();
    const month = (await get('/dashboards/revenue?dateRange=7')).json().data.data;
    expect(month.conversion.trendCaption).toBe('of target');
    expect(month.conversion.ofTarget).toBeGreaterThan(50);
  });

  it('answers every tab with allTabs, the asked one among them, and none under a named date range', async () => {
    const widget = (await get('/dashboards/peak-hours?allTabs=true')).json().data.data;
    expect(widget.perTab.map((w: { currentSerie: string }) => w.currentSerie)).toEqual([
      'TODAY',
      'YESTERDAY',
      'THIS_WEEK',
    ]);
    const { perTab, ...asked } = widget;
    expect(perTab[2]).toEqual(asked);
    expect(perTab[0].series).toHaveLength(1);
    expect((await get('/dashboards/peak-hours')).json().data.data.perTab).toBeUndefined();
    expect((await get('/dashboards/peak-hours?allTabs=true&dateRange=7')).json().data.data.perTab).toBeUndefined();
    const batch = await t.inject({
      method: 'POST',
      url: `/dashboards/batch?masterClient=${masterClient}`,
      headers: bearer(token),
      payload: { calls: [{ metric: 'revenue', query: { allTabs: true } }] },
    });
    expect(batch.json().data.results[0].data.perTab).toHaveLength(3);
  });

  it('exports number of guests per day with 96 quarter-hour slots', async () => {
    const res = await get('/dashboards/number-of-guests?isExport=true&dateRange=16&rollingDataRange=1');
    const days = res.json().data.data.data;
    expect(days).toHaveLength(7);
    expect(days[0].slots).toHaveLength(96);
    expect(days.some((d: { total: number }) => d.total > 0)).toBe(true);
  });

  it('refuses a custom range whose start is after its end, and a malformed date', async () => {
    expect((await get('/dashboards/revenue?dateRange=17&startDate=02/02/2026&endDate=02/01/2026')).statusCode).toBe(
      400,
    );
    expect((await get('/dashboards/revenue?dateRange=17&startDate=2026-02-01&endDate=02/01/2026')).statusCode).toBe(
      400,
    );
  });

  it('needs a master client and the widget permission', async () => {
    const none = await t.inject({ method: 'GET', url: '/dashboards/revenue', headers: bearer(token) });
    expect(none.statusCode).toBe(400);
    const staff = await t.login('staff@funzone.test');
    expect((await get('/dashboards/revenue', staff)).statusCode).toBe(403);
  });

  it('lists resources and products of a location', async () => {
    const resources = (await get('/number-of-guests-resources?src=lookup&locationCode=FZD')).json().data;
    expect(resources.map((r: { code: string }) => r.code)).toContain('LTA');
    const products = (await get('/dashboards/products?location=FZD')).json().data;
    expect(products.length).toBeGreaterThan(5);
  });
});
