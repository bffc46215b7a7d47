/**
 * API tokens for internal tools: one definition of their shape, their permission
 * module and the rules of creating one, shared by the REST API (which enforces them), the gateway
 * (which reads a token's master client before any upstream call) and the web's screen.
 *
 * A token reads `mq_<masterClientId>_<secret>`. The prefix tells it from a session token (opaque
 * base64url, never starting with `mq_`); the master client in clear lets the gateway refuse a
 * request for another master client with FORBIDDEN before it calls anything upstream. The secret
 * is 32 random bytes: only its holder knows it, and the id in front adds nothing to guess.
 */
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import {
  DEFAULT_CHUNK_LENGTH,
  encodePermissions,
  Flag,
  FLAG_NAMES,
  type FlagName,
  grantsWithin,
  type PermissionSource,
} from '../permissions.ts';

/**
 * Permission module of the API tokens screen (Settings → API tokens). 123 is the first index
 * after the highest one the specs name (122, integrations): the specs' own gaps (26–27, 31–40,
 * 98–106, …) sit inside ranges they number, so a later screen of the spec may claim them, while
 * nothing numbers past 122. VIEW lists the tokens, ADD creates one, REMOVE revokes one.
 */
export const API_TOKENS_INDEX = 123;

export const API_TOKEN_PREFIX = 'mq_';
/** `mq_<masterClientId>_<43 base64url characters>`. */
const TOKEN_PATTERN = /^mq_([1-9]\d{0,8})_([A-Za-z0-9_-]{43})$/;

export interface ParsedApiToken {
  masterClientId: number;
  secret: string;
}

/** True for anything that claims to be an API token (and so must never be tried as a session). */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** The parts of a well-formed token; null when malformed. */
export function parseApiToken(token: string): ParsedApiToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { masterClientId: Number(match[1]), secret: match[2] };
}

export function formatApiToken(masterClientId: number, secret: string): string {
  return `${API_TOKEN_PREFIX}${masterClientId}_${secret}`;
}

/** Characters of the token kept in clear in the list, so a person can tell tokens apart. */
export const API_TOKEN_HINT_LENGTH = 4;

/** The hint shown in the list: the prefix, the master client and the secret's last characters. */
export function apiTokenHint(token: string): string {
  const parsed = parseApiToken(token);
  return parsed ? `${API_TOKEN_PREFIX}${parsed.masterClientId}_…${parsed.secret.slice(-API_TOKEN_HINT_LENGTH)}` : '';
}

/** Most permission modules a token may name (far above the matrix's, low enough to stay cheap). */
export const MAX_TOKEN_GRANTS = 200;
/** Highest module index a grant may name. */
export const MAX_TOKEN_MODULE = 999;
/** Longest lifetime a token may be given, in days; none means it never expires. */
export const MAX_TOKEN_DAYS = 3650;

export interface ApiTokenGrant {
  module: number;
  flags: readonly FlagName[];
}

export interface ApiTokenInput {
  name: string;
  grants: readonly ApiTokenGrant[];
  /** When the token stops working; null for never. */
  expiresAt: Date | null;
}

export type ApiTokenErrors = Partial<Record<'name' | 'grants' | 'expiresAt', MessageKey>>;

/** Field rules of the create form; the REST API checks them again. */
export function validateApiToken(input: ApiTokenInput, now: Date): ApiTokenErrors {
  const errors: ApiTokenErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = 'apiTokens.error.nameRequired';
  else if ([...name].length > MAX_TEXT_LENGTH) errors.name = 'apiTokens.error.nameTooLong';
  const bad = (g: ApiTokenGrant) =>
    !Number.isInteger(g.module) ||
    g.module < 0 ||
    g.module > MAX_TOKEN_MODULE ||
    g.flags.some((f) => !FLAG_NAMES.includes(f));
  if (input.grants.length === 0 || input.grants.every((g) => g.flags.length === 0)) {
    errors.grants = 'apiTokens.error.grantsRequired';
  } else if (input.grants.length > MAX_TOKEN_GRANTS || input.grants.some(bad)) {
    errors.grants = 'apiTokens.error.grantsInvalid';
  }
  if (input.expiresAt !== null) {
    const t = input.expiresAt.getTime();
    if (Number.isNaN(t) || t <= now.getTime()) errors.expiresAt = 'apiTokens.error.expiryPast';
    else if (t > now.getTime() + MAX_TOKEN_DAYS * 86_400_000) errors.expiresAt = 'apiTokens.error.expiryTooFar';
  }
  return errors;
}

/** The grants as a permission string. */
export function grantsToPermissions(grants: readonly ApiTokenGrant[]): PermissionSource {
  const byModule = new Map<number, FlagName[]>();
  for (const g of grants) byModule.set(g.module, [...new Set([...(byModule.get(g.module) ?? []), ...g.flags])]);
  return { permissionBits: encodePermissions(byModule), permissionChunkLength: DEFAULT_CHUNK_LENGTH };
}

/** Never more than the creator holds (DESIGN.md, no self-escalation). */
export function tokenWithinCreator(token: PermissionSource, creator: PermissionSource): boolean {
  return grantsWithin(token, creator);
}

/**
 * What a token may do on a request: a flag counts only when the token carries it and its creator
 * still holds it, so taking a role away from the creator takes it from their tokens at once.
 * The answer has the creator's chunk length when longer, as effectivePermissions re-chunks.
 */
export function intersectPermissions(a: PermissionSource, b: PermissionSource): PermissionSource {
  const chunkLength = Math.max(a.permissionChunkLength, b.permissionChunkLength);
  const modules = Math.min(
    Math.ceil(a.permissionBits.length / a.permissionChunkLength),
    Math.ceil(b.permissionBits.length / b.permissionChunkLength),
  );
  let out = '';
  for (let index = 0; index < modules; index++) {
    for (let p = 0; p < chunkLength; p++) {
      const inA = p < a.permissionChunkLength && a.permissionBits.charAt(index * a.permissionChunkLength + p) === '1';
      const inB = p < b.permissionChunkLength && b.permissionBits.charAt(index * b.permissionChunkLength + p) === '1';
      out += inA && inB ? '1' : '0';
    }
  }
  return { permissionBits: out, permissionChunkLength: chunkLength };
}

/** Grants a permission string holds, module by module (the list shows them, the form starts from them). */
export function permissionsToGrants(p: PermissionSource): ApiTokenGrant[] {
  const out: ApiTokenGrant[] = [];
  const modules = Math.ceil(p.permissionBits.length / p.permissionChunkLength);
  for (let module = 0; module < modules; module++) {
    const chunk = p.permissionBits.slice(module * p.permissionChunkLength, (module + 1) * p.permissionChunkLength);
    const flags = FLAG_NAMES.filter((f) => chunk.charAt(Math.log2(Flag[f])) === '1');
    if (flags.length > 0) out.push({ module, flags });
  }
  return out;
}

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export function apiTokenStatus(t: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiTokenStatus {
  if (t.revokedAt) return 'revoked';
  if (t.expiresAt && t.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * Last use is written at most this often per token: a tool calling ten times a second costs one
 * UPDATE a minute, not six hundred.
 */
export const LAST_USED_RESOLUTION_SECONDS = 60;

/** The GraphQL fields of the screen and what each needs (gateway/src/auth/requires.test.ts checks the SDL). */
export const API_TOKEN_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  apiTokens: { module: API_TOKENS_INDEX, flag: 'view' },
  createApiToken: { module: API_TOKENS_INDEX, flag: 'add' },
  revokeApiToken: { module: API_TOKENS_INDEX, flag: 'remove' },
};
