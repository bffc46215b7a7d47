/**
 * Marketing's guests (spec/3 §2, §7 GET /marketing/guests, POST /marketing/guests/note): the paged
 * list with search, each guest's visits, bookings and spend (guest_stats), tags and notes. Every
 * query is scoped to the master client; another client's guest answers 404.
 */
import {
  type GuestDetail,
  type GuestNote,
  type GuestRow,
  type GuestSort,
  NOTES_PER_GUEST,
} from '@marquee/core/marketing/guests';
import { isGuestLanguage } from '@marquee/core/messages/languages';
import type { PagedList } from '@marquee/core/rest';
import { type SQL, sql } from 'drizzle-orm';
import { toCount, type Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { containsPattern, offsetOf, type Paging } from '../../resources/repository.ts';

/** The searched text; guests_search_trgm_idx indexes exactly this expression. */
export const GUEST_SEARCH_TEXT = sql`lower(g.first_name || ' ' || g.last_name || ' ' || g.email || ' ' || g.phone)`;

/**
 * ORDER BY per sort, constants of this file ('asc' or 'desc'), ending on the id so pages never
 * overlap. Each matches an index (guests_master_client_name_idx, guest_stats_*_idx), so the first
 * page of a million guests is read from an index and stops after 25 rows. Last visit: never
 * visited last when descending (most recent first), first when ascending.
 */
const SORTS: Record<GuestSort, (dir: string) => string> = {
  name: (d) => `lower(g.last_name) ${d}, lower(g.first_name) ${d}, g.id ${d}`,
  lastVisit: (d) =>
    d === 'desc'
      ? 'st.last_visit desc nulls last, st.guest_id desc nulls last'
      : 'st.last_visit asc nulls first, st.guest_id asc nulls first',
  visits: (d) => `st.visits ${d}, st.guest_id ${d}`,
  spend: (d) => `st.spend_cents ${d}, st.guest_id ${d}`,
  createdAt: (d) => `g.created_at ${d}, g.id ${d}`,
};

/**
 * Up to this many matches a search or segment sorts its matches instead of walking the sort's
 * index: a name search's matches sit together in name order (every 'Martinez'), so a walk from 'A'
 * would read half the guests before the first one. Above it, matches are dense and a walk soon
 * fills the page.
 */
export const GUEST_FILTER_FIRST_MAX = 50_000;

function orderBy(p: Paging): SQL {
  const dir = p.order === 'desc' ? 'desc' : 'asc';
  return sql.raw((SORTS[p.sort as GuestSort] ?? SORTS.name)(dir));
}

interface Raw {
  id: string | number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  postal_code: string;
  birth_date: string | null;
  home_location: string;
  visits: number;
  bookings: number;
  spend_cents: string | number;
  last_visit: string | null;
  tags: { id: number; name: string }[] | string;
  notes_count: string | number;
  language_id: number | null;
}

const iso = (d: unknown) => (d == null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d));

function toRow(r: Raw): GuestRow {
  return {
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    postalCode: r.postal_code,
    birthDate: iso(r.birth_date),
    homeLocation: r.home_location,
    visits: Number(r.visits),
    bookings: Number(r.bookings),
    spendCents: Number(r.spend_cents),
    lastVisit: iso(r.last_visit),
    tags: typeof r.tags === 'string' ? JSON.parse(r.tags) : r.tags,
    notesCount: Number(r.notes_count),
    languageId: r.language_id == null ? null : Number(r.language_id),
  };
}

const SELECT = sql`select g.id, g.first_name, g.last_name, g.email, g.phone, g.postal_code, g.birth_date, g.language_id,
  coalesce(l.name, '') as home_location, st.visits, st.bookings, st.spend_cents, st.last_visit,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
    from guest_tag_links tl join guest_tags t on t.id = tl.tag_id where tl.guest_id = g.id), '[]') as tags,
  (select count(*) from guest_notes n where n.guest_id = g.id) as notes_count
  from guests g join guest_stats st on st.guest_id = g.id left join locations l on l.id = g.home_location_id`;

