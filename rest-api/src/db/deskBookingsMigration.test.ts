/**
 * The custom migration that tells desk bookings from online ones on the dashboards: run as written
 * against bookings and their facts, a staff member's small booking becomes a desk booking (kind 3),
 * the guest shop's stays online (kind 2), a group event stays one; the day's, week's and month's
 * rollups count them as the facts now say, and days without desk bookings are left alone.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FILE = '../../migrations/bookings/0008_desk_booking_facts.sql';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
});
afterAll(() => db?.close());

const rollup = (table: string, day: string) =>
  `create table "${table}" (location_id int, ${day} date, online_bookings bigint, online_booking_cents bigint,
     desk_bookings bigint default 0, primary key (location_id, ${day}))`;

describe('0008_desk_booking_facts', () => {
  it('moves staff bookings from online to desk, in the facts and in every rollup', async () => {
    await db.exec(`
      create table dash_bookings (id int primary key, location_id int, business_date date, kind smallint, amount_cents bigint);
      create table bookings (id int primary key, dash_fact_id int, created_by int);
      ${rollup('dash_daily', 'business_date')}; ${rollup('dash_weekly', 'week')}; ${rollup('dash_monthly', 'month')};
      -- Wednesday 2026-11-25: one shop booking, one desk booking, one desk group event.
      insert into dash_bookings values (1, 7, '2026-11-25', 2, 6000), (2, 7, '2026-11-25', 2, 4000), (3, 7, '2026-11-25', 1, 90000),
        (4, 7, '2026-11-20', 2, 1000);
      insert into bookings values (11, 1, null), (12, 2, 5), (13, 3, 5), (14, 4, null);
      insert into dash_daily values (7, '2026-11-25', 2, 10000, 0), (7, '2026-11-20', 1, 1000, 0);
      insert into dash_weekly values (7, '2026-11-22', 2, 10000, 0), (7, '2026-11-15', 1, 1000, 0);
      insert into dash_monthly values (7, '2026-11-01', 3, 11000, 0);
    `);
    await db.exec(readFileSync(new URL(FILE, import.meta.url), 'utf8').replaceAll('--> statement-breakpoint', ''));
    const kinds = (await db.query<{ id: number; kind: number }>('select id, kind from dash_bookings order by id')).rows;
    expect(kinds.map((r) => r.kind)).toEqual([2, 3, 1, 2]);
    const rows = async (table: string, day: string) =>
      (
        await db.query<{ d: string; online: number; cents: number; desk: number }>(
          `select ${day}::text as d, online_bookings::int as online, online_booking_cents::int as cents,
             desk_bookings::int as desk from "${table}" order by 1`,
        )
      ).rows;
    expect(await rows('dash_daily', 'business_date')).toEqual([
      { d: '2026-11-20', online: 1, cents: 1000, desk: 0 },
      { d: '2026-11-25', online: 1, cents: 6000, desk: 1 },
    ]);
    expect(await rows('dash_weekly', 'week')).toEqual([
      { d: '2026-11-15', online: 1, cents: 1000, desk: 0 },
      { d: '2026-11-22', online: 1, cents: 6000, desk: 1 },
    ]);
    expect(await rows('dash_monthly', 'month')).toEqual([{ d: '2026-11-01', online: 2, cents: 7000, desk: 1 }]);
  });
});
