/**
 * Comparisons an owner can believe: when the compared period begins before the master client's
 * first data day (the earliest business day in its daily facts), a card gives no change but that
 * day, and the card says 'no data before' it. On the demo data, Owner's Box for Last month is
 * compared with the month before, which begins before the demo's first day.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardWorld, startDashboardWorld } from './support/dashboardWorld.ts';

let w: DashboardWorld;
let first: string;
beforeAll(async () => {
  w = await startDashboardWorld();
  const ids = `{${w.locationIds.join(',')}}`;
  first = String(
    (await w.one(sql`select min(business_date)::text as day from dash_daily where location_id = any(${ids}::int[])`))
      .day,
  );
});
afterAll(() => w?.stack.close());

type Conversion = {
  change: number | null;
  trendType: string | null;
  trendCaption: string | null;
  noDataBefore: string | null;
};
// Revenue compares with its target unless a comparison is asked; these compare with the previous period.
const CARDS = ['newGuests', 'repeatGuests', 'averageTicket', 'revenuePerGuest'] as const;
const selection = CARDS.map((c) => `${c} { conversion { change trendType trendCaption noDataBefore } }`).join(' ');

describe("Owner's Box comparisons against the first data day", () => {
  it('Last month against the month before: no percentage, but the first data day', async () => {
    const answer = await w.ask<Record<string, { conversion: Conversion }>>('ownersBox', selection, { dateRange: 7 });
    const anchor = Temporal.PlainDate.from(w.to);
    const monthBefore = anchor.with({ day: 1 }).subtract({ months: 2 });
    // The demo's facts begin within the month before last month, so that month is partly empty.
    expect(Temporal.PlainDate.compare(monthBefore, Temporal.PlainDate.from(first))).toBeLessThan(0);
    for (const card of CARDS) {
      expect(answer[card]!.conversion, card).toEqual({
        change: null,
        trendType: null,
        trendCaption: 'vs previous period',
        noDataBefore: first,
      });
    }
  });

  it('a compared period wholly after the first data day keeps its change', async () => {
    const answer = await w.ask<Record<string, { conversion: Conversion }>>('ownersBox', selection, { dateRange: 4 });
    for (const card of CARDS) {
      expect(answer[card]!.conversion.noDataBefore, card).toBeNull();
      expect(answer[card]!.conversion.trendCaption, card).toBe('vs previous period');
    }
    expect(answer.newGuests!.conversion.change).not.toBeNull();
  });
});
