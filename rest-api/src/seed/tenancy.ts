/** Demo master clients, their location groups and locations. */
import type { Random } from './prng.ts';

export type MasterClientKey = 'funzone' | 'bowlarama' | 'jumppark';

export interface DemoLocation {
  name: string;
  code: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface DemoMasterClient {
  key: MasterClientKey;
  name: string;
  isDefault: boolean;
  /** Prefix of generated location codes. */
  codePrefix: string;
  groups: { name: string; locations: DemoLocation[] }[];
  /** Locations outside any group (group_id is nullable). */
  ungrouped: DemoLocation[];
}

const loc = (name: string, code: string, street: string, city: string, state: string, postalCode: string) => ({
  name,
  code,
  street,
  city,
  state,
  postalCode,
});

export const DEMO_MASTER_CLIENTS: readonly DemoMasterClient[] = [
  {
    key: 'funzone',
    name: 'FunZone Entertainment',
    isDefault: true,
    codePrefix: 'FZ',
    groups: [
      {
        name: 'Central Texas',
        locations: [
          loc('FunZone Downtown', 'FZD', 'Congress Ave', 'Austin', 'TX', '78701'),
          loc('FunZone Mall', 'FZM', 'Barton Creek Sq', 'Austin', 'TX', '78746'),
          loc('FunZone Round Rock', 'FZR', 'Louis Henna Blvd', 'Round Rock', 'TX', '78664'),
        ],
      },
      {
        name: 'Florida',
        locations: [
          loc('FunZone Orlando', 'FZO', 'International Dr', 'Orlando', 'FL', '32819'),
          loc('FunZone Tampa Bay', 'FZT', 'W Dale Mabry Hwy', 'Tampa', 'FL', '33607'),
        ],
      },
    ],
    ungrouped: [loc('FunZone Pop-up Arena', 'FZP', 'E 6th St', 'Austin', 'TX', '78702')],
  },
  {
    key: 'bowlarama',
    name: 'Bowlarama Group',
    isDefault: false,
    codePrefix: 'BW',
    groups: [
      {
        name: 'Chicagoland',
        locations: [
          loc('Bowlarama Chicago Loop', 'BCL', 'S Wabash Ave', 'Chicago', 'IL', '60605'),
          loc('Bowlarama Naperville', 'BNV', 'E Ogden Ave', 'Naperville', 'IL', '60563'),
          loc('Bowlarama Schaumburg', 'BSB', 'E Golf Rd', 'Schaumburg', 'IL', '60173'),
        ],
      },
      {
        name: 'Great Lakes',
        locations: [
          loc('Bowlarama Milwaukee', 'BMK', 'N Water St', 'Milwaukee', 'WI', '53202'),
          loc('Bowlarama Detroit', 'BDT', 'Woodward Ave', 'Detroit', 'MI', '48226'),
        ],
      },
    ],
    ungrouped: [],
  },
  {
    key: 'jumppark',
    name: 'JumpPark Holdings',
    isDefault: false,
    codePrefix: 'JP',
    groups: [
      {
        name: 'Pacific Northwest',
        locations: [
          loc('JumpPark Seattle', 'JPS', 'Aurora Ave N', 'Seattle', 'WA', '98103'),
          loc('JumpPark Portland', 'JPP', 'SE 82nd Ave', 'Portland', 'OR', '97266'),
        ],
      },
      {
        name: 'California',
        locations: [
          loc('JumpPark San Jose', 'JSJ', 'Stevens Creek Blvd', 'San Jose', 'CA', '95128'),
          loc('JumpPark Sacramento', 'JSC', 'Arden Way', 'Sacramento', 'CA', '95815'),
        ],
      },
      {
        name: 'Nevada',
        locations: [loc('JumpPark Las Vegas', 'JLV', 'W Sahara Ave', 'Las Vegas', 'NV', '89102')],
      },
    ],
    ungrouped: [],
  },
];

const EXTRA_CITIES = [
  ['Denver', 'CO', '80202'],
  ['Phoenix', 'AZ', '85004'],
  ['Nashville', 'TN', '37203'],
  ['Charlotte', 'NC', '28202'],
  ['Columbus', 'OH', '43215'],
  ['Kansas City', 'MO', '64105'],
  ['Salt Lake City', 'UT', '84101'],
  ['Raleigh', 'NC', '27601'],
] as const;
const EXTRA_STREETS = ['Main St', 'Market St', 'Oak Ave', 'Park Blvd', 'Lakeview Dr', 'Commerce Way'];

/** Extra locations per master client when SEED_SCALE > 1 (three per unit of scale above 1). */
export function extraLocations(client: DemoMasterClient, scale: number, random: Random): DemoLocation[] {
  const count = Math.max(0, Math.round((scale - 1) * 3));
  const brand = client.name.split(' ')[0] ?? client.name;
  return Array.from({ length: count }, (_, i) => {
    const [city, state, postalCode] = random.pick(EXTRA_CITIES);
    return loc(
      `${brand} ${city} ${i + 1}`,
      `${client.codePrefix}${String(i + 1).padStart(3, '0')}`,
      random.pick(EXTRA_STREETS),
      city,
      state,
      postalCode,
    );
  });
}
