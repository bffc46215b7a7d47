import { Button, Field, makeStyles, Spinner, Subtitle2, Text, Textarea, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { MAX_NOTE_LENGTH } from '@marquee/core/marketing/guests';
import { formatCents } from '@marquee/core/marketing/guests';
import { useState } from 'react';
import type { GuestFieldsFragment, GuestNoteFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  figures: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  notes: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  note: {
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

export interface GuestNotesPanelProps {
  guest: GuestFieldsFragment | null;
  notes: readonly GuestNoteFieldsFragment[];
  loading: boolean;
  /** Absent without ADD on the guests screen: no note form. */
  onAddNote?: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** One guest's figures and notes (author and time), with the form to add a note. */
export function GuestNotesPanel({ guest, notes, loading, onAddNote, onClose }: GuestNotesPanelProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  if (loading || !guest) return <Spinner label={t('marketing.guests.notes')} />;
  const submit = async () => {
    if (!onAddNote || text.trim() === '') return;
    setSaving(true);
    // The text stays when the save fails, so nothing typed is lost.
    if (await onAddNote(text)) setText('');
    setSaving(false);
  };
  return (
    <section className={styles.root} aria-label={`${guest.firstName} ${guest.lastName}`}>
      <div className={styles.head}>
        <Subtitle2>
          {guest.firstName} {guest.lastName}
        </Subtitle2>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('marketing.segments.back')}
          onClick={onClose}
        />
      </div>
      <div className={styles.figures}>
        <Text>
          {t('marketing.guests.visits')}: {guest.visits}
        </Text>
        <Text>
          {t('marketing.guests.bookings')}: {guest.bookings}
        </Text>
        <Text>
          {t('marketing.guests.spend')}: {formatCents(guest.spendCents)}
        </Text>
      </div>
      <Subtitle2>{t('marketing.guests.notes')}</Subtitle2>
      {notes.length === 0 ? (
        <Text>{t('marketing.guests.noNotes')}</Text>
      ) : (
        <ul className={styles.notes}>
          {notes.map((n) => (
            <li key={n.id} className={styles.note}>
              <Text block>{n.text}</Text>
              <Text size={200} className={styles.meta}>
                {t('marketing.guests.noteBy', {
                  author: n.authorName,
                  time: format.dateTime(new Date(n.createdAt)),
                })}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {onAddNote && (
        <>
          <Field label={t('marketing.guests.note')}>
            <Textarea value={text} maxLength={MAX_NOTE_LENGTH} onChange={(_, d) => setText(d.value)} />
          </Field>
          <div>
            <Button appearance="primary" disabled={saving || text.trim() === ''} onClick={submit}>
              {t('marketing.guests.addNote')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
