/** /catalog-management/credit-types (spec/3 §7, the Activity Credits screen). */
import {
  CREDIT_TYPE_RULES,
  CREDIT_TYPE_SORTS,
  CreditType,
  CreditTypeInput,
  validateCreditType,
} from '@marquee/core/catalogue/creditType';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { creditTypes } from '../../db/schema-catalogue.ts';
import {
  createCreditType,
  deleteCreditTypes,
  getCreditType,
  listCreditTypes,
  membershipsOfCreditType,
  updateCreditType,
} from '../../repositories/catalogue/creditTypes.ts';
import { registerResource } from '../../resources/register.ts';

export async function creditTypeRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'creditTypes',
    row: CreditType,
    list: { sorts: CREDIT_TYPE_SORTS, load: listCreditTypes },
    get: getCreditType,
    subTable: {
      row: Type.Object({ membershipId: Type.Integer(), name: Type.String(), quantity: Type.Integer() }),
      load: (db, _mc, id) => membershipsOfCreditType(db, id),
    },
    create: { body: CreditTypeInput, rules: CREDIT_TYPE_RULES, check: validateCreditType, write: createCreditType },
    update: { body: CreditTypeInput, rules: CREDIT_TYPE_RULES, check: validateCreditType, write: updateCreditType },
    remove: { write: deleteCreditTypes },
    unique: { table: creditTypes, columns: { name: creditTypes.name } },
  });
}
