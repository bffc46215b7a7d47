/** GET and POST /user-profile: the caller's own details, saved under an optimistic lock. */
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@marquee/core/messages/en';
import type { UserProfile, UserProfileUpdate } from '@marquee/core/rest';
import { hasErrors, validateProfile } from '@marquee/core/validation';
import { conflict, invalidInput, TEXT, unauthorized } from '../../http/errors.ts';
import { envelope, query } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dateFormatExists, getProfile, languageExists, updateProfile } from '../../repositories/users.ts';
import { profileSchema, profileUpdateSchema } from './schemas.ts';

export async function profileRoutes(app: FastifyInstance) {
  app.get('/user-profile', { schema: { querystring: query(), response: envelope(profileSchema) } }, async (request) => {
    const data: UserProfile | null = await getProfile(app.db, currentUser(request).id);
    if (!data) throw unauthorized();
    return { data };
  });

  app.post<{ Body: UserProfileUpdate }>(
    '/user-profile',
    { schema: { querystring: query(), body: profileUpdateSchema, response: envelope(profileSchema) } },
    async (request) => {
      const b = request.body;
      const input: UserProfileUpdate = {
        ...b,
        firstName: b.firstName.trim(),
        lastName: b.lastName.trim(),
        title: b.title.trim(),
        phone: b.phone.trim(),
      };
      const errors = validateProfile(input);
      if (hasErrors(errors)) throw invalidInput(errors);
      const unknown: Record<string, MessageKey> = {};
      if (!(await languageExists(app.db, input.languageId))) unknown.languageId = 'settings.unknownOption';
      if (!(await dateFormatExists(app.db, input.dateFormatId))) unknown.dateFormatId = 'settings.unknownOption';
      if (Object.keys(unknown).length > 0) throw invalidInput(unknown);

      const data = await updateProfile(app.db, currentUser(request).id, input);
      if (!data) throw conflict(TEXT.staleProfile);
      return { data };
    },
  );
}
