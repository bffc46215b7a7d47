/**
 * `pnpm bench:booking-speed`: one location set up as a venue would set it up, then the booking
 * screens' speed through the gateway ("Speed"):
 * - the booking manager's day (bookingSchedule) ≤ 100 ms median;
 * - the guest shop's booking form (its next 14 days of times, GET /shop/…/book/:offering) ≤ 150 ms median;
 * - 50 desk sessions at once, each creating a booking and checking it in, for 15 s: 0 errors, p95.
 *
 * The location is FunZone Orlando (the demo seed gives it products and online offerings, but no
 * resources): 40 resources, each with an activity of the location's first online offering's
 * product, 30 starts a day inside the location's opening hours; then 2,000 bookings made through
 * createBooking. Everything is written through the gateway's mutations (the setup repository and
 * the booking write path the screens use), nothing by hand in SQL; SQL only looks up ids.
 * Of the bookings, one is on every slot of the measured day (tomorrow, 40 × 30 = 1,200), the
 * rest are spread over the next 13 days (what the shop's form reads).
 *
 *   BENCH_DB=postgres        postgres (a fresh database on BENCH_DATABASE_URL's server) or pglite
 *   BENCH_BOOKINGS=2000      bookings made before measuring
 *   BENCH_RUNS=30            measured runs per case (after 3 warm-ups)
 *   BENCH_SESSIONS=50        desk sessions at once (0 skips it); BENCH_SECONDS=15 their length
 *
 * Targets are reported, not enforced; exits non-zero when a request fails.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { type BenchDb, startBenchServer } from './server.ts';
import { signIn } from './run.ts';

const DB = (process.env.BENCH_DB ?? 'postgres') as BenchDb;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RESOURCES = 40;
const SLOTS_A_DAY = 30;
const PLACES = 12;
const MASTER_CLIENT = 1;
const LOCATION = 'FZO';
const USER = 'director@funzone.test';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The local date `days` after today in `zone`, YYYY-MM-DD. */
function localDate(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * 30 starts a day inside the demo hours (10:00–22:00, Sunday 11:00–20:00): every 20 minutes from
 * 10:00 (Sunday every 18 from 11:00), sessions as long as the step.
 */
const schedule = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
  const from = weekday === 7 ? 660 : 600;
  const every = weekday === 7 ? 18 : 20;
  return { weekday, ranges: [{ from, to: from + SLOTS_A_DAY * every, every }], starts: [] };
});
const startsOn = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  const { from, every } = schedule[weekday - 1]!.ranges[0]!;
  return Array.from({ length: SLOTS_A_DAY }, (_, i) => from + i * every);
};

