/**
 * A screen config from the screen's generated hooks by name: the list rows, the
 * removal, and the editor's detail, lookups and save are the same wiring on every screen, so a
 * screen gives its hooks, columns, filters, sub-table and form, and this builds the rest.
 *
 * Usage (web/src/features/catalogue/food-modifiers/foodModifiersConfig.tsx):
 *   export const FOOD_MODIFIERS_SCREEN = resourceConfig({
 *     screen: 'foodModifiers', addLabel: 'catalogue.foodModifiers.add', columns, rowName: (m) => m.name,
 *     filters: intFilters(['locationId']), Filters: LocationFilter,
 *     hooks: { list: useCatalogueFoodModifiersQuery, detail: useCatalogueFoodModifierQuery,
 *              create: useCreateFoodModifierMutation, update: useUpdateFoodModifierMutation,
 *              remove: useDeleteFoodModifiersMutation },
 *     removal: { versions: true },
 *     useLookups: useLocationLookups,
 *     form: { tabs: FOOD_MODIFIER_TABS, values: foodModifierValues, rules: validateFoodModifierValues,
 *             toInput: toFoodModifierInput, Fields: FoodModifierFields },
 *   });
 */
import type { MessageKey } from '@marquee/core/messages/en';
import { RESOURCE_SCREENS } from '@marquee/core/resources/screens';
import type { Filters } from '../../hooks/listUrl.ts';
import { listVariables } from './listVariables.ts';
import { type RemoveHook, type Removal, rootOf, useRemoveRows } from './removeRows.ts';
import { resourceEditor } from './ResourceEditor.tsx';
import type { ResourceEditorSpec, ResourceFormSpec } from './resourceEditorSpec.ts';
import { type DetailQueryHook, type MutationHook, useDetailQuery, useSaveMutations } from './resourceHooks.ts';
import type { ResourceRow, ResourceScreenConfig } from './resourceScreenConfig.ts';
import { type ListQueryHook, type PageOf, useResourceRows } from './useResourceRows.ts';

/** The row type of a list query's answer (`{ foodModifiers: { rows: Row[] … } }`). */
type RowOf<Q> = Q[keyof Q] extends { rows: readonly (infer R)[] } ? R : never;
/** The record of a detail query's answer (`{ foodModifier: Detail }`). */
type DetailOf<Q> = NonNullable<Q[keyof Q]>;

export interface ResourceHooks<LQ, LV, DQ, CI, UI> {
  list: ListQueryHook<LQ, LV>;
  detail: DetailQueryHook<DQ>;
  create: MutationHook<{ input: CI }>;
  update: MutationHook<{ id: number; version: number; input: UI }>;
  /** Removal by ids; absent when the screen gives its own `useRemove`. */
  remove?: RemoveHook;
}

/** The form of a screen: the spec's form with plain values for the parts that never vary by record. */
export interface ResourceConfigForm<Detail, Values, Lookups, F extends string, CI, UI>
  extends Omit<ResourceFormSpec<Detail, Values, Lookups, F>, 'title' | 'tabs' | 'validate'> {
  /** The heading; the row's name, or the screen's new title, when absent. */
  title?: ResourceFormSpec<Detail, Values, Lookups, F>['title'];
  tabs:
    | ResourceFormSpec<Detail, Values, Lookups, F>['tabs']
    | ReturnType<ResourceFormSpec<Detail, Values, Lookups, F>['tabs']>;
  /** Core's rules: field → message key … */
  rules?: ReturnType<ResourceFormSpec<Detail, Values, Lookups, F>['validate']>;
  /** … or, where they depend on the record (new or edit), the rules for a record. */
  validate?: ResourceFormSpec<Detail, Values, Lookups, F>['validate'];
  /** The one mapper to the mutation input, for create and update alike … */
  toInput?: (values: Values) => CI & UI;
  /** … or one each, the update's seeing the record. */
  toCreate?: (values: Values) => CI;
  toUpdate?: (values: Values, record: Detail) => UI;
}

