import { ADMIN_LINKS_INDEX, CUSTOMER_SELECTOR_INDEX } from '@marquee/core/menu';
import { DEFAULT_CHUNK_LENGTH, encodePermissions, type FlagName } from '@marquee/core/permissions';
import type { ViewerFieldsFragment } from '../generated/graphql.ts';

const ALL: FlagName[] = ['view', 'detailView', 'add', 'updateAndExecute', 'remove', 'removeMultiple'];
export const grant = (indexes: number[]) => encodePermissions(Object.fromEntries(indexes.map((i) => [i, ALL])));

/** A signed-in user as `me` returns it; a director with every module unless overridden. */
export function meFixture(overrides: Partial<ViewerFieldsFragment> = {}): ViewerFieldsFragment {
  return {
    userId: 1,
    email: 'dana@funzone.test',
    firstName: 'Dana',
    lastName: 'Reyes',
    displayName: 'Dana Reyes',
    title: ['Director'],
    image: null,
    isProfileCompleted: true,
    isProviderStaff: false,
    routeRoles: ['admin'],
    permissionBits: grant([...Array(130).keys()]),
    permissionChunkLength: DEFAULT_CHUNK_LENGTH,
    hasBlockedDefaultAccess: false,
    sessionTtlSeconds: 900,
    dns: [{ name: 'Downtown', code: 'DT', host: 'dt.funzone.test' }],
    masterClients: [
      { masterClientId: 1, masterClientName: 'FunZone', isDefault: true },
      { masterClientId: 2, masterClientName: 'Bowl-o-Rama', isDefault: false },
    ],
    ...overrides,
  };
}

/** Staff: a few modules (booking, calendar, guests count), none of the dashboards, settings or CRM. */
export const staffFixture = () =>
  meFixture({ firstName: 'Sam', routeRoles: ['staff'], permissionBits: grant([16, 20, 116]), title: [] });

/** A director without the customer-selector feature (module 119). */
export const noSelectorFixture = () =>
  meFixture({
    permissionBits: grant(
      [...Array(130).keys()].filter((i) => i !== CUSTOMER_SELECTOR_INDEX && i !== ADMIN_LINKS_INDEX),
    ),
  });

/** `me` as the server sends it: with the __typename fields Apollo's cache uses. */
export function meResult(me: ViewerFieldsFragment | null) {
  if (!me) return { me: null };
  return {
    me: {
      ...me,
      __typename: 'Me',
      dns: me.dns.map((d) => ({ ...d, __typename: 'DnsEntry' })),
      masterClients: me.masterClients.map((c) => ({ ...c, __typename: 'MasterClient' })),
    },
  };
}
