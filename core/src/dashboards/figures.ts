/**
 * The sales figures, one definition each for every dashboard that shows them (Owner's Box, Drive
 * Revenue) and every layer that computes them:
 * - **a sale** is a ticket rung up at a till (the venue feed) or a booking's sale: its reservation
 *   product × guests, its add-ons and whatever made its total differ (a discount, a hand-set
 *   total), counted on the day the booking was taken and written again whenever the booking
 *   changes; a canceled booking has none;
 * - **Revenue** and **Sales**: the sales plus the prepaid items that have no sale of their own
 *   (gift cards, memberships, prepaid bookings imported without one) on the revenue basis
 *   (realised.ts). A booking is counted once: through its sale when it has one, else as a prepaid
 *   item, never both;
 * - **Average ticket**: the sales divided by the number of sales (tickets);
 * - **Revenue per guest**: the sales divided by the guests of the visits (till visits, check-ins);
 * - **Top product** and the revenue classes: the sales' lines by product or class, by amount.
 * Measures are named here; the REST API maps each to its rollup column.
 */
export type SalesMeasure = 'sales' | 'tickets' | 'guests';

export interface SalesFigure {
  num: SalesMeasure;
  den?: SalesMeasure;
  /** Adds the prepaid items that have no sale of their own (see above). */
  prepaid: boolean;
}

export const SALES_FIGURES = {
  revenue: { num: 'sales', prepaid: true },
  sales: { num: 'sales', prepaid: true },
  averageTicket: { num: 'sales', den: 'tickets', prepaid: false },
  revenuePerGuest: { num: 'sales', den: 'guests', prepaid: false },
} as const satisfies Record<string, SalesFigure>;
