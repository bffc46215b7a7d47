import { makeStyles, tokens } from '@fluentui/react-components';
import type { DirectorUserField } from '@marquee/core/settings/validation';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { DirectorUserRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { DirectorUserValues } from './directorUserForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
});

/** The roles the viewer may give, and the master client's locations. */
export interface DirectorUserLookups {
  roles: readonly SelectOption[];
  locations: readonly SelectOption[];
}

export type DirectorUserFieldsProps = ResourceFieldsProps<
  DirectorUserRowFragment,
  DirectorUserValues,
  DirectorUserLookups,
  DirectorUserField
>;

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Director Users' Basic Tab: name, e-mail, phone, role and location. */
export function DirectorUserFields({ form, lookups }: DirectorUserFieldsProps) {
  const styles = useStyles();
  const t = useT();
  const text = (field: TextField, label: Parameters<typeof t>[0], extra: { type?: 'email' | 'tel' } = {}) => (
    <FormText
      label={t(label)}
      required
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.blur(field)}
      message={form.message(field)}
      type={extra.type}
      inputMode={field === 'phone' ? 'numeric' : undefined}
    />
  );
  return (
    <>
      <div className={styles.pair}>
        {text('firstName', 'settings.users.firstName')}
        {text('lastName', 'settings.users.lastName')}
      </div>
      <div className={styles.pair}>
        {text('email', 'settings.users.email', { type: 'email' })}
        {text('phone', 'settings.users.phone', { type: 'tel' })}
      </div>
      <div className={styles.pair}>
        <FormSelect
          label={t('settings.users.role')}
          required
          options={lookups.roles}
          value={form.values.roleId === null ? [] : [form.values.roleId]}
          onChange={(v) => form.set('roleId', v[0] ?? null)}
          onBlur={() => form.blur('roleId')}
          message={form.message('roleId')}
        />
        <FormSelect
          label={t('settings.directorUsers.location')}
          options={lookups.locations}
          value={form.values.locationId === null ? [] : [form.values.locationId]}
          noneLabel={t('settings.directorUsers.noLocation')}
          onChange={(v) => form.set('locationId', v[0] ?? null)}
        />
      </div>
    </>
  );
}
