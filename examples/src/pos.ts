/**
 * A point-of-sale simulator: with an API token, it rings up a location's day of
 * sales and sends them in batches, as a till would, then prints what it sent.
 *
 *   MARQUEE_TOKEN=mq_… pnpm example:pos     (MARQUEE_URL defaults to http://localhost:4000)
 *
 * The token needs the Sales feed permission (ADD). Optional: POS_LOCATION (a location code; the
 * first location otherwise), POS_DAY (YYYY-MM-DD, yesterday in the location's zone otherwise),
 * POS_SALES (how many, 200), POS_BATCH (per call, at most 1,000; 100), POS_SEED (the same seed
 * sends the same sales, which the server then answers as REPLAYED).
 */
import { readFileSync } from 'node:fs';
import type {
  ExamplePosReferencesQuery,
  ExamplePosSendMutation,
  VenueTransactionInput,
  VenueTender,
} from './generated/graphql.ts';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const url = (process.env.MARQUEE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const token = process.env.MARQUEE_TOKEN ?? '';
if (!token.startsWith('mq_')) {
  console.error('Set MARQUEE_TOKEN to an API token with the Sales feed permission, e.g. MARQUEE_TOKEN=mq_1_… ');
  process.exit(2);
}
const count = Number(process.env.POS_SALES ?? 200);
const batchSize = Math.min(Number(process.env.POS_BATCH ?? 100), 1000);
const seed = Number(process.env.POS_SEED ?? Date.now());

const document = readFileSync(new URL('./pos.graphql', import.meta.url), 'utf8');

async function run<T>(operationName: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, operationName, variables }),
  });
  const answer = (await res.json()) as GraphQLAnswer<T>;
  const error = answer.errors?.[0];
  if (error || !answer.data) {
    throw new Error(
      `${operationName}: ${error?.extensions?.code ?? `HTTP ${res.status}`}: ${error?.message ?? 'no data'}`,
    );
  }
  return answer.data;
}

/** A small deterministic generator, so one seed rings up the same day again. */
let state = seed >>> 0 || 1;
const random = () => {
  state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return state / 2 ** 32;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const cents = (price: string) => Math.round(Number(price) * 100);
const amount = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const { venueFeedReferences: refs } = await run<ExamplePosReferencesQuery>('ExamplePosReferences');
const location = refs.locations.find((l) => l.code === process.env.POS_LOCATION) ?? refs.locations[0];
if (!location || refs.products.length === 0)
  throw new Error('The master client has no location or no product to sell.');

/** Wall-clock parts of an instant in a zone. */
function partsIn(zone: string, t: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}
/** The instant (ISO, UTC) of a local wall-clock time in a zone. */
function instantOf(zone: string, day: string, hour: number, minute: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const offset = (t: number) => {
    const p = partsIn(zone, t);
    return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - t;
  };
  return new Date(wall - offset(wall - offset(wall))).toISOString();
}
function yesterdayIn(zone: string): string {
  const p = partsIn(zone, Date.now());
  return new Date(Date.UTC(p.y, p.m - 1, p.d - 1)).toISOString().slice(0, 10);
}
const day = process.env.POS_DAY ?? yesterdayIn(location.timeZone);

// The day's sales, opening (10:00) to closing (22:00) local time, 1–3 lines each.
const TENDERS: VenueTender[] = ['CARD', 'CARD', 'CASH', 'GIFT_CARD'];
const sales: VenueTransactionInput[] = Array.from({ length: count }, (_, i) => {
  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const p = pick(refs.products);
    return { productId: p.id, quantity: 1 + Math.floor(random() * 3), unitPrice: p.price };
  });
  const total = lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  const minute = Math.floor((i / count) * 12 * 60);
  return {
    externalId: `pos-${seed}-${location.code}-${i + 1}`,
    locationCode: location.code,
    occurredAt: instantOf(location.timeZone, day, 10 + Math.floor(minute / 60), minute % 60),
    channel: random() < 0.8 ? 'WALK_IN' : 'KIOSK',
    lines,
    payments: total === 0 ? [] : [{ tender: pick(TENDERS), amount: amount(total) }],
    employeeCode: `till-${1 + Math.floor(random() * 3)}`,
  };
});

let sentCents = 0;
const tally = { accepted: 0, replayed: 0, rejected: 0 };
for (let from = 0; from < sales.length; from += batchSize) {
  const batch = sales.slice(from, from + batchSize);
  const { recordVenueTransactions: r } = await run<ExamplePosSendMutation>('ExamplePosSend', { transactions: batch });
  tally.accepted += r.accepted;
  tally.replayed += r.replayed;
  tally.rejected += r.rejected;
  r.results.forEach((result, i) => {
    if (result.status === 'REJECTED') console.error(`  ${result.externalId}: ${result.field}: ${result.message}`);
    else sentCents += batch[i]!.lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  });
}
console.log(`Location ${location.code} (${location.name}), ${day}: ${sales.length} sales in batches of ${batchSize}`);
console.log(`Accepted ${tally.accepted}, replayed ${tally.replayed}, rejected ${tally.rejected}`);
console.log(`Total: ${amount(sentCents)}`);
