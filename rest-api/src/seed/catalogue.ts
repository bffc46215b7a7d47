/**
 * A believable catalogue per demo master client: taxes by state, revenue classes,
 * product categories, credit types, memberships, discounts and food modifiers. Fixed data, so
 * every run and machine gets the same rows; the products issue builds on it.
 */
import { eq } from 'drizzle-orm';
import { DISCOUNT_TYPE, EXPIRATION_TYPE } from '@marquee/core/catalogue/reference';
import { toCents } from '@marquee/core/resources/fields';
import type { Tx } from '../db/client.ts';
import * as c from '../db/schema-catalogue.ts';
import { locations } from '../db/schema.ts';
import { seedProductReference } from './productReference.ts';
import { seedProducts } from './products.ts';
import type { MasterClientKey } from './tenancy.ts';

/** Per state: [name, percent with 2 decimals, tax type id]. Locations get the taxes of their state. */
const STATE_TAXES: Record<string, [string, string, number][]> = {
  TX: [
    ['Texas State Sales Tax', '6.25', 1],
    ['Austin Local Sales Tax', '2.00', 1],
  ],
  FL: [
    ['Florida Sales Tax', '6.00', 1],
    ['Orange County Tourist Tax', '0.50', 2],
  ],
  IL: [
    ['Illinois Sales Tax', '6.25', 1],
    ['Chicago Amusement Tax', '9.00', 2],
    ['Prepared Food Tax', '0.50', 3],
  ],
  WI: [['Wisconsin Sales Tax', '5.00', 1]],
  MI: [['Michigan Sales Tax', '6.00', 1]],
  WA: [
    ['Washington Sales Tax', '6.50', 1],
    ['Seattle Admissions Tax', '5.00', 2],
  ],
  OR: [['Portland Arts Fee', '1.00', 4]],
  CA: [
    ['California Sales Tax', '7.25', 1],
    ['County District Tax', '1.50', 1],
  ],
  NV: [
    ['Nevada Sales Tax', '6.85', 1],
    ['Live Entertainment Tax', '9.00', 2],
  ],
};

const REVENUE_CLASSES: [string, number, string][] = [
  ['Attractions', 1, 'Rides, lanes, courts and timed jumps'],
  ['Food & Beverage', 2, 'Snack bar, café and party food'],
  ['Arcade', 3, 'Game card loads and redemption'],
  ['Merchandise', 4, 'Retail counter and prize shop'],
  ['Parties & Events', 5, 'Birthday parties and group events'],
];

const CATEGORIES: [string, string][] = [
  ['Attractions', 'Timed and per-play attractions'],
  ['Food & Beverage', 'Everything sold at the snack bar'],
  ['Party Packages', 'Birthday and group packages'],
  ['Arcade', 'Game cards and credit bundles'],
  ['Merchandise', 'Apparel, socks and souvenirs'],
];

interface ClientCatalogue {
  credits: [string, string, boolean, number | null][];
  /** name, price, expiration type, period, credits granted (by credit index) */
  memberships: [string, string, number, number | null, [number, number][]][];
  /** name, percent or amount, value, start, end, revenue classes (by index) */
  discounts: [string, number, string, string, string | null, number[]][];
  modifiers: [string, string, string][];
}

const P = DISCOUNT_TYPE.percentage;
const A = DISCOUNT_TYPE.amount;
const E = EXPIRATION_TYPE;

const CATALOGUES: Record<MasterClientKey, ClientCatalogue> = {
  funzone: {
    credits: [
      ['Game Credits', 'Loaded on the game card, spent on arcade games', true, null],
      ['Bonus Credits', 'Promotional credits added to loads', true, 90],
      ['Tickets', 'Redemption tickets won on games', false, null],
    ],
    memberships: [
      [
        'Monthly Fun Pass',
        '29.99',
        E.months,
        1,
        [
          [0, 100],
          [1, 20],
        ],
      ],
      [
        'Annual Fun Pass',
        '249.00',
        E.years,
        1,
        [
          [0, 1500],
          [1, 300],
        ],
      ],
      [
        'VIP Weekend Pass',
        '59.50',
        E.days,
        30,
        [
          [0, 250],
          [2, 500],
        ],
      ],
      ['Founders Club', '499.00', E.never, null, [[0, 5000]]],
    ],
    discounts: [
      ['Happy Hour Arcade', P, '20.00', '2026-01-01', null, [2]],
      ['Military Discount', P, '10.00', '2026-01-01', null, [0, 1, 2]],
      ['Birthday $5 Off', A, '5.00', '2026-01-01', '2026-12-31', [4]],
      ['Summer Splash', P, '15.00', '2026-06-01', '2026-08-31', [0]],
    ],
    modifiers: [
      ['Extra cheese', 'Toppings', '1.50'],
      ['Pepperoni', 'Toppings', '1.75'],
      ['Jalapeños', 'Toppings', '0.75'],
      ['Ranch dip', 'Sauces', '0.50'],
      ['Large size', 'Sizes', '2.00'],
    ],
  },
  bowlarama: {
    credits: [
      ['Game Credits', 'Arcade credits on the lane card', true, null],
      ['Bowling Games', 'Prepaid games of bowling', false, 365],
      ['Tickets', 'Redemption tickets', false, null],
    ],
    memberships: [
      ['League Bowler', '19.99', E.months, 1, [[1, 12]]],
      [
        'Strike Club Annual',
        '199.00',
        E.years,
        1,
        [
          [1, 150],
          [0, 500],
        ],
      ],
      ['Cosmic Nights Pass', '39.00', E.days, 60, [[1, 20]]],
    ],
    discounts: [
      ['Early Bird Lanes', P, '25.00', '2026-01-01', null, [0]],
      ['League Night Pitcher', A, '3.00', '2026-01-01', null, [1]],
      ['Student ID', P, '10.00', '2026-01-01', '2026-06-30', [0, 2]],
    ],
    modifiers: [
      ['Extra cheese', 'Toppings', '1.25'],
      ['Buffalo sauce', 'Sauces', '0.50'],
      ['Gluten-free crust', 'Crusts', '3.00'],
      ['Add fries', 'Sides', '2.50'],
    ],
  },
  jumppark: {
    credits: [
      ['Jump Time', 'Minutes of open jump', false, 180],
      ['Game Credits', 'Arcade credits', true, null],
      ['Tickets', 'Redemption tickets', false, null],
    ],
    memberships: [
      ['Monthly Jump Pass', '34.99', E.months, 1, [[0, 600]]],
      [
        'Family Jump Pass',
        '89.00',
        E.months,
        1,
        [
          [0, 2400],
          [1, 100],
        ],
      ],
      ['Toddler Time Annual', '149.00', E.years, 1, [[0, 3000]]],
    ],
    discounts: [
      ['Toddler Tuesday', P, '30.00', '2026-01-01', null, [0]],
      ['Group of 10+', P, '12.50', '2026-01-01', null, [0, 4]],
      ['Grip Socks Bundle', A, '2.00', '2026-03-01', '2026-09-30', [3]],
    ],
    modifiers: [
      ['Extra cheese', 'Toppings', '1.00'],
      ['Chocolate drizzle', 'Toppings', '0.75'],
      ['Whipped cream', 'Toppings', '0.50'],
      ['Large slushie', 'Sizes', '1.50'],
    ],
  },
};

