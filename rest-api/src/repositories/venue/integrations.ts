/**
 * Integration settings: one row per (master client, kind, location), ChurnZero's without a
 * location. The secret field is encrypted (security/secrets.ts) and answered masked; a save whose
 * secret is absent, blank or the mask keeps the stored one.
 */
import {
  type GuestShopTags,
  INTEGRATION_FIELDS,
  type Integration,
  type IntegrationInput,
  type IntegrationKind,
  isMask,
  maskSecret,
  SECRET_FIELD,
} from '@marquee/core/venue/integrations';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { integrationSettings as it } from '../../db/schema-integrations.ts';
import { locations } from '../../db/schema.ts';
import { staleRecord } from '../../resources/errors.ts';
import { decryptSecret, encryptSecret } from '../../security/secrets.ts';
import { audit } from '../audit.ts';

export interface IntegrationScope {
  masterClientId: number;
  kind: IntegrationKind;
  /** Null for ChurnZero (the whole master client). */
  location: { id: number; code: string } | null;
}

const where = (s: IntegrationScope) =>
  and(
    eq(it.masterClientId, s.masterClientId),
    eq(it.kind, s.kind),
    s.location ? eq(it.locationId, s.location.id) : isNull(it.locationId),
  );

async function row(db: Executor, s: IntegrationScope) {
  const [found] = await db.select().from(it).where(where(s));
  return found ?? null;
}

/** The integration as the screen reads it: every field of its kind, the secret masked. */
export async function readIntegration(db: Executor, s: IntegrationScope, key: Buffer): Promise<Integration> {
  const found = await row(db, s);
  const fields: Record<string, string> = {};
  for (const f of INTEGRATION_FIELDS[s.kind]) {
    if (f === SECRET_FIELD) fields[f] = found?.secret ? maskSecret(decryptSecret(key, found.secret)) : '';
    else fields[f] = found?.settings[f] ?? '';
  }
  return {
    kind: s.kind,
    locationCode: s.location?.code ?? null,
    isEnabled: found?.isEnabled ?? false,
    ...fields,
    version: found?.version ?? 0,
  };
}

/** Whether a secret is stored (a blank or masked private key then keeps it). */
export async function hasStoredSecret(db: Executor, s: IntegrationScope): Promise<boolean> {
  return Boolean((await row(db, s))?.secret);
}

export async function saveIntegration(
  tx: Tx,
  s: IntegrationScope,
  input: IntegrationInput,
  key: Buffer,
  userId: number,
): Promise<Integration> {
  const found = await row(tx, s);
  if (input.version !== undefined && input.version !== (found?.version ?? 0)) throw staleRecord();
  const settings: Record<string, string> = {};
  let secret = found?.secret ?? null;
  for (const f of INTEGRATION_FIELDS[s.kind]) {
    const value = input[f];
    if (f !== SECRET_FIELD) settings[f] = (value ?? '').trim();
    else if (value !== undefined && value.trim() !== '' && !isMask(value)) secret = encryptSecret(key, value.trim());
  }
  const values = { isEnabled: input.isEnabled, settings, secret };
  if (found) {
    const [saved] = await tx
      .update(it)
      .set({ ...values, version: sql`${it.version} + 1`, updatedAt: new Date() })
      .where(and(eq(it.id, found.id), eq(it.version, found.version)))
      .returning({ id: it.id });
    if (!saved) throw staleRecord();
  } else {
    const [saved] = await tx
      .insert(it)
      .values({ masterClientId: s.masterClientId, locationId: s.location?.id ?? null, kind: s.kind, ...values })
      .onConflictDoNothing()
      .returning({ id: it.id });
    if (!saved) throw staleRecord();
  }
  const asAudit = (r: { isEnabled: boolean; settings: Record<string, string>; secret: string | null } | null) =>
    r ? { isEnabled: r.isEnabled, ...r.settings, privateKey: r.secret ?? '' } : null;
  await audit(tx, {
    userId,
    masterClientId: s.masterClientId,
    entity: `integration:${s.kind}`,
    entityId: s.location?.id ?? 0,
    action: found ? 'update' : 'create',
    before: asAudit(found),
    after: asAudit(values),
    secrets: [SECRET_FIELD],
  });
  return readIntegration(tx, s, key);
}

/**
 * The ids the guest shop loads for a location (master client id + location code): those of
 * enabled Analytics and Tag Manager, else null. Public: the ids end up in the page anyway.
 */
export async function guestShopTags(db: Executor, masterClientId: number, code: string): Promise<GuestShopTags | null> {
  const rows = await db
    .select({ kind: it.kind, isEnabled: it.isEnabled, settings: it.settings, locationId: locations.id })
    .from(locations)
    .leftJoin(it, and(eq(it.locationId, locations.id), eq(it.masterClientId, masterClientId)))
    .where(and(eq(locations.masterClientId, masterClientId), eq(locations.code, code)));
  if (rows.length === 0) return null;
  const enabled = (kind: IntegrationKind, field: string) => {
    const r = rows.find((x) => x.kind === kind && x.isEnabled);
    return r?.settings?.[field] || null;
  };
  return {
    measurementId: enabled('googleAnalytics', 'measurementId'),
    containerId: enabled('googleTagManager', 'containerId'),
  };
}
