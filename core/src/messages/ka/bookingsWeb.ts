import type { bookingsWeb as en } from '../en/bookingsWeb.ts';

/** Booking screens' texts; see ../ka.ts for why this is Partial. */
export const bookingsWeb = {} satisfies Partial<Record<keyof typeof en, string>>;
