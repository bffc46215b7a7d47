/** schema/marketing/guests.graphql: the guests list, one guest with notes, adding a note. */
import type { GuestDetail, GuestNote, GuestRow } from '@marquee/core/marketing/guests';
import type { PagedList } from '@marquee/core/rest';
import type { Resolvers } from '../../generated/graphql.ts';
import { pagedQuery, toPage } from '../../resources/paging.ts';

const same = (row: GuestRow) => row;

export const guestResolvers: Resolvers = {
  Query: {
    guests: async (_p, { tagId, ...paging }, { rest }) =>
      toPage(await rest.get<PagedList<GuestRow>>('/marketing/guests', pagedQuery(paging, { tagId })), same),
    guest: async (_p, { id }, { rest }) => {
      const { notes, ...guest } = await rest.get<GuestDetail>(`/marketing/guests/${id}`);
      return { guest, notes };
    },
  },
  Mutation: {
    addGuestNote: (_p, { guestId, text }, { rest }) =>
      rest.post<{ note: GuestNote; message: string }>('/marketing/guests/note', { guestId, text }),
  },
};
