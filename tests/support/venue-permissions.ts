/**
 * The calendar's and integrations' cases of tests/rest-permissions.test.ts: every route
 * of /calendar (menu 16) and of the location integrations (menu 122) with the flag it needs. Calls
 * are built synchronously, so `prepareVenueCases` makes a pool of exceptions to edit and remove
 * and each call takes the next one (a served write must change rows). ChurnZero also needs provider
 * staff: tests/venue.test.ts covers it. General and registration settings need the Locations
 * bits of core/src/venue/settingsAccess.ts; each save takes a location that never saved (version 0).
 */
import { sql } from 'drizzle-orm';
import type { FlagName } from '../../core/src/permissions.ts';
import { DEFAULT_REGISTRATION } from '../../core/src/venue/registration.ts';
import { LOCATION_SETTINGS_READ, LOCATION_SETTINGS_SAVE } from '../../core/src/venue/settingsAccess.ts';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { newException } from './venue-routes.ts';
import type { Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let code = 'CODE';
const pool: number[] = [];
let n = 0;
const next = () => ++n;
const dateOf = (i: number) => `2032-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;

export async function prepareVenueCases(db: Db, masterClientId: number): Promise<void> {
  const [first] = await queryRows<{ code: string }>(
    db,
    sql`select code from locations where master_client_id = ${masterClientId} order by id limit 1`,
  );
  code = first!.code;
  // All dated 2030-01-15 (newException): the served DELETE of that date removes those left.
  for (let i = 0; i < 8; i++) pool.push(await newException(db, masterClientId, code));
  // The last two locations (the calendar cases use the first), with the version a save must name.
  const versions = (table: string) =>
    queryRows<Saved>(
      db,
      sql`select l.code, coalesce(s.version, 0)::int as version from locations l
          left join ${sql.raw(table)} s on s.location_id = l.id
          where l.master_client_id = ${masterClientId} order by l.id desc limit 2`,
    );
  generalPool.push(...(await versions('location_settings')));
  registrationPool.push(...(await versions('registration_settings')));
}

/** A location and the version of its settings: each save call takes the next, so none is stale. */
interface Saved {
  code: string;
  version: number;
}
const generalPool: Saved[] = [];
const registrationPool: Saved[] = [];
const nextOf = (pool: Saved[]): Saved => pool.shift() ?? { code, version: 0 };

const week = (open: boolean) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => ({
    weekday,
    isOpen: open,
    startTime: '09:00',
    endTime: '18:00',
  }));
const calendar = (flag: FlagName, call: () => Call) => ({ permission: [16, flag] as [number, FlagName], call });
const integrations = (flag: FlagName, call: () => Call) => ({ permission: [122, flag] as [number, FlagName], call });
const locationSettings = (need: { module: number; flag: FlagName }, call: () => Call) => ({
  permission: [need.module, need.flag] as [number, FlagName],
  call,
});

export const VENUE_CASES = [
  calendar('view', () => ({ method: 'POST', url: '/calendar', body: { code, from: '2030-01-01', to: '2030-01-31' } })),
  calendar('view', () => ({ method: 'GET', url: `/calendar/exceptions?code=${code}&from=2030-01-01&to=2030-01-31` })),
  calendar('view', () => ({ method: 'GET', url: `/calendar/open?code=${code}&at=2030-01-15T12:00` })),
  calendar('updateAndExecute', () => ({
    method: 'POST',
    url: '/calendar/weekly-availability',
    body: { code, weeklyAvailability: week(next() % 2 === 0) },
  })),
  calendar('add', () => ({
    method: 'POST',
    url: '/calendar/exceptions',
    body: { code, exceptionDate: dateOf(next()), isAllDay: true },
  })),
  calendar('updateAndExecute', () => ({
    method: 'PUT',
    url: '/calendar/exceptions',
    body: { code, id: pool.shift() ?? 1, exceptionDate: dateOf(next()), isAllDay: true },
  })),
  calendar('remove', () => ({ method: 'POST', url: `/calendar/remove/${pool.shift() ?? 1}` })),
  calendar('remove', () => ({
    method: 'DELETE',
    url: `/calendar/exceptions?code=${code}&exceptionDate=2030-01-15`,
  })),
  locationSettings(LOCATION_SETTINGS_READ, () => ({ method: 'GET', url: `/general-settings?locationCode=${code}` })),
  locationSettings(LOCATION_SETTINGS_SAVE, () => {
    const at = nextOf(generalPool);
    return {
      method: 'POST',
      url: `/general-settings?locationCode=${at.code}`,
      body: {
        timeZone: 'America/Chicago',
        currency: 'USD',
        dateFormat: 'MM/dd/yyyy',
        language: 'en',
        openingHours: week(true),
        contactEmail: '',
        contactPhone: '',
        website: '',
        version: at.version,
      },
    } as Call;
  }),
  locationSettings(LOCATION_SETTINGS_SAVE, () => {
    const at = nextOf(registrationPool);
    return {
      method: 'POST',
      url: `/registration-settings?locationCode=${at.code}`,
      body: { ...DEFAULT_REGISTRATION, waiverText: 'x', version: at.version },
    } as Call;
  }),
  ...['google-analytics', 'google-tag-manager', 'voucherify'].flatMap((path) => [
    integrations('view', () => ({ method: 'GET', url: `/integrations/${path}?locationCode=${code}` })),
    integrations('updateAndExecute', () => ({
      method: 'PUT',
      url: `/integrations/${path}?locationCode=${code}`,
      body: { isEnabled: false },
    })),
  ]),
];
