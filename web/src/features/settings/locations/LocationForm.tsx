import { makeStyles, tokens } from '@fluentui/react-components';
import type { PermissionSet } from '@marquee/core/permissions';
import type { LocationField } from '@marquee/core/settings/validation';
import { useMemo } from 'react';
import { AdminForm } from '../../../components/admin/AdminForm.tsx';
import { FormSelect, type SelectOption } from '../../../components/admin/FormSelect.tsx';
import { FormText } from '../../../components/admin/FormText.tsx';
import { firstTabWithErrors, tabStates } from '../../../components/admin/formTabs.ts';
import type { LocationRowFragment } from '../../../generated/graphql.ts';
import { useEntityForm } from '../../../hooks/useEntityForm.ts';
import { useFormTab } from '../../../hooks/useFormTab.ts';
import { useT } from '../../../i18n/useT.ts';
import { LOCATION_TABS, type LocationValues, locationValues, validateLocationValues } from './locationForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
});

export interface LocationFormProps {
  location: LocationRowFragment | null;
  /** Groups other than the location's current one. */
  groups: readonly SelectOption[];
  permissions: PermissionSet;
  saving: boolean;
  onSave: (values: LocationValues) => Promise<unknown>;
  onBack: () => void;
  onRemove: () => void;
  onReload: () => void;
}

type TextField = Exclude<keyof LocationValues, 'groupId'>;

/** New and edit mode of Locations: Location (fixed once created), Group, Store Number, Address. */
export function LocationForm(props: LocationFormProps) {
  const { location, groups, permissions, saving, onSave, onBack, onRemove, onReload } = props;
  const styles = useStyles();
  const t = useT();
  const editing = location !== null;
  const validate = useMemo(() => validateLocationValues(editing), [editing]);
  const form = useEntityForm<LocationValues, LocationField>({ initial: locationValues(location), validate });
  const [tab, setTab] = useFormTab(LOCATION_TABS);
  const submit = async () => {
    if (!form.attempt()) {
      setTab(firstTabWithErrors(LOCATION_TABS, new Set(Object.keys(form.errors) as LocationField[]), tab));
      return;
    }
    await form.run(() => onSave(form.values));
  };
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
    <AdminForm
      title={location ? location.name : t('settings.locations.new')}
      tabs={tabStates(LOCATION_TABS, form.flagged, t)}
      tab={tab}
      onTab={setTab}
      onSubmit={submit}
      saveLabel={t('common.save')}
      dirty={form.dirty}
      saving={saving}
      canSave={editing ? permissions.canUpdateAndExecute : permissions.canAdd}
      onBack={onBack}
      onRemove={editing && permissions.canRemove ? onRemove : undefined}
      conflict={form.conflict}
      onReload={onReload}
      fillRequired={form.fillRequired}
      onCloseFillRequired={form.closeFillRequired}
    >
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
    </AdminForm>
  );
}
