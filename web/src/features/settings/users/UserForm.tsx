import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PermissionSet } from '@marquee/core/permissions';
import type { UserField } from '@marquee/core/settings/validation';
import { useMemo } from 'react';
import { AdminForm } from '../../../components/admin/AdminForm.tsx';
import type { SelectOption } from '../../../components/admin/FormSelect.tsx';
import { firstTabWithErrors, tabStates } from '../../../components/admin/formTabs.ts';
import type { UserDetailFieldsFragment } from '../../../generated/graphql.ts';
import { useEntityForm } from '../../../hooks/useEntityForm.ts';
import { useFormTab } from '../../../hooks/useFormTab.ts';
import { useT } from '../../../i18n/useT.ts';
import { UserFields } from './UserFields.tsx';
import {
  USER_TABS,
  type UserDialogKind,
  type UserValues,
  simpleSaveBlocked,
  userValues,
  validateUserValues,
} from './userForm.ts';

const useStyles = makeStyles({
  invite: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface UserFormProps {
  user: UserDetailFieldsFragment | null;
  kind: UserDialogKind;
  roles: readonly SelectOption[];
  locations: readonly SelectOption[];
  permissions: PermissionSet;
  saving: boolean;
  onSave: (values: UserValues) => Promise<unknown>;
  onBack: () => void;
  onRemove: () => void;
  onReload: () => void;
  /** The resend-invitation button: 'Sending' while `sending`, else 'Resend'. Absent when not invited. */
  resend?: { sending: boolean; onResend: () => void };
}

/** The user dialog's form: full (two tabs) or simple (one), with the spec/3 §5 rules. */
export function UserForm(props: UserFormProps) {
  const { user, kind, roles, locations, permissions, saving, onSave, onBack, onRemove, onReload, resend } = props;
  const styles = useStyles();
  const t = useT();
  const tabs = USER_TABS[kind];
  const validate = useMemo(() => validateUserValues(kind), [kind]);
  const form = useEntityForm<UserValues, UserField>({ initial: userValues(user), validate });
  const [tab, setTab] = useFormTab(tabs);
  const blocked = kind === 'simple' && simpleSaveBlocked(form.values, form.errors);
  const submit = async () => {
    if (!form.attempt()) {
      setTab(firstTabWithErrors(tabs, new Set(Object.keys(form.errors) as UserField[]), tab));
      return;
    }
    await form.run(() => onSave(form.values));
  };
  return (
    <AdminForm
      title={user ? t('settings.users.edit') : t('settings.users.add')}
      hideTitle
      tabs={tabStates(tabs, form.flagged, t)}
      tab={tab}
      onTab={setTab}
      onSubmit={submit}
      saveLabel={user ? t('common.save') : t('settings.users.addButton')}
      dirty={form.dirty}
      saving={saving}
      canSave={(user ? permissions.canUpdateAndExecute : permissions.canAdd) && !blocked}
      onBack={onBack}
      onRemove={user && permissions.canRemove ? onRemove : undefined}
      conflict={form.conflict}
      onReload={onReload}
      fillRequired={form.fillRequired}
      onCloseFillRequired={form.closeFillRequired}
    >
      {resend && (
        <div className={styles.invite}>
          <Text>{t('settings.users.invited')}</Text>
          <Button
            size="small"
            onClick={resend.onResend}
            disabled={resend.sending}
            aria-label={t('settings.users.resendInvitation')}
          >
            {resend.sending ? t('settings.users.sending') : t('settings.users.resend')}
          </Button>
        </div>
      )}
      <UserFields
        form={form}
        kind={kind}
        tab={tab}
        roles={roles}
        locations={locations}
        roleLocked={user?.roleLocked ?? false}
        customers={user?.masterClients.map((c) => c.masterClientName) ?? []}
      />
    </AdminForm>
  );
}
