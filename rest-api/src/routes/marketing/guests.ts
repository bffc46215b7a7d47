/**
 * /marketing/guests (spec/3 §7; menu 112): the paged list with search, one guest with notes
 * (DETAIL_VIEW) and POST /marketing/guests/note (ADD), whose author is the caller.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  checkNote,
  GUESTS_MENU,
  GUESTS_QUERY,
  GuestDetail,
  GuestNote,
  GuestRow,
  MAX_NOTE_LENGTH,
  NoteInput,
} from '@marquee/core/marketing/guests';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import { Paged } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { addNote, getGuest, listGuests } from '../../repositories/marketing/guests.ts';
import { segmentCondition } from '../../repositories/marketing/segments.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { paging } from '../../resources/repository.ts';
import { sql } from 'drizzle-orm';

const GuestParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,15}$' }) });

export async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/marketing/guests',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, ...GUESTS_QUERY }),
        response: envelopeOf(Paged(GuestRow)),
      },
      preHandler: requireModule(GUESTS_MENU, Flag.view),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { segmentId, tagId, ...q } = request.query;
      const conditions = [];
      if (segmentId !== undefined)
        conditions.push(await segmentCondition(app.db, masterClientId, segmentId, app.config.now()));
      if (tagId !== undefined)
        conditions.push(
          sql`exists (select 1 from guest_tag_links tl where tl.guest_id = g.id and tl.tag_id = ${tagId})`,
        );
      const where = conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
      return { data: await listGuests(app.db, { masterClientId, paging: paging(q), where }) };
    },
  );

  app.get(
    '/marketing/guests/:id',
    {
      schema: {
        params: GuestParams,
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        response: envelopeOf(GuestDetail),
      },
      preHandler: requireModule(GUESTS_MENU, Flag.detailView),
    },
    async (request) => ({
      data: await getGuest(app.db, requireMasterClient(request), Number(request.params.id)),
    }),
  );

  app.post(
    '/marketing/guests/note',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: NoteInput,
        response: envelopeOf(Type.Object({ note: GuestNote, message: Type.String() })),
      },
      preHandler: requireModule(GUESTS_MENU, Flag.add),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const checked = checkNote(request.body.text);
      if ('error' in checked) throw invalidInput({ text: { key: checked.error, values: { max: MAX_NOTE_LENGTH } } });
      const note = await addNote(app.db, masterClientId, currentUser(request).id, request.body.guestId, checked.text);
      return { data: { note, message: message('marketing.note.added') } };
    },
  );
}
