/**
 * `pnpm bench:bookings`: 500,000 bookings in one master client on PostgreSQL, through the
 * gateway as the screens use them ("Speed": the bookings list's first page with
 * filters ≤ 100 ms median; a day's schedule ≤ 100 ms median; creating a booking with a payment
 * ≤ 150 ms median), then the race: 50 concurrent creates for a slot of 10 places must end with
 * exactly 10 bookings.
 *
 * The stack runs in its own process on a fresh database on BENCH_DATABASE_URL's server
 * (bench/src/server.ts); the bookings are inserted with generate_series (bookingData.ts) for
 * FunZone (master client 1), and director@funzone.test works with X-Master-Client 1.
 *
 *   BENCH_ROWS=500000        bookings inserted
 *   BENCH_RUNS=30            measured runs per case (after 3 warm-ups)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SESSIONS=50        sessions of the "many at once" run (0 skips it)
 *   BENCH_SECONDS=15         its length
 *   BENCH_CPU_CASES=1        then each kind of request alone (4 sessions, 4 s): CPU per request
 *
 * After the one-at-a-time cases, BENCH_SESSIONS front desks load the bookings list's filtered
 * first pages and the day's schedule at once (manyAtOnce.ts): p50, p95 and requests/s.
 *
 * Targets are reported, not enforced; exits non-zero when a request fails or the race overbooks.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { loadBookings } from './bookingData.ts';
import { startBenchServer } from './server.ts';
import { type AtOnceRequest, atOnceLine, manyAtOnce } from './manyAtOnce.ts';
import { signIn } from './run.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MASTER_CLIENT = 1;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

console.log(
  `bench:bookings — ${ROWS} bookings on PostgreSQL; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
const server = await startBenchServer({ db: 'postgres', postgresUrl, env: { LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  const t0 = performance.now();
  await loadBookings(client, MASTER_CLIENT, ROWS);
  const total = Number(
    (await client.query(`select count(*) as n from bookings where master_client_id = ${MASTER_CLIENT}`)).rows[0].n,
  );
  console.log(
    `loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${total} bookings in master client ${MASTER_CLIENT}`,
  );
  const [loc] = (
    await client.query(
      `select l.code, coalesce(s.time_zone, 'America/New_York') as zone from locations l
       left join location_settings s on s.location_id = l.id where l.master_client_id = $1 order by l.id limit 1`,
      [MASTER_CLIENT],
    )
  ).rows as { code: string; zone: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const ahead = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  // A bench activity of its own: unlimited for the creates, and one of 10 places for the race.
  const made = await client.query(
    `insert into booking_activities (master_client_id, location_id, product_id, resource_id, name, opens_minute, closes_minute,
       interval_minutes, duration_minutes, capacity, price_cents)
     select a.master_client_id, a.location_id, a.product_id, a.resource_id, 'Bench ' || x, 600, 1200, 60, 60,
       case when x = 1 then null else 10 end, 2000
     from booking_activities a join locations l on l.id = a.location_id, generate_series(1, 2) x
     where l.code = $1 and a.master_client_id = $2 order by a.id limit 2 returning id, capacity`,
    [loc!.code, MASTER_CLIENT],
  );
  const unlimited = made.rows.find((r) => r.capacity === null)!.id as number;
  const tenPlaces = made.rows.find((r) => r.capacity !== null)!.id as number;
  const holder = Number(
    (await client.query('select id from guests where master_client_id = $1 order by id limit 1', [MASTER_CLIENT]))
      .rows[0].id,
  );

  // The role most bookings' makers hold, and a segment, for the guest and staff filters.
  const role = Number(
    (
      await client.query(
        `select ur.role_id as id from bookings b join user_roles ur on ur.user_id = b.created_by and ur.master_client_id = b.master_client_id
         where b.master_client_id = $1 group by ur.role_id order by count(*) desc limit 1`,
        [MASTER_CLIENT],
      )
    ).rows[0].id,
  );
  const segment = Number(
    (
      await client.query(
        `insert into guest_segments (master_client_id, name, match, conditions)
         values ($1, 'Bench: visited within 90 days', 'all', '[{"type":"lastVisitWithin","days":90}]'::jsonb) returning id`,
        [MASTER_CLIENT],
      )
    ).rows[0].id,
  );
  const token = (await signIn(server.restUrl, 'director@funzone.test')).token;
  const gateway = new Pool(server.gatewayUrl, { connections: 8 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    return { status: res.statusCode, body, text };
  };
  const must = async (query: string, variables: Record<string, unknown>) => {
    const r = await gql(query, variables);
    if (r.status !== 200 || r.body.errors || !r.body.data) throw new Error(`HTTP ${r.status} ${r.text.slice(0, 300)}`);
    return r.body.data;
  };
  const LIST = `query($f: BookingFilterInput, $p: Int) { bookings(filter: $f, page: $p, rowsPerPage: 25) {
    total rows { id confirmationCode state locationName activityName bookingDate startTime guests holder { firstName lastName } totalCents paidCents } } }`;
  const SCHEDULE = `query($l: String!, $d: String) { bookingSchedule(locationCode: $l, date: $d) {
    date today resources { id name activities { id name slots { startTime slotsRemaining bookings { id confirmationCode guests holderName } } } } } }`;
  const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { confirmationCode booking { info { id } } } }`;
  let hour = 0;
  const cases: { label: string; target: number; run: () => Promise<unknown> }[] = [
    { label: 'list: first page, no filter', target: 100, run: () => must(LIST, { p: 0 }) },
    {
      label: 'list: location + booking date',
      target: 100,
      run: () => must(LIST, { p: 0, f: { location: loc!.code, bookingDate: us(today) } }),
    },
    { label: 'list: search by code', target: 100, run: () => must(LIST, { p: 0, f: { search: 'B0250000' } }) },
    {
      label: 'list: search by name',
      target: 100,
      run: () => must(LIST, { p: 0, f: { search: 'smith', location: loc!.code } }),
    },
    { label: 'list: membership active', target: 100, run: () => must(LIST, { p: 0, f: { membership: 'ACTIVE' } }) },
    { label: "list: the makers' role", target: 100, run: () => must(LIST, { p: 0, f: { role } }) },
    { label: 'list: guest segment', target: 100, run: () => must(LIST, { p: 0, f: { guestSegment: segment } }) },
    {
      label: 'list: location + segment + membership',
      target: 100,
      run: () => must(LIST, { p: 0, f: { location: loc!.code, guestSegment: segment, membership: 'NONE' } }),
    },
    { label: "day's schedule (today)", target: 100, run: () => must(SCHEDULE, { l: loc!.code, d: today }) },
    {
      label: 'create a booking + cash payment',
      target: 150,
      run: async () => {
        // One call: the booking and its first payment in one transaction (CreateBookingInput.payment).
        await must(CREATE, {
          i: {
            locationCode: loc!.code,
            activityId: unlimited,
            date: ahead,
            startTime: `${10 + (hour++ % 10)}:00`,
            guests: 1,
            holderId: holder,
            payment: { amount: '20', method: 'CASH', idempotencyKey: `bench-${randomUUID()}` },
          },
        });
      },
    },
  ];
  console.log(`${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway\n`);
  console.log(`${'case'.padEnd(34)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`);
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) await c.run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await c.run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    console.log(
      `${c.label.padEnd(34)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ ${c.target} ms: ${median <= c.target ? 'met' : 'NOT met'}`,
    );
  }

  if (SESSIONS > 0) {
    const filters = [
      { location: loc!.code, bookingDate: us(today) },
      { search: 'smith', location: loc!.code },
      { membership: 'ACTIVE' },
      { guestSegment: segment },
      { location: loc!.code, guestSegment: segment, membership: 'NONE' },
    ];
    const atOnce = (sessions: number, seconds: number, requests: AtOnceRequest[]) =>
      manyAtOnce({
        server,
        username: 'director@funzone.test',
        masterClient: MASTER_CLIENT,
        sessions,
        seconds,
        requests,
      });
    const result = await atOnce(SESSIONS, SECONDS, [
      ...filters.map((f) => ({ query: LIST, variables: { p: 0, f } })),
      { query: SCHEDULE, variables: { l: loc!.code, d: today } },
    ]);
    console.log(`\n${atOnceLine('many at once (filtered lists and schedules)', result)}`);
    if (result.errors > 0) failed = true;
    // BENCH_CPU_CASES=1: the same, one kind of request at a time, to see which costs the CPU.
    if (process.env.BENCH_CPU_CASES === '1') {
      const kinds = [
        ...filters.map((f) => ({ label: `list ${JSON.stringify(f)}`, query: LIST, variables: { p: 0, f } })),
        { label: 'schedule', query: SCHEDULE, variables: { l: loc!.code, d: today } },
      ];
      for (const { label, ...request } of kinds) {
        const one = await atOnce(4, 4, [request]);
        console.log(atOnceLine(`  ${label}`, one));
      }
    }
  }

  // The race: 50 creates at once for one slot of 10 places.
  const raceStart = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      gql(CREATE, {
        i: {
          locationCode: loc!.code,
          activityId: tenPlaces,
          date: ahead,
          startTime: '15:00',
          guests: 1,
          holderId: holder,
        },
      }),
    ),
  );
  const ok = answers.filter((a) => a.status === 200 && !a.body.errors).length;
  const counted = Number(
    (
      await client.query('select count(*) as n from bookings where activity_id = $1 and booking_date = $2', [
        tenPlaces,
        ahead,
      ])
    ).rows[0].n,
  );
  console.log(
    `\nrace: 50 concurrent creates for 10 places → ${ok} created, ${counted} in the database (${(performance.now() - raceStart).toFixed(0)} ms): ${counted === 10 && ok === 10 ? 'exactly 10' : 'WRONG'}`,
  );
  if (counted !== 10 || ok !== 10) failed = true;
  await gateway.close();
  console.log(
    `load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await client.end().catch(() => {});
  await server.stop();
}
process.exit(failed ? 1 : 0);