export interface ResourceConfigSpec<LQ, LV, DQ, CI, UI, F extends Filters, Values, Lookups, Field extends string>
  extends Omit<ResourceScreenConfig<RowOf<LQ> & ResourceRow, F>, 'useRows' | 'useRemove' | 'editor' | 'presentation'> {
  hooks: ResourceHooks<LQ, LV, DQ, CI, UI>;
  /** The list's filter variables; the URL's filters as they are when absent. */
  filterVariables?: (filters: F) => Partial<LV>;
  /** What the removal sends and shows; see `Removal`. */
  removal?: Removal;
  /** A removal other than by ids (Director Users: one at a time). */
  useRemove?: ResourceScreenConfig<RowOf<LQ> & ResourceRow, F>['useRemove'];
  useLookups?: ResourceEditorSpec<DetailOf<DQ> & ResourceRow, Values, Lookups, Field>['useLookups'];
  form: ResourceConfigForm<DetailOf<DQ> & ResourceRow, Values, Lookups, Field, CI, UI>;
  /** 'page' when absent. */
  presentation?: 'page' | 'dialog';
  skeletonRows?: number;
  /** The text after a save where it is not the screen's `saved` (RESOURCE_SCREENS). */
  saved?: MessageKey;
  Frame?: ResourceEditorSpec<DetailOf<DQ> & ResourceRow, Values, Lookups, Field>['Frame'];
}

/** Tabs given as a list are the same for every record. */
const tabsFor = <A, T>(tabs: T | ((record: A) => T)) =>
  typeof tabs === 'function' ? (tabs as (record: A) => T) : () => tabs;

export function resourceConfig<
  LQ extends object,
  LV,
  DQ extends object,
  CI,
  UI,
  F extends Filters,
  Values extends object,
  Lookups,
  Field extends string,
>(spec: ResourceConfigSpec<LQ, LV, DQ, CI, UI, F, Values, Lookups, Field>): ResourceConfigResult<LQ, F> {
  type Row = RowOf<LQ> & ResourceRow;
  type Detail = DetailOf<DQ> & ResourceRow;
  const { hooks, filterVariables, removal, form, skeletonRows, Frame, useLookups, saved, ...table } = spec;
  const screen = RESOURCE_SCREENS[spec.screen];
  const rowName = spec.rowName as unknown as (record: Detail) => string;
  const toCreate = form.toCreate ?? form.toInput;
  const toUpdate = form.toUpdate ?? form.toInput;
  if (!toCreate || !toUpdate) throw new Error(`${spec.screen}: the form needs toInput, or toCreate and toUpdate`);
  const { toInput: _i, toCreate: _c, toUpdate: _u, rules, validate, ...formSpec } = form;
  const validator = validate ?? (rules ? () => rules : undefined);
  if (!validator) throw new Error(`${spec.screen}: the form needs rules or validate`);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its config module loads, never per render.
  function useRows(list: Parameters<ResourceScreenConfig<Row, F>['useRows']>[0]) {
    const filters = filterVariables ? filterVariables(list.filters) : list.filters;
    const variables = { ...listVariables(list), ...filters } as unknown as LV;
    return useResourceRows(hooks.list, variables, (data) => rootOf(data) as unknown as PageOf<Row>);
  }
  const remove = hooks.remove;
  if (!spec.useRemove && !remove) throw new Error(`${spec.screen}: give hooks.remove or useRemove`);
  const useRemove = spec.useRemove ?? (() => useRemoveRows(remove!, removal));
  const editor = resourceEditor<Detail, Values, Lookups, Field>({
    useDetail: (id) => useDetailQuery(hooks.detail, id, (data) => rootOf(data) as Detail),
    useLookups,
    useSave: () => useSaveMutations(hooks.create, hooks.update, toCreate, toUpdate),
    saved: saved ?? screen.saved,
    skeletonRows,
    Frame,
    form: {
      ...formSpec,
      title: form.title ?? ((record, t) => (record ? rowName(record) : t(screen.newTitle))),
      tabs: tabsFor(form.tabs),
      validate: validator,
    },
  });
  return { ...table, presentation: spec.presentation ?? 'page', useRows, useRemove, editor } as ResourceConfigResult<
    LQ,
    F
  >;
}

export type ResourceConfigResult<LQ, F extends Filters> = ResourceScreenConfig<RowOf<LQ> & ResourceRow, F>;
