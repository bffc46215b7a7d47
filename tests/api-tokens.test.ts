/**
 * API tokens through the real gateway and REST API — create (shown once, stored
 * hashed), use as `Authorization: Bearer`, the token's bits applied like a person's, never more
 * than its creator, one master client only, a rate limit per token, revoke and expiry at once,
 * last use recorded without a write per request, and the audit rows.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../rest-api/src/test/clock.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;
const RATE = 5;

const clock = fakeClock();
let stack: Stack;
let admin: GatewayClient;

beforeAll(async () => {
  stack = await startStack({
    now: clock.now,
    // The admin's session outlives the clock moves below.
    sessionTtlSeconds: 86_400,
    gatewayNow: () => clock.now().getTime(),
    gatewayEnv: { RATE_LIMIT_API_TOKEN_REQUESTS: `${RATE}/60` },
  });
  admin = stack.client();
  expect((await admin.login('admin@funzone.test')).errors).toBeUndefined();
  admin.masterClient = FUNZONE;
}, 300_000);
afterAll(() => stack?.close());

interface Grant {
  module: number;
  flags: string[];
}
interface Token {
  id: number;
  name: string;
  hint: string;
  status: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  grants: Grant[];
}

const FIELDS = 'id name hint status createdBy createdAt expiresAt lastUsedAt revokedAt grants { module flags }';
const CREATE = `mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token apiToken { ${FIELDS} } } }`;
const LIST = `{ apiTokens { ${FIELDS} } }`;
const REVOKE = `mutation R($id: Int!) { revokeApiToken(id: $id) { ${FIELDS} } }`;
const LOCATIONS = '{ locations { locationId name } }';
const REVENUE = '{ ownersBox(filter: { dateRange: 4 }) { revenue { conversion { value } } } }';

/** Locations (signed in), the Owner's Box and its revenue widget (menu 0, dashboard 1, widget 43). */
const READER: Grant[] = [
  { module: 0, flags: ['VIEW'] },
  { module: 1, flags: ['VIEW'] },
  { module: 43, flags: ['VIEW'] },
];

async function create(by: GatewayClient, grants: Grant[], extra: Record<string, unknown> = {}) {
  return by.gql<{ createApiToken: { token: string; apiToken: Token } }>(CREATE, {
    i: { name: 'Finance export', grants, expiresAt: null, ...extra },
  });
}

async function newToken(grants: Grant[] = READER, extra: Record<string, unknown> = {}) {
  const res = await create(admin, grants, extra);
  expect(res.errors).toBeUndefined();
  return res.data!.createApiToken;
}

function tool(token: string, masterClient: number | null = null): GatewayClient {
  const c = stack.client();
  c.bearer = token;
  c.masterClient = masterClient;
  return c;
}

