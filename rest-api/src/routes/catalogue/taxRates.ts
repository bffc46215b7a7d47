/** /catalog-management/tax-rates (spec/3 §7) and the tax lookups the catalogue forms use. */
import { referenceOptions, TAX_TYPES } from '@marquee/core/catalogue/reference';
import {
  TAX_RATE_RULES,
  TAX_RATE_SORTS,
  TaxRate,
  TaxRateInput,
  validateTaxRate,
} from '@marquee/core/catalogue/taxRate';
import { Id } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { taxRateResource, taxRatesGrouped } from '../../repositories/catalogue/taxRates.ts';
import { registerRepository } from '../../resources/registerRepository.ts';
import { Option } from './options.ts';

const Rate = Type.Object({ id: Type.Integer(), name: Type.String(), percentage: Type.String() });

export async function taxRateRoutes(app: FastifyInstance) {
  await registerRepository(app, {
    screen: 'taxRates',
    row: TaxRate,
    sorts: TAX_RATE_SORTS,
    filters: { taxTypeId: Type.Optional(Id) },
    input: TaxRateInput,
    rules: TAX_RATE_RULES,
    check: validateTaxRate,
    repository: taxRateResource,
    lookups: [
      { path: '/tax-types', response: Type.Array(Option), load: async () => referenceOptions(TAX_TYPES) },
      {
        // The percentage of one tax rate, for a product's price with tax (spec/3 §7 /tax-rate-fee?id=).
        path: '/tax-rate-fee',
        query: { id: Id },
        response: Type.Object({ id: Type.Integer(), percentage: Type.String() }),
        load: async (db, mc, q) => {
          const { id, percentage } = await taxRateResource.get(db, mc, q.id as number);
          return { id, percentage };
        },
      },
      {
        // The product form's tax choice, by tax type (spec/3 §7 POST tax-rates-grouped; body: filters).
        path: '/catalog-management/tax-rates-grouped',
        methods: ['POST'],
        body: { locationIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })) },
        response: Type.Array(
          Type.Object({ taxTypeId: Type.Integer(), taxTypeName: Type.String(), rates: Type.Array(Rate) }),
        ),
        load: (db, mc, q) => taxRatesGrouped(db, mc, q.locationIds as number[] | undefined),
      },
    ],
  });
}
