/**
 * Guest segments (spec/3 §2, §3, §4, §7): the list by location, one segment, saves (create without
 * id, update with one), removal, the number of guests of a segment (counted by the compiled SQL of
 * segmentSql.ts in a job of the queue, kept in guest_segment_counts with its time) and the form's
 * paged lookups.
 */
import {
  conditionValue,
  type GuestSegment,
  type NumberOfGuests,
  type SegmentCondition,
  type SegmentCountState,
  type SegmentInput,
  type SegmentMatch,
} from '@marquee/core/marketing/segments';
import type { PagedList } from '@marquee/core/rest';
import { type SQL, sql } from 'drizzle-orm';
import { toCount, type Executor, type Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { invalidInput } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { containsPattern, offsetOf, type Paging } from '../../resources/repository.ts';
import { pickableLocationSql } from '../venue/enabledLocations.ts';
import {
  compileComplement,
  compileComplementCount,
  compileCount,
  compileSegment,
  type SegmentContext,
} from './segmentSql.ts';

interface Raw {
  id: number;
  name: string;
  location_id: number | null;
  location_name: string | null;
  match: SegmentMatch;
  conditions: SegmentCondition[] | string;
  value: number | null;
  counted_at: unknown;
  updated_at: unknown;
}

const instant = (v: unknown) => new Date(v as string).toISOString();

function toSegment(r: Raw): GuestSegment {
  return {
    id: Number(r.id),
    name: r.name,
    locationId: r.location_id === null ? null : Number(r.location_id),
    locationName: r.location_name ?? '',
    match: r.match,
    conditions: typeof r.conditions === 'string' ? JSON.parse(r.conditions) : r.conditions,
    numberOfGuests: r.value === null ? null : { value: Number(r.value), lastUpdateDate: instant(r.counted_at) },
    updatedAt: instant(r.updated_at),
  };
}

const SELECT = sql`select s.id, s.name, s.location_id, l.name as location_name, s.match, s.conditions,
  c.value, c.counted_at, s.updated_at
  from guest_segments s left join locations l on l.id = s.location_id
  left join guest_segment_counts c on c.segment_id = s.id`;

/** Segments of the master client; with a location code, those of that location and those for all. */
export async function listSegments(
  db: Executor,
  masterClientId: number,
  paging: Paging,
  locationCode: string | undefined,
): Promise<PagedList<GuestSegment>> {
  const at =
    locationCode === undefined
      ? sql``
      : sql` and (s.location_id is null or s.location_id in (select id from locations where master_client_id = ${masterClientId} and code = ${locationCode}))`;
  const search = paging.search ? sql` and s.name ilike ${containsPattern(paging.search)}` : sql``;
  const where = sql`s.master_client_id = ${masterClientId}${at}${search}`;
  const [count] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from guest_segments s where ${where}`);
  const total = toCount(count?.n);
  const dir = sql.raw(paging.order === 'desc' ? 'desc' : 'asc');
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} where ${where} order by lower(s.name) ${dir}, s.id ${dir} limit ${paging.rowsPerPage} offset ${offsetOf(paging)}`,
  );
  return { data: rows.map(toSegment), total, page: paging.page, rowsPerPage: paging.rowsPerPage };
}

export async function getSegment(db: Executor, masterClientId: number, id: number): Promise<GuestSegment> {
  const rows = await queryRows<Raw>(db, sql`${SELECT} where s.master_client_id = ${masterClientId} and s.id = ${id}`);
  if (rows.length === 0) throw recordNotFound();
  return toSegment(rows[0]!);
}

/** Every id a segment names must be the master client's own: 400 on the field otherwise. */
async function assertReferences(db: Executor, masterClientId: number, input: SegmentInput) {
  const checks: { ids: number[]; table: string }[] = [
    { ids: input.locationId === null ? [] : [input.locationId], table: 'locations' },
    { ids: input.conditions.flatMap((c) => (c.type === 'location' ? [c.locationId] : [])), table: 'locations' },
    { ids: input.conditions.flatMap((c) => (c.type === 'boughtProduct' ? [c.productId] : [])), table: 'dash_products' },
    {
      ids: input.conditions.flatMap((c) => (c.type === 'boughtCategory' ? [c.categoryId] : [])),
      table: 'dash_revenue_classes',
    },
    { ids: input.conditions.flatMap((c) => (c.type === 'hasTag' ? [c.tagId] : [])), table: 'guest_tags' },
  ];
  for (const [i, check] of checks.entries()) {
    const ids = [...new Set(check.ids)];
    if (ids.length === 0) continue;
    const [found] = await queryRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from ${sql.identifier(check.table)}
        where master_client_id = ${masterClientId} and id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    if (toCount(found?.n) !== ids.length)
      throw invalidInput({ [i === 0 ? 'locationId' : 'conditions']: 'marketing.segment.unknownReference' });
  }
}

