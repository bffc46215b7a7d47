import {
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  add: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalL,
  },
});

export interface TagRow {
  id: number;
  name: string;
  guests: number;
}

export interface TagsPageProps {
  tags: readonly TagRow[];
  loading: boolean;
  onAdd?: (name: string) => Promise<boolean>;
  onRename?: (id: number, name: string) => Promise<boolean>;
  onRemove?: (row: TagRow) => void;
}

/** /crm/tags: the tags staff put on guests, how many guests carry each; add, rename, remove. */
export function TagsPage({ tags, loading, onAdd, onRename, onRemove }: TagsPageProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  return (
    <div>
      <PageHeading>{t('marketing.tags.title')}</PageHeading>
      {onAdd && (
        <div className={styles.add}>
          <Field label={t('marketing.tags.name')}>
            <Input value={name} maxLength={MAX_TEXT_LENGTH} onChange={(_, d) => setName(d.value)} />
          </Field>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={name.trim() === ''}
            onClick={async () => {
              if (await onAdd(name)) setName('');
            }}
          >
            {t('marketing.tags.add')}
          </Button>
        </div>
      )}
      {!loading && tags.length === 0 ? (
        <Text>{t('marketing.tags.empty')}</Text>
      ) : (
        <Table aria-label={t('marketing.tags.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('marketing.tags.name')}</TableHeaderCell>
              <TableHeaderCell>{t('marketing.tags.guests')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {tags.map((tag) => (
              <TableRow key={tag.id}>
                <TableCell>
                  {editing?.id === tag.id && onRename ? (
                    <Input
                      aria-label={t('marketing.tags.rename')}
                      value={editing.name}
                      maxLength={MAX_TEXT_LENGTH}
                      onChange={(_, d) => setEditing({ id: tag.id, name: d.value })}
                      onKeyDown={async (e) => {
                        if (e.key === 'Escape') setEditing(null);
                        if (e.key === 'Enter' && (await onRename(tag.id, editing.name))) setEditing(null);
                      }}
                    />
                  ) : (
                    tag.name
                  )}
                </TableCell>
                <TableCell>{tag.guests}</TableCell>
                <TableCell>
                  {onRename && (
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      aria-label={`${t('marketing.tags.rename')} ${tag.name}`}
                      onClick={() => setEditing({ id: tag.id, name: tag.name })}
                    />
                  )}
                  {onRemove && (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`${t('marketing.tags.remove')} ${tag.name}`}
                      onClick={() => onRemove(tag)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
