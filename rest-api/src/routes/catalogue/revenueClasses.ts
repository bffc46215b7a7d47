/** /catalog-management/revenue-classes (spec/3 §7) and the revenue class types lookup. */
import { REVENUE_CLASS_TYPES, referenceOptions } from '@marquee/core/catalogue/reference';
import {
  REVENUE_CLASS_RULES,
  REVENUE_CLASS_SORTS,
  RevenueClass,
  RevenueClassInput,
  validateRevenueClass,
} from '@marquee/core/catalogue/revenueClass';
import { Id } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { discountsOfClass, revenueClassResource } from '../../repositories/catalogue/revenueClasses.ts';
import { registerRepository } from '../../resources/registerRepository.ts';
import { Option } from './options.ts';

export async function revenueClassRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'revenueClasses',
    row: RevenueClass,
    sorts: REVENUE_CLASS_SORTS,
    filters: { typeId: Type.Optional(Id) },
    input: RevenueClassInput,
    rules: REVENUE_CLASS_RULES,
    check: validateRevenueClass,
    repository: revenueClassResource,
    subTable: {
      row: Type.Object({ discountId: Type.Integer(), name: Type.String() }),
      load: (db, _mc, id) => discountsOfClass(db, id),
    },
    lookups: [
      {
        path: '/catalog-management/revenue-class-types',
        response: Type.Array(Option),
        load: async () => referenceOptions(REVENUE_CLASS_TYPES),
      },
    ],
  });
}
