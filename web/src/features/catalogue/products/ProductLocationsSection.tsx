import { FormCheckList } from '../../../components/resources/FormCheckList.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { ProductSectionProps } from './productSectionProps.ts';

/**
 * Locations and groups: ticking a group ticks its locations, unticking it unticks those no other
 * ticked group holds (spec/3 §2: a group selects its locations). The locations stay editable.
 */
export function ProductLocationsSection({ form, lookups }: ProductSectionProps) {
  const t = useT();
  const v = form.values;
  const locationsOf = (ids: readonly number[]) =>
    new Set(lookups.groups.filter((g) => ids.includes(g.value)).flatMap((g) => g.locationIds));
  const setGroups = (ids: number[]) => {
    const added = ids.filter((id) => !v.groupIds.includes(id));
    const removed = v.groupIds.filter((id) => !ids.includes(id));
    const kept = locationsOf(ids);
    const drop = new Set([...locationsOf(removed)].filter((l) => !kept.has(l)));
    const next = new Set(v.locationIds.filter((l) => !drop.has(l)));
    for (const l of locationsOf(added)) next.add(l);
    form.set('groupIds', ids);
    form.set('locationIds', [...next]);
  };
  return (
    <>
      <FormCheckList
        label={t('catalogue.field.locations')}
        hint={t('settings.groups.locationsHint')}
        required
        options={lookups.locations}
        value={v.locationIds}
        onChange={(ids) => form.set('locationIds', ids)}
        onBlur={() => form.blur('locationIds')}
        message={form.message('locationIds')}
      />
      <FormCheckList
        label={t('products.field.groups')}
        hint={t('products.field.groupsHint')}
        required={false}
        options={lookups.groups}
        value={v.groupIds}
        onChange={setGroups}
        message={form.message('groupIds')}
      />
    </>
  );
}
