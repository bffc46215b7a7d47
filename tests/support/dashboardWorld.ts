/**
 * A started stack with the demo data, signed in as FunZone's director, and the means to check a
 * dashboard figure against independent SQL over the fact tables (never the rollups the REST API
 * reads). The window is the 14 days ending on the demo anchor day, as a custom range.
 */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { formatUsDate } from '../../core/src/dashboards/dateRanges.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { dashboardAnchor } from '../../rest-api/src/seed/dashboards/seed.ts';
import type { GatewayClient } from './client.ts';
import { type Stack, startStack } from './stack.ts';

export type Row = Record<string, unknown>;
export const n = (v: unknown) => Number(v ?? 0);
/** Money as the API answers it (units, two decimals) from cents. */
export const units = (cents: unknown) => Math.round(n(cents)) / 100;

export interface DashboardWorld {
  stack: Stack;
  director: GatewayClient;
  funzone: number;
  locationIds: number[];
  /** ISO first and last day of the window. */
  from: string;
  to: string;
  filter: { dateRange: number; startDate: string; endDate: string };
  rows(query: SQL): Promise<Row[]>;
  one(query: SQL): Promise<Row>;
  /** `location_id in FunZone and business_date in [from, to]` (or the days given). */
  scope(alias?: string, days?: { from: string; to: string }): SQL;
  /** The whole selection under one dashboard root, with the filter given (the window by default). */
  ask<T = Row>(root: string, selection: string, filter?: object): Promise<T>;
}

export async function startDashboardWorld(days = 14): Promise<DashboardWorld> {
  const stack = await startStack();
  const rows = (query: SQL) => queryRows<Row>(stack.database.db, query);
  const one = async (query: SQL) => (await rows(query))[0]!;
  const funzone = n((await one(sql`select id from master_clients where name = 'FunZone Entertainment'`)).id);
  const locationIds = (await rows(sql`select id from locations where master_client_id = ${funzone} order by id`)).map(
    (r) => n(r.id),
  );
  const anchor = Temporal.PlainDate.from((await dashboardAnchor(stack.database.db))!);
  const start = anchor.subtract({ days: days - 1 });
  const from = start.toString();
  const to = anchor.toString();
  const filter = { dateRange: 17, startDate: formatUsDate(start), endDate: formatUsDate(anchor) };

  const director = stack.client();
  const login = await director.gql<{ login: { token: string } }>(
    `mutation { login(username: "director@funzone.test", password: "Marquee#2026", returnToken: true) { token } }`,
  );
  director.cookie = null;
  director.bearer = login.data!.login.token;
  director.masterClient = funzone;

  const ids = `{${locationIds.join(',')}}`;
  const scope = (alias = '', d = { from, to }) => {
    const p = alias ? `${alias}.` : '';
    return sql`${sql.raw(p)}location_id = any(${ids}::int[]) and ${sql.raw(p)}business_date between ${d.from}::date and ${d.to}::date`;
  };
  const ask = async <T>(root: string, selection: string, f: object = filter) => {
    const r = await director.gql<Record<string, T>>(
      `query($f: DashboardFilterInput!) { ${root}(filter: $f) { ${selection} } }`,
      { f },
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data![root]!;
  };
  return { stack, director, funzone, locationIds, from, to, filter, rows, one, scope, ask };
}
