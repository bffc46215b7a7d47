import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { auditEntityLabel } from '@marquee/core/settings/auditLog';
import type { AuditEntryFieldsFragment } from '../../generated/graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  change: { display: 'block', wordBreak: 'break-word' },
  field: { fontWeight: tokens.fontWeightSemibold },
});

export interface AuditRowsProps {
  rows: readonly AuditEntryFieldsFragment[];
  /** The History of one record leaves out the entity and record columns. */
  showRecord: boolean;
  label: string;
}

/** Log rows as a table: when, who, what, and each changed field's before → after. */
export function AuditRows({ rows, showRecord, label }: AuditRowsProps) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const when = (iso: string) => format.dateTime(new Date(iso));
  return (
    <div className={styles.scroll}>
      <Table aria-label={label} className={styles.table} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('audit.col.at')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.col.user')}</TableHeaderCell>
            {showRecord && <TableHeaderCell>{t('audit.col.entity')}</TableHeaderCell>}
            {showRecord && <TableHeaderCell>{t('audit.col.record')}</TableHeaderCell>}
            <TableHeaderCell>{t('audit.col.action')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.col.changes')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{when(row.at)}</TableCell>
              <TableCell>{row.userName}</TableCell>
              {showRecord && <TableCell>{t(auditEntityLabel(row.entity))}</TableCell>}
              {showRecord && <TableCell>{row.entityId}</TableCell>}
              <TableCell>{t(`audit.action.${row.action}` as MessageKey)}</TableCell>
              <TableCell>
                {row.changes.map((c) => (
                  <span key={c.field} className={styles.change}>
                    <span className={styles.field}>{c.field}</span>: {c.before ?? '—'} → {c.after ?? '—'}
                  </span>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