/** What the audit log keeps of a segment: its definition (the conditions as their JSON text). */
const audited = (s: { name: string; locationId: number | null; match: string; conditions: unknown }) => ({
  name: s.name,
  locationId: s.locationId,
  match: s.match,
  conditions: JSON.stringify(s.conditions),
});

/**
 * Create (no id) or update (id); answers the segment read back and whether it was created. Its
 * count is queued, and the change audited, in the same transaction (the list shows loading until
 * the job has counted).
 */
export async function saveSegment(
  db: Tx,
  jobs: JobQueue,
  masterClientId: number,
  input: SegmentInput,
  userId: number,
): Promise<{ segment: GuestSegment; created: boolean }> {
  await assertReferences(db, masterClientId, input);
  const conditions = JSON.stringify(input.conditions.map(conditionValue));
  const name = input.name.trim();
  const entry = { userId, masterClientId, entity: 'guestSegment' };
  if (input.id === undefined) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into guest_segments (master_client_id, location_id, name, match, conditions)
        values (${masterClientId}, ${input.locationId}, ${name}, ${input.match}, ${conditions}::jsonb) returning id`,
    );
    await jobs.segmentCount(Number(row!.id), db);
    const segment = await getSegment(db, masterClientId, Number(row!.id));
    await audit(db, { ...entry, entityId: segment.id, action: 'create', before: null, after: audited(segment) });
    return { segment, created: true };
  }
  const before = await getSegment(db, masterClientId, input.id); // 404 for another master client's id
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update guest_segments set location_id = ${input.locationId}, name = ${name}, match = ${input.match},
      conditions = ${conditions}::jsonb, updated_at = now()
      where id = ${input.id} and master_client_id = ${masterClientId} returning id`,
  );
  if (updated.length === 0) throw recordNotFound();
  // The last count described the old conditions.
  await db.execute(sql`delete from guest_segment_counts where segment_id = ${input.id}`);
  await jobs.segmentCount(input.id, db);
  const segment = await getSegment(db, masterClientId, input.id);
  await audit(db, { ...entry, entityId: input.id, action: 'update', before: audited(before), after: audited(segment) });
  return { segment, created: false };
}

/** Removes the master client's segments among `ids`, each audited; 404 when any is not theirs. */
export async function removeSegments(db: Tx, masterClientId: number, ids: number[], userId: number): Promise<number> {
  const rows = await queryRows<{
    id: number;
    name: string;
    location_id: number | null;
    match: string;
    conditions: unknown;
  }>(
    db,
    sql`delete from guest_segments where master_client_id = ${masterClientId}
      and id = any(${`{${ids.join(',')}}`}::int[]) returning id, name, location_id, match, conditions`,
  );
  if (rows.length !== ids.length) throw recordNotFound();
  for (const r of rows) {
    const conditions = typeof r.conditions === 'string' ? JSON.parse(r.conditions) : r.conditions;
    await audit(db, {
      userId,
      masterClientId,
      entity: 'guestSegment',
      entityId: Number(r.id),
      action: 'delete',
      before: audited({
        name: r.name,
        locationId: r.location_id === null ? null : Number(r.location_id),
        match: r.match,
        conditions,
      }),
      after: null,
    });
  }
  return rows.length;
}

