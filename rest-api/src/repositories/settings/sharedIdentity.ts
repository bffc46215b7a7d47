/**
 * The identity of a person (what names them and signs them in) is shared by all their master
 * clients: changing it, or sending them a link that sets their password, is for someone who
 * administers every one of those master clients (DESIGN.md, Permissions).
 */
import { eq } from 'drizzle-orm';
import { message } from '@marquee/core/messages/en';
import type { Executor } from '../../db/client.ts';
import { userMasterClients } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export async function administersAllClientsOf(
  db: Executor,
  administered: readonly number[],
  userId: number,
): Promise<boolean> {
  const theirs = await db
    .select({ id: userMasterClients.masterClientId })
    .from(userMasterClients)
    .where(eq(userMasterClients.userId, userId));
  return theirs.every((c) => administered.includes(c.id));
}

/** 403 unless the actor administers every master client of `userId`. */
export async function assertIdentityEditable(
  db: Executor,
  actor: { administeredClientIds: readonly number[] },
  userId: number,
): Promise<void> {
  if (!(await administersAllClientsOf(db, actor.administeredClientIds, userId))) {
    throw new HttpError(403, message('settings.users.identityShared'));
  }
}
