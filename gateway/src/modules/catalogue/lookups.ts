import type { Resolvers } from '../../generated/graphql.ts';

type Option = { id: number; name: string };

/** schema/catalogue/lookups.graphql: the catalogue forms' choices (spec/3 §7 lookups, src=lookup). */
export const catalogueLookupResolvers: Resolvers = {
  Query: {
    taxTypes: (_p, _a, { rest }) => rest.get<Option[]>('/tax-types', { src: 'lookup' }),
    taxRateFee: (_p, { id }, { rest }) => rest.get('/tax-rate-fee', { src: 'lookup', id }),
    revenueClassTypes: (_p, _a, { rest }) => rest.get<Option[]>('/catalog-management/revenue-class-types'),
    discountTypes: (_p, _a, { rest }) => rest.get<Option[]>('/catalog-management/discount-types', { src: 'lookup' }),
    revenueClassOptions: (_p, _a, { rest }) => rest.get<Option[]>('/revenue-classes', { src: 'lookup' }),
    expirationTypes: (_p, _a, { rest }) => rest.get<Option[]>('/expiration-type', { src: 'lookup' }),
    creditTypeOptions: (_p, _a, { rest }) => rest.get<Option[]>('/catalog-management/credit-type', { src: 'lookup' }),
    membershipOptions: (_p, _a, { rest }) => rest.get<Option[]>('/membership', { src: 'lookup' }),
  },
};
