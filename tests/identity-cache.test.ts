/**
 * The gateway reuses a session's identity (GET /me) for at most a second (gateway/src/context.ts):
 * a change made elsewhere applies within that second, and a write through the gateway applies on
 * the very next request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
// The gateway's clock stands still until a test moves it: no sleeping through the cache's second.
let clockMs = Date.now();
beforeAll(async () => {
  stack = await startStack({ gatewayNow: () => clockMs });
});
afterAll(() => stack?.close());

const ME = '{ me { masterClients { masterClientId masterClientName } } }';
type Me = { me: { masterClients: { masterClientId: number; masterClientName: string }[] } | null };
const names = (r: { data?: Me | null }) => r.data?.me?.masterClients.map((c) => c.masterClientName) ?? [];

/** Renames one of the director's master clients behind the gateway's back (straight in SQL). */
async function renameOne(name: string): Promise<void> {
  await stack.database.db.execute(sql`update master_clients set name = ${name} where id = (
    select min(master_client_id) from user_master_clients
    where user_id = (select id from users where email = 'director@funzone.test'))`);
}

it('applies a change made elsewhere within a second', async () => {
  const c = stack.client();
  await c.login('director@funzone.test');
  expect(names(await c.gql<Me>(ME))).not.toContain('Renamed once');
  await renameOne('Renamed once');
  // Still inside the second: the cached identity answers.
  expect(names(await c.gql<Me>(ME))).not.toContain('Renamed once');
  clockMs += 1000;
  expect(names(await c.gql<Me>(ME))).toContain('Renamed once');
});

it('applies a change at once after a write through the gateway', async () => {
  const c = stack.client();
  await c.login('director@funzone.test');
  expect(names(await c.gql<Me>(ME))).not.toContain('Renamed twice');
  await renameOne('Renamed twice');
  await c.gql('mutation { ping { expiresIn } }');
  expect(names(await c.gql<Me>(ME))).toContain('Renamed twice');
});