describe('creating', () => {
  it('answers the token once, stores only its hash, lists it and writes the audit log', async () => {
    const { token, apiToken } = await newToken();
    expect(token).toMatch(/^mq_1_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Finance export', status: 'ACTIVE', expiresAt: null, lastUsedAt: null });
    expect(apiToken.hint).toBe(`mq_1_…${token.slice(-4)}`);
    expect(apiToken.grants).toEqual(READER);
    const rows = await queryRows<{ token_hash: string }>(
      stack.database.db,
      sql`select token_hash from api_tokens where id = ${apiToken.id}`,
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token.slice(5));
    const list = await admin.gql<{ apiTokens: Token[] }>(LIST);
    const listed = list.data?.apiTokens.find((t) => t.id === apiToken.id);
    expect(listed?.status).toBe('ACTIVE');
    expect(listed?.createdBy).toMatch(/\S/);
    expect(JSON.stringify(list.data)).not.toContain(token);
    const audit = await queryRows<{ action: string }>(
      stack.database.db,
      sql`select action from audit_log where entity = 'apiToken' and entity_id = ${apiToken.id}`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create']);
  });

  it('refuses more permissions than the creator holds', async () => {
    // The administrator role holds nothing of product management (modules 4–11).
    const res = await create(admin, [{ module: 4, flags: ['VIEW'] }]);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).toContain('A token cannot carry permissions you do not hold.');
    const none = await create(admin, []);
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
  });

  it('refuses a token without the screen permission, and a token creating tokens', async () => {
    const staff = stack.client();
    await staff.login('staff@funzone.test');
    staff.masterClient = FUNZONE;
    expect(codeOf(await create(staff, [{ module: 16, flags: ['VIEW'] }]))).toBe('FORBIDDEN');
    const { token } = await newToken([{ module: 123, flags: ['VIEW', 'ADD'] }]);
    expect(codeOf(await create(tool(token), [{ module: 123, flags: ['VIEW'] }]))).toBe('FORBIDDEN');
  });
});

describe('using', () => {
  it('queries locations and revenue of its master client as Bearer, with or without the header', async () => {
    const { token } = await newToken();
    const res = await tool(token).gql<{ locations: { locationId: number }[] }>(LOCATIONS);
    expect(res.errors).toBeUndefined();
    const mine = await admin.gql<{ locations: { locationId: number }[] }>(LOCATIONS);
    expect(res.data?.locations).toEqual(mine.data?.locations);
    const revenue = await tool(token, FUNZONE).gql<{ ownersBox: { revenue: { conversion: { value: number } } } }>(
      REVENUE,
    );
    expect(revenue.errors).toBeUndefined();
    expect(typeof revenue.data?.ownersBox.revenue.conversion.value).toBe('number');
  });

  it('is refused a field its bits do not grant, like a person', async () => {
    // Owner's Box but not its revenue widget (43), nor the groups screen (menu 13).
    const { token } = await newToken([
      { module: 0, flags: ['VIEW'] },
      { module: 1, flags: ['VIEW'] },
    ]);
    const res = await tool(token).gql(REVENUE);
    expect(res.errors?.[0]?.path).toEqual(['ownersBox', 'revenue']);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(codeOf(await tool(token).gql('{ settingsGroups { total } }'))).toBe('FORBIDDEN');
  });

  it("never acts as its creator's account: profile, password and contacts are refused", async () => {
    const { token } = await newToken();
    expect(codeOf(await tool(token).gql('{ profile { email } }'))).toBe('FORBIDDEN');
    const change = await tool(token).gql(
      'mutation { changePassword(input: { currentPassword: "Marquee#2026", newPassword: "Other#2026x", repeatNewPassword: "Other#2026x" }) }',
    );
    expect(codeOf(change)).toBe('FORBIDDEN');
    expect(codeOf(await tool(token).gql('{ contacts { name } }'))).toBe('FORBIDDEN');
    expect((await admin.gql('{ profile { email } }')).errors).toBeUndefined();
  });

  it('is FORBIDDEN in another master client, even one its creator holds', async () => {
    const { token, apiToken } = await newToken();
    const res = await tool(token, BOWLARAMA).gql(LOCATIONS);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.status).toBe(403);
    expect(res.data ?? null).toBeNull();
    // The REST API never saw it: a token's first authenticated call records its last use.
    await stack.settled();
    const rows = await queryRows<{ last_used_at: unknown }>(
      stack.database.db,
      sql`select last_used_at from api_tokens where id = ${apiToken.id}`,
    );
    expect(rows[0]?.last_used_at).toBeNull();
  });

  it('answers a malformed, unknown, revoked or expired token alike: UNAUTHENTICATED, no detail', async () => {
    const { token, apiToken } = await newToken();
    const { token: short } = await newToken(READER, {
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await tool(short).gql(LOCATIONS)).errors).toBeUndefined();

    const revoked = await admin.gql<{ revokeApiToken: Token }>(REVOKE, { id: apiToken.id });
    expect(revoked.data?.revokeApiToken.status).toBe('REVOKED');
    clock.advance(3601);
    const unknown = `mq_1_${'A'.repeat(43)}`;
    const answers = await Promise.all(
      ['mq_1_short', 'mq_bad', unknown, token, short].map((t) => tool(t).gql(LOCATIONS)),
    );
    for (const a of answers) {
      expect(codeOf(a)).toBe('UNAUTHENTICATED');
      expect(a.errors?.[0]?.message).toBe(answers[0]?.errors?.[0]?.message);
    }
    const list = await admin.gql<{ apiTokens: Token[] }>(LIST);
    expect(list.data?.apiTokens.find((t) => t.id === apiToken.id)?.status).toBe('REVOKED');
    const audit = await queryRows<{ action: string }>(
      stack.database.db,
      sql`select action from audit_log where entity = 'apiToken' and entity_id = ${apiToken.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('rate-limits each token on its own', async () => {
    const { token } = await newToken();
    const { token: other } = await newToken();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= RATE; i++) codes.push(codeOf(await tool(token).gql(LOCATIONS)));
    expect(codes.slice(0, RATE)).toEqual(Array(RATE).fill(undefined));
    const refused = await tool(token).gql(LOCATIONS);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.status).toBe(429);
    expect(codeOf(await tool(other).gql(LOCATIONS))).toBeUndefined();
  });

  it('records last use at most once a minute, not once per request', async () => {
    const { token, apiToken } = await newToken();
    const lastUsed = async () =>
      (
        await queryRows<{ last_used_at: string | Date | null }>(
          stack.database.db,
          sql`select last_used_at from api_tokens where id = ${apiToken.id}`,
        )
      )[0]?.last_used_at;
    expect(await lastUsed()).toBeNull();
    await tool(token).gql(LOCATIONS);
    await stack.settled();
    const first = new Date((await lastUsed())!).getTime();
    expect(first).toBe(clock.now().getTime());
    clock.advance(30);
    await tool(token).gql(LOCATIONS);
    await stack.settled();
    expect(new Date((await lastUsed())!).getTime()).toBe(first);
    clock.advance(31);
    await tool(token).gql(LOCATIONS);
    await stack.settled();
    expect(new Date((await lastUsed())!).getTime()).toBe(clock.now().getTime());
  });

  it('records the last use of tokens used at the same time, in one go', async () => {
    const made = await Promise.all([newToken(), newToken(), newToken()]);
    await Promise.all(made.flatMap(({ token }) => [tool(token).gql(LOCATIONS), tool(token).gql(LOCATIONS)]));
    await stack.settled();
    const ids = made.map((m) => m.apiToken.id);
    const rows = await queryRows<{ last_used_at: string | Date | null }>(
      stack.database.db,
      sql`select last_used_at from api_tokens where id in (${sql.join(ids, sql`, `)})`,
    );
    expect(rows.map((r) => r.last_used_at !== null)).toEqual([true, true, true]);
  });

  it('loses a flag at once when its creator loses it', async () => {
    const { token } = await newToken();
    expect((await tool(token).gql(REVENUE)).errors).toBeUndefined();
    // Take widget 43 away from the creator's role in FunZone.
    await stack.database.db.execute(
      sql`update roles set permission_bits = overlay(permission_bits placing '0000000' from ${43 * 7 + 1} for 7)
          where id in (select role_id from user_roles ur join users u on u.id = ur.user_id
                       where u.email = 'admin@funzone.test' and ur.master_client_id = ${FUNZONE})`,
    );
    clock.advance(2); // past the gateway's one-second identity cache
    expect(codeOf(await tool(token).gql(REVENUE))).toBe('FORBIDDEN');
  });
});
