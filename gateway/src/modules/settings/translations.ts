import type { Culture, TranslationSet } from '@marquee/core/settings/translations';
import type { Resolvers, TranslationGroup } from '../../generated/graphql.ts';

/** schema/translations/translations.graphql: /settings/translations and /settings/cultures. */
export const translationResolvers: Resolvers = {
  Query: {
    translations: async (_parent, { locationCode, languageId, search }, { rest }) => {
      const set = await rest.get<TranslationSet>('/settings/translations', {
        locationCode,
        languageId: languageId ?? undefined,
        search: search || undefined,
      });
      return { ...set, entries: set.entries.map((e) => ({ ...e, group: e.group.toUpperCase() as TranslationGroup })) };
    },
    cultures: (_parent, _args, { rest }) => rest.get<Culture[]>('/settings/cultures'),
  },
  Mutation: {
    saveTranslations: async (_parent, { locationCode, languageId, entries }, { rest }) =>
      (
        await rest.post<{ message: string }>('/settings/translations', {
          locationCode,
          languageId: languageId ?? undefined,
          entries,
        })
      ).message,
  },
};
