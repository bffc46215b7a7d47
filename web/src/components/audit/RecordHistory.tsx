import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Spinner,
  Text,
} from '@fluentui/react-components';
import type { ResourceKey } from '@marquee/core/resources/screens';
import { useState } from 'react';
import { useRecordHistoryQuery } from '../../generated/graphql.ts';
import { useT } from '../../i18n/useT.ts';
import { AuditRows } from './AuditRows.tsx';

export interface RecordHistoryProps {
  screen: ResourceKey;
  id: number;
}

/**
 * A record's History under its editor: closed by default, loaded when opened, and
 * fetched afresh each time (a save just made must show).
 */
export function RecordHistory({ screen, id }: RecordHistoryProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const { data, loading, error } = useRecordHistoryQuery({
    variables: { entity: screen, id, page },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const rows = data?.recordHistory.rows ?? [];
  return (
    <Accordion collapsible onToggle={(_e, d) => setOpen(d.openItems.includes('history'))}>
      <AccordionItem value="history">
        <AccordionHeader>{t('audit.history')}</AccordionHeader>
        <AccordionPanel>
          {loading ? (
            <Spinner size="tiny" />
          ) : error ? (
            <Text role="alert">{t('audit.error')}</Text>
          ) : rows.length === 0 ? (
            <Text>{t('audit.history.empty')}</Text>
          ) : (
            <>
              <AuditRows rows={rows} showRecord={false} label={t('audit.history')} />
              {(page > 0 || data?.recordHistory.hasMore) && (
                <div>
                  <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                    {t('audit.previous')}
                  </Button>
                  <Button disabled={!data?.recordHistory.hasMore} onClick={() => setPage(page + 1)}>
                    {t('audit.next')}
                  </Button>
                </div>
              )}
            </>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
