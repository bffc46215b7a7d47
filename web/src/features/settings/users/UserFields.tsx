import { Field, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { UserField } from '@marquee/core/settings/validation';
import { AVATAR_TYPES } from '@marquee/core/settings/image';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { ImageUpload } from '../../../components/resources/ImageUpload.tsx';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { UserDetailFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { dialogKind, type UserValues } from './userForm.ts';
import { PhoneWithCountry } from './PhoneWithCountry.tsx';
import { UserInvitation } from './UserInvitation.tsx';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
});

/** Avatar rules: 1 MB, the listed types, at most 1024×1024 px. */
export const AVATAR_RULES = { types: AVATAR_TYPES, maxWidth: 1024, maxHeight: 1024 };

/** The roles the viewer may give, and the master client's locations. */
export interface UserLookups {
  roles: readonly SelectOption[];
  locations: readonly SelectOption[];
}

export type UserFieldsProps = ResourceFieldsProps<UserDetailFieldsFragment, UserValues, UserLookups, UserField>;

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'cardId' | 'startDate' | 'payrollId' | 'payRate';

/** The fields of the selected tab of a user dialog. */
export function UserFields({ form, record: user, lookups, tab, readOnly }: UserFieldsProps) {
  const styles = useStyles();
  const t = useT();
  const v = form.values;
  const kind = dialogKind(user);
  const { roles, locations } = lookups;
  // Holders of role 1 keep it (spec/3 §3).
  const roleLocked = user?.roleLocked ?? false;
  const customers = user?.masterClients.map((c) => c.masterClientName) ?? [];
  const text = (
    field: TextField,
    label: Parameters<typeof t>[0],
    extra: { required?: boolean; placeholder?: string } = {},
  ) => (
    <FormText
      label={t(label)}
      required={extra.required}
      value={v[field]}
      onChange={(value) => form.set(field, value)}
      onBlur={() => form.blur(field)}
      message={form.message(field)}
      inputMode={field === 'phone' ? 'numeric' : undefined}
      type={field === 'email' ? 'email' : undefined}
    />
  );
  if (tab === 'employment') {
    return (
      <>
        <Field label={t('settings.users.posPassword')} required validationMessage={form.message('posPassword')}>
          <PasswordInput
            value={v.posPassword}
            readOnly={readOnly}
            maxLength={100}
            onChange={(_, d) => form.set('posPassword', d.value)}
            onBlur={() => form.blur('posPassword')}
            autoComplete="new-password"
          />
        </Field>
        <div className={styles.pair}>
          {text('cardId', 'settings.users.cardId')}
          {text('startDate', 'settings.users.startDate')}
        </div>
        <div className={styles.pair}>
          {text('payrollId', 'settings.users.payrollId')}
          {text('payRate', 'settings.users.payRate')}
        </div>
      </>
    );
  }
  return (
    <>
      {user?.status === 'INVITED' && !readOnly && <UserInvitation userId={user.id} />}
      <ImageUpload
        label={t('settings.users.avatar')}
        value={v.img}
        onChange={(img) => form.set('img', img)}
        rules={AVATAR_RULES}
        name={`${v.firstName} ${v.lastName}`}
      />
      <div className={styles.pair}>
        {text('firstName', 'settings.users.firstName', { required: true })}
        {text('lastName', 'settings.users.lastName', { required: true })}
      </div>
      <div className={styles.pair}>
        {text('email', 'settings.users.email', { required: true })}
        {kind === 'simple' ? (
          <PhoneWithCountry
            label={t('settings.users.phone')}
            required
            readOnly={readOnly}
            value={v.phone}
            onChange={(value) => form.set('phone', value)}
            onBlur={() => form.blur('phone')}
            message={form.message('phone')}
          />
        ) : (
          text('phone', 'settings.users.phone')
        )}
      </div>
      <div className={styles.pair}>
        <FormSelect
          label={t(kind === 'full' ? 'settings.users.securityRole' : 'settings.users.role')}
          required
          disabled={roleLocked}
          hint={roleLocked ? t('settings.users.roleLocked') : undefined}
          options={roles}
          value={v.roleId === null ? [] : [v.roleId]}
          onChange={(value) => form.set('roleId', value[0] ?? null)}
          onBlur={() => form.blur('roleId')}
          message={form.message('roleId')}
        />
        {/* Both dialogs: a new or one-location user is given locations in the simple one. */}
        <LocationsField
          form={form}
          options={locations}
          field="locationIds"
          label="settings.users.locations"
          hint={null}
          required={false}
        />
      </div>
      {kind === 'full' && (
        <FormText label={t('settings.users.userName')} readOnly value={v.email} onChange={() => undefined} />
      )}
      {kind === 'simple' && customers.length > 0 && (
        <FormText
          label={t('settings.users.customers')}
          readOnly
          value={customers.join(', ')}
          onChange={() => undefined}
        />
      )}
      <Switch
        disabled={readOnly}
        label={t('settings.users.access')}
        checked={v.access}
        onChange={(_, d) => form.set('access', d.checked)}
      />
    </>
  );
}
