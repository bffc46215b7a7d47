/**
 * Products still offered in club booking or at the kiosk: the catalogue refuses to
 * remove them with 409 and a message naming the offerings, in the style of its other in-use
 * refusals (repositories/products/usage.ts). Lightning deals, discounts and deals hang on an
 * offering, so a product with any of them has an offering and is refused too. The foreign key
 * (club_offerings.product_id, restrict) is the last line behind this check.
 */
import { message } from '@marquee/core/messages/en';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';

/** Offerings listed in the message; the rest are counted. */
const NAMED = 5;

export async function refuseWhileOffered(db: Executor, masterClientId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ product: string; location: string; channel: string; total: number }>(
    db,
    sql`select p.name as product, l.name as location, o.channel, count(*) over ()::int as total
        from club_offerings o join products p on p.id = o.product_id join locations l on l.id = o.location_id
        where o.master_client_id = ${masterClientId} and o.product_id in (${ids})
        order by lower(p.name), lower(l.name), o.channel limit ${NAMED + 1}`,
  );
  if (rows.length === 0) return;
  const total = Number(rows[0]!.total);
  const named = rows.slice(0, NAMED).map((r) =>
    message(r.channel === 'KIOSK' ? 'catalogue.products.offeredKiosk' : 'catalogue.products.offeredOnline', {
      product: r.product,
      location: r.location,
    }),
  );
  const list = named.join(', ');
  const shown =
    total > named.length ? message('catalogue.products.inUseMore', { names: list, count: total - named.length }) : list;
  throw new HttpError(409, message('catalogue.products.offered', { names: shown }));
}
