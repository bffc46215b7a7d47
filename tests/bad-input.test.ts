/**
 * Issue 28, "bad input and faults found by the security sweep", probed as an outside attacker
 * would, through the real gateway and REST API: deeply nested bodies on both services, impossible
 * and far-off dates, broken and invisible characters, a 1 MB search, and a 30 MB request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { pngDataUrl } from './support/products.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let firstLocation: number;

beforeAll(async () => {
  stack = await startStack();
  const [funzone] = await queryRows<{ id: number }>(
    stack.database.db,
    sql`select id from master_clients where name = 'FunZone Entertainment'`,
  );
  [{ id: firstLocation }] = (await queryRows<{ id: number }>(
    stack.database.db,
    sql`select id from locations where master_client_id = ${funzone!.id} order by id limit 1`,
  )) as [{ id: number }];
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = Number(funzone!.id);
}, 300_000);
afterAll(() => stack?.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('deeply nested JSON bodies', () => {
  it('are refused by the REST API at once, on known and unknown paths, while sign-in keeps answering', async () => {
    // 600 KB: it froze the API for over 8 minutes (the walk cost the square of the depth).
    const body = nested(300_000);
    const started = Date.now();
    const answers = await Promise.all([
      post(`${stack.restUrl}/login`, body),
      post(`${stack.restUrl}/no/such/path`, body),
      post(`${stack.restUrl}/login`, JSON.stringify({ username: 'director@funzone.test', password: 'Marquee#2026' })),
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answers[0]!.status).toBe(400);
    expect(((await answers[0]!.json()) as { fields: Record<string, string> }).fields).toEqual({
      body: 'The request nests deeper than 32 levels.',
    });
    expect(answers[1]!.status).toBe(400);
    expect(answers[2]!.status).toBe(200);
  });

  it('refuses one nested just past the limit with the field, and takes one at it', async () => {
    const deep = await post(`${stack.restUrl}/login`, JSON.stringify({ username: JSON.parse(nested(33)) }));
    expect(deep.status).toBe(400);
    const atLimit = await post(`${stack.restUrl}/login`, JSON.stringify({ username: JSON.parse(nested(31)) }));
    expect(atLimit.status).toBe(400);
    expect(((await atLimit.json()) as { fields: Record<string, string> }).fields).not.toHaveProperty('body');
  });

  it('are refused by the gateway in the GraphQL shape, in a body or in GET variables', async () => {
    const started = Date.now();
    const res = await post(
      `${stack.gatewayUrl}/graphql`,
      `{"query":"{ __typename }","variables":{"v":${nested(300_000)}}}`,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string; fields: Record<string, string> } }[] };
    expect(body.errors[0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { body: 'The request nests deeper than 32 levels.' },
    });
    const get = await fetch(
      `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(`{"v":${nested(2000)}}`)}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(get.status).toBe(400);
  });
});

const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.fields;
const DATE = 'Enter a real date between 1900-01-01 and 2100-12-31.';

describe('dates', () => {
  it('refuses impossible and far-off dates as BAD_USER_INPUT with the field', async () => {
    for (const date of ['0000-00-00', '2026-02-30', '2026-13-01', '9999-12-31']) {
      const slots = await director.gql('query($d: String!) { bookingTimeSlots(activityId: 1, date: $d) { date } }', {
        d: date,
      });
      expect(codeOf(slots), date).toBe('BAD_USER_INPUT');
      expect(fieldsOf(slots), date).toEqual({ date: DATE });
      const cleared = await director.gql(
        'mutation($d: String!) { clearCalendarDate(code: "ANY", exceptionDate: $d) { message } }',
        { d: date },
      );
      expect(codeOf(cleared), date).toBe('BAD_USER_INPUT');
      expect(fieldsOf(cleared), date).toEqual({ exceptionDate: DATE });
    }
  });
});

const CREATE_GROUP = 'mutation C($i: GroupInput!) { createGroup(input: $i) { id name } }';

describe('broken and invisible characters', () => {
  it('refuses a lone surrogate in a guest tag, as a variable or written inline in the query', async () => {
    // GraphQL's own parser refuses it inline; a variable arrives as JSON, which may carry it.
    const inline = await director.gql('mutation { createGuestTag(name: "a\\uD800b") { id } }');
    expect(codeOf(inline)).toBe('GRAPHQL_PARSE_FAILED');
    const r = await director.gql('mutation($n: String!) { createGuestTag(name: $n) { id } }', { n: 'a\uD800b' });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual({ name: 'Remove the broken character (a lone UTF-16 surrogate).' });
  });

  it('refuses direction overrides, control characters and zero-width-only names, and writes nothing', async () => {
    const control = 'Remove the invisible control or text-direction characters.';
    for (const [name, text] of [
      ['Evil\u202Egnp.exe', control],
      ['Bell\u0007', control],
      ['\u2066Isolated', control],
      ['\u200B\u200B', 'Enter visible text, not only invisible characters.'],
    ] as const) {
      const r = await director.gql(CREATE_GROUP, { i: { name, locationIds: [firstLocation] } });
      expect(codeOf(r), name).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r), name).toEqual({ name: text });
    }
    const saved = await queryRows(
      stack.database.db,
      sql`select name from location_groups where name ~ '[\u202E\u0007\u2066\u200B]'`,
    );
    expect(saved).toEqual([]);
  });

  it('keeps right-to-left text with its marks, tabs and line breaks', async () => {
    const r = await director.gql<{ createGroup: { name: string } }>(CREATE_GROUP, {
      i: { name: 'שלום\u200F group', locationIds: [firstLocation] },
    });
    expect(r.errors).toBeUndefined();
  });
});

describe('a 1 MB search', () => {
  it('is BAD_USER_INPUT naming the field, never an HTTP header error', async () => {
    const r = await director.gql('query G($s: String) { settingsGroups(search: $s) { total } }', {
      s: 'x'.repeat(1_000_000),
    });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual({ search: 'At most 8000 characters.' });
    expect(JSON.stringify(r)).not.toMatch(/header/i);
  });
});

describe('images', () => {
  const upload = (dataUrl: string) =>
    director.gql('mutation($d: String!) { uploadProductImage(dataUrl: $d) { url } }', { d: dataUrl });
  const NOT_AN_IMAGE =
    'This is not a valid image. Please load an image with an extension of one of the following: "png, jpg, jpeg, webp, gif"';

  it('refuses a truncated PNG whose header looks right, and takes the whole one', async () => {
    const whole = Buffer.from(pngDataUrl(20, 20).split(',')[1]!, 'base64');
    const truncated = whole.subarray(0, 40);
    expect(fieldsOf(await upload(`data:image/png;base64,${truncated.toString('base64')}`))).toEqual({
      dataUrl: NOT_AN_IMAGE,
    });
    // One flipped byte in the image data breaks its checksum.
    const corrupt = Buffer.from(whole);
    corrupt[45] = corrupt[45]! ^ 0xff;
    expect(fieldsOf(await upload(`data:image/png;base64,${corrupt.toString('base64')}`))).toEqual({
      dataUrl: NOT_AN_IMAGE,
    });
    expect((await upload(`data:image/png;base64,${whole.toString('base64')}`)).errors).toBeUndefined();
  });
});

describe('a 30 MB request', () => {
  it('answers 413 in the GraphQL error shape, not a dropped connection', async () => {
    const res = await post(
      `${stack.gatewayUrl}/graphql`,
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(30 * 1024 * 1024) } }),
    );
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
