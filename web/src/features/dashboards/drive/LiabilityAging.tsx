import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CalendarClockRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import {
  type DriveRevenueLiabilityAgingQuery,
  useDriveRevenueLiabilityAgingQuery,
} from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { type TFunction, useT } from '../../../i18n/useT.ts';
import { useDashboardContext } from '../common/DashboardContext.ts';
import { DashboardWidget } from '../common/DashboardWidget.tsx';
import { exportAbout } from '../common/export/exportAbout.ts';
import type { TableSheet } from '../common/export/sheets.ts';
import { WidgetTable } from '../common/tables/WidgetTable.tsx';
import { useWidgetFormat } from '../common/useWidgetFormat.ts';

type Aging = NonNullable<NonNullable<DriveRevenueLiabilityAgingQuery['driveRevenue']>['liabilityAging']>;

const headers = (t: TFunction) => [
  t('dashboards.col.location'),
  t('dashboards.aging.kind'),
  ...[0, 1, 2, 3].map((i) => t(`dashboards.aging.bucket.${i}` as MessageKey)),
  t('dashboards.col.total'),
];

/** The aged balances as a sheet: one row per location and kind, money in the locations' currency. */
export function agingSheet(aging: Aging, t: TFunction): TableSheet {
  return {
    kind: 'table',
    name: t('dashboards.aging.sheet'),
    title: t('dashboards.aging.title'),
    currencyCode: aging.currencyCode,
    headline: null,
    columns: headers(t).map((header, i) => ({ header, format: i < 2 ? 'text' : 'currency' })),
    rows: aging.rows.map((r) => [
      r.location,
      t(`dashboards.aging.kind.${r.kind}` as MessageKey),
      ...r.amounts,
      r.total,
    ]),
  };
}

/** The aged balances behind the Liabilities doughnut, per location, with their export. */
function AgingDialog({ open }: { open: boolean }) {
  const ctx = useDashboardContext();
  const t = useT();
  const format = useFormat();
  const f = useWidgetFormat();
  const { data, loading } = useDriveRevenueLiabilityAgingQuery({
    variables: { filter: ctx.filterInput },
    // Asked when opened only: the dashboard itself does not need it.
    skip: !open,
    context: { silent: true },
  });
  const aging = data?.driveRevenue?.liabilityAging ?? null;
  const asOf = aging ? format.wallTime(aging.asOf) : '';
  const onExport = () => {
    if (!aging) return;
    const about = exportAbout({
      t,
      format,
      dashboard: ctx.title,
      widget: t('dashboards.aging.title'),
      filter: ctx.filter,
      tab: 'TODAY',
      today: aging ? Temporal.PlainDate.from(aging.asOf) : ctx.today,
      locations: ctx.locations,
      now: new Date(),
    });
    ctx.exporter.run(t('dashboards.aging.sheet'), async () => [{ ...agingSheet(aging, t), about }]);
  };
  return (
    <DialogSurface aria-label={t('dashboards.aging.title')}>
      <DialogBody>
        <DialogTitle>{t('dashboards.aging.title')}</DialogTitle>
        <DialogContent>
          {loading || !aging ? (
            <Spinner size="small" label={t('dashboards.widget.loading', { title: t('dashboards.aging.title') })} />
          ) : (
            <>
              <Text as="p">{t('dashboards.aging.asOf', { date: asOf })}</Text>
              <WidgetTable
                label={t('dashboards.aging.title')}
                columns={headers(t).map((header, i) => ({ header, numeric: i >= 2 }))}
                rows={aging.rows.map((r) => [
                  r.location,
                  t(`dashboards.aging.kind.${r.kind}` as MessageKey),
                  ...r.amounts.map((v) => f.money(v, r.currency)),
                  f.money(r.total, r.currency),
                ])}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button icon={<ArrowDownloadRegular />} disabled={!aging || ctx.exporter.exporting} onClick={onExport}>
            {t('dashboards.exportExcel')}
          </Button>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="primary">{t('dashboards.aging.close')}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
}

export interface LiabilitiesWidgetProps {
  index: number;
  className?: string;
}

/** The Liabilities doughnut, with the drill-down to the aged balances per location. */
export function LiabilitiesWidget({ index, className }: LiabilitiesWidgetProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <DashboardWidget
      name="liabilities"
      index={index}
      className={className}
      tools={
        <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
          <DialogTrigger disableButtonEnhancement>
            <Button size="small" icon={<CalendarClockRegular />}>
              {t('dashboards.aging.open')}
            </Button>
          </DialogTrigger>
          <AgingDialog open={open} />
        </Dialog>
      }
    />
  );
}
