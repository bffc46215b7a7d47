/**
 * schema/marketing/guest-segments.graphql over /marketing/guest-segments/*: 'all' locations is sent
 * as no location (spec/3 §5); create and update are both POSTs, update carrying the id (§7).
 */
import type { GuestRow } from '@marquee/core/marketing/guests';
import type { SegmentSend } from '@marquee/core/marketing/segmentSends';
import type { ConditionType, GuestSegment, SegmentCountState } from '@marquee/core/marketing/segments';
import type { PagedList } from '@marquee/core/rest';
import type { RemoveResult } from '@marquee/core/resources/types';
import type { Resolvers } from '../../generated/graphql.ts';
import { idsParam, pagedQuery, toPage } from '../../resources/paging.ts';
import { conditionTypeName, toGqlSegment, toGqlSend, toRestInput } from './conditions.ts';

const BASE = '/marketing/guest-segments';
type Saved = { segment: GuestSegment; message: string };
const saved = (r: Saved) => ({ ...r, segment: toGqlSegment(r.segment) });

export const segmentResolvers: Resolvers = {
  Query: {
    guestSegments: async (_p, { location, ...paging }, { rest }) =>
      toPage(
        await rest.get<PagedList<GuestSegment>>(BASE, pagedQuery(paging, location === 'all' ? {} : { location })),
        toGqlSegment,
      ),
    guestSegment: async (_p, { id }, { rest }) => toGqlSegment(await rest.get<GuestSegment>(`${BASE}/${id}`)),
    guestSegmentCount: (_p, { rowId, refresh }, { rest }) =>
      rest.get<SegmentCountState>(`${BASE}/number`, refresh ? { rowId, refresh: true } : { rowId }),
    guestSegmentSends: async (_p, { segmentId }, { rest }) =>
      (await rest.get<SegmentSend[]>(`${BASE}/sends`, { segmentId })).map(toGqlSend),
    guestSegmentGuests: async (_p, { rowId, ...paging }, { rest }) =>
      toPage(await rest.get<PagedList<GuestRow>>(`${BASE}/guests`, pagedQuery(paging, { rowId })), (r) => r),
    guestSegmentOptions: (_p, _a, { rest }) => rest.get(`${BASE}/options`),
    guestSegmentMatchList: (_p, { locationCode }, { rest }) =>
      rest.get(`${BASE}/match-list`, { locationCode: locationCode ?? undefined }),
    guestSegmentConditions: async (_p, { locationCode }, { rest }) => {
      const kinds = await rest.get<{ id: ConditionType; name: string; value: string }[]>(`${BASE}/conditions`, {
        locationCode: locationCode ?? undefined,
      });
      return kinds.map((k) => ({ type: conditionTypeName(k.id), name: k.name, value: k.value }));
    },
    guestSegmentProducts: (_p, paging, { rest }) => rest.get(`${BASE}/products`, pagedQuery(paging)),
    guestSegmentLocations: (_p, paging, { rest }) => rest.get(`${BASE}/locations`, pagedQuery(paging)),
  },
  Mutation: {
    createGuestSegment: async (_p, { input }, { rest }) => saved(await rest.post<Saved>(BASE, toRestInput(input))),
    updateGuestSegment: async (_p, { id, input }, { rest }) =>
      saved(await rest.post<Saved>(BASE, { id, ...toRestInput(input) })),
    sendGuestSegmentMessage: async (_p, { input }, { rest }) => {
      const r = await rest.post<{ send: SegmentSend; message: string }>(`${BASE}/sends`, {
        segmentId: input.segmentId,
        templateId: input.templateId,
        sendAt: input.sendAt ?? null,
      });
      return { ...r, send: toGqlSend(r.send) };
    },
    deleteGuestSegments: (_p, { ids }, { rest }) => rest.delete<RemoveResult>(BASE, idsParam(ids)),
  },
};
