import { Field, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { LocationField } from '@marquee/core/settings/validation';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { LocationRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { LocationValues } from './locationForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
});

export type LocationFieldsProps = ResourceFieldsProps<
  LocationRowFragment,
  LocationValues,
  readonly SelectOption[],
  LocationField
>;

type TextField = Exclude<keyof LocationValues, 'groupId' | 'enabled'>;

/** Locations' Basic Tab: Location (fixed once created), Group, Store Number, Address, Enabled. */
export function LocationFields({ form, record: location, lookups: groups, readOnly }: LocationFieldsProps) {
  const styles = useStyles();
  const t = useT();
  const editing = location !== null;
  const text = (
    field: TextField,
    label: Parameters<typeof t>[0],
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <FormText
      label={t(label)}
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.blur(field)}
      message={form.message(field)}
      {...extra}
    />
  );
  return (
    <>
      <div className={styles.pair}>
        <FormText
          label={t('settings.locations.location')}
          required={!editing}
          readOnly={editing}
          hint={editing ? t('settings.locations.locationLocked') : undefined}
          value={form.values.name}
          onChange={(v) => form.set('name', v)}
          onBlur={() => form.blur('name')}
          message={form.message('name')}
        />
        {editing ? (
          <FormText label={t('settings.locations.code')} readOnly value={form.values.code} onChange={() => undefined} />
        ) : (
          text('code', 'settings.locations.code', { hint: t('settings.locations.codeHint') })
        )}
      </div>
      <div className={styles.pair}>
        <FormSelect
          label={t('settings.locations.group')}
          options={groups}
          value={form.values.groupId === null ? [] : [form.values.groupId]}
          valueLabel={location?.groupName ?? undefined}
          noneLabel={t('settings.locations.noGroup')}
          onChange={(v) => form.set('groupId', v[0] ?? null)}
        />
        {text('storeNumber', 'settings.locations.storeNumber')}
      </div>
      {text('address1', 'settings.locations.address')}
      {text('address2', 'settings.locations.address2')}
      <div className={styles.pair}>
        {text('city', 'settings.locations.city')}
        {text('state', 'settings.locations.state')}
        {text('postalCode', 'settings.locations.postalCode')}
      </div>
      <Field hint={t('settings.locations.enabledHint')}>
        <Switch
          disabled={readOnly}
          label={t('settings.locations.enabled')}
          checked={form.values.enabled}
          onChange={(_, d) => form.set('enabled', d.checked)}
        />
      </Field>
    </>
  );
}
