import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type TaxRateRowFragment,
  useCatalogueTaxRateQuery,
  useCatalogueTaxRatesQuery,
  useCreateTaxRateMutation,
  useDeleteTaxRatesMutation,
  useUpdateTaxRateMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { TaxRateFields } from './TaxRateFields.tsx';
import { TaxRateFilters } from './TaxRateFilters.tsx';
import { TAX_RATE_TABS, taxRateValues, toTaxRateInput, validateTaxRateValues } from './taxRateForm.ts';
import { taxTypeLabel, useTaxTypeOptions } from './useTaxTypeOptions.ts';

type Row = TaxRateRowFragment;

function useTaxRateLookups() {
  const locations = useLocationOptions();
  const taxTypes = useTaxTypeOptions();
  return {
    ready: locations.ready && taxTypes.ready,
    lookups: { locations: locations.options, taxTypes: taxTypes.options },
  };
}

/** /product-management/tax-rates (spec/3 §2): search, tax type and location filters, percent column. */
export const TAX_RATES_SCREEN = resourceConfig({
  screen: 'taxRates',
  addLabel: 'catalogue.taxRates.add',
  filters: intFilters(['taxTypeId', 'locationId'] as const),
  Filters: TaxRateFilters,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (r) => r.name, { sort: 'NAME' }),
    { id: 'percentage', label: 'catalogue.field.percentage', sort: 'PERCENTAGE', render: (r) => `${r.percentage}%` },
    {
      id: 'taxType',
      label: 'catalogue.field.taxType',
      sort: 'TAX_TYPE',
      render: (r, t) => taxTypeLabel(r.taxTypeId, r.taxTypeName, t),
    },
    chipsColumn<Row>('locations', 'catalogue.field.locations', (r) => r.locations.map((l) => l.name)),
  ],
  exportList: { list: 'tax-rates' },
  rowName: (r) => r.name,
  subTable: {
    render: (r) => <LocationsSubTable owner={r.name} locations={r.locations} />,
    has: (r) => r.locations.length > 0,
  },
  hooks: {
    list: useCatalogueTaxRatesQuery,
    detail: useCatalogueTaxRateQuery,
    create: useCreateTaxRateMutation,
    update: useUpdateTaxRateMutation,
    remove: useDeleteTaxRatesMutation,
  },
  removal: { versions: true },
  useLookups: useTaxRateLookups,
  form: {
    tabs: TAX_RATE_TABS,
    values: taxRateValues,
    rules: validateTaxRateValues,
    toInput: toTaxRateInput,
    Fields: TaxRateFields,
  },
});
