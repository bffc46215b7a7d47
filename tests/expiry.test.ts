import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeClock } from '../rest-api/src/test/clock.ts';
import { menuItems } from '../core/src/menu.ts';
import { codeOf } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

// The sliding TTL through the gateway, on a clock the test moves: a session dies TTL seconds after
// its last call, and every call extends it.
const TTL = 60;
const clock = fakeClock();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ sessionTtlSeconds: TTL, now: clock.now });
});
afterAll(() => stack?.close());

const PING = 'mutation { ping { expiresIn } }';
const PRODUCTS_MENU = menuItems().find((i) => i.id === 'products')!.index!;

it('extends the session on every call and expires it TTL after the last one', async () => {
  const c = stack.client();
  await c.login('director@funzone.test');
  // Three calls 50 s apart outlive the 60 s lifetime: each one extends it.
  for (let i = 0; i < 3; i++) {
    clock.advance(50);
    const r = await c.gql<{ ping: { expiresIn: number } }>(PING);
    expect(r.data?.ping.expiresIn).toBe(TTL);
  }
  // An ordinary call (not ping) extends it too.
  clock.advance(50);
  expect((await c.gql<{ profile: { email: string } }>('{ profile { email } }')).data?.profile.email).toBe(
    'director@funzone.test',
  );
  // Still alive one second before the end, dead at it.
  clock.advance(TTL - 1);
  expect((await c.gql<{ profile: { email: string } }>('{ profile { email } }')).errors).toBeUndefined();
  clock.advance(TTL);
  const late = await c.gql('{ profile { email } }');
  expect(codeOf(late)).toBe('UNAUTHENTICATED');
  // The gateway clears the cookie of a dead session.
  expect(c.cookie).toBeNull();
});

it('ends an idle session while a busy one lives on', async () => {
  const idle = stack.client();
  const busy = stack.client();
  await idle.login('staff@funzone.test');
  await busy.login('admin@funzone.test');
  for (let i = 0; i < 4; i++) {
    clock.advance(TTL / 2);
    expect((await busy.gql<{ ping: { expiresIn: number } }>(PING)).data?.ping.expiresIn).toBe(TTL);
  }
  expect(codeOf(await idle.gql('{ profile { email } }'))).toBe('UNAUTHENTICATED');
  expect((await busy.gql('{ profile { email } }')).errors).toBeUndefined();
});

it("keeps a long product edit alive with the editor's ping, for whoever may view products", async () => {
  const db = stack.database.db;
  const { a } = await demoMasterClients(db);
  const editor = stack.client();
  await editor.login('director@funzone.test');
  editor.masterClient = a;
  const PRODUCT_PING = 'mutation { productEditorPing { expiresIn } }';
  // Pings half a lifetime apart carry the session past several lifetimes.
  for (let i = 0; i < 4; i++) {
    clock.advance(TTL / 2);
    const r = await editor.gql<{ productEditorPing: { expiresIn: number } }>(PRODUCT_PING);
    expect(r.data?.productEditorPing.expiresIn).toBe(TTL);
  }
  expect((await editor.gql('{ profile { email } }')).errors).toBeUndefined();
  // Without the products screen's VIEW the gateway refuses it.
  const { email } = await userWithBits(db, a, allBits([PRODUCTS_MENU, 'view']));
  const other = stack.client();
  await other.login(email);
  other.masterClient = a;
  expect(codeOf(await other.gql(PRODUCT_PING))).toBe('FORBIDDEN');
});
