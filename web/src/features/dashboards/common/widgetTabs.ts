/**
 * A widget's tabs: which it offers, and the figures of the one selected, read from
 * what the dashboard query already brought (perTab), so a tab switch sends no request.
 */
import { TABS, type Tab, tabOfLabel } from '@marquee/core/dashboards/dateRanges';
import type { LoadedWidget, WidgetData } from './widgetData.ts';

/**
 * The figures of `tab`: the widget itself when it is that tab's, else its perTab entry. With no
 * entries at all (the filter names a date range) the tabs do not apply: the range's figures. Null
 * when the server sent tabs but not this one.
 */
export function tabFigures(widget: LoadedWidget | null, tab: Tab): WidgetData | null {
  if (!widget || widget.currentSerie === tab || widget.perTab.length === 0) return widget;
  const entries: readonly WidgetData[] = widget.perTab;
  return entries.find((entry) => entry.currentSerie === tab) ?? null;
}

/** The tabs a widget offers: the names the server sent (peak hours, activities by hour), else all. */
export function offeredTabs(serverNames: readonly string[]): readonly Tab[] {
  if (serverNames.length === 0) return TABS;
  return serverNames.map(tabOfLabel).filter((tab): tab is Tab => tab !== null);
}
