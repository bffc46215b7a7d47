import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRestApi } from '../app.ts';
import { queryRows } from '../db/rows.ts';
import { type NewMessage, queueMessages } from '../repositories/marketing/messages.ts';
import { expandSend } from '../repositories/marketing/segmentSends.ts';
import type { Delivery, JobQueue } from './queue.ts';
import { freshTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';

/** Queue timings short enough for a test. */
const FAST = { pollingIntervalSeconds: 0.5, expireInSeconds: 5, superviseIntervalSeconds: 1, retryDelaySeconds: 1 };

let db: TestDatabase;
let app: Awaited<ReturnType<typeof buildRestApi>>;
beforeAll(async () => {
  db = await freshTestDatabase();
  // A sweep every 3 seconds: counts older than that are stale.
  app = await buildRestApi({
    database: db.database,
    config: testConfig({ segmentCountRefreshMinutes: 0.05 }),
    jobs: FAST,
  });
}, 300_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

describe('segment jobs', () => {
  it('the periodic sweep recounts a stale segment without anyone asking', async () => {
    const [seg] = await rows<{ id: number }>(sql`select id from guest_segments order by id limit 1`);
    const id = Number(seg!.id);
    await rows(sql`insert into guest_segment_counts (segment_id, value, counted_at)
      values (${id}, -1, now() - interval '1 hour')
      on conflict (segment_id) do update set value = -1, counted_at = now() - interval '1 hour'`);
    await vi.waitFor(
      async () => {
        const [c] = await rows<{ value: number; fresh: boolean }>(
          sql`select value, counted_at > now() - interval '1 minute' as fresh from guest_segment_counts where segment_id = ${id}`,
        );
        expect(c!.value).toBeGreaterThanOrEqual(0);
        expect(c!.fresh).toBe(true);
      },
      { timeout: 30_000, interval: 250 },
    );
  });

  it('expands a send into one message per reachable guest, once however often it runs', async () => {
    const [seg] = await rows<{ id: number; mc: number }>(
      sql`select id, master_client_id as mc from guest_segments order by id limit 1`,
    );
    const mc = Number(seg!.mc);
    const [template] = await rows<{ id: number }>(
      // One sent manually: a booking's template (the reminder SMS) is never sent to a segment.
      sql`select id from message_templates where master_client_id = ${mc} and channel = 'sms' and time_type_id = 5
          order by id limit 1`,
    );
    // Six guests with a tag: some reachable by SMS with an opt-in, some not.
    const [tag] = await rows<{ id: number }>(
      sql`insert into guest_tags (master_client_id, name) values (${mc}, 'Send test') returning id`,
    );
    await rows(sql`insert into guest_tag_links (guest_id, tag_id)
      select id, ${tag!.id} from guests where master_client_id = ${mc} order by id limit 6`);
    await rows(sql`update guests set phone = '', marketing_opt_in = true
      where id = (select min(guest_id) from guest_tag_links where tag_id = ${tag!.id})`);
    await rows(sql`update guests set phone = '15550001', marketing_opt_in = true
      where id = (select max(guest_id) from guest_tag_links where tag_id = ${tag!.id})`);
    await rows(sql`update guest_segments set location_id = null,
      conditions = ${JSON.stringify([{ type: 'hasTag', tagId: Number(tag!.id) }])}::jsonb where id = ${seg!.id}`);
    const [made] = await rows<{ id: number }>(
      sql`insert into segment_sends (master_client_id, segment_id, template_id, template_name, channel, send_at, status)
        values (${mc}, ${seg!.id}, ${template!.id}, 'SMS', 'sms', now(), 'sending') returning id`,
    );
    const sendId = Number(made!.id);
    // Two runs meet (a retried job): the unique (send_id, guest_id) and the not-yet-sent filter hold it to one.
    await expandSend(db.database.db, app.jobs, sendId, new Date(), app.config.publicUrl);
    await rows(sql`update segment_sends set status = 'sending' where id = ${sendId}`);
    await expandSend(db.database.db, app.jobs, sendId, new Date(), app.config.publicUrl);
    const [tally] = await rows<{ messages: number; distinct_guests: number; reachable: number; all_guests: number }>(
      sql`select (select count(*)::int from guest_messages where send_id = ${sendId}) as messages,
        (select count(distinct guest_id)::int from guest_messages where send_id = ${sendId}) as distinct_guests,
        (select count(*)::int from guests g join guest_tag_links l on l.guest_id = g.id
          where l.tag_id = ${tag!.id} and g.phone <> '' and g.marketing_opt_in) as reachable,
        (select count(*)::int from guest_tag_links where tag_id = ${tag!.id}) as all_guests`,
    );
    expect(tally!.messages).toBe(tally!.reachable);
    expect(tally!.distinct_guests).toBe(tally!.messages);
    expect(tally!.reachable).toBeGreaterThan(0);
    const [send] = await rows<{ status: string; skipped: number }>(
      sql`select status, skipped from segment_sends where id = ${sendId}`,
    );
    expect(send).toEqual({ status: 'done', skipped: tally!.all_guests - tally!.reachable });
  });

  it('queues a batch of messages with each log row on its own e-mail and each job on its own message', async () => {
    const delivered: Delivery[] = [];
    const noop = async () => {};
    const jobs: JobQueue = {
      start: noop,
      stop: noop,
      email: noop,
      sms: noop,
      segmentCount: noop,
      segmentSweep: noop,
      segmentSend: noop,
      feedImport: noop,
      deliveries: async (items) => {
        delivered.push(...items);
      },
    };
    const [mc] = await rows<{ id: number }>(sql`select id from master_clients order by id limit 1`);
    const base = {
      masterClientId: Number(mc!.id),
      locationId: null,
      guestId: null,
      templateId: null,
      html: '',
      fromName: 'Venue',
      replyTo: '',
      isTest: false,
      createdByUserId: null,
    };
    const messages: NewMessage[] = [
      { ...base, channel: 'email', to: 'first@batch.test', subject: 'First', text: 'one' },
      { ...base, channel: 'sms', to: '+15550001', subject: '', text: 'two', bulk: true },
      { ...base, channel: 'email', to: 'third@batch.test', subject: 'Third', text: 'three', bulk: true },
    ];
    const ids = await db.database.db.transaction((tx) => queueMessages(tx, jobs, messages));
    const logged = await rows<{
      id: number;
      to: string;
      outboxId: number | null;
      outboxTo: string | null;
      body: string | null;
    }>(
      sql`select m.id, m.to_address as "to", m.outbox_id as "outboxId", o.to_address as "outboxTo", o.body
          from guest_messages m left join outbox o on o.id = m.outbox_id
          where m.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const byId = new Map(logged.map((row) => [Number(row.id), row]));
    expect(ids.map((id) => byId.get(id)?.to)).toEqual(['first@batch.test', '+15550001', 'third@batch.test']);
    expect(ids.map((id) => byId.get(id)?.outboxTo ?? null)).toEqual(['first@batch.test', null, 'third@batch.test']);
    expect(ids.map((id) => byId.get(id)?.body ?? null)).toEqual(['one', null, 'three']);
    expect(delivered).toEqual([
      { channel: 'email', id: Number(byId.get(ids[0]!)!.outboxId), bulk: false },
      { channel: 'sms', id: ids[1], bulk: true },
      { channel: 'email', id: Number(byId.get(ids[2]!)!.outboxId), bulk: true },
    ]);
  });
});
