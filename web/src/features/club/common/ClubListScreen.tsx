import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { ClubFormDialog } from './ClubFormDialog.tsx';
import { type ClubColumn, ClubListPage, type ClubListPageProps } from './ClubListPage.tsx';
import { useClubSave } from './useClubSave.ts';
import type { ClubLocationOption } from './useClubLocation.ts';

export interface FieldsProps<Form> {
  form: Form;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  /** Field → message (the server's, or the form's own check). */
  errors: Record<string, string>;
}

export interface ClubListScreenProps<Row extends { id: number }, Form extends { id?: number | null }> {
  title: MessageKey;
  empty: MessageKey;
  addLabel: MessageKey;
  newTitle: MessageKey;
  locations: readonly ClubLocationOption[];
  code: string | null;
  onLocation: (code: string) => void;
  rows: readonly Row[] | undefined;
  failed: boolean;
  columns: readonly ClubColumn<Row>[];
  rowName: (row: Row) => string;
  permissions: PermissionSet;
  blank: () => Form;
  fromRow: (row: Row) => Form;
  /** Checks before sending: field → message key. */
  check?: (form: Form) => Partial<Record<string, MessageKey>>;
  renderFields: (props: FieldsProps<Form>) => ReactNode;
  /** Saves; answers the server's message. */
  onSave: (form: Form) => Promise<string | undefined>;
  /**
   * Removes the rows (one, or the selected ones) in one call; answers the server's message.
   * Absent: rows are disabled, never removed (resources, activities), whatever the role grants.
   */
  onRemove?: (rows: readonly Row[]) => Promise<string | undefined>;
  aside?: ReactNode;
  /** A form a link asks to open (e.g. a new row prefilled); `onStarted` is called once it is open. */
  startWith?: Form | null;
  onStarted?: () => void;
  /** The list's search and page (see ClubListPage). */
  paging: ClubListPageProps<Row>['paging'];
}

/** A club list with its add/edit dialog: the rows and their forms, without Apollo (the containers bring the data). */
export function ClubListScreen<Row extends { id: number }, Form extends { id?: number | null }>(
  props: ClubListScreenProps<Row, Form>,
) {
  const t = useT();
  const [form, setForm] = useState<Form | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, errors, run } = useClubSave();
  const remover = useClubSave();
  const open = (next: Form) => {
    errors.set({});
    setChecked({});
    setForm(next);
  };
  const { startWith, onStarted, onRemove } = props;
  const canAdd = props.permissions.canAdd;
  const clearErrors = errors.set;
  // A form a link asked for opens once: `onStarted` drops the ask, so startWith turns null.
  useEffect(() => {
    if (!startWith || !canAdd) return;
    clearErrors({});
    setChecked({});
    setForm(startWith);
    onStarted?.();
  }, [startWith, canAdd, onStarted, clearErrors]);
  const editor = form && (
    <ClubFormDialog
      title={t(form.id ? 'club.edit' : props.newTitle)}
      busy={busy}
      onClose={() => setForm(null)}
      onSave={() => {
        const problems = props.check?.(form) ?? {};
        const texts = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, t(v as MessageKey)]));
        setChecked(texts);
        if (Object.keys(texts).length > 0) return;
        void run(() => props.onSave(form)).then((ok) => ok && setForm(null));
      }}
    >
      {props.renderFields({
        form,
        set: (key, value) => {
          errors.clear(String(key));
          setForm((f) => (f ? { ...f, [key]: value } : f));
        },
        errors: { ...errors.errors, ...checked },
      })}
    </ClubFormDialog>
  );
  return (
    <ClubListPage
      title={props.title}
      empty={props.empty}
      addLabel={props.addLabel}
      locations={props.locations}
      code={props.code}
      onLocation={props.onLocation}
      rows={props.rows}
      failed={props.failed}
      columns={props.columns}
      rowName={props.rowName}
      permissions={props.permissions}
      onAdd={() => open(props.blank())}
      onEdit={(row) => open(props.fromRow(row))}
      onRemove={
        onRemove &&
        (async (rows) => {
          await remover.run(() => onRemove(rows));
        })
      }
      editor={editor}
      aside={props.aside}
      paging={props.paging}
    />
  );
}
