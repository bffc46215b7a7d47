/**
 * Issue 14 (guests, segments, CRM) through the real gateway and REST API: the guests list's
 * figures against the fact rows they come from, search and paging, notes with author and time,
 * segments saved (create / update texts), counted (against SQL over the same rows), their guests,
 * 'all' locations, removal; CRM tags as a segment condition and a guest's timeline; and the
 * permissions the server enforces (staff may list guests but not write notes; the administrator
 * has no CRM).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let a: number;
let b: number;

const GUEST = 'id firstName lastName email phone visits bookings spendCents lastVisit notesCount tags { id name }';
const SEGMENT =
  'id name locationId match conditions { type days amount status tagId } numberOfGuests { value lastUpdateDate }';

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(stack.database.db, query);
const today = () => new Date().toISOString().slice(0, 10);
/** The audit rows of one entity, oldest first (segment, tag and send changes are audited). */
const auditOf = (entity: string, id: number) =>
  rows<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    sql`select action, changes from audit_log where entity = ${entity} and entity_id = ${id} order by id`,
  );

async function signedIn(email: string, masterClient: number) {
  const client = stack.client();
  expect((await client.login(email)).errors).toBeUndefined();
  client.masterClient = masterClient;
  return client;
}

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  director = await signedIn('director@funzone.test', a);
}, 300_000);
afterAll(() => stack?.close());

type Guest = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  visits: number;
  bookings: number;
  spendCents: number;
  lastVisit: string | null;
  notesCount: number;
};
const guests = async (args: Record<string, unknown> = {}) => {
  const r = await director.gql<{ guests: { rows: Guest[]; total: number } }>(
    `query($p: Int, $n: Int, $s: String, $sort: GuestSort, $o: SortOrder, $t: Int) {
      guests(page: $p, rowsPerPage: $n, search: $s, sort: $sort, order: $o, tagId: $t) { rows { ${GUEST} } total page rowsPerPage } }`,
    args,
  );
  expect(r.errors).toBeUndefined();
  return r.data!.guests;
};

