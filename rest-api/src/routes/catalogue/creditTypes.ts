/** /catalog-management/credit-types (spec/3 §7, the Activity Credits screen). */
import { CREDIT_TYPE_RULES, CREDIT_TYPE_SORTS, CreditType, CreditTypeInput } from '@marquee/core/catalogue/creditType';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { creditTypeResource, membershipsOfCreditType } from '../../repositories/catalogue/creditTypes.ts';
import { registerRepository } from '../../resources/registerRepository.ts';

export async function creditTypeRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'creditTypes',
    row: CreditType,
    sorts: CREDIT_TYPE_SORTS,
    input: CreditTypeInput,
    rules: CREDIT_TYPE_RULES,
    repository: creditTypeResource,
    subTable: {
      row: Type.Object({ membershipId: Type.Integer(), name: Type.String(), quantity: Type.Integer() }),
      load: (db, _mc, id) => membershipsOfCreditType(db, id),
    },
  });
}
