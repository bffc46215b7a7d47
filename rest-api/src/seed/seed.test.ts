import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SELECTOR_INDEX } from '@marquee/core/menu';
import { Flag, hasBlockedDefaultAccess, hasFlag } from '@marquee/core/permissions';
import { queryRows } from '../db/rows.ts';
import { freshTestDatabase, type TestDatabase } from '../test/harness.ts';
import { seedDatabase } from './seed.ts';
import { GUEST_COUNT } from './venue.ts';
import { DEMO_USERS } from './users.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await freshTestDatabase();
});
afterAll(() => t?.close());

const bits = (email: string) => DEMO_USERS.find((u) => u.email === email)!.role.permissionBits;
const can = (email: string, index: number, flag: number = Flag.view) => hasFlag(bits(email), 7, index, flag);

describe('demo data', () => {
  it('seeds once: a second run finds the marker and does nothing', async () => {
    expect(await seedDatabase(t.database.db, { scale: 1 })).toBe(false);
  });

  it('gives each demo role the case it demonstrates', () => {
    expect(can('director@funzone.test', 130, Flag.removeMultiple)).toBe(true);
    expect(can('admin@funzone.test', 4)).toBe(false);
    expect(can('admin@funzone.test', 18)).toBe(false);
    expect(can('admin@funzone.test', 107)).toBe(false);
    expect(can('admin@funzone.test', 12, Flag.remove)).toBe(true);
    expect(can('staff@funzone.test', 16)).toBe(true);
    expect(can('staff@funzone.test', 16, Flag.add)).toBe(false);
    expect(can('staff@funzone.test', 0)).toBe(false);
    expect(hasBlockedDefaultAccess(bits('blocked@funzone.test'), 7)).toBe(true);
    // The settings viewer lists and opens settings screens but may not change them.
    expect(can('viewer@funzone.test', 13)).toBe(true);
    expect(can('viewer@funzone.test', 6, Flag.detailView)).toBe(true);
    expect(can('viewer@funzone.test', 6, Flag.add)).toBe(false);
    expect(can('viewer@funzone.test', 15, Flag.updateAndExecute)).toBe(false);
    expect(hasBlockedDefaultAccess(bits('director@funzone.test'), 7)).toBe(false);
    const selector = DEMO_USERS.filter((u) => can(u.email, CUSTOMER_SELECTOR_INDEX)).map((u) => u.email);
    expect(selector.sort()).toEqual(
      [
        'admin@funzone.test',
        'director@funzone.test',
        'newbie@funzone.test',
        'solo@bowlarama.test',
        'support@marquee.app',
        'viewer@funzone.test',
      ].sort(),
    );
  });

  it('gives every location its zone and each master client its guests, each its own', async () => {
    const rows = await queryRows<{ missing: number; zones: string[]; guests: number; foreign: number }>(
      t.database.db,
      sql`
      select (select count(*)::int from locations l left join location_settings s on s.location_id = l.id
                where s.location_id is null or s.master_client_id <> l.master_client_id) as missing,
             (select array_agg(distinct time_zone order by time_zone) from location_settings) as zones,
             (select count(*)::int from guests) as guests,
             (select count(*)::int from guests g join locations l on l.id = g.home_location_id
                where l.master_client_id <> g.master_client_id) as foreign`,
    );
    expect(rows[0]).toEqual({
      missing: 0,
      zones: expect.arrayContaining(['America/Chicago', 'America/Los_Angeles', 'America/New_York']),
      guests: Object.values(GUEST_COUNT).reduce((a, b) => a + b, 0),
      foreign: 0,
    });
  });
});
