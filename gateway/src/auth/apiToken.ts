/**
 * API tokens at the gateway. The REST API authenticates a token and applies its bits
 * (rest-api/src/plugins/auth.ts); what the gateway can decide without asking it is decided here,
 * before any upstream call: a malformed token is UNAUTHENTICATED (with the same text as an
 * unknown, revoked or expired one, so the answer says nothing about which), a request for another
 * master client than the token's is FORBIDDEN, and each token has its own rate limit.
 */
import { createHash } from 'node:crypto';
import { isApiToken, parseApiToken } from '@marquee/core/settings/apiTokens';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.ts';

/**
 * The master client of an API token request, or null when `token` is not an API token (a
 * session). Throws UNAUTHENTICATED, FORBIDDEN or TOO_MANY_REQUESTS.
 */
export async function checkApiToken(
  request: FastifyRequest,
  token: string,
  requested: number | null,
): Promise<number | null> {
  if (!isApiToken(token)) return null;
  const parsed = parseApiToken(token);
  if (!parsed) throw withStatus(unauthenticated(), 401);
  if (requested !== null && requested !== parsed.masterClientId) {
    throw withStatus(forbidden('You may not work in this master client'), 403);
  }
  // Keyed by a hash: the secret itself never sits in the limiter's store (Redis when shared).
  await request.server.throttle.apiToken(request, createHash('sha256').update(token).digest('hex'));
  return parsed.masterClientId;
}

function withStatus<T extends { extensions: Record<string, unknown> }>(error: T, status: number): T {
  error.extensions.http = { status };
  return error;
}
