import type { venue as en } from '../en/venue.ts';

/** Translated texts of the calendar, general and registration settings and integrations. */
export const venue = {} satisfies Partial<Record<keyof typeof en, string>>;
