/**
 * `pnpm bench:queue`: the job queue's throughput. A segment of BENCH_GUESTS guests
 * (10,000) is sent an e-mail through the gateway (sendGuestSegmentMessage), as a marketer sends
 * it; one REST process on PostgreSQL expands the send and its workers deliver every message over
 * SMTP to a local catcher (the test catcher of rest-api, the real protocol). Printed: how long the
 * expansion took, messages/s from the send to the last delivery (target ≥ 200/s), and that every
 * guest got exactly one message (counted at the catcher and in the outbox).
 *
 *   BENCH_GUESTS=10000       guests in the segment (inserted with generate_series, opted in)
 *   BENCH_DB=postgres        postgres (a fresh database on BENCH_DATABASE_URL's server) or pglite
 *
 * A benchmark, not a test: the target is reported, not enforced; exits non-zero when a message is
 * missing or sent twice.
 */
import { loadavg } from 'node:os';
import { startFakeSmtp } from '@marquee/rest-api/test/smtp';
import pg from 'pg';
import { Pool } from 'undici';
import { signIn } from './run.ts';
import { type BenchDb, startBenchServer } from './server.ts';

const GUESTS = Number(process.env.BENCH_GUESTS ?? 10_000);
const DB = (process.env.BENCH_DB ?? 'postgres') as BenchDb;
const MASTER_CLIENT = 1;
const DOMAIN = 'queue.bench';
const PREFIX = '00000';
const TIMEOUT_MS = 30 * 60_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

if (DB !== 'postgres') throw new Error('bench:queue loads its guests with SQL: BENCH_DB=postgres');
console.log(`bench:queue — ${GUESTS} e-mails of one segment send, ${DB}; load average ${load()}`);
const smtp = await startFakeSmtp();
const server = await startBenchServer({
  db: DB,
  postgresUrl,
  env: { LOG_LEVEL: 'warn', SMTP_URL: smtp.url },
});
const client = new pg.Client({ connectionString: server.databaseUrl });
let failed = false;
try {
  await client.connect();
  // The guests (the insert trigger gives each its guest_stats row), all with a postal code no
  // demo guest has, so a POSTAL_CODE segment holds exactly them.
  await client.query(
    `insert into guests (master_client_id, first_name, last_name, email, postal_code, marketing_opt_in)
     select $1, 'Queue', 'Guest ' || i, 'guest' || i || '@${DOMAIN}', '${PREFIX}', true
     from generate_series(1, $2::int) i`,
    [MASTER_CLIENT, GUESTS],
  );
  const [template] = (
    await client.query(
      `select id from message_templates where master_client_id = $1 and channel = 'email' and time_type_id = 5
       order by id limit 1`,
      [MASTER_CLIENT],
    )
  ).rows as { id: number }[];
  if (!template) throw new Error('no e-mail template of a segment-sendable kind');

  const { token } = await signIn(server.restUrl, 'director@funzone.test');
  const gateway = new Pool(server.gatewayUrl, { connections: 1 });
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-master-client': String(MASTER_CLIENT),
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.body.text();
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors || !body.data)
      throw new Error(`HTTP ${res.statusCode} ${text.slice(0, 300)}`);
    return body.data;
  };
  const segment = await gql('mutation($i: GuestSegmentInput!) { createGuestSegment(input: $i) { segment { id } } }', {
    i: { name: 'Bench queue', match: 'ALL', conditions: [{ type: 'POSTAL_CODE', prefix: PREFIX }] },
  });
  const segmentId = (segment.createGuestSegment as { segment: { id: number } }).segment.id;

  const counts = async (sendId: number) => {
    const { rows } = await client.query(
      `select count(*)::int as made, count(*) filter (where m.status = 'sent')::int as sent,
         count(*) filter (where m.status not in ('queued', 'sent'))::int as failed
       from guest_messages m where m.send_id = $1`,
      [sendId],
    );
    return rows[0] as { made: number; sent: number; failed: number };
  };
  console.log(`load average before the send: ${load()}`);
  const t0 = performance.now();
  const made = await gql('mutation($i: SegmentSendInput!) { sendGuestSegmentMessage(input: $i) { send { id } } }', {
    i: { segmentId, templateId: template.id },
  });
  const sendId = (made.sendGuestSegmentMessage as { send: { id: number } }).send.id;
  let expanded: number | null = null;
  let last = { made: 0, sent: 0, failed: 0 };
  while (performance.now() - t0 < TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 250));
    last = await counts(sendId);
    if (expanded === null && last.made === GUESTS) expanded = performance.now() - t0;
    if (last.sent + last.failed >= GUESTS) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  await gateway.close();

  // Exactly once: one message per guest at the catcher, one outbox row per guest, each sent.
  const atCatcher = new Map<string, number>();
  for (const raw of smtp.received) {
    const to = raw.match(/^To: (guest\d+@queue\.bench)$/m)?.[1];
    if (to) atCatcher.set(to, (atCatcher.get(to) ?? 0) + 1);
  }
  const twice = [...atCatcher.values()].filter((n) => n > 1).length;
  const { rows: outbox } = await client.query(
    `select count(*)::int as rows, count(distinct m.to_address)::int as addresses, count(o.sent_at)::int as sent
     from guest_messages m join outbox o on o.id = m.outbox_id where m.send_id = $1`,
    [sendId],
  );
  const o = outbox[0] as { rows: number; addresses: number; sent: number };
  console.log(
    `expanded into ${last.made} messages in ${expanded === null ? '—' : `${(expanded / 1000).toFixed(1)} s`}; ` +
      `${last.sent} sent, ${last.failed} failed in ${seconds.toFixed(1)} s from the send: ` +
      `${(last.sent / seconds).toFixed(0)} messages/s (target ≥ 200/s: ${last.sent / seconds >= 200 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `exactly once: ${atCatcher.size} addresses at the SMTP catcher, ${twice} of them twice; outbox ${o.rows} rows for ${o.addresses} addresses, ${o.sent} sent`,
  );
  console.log(`load average after: ${load()}`);
  if (last.sent !== GUESTS || atCatcher.size !== GUESTS || twice > 0 || o.rows !== GUESTS || o.sent !== GUESTS) {
    failed = true;
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await client.end().catch(() => {});
  await server.stop();
  await smtp.close();
}
process.exit(failed ? 1 : 0);
