import type { PermissionSet } from '@marquee/core/permissions';
import { useEffect, useMemo } from 'react';
import { useEntityForm } from '../../hooks/useEntityForm.ts';
import { useFormTab } from '../../hooks/useFormTab.ts';
import { useT } from '../../i18n/useT.ts';
import { firstTabWithErrors, tabStates } from './formTabs.ts';
import type { ResourceFormSpec } from './resourceEditorSpec.ts';
import { ResourceFormView } from './ResourceFormView.tsx';

export interface ResourceFormProps<Detail, Values, Lookups, F extends string> {
  spec: ResourceFormSpec<Detail, Values, Lookups, F>;
  record: Detail | null;
  lookups: Lookups;
  permissions: PermissionSet;
  saving: boolean;
  /** Rejects with the server's error (BAD_USER_INPUT, CONFLICT). */
  onSave: (values: Values) => Promise<unknown>;
  onBack: () => void;
  /** Absent: no Remove button. */
  onRemove?: () => void;
  onReload: () => void;
  onDirty: (dirty: boolean) => void;
  /** A dialog shows the title itself. */
  hideTitle?: boolean;
}

/**
 * New and edit mode of every resource: form state over `useEntityForm`, the URL's tab, the save
 * attempt that jumps to the first tab with errors, read-only when the viewer may not save, and
 * the dirty flag reported for the leave guard. The screen gives only its fields.
 */
export function ResourceForm<Detail, Values extends object, Lookups, F extends string>(
  props: ResourceFormProps<Detail, Values, Lookups, F>,
) {
  const { spec, record, lookups, permissions, saving, onSave, onBack, onRemove, onReload, onDirty } = props;
  const t = useT();
  const validate = useMemo(() => spec.validate(record), [spec, record]);
  const initial = useMemo(() => spec.values(record), [spec, record]);
  const allTabs = useMemo(() => spec.tabs(record), [spec, record]);
  const form = useEntityForm<Values, F>({ initial, validate, serverFields: spec.serverFields });
  const { tabsForValues } = spec;
  const tabs = useMemo(
    () => (tabsForValues ? tabsForValues(allTabs, form.values) : allTabs),
    [allTabs, tabsForValues, form.values],
  );
  const [tab, setTab] = useFormTab(tabs);
  const readOnly = record ? !permissions.canUpdateAndExecute : !permissions.canAdd;
  const dirty = form.dirty && !readOnly;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = async () => {
    if (!form.attempt()) {
      setTab(firstTabWithErrors(tabs, new Set(Object.keys(form.errors) as F[]), tab));
      return;
    }
    await form.run(() => onSave(form.values));
  };
  const Fields = spec.Fields;
  return (
    <ResourceFormView
      title={spec.title(record, t)}
      hideTitle={props.hideTitle}
      tabs={tabStates(tabs, form.flagged, t)}
      tab={tab}
      onTab={setTab}
      onSubmit={submit}
      saveLabel={spec.saveLabel?.(record, t) ?? t('common.save')}
      dirty={form.dirty}
      saving={saving}
      canSave={!spec.saveBlocked?.(form.values, form.errors, record)}
      readOnly={readOnly}
      onBack={onBack}
      onRemove={record && permissions.canRemove ? onRemove : undefined}
      conflict={form.conflict}
      onReload={onReload}
      fillRequired={form.fillRequired}
      fillRequiredText={spec.refusedNotice?.(form.errors, form.values) ?? undefined}
      onCloseFillRequired={form.closeFillRequired}
    >
      <Fields form={form} record={record} lookups={lookups} tab={tab} readOnly={readOnly} />
    </ResourceFormView>
  );
}
