import type { bookings as en } from '../en/bookings.ts';

/** Booking manager texts; see ../ka.ts for why this is Partial. */
export const bookings = {} satisfies Partial<Record<keyof typeof en, string>>;
