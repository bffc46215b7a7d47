import { type ReactElement, useState } from 'react';
import { useNotify } from '../../hooks/useNotify.tsx';
import { useT } from '../../i18n/useT.ts';
import { RecordHistory } from '../audit/RecordHistory.tsx';
import { FormSkeleton } from '../FormSkeleton.tsx';
import { DetailError } from './DetailError.tsx';
import type { LookupAnswer, ResourceEditorSpec } from './resourceEditorSpec.ts';
import { ResourceForm } from './ResourceForm.tsx';
import type { EditorProps, ResourceRow } from './resourceScreenConfig.ts';

const NO_LOOKUPS: LookupAnswer<undefined> = { ready: true, lookups: undefined };
const noLookups = () => NO_LOOKUPS;

export interface ResourceEditorProps<Detail extends ResourceRow, Values, Lookups, F extends string>
  extends EditorProps {
  spec: ResourceEditorSpec<Detail, Values, Lookups, F>;
}

/**
 * The editor container of every resource: loads the record (edit) and the lookups, shows the
 * skeleton or the not-found bar, saves through the spec's one mapper, says the saved text and
 * returns to the table; after a CONFLICT, Reload fetches the record and restarts the form.
 */
export function ResourceEditor<Detail extends ResourceRow, Values extends object, Lookups, F extends string>(
  props: ResourceEditorProps<Detail, Values, Lookups, F>,
) {
  const { spec, id, open, permissions, onClose, onRemove, onDirty, screen } = props;
  const t = useT();
  const notify = useNotify();
  const detail = spec.useDetail(id);
  const useLookups = spec.useLookups ?? (noLookups as unknown as NonNullable<typeof spec.useLookups>);
  const lookups = useLookups(id, detail.record);
  const { save, saving } = spec.useSave();
  const [reloads, setReloads] = useState(0);
  const { record } = detail;
  const back = () => onClose(false);

  const onSave = async (values: Values) => {
    await save(values, record);
    onDirty(false);
    notify(t(spec.saved));
    onClose(true);
  };
  const reload = async () => {
    await detail.refetch().catch(() => undefined);
    setReloads((n) => n + 1);
  };
  const body =
    id !== null && detail.failed && !record ? (
      <DetailError onBack={back} />
    ) : (id !== null && !record) || !lookups.ready ? (
      <FormSkeleton rows={spec.skeletonRows ?? 4} />
    ) : (
      <ResourceForm
        key={`${record?.version ?? 'new'}-${reloads}`}
        spec={spec.form}
        record={record}
        lookups={lookups.lookups}
        permissions={permissions}
        saving={saving}
        onSave={onSave}
        onBack={back}
        onRemove={record ? () => onRemove(record) : undefined}
        onReload={reload}
        onDirty={onDirty}
        hideTitle={spec.Frame !== undefined}
      />
    );
  // The record's History, for whoever may open it.
  const withHistory =
    screen && id !== null && record && permissions.canDetailView ? (
      <>
        {body}
        <RecordHistory screen={screen} id={id} />
      </>
    ) : (
      body
    );
  const Frame = spec.Frame;
  if (!Frame) return withHistory;
  return (
    <Frame open={open} title={spec.form.title(record, t)} onDismiss={back}>
      {withHistory}
    </Frame>
  );
}

/**
 * The `editor` of a screen config: renders the generic editor bound to the screen's spec (a render
 * function, so the element type stays `ResourceEditor` and its state survives re-renders).
 */
export function resourceEditor<Detail extends ResourceRow, Values extends object, Lookups, F extends string>(
  spec: ResourceEditorSpec<Detail, Values, Lookups, F>,
): (props: EditorProps) => ReactElement {
  return (props) => <ResourceEditor spec={spec} {...props} />;
}
