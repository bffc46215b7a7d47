import type { bookingsWeb as en } from '../en/bookingsWeb.ts';

/** Booking screens' texts; see ../es.ts for why this is Partial. */
export const bookingsWeb = {} satisfies Partial<Record<keyof typeof en, string>>;
