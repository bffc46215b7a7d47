/**
 * Points of contact: the list is replaced as a whole, and the profile counts as complete once
 * it holds at least one (spec/1 §2.6 incomplete-profile modal).
 */
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@marquee/core/messages/en';
import type { Contact, ContactsUpdate, ContactType } from '@marquee/core/rest';
import { type ContactInput, validateContact } from '@marquee/core/validation';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { knownContactTypes, listContacts, listContactTypes, replaceContacts } from '../../repositories/contacts.ts';
import { lockUser, setProfileCompleted } from '../../repositories/users.ts';
import { contactInputSchema, contactSchema } from './schemas.ts';

const MAX_CONTACTS = 50;

const trimmed = (c: ContactInput): ContactInput => ({
  name: c.name.trim(),
  email: c.email.trim(),
  phone: c.phone.trim(),
  contactTypeId: c.contactTypeId,
});

export async function contactRoutes(app: FastifyInstance) {
  app.get(
    '/user-profile/contacts',
    { schema: { querystring: query(), response: envelope(arrayOf(contactSchema)) } },
    async (request) => {
      const data: Contact[] = await listContacts(app.db, currentUser(request).id);
      return { data };
    },
  );

  app.put<{ Body: ContactsUpdate }>(
    '/user-profile/contacts',
    {
      schema: {
        querystring: query(),
        body: obj({ contacts: arrayOf(contactInputSchema, { maxItems: MAX_CONTACTS }) }),
        response: envelope(arrayOf(contactSchema)),
      },
    },
    async (request) => {
      const next = request.body.contacts.map(trimmed);
      const errors: Record<string, MessageKey | undefined> = {};
      next.forEach((c, i) => {
        for (const [field, key] of Object.entries(validateContact(c))) errors[`contacts.${i}.${field}`] = key;
      });
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const known = await knownContactTypes(app.db, [...new Set(next.map((c) => c.contactTypeId))]);
      const unknown = Object.fromEntries(
        next.flatMap((c, i) =>
          known.has(c.contactTypeId) ? [] : [[`contacts.${i}.contactTypeId`, 'settings.unknownOption' as const]],
        ),
      );
      if (Object.keys(unknown).length > 0) throw invalidInput(unknown);

      const userId = currentUser(request).id;
      const data: Contact[] = await app.db.transaction(async (tx) => {
        // Serialises concurrent replacements of one user's list, so they cannot interleave.
        await lockUser(tx, userId);
        await replaceContacts(tx, userId, next);
        await setProfileCompleted(tx, userId, next.length > 0);
        return listContacts(tx, userId);
      });
      return { data };
    },
  );

  app.get(
    '/user-profile/contact-types',
    { schema: { querystring: query(), response: envelope(arrayOf(obj({ id: int(), name: str() }))) } },
    async () => {
      const data: ContactType[] = await listContactTypes(app.db);
      return { data };
    },
  );
}
