/**
 * Reads of bookings in the request's master client: the list behind the booking filter (spec/3
 * §2) and a booking's detail (info, offerings, payment history, e-mails, customers; spec/3 §3).
 * Another master client's booking reads as absent.
 */
import { balanceDue, bookingDateRange, hhmm, isFullyPaid, isoFromUs } from '@marquee/core/bookings/rules';
import type { MembershipStatus, SegmentCondition, SegmentMatch } from '@marquee/core/marketing/segments';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { containsPattern } from '../../resources/repository.ts';
import { compileCondition, compileSegment } from '../marketing/segmentSql.ts';

export interface BookingFilter {
  search?: string;
  locationCode?: string;
  category?: number;
  /** MM/DD/YYYY: bookings of that day (the end is the start plus one day). */
  bookingDate?: string;
  /** MM/DD/YYYY or ISO: bookings on or after. */
  startDate?: string;
  checked?: boolean;
  state?: string;
  /**
   * A security role id: the bookings made by staff holding that role in this master client (the
   * filter's `role`, chosen from the master client's roles, spec/3 §7 /roles). Bookings made by no
   * one (the guest shop) or by someone since removed never match a role.
   */
  role?: number;
  /** The holder's membership today, as guest segments test it (core MEMBERSHIP_STATUSES). */
  membership?: MembershipStatus;
  /** A guest segment id of this master client: the bookings whose holder is in the segment. */
  guestSegment?: number;
  page: number;
  rowsPerPage: number;
  /**
   * A booking id: the page that follows it in the list's order, `page` ignored and no total
   * counted (an export reads every page this way; OFFSET and a count per page grow with the list).
   */
  after?: number;
}

const INFO = sql`b.id, b.confirmation_code as "confirmationCode", b.state, b.location_id as "locationId",
  l.code as "locationCode", l.name as "locationName",
  coalesce(ls.time_zone, ${DEFAULT_TIME_ZONE}) as "timeZone", coalesce(ls.currency, ${DEFAULT_CURRENCY}) as currency,
  b.activity_id as "activityId", a.name as "activityName", a.product_id as "productId", p.name as "productName",
  a.resource_id as "resourceId", r.name as "resourceName", a.duration_minutes as "durationMinutes",
  b.booking_date::text as "bookingDate", b.start_minute as "startMinute", b.starts_at as "startsAt", b.guests,
  b.holder_id as "holderId", g.first_name as "holderFirstName", g.last_name as "holderLastName",
  g.email as "holderEmail", g.phone as "holderPhone",
  b.total_cents as "totalCents", b.paid_cents as "paidCents", b.refunded_cents as "refundedCents",
  b.checked, b.version, b.created_at as "createdAt"`;
const FROM = sql`bookings b join locations l on l.id = b.location_id
  left join location_settings ls on ls.location_id = b.location_id
  join booking_activities a on a.id = b.activity_id join products p on p.id = a.product_id
  join booking_resources r on r.id = a.resource_id join guests g on g.id = b.holder_id`;

