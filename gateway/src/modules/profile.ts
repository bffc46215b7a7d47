import { forLog } from '@marquee/core/validation';
import type {
  Contact,
  ContactType,
  DateFormat,
  Language,
  QuickPanelData,
  UserProfile,
  UserProfileUpdate,
} from '@marquee/core/rest';
import type { Resolvers } from '../generated/graphql.ts';

/** schema/profile.graphql: the signed-in user's own profile, contacts and reference lists. */
export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, { rest }) => rest.get<UserProfile>('/user-profile'),
    contacts: (_parent, _args, { rest }) => rest.get<Contact[]>('/user-profile/contacts'),
    contactTypes: (_parent, _args, { rest }) => rest.get<ContactType[]>('/user-profile/contact-types'),
    languages: (_parent, _args, { rest }) => rest.get<Language[]>('/languages'),
    dateFormats: (_parent, _args, { rest }) => rest.get<DateFormat[]>('/date-formats'),
    quickPanel: (_parent, _args, { rest }) => rest.get<QuickPanelData>('/api/quick-panel/data'),
  },
  Mutation: {
    updateProfile: (_parent, { input }, { rest }) => {
      const body: UserProfileUpdate = { ...input };
      return rest.post<UserProfile>('/user-profile', body);
    },
    updateContacts: (_parent, { contacts }, { rest }) => rest.put<Contact[]>('/user-profile/contacts', { contacts }),
    changePassword: async (_parent, { input }, { rest }) => {
      await rest.post('/user-profile-security', input);
      return true;
    },
    // spec/1 §7: visit logging failures are only logged, never shown.
    logVisit: async (_parent, { eventName }, { rest, log }) => {
      try {
        await rest.post('/logs/visits', { eventName });
        return true;
      } catch (error) {
        // The name is the caller's text: cut, so a huge one cannot flood the log.
        log.warn({ err: error, eventName: forLog(eventName) }, 'visit log failed');
        return false;
      }
    },
  },
};
