/** /catalog-management/memberships (spec/3 §7) and the lookups of the membership form. */
import {
  MEMBERSHIP_RULES,
  MEMBERSHIP_SORTS,
  Membership,
  MembershipCredit,
  MembershipInput,
  validateMembership,
} from '@marquee/core/catalogue/membership';
import { EXPIRATION_TYPES, referenceOptions } from '@marquee/core/catalogue/reference';
import { Id } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { memberships } from '../../db/schema-catalogue.ts';
import { creditTypeOptions } from '../../repositories/catalogue/creditTypes.ts';
import {
  createMembership,
  creditsByMembership,
  deleteMemberships,
  getMembership,
  listMemberships,
  membershipOptions,
  membershipsGrouped,
  updateMembership,
} from '../../repositories/catalogue/memberships.ts';
import { registerResource } from '../../resources/register.ts';
import { Option } from './options.ts';

export async function membershipRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'memberships',
    row: Membership,
    list: { sorts: MEMBERSHIP_SORTS, filters: { locationId: Type.Optional(Id) }, load: listMemberships },
    get: getMembership,
    subTable: {
      row: MembershipCredit,
      load: async (db, _mc, id) => (await creditsByMembership(db, [id])).get(id) ?? [],
    },
    create: { body: MembershipInput, rules: MEMBERSHIP_RULES, check: validateMembership, write: createMembership },
    update: { body: MembershipInput, rules: MEMBERSHIP_RULES, check: validateMembership, write: updateMembership },
    remove: { write: deleteMemberships },
    unique: { table: memberships, columns: { name: memberships.name } },
    lookups: [
      {
        path: '/expiration-type',
        response: Type.Array(Option),
        load: async () => referenceOptions(EXPIRATION_TYPES),
      },
      // The membership form's credit type choice (spec/3 §7 credit-type?src=lookup; GET here).
      { path: '/catalog-management/credit-type', response: Type.Array(Option), load: creditTypeOptions },
      { path: '/membership', response: Type.Array(Option), load: membershipOptions },
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
