/**
 * CRM's timeline of one guest (menu 17): visits, Club Booking sales, memberships, notes and the
 * e-mails and SMS sent to the guest (guest_messages, the /crm/emails log; test sends left out),
 * newest first.
 */
import { TIMELINE_LIMIT, type GuestTimeline, type TimelineEvent } from '@marquee/core/marketing/guests';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CHANNEL } from '../../db/schema-dashboards.ts';
import { getGuest } from './guests.ts';

interface Raw {
  kind: TimelineEvent['kind'];
  at: string;
  location: string | null;
  amount: unknown;
  party: unknown;
  text: string | null;
  author: string | null;
  channel: TimelineEvent['channel'] | null;
  status: TimelineEvent['status'] | null;
}

export async function guestTimeline(db: Executor, masterClientId: number, guestId: number): Promise<GuestTimeline> {
  const { notes: _notes, ...guest } = await getGuest(db, masterClientId, guestId);
  // Facts are read at the client's own locations only: a guest id is never trusted across clients.
  const own = sql`(select id from locations where master_client_id = ${masterClientId})`;
  const rows = await queryRows<Raw>(
    db,
    sql`select * from (
      select 'visit' as kind, v.business_date::timestamp as sort_at, to_char(v.business_date, 'YYYY-MM-DD') as at, l.name as location, v.spend_cents as amount,
        v.party_size as party, '' as text, '' as author, '' as channel, '' as status
      from dash_visits v join locations l on l.id = v.location_id
      where v.guest_id = ${guestId} and v.location_id in ${own}
      union all
      select 'booking', s.business_date::timestamp, to_char(s.business_date, 'YYYY-MM-DD'), l.name, s.total_cents, 0, '', '', '', ''
      from dash_sales s join locations l on l.id = s.location_id
      where s.guest_id = ${guestId} and s.channel = ${CHANNEL.booking} and s.location_id in ${own}
      union all
      select 'membership', m.start_date::timestamp, to_char(m.start_date, 'YYYY-MM-DD'), l.name, m.price_cents, 0, m.expiry_date::text, '', '', ''
      from dash_memberships m join locations l on l.id = m.location_id
      where m.guest_id = ${guestId} and m.location_id in ${own}
      union all
      select 'note', n.created_at at time zone 'UTC',
        to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '', 0, 0, n.text, n.author_name, '', ''
      from guest_notes n where n.guest_id = ${guestId} and n.master_client_id = ${masterClientId}
      union all
      select 'message', gm.created_at at time zone 'UTC',
        to_char(gm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), coalesce(ml.name, ''), 0, 0,
        case when gm.channel = 'email' then gm.subject else left(gm.body_text, 160) end,
        coalesce(trim(u.first_name || ' ' || u.last_name), ''), gm.channel, gm.status
      from guest_messages gm left join locations ml on ml.id = gm.location_id
        left join users u on u.id = gm.created_by_user_id
      where gm.guest_id = ${guestId} and gm.master_client_id = ${masterClientId} and not gm.is_test
    ) e order by sort_at desc, kind limit ${TIMELINE_LIMIT}`,
  );
  const events = rows.map((r) => ({
    kind: r.kind,
    at: r.at,
    location: r.location ?? '',
    amountCents: Number(r.amount),
    partySize: Number(r.party),
    text: r.text ?? '',
    author: r.author ?? '',
    channel: r.channel ?? '',
    status: r.status ?? '',
  }));
  return { guest, events };
}
