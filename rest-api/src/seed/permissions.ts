/** Permission strings of the demo roles, built with core's encoder (spec/1 §6). */
import { DASHBOARDS, WIDGET_IDS } from '@marquee/core/dashboards/ids';
import { DEFAULT_CHUNK_LENGTH, encodePermissions, FLAG_NAMES, type FlagName } from '@marquee/core/permissions';

/** Highest module index the demo roles cover (menu, screens and widgets stay below it). */
export const LAST_MODULE = 130;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function grant(indexes: readonly number[], flags: readonly FlagName[] = FLAG_NAMES): string {
  return encodePermissions(new Map(indexes.map((i) => [i, flags])), DEFAULT_CHUNK_LENGTH);
}

const everything = range(0, LAST_MODULE);
const productManagement = range(4, 11);
const crm = range(17, 19);
const dashboards = range(0, 3);
const settings = range(12, 15);
/** Every widget, date-filter and export id of the four dashboards (spec/2 §6). */
const dashboardWidgets = [
  ...new Set([
    ...Object.values(WIDGET_IDS).flatMap((widgets) => Object.values(widgets)),
    ...Object.values(DASHBOARDS).flatMap((d) => [d.dashboard, d.dateFilters, d.exportMetrics]),
  ]),
];
/** Feature check for the master-client selector (spec/1 §2.6). */
const customerSelector = 119;

export const DEMO_PERMISSIONS = {
  director: grant(everything),
  administrator: grant(everything.filter((i) => !productManagement.includes(i) && !crm.includes(i) && i !== 107)),
  staff: grant([16, ...range(20, 25), 116, 117, ...range(110, 112)], ['view']),
  providerSupport: grant(everything),
  // Module 0 all zeros: hasBlockedDefaultAccess is true for this role.
  blocked: grant([12, 16], ['view']),
  // Managers see their dashboards whole: the menu entries and every widget on them.
  newbie: grant([...dashboards, ...dashboardWidgets, ...settings, customerSelector]),
  solo: grant([...dashboards, ...dashboardWidgets, ...settings, customerSelector]),
  /** Lists and opens every settings screen (menu 12–14, 30; screen ids 6, 13, 15) and nothing more. */
  settingsViewer: grant([...dashboards, 6, ...settings, 30, customerSelector], ['view', 'detailView']),
  /** Generated staff of each master client: calendar, booking and kiosk views. */
  venueStaff: grant([...dashboards, 16, ...range(20, 25), 117], ['view']),
} as const;

export const DEMO_CHUNK_LENGTH = DEFAULT_CHUNK_LENGTH;
