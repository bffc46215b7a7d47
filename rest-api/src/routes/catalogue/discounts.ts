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
import { discounts } from '../../db/schema-catalogue.ts';
import {
  classesByDiscount,
  createDiscount,
  discountsRevenues,
  deleteDiscounts,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from '../../repositories/catalogue/discounts.ts';
import { revenueClassOptions } from '../../repositories/catalogue/revenueClasses.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireMasterClient } from '../../plugins/auth.ts';
import { can } from '../../resources/guards.ts';
import { envelopeOf, MASTER_CLIENT_QUERY, registerResource } from '../../resources/register.ts';
import { Option } from './options.ts';

// Only the name's uniqueness is declared here: the value's rule depends on the type (validateDiscount).
const rules = { name: DISCOUNT_RULES.amount.name };

export async function discountRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'discounts',
    row: Discount,
    list: {
      sorts: DISCOUNT_SORTS,
      filters: {
        typeId: Type.Optional(Id),
        enabled: Type.Optional(Type.Boolean()),
        revenueClassId: Type.Optional(Id),
      },
      load: listDiscounts,
    },
    get: getDiscount,
    subTable: {
      row: RevenueClassRef,
      load: async (db, _mc, id) => (await classesByDiscount(db, [id])).get(id) ?? [],
    },
    create: { body: DiscountInput, rules, check: validateDiscount, write: createDiscount },
    update: { body: DiscountInput, rules, check: validateDiscount, write: updateDiscount },
    remove: { write: deleteDiscounts },
    unique: { table: discounts, columns: { name: discounts.name } },
    lookups: [
      {
        path: '/catalog-management/discount-types',
        response: Type.Array(Option),
        load: async () => referenceOptions(DISCOUNT_TYPES),
      },
      { path: '/revenue-classes', response: Type.Array(Option), load: revenueClassOptions },
    ],
  });

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
  const Filters = Type.Object(
    { revenueClassIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })), enabled: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  );
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/catalog-management/discounts-revenues',
    {
      schema: { querystring: Type.Object(MASTER_CLIENT_QUERY), body: Filters, response: envelopeOf(Type.Array(Pair)) },
      preHandler: can('discounts', 'list'),
    },
    async (request) => ({ data: await discountsRevenues(app.db, requireMasterClient(request), request.body ?? {}) }),
  );
}
