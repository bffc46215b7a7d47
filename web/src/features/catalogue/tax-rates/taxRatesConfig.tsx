import { useCallback } from 'react';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { chipsColumn, textColumn } from '../../../components/resources/columns.tsx';
import { useDetailQuery, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type TaxRateRowFragment,
  type TaxRateSort,
  useCatalogueTaxRateQuery,
  useCatalogueTaxRatesQuery,
  useCreateTaxRateMutation,
  useDeleteTaxRatesMutation,
  useUpdateTaxRateMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { TaxRateFields } from './TaxRateFields.tsx';
import { TaxRateFilters, type TaxRateFilterValues } from './TaxRateFilters.tsx';
import { TAX_RATE_TABS, taxRateValues, toTaxRateInput, validateTaxRateValues } from './taxRateForm.ts';
import { taxTypeLabel, useTaxTypeOptions } from './useTaxTypeOptions.ts';

type Row = TaxRateRowFragment;

const TaxRateEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCatalogueTaxRateQuery, id, (d) => d.taxRate),
  useLookups: () => {
    const locations = useLocationOptions();
    const taxTypes = useTaxTypeOptions();
    return {
      ready: locations.ready && taxTypes.ready,
      lookups: { locations: locations.options, taxTypes: taxTypes.options },
    };
  },
  useSave: () => useSaveMutations(useCreateTaxRateMutation, useUpdateTaxRateMutation, toTaxRateInput, toTaxRateInput),
  saved: 'catalogue.taxRates.saved',
  skeletonRows: 4,
  form: {
    title: (r, t) => (r ? r.name : t('catalogue.taxRates.new')),
    tabs: () => TAX_RATE_TABS,
    values: taxRateValues,
    validate: () => validateTaxRateValues,
    Fields: TaxRateFields,
  },
});

/** Removal naming the versions read, so a rate changed meanwhile is refused (CONFLICT), not lost. */
function useRemoveTaxRates() {
  const [remove] = useDeleteTaxRatesMutation();
  return useCallback(
    async (rows: readonly ResourceRow[]) => {
      const variables = { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) };
      const { data } = await remove({ variables });
      return { removed: data?.deleteTaxRates.removed ?? rows.length };
    },
    [remove],
  );
}

/** /product-management/tax-rates (spec/3 §2): search, tax type and location filters, percent column. */
export const TAX_RATES_SCREEN: ResourceScreenConfig<Row, TaxRateFilterValues> = {
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
  rowName: (r) => r.name,
  subTable: {
    render: (r) => <LocationsSubTable owner={r.name} locations={r.locations} />,
    has: (r) => r.locations.length > 0,
  },
  useRows: (list) =>
    useResourceRows(
      useCatalogueTaxRatesQuery,
      { ...listVariables<TaxRateSort>(list), taxTypeId: list.filters.taxTypeId, locationId: list.filters.locationId },
      (d) => d.taxRates,
    ),
  useRemove: useRemoveTaxRates,
  presentation: 'page',
  editor: TaxRateEditor,
};
