/**
 * Links the dashboard demo facts to the demo guests, then seeds CRM tags, notes and segments and
 * rolls up guest_stats. The dashboard generator gives each fact a synthetic guest id (a sale id
 * for a first visit, location × 10^9 + n for a returning guest); here each synthetic id is mapped,
 * by a hash of it, onto one guest of the same master client, in dash_sales, dash_visits,
 * dash_waivers and dash_memberships alike, so a guest's visits, bookings and spend are real rows
 * of the facts. The dashboards never group by guest id, so their figures do not change.
 *
 * The mapping is skewed (a squared uniform): a few guests come often, many rarely, and the last
 * fifth of each client's guests never visited (they registered only), so segments differ.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { refreshGuestStats } from '../repositories/marketing/guestStats.ts';
import type { Random } from './prng.ts';

const TAGS = ['VIP', 'Birthday club', 'Newsletter', 'Corporate', 'Family'];
const NOTE_AUTHORS = ['Front desk', 'Party host', 'Duty manager'];
const NOTES = [
  'Asked about birthday party packages for next month.',
  'Prefers lane 4; left-handed bowler.',
  'Allergic to peanuts: tell the kitchen.',
  'Lost a jacket on the last visit; returned at the desk.',
  'Interested in a corporate team-building event.',
  'Complimented the staff on the arcade floor.',
];

/** Share of each client's guests that ever visit. */
const ACTIVE_SHARE = 0.8;

export async function seedGuestActivity(tx: Tx, masterClientIds: readonly number[], random: Random) {
  for (const masterClientId of masterClientIds) {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from guests where master_client_id = ${masterClientId}`,
    );
    if (Number(n) === 0) continue;
    const active = Math.max(1, Math.floor(Number(n) * ACTIVE_SHARE));
    const ids = sql`(select array_agg(id order by id) from guests where master_client_id = ${masterClientId})`;
    const own = sql`(select id from locations where master_client_id = ${masterClientId})`;
    const mapped = (column: string) =>
      sql`(${ids})[1 + floor(${active} * power((dash_hash(${sql.raw(column)} * 31 + 7) % 10000) / 10000.0, 2))::int]`;
    for (const table of ['dash_sales', 'dash_visits', 'dash_waivers', 'dash_memberships']) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set guest_id = ${mapped('guest_id')}
          where location_id in ${own} and guest_id is not null`,
      );
    }
    await seedTags(tx, masterClientId, random);
    await seedNotes(tx, masterClientId, random);
    await seedSegments(tx, masterClientId);
    await refreshGuestStats(tx, { masterClientId });
  }
}

async function seedTags(tx: Tx, masterClientId: number, random: Random) {
  const tags = await queryRows<{ id: number }>(
    tx,
    sql`insert into guest_tags (master_client_id, name)
      select ${masterClientId}, unnest(${`{${TAGS.map((t) => `"${t}"`).join(',')}}`}::text[]) returning id`,
  );
  const guests = await queryRows<{ id: number }>(
    tx,
    sql`select id from guests where master_client_id = ${masterClientId} order by id`,
  );
  const links = guests.flatMap((g) =>
    tags.filter(() => random.next() < 0.08).map((t) => `(${Number(g.id)},${Number(t.id)})`),
  );
  if (links.length > 0)
    await tx.execute(sql.raw(`insert into guest_tag_links (guest_id, tag_id) values ${links.join(',')}`));
}

async function seedNotes(tx: Tx, masterClientId: number, random: Random) {
  const guests = await queryRows<{ id: number }>(
    tx,
    sql`select id from guests where master_client_id = ${masterClientId} order by id limit 60`,
  );
  for (const g of guests) {
    if (random.next() < 0.5) continue;
    await tx.execute(sql`insert into guest_notes (master_client_id, guest_id, author_name, text, created_at)
      values (${masterClientId}, ${Number(g.id)}, ${random.pick(NOTE_AUTHORS)}, ${random.pick(NOTES)},
        now() - make_interval(days => ${random.int(1, 50)}))`);
  }
}

async function seedSegments(tx: Tx, masterClientId: number) {
  const [vip] = await queryRows<{ id: number }>(
    tx,
    sql`select id from guest_tags where master_client_id = ${masterClientId} and name = 'VIP'`,
  );
  const segments = [
    { name: 'Recent visitors', conditions: [{ type: 'lastVisitWithin', days: 14 }] },
    { name: 'Big spenders', conditions: [{ type: 'spendOver', amount: 300 }] },
    { name: 'Active members', conditions: [{ type: 'membershipStatus', status: 'active' }] },
    { name: 'VIP guests', conditions: [{ type: 'hasTag', tagId: Number(vip!.id) }] },
  ];
  for (const s of segments)
    await tx.execute(sql`insert into guest_segments (master_client_id, name, match, conditions)
      values (${masterClientId}, ${s.name}, 'all', ${JSON.stringify(s.conditions)}::jsonb)`);
}
