/** A user's points of contact and the contact types they pick from. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Contact, ContactType } from '@marquee/core/rest';
import type { Executor } from '../db/client.ts';
import { contacts, contactTypes } from '../db/schema.ts';

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  contactTypeId: contacts.contactTypeId,
};

export function listContacts(db: Executor, userId: number): Promise<Contact[]> {
  return db.select(columns).from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.id));
}

/** Deletes the user's contacts and inserts `next`; call inside a transaction holding the user lock. */
export async function replaceContacts(db: Executor, userId: number, next: Omit<Contact, 'id'>[]): Promise<void> {
  await db.delete(contacts).where(eq(contacts.userId, userId));
  if (next.length > 0) await db.insert(contacts).values(next.map((c) => ({ ...c, userId })));
}

export function listContactTypes(db: Executor): Promise<ContactType[]> {
  return db.select().from(contactTypes).orderBy(asc(contactTypes.id));
}

/** The ids among `ids` that name a contact type. */
export async function knownContactTypes(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: contactTypes.id }).from(contactTypes).where(inArray(contactTypes.id, ids));
  return new Set(rows.map((r) => r.id));
}
