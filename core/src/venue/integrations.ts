/**
 * Integrations (spec/3 §2 /integrations, §3, §5, §6, §7): Google Analytics, Google Tag Manager and
 * Voucherify per location, ChurnZero per master client and for provider staff only. Validation of
 * spec/3 §5 exactly: a field is required only when its integration is enabled, every text at most
 * 100 characters, the enabled flag required; the web runs it on each change and on save, and sends
 * nothing when the save-time check fails; the REST API runs it again.
 *
 * The one secret, Voucherify's private key, is stored encrypted and never answered in full: reads
 * carry a mask, and a save whose privateKey is the mask it read (or absent) keeps the stored key.
 */
import { type Static, Type } from 'typebox';
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { FieldErrors } from '../validation.ts';

export const INTEGRATION_KINDS = ['googleAnalytics', 'googleTagManager', 'churnZero', 'voucherify'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Menu index of /integrations (spec/3 §6). */
export const INTEGRATIONS_INDEX = 122;

/** The text fields of each integration, in form order. */
export const INTEGRATION_FIELDS = {
  googleAnalytics: ['measurementId'],
  googleTagManager: ['containerId'],
  churnZero: ['accountId'],
  voucherify: ['clientId', 'privateKey', 'host'],
} as const satisfies Record<IntegrationKind, readonly string[]>;

/** REST paths under /integrations (spec/3 §7). */
export const INTEGRATION_PATHS: Record<IntegrationKind, string> = {
  googleAnalytics: 'google-analytics',
  googleTagManager: 'google-tag-manager',
  churnZero: 'churnzero',
  voucherify: 'voucherify',
};

/** The field that is a secret: stored encrypted, answered masked. */
export const SECRET_FIELD = 'privateKey';

/** ChurnZero belongs to the master client (no location) and only provider staff may see it. */
export const isClientWide = (kind: IntegrationKind) => kind === 'churnZero';

/** What a read answers in place of a saved secret: its last four characters behind bullets. */
export function maskSecret(secret: string): string {
  return `••••••••${secret.slice(-4)}`;
}
export const isMask = (value: string) => value.startsWith('••••••••');

const text = Type.String({ maxLength: MAX_TEXT_LENGTH });

/** One integration as the REST API answers and saves it; fields absent for other kinds. */
export const Integration = Type.Object({
  kind: Type.Union([
    Type.Literal('googleAnalytics'),
    Type.Literal('googleTagManager'),
    Type.Literal('churnZero'),
    Type.Literal('voucherify'),
  ]),
  locationCode: Type.Union([Type.String(), Type.Null()]),
  isEnabled: Type.Boolean(),
  measurementId: Type.Optional(Type.String()),
  containerId: Type.Optional(Type.String()),
  accountId: Type.Optional(Type.String()),
  clientId: Type.Optional(Type.String()),
  /** Masked when one is saved; '' when none. */
  privateKey: Type.Optional(Type.String()),
  host: Type.Optional(Type.String()),
  version: Type.Integer(),
});
export type Integration = Static<typeof Integration>;

export const IntegrationInput = Type.Object({
  isEnabled: Type.Boolean(),
  measurementId: Type.Optional(text),
  containerId: Type.Optional(text),
  accountId: Type.Optional(text),
  clientId: Type.Optional(text),
  /** The mask as read (or absent) keeps the stored key; anything else replaces it. */
  privateKey: Type.Optional(Type.String({ maxLength: MAX_TEXT_LENGTH + 20 })),
  host: Type.Optional(text),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type IntegrationInput = Static<typeof IntegrationInput>;

export type IntegrationValues = { isEnabled: boolean | null | undefined } & Partial<Record<string, unknown>>;

/**
 * Spec/3 §5: the enabled flag is required; each field of the integration is required only when it
 * is enabled; each text at most 100 characters. `hasSecret`: a secret is saved, so a blank or
 * masked private key keeps it and is not missing.
 */
export function validateIntegration(
  kind: IntegrationKind,
  v: IntegrationValues,
  hasSecret = false,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  if (typeof v.isEnabled !== 'boolean') errors.isEnabled = 'validation.required';
  for (const field of INTEGRATION_FIELDS[kind]) {
    const value = typeof v[field] === 'string' ? (v[field] as string) : '';
    const kept = field === SECRET_FIELD && hasSecret && (value === '' || isMask(value));
    if (v.isEnabled === true && value.trim() === '' && !kept) errors[field] = 'validation.required';
    else if (!isMask(value) && [...value].length > MAX_TEXT_LENGTH) errors[field] = 'validation.tooLong';
  }
  return errors;
}

/** The tags the guest shop loads for a location: ids of the enabled Analytics and Tag Manager. */
export const GuestShopTags = Type.Object({
  measurementId: Type.Union([Type.String(), Type.Null()]),
  containerId: Type.Union([Type.String(), Type.Null()]),
});
export type GuestShopTags = Static<typeof GuestShopTags>;

/**
 * The scripts the guest shop's page loads for its tags (GET /guest-shop/tags): Google's gtag.js for
 * Analytics and gtm.js for Tag Manager. Ids are typed by people, so they are URL-encoded here and
 * nowhere else.
 */
export function tagScriptUrls(tags: GuestShopTags): string[] {
  const urls: string[] = [];
  if (tags.measurementId) {
    urls.push(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tags.measurementId)}`);
  }
  if (tags.containerId) {
    urls.push(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tags.containerId)}`);
  }
  return urls;
}
