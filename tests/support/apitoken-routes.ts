/**
 * API tokens' REST routes for tests/cross-tenant.test.ts's route table: per route, a
 * call within master client A and the same call naming B's token (404). `prepareApiTokenFixtures`
 * makes a token in B once; each sample makes the token of A it revokes.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

let db: Db;
let a: number;
let foreignTokenId: number;

/** A token of `masterClientId` stored as the REST API stores one (only a hash); answers its id. */
export async function newApiToken(database: Db, masterClientId: number): Promise<number> {
  const hash = randomBytes(32).toString('hex');
  const [row] = await queryRows<{ id: number }>(
    database,
    sql`insert into api_tokens (master_client_id, name, token_hash, hint, permission_bits, permission_chunk_length, created_by)
        values (${masterClientId}, 'Cross tenant', ${hash}, 'mq_…', '0010000', 7,
                (select user_id from user_master_clients where master_client_id = ${masterClientId} order by user_id limit 1))
        returning id`,
  );
  return Number(row!.id);
}

export async function prepareApiTokenFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  foreignTokenId = await newApiToken(db, mcB);
}

const NOT_FOUND = [404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[] }[] = () => [],
  leaks?: (body: Body) => unknown[],
) => ({ kind: 'tenant' as const, sample, foreign: foreignCases, ...(leaks ? { leaks } : {}) });

export const API_TOKEN_ROUTES = {
  'GET /settings/api-tokens': tenant(
    () => ({ method: 'GET', url: '/settings/api-tokens' }),
    () => [],
    (body) => body.data.filter((t: { id: number }) => t.id === foreignTokenId),
  ),
  'POST /settings/api-tokens': tenant(() => ({
    method: 'POST',
    url: '/settings/api-tokens',
    body: { name: 'Cross tenant tool', grants: [{ module: 12, flags: ['view'] }], expiresAt: null },
  })),
  'POST /settings/api-tokens/:id/revoke': tenant(
    async () => ({ method: 'POST', url: `/settings/api-tokens/${await newApiToken(db, a)}/revoke` }),
    () => [{ call: { method: 'POST', url: `/settings/api-tokens/${foreignTokenId}/revoke` }, status: NOT_FOUND }],
  ),
};
