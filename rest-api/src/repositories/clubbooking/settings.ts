/**
 * A location's online-booking and kiosk settings (one jsonb document per location and channel).
 * A location that never saved answers the channel's defaults at version 0; a save names the
 * version it read (409 when someone saved in between) and writes its audit row in the same
 * transaction.
 */
import type { AuditValue } from '@marquee/core/settings/audit';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { clubSettings } from '../../db/schema-clubbooking.ts';
import { staleRecord } from '../../resources/errors.ts';
import { audit } from '../audit.ts';
import type { Place } from './place.ts';

export type SettingsChannel = 'BOOKING' | 'KIOSK';

export interface StoredSettings<T> {
  settings: T;
  version: number;
}

export async function readSettings<T>(
  db: Executor,
  masterClientId: number,
  place: Place,
  channel: SettingsChannel,
  defaults: () => T,
): Promise<StoredSettings<T>> {
  const [row] = await db
    .select({ settings: clubSettings.settings, version: clubSettings.version })
    .from(clubSettings)
    .where(
      and(
        eq(clubSettings.masterClientId, masterClientId),
        eq(clubSettings.locationId, place.id),
        eq(clubSettings.channel, channel),
      ),
    );
  // A stored document is completed with the defaults, so a field added later reads its default.
  return row
    ? { settings: { ...defaults(), ...(row.settings as T) }, version: row.version }
    : { settings: defaults(), version: 0 };
}

/** Top-level sections as audit values (their JSON), so the log shows which section changed. */
const sections = (doc: object): Record<string, AuditValue> =>
  Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : v]));

export async function writeSettings<T extends object>(
  tx: Tx,
  who: { userId: number; masterClientId: number },
  place: Place,
  channel: SettingsChannel,
  settings: T,
  version: number,
  defaults: () => T,
): Promise<StoredSettings<T>> {
  const before = await readSettings(tx, who.masterClientId, place, channel, defaults);
  if (before.version !== version) throw staleRecord();
  const next = version + 1;
  if (version === 0) {
    // Two first saves race on the primary key: the loser's insert does nothing and is stale.
    const inserted = await tx
      .insert(clubSettings)
      .values({ locationId: place.id, channel, masterClientId: who.masterClientId, settings, version: next })
      .onConflictDoNothing()
      .returning({ version: clubSettings.version });
    if (inserted.length === 0) throw staleRecord();
  } else {
    const updated = await tx
      .update(clubSettings)
      .set({ settings, version: next, updatedAt: sql`now()` })
      .where(
        and(
          eq(clubSettings.locationId, place.id),
          eq(clubSettings.channel, channel),
          eq(clubSettings.masterClientId, who.masterClientId),
          eq(clubSettings.version, version),
        ),
      )
      .returning({ version: clubSettings.version });
    if (updated.length === 0) throw staleRecord();
  }
  await audit(tx, {
    ...who,
    entity: channel === 'BOOKING' ? 'club_booking_settings' : 'club_kiosk_settings',
    entityId: place.id,
    action: version === 0 ? 'create' : 'update',
    before: version === 0 ? null : sections(before.settings as object),
    after: sections(settings),
  });
  return { settings, version: next };
}