interface InfoRow {
  id: number;
  confirmationCode: string;
  state: string;
  locationId: number;
  locationCode: string;
  locationName: string;
  timeZone: string;
  currency: string;
  activityId: number;
  activityName: string;
  productId: number;
  productName: string;
  resourceId: number;
  resourceName: string;
  durationMinutes: number;
  bookingDate: string;
  startMinute: number;
  startsAt: Date | string;
  guests: number;
  holderId: number;
  holderFirstName: string;
  holderLastName: string;
  holderEmail: string;
  holderPhone: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  checked: boolean;
  version: number;
  createdAt: Date | string;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** A row as the REST contract answers it: money in cents, times in the location's zone. */
export function infoOf(r: InfoRow) {
  const money = {
    totalCents: Number(r.totalCents),
    paidCents: Number(r.paidCents),
    refundedCents: Number(r.refundedCents),
  };
  const starts = Temporal.Instant.from(iso(r.startsAt)).toZonedDateTimeISO(r.timeZone);
  return {
    id: Number(r.id),
    confirmationCode: r.confirmationCode,
    state: r.state,
    locationId: r.locationId,
    locationCode: r.locationCode,
    locationName: r.locationName,
    timeZone: r.timeZone,
    currency: r.currency,
    activityId: r.activityId,
    activityName: r.activityName,
    productId: r.productId,
    productName: r.productName,
    resourceId: r.resourceId,
    resourceName: r.resourceName,
    bookingDate: r.bookingDate,
    startTime: hhmm(r.startMinute),
    startsAt: starts.toString({ timeZoneName: 'never' }),
    endsAt: starts.add({ minutes: r.durationMinutes }).toString({ timeZoneName: 'never' }),
    guests: r.guests,
    holder: {
      id: Number(r.holderId),
      firstName: r.holderFirstName,
      lastName: r.holderLastName,
      email: r.holderEmail,
      phone: r.holderPhone,
    },
    ...money,
    balanceCents: balanceDue(money),
    isFullyPaid: isFullyPaid(money),
    checked: r.checked,
    version: r.version,
    createdAt: iso(r.createdAt),
  };
}
export type BookingInfo = ReturnType<typeof infoOf>;

/**
 * What the guest filters need resolved first: the segment's compiled condition (an unknown or
 * foreign segment id matches nothing, like any other id of another master client) and the day
 * "today" is for membership, the segment compiler's (the app clock's UTC day).
 */
export interface GuestFilters {
  segment: SQL | null;
  today: string;
}

/** The filter's conditions, and the joins they need (the count joins nothing else). */
function conditions(
  masterClientId: number,
  f: BookingFilter,
  codeMatch: number | null,
  guestFilters: GuestFilters,
): { where: SQL; joins: SQL } {
  const parts: SQL[] = [sql`b.master_client_id = ${masterClientId}`];
  const joins: SQL[] = [];
  if (f.locationCode) {
    joins.push(sql`join locations l on l.id = b.location_id`);
    parts.push(sql`l.code = ${f.locationCode}`);
  }
  if (f.category) {
    parts.push(
      sql`exists (select 1 from booking_activities a join product_category_links c on c.product_id = a.product_id
        where a.id = b.activity_id and c.category_id = ${f.category})`,
    );
  }
  const day = f.bookingDate ? bookingDateRange(f.bookingDate) : null;
  if (day) parts.push(sql`b.booking_date >= ${day.from}::date and b.booking_date < ${day.to}::date`);
  const start = f.startDate ? (isoFromUs(f.startDate) ?? f.startDate) : null;
  if (start) parts.push(sql`b.booking_date >= ${start}::date`);
  if (f.checked !== undefined) parts.push(sql`b.checked = ${f.checked}`);
  if (f.state) parts.push(sql`b.state = ${f.state}`);
  if (f.role !== undefined) {
    // The staff who made the booking, by the role they hold here (bookings_creator_idx).
    parts.push(sql`b.created_by in (select ur.user_id from user_roles ur
      where ur.master_client_id = ${masterClientId} and ur.role_id = ${f.role})`);
  }
  // Guest conditions read guest_stats st, one row per guest: the segment compiler's own terms.
  const holder: SQL[] = [];
  if (f.membership) {
    const ctx = { masterClientId, today: guestFilters.today };
    holder.push(compileCondition({ type: 'membershipStatus', status: f.membership }, ctx));
  }
  if (f.guestSegment !== undefined) holder.push(guestFilters.segment ?? sql`false`);
  if (holder.length > 0) {
    // The matching guests once (an InitPlan), then their bookings by bookings_client_holder_idx:
    // the count is an index-only scan instead of a join probed for every booking of the client.
    parts.push(sql`b.holder_id = any(array(select st.guest_id from guest_stats st
      where st.master_client_id = ${masterClientId} and ${sql.join(holder, sql` and `)}))`);
  }
  const search = (f.search ?? '').trim();
  if (codeMatch !== null) {
    // A whole confirmation code names one booking (codes are unique).
    parts.push(sql`b.id = ${codeMatch}`);
  } else if (search) {
    const like = containsPattern(search);
    // The bookings of the matching guests, by bookings_holder_idx.
    parts.push(sql`b.holder_id = any(array(
      select g.id from guests g where g.master_client_id = ${masterClientId} and (g.last_name ilike ${like}
        or g.first_name ilike ${like} or g.email ilike ${like} or (g.first_name || ' ' || g.last_name) ilike ${like})))`);
  }
  return { where: sql.join(parts, sql` and `), joins: sql.join(joins, sql` `) };
}

/**
 * A page of bookings, newest day first and by start within a day (the order of
 * bookings_list_order_idx): the page's ids first over the filter's joins only, then their rows.
 */
export async function listBookings(db: Executor, masterClientId: number, f: BookingFilter, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  let segment: SQL | null = null;
  if (f.guestSegment !== undefined) {
    const [row] = await queryRows<{ locationId: number | null; match: SegmentMatch; conditions: unknown }>(
      db,
      sql`select location_id as "locationId", match, conditions from guest_segments
          where id = ${f.guestSegment} and master_client_id = ${masterClientId}`,
    );
    if (row) {
      const conditions = (
        typeof row.conditions === 'string' ? JSON.parse(row.conditions) : row.conditions
      ) as SegmentCondition[];
      segment = compileSegment({ locationId: row.locationId, match: row.match, conditions }, { masterClientId, today });
    }
  }
  const search = (f.search ?? '').trim();
  let codeMatch: number | null = null;
  if (/^[A-Za-z0-9]{8}$/.test(search)) {
    const [hit] = await queryRows<{ id: number }>(
      db,
      sql`select id from bookings where confirmation_code = ${search.toUpperCase()} and master_client_id = ${masterClientId}`,
    );
    codeMatch = hit ? Number(hit.id) : null;
  }
  const { where, joins } = conditions(masterClientId, f, codeMatch, { segment, today });
  const pageOf = (after: SQL, offset: number) =>
    queryRows<InfoRow>(
      db,
      sql`with page as (
          select b.id from bookings b ${joins} where ${where}${after}
          order by b.booking_date desc, b.start_minute, b.id limit ${f.rowsPerPage} offset ${offset})
        select ${INFO} from ${FROM} join page on page.id = b.id
        order by b.booking_date desc, b.start_minute, b.id`,
    );
  if (f.after !== undefined) {
    const [key] = await queryRows<{ day: string; minute: number }>(
      db,
      sql`select booking_date::text as day, start_minute as minute from bookings
          where id = ${f.after} and master_client_id = ${masterClientId}`,
    );
    if (!key) return { data: [], total: null, page: f.page, rowsPerPage: f.rowsPerPage };
    // `booking_date <= day` bounds bookings_list_order_idx's scan; the rest skips the day's
    // bookings up to the cursor (the order is descending by day, ascending within it).
    const rows = await pageOf(
      sql` and b.booking_date <= ${key.day}::date and (b.booking_date < ${key.day}::date
        or (b.start_minute, b.id) > (${key.minute}::int, ${f.after}::bigint))`,
      0,
    );
    return { data: rows.map(infoOf), total: null, page: f.page, rowsPerPage: f.rowsPerPage };
  }
  // The count and the page are independent reads: asked together, on PostgreSQL they run side by
  // side on two pooled connections, so the answer waits for the slower one, not for both in turn.
  const [[count], rows] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings b ${joins} where ${where}`),
    pageOf(sql``, f.page * f.rowsPerPage),
  ]);
  const total = Number(count?.n ?? 0);
  return { data: rows.map(infoOf), total, page: f.page, rowsPerPage: f.rowsPerPage };
}

export async function bookingInfo(db: Executor, masterClientId: number, id: number, lock = false) {
  const [row] = await queryRows<InfoRow>(
    db,
    sql`select ${INFO} from ${FROM} where b.id = ${id} and b.master_client_id = ${masterClientId}${lock ? sql` for update of b` : sql``}`,
  );
  return row ? infoOf(row) : null;
}

/** spec/3 §3: true when there is at least one payment and all went through the card provider. */
export function isStripePayment(payments: readonly { kind: string; processor: string }[]): boolean | null {
  const paid = payments.filter((p) => p.kind === 'PAYMENT');
  return paid.length > 0 && paid.every((p) => p.processor === 'STRIPE') ? true : null;
}

export async function bookingDetail(db: Executor, masterClientId: number, id: number) {
  const info = await bookingInfo(db, masterClientId, id);
  if (!info) return null;
  // One after another: inside a transaction the executor is one connection (no pipelining).
  const offerings = await queryRows<{ id: number; name: string; quantity: number; unitCents: number }>(
    db,
    sql`select id, name, quantity, unit_cents as "unitCents" from booking_offerings where booking_id = ${id} order by id`,
  );
  const paymentHistory = await queryRows<{
    id: number;
    kind: string;
    processor: string;
    method: string;
    amountCents: number;
    reference: string;
    refundReason: string | null;
    createdAt: Date;
    takenBy: string | null;
  }>(
    db,
    sql`select p.id, p.kind, p.processor, p.method, p.amount_cents as "amountCents", p.reference,
          p.refund_reason as "refundReason",
          p.created_at as "createdAt", nullif(trim(u.first_name || ' ' || u.last_name), '') as "takenBy"
        from booking_payments p left join users u on u.id = p.created_by
        where p.booking_id = ${id} order by p.id`,
  );
  const emails = await bookingEmailsOf(db, id);
  const customers = await bookingCustomersOf(db, masterClientId, id);
  return {
    info,
    offerings: offerings.map((o) => ({ ...o, id: Number(o.id), amountCents: o.quantity * o.unitCents })),
    paymentHistory: paymentHistory.map((p) => ({
      ...p,
      id: Number(p.id),
      paymentProcessor: p.processor,
      createdAt: iso(p.createdAt),
    })),
    isStripePayment: isStripePayment(paymentHistory),
    isFullyPaid: info.isFullyPaid,
    emails,
    customers,
  };
}
export type BookingDetail = NonNullable<Awaited<ReturnType<typeof bookingDetail>>>;

export async function bookingEmailsOf(db: Executor, bookingId: number) {
  const rows = await queryRows<{ id: number; kind: string; to: string; subject: string; createdAt: Date }>(
    db,
    sql`select id, kind, to_address as "to", subject, created_at as "createdAt" from booking_emails
        where booking_id = ${bookingId} order by id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt) }));
}

export async function bookingCustomersOf(db: Executor, masterClientId: number, bookingId: number) {
  const rows = await queryRows<{ id: number; firstName: string; lastName: string; email: string; phone: string }>(
    db,
    sql`select g.id, g.first_name as "firstName", g.last_name as "lastName", g.email, g.phone
        from booking_customers c join guests g on g.id = c.guest_id
        where c.booking_id = ${bookingId} and c.master_client_id = ${masterClientId} order by g.last_name, g.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
