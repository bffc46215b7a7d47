/**
 * Writes of dashboard facts. Each write refreshes the rollups of the (location, day) it touched
 * in the same transaction, so dashboards read after the commit include it.
 */
import { saleLines, sales, payments, visits } from '../db/schema-dashboards.ts';
import type { Executor } from '../db/client.ts';
import { refreshDashboardRollups } from './dashboardRollups.ts';
import { refreshGuestStats } from './marketing/guestStats.ts';

export interface NewSaleLine {
  productId: number;
  revenueClassId: number;
  priceCents: number;
  quantity: number;
}

export interface NewSale {
  locationId: number;
  /** ISO business day. */
  businessDate: string;
  hour: number;
  /** CHANNEL: 1 Walk-In, 2 Club Kiosk, 3 Club Booking. */
  channel: number;
  employeeId: number;
  guest: { id: number; isNew: boolean; partySize: number; adults: number; age: number; postalCode: string } | null;
  lines: NewSaleLine[];
}

/** Records a paid sale (its lines, payment and the guest's visit); answers the sale id. */
export async function recordSale(db: Executor, sale: NewSale): Promise<number> {
  return db.transaction(async (tx) => {
    const total = sale.lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const base = { locationId: sale.locationId, businessDate: sale.businessDate, hour: sale.hour };
    const [created] = await tx
      .insert(sales)
      .values({
        ...base,
        channel: sale.channel,
        employeeId: sale.employeeId,
        guestId: sale.guest?.id ?? null,
        totalCents: total,
      })
      .returning({ id: sales.id });
    const saleId = created!.id;
    await tx.insert(saleLines).values(
      sale.lines.map((l) => ({
        ...base,
        saleId,
        employeeId: sale.employeeId,
        ...l,
        amountCents: l.priceCents * l.quantity,
      })),
    );
    await tx.insert(payments).values({ ...base, saleId, channel: sale.channel, amountCents: total });
    if (sale.guest) {
      const g = sale.guest;
      await tx.insert(visits).values({
        locationId: sale.locationId,
        businessDate: sale.businessDate,
        slot: sale.hour * 4,
        guestId: g.id,
        partySize: g.partySize,
        adults: g.adults,
        minors: g.partySize - g.adults,
        age: g.age,
        postalCode: g.postalCode,
        isNew: g.isNew,
        spendCents: total,
      });
    }
    await refreshDashboardRollups(tx, {
      locationIds: [sale.locationId],
      from: sale.businessDate,
      to: sale.businessDate,
    });
    // Marketing's per-guest figures (visits, bookings, spend) follow the sale.
    if (sale.guest) await refreshGuestStats(tx, { guestIds: [sale.guest.id] });
    return saleId;
  });
}
