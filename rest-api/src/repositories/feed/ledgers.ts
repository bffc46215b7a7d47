/**
 * Gift-card and guest-credit moves of a venue events batch. What each card and each location's
 * credit pool holds is read (and locked) once for the batch; each move is then checked in the order
 * sent, so a card sold and redeemed in one batch works, and a move that would take a balance below
 * zero is refused alone while the rest of the batch goes on.
 */
import { CREDIT_LEDGER_KIND, type VenueEvent } from '@marquee/core/feed/events';
import { type FeedProblem, notFound } from '@marquee/core/feed/transactions';
import { fromCents } from '@marquee/core/resources/fields';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { LostRace } from './writes.ts';

/** Advisory lock class of a location's credit pool: two batches redeeming credit there queue. */
const CREDIT_POOL_LOCK = 0x637264;

interface Card {
  /** Null until a card first sold in this batch is inserted. */
  id: number | null;
  balance: number;
  changed: boolean;
}

type GiftMove = Extract<VenueEvent, { kind: 'GIFT_CARD' }>;
type CreditMove = Extract<VenueEvent, { kind: 'CREDIT' }>;

export class Ledgers {
  private constructor(
    private readonly cards: Map<string, Card>,
    private readonly credit: Map<number, number>,
  ) {}

  /**
   * Reads, locked until the transaction ends, the cards the batch names (in number order, so two
   * batches never wait on each other crosswise) and the credit pools of the locations where it
   * takes credit.
   */
  static async read(
    tx: Executor,
    mc: number,
    events: readonly VenueEvent[],
    locationOf: (e: VenueEvent) => number | undefined,
  ): Promise<Ledgers> {
    const numbers = [...new Set(events.flatMap((e) => (e.kind === 'GIFT_CARD' ? [e.cardNumber] : [])))].sort();
    const cards = new Map<string, Card>();
    if (numbers.length > 0) {
      const rows = await queryRows<{ id: number; number: string; balance: number }>(
        tx,
        sql`select id, number, balance_cents as balance from feed_gift_cards
            where master_client_id = ${mc} and number = any(${pgArray(numbers)}::text[])
            order by number for update`,
      );
      for (const r of rows) cards.set(r.number, { id: Number(r.id), balance: Number(r.balance), changed: false });
    }
    const pools = [
      ...new Set(
        events.flatMap((e) => {
          const at = e.kind === 'CREDIT' && e.action !== 'ISSUED' ? locationOf(e) : undefined;
          return at === undefined ? [] : [at];
        }),
      ),
    ].sort((a, b) => a - b);
    const credit = new Map<number, number>();
    if (pools.length > 0) {
      for (const id of pools) await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_POOL_LOCK}, ${id})`);
      const rows = await queryRows<{ locationId: number; unused: number }>(
        tx,
        sql`select location_id as "locationId",
              coalesce(sum(case when kind = ${CREDIT_LEDGER_KIND.ISSUED} then amount_cents else -amount_cents end), 0) as unused
            from dash_credit_ledger where location_id = any(${pgArray(pools)}::int[]) group by location_id`,
      );
      for (const id of pools) credit.set(id, 0);
      for (const r of rows) credit.set(Number(r.locationId), Number(r.unused));
    }
    return new Ledgers(cards, credit);
  }

  /** Applies a gift-card move, or says why it cannot be made (nothing changed then). */
  giftCard(e: GiftMove): FeedProblem | null {
    const card = this.cards.get(e.cardNumber);
    if (e.action === 'SOLD') {
      if (card) {
        card.balance += e.amountCents;
        card.changed = true;
      } else this.cards.set(e.cardNumber, { id: null, balance: e.amountCents, changed: true });
      return null;
    }
    if (!card) return notFound('giftCard.cardNumber', 'feed.error.unknownCard', { number: e.cardNumber });
    if (card.balance < e.amountCents) {
      return {
        code: 'BAD_USER_INPUT',
        field: 'giftCard.amount',
        key: 'feed.error.cardBalance',
        values: { number: e.cardNumber, balance: fromCents(card.balance), amount: fromCents(e.amountCents) },
      };
    }
    card.balance -= e.amountCents;
    card.changed = true;
    return null;
  }

  /** Applies a credit move at a location, or says why it cannot be made (nothing changed then). */
  creditMove(e: CreditMove, locationId: number): FeedProblem | null {
    if (e.action === 'ISSUED') {
      const pool = this.credit.get(locationId);
      if (pool !== undefined) this.credit.set(locationId, pool + e.amountCents);
      return null;
    }
    const unused = this.credit.get(locationId) ?? 0;
    if (unused < e.amountCents) {
      return {
        code: 'BAD_USER_INPUT',
        field: 'credit.amount',
        key: 'feed.error.creditBalance',
        values: { balance: fromCents(unused), amount: fromCents(e.amountCents) },
      };
    }
    this.credit.set(locationId, unused - e.amountCents);
    return null;
  }

  /**
   * Writes the cards' new balances (inserting those first sold now) and answers every card's id by
   * number. A card another batch inserted meanwhile is a lost race: the batch runs again and finds it.
   */
  async save(tx: Executor, mc: number): Promise<Map<string, number>> {
    const fresh = [...this.cards].filter(([, c]) => c.id === null);
    if (fresh.length > 0) {
      const inserted = await queryRows<{ id: number; number: string }>(
        tx,
        sql`insert into feed_gift_cards (master_client_id, number, balance_cents)
            select ${mc}, n, b from unnest(${pgArray(fresh.map(([n]) => n))}::text[],
              ${pgArray(fresh.map(([, c]) => c.balance))}::bigint[]) u(n, b)
            on conflict (master_client_id, number) do nothing returning id, number`,
      );
      if (inserted.length !== fresh.length) throw new LostRace();
      for (const r of inserted) {
        const card = this.cards.get(r.number);
        if (card) {
          card.id = Number(r.id);
          card.changed = false;
        }
      }
    }
    const changed = [...this.cards.values()].filter((c) => c.changed && c.id !== null);
    if (changed.length > 0) {
      await tx.execute(sql`update feed_gift_cards f set balance_cents = u.b
        from unnest(${pgArray(changed.map((c) => c.id ?? 0))}::bigint[], ${pgArray(changed.map((c) => c.balance))}::bigint[]) u(i, b)
        where f.id = u.i`);
    }
    const ids = new Map<string, number>();
    for (const [number, c] of this.cards) if (c.id !== null) ids.set(number, c.id);
    return ids;
  }
}
