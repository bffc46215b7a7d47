/**
 * The product editor's reference data per demo master client (spec/3 §7 lookups): vendors and
 * the locations they deliver to, blocked access and entitlement packages. Fixed data, like the
 * rest of the demo catalogue. Product types and price levels are every client's reference data:
 * repositories/tenants/open.ts writes them when the client is opened.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as c from '../db/schema-catalogue.ts';
import { locations } from '../db/schema.ts';
import type { MasterClientKey } from './tenancy.ts';

/** name, account number, the states delivered to ('*': every location). */
type Vendor = [string, string, string[] | '*'];

const VENDORS: Record<MasterClientKey, Vendor[]> = {
  funzone: [
    ['Lone Star Foodservice', 'LSF-20417', ['TX']],
    ['Gulf Coast Beverage Co.', 'GCB-8830', ['FL']],
    ['Redemption Prize Supply', 'RPS-1192', '*'],
    ['Arcade Parts Direct', 'APD-5561', '*'],
    ['Sunshine Linen Service', 'SLS-0740', ['TX', 'FL']],
  ],
  bowlarama: [
    ['Lakeshore Foodservice', 'LKF-3381', ['IL', 'WI']],
    ['Motor City Provisions', 'MCP-1025', ['MI']],
    ['Strike Lane Supply', 'SLN-7714', '*'],
    ['Redemption Prize Supply', 'RPS-2210', '*'],
  ],
  jumppark: [
    ['Cascade Foodservice', 'CFS-4471', ['WA', 'OR']],
    ['Golden State Provisions', 'GSP-9032', ['CA', 'NV']],
    ['Grip Sock Wholesale', 'GSW-1188', '*'],
    ['Trampoline Safety Supply', 'TSS-6605', '*'],
  ],
};

const BLOCKED_ACCESS: Record<MasterClientKey, [string, string][]> = {
  funzone: [
    ['Go-Karts', 'Riders under 54 inches'],
    ['Laser Tag Arena', 'Players under 7'],
    ['Bar & Lounge', 'Guests under 21'],
  ],
  bowlarama: [
    ['Cosmic Lanes', 'Reserved for league nights'],
    ['Bar & Lounge', 'Guests under 21'],
    ['VIP Suites', 'Private events only'],
  ],
  jumppark: [
    ['Dodgeball Court', 'Jumpers under 7'],
    ['Toddler Zone', 'Jumpers over 5'],
    ['Ninja Course', 'Jumpers under 48 inches'],
  ],
};

/** name, description, minutes (null: all day). */
const ENTITLEMENTS: Record<MasterClientKey, [string, string, number | null][]> = {
  funzone: [
    ['Unlimited Attractions 2 Hours', 'Every attraction, as often as wanted', 120],
    ['All-Day Fun Pass', 'Every attraction until close', null],
    ['Arcade Power Hour', 'Unlimited arcade play', 60],
  ],
  bowlarama: [
    ['Unlimited Bowling 90 Minutes', 'Shoes included', 90],
    ['Cosmic Night Pass', 'Bowling and arcade until close', null],
  ],
  jumppark: [
    ['Open Jump 60', 'One hour of open jump', 60],
    ['Open Jump 120', 'Two hours of open jump', 120],
    ['All-Day Jump', 'Jump until close', null],
  ],
};

export async function seedProductReference(tx: Tx, clientIds: Map<MasterClientKey, number>): Promise<void> {
  for (const [key, masterClientId] of clientIds) {
    const own = await tx
      .select({ id: locations.id, state: locations.state })
      .from(locations)
      .where(eq(locations.masterClientId, masterClientId))
      .orderBy(locations.id);

    for (const [name, accountNumber, states] of VENDORS[key]) {
      const [v] = await tx
        .insert(c.vendors)
        .values({ masterClientId, name, accountNumber })
        .returning({ id: c.vendors.id });
      const served = own.filter((l) => states === '*' || states.includes(l.state));
      if (served.length > 0) {
        await tx.insert(c.vendorLocations).values(served.map((l) => ({ parentId: v!.id, locationId: l.id })));
      }
    }
    await tx
      .insert(c.blockedAccesses)
      .values(BLOCKED_ACCESS[key].map(([name, description]) => ({ masterClientId, name, description })));
    await tx.insert(c.entitlementPackages).values(
      ENTITLEMENTS[key].map(([name, description, durationMinutes]) => ({
        masterClientId,
        name,
        description,
        durationMinutes,
      })),
    );
  }
}
