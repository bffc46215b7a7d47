import { useCallback } from 'react';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { listVariables } from '../../../components/resources/listVariables.ts';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceEditor } from '../../../components/resources/ResourceEditor.tsx';
import { chipsColumn, priceColumn, textColumn } from '../../../components/resources/columns.tsx';
import { useDetailQuery, useSaveMutations } from '../../../components/resources/resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from '../../../components/resources/resourceScreenConfig.ts';
import { useResourceRows } from '../../../components/resources/useResourceRows.ts';
import {
  type FoodModifierRowFragment,
  type FoodModifierSort,
  useCatalogueFoodModifierQuery,
  useCatalogueFoodModifiersQuery,
  useCreateFoodModifierMutation,
  useDeleteFoodModifiersMutation,
  useUpdateFoodModifierMutation,
} from '../../../generated/graphql.ts';
import { intFilters } from '../../../hooks/listUrl.ts';
import { FoodModifierFields } from './FoodModifierFields.tsx';
import {
  FOOD_MODIFIER_TABS,
  foodModifierValues,
  toFoodModifierInput,
  validateFoodModifierValues,
} from './foodModifierForm.ts';

type Row = FoodModifierRowFragment;
type Filters = { locationId: number | null };

const FoodModifierEditor = resourceEditor({
  useDetail: (id) => useDetailQuery(useCatalogueFoodModifierQuery, id, (d) => d.foodModifier),
  useLookups: () => {
    const { options, ready } = useLocationOptions();
    return { ready, lookups: options };
  },
  useSave: () =>
    useSaveMutations(
      useCreateFoodModifierMutation,
      useUpdateFoodModifierMutation,
      toFoodModifierInput,
      toFoodModifierInput,
    ),
  saved: 'catalogue.foodModifiers.saved',
  skeletonRows: 4,
  form: {
    title: (m, t) => (m ? m.name : t('catalogue.foodModifiers.new')),
    tabs: () => FOOD_MODIFIER_TABS,
    values: foodModifierValues,
    validate: () => validateFoodModifierValues,
    Fields: FoodModifierFields,
  },
});

/** Removal naming the versions read, so a row changed meanwhile is refused (CONFLICT), not lost. */
function useRemoveFoodModifiers() {
  const [remove] = useDeleteFoodModifiersMutation();
  return useCallback(
    async (rows: readonly ResourceRow[]) => {
      const variables = { ids: rows.map((r) => r.id), versions: rows.map((r) => r.version) };
      const { data } = await remove({ variables });
      return { removed: data?.deleteFoodModifiers.removed ?? rows.length };
    },
    [remove],
  );
}

/** /product-management/food-modifiers (spec/3 §2): search, location filter, price column, sub-table of locations. */
export const FOOD_MODIFIERS_SCREEN: ResourceScreenConfig<Row, Filters> = {
  screen: 'foodModifiers',
  addLabel: 'catalogue.foodModifiers.add',
  filters: intFilters(['locationId'] as const),
  Filters: LocationFilter,
  defaultSort: 'NAME',
  columns: [
    textColumn<Row>('name', 'catalogue.field.name', (m) => m.name, { sort: 'NAME' }),
    textColumn<Row>('group', 'catalogue.field.groupName', (m) => m.groupName, { sort: 'GROUP_NAME' }),
    priceColumn<Row>('price', 'catalogue.field.price', (m) => m.price, { sort: 'PRICE' }),
    chipsColumn<Row>('locations', 'catalogue.field.locations', (m) => m.locations.map((l) => l.name)),
  ],
  rowName: (m) => m.name,
  subTable: {
    render: (m) => <LocationsSubTable owner={m.name} locations={m.locations} />,
    has: (m) => m.locations.length > 0,
  },
  useRows: (list) =>
    useResourceRows(
      useCatalogueFoodModifiersQuery,
      { ...listVariables<FoodModifierSort>(list), locationId: list.filters.locationId },
      (d) => d.foodModifiers,
    ),
  useRemove: useRemoveFoodModifiers,
  presentation: 'page',
  editor: FoodModifierEditor,
};
