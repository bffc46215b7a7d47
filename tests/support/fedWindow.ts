/**
 * Fills a dashboard world's window with what a venue's own systems send: at every location, on
 * every day of the window, till sales (one with a guest, one from a kiosk, one refunded in part,
 * one voided) and one event of each kind (a shift, a party's check-in and waiver, gift cards sold,
 * redeemed and expired, credit issued and used, a membership), through the gateway with an API
 * token as a till holds one. The tests that check figures against the facts then check fed facts
 * beside the seed's.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';
import { SALES_FEED_INDEX } from '../../core/src/feed/transactions.ts';
import { DEFAULT_TIME_ZONE } from '../../core/src/venue/locationSettings.ts';
import type { DashboardWorld } from './dashboardWorld.ts';

const TX = `mutation T($t: [VenueTransactionInput!]!) { recordVenueTransactions(transactions: $t) { accepted rejected results { externalId message field } } }`;
const EV = `mutation E($e: [VenueEventInput!]!) { recordVenueEvents(events: $e) { accepted rejected results { externalId message field } } }`;

type Answer = { accepted: number; rejected: number; results: { externalId: string; message: string | null }[] };
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface Fed {
  transactions: number;
  events: number;
}

export async function feedTheWindow(w: DashboardWorld): Promise<Fed> {
  const admin = w.stack.client();
  await admin.login('admin@funzone.test');
  admin.masterClient = w.funzone;
  const made = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'Fed window', grants: [{ module: SALES_FEED_INDEX, flags: ['ADD'] }], expiresAt: null } },
  );
  expect(made.errors).toBeUndefined();
  const till = w.stack.client();
  till.bearer = made.data!.createApiToken.token;

  const places = await w.rows(sql`select l.code, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) as zone from locations l
    left join location_settings s on s.location_id = l.id
    where l.id = any(${`{${w.locationIds.join(',')}}`}::int[]) order by l.id`);
  const products = (
    await w.rows(sql`select id from dash_products where master_client_id = ${w.funzone} order by id limit 4`)
  ).map((r) => Number(r.id));
  expect(products.length).toBeGreaterThan(1);

  const now = Temporal.Now.instant();
  const transactions: unknown[] = [];
  const events: unknown[] = [];
  const days: string[] = [];
  for (let d = Temporal.PlainDate.from(w.from); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(w.to)) <= 0; ) {
    days.push(d.toString());
    d = d.add({ days: 1 });
  }
  for (const [p, place] of places.entries()) {
    const code = String(place.code);
    const zone = String(place.zone);
    for (const [i, day] of days.entries()) {
      // Hours of the venue's day, never ahead of the server's clock (today is half over at most).
      const at = (hour: number, minute = 15) => {
        const t = Temporal.PlainDateTime.from(`${day}T${String(hour).padStart(2, '0')}:${minute}:00`)
          .toZonedDateTime(zone)
          .toInstant();
        const latest = now.subtract({ minutes: 5 });
        return (Temporal.Instant.compare(t, latest) > 0 ? latest : t).toString();
      };
      const id = (what: string) => `fed-${code}-${day}-${what}`;
      const sale = (what: string, hour: number, lines: [number, number, number][], extra: object = {}) => {
        const total = lines.reduce((s, [, q, c]) => s + q * c, 0);
        return {
          externalId: id(what),
          locationCode: code,
          occurredAt: at(hour),
          lines: lines.map(([product, quantity, c]) => ({ productId: product, quantity, unitPrice: money(c) })),
          payments: [{ tender: 'CARD', amount: money(total) }],
          employeeCode: `fed-${p + 1}`,
          ...extra,
        };
      };
      const a = products[0]!;
      const b = products[1]!;
      transactions.push(
        sale('walk-in', 11, [
          [a, 2, 1250 + i],
          [b, 1, 899],
        ]),
        sale('kiosk', 13, [[b, 3, 450]], {
          channel: 'KIOSK',
          guest: { email: `fed-${p}-${i}@guests.example`, firstName: 'Fed', lastName: 'Guest' },
        }),
        sale('refunded', 15, [[a, 1, 2000]]),
        sale('voided', 16, [[b, 1, 1575]]),
        sale('refund', 17, [[a, 1, 500]], { kind: 'REFUND', originalExternalId: id('refunded') }),
        sale('void', 17, [[b, 1, 1575]], { kind: 'VOID', originalExternalId: id('voided') }),
      );
      const event = (what: string, hour: number, detail: object) => ({
        externalId: id(what),
        locationCode: code,
        occurredAt: at(hour),
        ...detail,
      });
      const guest = { email: `fed-${p}-${i}-m@guests.example`, firstName: 'Fed' };
      events.push(
        event('shift', 10, { kind: 'SHIFT', shift: { employeeCode: `fed-${p + 1}`, minutes: 300, cost: '95.50' } }),
        event('waiver', 12, { kind: 'WAIVER', waiver: { guest } }),
        event('check-in', 12, { kind: 'CHECK_IN', checkIn: { guest, partySize: 4, adults: 2 } }),
        event('card-sold', 12, {
          kind: 'GIFT_CARD',
          giftCard: { action: 'SOLD', cardNumber: id('card'), amount: '40.00' },
        }),
        event('card-used', 14, {
          kind: 'GIFT_CARD',
          giftCard: { action: 'REDEEMED', cardNumber: id('card'), amount: '15.00' },
        }),
        event('card-expired', 18, {
          kind: 'GIFT_CARD',
          giftCard: { action: 'EXPIRED', cardNumber: id('card'), amount: '5.00' },
        }),
        event('credit-issued', 13, { kind: 'CREDIT', credit: { action: 'ISSUED', amount: '12.00' } }),
        event('credit-used', 16, { kind: 'CREDIT', credit: { action: 'REDEEMED', amount: '7.00' } }),
        event('member', 14, { kind: 'MEMBERSHIP', membership: { guest, termDays: 30, price: '59.99' } }),
      );
    }
  }
  const check = (a: Answer, sent: number) => {
    expect(a.results.filter((r) => r.message !== null)).toEqual([]);
    expect(a.accepted).toBe(sent);
  };
  // Batches in order: an original before its refund, a card's sale before its redemption.
  for (let i = 0; i < transactions.length; i += 1000) {
    const batch = transactions.slice(i, i + 1000);
    const r = await till.gql<{ recordVenueTransactions: Answer }>(TX, { t: batch });
    expect(r.errors).toBeUndefined();
    check(r.data!.recordVenueTransactions, batch.length);
  }
  for (let i = 0; i < events.length; i += 1000) {
    const batch = events.slice(i, i + 1000);
    const r = await till.gql<{ recordVenueEvents: Answer }>(EV, { e: batch });
    expect(r.errors).toBeUndefined();
    check(r.data!.recordVenueEvents, batch.length);
  }
  return { transactions: transactions.length, events: events.length };
}