/** The planner's estimate of the rows of guest_stats a condition keeps (EXPLAIN, nothing is run). */
async function estimatedRows(db: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select st.guest_id from guest_stats st where ${where}`,
  );
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? Number.POSITIVE_INFINITY);
}

/**
 * The exact number of a segment's guests, counted over the smaller side: the segment itself
 * (compileCount) or, when the planner expects the segment to hold more guests than it leaves out,
 * the scope's size less its complement (compileComplementCount). Both give the same number; only
 * the rows read differ ("tagged or never a member" of a million guests reads 175,000, not 825,000).
 */
export async function countSegmentGuests(
  db: Executor,
  segment: { locationId: number | null; match: SegmentMatch; conditions: readonly SegmentCondition[] },
  ctx: SegmentContext,
): Promise<number> {
  const inside = await estimatedRows(db, compileSegment(segment, ctx));
  const outside = await estimatedRows(db, compileComplement(segment, ctx));
  const query = outside < inside ? compileComplementCount(segment, ctx) : compileCount(segment, ctx);
  const [row] = await queryRows<{ n: unknown }>(db, query);
  return toCount(row?.n);
}

/** Counts the segment's guests now and keeps the figure with its time (the segment-count job). */
export async function countSegment(
  db: Executor,
  masterClientId: number,
  id: number,
  now: Date,
): Promise<NumberOfGuests> {
  const segment = await getSegment(db, masterClientId, id);
  const ctx: SegmentContext = { masterClientId, today: now.toISOString().slice(0, 10) };
  const value = await countSegmentGuests(db, segment, ctx);
  await db.execute(sql`insert into guest_segment_counts (segment_id, value, counted_at)
    values (${id}, ${value}, ${now.toISOString()}::timestamptz)
    on conflict (segment_id) do update set value = excluded.value, counted_at = excluded.counted_at`);
  return { value, lastUpdateDate: now.toISOString() };
}

/** The count job: counts segment `id` of whichever master client owns it; nothing when it is gone. */
export async function refreshSegmentCount(db: Executor, id: number, now: Date): Promise<void> {
  const [owner] = await queryRows<{ mc: number }>(
    db,
    sql`select master_client_id as mc from guest_segments where id = ${id}`,
  );
  if (owner) await countSegment(db, Number(owner.mc), id, now);
}

/** Segments whose stored count is missing or counted before `before`: the sweep queues their counts. */
export async function staleSegmentIds(db: Executor, before: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from guest_segments s left join guest_segment_counts c on c.segment_id = s.id
      where c.counted_at is null or c.counted_at < ${before.toISOString()}::timestamptz order by s.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Whether a count of segment `id` waits or runs in the queue (pg-boss's own table). */
async function countQueued(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from pgboss.job where name = 'segment-count'
      and singleton_key = ${`segment-count:${id}`} and state in ('created', 'retry', 'active')`,
  );
  return toCount(rows[0]?.n) > 0;
}

/**
 * GET …/number (spec/3 §4: the cell shows loading, the result and its last update date): answers
 * the stored count at once; when there is none, it is older than `maxAgeMinutes` or `force`
 * (the cell's refresh), a count is queued, and `refreshing` tells the cell to keep loading.
 */
export async function segmentCountState(
  db: Executor,
  jobs: JobQueue,
  masterClientId: number,
  id: number,
  options: { now: Date; maxAgeMinutes: number; force: boolean },
): Promise<SegmentCountState> {
  const stored = (await getSegment(db, masterClientId, id)).numberOfGuests;
  const age = stored ? options.now.getTime() - new Date(stored.lastUpdateDate).getTime() : Number.POSITIVE_INFINITY;
  if (options.force || age > options.maxAgeMinutes * 60_000) await jobs.segmentCount(id);
  return {
    value: stored?.value ?? null,
    lastUpdateDate: stored?.lastUpdateDate ?? null,
    refreshing: await countQueued(db, id),
  };
}

export interface OptionPage {
  data: { id: number; name: string; code?: string }[];
  hasMore: boolean;
}

/** One page of a picker: rowsPerPage + 1 rows are read to know whether more follow. */
async function optionPage(db: Executor, query: ReturnType<typeof sql>, p: Paging): Promise<OptionPage> {
  const rows = await queryRows<{ id: number; name: string; code?: string }>(
    db,
    sql`${query} limit ${p.rowsPerPage + 1} offset ${offsetOf(p)}`,
  );
  const data = rows.slice(0, p.rowsPerPage).map((r) => ({ ...r, id: Number(r.id) }));
  return { data, hasMore: rows.length > p.rowsPerPage };
}

/** Products guests buy (the sales' products), by name. */
export function productOptions(db: Executor, masterClientId: number, p: Paging): Promise<OptionPage> {
  const search = p.search ? sql` and name ilike ${containsPattern(p.search)}` : sql``;
  return optionPage(
    db,
    sql`select id, name from dash_products where master_client_id = ${masterClientId}${search} order by lower(name), id`,
    p,
  );
}

export function locationOptions(db: Executor, masterClientId: number, p: Paging): Promise<OptionPage> {
  const search = p.search
    ? sql` and (name ilike ${containsPattern(p.search)} or code ilike ${containsPattern(p.search)})`
    : sql``;
  return optionPage(
    db,
    sql`select id, name, code from locations where master_client_id = ${masterClientId} and ${pickableLocationSql()}${search}
      order by lower(name), id`,
    p,
  );
}

/** Product categories of the sales (revenue classes) and the tags, for the form's choices. */
export async function segmentReferenceOptions(db: Executor, masterClientId: number) {
  const categories = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from dash_revenue_classes where master_client_id = ${masterClientId} order by lower(name), id`,
  );
  const tags = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from guest_tags where master_client_id = ${masterClientId} order by lower(name), id`,
  );
  const ids = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: Number(r.id), name: r.name }));
  return { categories: ids(categories), tags: ids(tags) };
}

/** The compiled condition of a segment, for the matching guests list. */
export async function segmentCondition(db: Executor, masterClientId: number, id: number, now: Date) {
  const segment = await getSegment(db, masterClientId, id);
  return compileSegment(segment, { masterClientId, today: now.toISOString().slice(0, 10) });
}
