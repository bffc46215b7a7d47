/** E-mail branding per location and language; a location without a saved row shows the defaults. */
import { type Branding, type BrandingInput, defaultBranding } from '@marquee/core/marketing/branding';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { audit } from '../audit.ts';
import { emailBranding as b } from '../../db/schema-marketing.ts';
import { isUniqueViolation, staleRecord } from '../../resources/errors.ts';

export async function getBranding(
  db: Executor,
  masterClientId: number,
  locationId: number,
  languageId: number,
): Promise<Branding> {
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.masterClientId, masterClientId), eq(b.locationId, locationId), eq(b.languageId, languageId)));
  if (!row) return defaultBranding(locationId, languageId);
  return {
    locationId,
    languageId,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    headerText: row.headerText,
    footerText: row.footerText,
    senderName: row.senderName,
    replyTo: row.replyTo,
    version: row.version,
  };
}

const valuesOf = (v: BrandingInput) => ({
  logoUrl: v.logoUrl.trim(),
  primaryColor: v.primaryColor.toUpperCase(),
  backgroundColor: v.backgroundColor.toUpperCase(),
  textColor: v.textColor.toUpperCase(),
  headerText: v.headerText.trim(),
  footerText: v.footerText.trim(),
  senderName: v.senderName.trim(),
  replyTo: v.replyTo.trim(),
});

/** Version 0 creates the row; otherwise the version read must still be current (409). Audited. */
export async function saveBranding(
  db: Tx,
  masterClientId: number,
  locationId: number,
  languageId: number,
  input: BrandingInput,
  userId: number,
): Promise<Branding> {
  const before = await getBranding(db, masterClientId, locationId, languageId);
  if (input.version === 0) {
    try {
      await db.insert(b).values({ masterClientId, locationId, languageId, ...valuesOf(input) });
    } catch (error) {
      if (isUniqueViolation(error)) throw staleRecord();
      throw error;
    }
  } else {
    const updated = await db
      .update(b)
      .set({ ...valuesOf(input), version: sql`${b.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(b.masterClientId, masterClientId),
          eq(b.locationId, locationId),
          eq(b.languageId, languageId),
          eq(b.version, input.version),
        ),
      )
      .returning({ id: b.id });
    if (updated.length === 0) throw staleRecord();
  }
  const after = await getBranding(db, masterClientId, locationId, languageId);
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.locationId, locationId), eq(b.languageId, languageId)));
  const { version: _bv, ...was } = before;
  const { version: _av, ...now } = after;
  await audit(db, {
    userId,
    masterClientId,
    entity: 'emailBranding',
    entityId: row!.id,
    action: input.version === 0 ? 'create' : 'update',
    before: input.version === 0 ? null : was,
    after: now,
  });
  return after;
}