export interface GuestListScope {
  masterClientId: number;
  paging: Paging;
  /** Extra condition over g / st (a compiled segment, a tag). */
  where?: SQL;
}

/** The columns the sorts read (SORTS without their table prefixes), kept with each match. */
const MATCH_COLUMNS = sql.raw('g.id, g.last_name, g.first_name, g.created_at');
const MATCH_STATS_COLUMNS = sql.raw(', st.guest_id, st.last_visit, st.visits, st.spend_cents');
const unprefixed = (terms: string) => terms.replace(/\b(g|st)\./g, '');

export async function listGuests(db: Executor, s: GuestListScope): Promise<PagedList<GuestRow>> {
  const p = s.paging;
  const search = p.search ? sql` and ${GUEST_SEARCH_TEXT} like ${containsPattern(p.search.toLowerCase())}` : sql``;
  const extra = s.where ? sql` and ${s.where}` : sql``;
  // st's own master client too, so a sort by its columns walks its (master client, …) index.
  const where = sql`g.master_client_id = ${s.masterClientId} and st.master_client_id = ${s.masterClientId}${search}${extra}`;
  const from = sql`guests g join guest_stats st on st.guest_id = g.id`;
  const sort: GuestSort = p.sort !== undefined && Object.hasOwn(SORTS, p.sort) ? (p.sort as GuestSort) : 'name';
  const filtered = Boolean(p.search || s.where);
  if (filtered) {
    const found = await filterFirst(db, s, sort, search);
    if (found) return found;
  }
  // Unfiltered, the total is kept per master client (guest_totals): no count over every guest. A
  // search alone counts guests without their stats rows (one each, as in filterFirst).
  // Count and page asked together: on PostgreSQL they run side by side on two pooled connections.
  const [[count], rows] = await Promise.all([
    queryRows<{ n: unknown }>(
      db,
      filtered
        ? s.where
          ? sql`select count(*) as n from ${from} where ${where}`
          : sql`select count(*) as n from guests g where g.master_client_id = ${s.masterClientId}${search}`
        : sql`select coalesce((select guests from guest_totals where master_client_id = ${s.masterClientId}), 0) as n`,
    ),
    queryRows<Raw>(
      db,
      sql`${SELECT} where ${where} order by ${orderBy(p)} limit ${p.rowsPerPage} offset ${offsetOf(p)}`,
    ),
  ]);
  const total = toCount(count?.n);
  return { data: rows.map(toRow), total, page: p.page, rowsPerPage: p.rowsPerPage };
}

/**
 * A search or segment with at most GUEST_FILTER_FIRST_MAX matches, in one pass: the matches (their
 * id and sort columns) are found once (through the trigram index for a search), then counted and
 * sorted in memory for the page, and only that page's rows are read in full. Counting and sorting
 * in two queries found every match twice; a common surname ("martinez", 33,000 of a million) is
 * then one index scan. A search reads guests alone unless the sort or the condition needs
 * guest_stats (every guest has its row: the insert trigger adds it, so the count is the same).
 * Undefined when there are more matches: the caller counts them and walks the sort's index.
 */