describe('guests', () => {
  it('lists the master client’s guests, 25 a page, with visits, bookings and spend from the fact rows', async () => {
    const page = await guests({ sort: 'VISITS', o: 'DESC' });
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from guests where master_client_id = ${a}`,
    );
    expect(page.total).toBe(n);
    expect(page.rows).toHaveLength(25);
    for (const g of page.rows.slice(0, 5)) {
      const [facts] = await rows<{ visits: number; bookings: number; spend: string; last: string | null }>(
        sql`select (select count(*)::int from dash_visits where guest_id = ${g.id}) as visits,
          (select count(*)::int from dash_sales where guest_id = ${g.id} and channel = 3) as bookings,
          (select coalesce(sum(total_cents), 0)::text from dash_sales where guest_id = ${g.id}) as spend,
          (select max(business_date)::text from dash_visits where guest_id = ${g.id}) as last`,
      );
      expect(g.visits).toBe(facts!.visits);
      expect(g.bookings).toBe(facts!.bookings);
      expect(g.spendCents).toBe(Number(facts!.spend));
      expect(g.lastVisit).toBe(facts!.last);
    }
    expect(page.rows[0]!.visits).toBeGreaterThan(0);
    expect(page.rows[0]!.visits).toBeGreaterThanOrEqual(page.rows[24]!.visits);
  });

  it('keeps the total and a zero stats row as guests come and go', async () => {
    const before = (await guests({ n: 1 })).total;
    const [added] = await rows<{ id: number }>(
      sql`insert into guests (master_client_id, first_name, last_name) values (${a}, 'Walk', 'In') returning id`,
    );
    const after = await guests({ s: 'walk in', n: 100 });
    expect((await guests({ n: 1 })).total).toBe(before + 1);
    expect(after.rows.find((g) => g.id === Number(added!.id))).toMatchObject({
      visits: 0,
      spendCents: 0,
      lastVisit: null,
    });
    await rows(sql`delete from guests where id = ${Number(added!.id)}`);
    expect((await guests({ n: 1 })).total).toBe(before);
  });

  it('pages without overlap and searches name, e-mail and phone in any case', async () => {
    const one = await guests({ p: 0, n: 10 });
    const two = await guests({ p: 1, n: 10 });
    expect(one.rows.map((g) => g.id).filter((id) => two.rows.some((r) => r.id === id))).toEqual([]);
    const target = one.rows.find((g) => g.email !== '')!;
    const byMail = await guests({ s: target.email.toUpperCase() });
    expect(byMail.rows.map((g) => g.id)).toEqual([target.id]);
    const byName = await guests({ s: target.lastName.toLowerCase(), n: 100 });
    expect(
      byName.rows.every((g) =>
        `${g.firstName} ${g.lastName} ${g.email}`.toLowerCase().includes(target.lastName.toLowerCase()),
      ),
    ).toBe(true);
    expect((await guests({ s: 'zz%_no such guest' })).total).toBe(0);
  });

  it('adds a note with the caller as author and the time, and shows it first', async () => {
    const {
      rows: [g],
    } = await guests({ n: 1 });
    const added = await director.gql<{
      addGuestNote: { note: { id: number; authorName: string; createdAt: string; text: string }; message: string };
    }>(
      'mutation($g: Int!, $t: String!) { addGuestNote(guestId: $g, text: $t) { note { id authorName createdAt text } message } }',
      { g: g!.id, t: '  Celebrating a birthday on Saturday  ' },
    );
    expect(added.errors).toBeUndefined();
    const note = added.data!.addGuestNote.note;
    expect(note).toMatchObject({ authorName: 'Dana Director', text: 'Celebrating a birthday on Saturday' });
    expect(Math.abs(Date.parse(note.createdAt) - Date.now())).toBeLessThan(60_000);
    const detail = await director.gql<{ guest: { guest: { notesCount: number }; notes: { id: number }[] } }>(
      'query($id: Int!) { guest(id: $id) { guest { notesCount } notes { id } } }',
      { id: g!.id },
    );
    expect(detail.data!.guest.notes[0]!.id).toBe(note.id);
    expect(detail.data!.guest.guest.notesCount).toBe(g!.notesCount + 1);
    const blank = await director.gql('mutation($g: Int!) { addGuestNote(guestId: $g, text: "   ") { message } }', {
      g: g!.id,
    });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
  });

  it('answers another master client’s guest as not found and writes no note on it', async () => {
    const [theirs] = await rows<{ id: number }>(sql`select id from guests where master_client_id = ${b} limit 1`);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from guest_notes`);
    expect(
      codeOf(await director.gql('query($id: Int!) { guest(id: $id) { notes { id } } }', { id: Number(theirs!.id) })),
    ).toBe('NOT_FOUND');
    const r = await director.gql('mutation($g: Int!) { addGuestNote(guestId: $g, text: "x") { message } }', {
      g: Number(theirs!.id),
    });
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from guest_notes`)).toEqual(before);
  });

  it('lets staff list guests (VIEW on 112) but not write notes (no ADD)', async () => {
    const staff = await signedIn('staff@funzone.test', a);
    const list = await staff.gql<{ guests: { total: number } }>('{ guests { total } }');
    expect(list.data?.guests.total).toBeGreaterThan(0);
    const {
      rows: [g],
    } = await guests({ n: 1 });
    const r = await staff.gql('mutation($g: Int!) { addGuestNote(guestId: $g, text: "x") { message } }', { g: g!.id });
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(codeOf(await staff.gql('{ guestSegments(location: "all") { total } }'))).toBe('FORBIDDEN');
  });
});

type Segment = { id: number; name: string; numberOfGuests: { value: number; lastUpdateDate: string } | null };
const save = async (input: Record<string, unknown>, id?: number) => {
  const field = id === undefined ? 'createGuestSegment(input: $i)' : 'updateGuestSegment(id: $id, input: $i)';
  return director.gql<{ r: { segment: Segment; message: string } }>(
    `mutation($i: GuestSegmentInput!${id === undefined ? '' : ', $id: Int!'}) { r: ${field} { segment { ${SEGMENT} } message } }`,
    { i: input, id },
  );
};
type CountState = { value: number | null; lastUpdateDate: string | null; refreshing: boolean };
const countState = async (rowId: number, refresh = false) => {
  const r = await director.gql<{ guestSegmentCount: CountState }>(
    'query($r: Int!, $f: Boolean) { guestSegmentCount(rowId: $r, refresh: $f) { value lastUpdateDate refreshing } }',
    { r: rowId, f: refresh },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.guestSegmentCount;
};
/** The stored count once the queue has counted (the cell polls the same way); no sleeps. */
const count = async (rowId: number) =>
  vi.waitFor(
    async () => {
      const s = await countState(rowId);
      expect(s.refreshing).toBe(false);
      expect(s.value).not.toBeNull();
      return { value: s.value!, lastUpdateDate: s.lastUpdateDate! };
    },
    { timeout: 30_000, interval: 200 },
  );

describe('guest segments', () => {
  it('creates a segment without id and updates it with one, with the spec’s texts', async () => {
    const created = await save({
      name: 'Visited lately',
      match: 'ALL',
      conditions: [{ type: 'LAST_VISIT_WITHIN', days: 30 }],
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.r.message).toBe('Guest segment has been successfully created');
    const id = created.data!.r.segment.id;
    const updated = await save(
      { name: 'Visited lately', match: 'ALL', conditions: [{ type: 'LAST_VISIT_WITHIN', days: 7 }] },
      id,
    );
    expect(updated.data!.r.message).toBe('Guest segment has been successfully updated');
    expect(updated.data!.r.segment.id).toBe(id);
    const log = await auditOf('guestSegment', id);
    expect(log.map((r) => r.action)).toEqual(['create', 'update']);
    expect(log[0]!.changes.name).toEqual({ before: null, after: 'Visited lately' });
    // Only what changed: the days of the condition, not the unchanged name.
    expect(Object.keys(log[1]!.changes)).toEqual(['conditions']);
    expect(log[1]!.changes.conditions!.after).toContain('"days":7');
  });

  it('counts a segment as SQL over the same rows does, and keeps the count with its time', async () => {
    const seg = (await save({ name: 'Recent 30', match: 'ALL', conditions: [{ type: 'LAST_VISIT_WITHIN', days: 30 }] }))
      .data!.r.segment;
    expect(seg.numberOfGuests).toBeNull();
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const [expected] = await rows<{ n: number }>(
      sql`select count(distinct g.id)::int as n from guests g join dash_visits v on v.guest_id = g.id
        where g.master_client_id = ${a} and v.business_date >= ${since}::date`,
    );
    const counted = await count(seg.id);
    expect(counted.value).toBe(expected!.n);
    expect(counted.value).toBeGreaterThan(0);
    const again = await director.gql<{ guestSegment: Segment }>(
      `query($id: Int!) { guestSegment(id: $id) { ${SEGMENT} } }`,
      { id: seg.id },
    );
    expect(again.data!.guestSegment.numberOfGuests).toEqual(counted);
    const matching = await director.gql<{ guestSegmentGuests: { total: number; rows: Guest[] } }>(
      `query($r: Int!) { guestSegmentGuests(rowId: $r, rowsPerPage: 100) { total rows { ${GUEST} } } }`,
      { r: seg.id },
    );
    expect(matching.data!.guestSegmentGuests.total).toBe(counted.value);
    expect(matching.data!.guestSegmentGuests.rows.every((g) => g.lastVisit !== null && g.lastVisit >= since)).toBe(
      true,
    );
  });

  it('counts in the job queue: queued on save, stored with its time, refreshed when asked or stale', async () => {
    const tag = (
      await director.gql<{ createGuestTag: { id: number } }>('mutation { createGuestTag(name: "Queue count") { id } }')
    ).data!.createGuestTag.id;
    const tagged = async (n: number) => {
      const { rows: picked } = await guests({ n, sort: 'VISITS', o: 'DESC' });
      for (const g of picked)
        await director.gql('mutation($g: Int!, $t: [Int!]!) { setGuestTags(guestId: $g, tagIds: $t) { id } }', {
          g: g.id,
          t: [tag],
        });
    };
    await tagged(2);
    const seg = (await save({ name: 'Queue counted', match: 'ALL', conditions: [{ type: 'HAS_TAG', tagId: tag }] }))
      .data!.r.segment;
    // The save queued the count in its transaction: the job stores it without anyone asking.
    await vi.waitFor(
      async () => {
        const [stored] = await rows<{ value: number }>(
          sql`select value from guest_segment_counts where segment_id = ${seg.id}`,
        );
        expect(stored?.value).toBe(2);
      },
      { timeout: 30_000, interval: 200 },
    );
    const first = await count(seg.id);
    expect(first.value).toBe(2);
    // The data changes: the stored figure stays until a count runs; asking for one refreshes it.
    await tagged(5);
    expect((await countState(seg.id)).value).toBe(2);
    const asked = await countState(seg.id, true);
    expect(asked.value).toBe(2);
    await vi.waitFor(async () => expect((await count(seg.id)).value).toBe(5), { timeout: 30_000, interval: 200 });
    const refreshed = await count(seg.id);
    expect(refreshed.lastUpdateDate > first.lastUpdateDate).toBe(true);
    // A stale figure (older than SEGMENT_COUNT_REFRESH_MINUTES) is answered at once and recounted.
    await rows(
      sql`update guest_segment_counts set value = 99, counted_at = now() - interval '1 day' where segment_id = ${seg.id}`,
    );
    const stale = await countState(seg.id);
    expect(stale.value).toBe(99);
    await vi.waitFor(async () => expect((await count(seg.id)).value).toBe(5), { timeout: 30_000, interval: 200 });
  });

  it('combines conditions with all or any, spend in dollars', async () => {
    const spend = { type: 'SPEND_OVER', amount: 150.5 };
    const never = { type: 'MEMBERSHIP_STATUS', status: 'NONE' };
    const [sums] = await rows<{ over: number; none: number; both: number; either: number }>(
      sql`with s as (select g.id, coalesce(sum(x.total_cents), 0) as cents,
          not exists (select 1 from dash_memberships m where m.guest_id = g.id) as never
        from guests g left join dash_sales x on x.guest_id = g.id where g.master_client_id = ${a} group by g.id)
        select count(*) filter (where cents > 15050)::int as over, count(*) filter (where never)::int as none,
          count(*) filter (where cents > 15050 and never)::int as both, count(*) filter (where cents > 15050 or never)::int as either from s`,
    );
    const all = (await save({ name: 'Spend and never', match: 'ALL', conditions: [spend, never] })).data!.r.segment;
    const any = (await save({ name: 'Spend or never', match: 'ANY', conditions: [spend, never] })).data!.r.segment;
    expect((await count(all.id)).value).toBe(sums!.both);
    expect((await count(any.id)).value).toBe(sums!.either);
  });

  it('refuses a repeated condition, an unknown type and another client’s tag, writing nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from guest_segments`);
    const twice = await save({
      name: 'Twice',
      match: 'ALL',
      conditions: [
        { type: 'LAST_VISIT_WITHIN', days: 3 },
        { type: 'LAST_VISIT_WITHIN', days: 3 },
      ],
    });
    expect(codeOf(twice)).toBe('BAD_USER_INPUT');
    const [theirTag] = await rows<{ id: number }>(sql`select id from guest_tags where master_client_id = ${b} limit 1`);
    const foreign = await save({
      name: 'Theirs',
      match: 'ALL',
      conditions: [{ type: 'HAS_TAG', tagId: Number(theirTag!.id) }],
    });
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    const empty = await save({ name: 'Empty', match: 'ALL', conditions: [] });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from guest_segments`)).toEqual(before);
  });

  it('lists by location: all is every segment; a code adds that location’s to those for all', async () => {
    const [loc] = await rows<{ id: number; code: string }>(
      sql`select id, code from locations where master_client_id = ${a} order by id limit 1`,
    );
    const [other] = await rows<{ id: number; code: string }>(
      sql`select id, code from locations where master_client_id = ${a} order by id desc limit 1`,
    );
    const here = (
      await save({
        name: 'Here only',
        locationId: Number(loc!.id),
        match: 'ALL',
        conditions: [{ type: 'LAST_VISIT_WITHIN', days: 60 }],
      })
    ).data!.r.segment;
    const list = async (location: string) =>
      (
        await director.gql<{ guestSegments: { rows: Segment[]; total: number } }>(
          'query($l: String!) { guestSegments(location: $l, rowsPerPage: 100) { rows { id name } total } }',
          { l: location },
        )
      ).data!.guestSegments;
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from guest_segments where master_client_id = ${a}`,
    );
    expect((await list('all')).total).toBe(n);
    expect((await list(loc!.code)).rows.map((s) => s.id)).toContain(here.id);
    expect((await list(other!.code)).rows.map((s) => s.id)).not.toContain(here.id);
  });

  it('removes segments by ids', async () => {
    const seg = (await save({ name: 'To remove', match: 'ALL', conditions: [{ type: 'AGE_GROUP', group: 'TEEN' }] }))
      .data!.r.segment;
    const r = await director.gql<{ deleteGuestSegments: { removed: number } }>(
      'mutation($ids: [Int!]!) { deleteGuestSegments(ids: $ids) { removed } }',
      { ids: [seg.id] },
    );
    expect(r.data!.deleteGuestSegments.removed).toBe(1);
    expect((await auditOf('guestSegment', seg.id)).map((x) => [x.action, x.changes.name])).toEqual([
      ['create', { before: null, after: 'To remove' }],
      ['delete', { before: 'To remove', after: null }],
    ]);
    expect(codeOf(await director.gql('query($id: Int!) { guestSegment(id: $id) { id } }', { id: seg.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('pages its product and location pickers with hasMore', async () => {
    const page = async (field: string, p: number) =>
      (
        await director.gql<{ x: { data: { id: number }[]; hasMore: boolean } }>(
          `query($p: Int) { x: ${field}(page: $p, rowsPerPage: 2) { data { id } hasMore } }`,
          { p },
        )
      ).data!.x;
    const first = await page('guestSegmentProducts', 0);
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = await page('guestSegmentProducts', 1);
    expect(second.data.map((d) => d.id)).not.toContain(first.data[0]!.id);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from locations where master_client_id = ${a}`,
    );
    expect((await page('guestSegmentLocations', Math.ceil(n / 2) - 1)).hasMore).toBe(false);
  });
});

describe('segment sends', () => {
  type Send = { id: number; status: string; recipients: number; sent: number; failed: number; skipped: number };
  const SEND = 'id status recipients sent failed skipped templateName channel sendAt';
  const sendsOf = async (segmentId: number) => {
    const r = await director.gql<{ guestSegmentSends: Send[] }>(
      `query($s: Int!) { guestSegmentSends(segmentId: $s) { ${SEND} } }`,
      { s: segmentId },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.guestSegmentSends;
  };
  const send = (input: Record<string, unknown>) =>
    director.gql<{ sendGuestSegmentMessage: { send: Send; message: string } }>(
      `mutation($i: SegmentSendInput!) { sendGuestSegmentMessage(input: $i) { send { ${SEND} } message } }`,
      { i: input },
    );

  it('sends a template to the segment’s guests once each, leaving out those without e-mail or opt-in', async () => {
    const tag = (
      await director.gql<{ createGuestTag: { id: number } }>('mutation { createGuestTag(name: "Send to") { id } }')
    ).data!.createGuestTag.id;
    const picked = await rows<{ id: number }>(
      sql`select id from guests where master_client_id = ${a} order by id desc limit 3`,
    );
    const [reached, noEmail, optedOut] = picked.map((g) => Number(g.id));
    const address = `segment-send-${Date.now()}@guests.test`;
    await rows(sql`update guests set email = ${address}, marketing_opt_in = true where id = ${reached!}`);
    await rows(sql`update guests set email = '', marketing_opt_in = true where id = ${noEmail!}`);
    await rows(
      sql`update guests set email = ${`opted-out-${address}`}, marketing_opt_in = false where id = ${optedOut!}`,
    );
    for (const g of [reached, noEmail, optedOut])
      await director.gql('mutation($g: Int!, $t: [Int!]!) { setGuestTags(guestId: $g, tagIds: $t) { id } }', {
        g,
        t: [tag],
      });
    const seg = (await save({ name: 'Send segment', match: 'ALL', conditions: [{ type: 'HAS_TAG', tagId: tag }] }))
      .data!.r.segment;
    const [template] = await rows<{ id: number; subject: string }>(
      sql`select id, subject from message_templates where master_client_id = ${a} and channel = 'email'
        and time_type_id in (4, 5) order by id limit 1`,
    );
    const asked = await send({ segmentId: seg.id, templateId: Number(template!.id) });
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.sendGuestSegmentMessage.message).toBe('The message is being sent to the segment’s guests');
    const done = await vi.waitFor(
      async () => {
        const [s] = await sendsOf(seg.id);
        expect(s).toMatchObject({ status: 'DONE', recipients: 1, sent: 1, failed: 0, skipped: 2 });
        return s!;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(done.id).toBe(asked.data!.sendGuestSegmentMessage.send.id);
    const [sent] = await auditOf('segmentSend', done.id);
    expect(sent).toMatchObject({
      action: 'create',
      changes: { segmentId: { after: seg.id }, channel: { after: 'email' } },
    });
    const [logged] = await rows<{ n: number }>(
      sql`select count(*)::int as n from guest_messages where send_id = ${done.id}`,
    );
    expect(logged!.n).toBe(1);
    // The message is in the CRM e-mail log and on the guest's timeline.
    const log = await director.gql<{ crmEmails: { rows: { to: string; status: string; guestName: string }[] } }>(
      'query($s: String) { crmEmails(search: $s) { rows { to status guestName } } }',
      { s: address },
    );
    expect(log.data!.crmEmails.rows).toEqual([expect.objectContaining({ to: address, status: 'sent' })]);
    const timeline = await director.gql<{
      guestTimeline: { events: { kind: string; channel: string; status: string }[] };
    }>('query($g: Int!) { guestTimeline(guestId: $g) { events { kind channel status } } }', { g: reached });
    expect(timeline.data!.guestTimeline.events.filter((e) => e.kind === 'MESSAGE')).toEqual([
      { kind: 'MESSAGE', channel: 'email', status: 'sent' },
    ]);
  });

  it('schedules a send for later, refuses a time past, and another client’s template', async () => {
    const [seg] = await rows<{ id: number }>(
      sql`select id from guest_segments where master_client_id = ${a} order by id limit 1`,
    );
    const [template] = await rows<{ id: number }>(
      sql`select id from message_templates where master_client_id = ${a} and time_type_id in (4, 5) order by id limit 1`,
    );
    const [theirs] = await rows<{ id: number }>(
      sql`select id from message_templates where master_client_id = ${b} and time_type_id in (4, 5) order by id limit 1`,
    );
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await send({ segmentId: Number(seg!.id), templateId: Number(template!.id), sendAt: later });
    expect(scheduled.data!.sendGuestSegmentMessage).toMatchObject({
      message: 'The message has been scheduled',
      send: { status: 'SCHEDULED', recipients: 0 },
    });
    const past = await send({
      segmentId: Number(seg!.id),
      templateId: Number(template!.id),
      sendAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(codeOf(await send({ segmentId: Number(seg!.id), templateId: Number(theirs!.id) }))).toBe('NOT_FOUND');
    // Refused sends wrote nothing: the scheduled one is the segment's only new send.
    expect((await sendsOf(Number(seg!.id))).filter((s) => s.status === 'SCHEDULED')).toHaveLength(1);
  });
});

describe('CRM', () => {
  it('puts a tag on guests and counts them with a HAS_TAG segment', async () => {
    const tag = await director.gql<{ createGuestTag: { id: number; message: string } }>(
      'mutation { createGuestTag(name: "League bowlers") { id message } }',
    );
    expect(tag.data!.createGuestTag.message).toBe('The tag has been successfully saved');
    const tagId = tag.data!.createGuestTag.id;
    const { rows: picked } = await guests({ n: 3 });
    for (const g of picked) {
      const r = await director.gql('mutation($g: Int!, $t: [Int!]!) { setGuestTags(guestId: $g, tagIds: $t) { id } }', {
        g: g.id,
        t: [tagId],
      });
      expect(r.errors).toBeUndefined();
    }
    const dupe = await director.gql('mutation { createGuestTag(name: "league BOWLERS") { id } }');
    expect(codeOf(dupe)).toBe('CONFLICT');
    expect(await auditOf('guestTag', tagId)).toEqual([
      { action: 'create', changes: { name: { before: null, after: 'League bowlers' } } },
    ]);
    const seg = (await save({ name: 'League', match: 'ALL', conditions: [{ type: 'HAS_TAG', tagId }] })).data!.r
      .segment;
    expect((await count(seg.id)).value).toBe(3);
    expect((await guests({ t: tagId })).rows.map((g) => g.id).sort()).toEqual(picked.map((g) => g.id).sort());
    const listed = await director.gql<{ guestTags: { id: number; guests: number }[] }>(
      '{ guestTags { id name guests } }',
    );
    expect(listed.data!.guestTags.find((t) => t.id === tagId)!.guests).toBe(3);
  });

  it('audits a tag renamed and removed, and writes nothing for a refused rename', async () => {
    const made = await director.gql<{ createGuestTag: { id: number } }>(
      'mutation { createGuestTag(name: "Regulars") { id } }',
    );
    const id = made.data!.createGuestTag.id;
    const rename = (name: string) =>
      director.gql('mutation($id: Int!, $n: String!) { renameGuestTag(id: $id, name: $n) { id } }', { id, n: name });
    expect((await rename('Weekly regulars')).errors).toBeUndefined();
    expect(codeOf(await rename('league bowlers'))).toBe('CONFLICT');
    expect(
      (await director.gql('mutation($id: Int!) { deleteGuestTag(id: $id) { id } }', { id })).errors,
    ).toBeUndefined();
    expect((await auditOf('guestTag', id)).map((r) => [r.action, r.changes.name])).toEqual([
      ['create', { before: null, after: 'Regulars' }],
      ['update', { before: 'Regulars', after: 'Weekly regulars' }],
      ['delete', { before: 'Weekly regulars', after: null }],
    ]);
  });

  it('shows a guest’s timeline: visits, bookings and notes, newest first', async () => {
    // A guest with a few visits, so every event fits on the timeline's one page.
    const g = (await guests({ sort: 'VISITS', o: 'DESC', n: 100 })).rows.find((r) => r.visits > 0 && r.visits <= 20);
    await director.gql('mutation($g: Int!) { addGuestNote(guestId: $g, text: "Timeline note") { message } }', {
      g: g!.id,
    });
    const r = await director.gql<{
      guestTimeline: {
        guest: { id: number };
        events: { kind: string; at: string; text: string; amountCents: number }[];
      };
    }>('query($g: Int!) { guestTimeline(guestId: $g) { guest { id } events { kind at text amountCents } } }', {
      g: g!.id,
    });
    expect(r.errors).toBeUndefined();
    const events = r.data!.guestTimeline.events;
    expect(events[0]).toMatchObject({ kind: 'NOTE', text: 'Timeline note' });
    expect(events.filter((e) => e.kind === 'VISIT')).toHaveLength(g!.visits);
    expect(events.filter((e) => e.kind === 'BOOKING')).toHaveLength(g!.bookings);
    const days = events.map((e) => e.at.slice(0, 10));
    expect([...days].sort().reverse()).toEqual(days);
    expect(days[0]).toBe(today());
  });

  it('shows the e-mails and SMS sent to the guest on the timeline, with subject, status and time', async () => {
    const [g] = await rows<{ id: number }>(
      sql`select id from guests where master_client_id = ${a} order by id limit 1`,
    );
    // bigint ids come back as text from node-postgres.
    const guestId = Number(g!.id);
    const log = (channel: string, subject: string, body: string, status: string, at: string, test = false) =>
      rows(sql`insert into guest_messages (master_client_id, guest_id, channel, to_address, subject, body_text, status, is_test, created_at)
        values (${a}, ${guestId}, ${channel}, 'x', ${subject}, ${body}, ${status}, ${test}, ${at}::timestamptz)`);
    await log('email', 'Summer party', 'Come', 'sent', '2099-01-02T10:00:00Z');
    await log('sms', '', 'Your lane is ready', 'failed', '2099-01-01T09:30:00Z');
    // A test send from the template editor is not something the guest was sent.
    await log('email', 'Test only', 'x', 'sent', '2099-01-03T10:00:00Z', true);
    const r = await director.gql<{
      guestTimeline: { events: { kind: string; at: string; text: string; channel: string; status: string }[] };
    }>('query($g: Int!) { guestTimeline(guestId: $g) { events { kind at text channel status } } }', { g: guestId });
    expect(r.errors).toBeUndefined();
    const messages = r.data!.guestTimeline.events.filter((e) => e.kind === 'MESSAGE');
    expect(messages).toEqual([
      { kind: 'MESSAGE', at: '2099-01-02T10:00:00.000Z', text: 'Summer party', channel: 'email', status: 'sent' },
      { kind: 'MESSAGE', at: '2099-01-01T09:30:00.000Z', text: 'Your lane is ready', channel: 'sms', status: 'failed' },
    ]);
    // Other events carry no channel or status.
    expect(r.data!.guestTimeline.events.filter((e) => e.kind !== 'MESSAGE' && e.channel !== null)).toEqual([]);
    await rows(sql`delete from guest_messages where guest_id = ${guestId} and created_at > '2098-01-01'`);
  });

  it('is not the administrator’s (no CRM modules)', async () => {
    const admin = await signedIn('admin@funzone.test', a);
    expect(codeOf(await admin.gql('{ guestTags { id } }'))).toBe('FORBIDDEN');
    expect(codeOf(await admin.gql('mutation { createGuestTag(name: "Nope") { id } }'))).toBe('FORBIDDEN');
  });
});
