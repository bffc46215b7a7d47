import { useApolloClient } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { DEFAULT_CURRENCY } from '@marquee/core/dashboards/currency';
import { DEFAULT_TAB, type Tab } from '@marquee/core/dashboards/dateRanges';
import { PERCENT_HEADLINE_WIDGETS, trendVisible } from '@marquee/core/dashboards/display';
import { formatChange } from '@marquee/core/dashboards/trend';
import type { MessageKey } from '@marquee/core/messages/en';
import { type ReactNode, useMemo } from 'react';
import { type LocaleFormat, useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { useDashboardContext } from './DashboardContext.ts';
import { effectiveRangeId, filtersApplied } from './dashboardFilter.ts';
import { exportAbout } from './export/exportAbout.ts';
import { collectGuestSheet } from './export/guestExport.ts';
import { sheetLabels } from './export/sheetLabels.ts';
import { widgetSheet } from './export/widgetSheets.ts';
import { useWidgetFormat, WidgetCurrency } from './useWidgetFormat.ts';
import { useWidget } from './useWidget.ts';
import { WidgetBody, isEmptyWidget } from './WidgetBody.tsx';
import { WidgetCard } from './WidgetCard.tsx';
import { offeredTabs } from './widgetTabs.ts';
import { widgetTranslator } from './widgetTexts.ts';

export interface DashboardWidgetProps {
  /** The widget's field in the dashboard query. */
  name: string;
  /** Grid position, for the staggered entrance. */
  index: number;
  compact?: boolean;
  /** The widget's own filters, sent with its own query once set. */
  local?: Record<string, string | readonly string[] | null>;
  tools?: ReactNode;
  className?: string;
}

/** One widget: its data (dashboard query or its own), card, tabs, reload and export. */
export function DashboardWidget({ name, index, compact, local, tools, className }: DashboardWidgetProps) {
  const ctx = useDashboardContext();
  const t = useT();
  const format = useFormat();
  const client = useApolloClient();
  const defaultTab = ctx.defaultTabs[name] ?? DEFAULT_TAB;
  const widget = useWidget({
    document: ctx.widgetDocuments[name]!,
    root: ctx.root,
    field: name,
    filter: ctx.filterInput,
    mainValue: ctx.mainData[name],
    mainLoading: ctx.mainLoading,
    defaultTab,
    local,
  });
  const permission = ctx.permissions[name];
  // Titles, legends, channels and weekdays in the user's language (the API answers in English).
  const translator = useMemo(() => widgetTranslator(t, format), [t, format]);
  const data = useMemo(() => widget.data && translator.widget(name, widget.data), [translator, name, widget.data]);
  const title = data?.title ?? '';
  // Locations in different currencies have no one amount (core/dashboards/currency): money
  // widgets say so rather than show a sum of dollars and lari.
  const currencyCode = data && 'currencyCode' in data ? data.currencyCode : DEFAULT_CURRENCY;
  const mixedCurrencies = currencyCode === null && !!data && hasMoney(data);
  const f = useWidgetFormat(currencyCode ?? DEFAULT_CURRENCY);
  const conversion = data && 'conversion' in data ? data.conversion : null;
  const headline = mixedCurrencies
    ? null
    : data && 'conversion' in data
      ? conversion
        ? PERCENT_HEADLINE_WIDGETS.includes(name)
          ? f.percent(conversion.value)
          : f.value(conversion.value, conversion.currency)
        : null
      : data && 'text' in data
        ? f.money(data.value)
        : null;
  // A target gives a percentage of it, a compared period a signed change (core/dashboards/trend).
  const trendFigure =
    conversion?.change != null
      ? formatChange(conversion.change, f.number)
      : conversion?.ofTarget != null
        ? f.percent(conversion.ofTarget)
        : null;
  const showTrend = trendVisible(effectiveRangeId(ctx.filter, widget.tab)) && conversion?.trendType && trendFigure;
  // The compared period begins before the venue's first data: say from when, not a percentage.
  const noDataBefore =
    conversion?.noDataBefore && trendVisible(effectiveRangeId(ctx.filter, widget.tab))
      ? dayMonth(conversion.noDataBefore, format)
      : null;
  // The tabs the server names (peak hours, activities by hour), else all; shown in the user's
  // language from the catalogue (the server's names are English).
  const tabs = offeredTabs(data && 'tabs' in data ? data.tabs : []).map((tab) => ({
    value: tab,
    label: t(`dashboards.tab.${tab}` as MessageKey),
  }));

  const onExport = () => {
    if (!data) return;
    const about = exportAbout({
      t,
      format,
      dashboard: ctx.title,
      widget: title,
      filter: ctx.filter,
      tab: widget.tab,
      today: ctx.today,
      locations: ctx.locations,
      now: new Date(),
    });
    ctx.exporter.run(title, async (progress) => {
      if (name === 'numberOfGuests' && (ctx.root === 'ownersBox' || ctx.root === 'guestExperience')) {
        const location = typeof local?.location === 'string' ? local.location : null;
        const resources = Array.isArray(local?.resources) ? (local.resources as string[]) : [];
        return [
          await collectGuestSheet({
            client,
            root: ctx.root,
            filter: ctx.filter,
            today: ctx.today,
            sheetName: title,
            location,
            resources,
            onProgress: progress,
          }).then((sheet) => ({ ...sheet, about })),
        ];
      }
      return [{ ...widgetSheet(name, title, data, sheetLabels(t)), about }];
    });
  };

  return (
    <WidgetCard
      className={className}
      title={title || (widget.loading ? '…' : name)}
      desc={data?.desc ?? ''}
      subTitle={data && 'subTitle' in data ? data.subTitle : null}
      headline={headline}
      trend={
        noDataBefore
          ? { note: t('dashboards.trend.noDataBefore', { date: noDataBefore }) }
          : showTrend && conversion?.trendType && trendFigure
            ? {
                type: conversion.trendType,
                figure: trendFigure,
                caption: conversion.trendCaption,
              }
            : null
      }
      tabs={tabs}
      selectedTab={widget.tab}
      onTabChange={(tab) => widget.setTab(tab as Tab)}
      // A named date range decides the window: the tabs stay on Today and do not apply.
      tabsDisabled={ctx.filter.dateRange !== null}
      filtersApplied={filtersApplied(ctx.filter)}
      loading={widget.loading}
      index={index}
      canUpdateAndExecute={permission?.canUpdateAndExecute ?? false}
      onReload={widget.reload}
      onExport={onExport}
      exportDisabled={ctx.exporter.exporting || !data}
      tools={tools}
      empty={!data || isEmptyWidget(data)}
    >
      <WidgetCurrency.Provider value={currencyCode ?? DEFAULT_CURRENCY}>
        {mixedCurrencies ? (
          <Text role="note">{t('dashboards.widget.mixedCurrencies')}</Text>
        ) : (
          data && <WidgetBody widgetKey={name} data={data} compact={compact} />
        )}
      </WidgetCurrency.Provider>
    </WidgetCard>
  );
}

/** Whether a widget shows money anywhere: its flag, a series, a total or a table. */
function hasMoney(data: NonNullable<ReturnType<typeof useWidget>['data']>): boolean {
  if ('currency' in data && data.currency) return true;
  if ('series' in data && data.series.some((s) => s.currency)) return true;
  if ('totals' in data && data.totals.some((x) => x.currency)) return true;
  return !('series' in data);
}

/** '2026-10-28' → 'Oct 28' in the reader's language (a calendar day: no time zone shift). */
function dayMonth(isoDay: string, format: LocaleFormat): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return format.fields({ month: 'short', day: 'numeric' })(new Date(Date.UTC(year!, month! - 1, day!)));
}
