import type { MessageKey } from '@marquee/core/messages/en';
import type { EntityForm } from '../../hooks/useEntityForm.ts';
import { useT } from '../../i18n/useT.ts';
import { FormCheckList } from './FormCheckList.tsx';
import type { SelectOption } from './FormSelect.tsx';

export interface LocationsFieldProps<V extends { locationIds: number[] }, F extends string> {
  /** The form; the checked locations are its `locationIds`. */
  form: EntityForm<V, F>;
  /** The master client's locations (`useLocationOptions`). */
  options: readonly SelectOption[];
  /**
   * The field its message and red tab belong to: 'locationIds', or 'locations' where the server
   * names it so; none where no rule checks the locations (the users dialog).
   */
  field?: F;
  label?: MessageKey;
  hint?: MessageKey | null;
  /** At least one location; true when absent. */
  required?: boolean;
}

/** The locations checklist of the resource forms: which of the master client's locations a record is at. */
export function LocationsField<V extends { locationIds: number[] }, F extends string>({
  form,
  options,
  field,
  label = 'catalogue.field.locations',
  hint = 'catalogue.locationsHint',
  required = true,
}: LocationsFieldProps<V, F>) {
  const t = useT();
  return (
    <FormCheckList
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      required={required}
      options={options}
      value={form.values.locationIds}
      onChange={(ids) => form.set('locationIds', ids as V['locationIds'])}
      onBlur={field ? () => form.blur(field) : undefined}
      message={field ? form.message(field) : undefined}
    />
  );
}
