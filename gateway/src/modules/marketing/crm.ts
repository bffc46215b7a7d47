/** schema/marketing/crm.graphql: a guest's timeline and the CRM tags. */
import type { GuestTimeline, TimelineKind } from '@marquee/core/marketing/guests';
import type { GuestTag } from '@marquee/core/marketing/tags';
import type { GuestTimelineKind, Resolvers } from '../../generated/graphql.ts';

type Saved = { id: number; message: string };

const KINDS = {
  visit: 'VISIT',
  booking: 'BOOKING',
  note: 'NOTE',
  membership: 'MEMBERSHIP',
  message: 'MESSAGE',
} as const satisfies Record<TimelineKind, GuestTimelineKind>;

export const crmResolvers: Resolvers = {
  Query: {
    guestTimeline: async (_p, { guestId }, { rest }) => {
      const timeline = await rest.get<GuestTimeline>(`/crm/guests/${guestId}/timeline`);
      const events = timeline.events.map((e) => ({
        ...e,
        kind: KINDS[e.kind],
        channel: e.channel || null,
        status: e.status || null,
      }));
      return { ...timeline, events };
    },
    guestTags: (_p, _a, { rest }) => rest.get<GuestTag[]>('/crm/tags'),
  },
  Mutation: {
    createGuestTag: (_p, { name }, { rest }) => rest.post<Saved>('/crm/tags', { name }),
    renameGuestTag: (_p, { id, name }, { rest }) => rest.put<Saved>(`/crm/tags/${id}`, { name }),
    deleteGuestTag: (_p, { id }, { rest }) => rest.delete<Saved>(`/crm/tags/${id}`),
    setGuestTags: (_p, { guestId, tagIds }, { rest }) => rest.post<Saved>('/crm/guest-tags', { guestId, tagIds }),
    setGuestLanguage: (_p, { guestId, languageId }, { rest }) =>
      rest.post<Saved>('/crm/guest-language', { guestId, languageId: languageId ?? null }),
  },
};