console.log(`bench:booking-speed — ${DB}; load average ${load()}`);
const server = await startBenchServer({ db: DB, postgresUrl, env: { LOG_LEVEL: 'warn' } });
let failed = false;
try {
  const { token } = await signIn(server.restUrl, USER);
  const gateway = new Pool(server.gatewayUrl, { connections: 8 });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-master-client': String(MASTER_CLIENT),
  };
  const must = async (query: string, variables: Record<string, unknown>, h: Record<string, string> = headers) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers: h,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return body.data;
  };

  // Ids only: the location, the product of its first online activity offering, guests to hold bookings.
  const ids = await lookups();
  const zone = ids.zone;
  const t0 = performance.now();
  const activities: number[] = [];
  for (let r = 1; r <= RESOURCES; r++) {
    const made = await must('mutation($i: BookingResourceInput!) { createBookingResource(input: $i) { id } }', {
      i: { locationId: ids.locationId, name: `Bench lane ${r}`, kind: 'LANE', places: PLACES, enabled: true },
    });
    const resourceId = (made.createBookingResource as { id: number }).id;
    const activity = await must('mutation($i: SchedulingActivityInput!) { createBookingActivity(input: $i) { id } }', {
      i: {
        productId: ids.productId,
        locationId: ids.locationId,
        resourceIds: [resourceId],
        name: `Bench bowling ${r}`,
        schedule,
        durationMinutes: 18,
        bufferMinutes: 0,
        capacity: PLACES,
        minGuests: 1,
        maxGuests: 8,
        priceCents: 2500,
        depositCents: 0,
        online: true,
        enabled: true,
      },
    });
    activities.push((activity.createBookingActivity as { id: number }).id);
  }
  console.log(`${RESOURCES} resources and activities made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }`;
  const day = localDate(zone, 1);
  const plan: { activityId: number; date: string; startTime: string }[] = [];
  for (const activityId of activities)
    for (const minute of startsOn(day)) plan.push({ activityId, date: day, startTime: hhmm(minute) });
  for (let n = 0; plan.length < BOOKINGS; n++) {
    const date = localDate(zone, 2 + (n % 13));
    plan.push({
      activityId: activities[n % RESOURCES]!,
      date,
      startTime: hhmm(startsOn(date)[Math.floor(n / RESOURCES) % SLOTS_A_DAY]!),
    });
  }
  const t1 = performance.now();
  // Four desks at a time make them.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = next++; n < BOOKINGS; n = next++) {
        const p = plan[n]!;
        await must(CREATE, {
          i: { locationCode: LOCATION, ...p, guests: 1 + (n % 4), holderId: ids.holders[n % ids.holders.length] },
        });
      }
    }),
  );
  console.log(
    `${BOOKINGS} bookings made in ${((performance.now() - t1) / 1000).toFixed(1)} s (${day}: ${RESOURCES * SLOTS_A_DAY})`,
  );

  const SCHEDULE = `query($l: String!, $d: String) { bookingSchedule(locationCode: $l, date: $d) {
    date today resources { id name activities { id name slots { startTime slotsRemaining bookings { id confirmationCode guests holderName } } } } } }`;
  const shopForm = async () => {
    const res = await gateway.request({
      method: 'GET',
      path: `/shop/${MASTER_CLIENT}/${LOCATION}/book/${ids.offeringId}`,
      headers: { 'accept-language': 'en' },
    });
    const html = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`shop form: HTTP ${res.statusCode} ${html.slice(0, 300)}`);
    return html;
  };
  // The same form's data from the REST API alone: what the gateway's rendering adds is the difference.
  const rest = new Pool(server.restUrl, { connections: 2 });
  const shopData = async () => {
    const res = await rest.request({
      method: 'GET',
      path: `/shop/${MASTER_CLIENT}/${LOCATION}/offerings/${ids.offeringId}`,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`shop data: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return text;
  };
  const scheduled = await must(SCHEDULE, { l: LOCATION, d: day });
  const shown = (
    scheduled.bookingSchedule as { resources: { activities: { slots: { bookings: unknown[] }[] }[] }[] }
  ).resources.flatMap((r) => r.activities.flatMap((a) => a.slots.flatMap((s) => s.bookings))).length;
  const form = await shopForm();
  console.log(`the day shows ${shown} bookings; the shop's form is ${(form.length / 1024).toFixed(0)} kB of HTML\n`);

  const cases = [
    { label: "booking manager's day", target: 100, run: () => must(SCHEDULE, { l: LOCATION, d: day }) },
    { label: "guest shop's 14-day form", target: 150, run: shopForm },
    { label: '  its data, REST alone', target: 150, run: shopData },
  ];
  console.log(`${RUNS} runs per case after ${WARMUP} warm-ups, through the gateway`);
  console.log(`${'case'.padEnd(28)}${'median'.padStart(9)}${'p95'.padStart(9)}   target`);
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
      `${c.label.padEnd(28)}${ms(median)}${ms(quantile(times, 0.95))}   ≤ ${c.target} ms: ${median <= c.target ? 'met' : 'NOT met'}  (load ${load()})`,
    );
  }

  if (SESSIONS > 0) {
    const result = await deskSessions(ids.holders, activities, zone);
    console.log(
      `\n${SESSIONS} desk sessions at once for ${SECONDS} s (create a booking, then check it in): ${result.pairs} bookings made and checked in, ` +
        `${(result.pairs / SECONDS).toFixed(0)}/s; create p50 ${result.create.p50.toFixed(1)} ms p95 ${result.create.p95.toFixed(1)} ms; ` +
        `check-in p50 ${result.checkIn.p50.toFixed(1)} ms p95 ${result.checkIn.p95.toFixed(1)} ms; ${result.errors} errors${result.sample ? ` (${result.sample})` : ''}  (load ${load()})`,
    );
    if (result.errors > 0) failed = true;
  }
  await gateway.close();
  await rest.close();
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`server log's tail:\n${readFileSync(server.logFile, 'utf8').slice(-4000)}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

/** Ids the bench needs, read from the database (PostgreSQL) or through GraphQL lookups (PGlite). */
async function lookups() {
  if (!server.databaseUrl) throw new Error('BENCH_DB=pglite: the lookups read PostgreSQL; run with BENCH_DB=postgres');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const [loc] = (
      await client.query(
        `select l.id, coalesce(s.time_zone, 'America/New_York') as zone from locations l
         left join location_settings s on s.location_id = l.id where l.master_client_id = $1 and l.code = $2`,
        [MASTER_CLIENT, LOCATION],
      )
    ).rows as { id: number; zone: string }[];
    if (!loc) throw new Error(`no location ${LOCATION}`);
    const [offering] = (
      await client.query(
        `select o.id, o.product_id as "productId" from club_offerings o
         where o.location_id = $1 and o.channel = 'BOOKING' and o.offering_type = 'ACTIVITY' and o.enabled order by o.id limit 1`,
        [loc.id],
      )
    ).rows as { id: number; productId: number }[];
    if (!offering) throw new Error(`no online activity offering at ${LOCATION}`);
    const holders = (
      await client.query('select id from guests where master_client_id = $1 order by id limit 200', [MASTER_CLIENT])
    ).rows.map((r) => Number(r.id));
    return {
      locationId: Number(loc.id),
      zone: loc.zone,
      offeringId: Number(offering.id),
      productId: Number(offering.productId),
      holders,
    };
  } finally {
    await client.end();
  }
}

/**
 * SESSIONS desks, each signed in for itself with its own connection: create a booking (on a day
 * after the measured ones, spread over the activities so no slot fills), then check all its guests in.
 */
async function deskSessions(holders: number[], activities: number[], zone: string) {
  const tokens = await Promise.all(
    Array.from({ length: SESSIONS }, () => signIn(server.restUrl, USER).then((s) => s.token)),
  );
  const creates: number[] = [];
  const checkIns: number[] = [];
  let errors = 0;
  let sample: string | null = null;
  let pairs = 0;
  let n = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const pool = new Pool(server.gatewayUrl, { connections: 1 });
      const h = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-master-client': String(MASTER_CLIENT),
      };
      const call = async (query: string, variables: Record<string, unknown>, times: number[]) => {
        const start = performance.now();
        const res = await pool.request({
          method: 'POST',
          path: '/graphql',
          headers: h,
          body: JSON.stringify({ query, variables }),
        });
        const text = await res.body.text();
        times.push(performance.now() - start);
        if (res.statusCode !== 200 || text.includes('"errors"')) {
          errors++;
          sample ??= `HTTP ${res.statusCode} ${text.slice(0, 200)}`;
          return null;
        }
        return JSON.parse(text).data as Record<string, unknown>;
      };
      try {
        while (performance.now() < until) {
          const k = n++;
          const date = localDate(zone, 15 + (Math.floor(k / (RESOURCES * SLOTS_A_DAY)) % 30));
          const guests = 1 + (k % 3);
          const made = await call(
            'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }',
            {
              i: {
                locationCode: LOCATION,
                activityId: activities[k % RESOURCES],
                date,
                startTime: hhmm(startsOn(date)[Math.floor(k / RESOURCES) % SLOTS_A_DAY]!),
                guests,
                holderId: holders[k % holders.length],
              },
            },
            creates,
          );
          const id = (made?.createBooking as { booking: { info: { id: number } } } | undefined)?.booking.info.id;
          if (id === undefined) continue;
          const checked = await call(
            'mutation($b: Int!, $g: Int!) { checkInBooking(bookingId: $b, guests: $g) { message } }',
            { b: id, g: guests },
            checkIns,
          );
          if (checked) pairs++;
        }
      } finally {
        await pool.close();
      }
    }),
  );
  const stats = (t: number[]) => {
    t.sort((a, b) => a - b);
    return { p50: t.length ? quantile(t, 0.5) : Number.NaN, p95: t.length ? quantile(t, 0.95) : Number.NaN };
  };
  return { pairs, errors, sample, create: stats(creates), checkIn: stats(checkIns) };
}
