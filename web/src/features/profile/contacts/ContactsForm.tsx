import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type ContactInput, validateContact } from '@marquee/core/validation';
import { type FormEvent, useState } from 'react';
import type { ContactFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { ContactRow } from './ContactRow.tsx';
import { type ContactRowValues, type ContactTypeOption, newRowKey, toInput } from './contactRow.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'space-between' },
});

export interface ContactsFormProps {
  contacts: readonly ContactFieldsFragment[];
  contactTypes: readonly ContactTypeOption[];
  saving: boolean;
  /** A refused save: the server's message. */
  error: string | null;
  onSave: (contacts: ContactInput[]) => void;
}

const fromContact = (c: ContactFieldsFragment): ContactRowValues => ({
  key: newRowKey(),
  name: c.name,
  email: c.email,
  phone: c.phone,
  contactTypeId: c.contactTypeId,
});

/** The Points of Contact tab: add, edit and remove rows; Save waits for a valid change. */
export function ContactsForm({ contacts, contactTypes, saving, error, onSave }: ContactsFormProps) {
  const styles = useStyles();
  const t = useT();
  const [start] = useState(() => JSON.stringify(contacts.map((c) => toInput(fromContact(c)))));
  const [rows, setRows] = useState(() => contacts.map(fromContact));
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const inputs = rows.map(toInput);
  const dirty = JSON.stringify(inputs) !== start;
  const valid = inputs.every((c) => Object.keys(validateContact(c)).length === 0);

  const change = (row: ContactRowValues) => {
    setRows((rs) => rs.map((r) => (r.key === row.key ? row : r)));
    setEdited((s) => new Set(s).add(row.key));
  };
  const add = () =>
    setRows((rs) => [
      ...rs,
      { key: newRowKey(), name: '', email: '', phone: '', contactTypeId: contactTypes[0]?.id ?? 0 },
    ]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && valid && !saving) onSave(inputs);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {rows.length === 0 && <Text className={styles.empty}>{t('profile.noContacts')}</Text>}
      {rows.map((row, i) => (
        <ContactRow
          key={row.key}
          number={i + 1}
          value={row}
          contactTypes={contactTypes}
          showErrors={edited.has(row.key)}
          onChange={change}
          onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
        />
      ))}
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={add}>
          {t('profile.addContact')}
        </Button>
        <Button
          type="submit"
          appearance="primary"
          disabled={!dirty || !valid || saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
