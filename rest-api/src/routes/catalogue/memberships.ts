/** /catalog-management/memberships (spec/3 §7) and the lookups of the membership and product forms. */
import {
  MEMBERSHIP_RULES,
  MEMBERSHIP_SORTS,
  Membership,
  MembershipCredit,
  MembershipInput,
  validateMembership,
} from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPES, referenceOptions } from '@marquee/core/catalogue/reference';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { creditTypeResource } from '../../repositories/catalogue/creditTypes.ts';
import { membershipOptions, membershipsAtEvery } from '../../repositories/catalogue/productLookups.ts';
import {
  creditsByMembership,
  membershipResource,
  membershipsGrouped,
} from '../../repositories/catalogue/memberships.ts';
import { registerRepository } from '../../resources/registerRepository.ts';
import { LocationIds, locationIdsOf, Option, PlacedOption } from './options.ts';

export async function membershipRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'memberships',
    row: Membership,
    sorts: MEMBERSHIP_SORTS,
    input: MembershipInput,
    rules: MEMBERSHIP_RULES,
    check: validateMembership,
    repository: membershipResource,
    subTable: {
      row: MembershipCredit,
      load: async (db, _mc, id) => (await creditsByMembership(db, [id])).get(id) ?? [],
    },
    lookups: [
      { path: '/expiration-type', response: Type.Array(Option), load: async () => referenceOptions(EXPIRATION_TYPES) },
      {
        // The membership form's credit type choice (spec/3 §7 POST credit-type?src=lookup; GET too).
        path: '/catalog-management/credit-type',
        methods: ['GET', 'POST'],
        response: Type.Array(Option),
        load: (db, mc) => creditTypeResource.options(db, mc),
      },
      { path: '/membership', response: Type.Array(PlacedOption), load: membershipOptions },
      {
        // The product form's memberships: those sold at every one of its locations.
        path: '/catalog-management/membership-intersection',
        methods: ['POST'],
        body: LocationIds,
        response: Type.Array(Option),
        load: (db, mc, q) => membershipsAtEvery(db, mc, locationIdsOf(q)),
      },
      {
        // The product form's membership choice, by expiration type (spec/3 §7 membership-grouped).
        path: '/membership-grouped',
        response: Type.Array(
          Type.Object({
            expirationTypeId: Type.Integer(),
            expirationTypeName: Type.String(),
            memberships: Type.Array(Option),
          }),
        ),
        load: membershipsGrouped,
      },
    ],
  });
}
