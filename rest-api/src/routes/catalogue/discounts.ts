/** /catalog-management/discounts (spec/3 §7) and the lookups of the discount form. */
import {
  DISCOUNT_RULES,
  DISCOUNT_SORTS,
  Discount,
  DiscountInput,
  RevenueClassRef,
  validateDiscount,
} from '@marquee/core/catalogue/discount';
import { DISCOUNT_TYPES, referenceOptions } from '@marquee/core/catalogue/reference';
import { Id } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { classesByDiscount, discountResource, discountsRevenues } from '../../repositories/catalogue/discounts.ts';
import { revenueClassResource } from '../../repositories/catalogue/revenueClasses.ts';
import { registerRepository } from '../../resources/registerRepository.ts';
import { Option } from './options.ts';

// Discounts by revenue class (spec/3 §7 POST discounts-revenues; the body is the filters).
const Pair = Type.Object({
  discountId: Type.Integer(),
  name: Type.String(),
  typeId: Type.Integer(),
  valueHundredths: Type.Integer(),
  enabled: Type.Boolean(),
  revenueClassId: Type.Integer(),
  revenueClassName: Type.String(),
});

export async function discountRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'discounts',
    row: Discount,
    sorts: DISCOUNT_SORTS,
    filters: {
      typeId: Type.Optional(Id),
      enabled: Type.Optional(Type.Boolean()),
      revenueClassId: Type.Optional(Id),
    },
    input: DiscountInput,
    // Only the name's uniqueness is declared here: the value's rule depends on the type (validateDiscount).
    rules: { name: DISCOUNT_RULES.amount.name },
    check: validateDiscount,
    repository: discountResource,
    subTable: {
      row: RevenueClassRef,
      load: async (db, _mc, id) => (await classesByDiscount(db, [id])).get(id) ?? [],
    },
    lookups: [
      {
        path: '/catalog-management/discount-types',
        response: Type.Array(Option),
        load: async () => referenceOptions(DISCOUNT_TYPES),
      },
      {
        path: '/revenue-classes',
        response: Type.Array(Option),
        load: (db, mc) => revenueClassResource.options(db, mc),
      },
      {
        path: '/catalog-management/discounts-revenues',
        methods: ['POST'],
        body: {
          revenueClassIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
          enabled: Type.Optional(Type.Boolean()),
        },
        response: Type.Array(Pair),
        load: (db, mc, q) => discountsRevenues(db, mc, q),
      },
    ],
  });
}
