import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeOf } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

// The sliding TTL made short: a session dies after 2 s without a call, and every call extends it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ sessionTtlSeconds: 2 });
});
afterAll(() => stack?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('extends the session on every call and expires it after the TTL without one', async () => {
  const c = stack.client();
  await c.login('director@funzone.test');
  for (let i = 0; i < 3; i++) {
    await sleep(1200);
    const r = await c.gql<{ ping: { expiresIn: number } }>('mutation { ping { expiresIn } }');
    expect(r.data?.ping.expiresIn).toBe(2);
  }
  await sleep(2600);
  const late = await c.gql('{ profile { email } }');
  expect(codeOf(late)).toBe('UNAUTHENTICATED');
  // The gateway clears the cookie of a dead session.
  expect(c.cookie).toBeNull();
});
