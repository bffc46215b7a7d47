/**
 * The demo gift-card and credit ledgers as CTEs over the generator's `cells`: every
 * redemption and expiry follows the sale or issue it draws on and never takes more than is left,
 * so a balance (sold − redeemed, issued − redeemed − expired) never goes below zero on any day.
 * Moves dated after the last generated day are left out by the caller (they have not happened).
 */
import { type SQL, sql } from 'drizzle-orm';

/** A waiver is signed again when the guest's last visit is older than this. */
export const WAIVER_VALID_DAYS = 180;

/** Days after which an unredeemed credit expires. */
export const CREDIT_EXPIRY_DAYS = 45;

/**
 * `moves(location_id, business_date, kind, card_id, amount)`: 0–3 cards sold per location and
 * day; 80 % of them redeemed in part 1–30 days later (30–80 % of the value), and 60 % of those
 * redeemed for the rest 1–60 days after that.
 */
export function giftCardMoves(cellKey: SQL): SQL {
  return sql`cards as (
      select c.location_id, c.business_date, ${cellKey} + 40 + i as card_id,
        (array[2500, 5000, 5000, 10000, 2000 + dash_hash(${cellKey} + 40 + i) % 8000])[1 + dash_hash(${cellKey} + 45 + i) % 5]::bigint as amount
      from cells c, generate_series(1, (dash_hash(${cellKey} + 4) % 4)::int) i
    ),
    parts as (
      select cards.*, dash_hash(card_id * 3) % 10 < 8 as used, dash_hash(card_id * 3 + 1) % 10 < 6 as emptied,
        (1 + dash_hash(card_id * 3 + 2) % 30)::int as first_gap, (1 + dash_hash(card_id * 3 + 3) % 60)::int as second_gap,
        amount * (30 + dash_hash(card_id * 3 + 4) % 51) / 100 as first_part
      from cards
    ),
    moves as (
      select location_id, business_date, 1 as kind, card_id, amount from parts
      union all
      select location_id, business_date + first_gap, 2, card_id, first_part from parts where used
      union all
      select location_id, business_date + first_gap + second_gap, 2, card_id, amount - first_part from parts where used and emptied
    )`;
}

/**
 * `moves(location_id, business_date, kind, amount)`: 1–3 credits issued per location and day;
 * 70 % redeemed in part (20–100 %) 1–45 days later; what is left expires CREDIT_EXPIRY_DAYS
 * after the issue.
 */
export function creditMoves(cellKey: SQL): SQL {
  return sql`credits as (
      select c.location_id, c.business_date, ${cellKey} + 50 + i as k,
        (500 + dash_hash(${cellKey} + 50 + i) % 12000)::bigint as amount
      from cells c, generate_series(1, 1 + (dash_hash(${cellKey} + 5) % 3)::int) i
    ),
    parts as (
      select credits.*, (1 + dash_hash(k * 3 + 1) % 45)::int as gap,
        case when dash_hash(k * 3) % 10 < 7 then amount * (20 + dash_hash(k * 3 + 2) % 81) / 100 else 0 end as redeemed
      from credits
    ),
    moves as (
      select location_id, business_date, 1 as kind, amount from parts
      union all
      select location_id, business_date + gap, 2, redeemed from parts
      union all
      select location_id, business_date + ${sql.raw(String(CREDIT_EXPIRY_DAYS))}, 3, amount - redeemed from parts
    )`;
}
