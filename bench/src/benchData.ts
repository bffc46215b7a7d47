/**
 * Loads the benchmark data into PostgreSQL: two master clients of 50 locations and two years
 * each, one at ~1 M and one at ~10 M sale lines, generated in SQL (seed/dashboards/generate.ts).
 * A marker in app_meta records what is loaded, so a second run reuses it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '@marquee/rest-api/db/client';
import { queryRows } from '@marquee/rest-api/db/rows';
import { generateDashboardData } from '@marquee/rest-api/seed/dashboards/generate';

export const BENCH_FROM = '2024-01-01';
export const BENCH_DAYS = 731;
export const BENCH_LOCATIONS = 50;

/** Tickets per location-day giving ~2.5 lines each: 98.5 → ~10 M lines over 50 × 731 days. */
export const BENCH_SCALES = [
  { name: 'Bench 1M', salesPerDay: 9.85, label: '1 M' },
  { name: 'Bench 10M', salesPerDay: 98.5, label: '10 M' },
] as const;

const MARKER = 'bench_loaded_v1';

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function loadBench(database: Database, log: (line: string) => void): Promise<Map<string, number>> {
  const db = database.db;
  const ids = new Map<string, number>();
  const done = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = ${MARKER}`);
  if (done.length === 0) {
    for (const scale of BENCH_SCALES) {
      const started = performance.now();
      const [mc] = await queryRows<{ id: number }>(
        db,
        sql`insert into master_clients (name, is_default) values (${scale.name}, false) returning id`,
      );
      const masterClientId = Number(mc!.id);
      const locations = await queryRows<{ id: number }>(
        db,
        sql`insert into locations (master_client_id, name, code, store_number, postal_code)
          select ${masterClientId}, ${scale.name} || ' ' || lpad(i::text, 2, '0'), 'B' || lpad(i::text, 3, '0'),
            (90000 + ${masterClientId} * 100 + i)::text, (10000 + i * 1733)::text
          from generate_series(1, ${BENCH_LOCATIONS}) i returning id`,
      );
      await db.execute(sql`insert into user_master_clients (user_id, master_client_id)
        select id, ${masterClientId} from users where email = 'director@funzone.test'`);
      await generateDashboardData(db, {
        masterClientId,
        locationIds: locations.map((l) => Number(l.id)),
        from: BENCH_FROM,
        days: BENCH_DAYS,
        salesPerDay: scale.salesPerDay,
        seed: 7000 + masterClientId,
      });
      log(`loaded ${scale.name} in ${Math.round((performance.now() - started) / 1000)} s`);
    }
    await db.execute(sql`analyze`);
    await db.execute(sql`insert into app_meta (key, value) values (${MARKER}, 'loaded')`);
  }
  for (const scale of BENCH_SCALES) {
    const [row] = await queryRows<{ id: number }>(db, sql`select id from master_clients where name = ${scale.name}`);
    ids.set(scale.name, Number(row!.id));
  }
  return ids;
}
