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
import { revenueClasses } from '../../db/schema-catalogue.ts';
import {
  createRevenueClass,
  deleteRevenueClasses,
  discountsOfClass,
  getRevenueClass,
  listRevenueClasses,
  updateRevenueClass,
} from '../../repositories/catalogue/revenueClasses.ts';
import { registerResource } from '../../resources/register.ts';
import { Option } from './options.ts';

export async function revenueClassRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'revenueClasses',
    row: RevenueClass,
    list: { sorts: REVENUE_CLASS_SORTS, filters: { typeId: Type.Optional(Id) }, load: listRevenueClasses },
    get: getRevenueClass,
    subTable: {
      row: Type.Object({ discountId: Type.Integer(), name: Type.String() }),
      load: (db, _mc, id) => discountsOfClass(db, id),
    },
    create: {
      body: RevenueClassInput,
      rules: REVENUE_CLASS_RULES,
      check: validateRevenueClass,
      write: createRevenueClass,
    },
    update: {
      body: RevenueClassInput,
      rules: REVENUE_CLASS_RULES,
      check: validateRevenueClass,
      write: updateRevenueClass,
    },
    remove: { write: deleteRevenueClasses },
    unique: { table: revenueClasses, columns: { name: revenueClasses.name } },
    lookups: [
      {
        path: '/catalog-management/revenue-class-types',
        response: Type.Array(Option),
        load: async () => referenceOptions(REVENUE_CLASS_TYPES),
      },
    ],
  });
}
