import { Field, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { UserField } from '@marquee/core/settings/validation';
import { AVATAR_TYPES } from '@marquee/core/settings/image';
import { FormCheckList } from '../../../components/admin/FormCheckList.tsx';
import { FormSelect, type SelectOption } from '../../../components/admin/FormSelect.tsx';
import { FormText } from '../../../components/admin/FormText.tsx';
import { ImageUpload } from '../../../components/admin/ImageUpload.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import type { EntityForm } from '../../../hooks/useEntityForm.ts';
import { useT } from '../../../i18n/useT.ts';
import type { UserDialogKind, UserValues } from './userForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
});

/** Avatar rules: 1 MB, the listed types, at most 1024×1024 px. */
export const AVATAR_RULES = { types: AVATAR_TYPES, maxWidth: 1024, maxHeight: 1024 };

export interface UserFieldsProps {
  form: EntityForm<UserValues, UserField>;
  kind: UserDialogKind;
  tab: string;
  roles: readonly SelectOption[];
  locations: readonly SelectOption[];
  /** Holders of role 1 keep it (spec/3 §3). */
  roleLocked: boolean;
  /** The user's customers (simple dialog, edit). */
  customers: readonly string[];
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'cardId' | 'startDate' | 'payrollId' | 'payRate';

/** The fields of the selected tab of a user dialog. */
export function UserFields({ form, kind, tab, roles, locations, roleLocked, customers }: UserFieldsProps) {
  const styles = useStyles();
  const t = useT();
  const v = form.values;
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
        {text('phone', 'settings.users.phone', { required: kind === 'simple' })}
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
        {kind === 'full' && (
          <FormCheckList
            label={t('settings.users.locations')}
            options={locations}
            value={v.locationIds}
            onChange={(value) => form.set('locationIds', value)}
          />
        )}
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
        label={t('settings.users.access')}
        checked={v.access}
        onChange={(_, d) => form.set('access', d.checked)}
      />
    </>
  );
}