const cents = (amount: string) => toCents(amount)!;

export async function seedCatalogue(tx: Tx, clientIds: Map<MasterClientKey, number>): Promise<void> {
  for (const [key, masterClientId] of clientIds) {
    const data = CATALOGUES[key];
    const own = await tx
      .select({ id: locations.id, state: locations.state })
      .from(locations)
      .where(eq(locations.masterClientId, masterClientId))
      .orderBy(locations.id);
    const all = own.map((l) => l.id);

    const states = [...new Set(own.map((l) => l.state))].filter((s) => STATE_TAXES[s]);
    for (const state of states) {
      for (const [name, percentage, taxTypeId] of STATE_TAXES[state]!) {
        const [t] = await tx
          .insert(c.taxRates)
          .values({ masterClientId, name, percentage, taxTypeId })
          .returning({ id: c.taxRates.id });
        const here = own.filter((l) => l.state === state).map((l) => l.id);
        await tx.insert(c.taxRateLocations).values(here.map((locationId) => ({ parentId: t!.id, locationId })));
      }
    }

    const classes = await tx
      .insert(c.revenueClasses)
      .values(REVENUE_CLASSES.map(([name, typeId, description]) => ({ masterClientId, name, typeId, description })))
      .returning({ id: c.revenueClasses.id });

    const categories = await tx
      .insert(c.productCategories)
      .values(CATEGORIES.map(([name, description], i) => ({ masterClientId, name, description, displayOrder: i + 1 })))
      .returning({ id: c.productCategories.id });
    await tx
      .insert(c.productCategoryLocations)
      .values(categories.flatMap((cat) => all.map((locationId) => ({ parentId: cat.id, locationId }))));

    const credits = await tx
      .insert(c.creditTypes)
      .values(
        data.credits.map(([name, description, isMonetary, expirationDays]) => ({
          masterClientId,
          name,
          description,
          isMonetary,
          expirationDays,
        })),
      )
      .returning({ id: c.creditTypes.id });

    for (const [name, price, expirationTypeId, expirationPeriod, grants] of data.memberships) {
      const [m] = await tx
        .insert(c.memberships)
        .values({ masterClientId, name, priceCents: cents(price), expirationTypeId, expirationPeriod })
        .returning({ id: c.memberships.id });
      await tx
        .insert(c.membershipCreditTypes)
        .values(grants.map(([i, quantity]) => ({ membershipId: m!.id, creditTypeId: credits[i]!.id, quantity })));
      await tx.insert(c.membershipLocations).values(all.map((locationId) => ({ parentId: m!.id, locationId })));
    }

    for (const [name, typeId, value, startDate, endDate, classIdx] of data.discounts) {
      const [d] = await tx
        .insert(c.discounts)
        .values({ masterClientId, name, typeId, value: cents(value), startDate, endDate })
        .returning({ id: c.discounts.id });
      await tx
        .insert(c.discountRevenueClasses)
        .values(classIdx.map((i) => ({ discountId: d!.id, revenueClassId: classes[i]!.id })));
    }

    for (const [name, groupName, price] of data.modifiers) {
      const [f] = await tx
        .insert(c.foodModifiers)
        .values({ masterClientId, name, groupName, priceCents: cents(price) })
        .returning({ id: c.foodModifiers.id });
      await tx.insert(c.foodModifierLocations).values(all.map((locationId) => ({ parentId: f!.id, locationId })));
    }
  }
  await seedProductReference(tx, clientIds);
  await seedProducts(tx, clientIds);
}
