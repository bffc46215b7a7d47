/** Users: look-up by e-mail, the profile (with its optimistic lock) and password hashes. */
import { and, eq, sql } from 'drizzle-orm';
import type { UserProfile, UserProfileUpdate } from '@marquee/core/rest';
import type { Executor } from '../db/client.ts';
import { dateFormats, languages, users } from '../db/schema.ts';

/** E-mails are stored lower-case; look-ups normalise the same way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

const profileColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  phone: users.phone,
  image: users.image,
  languageId: users.languageId,
  dateFormatId: users.dateFormatId,
  isProfileCompleted: users.isProfileCompleted,
  version: users.version,
};

export async function getProfile(db: Executor, userId: number): Promise<UserProfile | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Saves the profile only if nobody saved since `version` was read: the version test and the
 * bump are one UPDATE, so of two concurrent saves exactly one wins. Null means stale.
 */
export async function updateProfile(
  db: Executor,
  userId: number,
  input: UserProfileUpdate,
): Promise<UserProfile | null> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title,
      phone: input.phone,
      languageId: input.languageId,
      dateFormatId: input.dateFormatId,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, userId), eq(users.version, input.version)))
    .returning(profileColumns);
  return row ?? null;
}

export async function setProfileCompleted(db: Executor, userId: number, completed: boolean): Promise<void> {
  await db.update(users).set({ isProfileCompleted: completed }).where(eq(users.id, userId));
}

/** Takes the user's row lock so writes to the user's dependent rows run one after another. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export const listLanguages = (db: Executor) => db.select().from(languages).orderBy(languages.id);
export const listDateFormats = (db: Executor) => db.select().from(dateFormats).orderBy(dateFormats.id);

export async function languageExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id))).length > 0;
}

export async function dateFormatExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: dateFormats.id }).from(dateFormats).where(eq(dateFormats.id, id))).length > 0;
}
