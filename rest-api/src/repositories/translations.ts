/**
 * Translations of one location (core/src/settings/translations.ts): reads the fixed guest texts
 * and the location's product names in the default and the chosen language side by side, and
 * saves the chosen language's texts, audited in the same transaction (entity 'translations',
 * record the location). Always within the request's master client: another client's location
 * code is not found, another client's product is refused.
 */
import {
  DEFAULT_LANGUAGE_ID,
  GUEST_TEXTS,
  isGuestTextKey,
  MAX_PRODUCT_ENTRIES,
  matchesSearch,
  productIdOf,
  productKey,
  type TranslationEntry,
  type TranslationSet,
} from '@marquee/core/settings/translations';
import type { AuditValue } from '@marquee/core/settings/audit';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { languages, locations } from '../db/schema.ts';
import { productLocations, productNames, products } from '../db/schema-products.ts';
import { translations } from '../db/schema-translations.ts';
import { invalidInput } from '../http/errors.ts';
import { recordNotFound } from '../resources/errors.ts';
import { audit } from './audit.ts';

export interface TranslationsScope {
  masterClientId: number;
  locationCode: string;
  languageId: number;
}

/** The location of this master client with that code, or 404. */
async function locationOf(db: Executor, masterClientId: number, code: string) {
  const [found] = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), eq(locations.code, code)));
  if (!found) throw recordNotFound();
  return found;
}

async function assertLanguage(db: Executor, languageId: number) {
  const [found] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, languageId));
  if (!found) throw invalidInput({ languageId: 'validation.translations.language' });
}

/** The fixed texts stored for the location, by language then key. */
async function storedTexts(db: Executor, locationId: number, languageIds: number[]) {
  const rows = await db
    .select({ languageId: translations.languageId, key: translations.key, text: translations.text })
    .from(translations)
    .where(and(eq(translations.locationId, locationId), inArray(translations.languageId, languageIds)));
  const out = new Map<string, string>();
  for (const r of rows) out.set(`${r.languageId}:${r.key}`, r.text);
  return out;
}

/** The products at the location (by name), with their names in the two languages. */
async function productEntries(db: Executor, masterClientId: number, locationId: number, languageId: number) {
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(
      productLocations,
      and(eq(productLocations.parentId, products.id), eq(productLocations.locationId, locationId)),
    )
    .where(eq(products.masterClientId, masterClientId))
    .orderBy(asc(products.name), asc(products.id));
  const ids = found.map((p) => p.id);
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ productId: productNames.productId, languageId: productNames.languageId, name: productNames.name })
          .from(productNames)
          .where(
            and(
              eq(productNames.locationId, locationId),
              inArray(productNames.languageId, [...new Set([DEFAULT_LANGUAGE_ID, languageId])]),
              inArray(productNames.productId, ids),
            ),
          );
  const byKey = new Map(names.map((n) => [`${n.languageId}:${n.productId}`, n.name]));
  return found.map((p) => ({ id: p.id, name: p.name, byLanguage: (l: number) => byKey.get(`${l}:${p.id}`) }));
}

/** Default and chosen language side by side; `search` narrows the entries (not the missing count). */
export async function readTranslations(db: Executor, scope: TranslationsScope, search = ''): Promise<TranslationSet> {
  const { masterClientId, languageId } = scope;
  const location = await locationOf(db, masterClientId, scope.locationCode);
  await assertLanguage(db, languageId);
  const isDefault = languageId === DEFAULT_LANGUAGE_ID;
  const stored = await storedTexts(db, location.id, [DEFAULT_LANGUAGE_ID, languageId]);
  const entries: TranslationEntry[] = [];
  for (const [key, def] of Object.entries(GUEST_TEXTS)) {
    // The default column: the location's own default wording, else the built-in text (which is
    // also what the default language itself is compared with).
    const defaultText = isDefault ? def.text : (stored.get(`${DEFAULT_LANGUAGE_ID}:${key}`) ?? def.text);
    const text = stored.get(`${languageId}:${key}`) ?? null;
    entries.push({ key, group: def.group, defaultText, text, missing: text === null });
  }
  for (const p of await productEntries(db, masterClientId, location.id, languageId)) {
    const defaultText = isDefault ? p.name : (p.byLanguage(DEFAULT_LANGUAGE_ID) ?? p.name);
    const text = p.byLanguage(languageId) ?? null;
    entries.push({ key: productKey(p.id), group: 'product', defaultText, text, missing: text === null });
  }
  const missing = entries.filter((e) => e.missing).length;
  const matching = entries.filter((e) => matchesSearch(e, search));
  const fixed = matching.filter((e) => e.group !== 'product');
  const named = matching.filter((e) => e.group === 'product');
  return {
    locationId: location.id,
    locationCode: location.code,
    languageId,
    entries: [...fixed, ...named.slice(0, MAX_PRODUCT_ENTRIES)],
    missing,
    truncated: named.length > MAX_PRODUCT_ENTRIES,
  };
}

