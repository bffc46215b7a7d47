/**
 * General settings (location_settings) and registration settings (registration_settings) of one
 * location, read with the defaults for a location that never saved, written under an optimistic
 * version (0 = "I read the defaults") with an audit row in the same transaction.
 */
import { DEFAULT_REGISTRATION, type RegistrationSettings } from '@marquee/core/venue/registration';
import {
  defaultGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsInput,
} from '@marquee/core/venue/generalSettings';
import { DEFAULT_WEEKLY_AVAILABILITY } from '@marquee/core/venue/calendar';
import { timeZoneForState } from '@marquee/core/venue/locationSettings';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { registrationSettings as reg } from '../../db/schema-integrations.ts';
import { locationSettings as ls } from '../../db/schema-locationsettings.ts';
import { staleRecord } from '../../resources/errors.ts';
import { audit } from '../audit.ts';
import { type OwnedLocation, settingsRow } from './locations.ts';

export async function generalSettings(db: Executor, mc: number, location: OwnedLocation): Promise<GeneralSettings> {
  const row = await settingsRow(db, mc, location.id);
  if (!row) return defaultGeneralSettings(location.code, timeZoneForState(location.state));
  return {
    locationCode: location.code,
    timeZone: row.timeZone,
    currency: row.currency,
    dateFormat: row.dateFormat,
    language: row.language,
    openingHours: row.weeklyAvailability ?? DEFAULT_WEEKLY_AVAILABILITY,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    version: row.version,
  };
}

const flat = (s: Omit<GeneralSettings, 'locationCode' | 'version'>) => ({
  ...s,
  openingHours: JSON.stringify(s.openingHours),
});

export async function saveGeneralSettings(
  tx: Tx,
  mc: number,
  location: OwnedLocation,
  input: GeneralSettingsInput,
  userId: number,
): Promise<GeneralSettings> {
  const before = await generalSettings(tx, mc, location);
  if (before.version !== input.version) throw staleRecord();
  const { version, openingHours, ...fields } = input;
  const values = { ...fields, weeklyAvailability: openingHours };
  const [row] =
    version === 0
      ? await tx
          .insert(ls)
          .values({ locationId: location.id, masterClientId: mc, ...values })
          .onConflictDoNothing()
          .returning({ version: ls.version })
      : await tx
          .update(ls)
          .set({ ...values, version: sql`${ls.version} + 1`, updatedAt: new Date() })
          .where(and(eq(ls.locationId, location.id), eq(ls.masterClientId, mc), eq(ls.version, version)))
          .returning({ version: ls.version });
  if (!row) throw staleRecord();
  const { locationCode: _c, version: _v, ...old } = before;
  await audit(tx, {
    userId,
    masterClientId: mc,
    entity: 'generalSettings',
    entityId: location.id,
    action: version === 0 ? 'create' : 'update',
    before: version === 0 ? null : flat(old),
    after: flat({ ...fields, openingHours }),
  });
  return generalSettings(tx, mc, location);
}

export async function registration(db: Executor, mc: number, locationId: number) {
  const [row] = await db
    .select({ settings: reg.settings, version: reg.version })
    .from(reg)
    .where(and(eq(reg.locationId, locationId), eq(reg.masterClientId, mc)));
  return row ?? { settings: DEFAULT_REGISTRATION, version: 0 };
}

export async function saveRegistration(
  tx: Tx,
  mc: number,
  locationId: number,
  settings: RegistrationSettings,
  version: number,
  userId: number,
) {
  const before = await registration(tx, mc, locationId);
  if (before.version !== version) throw staleRecord();
  const [row] =
    version === 0
      ? await tx
          .insert(reg)
          .values({ locationId, masterClientId: mc, settings })
          .onConflictDoNothing()
          .returning({ version: reg.version })
      : await tx
          .update(reg)
          .set({ settings, version: sql`${reg.version} + 1`, updatedAt: new Date() })
          .where(and(eq(reg.locationId, locationId), eq(reg.masterClientId, mc), eq(reg.version, version)))
          .returning({ version: reg.version });
  if (!row) throw staleRecord();
  await audit(tx, {
    userId,
    masterClientId: mc,
    entity: 'registrationSettings',
    entityId: locationId,
    action: version === 0 ? 'create' : 'update',
    before: version === 0 ? null : { settings: JSON.stringify(before.settings) },
    after: { settings: JSON.stringify(settings) },
  });
  return { settings, version: row.version };
}
