import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import { type ReactNode, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LocationPicker } from './LocationPicker.tsx';
import type { ClubLocationOption } from './useClubLocation.ts';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface ClubColumn<Row> {
  key: string;
  header: MessageKey;
  cell: (row: Row) => ReactNode;
}

export interface ClubListPageProps<Row extends { id: number }> {
  title: MessageKey;
  empty: MessageKey;
  addLabel: MessageKey;
  locations: readonly ClubLocationOption[];
  code: string | null;
  onLocation: (code: string) => void;
  /** Undefined while loading (or before a location is chosen). */
  rows: readonly Row[] | undefined;
  failed: boolean;
  columns: readonly ClubColumn<Row>[];
  /** What the remove confirmation names. */
  rowName: (row: Row) => string;
  permissions: PermissionSet;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => Promise<void>;
  /** The open add/edit dialog, if any. */
  editor: ReactNode;
  /** A link beside the location picker (the offerings' deals and upsells). */
  aside?: ReactNode;
}

/**
 * A location-scoped list of club booking or the kiosk (spec/3 §2, §7): the location picker, then
 * the location's rows with edit and remove, and an add button; permissions hide what the server
 * would refuse.
 */
export function ClubListPage<Row extends { id: number }>(props: ClubListPageProps<Row>) {
  const t = useT();
  const styles = useStyles();
  const { rows, columns, permissions, code } = props;
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section>
      <div className={styles.header}>
        <PageHeading>{t(props.title)}</PageHeading>
        {code && permissions.canAdd && (
          <Button appearance="primary" onClick={props.onAdd}>
            {t(props.addLabel)}
          </Button>
        )}
      </div>
      <LocationPicker locations={props.locations} code={code} onChange={props.onLocation} />
      {code && props.aside}
      {!code ? (
        <Text>{t('club.pickLocationListHint')}</Text>
      ) : props.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('club.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Text>{t(props.empty)}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t(props.title)}>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHeaderCell key={c.key}>{t(c.header)}</TableHeaderCell>
                ))}
                <TableHeaderCell>{t('club.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.cell(row)}</TableCell>
                  ))}
                  <TableCell>
                    <div className={styles.actions}>
                      {permissions.canUpdateAndExecute && (
                        <Button
                          size="small"
                          aria-label={`${t('club.edit')} ${props.rowName(row)}`}
                          onClick={() => props.onEdit(row)}
                        >
                          {t('club.edit')}
                        </Button>
                      )}
                      {permissions.canRemove && (
                        <Button
                          size="small"
                          aria-label={`${t('club.remove')} ${props.rowName(row)}`}
                          onClick={() => setRemoving(row)}
                        >
                          {t('club.remove')}
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {props.editor}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? t('club.removeConfirm', { name: props.rowName(removing) }) : ''}
        busy={busy}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (!removing) return;
          setBusy(true);
          props
            .onRemove(removing)
            .then(() => setRemoving(null))
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      />
    </section>
  );
}
