/**
 * examples/src/revenue.ts, the typed script of examples/README.md, run as a tool would
 * run it against a test stack with an API token: it lists the token's master client's locations
 * and last week's revenue, and a token without the revenue widget fails with FORBIDDEN.
 * examples/src/pos.ts, the point-of-sale simulator, moves the Owner's Box by its total;
 * examples/src/changes.ts, a BI sync, picks up from its cursor exactly what was sent since.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_EXPORT_INDEX } from '../core/src/exports/permission.ts';
import { SALES_FEED_INDEX } from '../core/src/feed/transactions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import type { GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

let stack: Stack;
let admin: GatewayClient;

beforeAll(async () => {
  stack = await startStack();
  admin = stack.client();
  await admin.login('admin@funzone.test');
  admin.masterClient = 1;
}, 300_000);
afterAll(() => stack?.close());

async function token(modules: number[]): Promise<string> {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'Example', grants: modules.map((module) => ({ module, flags: ['VIEW'] })), expiresAt: null } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createApiToken.token;
}

const example = (env: Record<string, string>) =>
  run(TSX, ['examples/src/revenue.ts'], { cwd: ROOT, env: { ...process.env, ...env } });

it('lists the locations and last week revenue with an API token', async () => {
  const { stdout } = await example({ MARQUEE_URL: stack.gatewayUrl, MARQUEE_TOKEN: await token([0, 43]) });
  const mine = await admin.gql<{ locations: { name: string }[] }>('{ locations { name } }');
  const names = mine.data!.locations.map((l) => l.name);
  expect(names.length).toBeGreaterThan(0);
  expect(stdout).toContain(`Locations (${names.length}):`);
  for (const name of names) expect(stdout).toContain(name);
  expect(stdout).toMatch(/Revenue last week: \$\d+\.\d\d/);
}, 60_000);

it('fails with the stable code when the token lacks the revenue widget', async () => {
  const failed = await example({ MARQUEE_URL: stack.gatewayUrl, MARQUEE_TOKEN: await token([0]) }).catch(
    (e: { stderr: string; code: number }) => e,
  );
  expect('code' in failed && failed.code).toBe(1);
  expect((failed as { stderr: string }).stderr).toContain('ExampleLastWeekRevenue: FORBIDDEN');
}, 60_000);

it('pos: sends a day of sales and events in batches; the Owner’s Box revenue moves by exactly their total', async () => {
  const [place] = await queryRows<{ id: number; code: string }>(
    stack.database.db,
    sql`select id, code from locations where master_client_id = 1 order by id limit 1`,
  );
  // Yesterday (UTC): inside the feed's clock window whatever the location's zone.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  const filter = {
    dateRange: 17,
    startDate: `${m}/${d}/${y}`,
    endDate: `${m}/${d}/${y}`,
    locations: [Number(place!.id)],
  };
  const revenue = async () => {
    const r = await admin.gql<{ ownersBox: { revenue: { conversion: { value: number } } } }>(
      'query($f: DashboardFilterInput!) { ownersBox(filter: $f) { revenue { conversion { value } } } }',
      { f: filter },
    );
    expect(r.errors).toBeUndefined();
    return Math.round(r.data!.ownersBox.revenue.conversion.value * 100);
  };
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'POS', grants: [{ module: SALES_FEED_INDEX, flags: ['ADD'] }], expiresAt: null } },
  );
  const before = await revenue();
  const moneyOf = (line: string, stdout: string) => {
    const m = new RegExp(`${line}: (\\d+)\\.(\\d\\d)`).exec(stdout);
    return Number(m![1]) * 100 + Number(m![2]);
  };
  const env = {
    MARQUEE_URL: stack.gatewayUrl,
    MARQUEE_TOKEN: res.data!.createApiToken.token,
    POS_LOCATION: place!.code,
    POS_DAY: day,
    POS_SALES: '120',
    POS_BATCH: '50',
    POS_SEED: '25',
  };
  const { stdout } = await run(TSX, ['examples/src/pos.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
  expect(stdout).toContain('Accepted 120, replayed 0, rejected 0');
  // 3 shifts, 15 parties each with a waiver, 3 gift cards (2 half used), 2 credit moves, 2 memberships.
  expect(stdout).toContain('Events: 3 SHIFT, 15 WAIVER, 15 CHECK_IN, 5 GIFT_CARD, 2 CREDIT, 2 MEMBERSHIP');
  expect(stdout).toContain('Events accepted 42, replayed 0, rejected 0');
  const sales = moneyOf('Total', stdout);
  const cents = moneyOf('Revenue \\(sales, gift cards sold, memberships\\)', stdout);
  expect(sales).toBeGreaterThan(0);
  expect(cents - sales).toBeGreaterThanOrEqual(3 * 2500 + 2 * 4999);
  expect((await revenue()) - before).toBe(cents);
  // The same seed again: a till resending its day records nothing twice.
  const again = await run(TSX, ['examples/src/pos.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
  expect(again.stdout).toContain('Accepted 0, replayed 120, rejected 0');
  expect(again.stdout).toContain('Events accepted 0, replayed 42, rejected 0');
  expect((await revenue()) - before).toBe(cents);
}, 120_000);

it('changes: a second run from the printed cursor returns exactly what was sent in between', async () => {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    {
      i: {
        name: 'BI',
        grants: [
          { module: DATA_EXPORT_INDEX, flags: ['VIEW'] },
          { module: SALES_FEED_INDEX, flags: ['ADD'] },
        ],
        expiresAt: null,
      },
    },
  );
  const bi = stack.client();
  bi.bearer = res.data!.createApiToken.token;
  const changes = (after: string) =>
    run(TSX, ['examples/src/changes.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        MARQUEE_URL: stack.gatewayUrl,
        MARQUEE_TOKEN: bi.bearer!,
        CHANGES_AFTER: after,
        CHANGES_PAGE: '50',
      },
    });
  const cursorOf = (stderr: string) => /Next cursor: (\S+)/.exec(stderr)![1]!;
  const lines = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  const firstRun = await changes('');
  const fed = await queryRows<{ n: number }>(
    stack.database.db,
    sql`select count(*)::int as n from feed_transactions where master_client_id = 1`,
  );
  expect(lines(firstRun.stdout).length).toBe(Number(fed[0]!.n));
  const [place] = await queryRows<{ code: string; productId: number }>(
    stack.database.db,
    sql`select (select code from locations where master_client_id = 1 order by id limit 1) as code,
      (select id from dash_products where master_client_id = 1 order by id limit 1) as "productId"`,
  );
  const sent = [1, 2, 3].map((k) => ({
    externalId: `bi-${Date.now().toString(36)}-${k}`,
    locationCode: place!.code,
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    lines: [{ productId: Number(place!.productId), quantity: 1, unitPrice: '2.00' }],
    payments: [{ tender: 'CASH', amount: '2.00' }],
  }));
  const fedNow = await bi.gql<{ recordVenueTransactions: { accepted: number } }>(
    'mutation F($t: [VenueTransactionInput!]!) { recordVenueTransactions(transactions: $t) { accepted } }',
    { t: sent },
  );
  expect(fedNow.data?.recordVenueTransactions.accepted).toBe(3);
  const second = await changes(cursorOf(firstRun.stderr));
  expect(lines(second.stdout).map((c) => [c.kind, c.transaction.externalId])).toEqual(
    sent.map((t) => ['CREATED', t.externalId]),
  );
  expect(second.stderr).toContain('TRANSACTION: created 3, updated 0, deleted 0');
}, 120_000);
