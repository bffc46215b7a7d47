/**
 * Amounts carry their locations' currency: one currency → its ISO code on the widget
 * and on every table row; locations in different currencies → no code (the figures are not one
 * amount), each row still in its own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardWorld, startDashboardWorld } from './support/dashboardWorld.ts';

let w: DashboardWorld;
let euro: number;
beforeAll(async () => {
  w = await startDashboardWorld();
  euro = w.locationIds[1]!;
  await w.rows(sql`update location_settings set currency = 'EUR' where location_id = ${euro} returning location_id`);
});
afterAll(() => w?.stack.close());

const selection = `revenue { currencyCode } paymentsReceived { currencyCode }
  locationStatistics { currencyCode rows { name currency } }
  topProductSold { currencyCode rows { location currency } }`;
type Answer = {
  revenue: { currencyCode: string | null };
  paymentsReceived: { currencyCode: string | null };
  locationStatistics: { currencyCode: string | null; rows: { name: string; currency: string }[] };
  topProductSold: { currencyCode: string | null; rows: { location: string; currency: string }[] };
};

describe('the currency of dashboard amounts', () => {
  it('is the one currency of the locations asked', async () => {
    const dollars = await w.ask<Answer>('ownersBox', selection, { ...w.filter, locations: [w.locationIds[0]!] });
    expect(dollars.revenue.currencyCode).toBe('USD');
    const euros = await w.ask<Answer>('ownersBox', selection, { ...w.filter, locations: [euro] });
    expect(euros.revenue.currencyCode).toBe('EUR');
    expect(euros.paymentsReceived.currencyCode).toBe('EUR');
    expect(euros.locationStatistics.rows.map((r) => r.currency)).toEqual(['EUR']);
  });

  it('is none when the locations use different currencies; each row keeps its own', async () => {
    const all = await w.ask<Answer>('ownersBox', selection);
    expect(all.revenue.currencyCode).toBeNull();
    expect(all.locationStatistics.currencyCode).toBeNull();
    expect(all.topProductSold.currencyCode).toBeNull();
    const [named] = await w.rows(sql`select name from locations where id = ${euro}`);
    for (const row of all.locationStatistics.rows) expect(row.currency).toBe(row.name === named!.name ? 'EUR' : 'USD');
    for (const row of all.topProductSold.rows) expect(row.currency).toBe(row.location === named!.name ? 'EUR' : 'USD');
  });
});
