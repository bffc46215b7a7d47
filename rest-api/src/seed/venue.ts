/**
 * Each demo location's settings (its time zone from its state, US dollars) and each master
 * client's guests: realistic, deterministic people that bookings, marketing and CRM share.
 * Kept small (a few hundred per client at scale 1): the seed runs in every test database.
 */
import { timeZoneForState } from '@marquee/core/venue/locationSettings';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { guests } from '../db/schema-guests.ts';
import { locationSettings } from '../db/schema-locationsettings.ts';
import * as t from '../db/schema.ts';
import type { Random } from './prng.ts';
import { FIRST, LAST } from './staff.ts';
import type { MasterClientKey } from './tenancy.ts';

export const GUEST_COUNT: Record<MasterClientKey, number> = { funzone: 600, bowlarama: 200, jumppark: 150 };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedVenue(tx: Tx, clientIds: Map<MasterClientKey, number>, scale: number, random: Random) {
  for (const [key, masterClientId] of clientIds) {
    const rows = await tx
      .select({ id: t.locations.id, state: t.locations.state, postalCode: t.locations.postalCode })
      .from(t.locations)
      .where(eq(t.locations.masterClientId, masterClientId))
      .orderBy(t.locations.id);
    await tx
      .insert(locationSettings)
      .values(rows.map((l) => ({ locationId: l.id, masterClientId, timeZone: timeZoneForState(l.state) })));
    const count = GUEST_COUNT[key] * Math.max(1, Math.round(scale));
    const people = Array.from({ length: count }, (_, i) => {
      const firstName = random.pick(FIRST);
      const lastName = random.pick(LAST);
      const home = rows[random.int(0, rows.length - 1)]!;
      // One in ten walk-ins left no e-mail; the rest are unique by their number.
      const email = i % 10 === 7 ? '' : `${firstName}.${lastName}${i + 1}@guests.${key}.test`.toLowerCase();
      return {
        masterClientId,
        homeLocationId: home.id,
        firstName,
        lastName,
        email,
        phone: `1${random.int(200, 989)}555${pad(random.int(0, 9999), 4)}`,
        birthDate: `${random.int(1950, 2019)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
        postalCode: home.postalCode,
        marketingOptIn: random.next() < 0.6,
      };
    });
    for (let i = 0; i < people.length; i += 500) await tx.insert(guests).values(people.slice(i, i + 500));
  }
}
