/**
 * Who may read and save a location's general and registration settings (spec/1 §2.1, §6).
 * They belong to the location, so the Locations permissions decide, never a route role: VIEW of the
 * Locations menu entry (12) opens /general-settings and reads it; saving either form needs
 * UPDATE_AND_EXECUTE of the locations screen (13), the flag that edits a location. Registration
 * settings stay readable by anyone signed in (the guest forms need them).
 */
import type { FlagName } from '../permissions.ts';
import { RESOURCE_SCREENS } from '../resources/screens.ts';

interface Requirement {
  module: number;
  flag: FlagName;
}

/** Reads general settings and opens their screen. */
export const LOCATION_SETTINGS_READ: Requirement = { module: RESOURCE_SCREENS.locations.menu, flag: 'view' };
/** Saves general or registration settings. */
export const LOCATION_SETTINGS_SAVE: Requirement = {
  module: RESOURCE_SCREENS.locations.actions,
  flag: 'updateAndExecute',
};
