/**
 * CRM (menus 17 and 19): a guest's timeline, the tags staff put on guests, and a guest's tags;
 * the language a guest's messages go in (a change of the guest's record: menu 112's
 * UPDATE_AND_EXECUTE).
 * Tags are a segment condition (hasTag) and a guests-list filter (tagId).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CRM_MENU,
  CRM_TAGS_MENU,
  GUESTS_MENU,
  GuestLanguageInput,
  GuestTimeline,
} from '@marquee/core/marketing/guests';
import { GuestTag, GuestTagsInput, TagInput } from '@marquee/core/marketing/tags';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { setGuestLanguage } from '../../repositories/marketing/guests.ts';
import { listTags, removeTag, saveTag, setGuestTags } from '../../repositories/marketing/tags.ts';
import { guestTimeline } from '../../repositories/marketing/timeline.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';

const Q = Type.Object(MASTER_CLIENT_QUERY);
const IdParam = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });
const Saved = envelopeOf(Type.Object({ id: Type.Integer(), message: Type.String() }));
const tags = (flag: number) => requireModule(CRM_TAGS_MENU, flag);

export async function crmRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/crm/guests/:id/timeline',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,15}$' }) }),
        querystring: Q,
        response: envelopeOf(GuestTimeline),
      },
      preHandler: requireModule(CRM_MENU, Flag.view),
    },
    async (request) => ({
      data: await guestTimeline(app.db, requireMasterClient(request), Number(request.params.id)),
    }),
  );

  app.get(
    '/crm/tags',
    { schema: { querystring: Q, response: envelopeOf(Type.Array(GuestTag)) }, preHandler: tags(Flag.view) },
    async (request) => ({ data: await listTags(app.db, requireMasterClient(request)) }),
  );

  app.post(
    '/crm/tags',
    { schema: { querystring: Q, body: TagInput, response: Saved }, preHandler: tags(Flag.add) },
    async (request) => {
      const userId = currentUser(request).id;
      const id = await app.db.transaction((tx) => saveTag(tx, requireMasterClient(request), request.body.name, userId));
      return { data: { id, message: message('marketing.tag.saved') } };
    },
  );

  app.put(
    '/crm/tags/:id',
    {
      schema: { params: IdParam, querystring: Q, body: TagInput, response: Saved },
      preHandler: tags(Flag.updateAndExecute),
    },
    async (request) => {
      const [userId, tagId] = [currentUser(request).id, Number(request.params.id)];
      const id = await app.db.transaction((tx) =>
        saveTag(tx, requireMasterClient(request), request.body.name, userId, tagId),
      );
      return { data: { id, message: message('marketing.tag.saved') } };
    },
  );

  app.delete(
    '/crm/tags/:id',
    { schema: { params: IdParam, querystring: Q, response: Saved }, preHandler: tags(Flag.remove) },
    async (request) => {
      const id = Number(request.params.id);
      const userId = currentUser(request).id;
      await app.db.transaction((tx) => removeTag(tx, requireMasterClient(request), id, userId));
      return { data: { id, message: message('marketing.tag.removed') } };
    },
  );

  // Putting tags on a guest changes the guest's record: UPDATE_AND_EXECUTE of the tags screen.
  app.post(
    '/crm/guest-tags',
    {
      schema: { querystring: Q, body: GuestTagsInput, response: Saved },
      preHandler: tags(Flag.updateAndExecute),
    },
    async (request) => {
      const { guestId, tagIds } = request.body;
      await app.db.transaction((tx) => setGuestTags(tx, requireMasterClient(request), guestId, tagIds));
      return { data: { id: guestId, message: message('marketing.tag.guestSaved') } };
    },
  );

  app.post(
    '/crm/guest-language',
    {
      schema: { querystring: Q, body: GuestLanguageInput, response: Saved },
      preHandler: requireModule(GUESTS_MENU, Flag.updateAndExecute),
    },
    async (request) => {
      const { guestId, languageId } = request.body;
      await app.db.transaction((tx) => setGuestLanguage(tx, requireMasterClient(request), guestId, languageId));
      return { data: { id: guestId, message: message('marketing.guest.languageSaved') } };
    },
  );
}
