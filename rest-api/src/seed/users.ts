/**
 * The demo sign-ins (README cites this list). Every one uses DEMO_PASSWORD. Each user's role
 * shows one case of spec/1: everything, some modules off, staff, provider staff, blocked default
 * access, an incomplete profile, a single master client.
 */
import { DEMO_PERMISSIONS } from './permissions.ts';
import type { MasterClientKey } from './tenancy.ts';

export const DEMO_PASSWORD = 'Marquee#2026';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** Comma-separated titles; empty shows 'Guest'. */
  title: string;
  phone: string;
  /**
   * The user's role, held in each of their master clients (roles are assigned per master client);
   * a user of one master client gets a role of that client, others a shared definition.
   */
  role: { name: string; routeRole: 'admin' | 'staff' | 'user'; permissionBits: string; isProvider?: boolean };
  masterClients: MasterClientKey[];
  dns: { name: string; code: string; host: string }[];
  /** Points of contact; none leaves the profile incomplete. */
  contacts: { name: string; email: string; phone: string; contactTypeId: number }[];
  /** What this user demonstrates. */
  purpose: string;
}

const contact = (name: string, email: string, phone: string) => [{ name, email, phone, contactTypeId: 1 }];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'director@funzone.test',
    firstName: 'Dana',
    lastName: 'Director',
    title: 'Director',
    phone: '5125550101',
    role: { name: 'Director', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.director },
    masterClients: ['funzone', 'bowlarama', 'jumppark'],
    dns: [
      { name: 'FunZone Downtown', code: 'FZD', host: 'fzd.admin.funzone.test' },
      { name: 'FunZone Mall', code: 'FZM', host: 'fzm.admin.funzone.test' },
    ],
    contacts: contact('Morgan Reyes', 'morgan.reyes@funzone.test', '5125550190'),
    purpose: 'Every module with every flag; all three master clients; two admin sites',
  },
  {
    email: 'admin@funzone.test',
    firstName: 'Alex',
    lastName: 'Admin',
    title: 'Administrator',
    phone: '5125550102',
    role: { name: 'Administrator', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.administrator },
    masterClients: ['funzone', 'bowlarama'],
    dns: [{ name: 'FunZone Downtown', code: 'FZD', host: 'fzd.admin.funzone.test' }],
    contacts: contact('Jordan Blake', 'jordan.blake@funzone.test', '5125550191'),
    purpose: 'No product management (4–11), CRM (17–19) or admin links (107); two master clients',
  },
  {
    email: 'staff@funzone.test',
    firstName: 'Sam',
    lastName: 'Staff',
    title: '',
    phone: '5125550103',
    role: { name: 'Staff', routeRole: 'staff', permissionBits: DEMO_PERMISSIONS.staff },
    masterClients: ['funzone'],
    dns: [],
    contacts: contact('Casey Lin', 'casey.lin@funzone.test', '5125550192'),
    purpose: 'Staff route role; view only on calendar, club booking, kiosk and marketing; no title (Guest)',
  },
  {
    email: 'support@marquee.app',
    firstName: 'Pat',
    lastName: 'Provider',
    title: 'Support Engineer',
    phone: '4155550104',
    role: {
      name: 'Provider support',
      routeRole: 'admin',
      permissionBits: DEMO_PERMISSIONS.providerSupport,
      isProvider: true,
    },
    masterClients: ['funzone', 'bowlarama', 'jumppark'],
    dns: [{ name: 'Marquee Support', code: 'MQS', host: 'support.admin.marquee.test' }],
    contacts: contact('Marquee Support Desk', 'desk@marquee.app', '4155550199'),
    purpose: 'Provider staff (marquee.app domain): general-settings shortcut; every module',
  },
  {
    email: 'blocked@funzone.test',
    firstName: 'Blake',
    lastName: 'Blocked',
    title: 'Trainee',
    phone: '5125550105',
    role: { name: 'Limited access', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.blocked },
    masterClients: ['funzone'],
    dns: [],
    contacts: contact('Riley Park', 'riley.park@funzone.test', '5125550193'),
    purpose: 'Blocked default access (module 0 all zeros); sees only Locations and Calendar',
  },
  {
    email: 'newbie@funzone.test',
    firstName: 'Nina',
    lastName: 'Newbie',
    title: 'Manager',
    phone: '',
    role: { name: 'New manager', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.newbie },
    masterClients: ['funzone'],
    dns: [],
    contacts: [],
    purpose: 'Incomplete profile (no points of contact): the incomplete-profile modal',
  },
  {
    email: 'solo@bowlarama.test',
    firstName: 'Sol',
    lastName: 'Solo',
    title: 'General Manager',
    phone: '3125550107',
    role: { name: 'Bowlarama manager', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.solo },
    masterClients: ['bowlarama'],
    dns: [],
    contacts: contact('Avery Stone', 'avery.stone@bowlarama.test', '3125550194'),
    purpose: 'A single master client (Bowlarama), selected automatically',
  },
  {
    email: 'viewer@funzone.test',
    firstName: 'Vera',
    lastName: 'Viewer',
    title: 'Auditor',
    phone: '5125550108',
    role: { name: 'Settings viewer', routeRole: 'admin', permissionBits: DEMO_PERMISSIONS.settingsViewer },
    masterClients: ['funzone'],
    dns: [],
    contacts: contact('Quinn Hale', 'quinn.hale@funzone.test', '5125550195'),
    purpose: 'View and detail view on the settings screens only: no add, edit or remove',
  },
];
