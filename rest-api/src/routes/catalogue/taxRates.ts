/** /catalog-management/tax-rates (spec/3 §7) and the tax lookups the catalogue forms use. */
import { referenceOptions, TAX_TYPES } from '@marquee/core/catalogue/reference';
import {
  TAX_RATE_RULES,
  TAX_RATE_SORTS,
  TaxRate,
  TaxRateInput,
  validateTaxRate,
} from '@marquee/core/catalogue/taxRate';
import { Id, LocationRef } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { taxRates } from '../../db/schema-catalogue.ts';
import {
  createTaxRate,
  deleteTaxRates,
  getTaxRate,
  listTaxRates,
  updateTaxRate,
} from '../../repositories/catalogue/taxRates.ts';
import { locationsByParent } from '../../repositories/catalogue/links.ts';
import { taxRateLocations } from '../../db/schema-catalogue.ts';
import { registerResource } from '../../resources/register.ts';

import { Option } from './options.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { can } from '../../resources/guards.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { taxRatesGrouped } from '../../repositories/catalogue/taxRates.ts';

export async function taxRateRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'taxRates',
    row: TaxRate,
    list: {
      sorts: TAX_RATE_SORTS,
      filters: { taxTypeId: Type.Optional(Id), locationId: Type.Optional(Id) },
      load: listTaxRates,
    },
    get: getTaxRate,
    subTable: {
      row: LocationRef,
      load: async (db, _mc, id) => (await locationsByParent(db, taxRateLocations, [id])).get(id) ?? [],
    },
    create: { body: TaxRateInput, rules: TAX_RATE_RULES, check: validateTaxRate, write: createTaxRate },
    update: { body: TaxRateInput, rules: TAX_RATE_RULES, check: validateTaxRate, write: updateTaxRate },
    remove: { write: deleteTaxRates },
    unique: { table: taxRates, columns: { name: taxRates.name } },
    lookups: [
      { path: '/tax-types', response: Type.Array(Option), load: async () => referenceOptions(TAX_TYPES) },
      {
        // The percentage of one tax rate, for a product's price with tax (spec/3 §7 /tax-rate-fee?id=).
        path: '/tax-rate-fee',
        query: { id: Id },
        response: Type.Object({ id: Type.Integer(), percentage: Type.String() }),
        load: async (db, mc, q) => {
          const rate = await getTaxRate(db, mc, q.id as number);
          return { id: rate.id, percentage: rate.percentage };
        },
      },
    ],
  });

  // The product form's tax choice, by tax type (spec/3 §7 POST tax-rates-grouped; body: filters).
  const Rate = Type.Object({ id: Type.Integer(), name: Type.String(), percentage: Type.String() });
  const Group = Type.Object({ taxTypeId: Type.Integer(), taxTypeName: Type.String(), rates: Type.Array(Rate) });
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/catalog-management/tax-rates-grouped',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: Type.Object(
          { locationIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })) },
          { additionalProperties: false },
        ),
        response: envelopeOf(Type.Array(Group)),
      },
      preHandler: can('taxRates', 'list'),
    },
    async (request) => ({
      data: await taxRatesGrouped(app.db, requireMasterClient(request), request.body?.locationIds),
    }),
  );
}
