import {
  type IntegrationKind as CoreKind,
  type Integration,
  INTEGRATION_PATHS,
} from '@marquee/core/venue/integrations';
import type { Integration as GqlIntegration, IntegrationKind, Resolvers } from '../../generated/graphql.ts';

const KIND: Record<IntegrationKind, CoreKind> = {
  GOOGLE_ANALYTICS: 'googleAnalytics',
  GOOGLE_TAG_MANAGER: 'googleTagManager',
  CHURN_ZERO: 'churnZero',
  VOUCHERIFY: 'voucherify',
};
const ENUM = Object.fromEntries(Object.entries(KIND).map(([k, v]) => [v, k])) as Record<CoreKind, IntegrationKind>;

const pathOf = (kind: IntegrationKind, locationCode: string | null | undefined) => {
  const path = `/integrations/${INTEGRATION_PATHS[KIND[kind]]}`;
  return kind === 'CHURN_ZERO' || !locationCode ? path : `${path}?${new URLSearchParams({ locationCode })}`;
};
const asGraph = (a: Integration): GqlIntegration => ({ ...a, kind: ENUM[a.kind] });
const dropNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/** schema/venue/integrations.graphql: GET/PUT /integrations/{kind} (spec/3 §7). */
export const integrationResolvers: Resolvers = {
  Query: {
    integration: async (_p, { kind, locationCode }, { rest }) =>
      asGraph(await rest.get<Integration>(pathOf(kind, locationCode))),
  },
  Mutation: {
    saveIntegration: async (_p, { kind, locationCode, input }, { rest }) =>
      asGraph(await rest.put<Integration>(pathOf(kind, locationCode), dropNulls(input))),
  },
};
