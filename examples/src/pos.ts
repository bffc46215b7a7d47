/**
 * A point-of-sale simulator: with an API token, it rings up a location's day of
 * sales and sends them in batches, as a till would, then the rest of the day as the venue's other
 * systems would (staff shifts, check-ins and waivers, gift cards, guest credit, memberships), and
 * prints what it sent and how much of it counts as revenue on the dashboards.
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
  ExamplePosEventsMutation,
  ExamplePosReferencesQuery,
  ExamplePosSendMutation,
  VenueEventInput,
  VenueTender,
  VenueTransactionInput,
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

// The rest of the day through the events envelope, ids derived from the seed like the sales'.
const zone = location.timeZone;
const code = location.code;
/** An instant of the opening hours (10:00–22:00), the i-th of n spread over them. */
const during = (i: number, n: number) => {
  const minute = Math.floor((i / n) * 12 * 60);
  return instantOf(zone, day, 10 + Math.floor(minute / 60), minute % 60);
};
const FIRST = ['Ana', 'Ben', 'Chloe', 'Dato', 'Ella', 'Finn', 'Gio', 'Hana'];
const guest = (k: number) => ({ email: `pos-${seed}-${k}@guests.example`, firstName: pick(FIRST), lastName: 'Guest' });
const event = (
  name: string,
  occurredAt: string,
  rest: Omit<VenueEventInput, 'externalId' | 'locationCode' | 'occurredAt'>,
) => ({ externalId: `pos-${seed}-${code}-${name}`, locationCode: code, occurredAt, ...rest }) as VenueEventInput;

const parties = Math.max(1, Math.round(count / 8));
const cards = Math.max(2, Math.round(count / 40));
const members = Math.max(1, Math.round(count / 60));
const events: VenueEventInput[] = [
  // Three tills, an eight-hour shift each from 10:00, 15.00 an hour.
  ...[1, 2, 3].map((k) =>
    event(`shift-${k}`, instantOf(zone, day, 10, 0), {
      kind: 'SHIFT',
      shift: { employeeCode: `till-${k}`, minutes: 480, cost: '120.00' },
    }),
  ),
  ...Array.from({ length: parties }, (_, k) => {
    const size = 1 + Math.floor(random() * 6);
    return [
      event(`waiver-${k + 1}`, during(k, parties), { kind: 'WAIVER', waiver: { guest: guest(k + 1) } }),
      event(`check-in-${k + 1}`, during(k, parties), {
        kind: 'CHECK_IN',
        checkIn: { guest: guest(k + 1), partySize: size },
      }),
    ];
  }).flat(),
  // Cards sold through the morning; every other one half used in the evening.
  ...Array.from({ length: cards }, (_, k) => {
    const value = pick([2500, 5000, 10000]);
    const card = `GC-${seed}-${code}-${k + 1}`;
    const sold = event(`gift-${k + 1}-sold`, during(k, cards * 2), {
      kind: 'GIFT_CARD',
      giftCard: { action: 'SOLD', cardNumber: card, amount: amount(value) },
    });
    const used = event(`gift-${k + 1}-used`, during(cards + k, cards * 2), {
      kind: 'GIFT_CARD',
      giftCard: { action: 'REDEEMED', cardNumber: card, amount: amount(value / 2) },
    });
    return k % 2 === 0 ? [sold, used] : [sold];
  }).flat(),
  event('credit-issued', during(1, 4), { kind: 'CREDIT', credit: { action: 'ISSUED', amount: '10.00' } }),
  event('credit-used', during(3, 4), { kind: 'CREDIT', credit: { action: 'REDEEMED', amount: '5.00' } }),
  ...Array.from({ length: members }, (_, k) =>
    event(`member-${k + 1}`, during(k, members), {
      kind: 'MEMBERSHIP',
      membership: { guest: guest(parties + k + 1), termDays: 30, price: '49.99' },
    }),
  ),
];
/** What an event adds to Revenue on its default (sold) basis: a gift card's sale and a membership's price. */
const revenueOf = (e: VenueEventInput) =>
  e.giftCard?.action === 'SOLD' ? cents(e.giftCard.amount) : e.membership ? cents(e.membership.price) : 0;

let sentCents = 0;
let eventCents = 0;
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
// In order, in one call per batch: a card's sale reaches the server before its redemption.
const eventTally = { accepted: 0, replayed: 0, rejected: 0 };
for (let from = 0; from < events.length; from += batchSize) {
  const batch = events.slice(from, from + batchSize);
  const { recordVenueEvents: r } = await run<ExamplePosEventsMutation>('ExamplePosEvents', { events: batch });
  eventTally.accepted += r.accepted;
  eventTally.replayed += r.replayed;
  eventTally.rejected += r.rejected;
  r.results.forEach((result, i) => {
    if (result.status === 'REJECTED') console.error(`  ${result.externalId}: ${result.field}: ${result.message}`);
    else eventCents += revenueOf(batch[i]!);
  });
}
const kinds: Record<string, number> = {};
for (const e of events) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
console.log(`Location ${location.code} (${location.name}), ${day}: ${sales.length} sales in batches of ${batchSize}`);
console.log(`Accepted ${tally.accepted}, replayed ${tally.replayed}, rejected ${tally.rejected}`);
console.log(`Total: ${amount(sentCents)}`);
console.log(
  `Events: ${Object.entries(kinds)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ')}`,
);
console.log(`Events accepted ${eventTally.accepted}, replayed ${eventTally.replayed}, rejected ${eventTally.rejected}`);
console.log(`Revenue (sales, gift cards sold, memberships): ${amount(sentCents + eventCents)}`);
