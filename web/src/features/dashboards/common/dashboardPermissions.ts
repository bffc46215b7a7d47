import { type DashboardKey, DASHBOARDS, WIDGET_IDS } from '@marquee/core/dashboards/ids';
import { type PermissionSet, permissionSet } from '@marquee/core/permissions';

export interface PermissionBits {
  permissionBits: string;
  permissionChunkLength: number;
}

export interface DashboardPermissions<K extends string> {
  /** Date filter button (spec/2 §2). */
  canFilter: boolean;
  /** Export metrics control. */
  canExport: boolean;
  widgets: Record<K, PermissionSet>;
}

/** The dashboard's controls and every widget's permission set, from the viewer's bits. */
export function dashboardPermissions<D extends DashboardKey>(
  dashboard: D,
  me: PermissionBits,
): DashboardPermissions<keyof (typeof WIDGET_IDS)[D] & string> {
  const set = (index: number) => permissionSet(me.permissionBits, me.permissionChunkLength, index);
  const ids = DASHBOARDS[dashboard];
  const main = set(ids.dashboard);
  const widgets = Object.fromEntries(
    Object.entries(WIDGET_IDS[dashboard] as Record<string, number>).map(([key, id]) => [key, set(id)]),
  ) as Record<keyof (typeof WIDGET_IDS)[D] & string, PermissionSet>;
  return {
    canFilter: main.canUpdateAndExecute || set(ids.dateFilters).canView,
    canExport: main.canUpdateAndExecute || set(ids.exportMetrics).canView,
    widgets,
  };
}

/** `$canX` variables of a dashboard query: a widget the user may not view is not asked for. */
export function includeVariables(widgets: Record<string, PermissionSet>): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(widgets).map(([key, p]) => [`can${key.charAt(0).toUpperCase()}${key.slice(1)}`, p.canView]),
  );
}
