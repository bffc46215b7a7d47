/**
 * An internal tool's first script: with an API token, list the locations of the
 * token's master client and last week's revenue, typed by the generated operation types.
 *
 *   MARQUEE_TOKEN=mq_… pnpm example:revenue          (MARQUEE_URL defaults to http://localhost:4000)
 *
 * The token needs, in Settings → API tokens: Owner's Box VIEW (module 0) and its revenue widget
 * VIEW (module 43); the locations list needs only a valid token. Errors follow the one documented
 * shape (schema/README.md): `extensions.code` among the stable codes.
 */
import { readFileSync } from 'node:fs';
import type { ExampleLastWeekRevenueQuery, ExampleLocationsQuery } from './generated/graphql.ts';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

const url = (process.env.MARQUEE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const token = process.env.MARQUEE_TOKEN ?? '';
if (!token.startsWith('mq_')) {
  console.error('Set MARQUEE_TOKEN to an API token (Settings → API tokens), e.g. MARQUEE_TOKEN=mq_1_… ');
  process.exit(2);
}

// The operations exactly as codegen typed them; each request names the one to run.
const document = readFileSync(new URL('./revenue.graphql', import.meta.url), 'utf8');

async function run<T>(operationName: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    // The token works only in its own master client, so no X-Master-Client header is needed.
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, operationName }),
  });
  const answer = (await res.json()) as GraphQLAnswer<T>;
  const error = answer.errors?.[0];
  if (error || !answer.data) {
    const code = error?.extensions?.code ?? `HTTP ${res.status}`;
    throw new Error(`${operationName}: ${code}: ${error?.message ?? 'no data'}`);
  }
  return answer.data;
}

const { locations } = await run<ExampleLocationsQuery>('ExampleLocations');
console.log(`Locations (${locations.length}):`);
for (const l of locations) console.log(`  ${String(l.locationId).padStart(5)}  ${l.name}`);

const { ownersBox } = await run<ExampleLastWeekRevenueQuery>('ExampleLastWeekRevenue');
const revenue = ownersBox.revenue?.conversion?.value ?? 0;
const shown = ownersBox.revenue?.currency ? `$${revenue.toFixed(2)}` : String(revenue);
console.log(`Revenue last week: ${shown}`);
