import type { DashboardLocation } from './DashboardContext.ts';
import type { DashboardFilter } from './dashboardFilter.ts';

/** Locations a widget's own picker offers: those of the global filter, else all. */
export function localLocationOptions(all: readonly DashboardLocation[], filter: DashboardFilter): DashboardLocation[] {
  return filter.locations.length ? all.filter((l) => filter.locations.includes(l.locationId)) : [...all];
}

/**
 * The location shown as chosen (spec/2 §4): the only one when a single location is available;
 * cleared (the user's choice) otherwise until picked.
 */
export function shownLocation(options: readonly DashboardLocation[], chosen: string | null): string | null {
  if (options.length === 1) return options[0]!.code;
  return chosen;
}
