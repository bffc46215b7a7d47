/**
 * Generated venue staff per master client, so the settings lists have pages to turn: each master
 * client gets its own roles and `count` users with realistic names, one or two locations, the
 * full dialog's fields, some with director-tool access and some still invited. Deterministic:
 * the same PRNG seed gives the same people on every machine.
 */
import type { Random } from './prng.ts';
import type { MasterClientKey } from './tenancy.ts';

export const STAFF_COUNT: Record<MasterClientKey, number> = { funzone: 40, bowlarama: 12, jumppark: 8 };

/** Departments of every demo location, so a role can be linked to them (Roles & Departments). */
export const DEMO_DEPARTMENTS: readonly string[] = ['Front Desk', 'Bookings', 'Party Hosts'];

export const STAFF_ROLES: Record<MasterClientKey, readonly string[]> = {
  funzone: ['Venue Manager', 'Cashier', 'Party Host', 'Game Technician'],
  bowlarama: ['Lane Manager', 'Front Desk'],
  jumppark: ['Court Monitor', 'Front Desk'],
};

export const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mason',
  'Isabella',
  'Ethan',
  'Amelia',
  'Logan',
  'Harper',
  'Aiden',
  'Evelyn',
  'Jackson',
  'Abigail',
  'Carter',
  'Ella',
  'Wyatt',
  'Scarlett',
  'Owen',
  'Grace',
  'Caleb',
  'Chloe',
  'Isaac',
  'Zoe',
  'Julian',
];
export const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
];

export interface StaffMember {
  firstName: string;
  lastName: string;
  /** Local part has letters and digits only, so the full dialog's e-mail rule accepts it. */
  email: string;
  phone: string;
  /** Index into STAFF_ROLES of the master client. */
  role: number;
  /** Indexes into the master client's locations (one or two). */
  locations: number[];
  posPassword: string;
  cardId: string;
  startDate: string;
  payrollId: string;
  payRate: string;
  directorAccess: boolean;
  status: 'active' | 'invited';
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function generateStaff(
  key: MasterClientKey,
  domain: string,
  locationCount: number,
  random: Random,
): StaffMember[] {
  const used = new Set<string>();
  return Array.from({ length: STAFF_COUNT[key] }, (_, i) => {
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    let local = `${firstName[0]}${lastName}`.toLowerCase();
    while (used.has(local)) local = `${`${firstName[0]}${lastName}`.toLowerCase()}${random.int(2, 99)}`;
    used.add(local);
    const first = random.int(0, locationCount - 1);
    const second = random.int(0, locationCount - 1);
    return {
      firstName,
      lastName,
      email: `${local}@${domain}`,
      phone: `${random.int(200, 989)}555${pad(random.int(0, 9999), 4)}`,
      role: random.int(0, STAFF_ROLES[key].length - 1),
      locations: random.next() < 0.3 && second !== first ? [first, second] : [first],
      posPassword: pad(random.int(0, 9999), 4),
      cardId: `C${pad(random.int(0, 999_999), 6)}`,
      startDate: `${pad(random.int(1, 12), 2)}/${pad(random.int(1, 28), 2)}/${random.int(2018, 2025)}`,
      payrollId: `P${pad(i + 1, 4)}`,
      payRate: `${random.int(12, 28)}.${pad(random.int(0, 3) * 25, 2)}`,
      directorAccess: i % 8 === 0,
      status: i % 10 === 9 ? 'invited' : 'active',
    };
  });
}
