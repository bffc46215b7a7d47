/** The demo catalogue, staff and resources the dashboard facts refer to. */
export const REVENUE_CLASSES = [
  'Admissions',
  'Attractions',
  'Food & Beverage',
  'Merchandise',
  'Party Packages',
] as const;

/** name, revenue class (index into REVENUE_CLASSES), price in cents; most popular first. */
export const PRODUCTS: readonly [string, number, number][] = [
  ['All-Day Pass', 0, 2999],
  ['Laser Tag Session', 1, 1200],
  ['Soft Drink', 2, 399],
  ['Arcade Card $20', 1, 2000],
  ['Pizza Slice', 2, 550],
  ['Bowling Game', 1, 899],
  ['Grip Socks', 3, 499],
  ['Popcorn', 2, 450],
  ['Go-Kart Race', 1, 1499],
  ['Two-Hour Jump', 0, 2499],
  ['Family Pizza', 2, 2199],
  ['Plush Toy', 3, 1299],
  ['Birthday Party Package', 4, 29999],
  ['VR Experience', 1, 1599],
  ['Branded T-Shirt', 3, 2499],
  ['Group Event Package', 4, 49999],
];

export const EMPLOYEE_NAMES = [
  'Avery Cole',
  'Jordan Diaz',
  'Riley Chen',
  'Casey Patel',
  'Morgan Lee',
  'Quinn Novak',
  'Taylor Brooks',
  'Jamie Ortiz',
] as const;

export const RESOURCES: readonly [string, string][] = [
  ['Laser Tag Arena', 'LTA'],
  ['Bowling Lanes', 'BWL'],
  ['Trampoline Court', 'TRC'],
  ['Arcade Floor', 'ARC'],
  ['Party Room A', 'PRA'],
  ['Party Room B', 'PRB'],
];

/** Opening hours: sales fall between 10:00 and 21:59, weighted towards the afternoon and evening. */
export const SALE_HOURS = [
  10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19, 19, 19, 20, 20, 21,
];
