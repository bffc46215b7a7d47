import { chipsColumn, priceColumn, textColumn } from '../../../components/resources/columns.tsx';
import { LocationsSubTable } from '../../../components/resources/LocationsSubTable.tsx';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import { useLocationLookups } from '../../../components/resources/lookups/useLocationOptions.ts';
import { resourceConfig } from '../../../components/resources/resourceConfig.ts';
import {
  type FoodModifierRowFragment,
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

/** /product-management/food-modifiers (spec/3 §2): search, location filter, price column, sub-table of locations. */
export const FOOD_MODIFIERS_SCREEN = resourceConfig({
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
  exportList: { list: 'food-modifiers' },
  rowName: (m) => m.name,
  subTable: {
    render: (m) => <LocationsSubTable owner={m.name} locations={m.locations} />,
    has: (m) => m.locations.length > 0,
  },
  hooks: {
    list: useCatalogueFoodModifiersQuery,
    detail: useCatalogueFoodModifierQuery,
    create: useCreateFoodModifierMutation,
    update: useUpdateFoodModifierMutation,
    remove: useDeleteFoodModifiersMutation,
  },
  removal: { versions: true },
  useLookups: useLocationLookups,
  form: {
    tabs: FOOD_MODIFIER_TABS,
    values: foodModifierValues,
    rules: validateFoodModifierValues,
    toInput: toFoodModifierInput,
    Fields: FoodModifierFields,
  },
});
