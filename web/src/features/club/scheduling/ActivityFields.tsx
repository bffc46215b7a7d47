import { ChoiceField, TextField, ToggleField } from '../common/fields.tsx';
import type { FieldsProps } from '../common/ClubListScreen.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { ActivityForm } from './activityForm.ts';
import { type ResourceChoice, ResourceTagPicker } from '../../../components/ResourceTagPicker.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';

export interface ActivityFieldsProps extends FieldsProps<ActivityForm> {
  products: readonly { id: number; name: string }[];
  /** The location's resources matching the picker's search. */
  resourceOptions: readonly ResourceChoice[];
  onResourceSearch: (text: string) => void;
}

const options = (rows: readonly { id: number; name: string }[]) =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** The fields of an activity: what it sells, where, when (the weekly schedule), how many and for how much. */
export function ActivityFields({
  form,
  set,
  errors,
  products,
  resourceOptions,
  onResourceSearch,
}: ActivityFieldsProps) {
  const t = useT();
  /** The fields typed as text holding a whole number. */
  type NumberKey = 'durationMinutes' | 'bufferMinutes' | 'capacity' | 'minGuests' | 'maxGuests';
  const number = (key: NumberKey, label: Parameters<typeof t>[0], hint?: string) => (
    <TextField
      label={t(label)}
      type="number"
      value={form[key]}
      onChange={(v) => set(key, v)}
      message={errors[key]}
      hint={hint}
    />
  );
  return (
    <>
      <TextField
        label={t('scheduling.activity.name')}
        value={form.name}
        onChange={(v) => set('name', v)}
        message={errors.name}
        required
      />
      <ChoiceField
        label={t('scheduling.activity.product')}
        value={form.productId === null ? null : String(form.productId)}
        options={options(products)}
        onChange={(v) => set('productId', Number(v))}
        message={errors.productId}
        required
      />
      <ResourceTagPicker
        label={t('scheduling.activity.resources')}
        hint={t('scheduling.activity.resourcesHint')}
        required
        value={form.resources}
        options={resourceOptions}
        onSearch={onResourceSearch}
        onChange={(v) => set('resources', v)}
        message={errors.resourceIds}
      />
      <ScheduleEditor value={form.schedule} onChange={(v) => set('schedule', v)} error={errors.schedule} />
      {number('durationMinutes', 'scheduling.activity.duration')}
      {number('bufferMinutes', 'scheduling.activity.buffer')}
      {number('capacity', 'scheduling.activity.capacity', t('scheduling.activity.capacityHint'))}
      {number('minGuests', 'scheduling.activity.minGuests')}
      {number('maxGuests', 'scheduling.activity.maxGuests')}
      <TextField
        label={t('scheduling.activity.price')}
        value={form.price}
        onChange={(v) => set('price', v)}
        message={errors.priceCents}
      />
      <TextField
        label={t('scheduling.activity.deposit')}
        value={form.deposit}
        onChange={(v) => set('deposit', v)}
        message={errors.depositCents}
      />
      <ToggleField label={t('scheduling.activity.online')} checked={form.online} onChange={(v) => set('online', v)} />
      <ToggleField
        label={t('scheduling.activity.enabled')}
        checked={form.enabled}
        onChange={(v) => set('enabled', v)}
      />
    </>
  );
}
