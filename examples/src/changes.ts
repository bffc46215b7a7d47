/**
 * A BI tool's sync: with an API token, it pages through the changes of one entity after the
 * cursor it kept from its last run, writes each as a JSON line, and prints the cursor to keep.
 *
 *   MARQUEE_TOKEN=mq_… pnpm example:changes     (MARQUEE_URL defaults to http://localhost:4000)
 *
 * The token needs Data export (VIEW), and Bookings or Guests (VIEW) for those. Optional:
 * CHANGES_ENTITY (TRANSACTION, BOOKING or GUEST; TRANSACTION), CHANGES_AFTER (the cursor a run
 * printed; from the beginning otherwise), CHANGES_PAGE (1 to 1,000; 500).
 */
import { readFileSync } from 'node:fs';
import type { ExampleChangesQuery, VenueChangeEntity } from './generated/graphql.ts';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const url = (process.env.MARQUEE_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const token = process.env.MARQUEE_TOKEN ?? '';
if (!token.startsWith('mq_')) {
  console.error('Set MARQUEE_TOKEN to an API token with the Data export permission, e.g. MARQUEE_TOKEN=mq_1_… ');
  process.exit(2);
}
const entity = (process.env.CHANGES_ENTITY ?? 'TRANSACTION') as VenueChangeEntity;
const first = Number(process.env.CHANGES_PAGE ?? 500);
const document = readFileSync(new URL('./changes.graphql', import.meta.url), 'utf8');

async function page(after: string | null): Promise<ExampleChangesQuery['venueChanges']> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, variables: { entity, after, first } }),
  });
  const answer = (await res.json()) as GraphQLAnswer<ExampleChangesQuery>;
  const error = answer.errors?.[0];
  if (error || !answer.data) {
    throw new Error(
      `ExampleChanges: ${error?.extensions?.code ?? `HTTP ${res.status}`}: ${error?.message ?? 'no data'}`,
    );
  }
  return answer.data.venueChanges;
}

async function main() {
  let cursor = process.env.CHANGES_AFTER || null;
  const counts = { CREATED: 0, UPDATED: 0, DELETED: 0 };
  for (;;) {
    const p = await page(cursor);
    for (const item of p.items) {
      counts[item.kind] += 1;
      console.log(JSON.stringify(item));
    }
    cursor = p.cursor;
    if (!p.hasMore) break;
  }
  console.error(`${entity}: created ${counts.CREATED}, updated ${counts.UPDATED}, deleted ${counts.DELETED}`);
  console.error(`Next cursor: ${cursor}`);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
