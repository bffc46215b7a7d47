/** CRM tags (menu 19): the master client's tags with their number of guests, and a guest's tags. */
import { MAX_TAGS, type GuestTag } from '@marquee/core/marketing/tags';
import { sql } from 'drizzle-orm';
import { toCount, type Executor, type Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { conflict, invalidInput } from '../../http/errors.ts';
import { message } from '@marquee/core/messages/en';
import { isUniqueViolation, recordNotFound } from '../../resources/errors.ts';
import { audit } from '../audit.ts';

export async function listTags(db: Executor, masterClientId: number): Promise<GuestTag[]> {
  const rows = await queryRows<{ id: number; name: string; guests: unknown }>(
    db,
    sql`select t.id, t.name, (select count(*) from guest_tag_links l where l.tag_id = t.id) as guests
      from guest_tags t where t.master_client_id = ${masterClientId} order by lower(t.name), t.id limit ${MAX_TAGS}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, guests: toCount(r.guests) }));
}

/**
 * Creates (no id) or renames a tag, audited in the caller's transaction; a name already used (any
 * case) is a 409.
 */
export async function saveTag(
  db: Tx,
  masterClientId: number,
  name: string,
  userId: number,
  id?: number,
): Promise<number> {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidInput({ name: 'marketing.segment.nameRequired' });
  const entry = { userId, masterClientId, entity: 'guestTag' };
  try {
    if (id === undefined) {
      const [n] = await queryRows<{ n: unknown }>(
        db,
        sql`select count(*) as n from guest_tags where master_client_id = ${masterClientId}`,
      );
      if (toCount(n?.n) >= MAX_TAGS) throw conflict(message('marketing.tag.tooMany', { max: MAX_TAGS }));
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into guest_tags (master_client_id, name) values (${masterClientId}, ${trimmed}) returning id`,
      );
      const created = Number(row!.id);
      await audit(db, { ...entry, entityId: created, action: 'create', before: null, after: { name: trimmed } });
      return created;
    }
    const [before] = await queryRows<{ name: string }>(
      db,
      sql`select name from guest_tags where id = ${id} and master_client_id = ${masterClientId}`,
    );
    if (!before) throw recordNotFound();
    await db.execute(
      sql`update guest_tags set name = ${trimmed} where id = ${id} and master_client_id = ${masterClientId}`,
    );
    await audit(db, {
      ...entry,
      entityId: id,
      action: 'update',
      before: { name: before.name },
      after: { name: trimmed },
    });
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message('marketing.tag.exists'));
    throw error;
  }
}

/** Removes a tag (and so its links to guests), audited in the caller's transaction. */
export async function removeTag(db: Tx, masterClientId: number, id: number, userId: number): Promise<void> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`delete from guest_tags where id = ${id} and master_client_id = ${masterClientId} returning id, name`,
  );
  if (rows.length === 0) throw recordNotFound();
  await audit(db, {
    userId,
    masterClientId,
    entity: 'guestTag',
    entityId: id,
    action: 'delete',
    before: { name: rows[0]!.name },
    after: null,
  });
}

/** Replaces a guest's tags; the guest and every tag must be the master client's. */
export async function setGuestTags(db: Executor, masterClientId: number, guestId: number, tagIds: number[]) {
  const ids = [...new Set(tagIds)];
  const [guest] = await queryRows<{ id: number }>(
    db,
    sql`select id from guests where id = ${guestId} and master_client_id = ${masterClientId}`,
  );
  if (!guest) throw recordNotFound();
  const list = `{${ids.join(',')}}`;
  if (ids.length > 0) {
    const [found] = await queryRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from guest_tags where master_client_id = ${masterClientId} and id = any(${list}::int[])`,
    );
    if (toCount(found?.n) !== ids.length) throw invalidInput({ tagIds: 'marketing.segment.unknownReference' });
  }
  await db.execute(sql`delete from guest_tag_links where guest_id = ${guestId}`);
  if (ids.length > 0)
    await db.execute(sql`insert into guest_tag_links (guest_id, tag_id) select ${guestId}, unnest(${list}::int[])`);
}
