import { makeStyles, tokens } from '@fluentui/react-components';
import type { PermissionSet } from '@marquee/core/permissions';
import type { DirectorUserField } from '@marquee/core/settings/validation';
import { AdminForm } from '../../../components/admin/AdminForm.tsx';
import { FormSelect, type SelectOption } from '../../../components/admin/FormSelect.tsx';
import { FormText } from '../../../components/admin/FormText.tsx';
import { firstTabWithErrors, tabStates } from '../../../components/admin/formTabs.ts';
import type { DirectorUserRowFragment } from '../../../generated/graphql.ts';
import { useEntityForm } from '../../../hooks/useEntityForm.ts';
import { useFormTab } from '../../../hooks/useFormTab.ts';
import { useT } from '../../../i18n/useT.ts';
import {
  DIRECTOR_USER_TABS,
  type DirectorUserValues,
  directorUserName,
  directorUserValues,
  validateDirectorUserValues,
} from './directorUserForm.ts';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
});

export interface DirectorUserFormProps {
  user: DirectorUserRowFragment | null;
  roles: readonly SelectOption[];
  locations: readonly SelectOption[];
  /** can add, can remove, can edit (spec/3 §2) enable Add, Remove and Save. */
  permissions: PermissionSet;
  saving: boolean;
  onSave: (values: DirectorUserValues) => Promise<unknown>;
  onBack: () => void;
  onRemove: () => void;
  onReload: () => void;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Add mode ('Add Director User') and edit mode (the user's name) of Director Users. */
export function DirectorUserForm(props: DirectorUserFormProps) {
  const { user, roles, locations, permissions, saving, onSave, onBack, onRemove, onReload } = props;
  const styles = useStyles();
  const t = useT();
  const form = useEntityForm<DirectorUserValues, DirectorUserField>({
    initial: directorUserValues(user),
    validate: validateDirectorUserValues,
  });
  const [tab, setTab] = useFormTab(DIRECTOR_USER_TABS);
  const submit = async () => {
    if (!form.attempt()) {
      setTab(firstTabWithErrors(DIRECTOR_USER_TABS, new Set(Object.keys(form.errors) as DirectorUserField[]), tab));
      return;
    }
    await form.run(() => onSave(form.values));
  };
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
    <AdminForm
      title={user ? directorUserName(user) : t('settings.directorUsers.add')}
      tabs={tabStates(DIRECTOR_USER_TABS, form.flagged, t)}
      tab={tab}
      onTab={setTab}
      onSubmit={submit}
      saveLabel={t('common.save')}
      dirty={form.dirty}
      saving={saving}
      canSave={user ? permissions.canUpdateAndExecute : permissions.canAdd}
      onBack={onBack}
      onRemove={user && permissions.canRemove ? onRemove : undefined}
      conflict={form.conflict}
      onReload={onReload}
      fillRequired={form.fillRequired}
      onCloseFillRequired={form.closeFillRequired}
    >
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
          options={roles}
          value={form.values.roleId === null ? [] : [form.values.roleId]}
          onChange={(v) => form.set('roleId', v[0] ?? null)}
          onBlur={() => form.blur('roleId')}
          message={form.message('roleId')}
        />
        <FormSelect
          label={t('settings.directorUsers.location')}
          options={locations}
          value={form.values.locationId === null ? [] : [form.values.locationId]}
          noneLabel={t('settings.directorUsers.noLocation')}
          onChange={(v) => form.set('locationId', v[0] ?? null)}
        />
      </div>
    </AdminForm>
  );
}
