/**
 * The demo products of every master client: each kind of product a venue sells, named
 * like the dashboards' demo sales (seed/dashboards/catalogue.ts PRODUCTS, read here, not changed)
 * so the sales and the catalogue tell one story. Fixed data: every run gets the same rows.
 */
import { PRODUCTS as SOLD } from './dashboards/catalogue.ts';

export interface DemoProduct {
  name: string;
  /** Product type name (repositories/tenants/open.ts PRODUCT_TYPES). */
  type: string;
  /** Category and revenue class names (catalogue.ts). */
  category: string;
  revenueClass: string;
  /** Regular price in cents; the Member level is 10 % less for attractions and parties. */
  priceCents: number;
  giftCardCents?: number;
  /** Index into the master client's memberships, by id. */
  membership?: number;
  /** Indexes of the master client's food modifiers. */
  modifiers?: number[];
  containsAlcohol?: boolean;
  isCadet?: boolean;
  /** creditsOnCard, bonusCredits, design. */
  card?: [number, number, string];
  /** minutes, capacity, buffer. */
  reservation?: [number, number, number];
  /** [credit type index, quantity]. */
  credits?: [number, number][];
  maxQuantity?: number;
  /** ISO weekdays and the window (minutes since midnight); absent: every day, all day. */
  days?: number[];
  window?: [number, number];
  /** Spanish name (language 3) at every location. */
  es?: string;
}

const ATTRACTION = { type: 'Attraction', category: 'Attractions', revenueClass: 'Attractions' };
const PARTY = { type: 'Party Package', category: 'Party Packages', revenueClass: 'Parties & Events' };
const FOOD = { type: 'Food & Beverage', category: 'Food & Beverage', revenueClass: 'Food & Beverage' };
const RETAIL = { type: 'Retail', category: 'Merchandise', revenueClass: 'Merchandise' };
const ARCADE = { category: 'Arcade', revenueClass: 'Arcade' };

/** What the dashboards' sales sell, with each product's own details. */
const DETAILS: Record<string, Omit<DemoProduct, 'name' | 'priceCents'>> = {
  'All-Day Pass': { ...ATTRACTION, reservation: [720, 200, 0], es: 'Pase de día completo' },
  'Laser Tag Session': { ...ATTRACTION, reservation: [20, 12, 10], es: 'Sesión de láser tag' },
  'Soft Drink': { ...FOOD, modifiers: [], es: 'Refresco' },
  'Arcade Card $20': {
    type: 'Game Card',
    ...ARCADE,
    card: [80, 0, 'Classic Neon'],
    credits: [[0, 80]],
    maxQuantity: 20,
  },
  'Pizza Slice': { ...FOOD, modifiers: [0, 1], es: 'Porción de pizza' },
  'Bowling Game': { ...ATTRACTION, reservation: [15, 6, 5] },
  'Grip Socks': { ...RETAIL, maxQuantity: 10, isCadet: true, es: 'Calcetines antideslizantes' },
  Popcorn: { ...FOOD, modifiers: [], es: 'Palomitas' },
  'Go-Kart Race': { ...ATTRACTION, reservation: [10, 10, 5], days: [3, 4, 5, 6, 7], window: [660, 1260] },
  'Two-Hour Jump': { ...ATTRACTION, reservation: [120, 60, 15], isCadet: true },
  'Family Pizza': { ...FOOD, modifiers: [0, 1, 2] },
  'Plush Toy': { ...RETAIL, maxQuantity: 25, isCadet: true },
  'Birthday Party Package': { ...PARTY, reservation: [120, 20, 30], days: [5, 6, 7] },
  'VR Experience': { ...ATTRACTION, reservation: [15, 4, 5] },
  'Branded T-Shirt': { ...RETAIL, maxQuantity: 50 },
  'Group Event Package': { ...PARTY, reservation: [180, 40, 30] },
};

const EXTRA: DemoProduct[] = [
  { name: 'Draft Beer', ...FOOD, priceCents: 650, containsAlcohol: true, window: [720, 1380], maxQuantity: 2 },
  { name: 'Kids Meal', ...FOOD, priceCents: 799, isCadet: true, modifiers: [0] },
  {
    name: '$25 Gift Card',
    ...RETAIL,
    type: 'Gift Card',
    priceCents: 2500,
    giftCardCents: 2500,
    es: 'Tarjeta regalo $25',
  },
  { name: '$50 Gift Card', ...RETAIL, type: 'Gift Card', priceCents: 5000, giftCardCents: 5000 },
  { name: '100 Game Credits', type: 'Activity Credits', ...ARCADE, priceCents: 2000, credits: [[0, 100]] },
  {
    name: '500 Credits + Bonus',
    type: 'Activity Credits',
    ...ARCADE,
    priceCents: 8000,
    credits: [
      [0, 500],
      [1, 50],
    ],
  },
  {
    name: 'Semnox Power Card',
    type: 'Semnox Card',
    ...ARCADE,
    priceCents: 1000,
    card: [40, 10, 'Power Blue'],
    maxQuantity: 10,
  },
  {
    name: 'Intercard Play Card',
    type: 'Intercard Game Card',
    ...ARCADE,
    priceCents: 500,
    card: [20, 0, 'Intercard Standard'],
    credits: [[0, 20]],
  },
  { name: 'Monthly Membership', ...ATTRACTION, type: 'Membership', priceCents: 2999, membership: 0 },
  { name: 'Annual Membership', ...ATTRACTION, type: 'Membership', priceCents: 24900, membership: 1 },
];

/** Every demo master client sells the same range; prices and links resolve per master client. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...SOLD.map(([name, , priceCents]) => ({ name, priceCents, ...DETAILS[name]! })),
  ...EXTRA,
];
