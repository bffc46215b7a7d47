import type { PermissionSet } from '@marquee/core/permissions';
import type { GroupField } from '@marquee/core/settings/validation';
import { AdminForm } from '../../../components/admin/AdminForm.tsx';
import { FormCheckList } from '../../../components/admin/FormCheckList.tsx';
import type { SelectOption } from '../../../components/admin/FormSelect.tsx';
import { FormText } from '../../../components/admin/FormText.tsx';
import { firstTabWithErrors, tabStates } from '../../../components/admin/formTabs.ts';
import type { GroupRowFragment } from '../../../generated/graphql.ts';
import { useEntityForm } from '../../../hooks/useEntityForm.ts';
import { useFormTab } from '../../../hooks/useFormTab.ts';
import { useT } from '../../../i18n/useT.ts';
import { GROUP_SERVER_FIELDS, GROUP_TABS, type GroupValues, groupValues, validateGroupValues } from './groupForm.ts';

export interface GroupFormProps {
  /** The group being edited; null in new mode. */
  group: GroupRowFragment | null;
  locations: readonly SelectOption[];
  permissions: PermissionSet;
  saving: boolean;
  /** Rejects with the server's error (BAD_USER_INPUT, CONFLICT). */
  onSave: (values: GroupValues) => Promise<unknown>;
  onBack: () => void;
  onRemove: () => void;
  onReload: () => void;
}

/** New and edit mode of Groups: one Basic Tab with Name and Locations. */
export function GroupForm(props: GroupFormProps) {
  const { group, locations, permissions, saving, onSave, onBack, onRemove, onReload } = props;
  const t = useT();
  const form = useEntityForm<GroupValues, GroupField>({
    initial: groupValues(group),
    validate: validateGroupValues,
    serverFields: GROUP_SERVER_FIELDS,
  });
  const [tab, setTab] = useFormTab(GROUP_TABS);
  const submit = async () => {
    if (!form.attempt()) {
      setTab(firstTabWithErrors(GROUP_TABS, new Set(Object.keys(form.errors) as GroupField[]), tab));
      return;
    }
    await form.run(() => onSave(form.values));
  };
  return (
    <AdminForm
      title={group ? group.name : t('settings.groups.new')}
      tabs={tabStates(GROUP_TABS, form.flagged, t)}
      tab={tab}
      onTab={setTab}
      onSubmit={submit}
      saveLabel={t('common.save')}
      dirty={form.dirty}
      saving={saving}
      canSave={group ? permissions.canUpdateAndExecute : permissions.canAdd}
      onBack={onBack}
      onRemove={group && permissions.canRemove ? onRemove : undefined}
      conflict={form.conflict}
      onReload={onReload}
      fillRequired={form.fillRequired}
      onCloseFillRequired={form.closeFillRequired}
    >
      <FormText
        label={t('settings.groups.name')}
        hint={t('settings.groups.nameHint')}
        required
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <FormCheckList
        label={t('settings.groups.locations')}
        hint={t('settings.groups.locationsHint')}
        required
        options={locations}
        value={form.values.locationIds}
        onChange={(v) => form.set('locationIds', v)}
        onBlur={() => form.blur('locations')}
        message={form.message('locations')}
      />
    </AdminForm>
  );
}