/**
 * Saves the chosen language's texts ('' removes one). Every key must be a guest text or a product
 * of this master client at this location; otherwise nothing is written (400).
 */
export async function saveTranslations(
  tx: Tx,
  scope: TranslationsScope,
  userId: number,
  entries: readonly { key: string; text: string }[],
): Promise<void> {
  const { masterClientId, languageId } = scope;
  const location = await locationOf(tx, masterClientId, scope.locationCode);
  await assertLanguage(tx, languageId);
  const latest = new Map(entries.map((e) => [e.key, e.text.trim()]));
  const productIds = [...latest.keys()].map(productIdOf).filter((id): id is number => id !== null);
  const unknown = [...latest.keys()].filter((k) => !isGuestTextKey(k) && productIdOf(k) === null);
  if (unknown.length > 0) throw invalidInput({ entries: 'validation.translations.key' });
  const here = productIds.length
    ? await tx
        .select({ id: products.id })
        .from(products)
        .innerJoin(
          productLocations,
          and(eq(productLocations.parentId, products.id), eq(productLocations.locationId, location.id)),
        )
        .where(and(eq(products.masterClientId, masterClientId), inArray(products.id, productIds)))
    : [];
  if (here.length !== new Set(productIds).size) throw invalidInput({ entries: 'validation.translations.key' });

  const before: Record<string, AuditValue> = {};
  const after: Record<string, AuditValue> = {};
  const stored = await storedTexts(tx, location.id, [languageId]);
  const names = productIds.length
    ? await tx
        .select({ productId: productNames.productId, name: productNames.name })
        .from(productNames)
        .where(
          and(
            eq(productNames.locationId, location.id),
            eq(productNames.languageId, languageId),
            inArray(productNames.productId, productIds),
          ),
        )
    : [];
  const nameOf = new Map(names.map((n) => [n.productId, n.name]));
  for (const [key, text] of latest) {
    const productId = productIdOf(key);
    const old = productId === null ? (stored.get(`${languageId}:${key}`) ?? null) : (nameOf.get(productId) ?? null);
    const next = text === '' ? null : text;
    if (old === next) continue;
    before[`${languageId}:${key}`] = old;
    after[`${languageId}:${key}`] = next;
    if (productId !== null) {
      const own = and(
        eq(productNames.productId, productId),
        eq(productNames.locationId, location.id),
        eq(productNames.languageId, languageId),
      );
      // The product's names changed: an editor holding the product open must read it again.
      await tx
        .update(products)
        .set({ version: sql`${products.version} + 1` })
        .where(eq(products.id, productId));
      if (next === null) await tx.delete(productNames).where(own);
      else
        await tx
          .insert(productNames)
          .values({ productId, locationId: location.id, languageId, name: next })
          .onConflictDoUpdate({
            target: [productNames.productId, productNames.locationId, productNames.languageId],
            set: { name: next },
          });
    } else {
      const own = and(
        eq(translations.locationId, location.id),
        eq(translations.languageId, languageId),
        eq(translations.key, key),
      );
      if (next === null) await tx.delete(translations).where(own);
      else
        await tx
          .insert(translations)
          .values({ masterClientId, locationId: location.id, languageId, key, text: next })
          .onConflictDoUpdate({
            target: [translations.locationId, translations.languageId, translations.key],
            set: { text: next, updatedAt: new Date() },
          });
    }
  }
  await audit(tx, {
    userId,
    masterClientId,
    entity: 'translations',
    entityId: location.id,
    action: 'update',
    before,
    after,
  });
}

export async function listCultures(db: Executor) {
  return db
    .select({ id: languages.id, name: languages.name, code: languages.code })
    .from(languages)
    .orderBy(asc(languages.id));
}
