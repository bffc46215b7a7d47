import type { PingResponse } from '@marquee/core/rest';
import type { Resolvers } from '../generated/graphql.ts';

/** schema/base.graphql */
export const baseResolvers: Resolvers = {
  Query: {
    health: () => 'ok',
  },
  Mutation: {
    ping: async (_parent, _args, { rest }) => {
      const { expiresIn } = await rest.post<PingResponse>('/ping');
      return { expiresIn };
    },
  },
};
