/**
 * The rows every exported sheet starts with: which dashboard and widget, the period
 * with its dates, the locations and when the file was made — so a sheet read on its own says
 * what it is.
 */
import { type PlainDate, type Tab, tabWindow } from '@marquee/core/dashboards/dateRanges';
import type { MessageKey } from '@marquee/core/messages/en';
import type { LocaleFormat } from '../../../../i18n/useFormat.ts';
import type { TFunction } from '../../../../i18n/useT.ts';
import type { DashboardLocation } from '../DashboardContext.ts';
import { type DashboardFilter, filterWindow } from '../dashboardFilter.ts';
import type { SheetAbout } from './sheets.ts';

export interface ExportAboutOptions {
  t: TFunction;
  format: LocaleFormat;
  dashboard: string;
  widget: string;
  filter: DashboardFilter;
  /** The widget's tab, which sets the period when the filter has no date range. */
  tab: Tab;
  today: PlainDate;
  locations: readonly DashboardLocation[];
  now: Date;
}

export function exportAbout(o: ExportAboutOptions): SheetAbout[] {
  const { t, filter } = o;
  const window = filterWindow(filter, o.today) ?? tabWindow(o.tab, o.today);
  const name =
    filter.dateRange !== null
      ? t(`dashboards.range.${filter.dateRange}` as MessageKey)
      : t('dashboards.export.perTab', { tab: t(`dashboards.tab.${o.tab}` as MessageKey) });
  const day = (d: PlainDate) => o.format.wallTime(d.toString());
  const dates = window.start.equals(window.end) ? day(window.start) : `${day(window.start)} – ${day(window.end)}`;
  const locations =
    filter.locations.length === 0
      ? t('dashboards.filter.allLocations')
      : filter.locations.map((id) => o.locations.find((l) => l.locationId === id)?.name ?? String(id)).join(', ');
  return [
    { label: t('dashboards.export.dashboard'), value: o.dashboard },
    { label: t('dashboards.export.widget'), value: o.widget },
    { label: t('dashboards.export.period'), value: `${name}: ${dates}` },
    { label: t('dashboards.export.locations'), value: locations },
    {
      label: t('dashboards.export.madeAt'),
      value: o.format.dateTime(o.now),
    },
  ];
}
