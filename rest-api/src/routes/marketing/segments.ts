/**
 * /marketing/guest-segments (spec/3 §2–§8; menu 120): the list by location ('all' is sent as no
 * location), one segment, saves (POST: create without id, update with one), DELETE by `ids`, the
 * number of guests of a row (`/number?rowId=`), the matching guests and the form's lookups.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GUESTS_QUERY, GuestRow, SEGMENTS_MENU } from '@marquee/core/marketing/guests';
import {
  AGE_GROUP_LABELS,
  AGE_GROUP_NAMES,
  CONDITION_TYPES,
  GuestSegment,
  MATCH_LABELS,
  MATCHES,
  MEMBERSHIP_LABELS,
  MEMBERSHIP_STATUSES,
  SegmentCountState,
  SEGMENTS_QUERY,
  SegmentInput,
  savedMessage,
  segmentProblems,
} from '@marquee/core/marketing/segments';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import { Id, PAGING_QUERY, Paged, RemoveResult } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { assertModule, currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { createSend, listSends } from '../../repositories/marketing/segmentSends.ts';
import { listGuests } from '../../repositories/marketing/guests.ts';
import {
  getSegment,
  listSegments,
  locationOptions,
  productOptions,
  removeSegments,
  saveSegment,
  segmentCondition,
  segmentCountState,
  segmentReferenceOptions,
} from '../../repositories/marketing/segments.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { paging } from '../../resources/repository.ts';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { SegmentSend, SegmentSendInput } from '@marquee/core/marketing/segmentSends';

const BASE = '/marketing/guest-segments';
const guard = (flag: number) => requireModule(SEGMENTS_MENU, flag);
const Q = MASTER_CLIENT_QUERY;
const Option = Type.Object({ id: Type.String(), name: Type.String() });
const IdOption = Type.Object({ id: Type.Integer(), name: Type.String() });
const OptionPage = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.Optional(Type.String()) })),
  hasMore: Type.Boolean(),
});
const LocationCodeQuery = { locationCode: Type.Optional(Type.String({ maxLength: 20 })) };
const PagerQuery = {
  page: PAGING_QUERY.page,
  rowsPerPage: PAGING_QUERY.rowsPerPage,
  search: PAGING_QUERY.search,
};
const IdList = `^\\d{1,9}(,\\d{1,9}){0,${MAX_IDS_PER_LIST - 1}}$`;

export async function segmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mc = (request: Parameters<typeof requireMasterClient>[0]) => requireMasterClient(request);

  app.get(
    BASE,
    {
      schema: { querystring: Type.Object({ ...Q, ...SEGMENTS_QUERY }), response: envelopeOf(Paged(GuestSegment)) },
      preHandler: guard(Flag.view),
    },
    async (request) => {
      const { location, ...q } = request.query;
      return { data: await listSegments(app.db, mc(request), paging(q), location) };
    },
  );

  app.post(
    BASE,
    {
      schema: {
        querystring: Type.Object(Q),
        body: SegmentInput,
        response: envelopeOf(Type.Object({ segment: GuestSegment, message: Type.String() })),
      },
      // A save with an id is an update (spec/3 §7): ADD to create, UPDATE_AND_EXECUTE to change.
      preHandler: async (request) => {
        const flag = (request.body as { id?: number }).id === undefined ? Flag.add : Flag.updateAndExecute;
        assertModule(request, SEGMENTS_MENU, flag);
      },
    },
    async (request) => {
      const problems = segmentProblems(request.body);
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const { segment, created } = await app.db.transaction((tx) =>
        saveSegment(tx, app.jobs, mc(request), request.body, currentUser(request).id),
      );
      return { data: { segment, message: message(savedMessage(created)) } };
    },
  );

  app.delete(
    BASE,
    {
      schema: {
        querystring: Type.Object({ ...Q, ids: Type.String({ pattern: IdList }) }),
        response: envelopeOf(RemoveResult),
      },
      preHandler: async (request) => {
        assertModule(request, SEGMENTS_MENU, Flag.remove);
        const ids = new Set((request.query as { ids: string }).ids.split(','));
        if (ids.size > 1) assertModule(request, SEGMENTS_MENU, Flag.removeMultiple);
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      const userId = currentUser(request).id;
      const removed = await app.db.transaction((tx) => removeSegments(tx, mc(request), ids, userId));
      return { data: { removed, message: message('marketing.segment.removed') } };
    },
  );

  // The stored count at once; a stale or missing one (or `refresh=true`) queues a count job.
  app.get(
    `${BASE}/number`,
    {
      schema: {
        querystring: Type.Object({ ...Q, rowId: Id, refresh: Type.Optional(Type.Boolean()) }),
        response: envelopeOf(SegmentCountState),
      },
      preHandler: guard(Flag.view),
    },
    async (request) => ({
      data: await segmentCountState(app.db, app.jobs, mc(request), request.query.rowId, {
        now: app.config.now(),
        maxAgeMinutes: app.config.segmentCountRefreshMinutes,
        force: request.query.refresh === true,
      }),
    }),
  );

  // A segment's "Send a message": executing the segment (UPDATE_AND_EXECUTE), queued in the same
  // transaction as its record; the job runs at its time.
  app.post(
    `${BASE}/sends`,
    {
      schema: {
        querystring: Type.Object(Q),
        body: SegmentSendInput,
        response: envelopeOf(Type.Object({ send: SegmentSend, message: Type.String() })),
      },
      preHandler: guard(Flag.updateAndExecute),
    },
    async (request) => {
      const now = app.config.now();
      const send = await app.db.transaction((tx) =>
        createSend(tx, app.jobs, mc(request), currentUser(request).id, request.body, now),
      );
      const later = new Date(send.sendAt).getTime() > now.getTime();
      return { data: { send, message: message(later ? 'marketing.sends.scheduled' : 'marketing.sends.queued') } };
    },
  );

  app.get(
    `${BASE}/sends`,
    {
      schema: { querystring: Type.Object({ ...Q, segmentId: Id }), response: envelopeOf(Type.Array(SegmentSend)) },
      preHandler: guard(Flag.view),
    },
    async (request) => ({ data: await listSends(app.db, mc(request), request.query.segmentId) }),
  );

  app.get(
    `${BASE}/guests`,
    {
      schema: {
        querystring: Type.Object({ ...Q, ...PAGING_QUERY, sort: GUESTS_QUERY.sort, rowId: Id }),
        response: envelopeOf(Paged(GuestRow)),
      },
      preHandler: guard(Flag.view),
    },
    async (request) => {
      const { rowId, ...q } = request.query;
      const where = await segmentCondition(app.db, mc(request), rowId, app.config.now());
      return { data: await listGuests(app.db, { masterClientId: mc(request), paging: paging(q), where }) };
    },
  );

  const options = async (masterClientId: number) => ({
    ...(await segmentReferenceOptions(app.db, masterClientId)),
    membershipStatuses: MEMBERSHIP_STATUSES.map((id) => ({ id, name: message(MEMBERSHIP_LABELS[id]) })),
    ageGroups: AGE_GROUP_NAMES.map((id) => ({ id, name: message(AGE_GROUP_LABELS[id]) })),
  });
  const Options = Type.Object({
    categories: Type.Array(IdOption),
    tags: Type.Array(IdOption),
    membershipStatuses: Type.Array(Option),
    ageGroups: Type.Array(Option),
  });
  for (const path of [`${BASE}/options`, `${BASE}/lookup`]) {
    app.get(
      path,
      { schema: { querystring: Type.Object(Q), response: envelopeOf(Options) }, preHandler: guard(Flag.view) },
      async (request) => ({ data: await options(mc(request)) }),
    );
  }

  app.get(
    `${BASE}/match-list`,
    {
      schema: { querystring: Type.Object({ ...Q, ...LocationCodeQuery }), response: envelopeOf(Type.Array(Option)) },
      preHandler: guard(Flag.view),
    },
    async () => ({ data: MATCHES.map((id) => ({ id, name: message(MATCH_LABELS[id]) })) }),
  );

  app.get(
    `${BASE}/conditions`,
    {
      schema: {
        querystring: Type.Object({ ...Q, ...LocationCodeQuery }),
        response: envelopeOf(Type.Array(Type.Object({ id: Type.String(), name: Type.String(), value: Type.String() }))),
      },
      preHandler: guard(Flag.view),
    },
    async () => ({ data: CONDITION_TYPES.map((c) => ({ id: c.type, name: message(c.labelKey), value: c.value })) }),
  );

  app.get(
    `${BASE}/products`,
    {
      schema: { querystring: Type.Object({ ...Q, ...PagerQuery }), response: envelopeOf(OptionPage) },
      preHandler: guard(Flag.view),
    },
    async (request) => ({ data: await productOptions(app.db, mc(request), paging(request.query)) }),
  );

  app.get(
    `${BASE}/locations`,
    {
      schema: { querystring: Type.Object({ ...Q, ...PagerQuery }), response: envelopeOf(OptionPage) },
      preHandler: guard(Flag.view),
    },
    async (request) => ({ data: await locationOptions(app.db, mc(request), paging(request.query)) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
        querystring: Type.Object(Q),
        response: envelopeOf(GuestSegment),
      },
      preHandler: guard(Flag.detailView),
    },
    async (request) => ({ data: await getSegment(app.db, mc(request), Number(request.params.id)) }),
  );
}