async function filterFirst(
  db: Executor,
  s: GuestListScope,
  sort: GuestSort,
  search: SQL,
): Promise<PagedList<GuestRow> | undefined> {
  const p = s.paging;
  const dir = p.order === 'desc' ? 'desc' : 'asc';
  const terms = SORTS[sort](dir);
  const withStats = s.where !== undefined || /\bst\./.test(terms);
  const matches = withStats
    ? sql`select ${MATCH_COLUMNS}${MATCH_STATS_COLUMNS} from guests g join guest_stats st on st.guest_id = g.id
        where g.master_client_id = ${s.masterClientId} and st.master_client_id = ${s.masterClientId}${search}${s.where ? sql` and ${s.where}` : sql``}`
    : sql`select ${MATCH_COLUMNS} from guests g where g.master_client_id = ${s.masterClientId}${search}`;
  const [found] = await queryRows<{ n: unknown; ids: unknown }>(
    db,
    sql`with m as materialized (${matches} limit ${GUEST_FILTER_FIRST_MAX + 1})
      select (select count(*) from m) as n,
        array(select id from m order by ${sql.raw(unprefixed(terms))} limit ${p.rowsPerPage} offset ${offsetOf(p)}) as ids`,
  );
  const total = toCount(found?.n);
  if (total > GUEST_FILTER_FIRST_MAX) return undefined;
  const ids = (Array.isArray(found?.ids) ? found.ids : parseIds(found?.ids)).map(Number);
  if (ids.length === 0) return { data: [], total, page: p.page, rowsPerPage: p.rowsPerPage };
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} where g.master_client_id = ${s.masterClientId} and g.id = any(${`{${ids.join(',')}}`}::bigint[])
      order by ${sql.raw(terms)}`,
  );
  return { data: rows.map(toRow), total, page: p.page, rowsPerPage: p.rowsPerPage };
}

/** A bigint[] as text ('{1,2}'), as a driver may answer it. */
function parseIds(value: unknown): string[] {
  const text = typeof value === 'string' ? value.replace(/[{}]/g, '') : '';
  return text === '' ? [] : text.split(',');
}

export async function guestNotes(db: Executor, masterClientId: number, guestId: number): Promise<GuestNote[]> {
  const rows = await queryRows<{
    id: unknown;
    guest_id: unknown;
    text: string;
    author_name: string;
    created_at: unknown;
  }>(
    db,
    sql`select id, guest_id, text, author_name, created_at from guest_notes
      where master_client_id = ${masterClientId} and guest_id = ${guestId}
      order by created_at desc, id desc limit ${NOTES_PER_GUEST}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    guestId: Number(r.guest_id),
    text: r.text,
    authorName: r.author_name,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

export async function getGuest(db: Executor, masterClientId: number, guestId: number): Promise<GuestDetail> {
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} where g.master_client_id = ${masterClientId} and g.id = ${guestId}`,
  );
  if (rows.length === 0) throw recordNotFound();
  return { ...toRow(rows[0]!), notes: await guestNotes(db, masterClientId, guestId) };
}

/** Adds a note by the caller; 404 for a guest of another master client. */
export async function addNote(
  db: Executor,
  masterClientId: number,
  authorId: number,
  guestId: number,
  text: string,
): Promise<GuestNote> {
  // The author's name is kept with the note: it outlives a renamed or removed account.
  const rows = await queryRows<{ id: unknown; created_at: unknown; author_name: string }>(
    db,
    sql`insert into guest_notes (master_client_id, guest_id, author_id, author_name, text)
      select ${masterClientId}, g.id, u.id, trim(u.first_name || ' ' || u.last_name), ${text}
      from guests g, users u
      where g.id = ${guestId} and g.master_client_id = ${masterClientId} and u.id = ${authorId}
      returning id, created_at, author_name`,
  );
  if (rows.length === 0) throw recordNotFound();
  return {
    id: Number(rows[0]!.id),
    guestId,
    text,
    authorName: rows[0]!.author_name,
    createdAt: new Date(rows[0]!.created_at as string).toISOString(),
  };
}

/**
 * Sets the language a guest's messages go in (null: the location's); another master client's
 * guest is not found, an unknown language a field message, and nothing is written for either.
 */
export async function setGuestLanguage(
  db: Executor,
  masterClientId: number,
  guestId: number,
  languageId: number | null,
) {
  if (!isGuestLanguage(languageId)) throw invalidInput({ languageId: 'validation.guestLanguage' });
  const [done] = await queryRows<{ id: number }>(
    db,
    sql`update guests set language_id = ${languageId} where id = ${guestId} and master_client_id = ${masterClientId}
        returning id`,
  );
  if (!done) throw recordNotFound();
}
