import { describe, expect, it } from 'vitest';
import { mayExplore } from './explorer.ts';
import { encodePermissions } from './permissions.ts';
import { API_TOKENS_INDEX } from './settings/apiTokens.ts';

const role = (permissionBits: string) => ({ id: 1, name: 'R', permissionBits, permissionChunkLength: 7 });
const tokens = encodePermissions({ [API_TOKENS_INDEX]: ['view'] });
const everythingElse = encodePermissions(
  Object.fromEntries([...Array(130).keys()].filter((i) => i !== API_TOKENS_INDEX).map((i) => [i, ['view']])),
);
const identity = (first: string, routeRole = 'staff') => ({
  masterClients: [
    { masterClientId: 1, masterClientName: 'A', isDefault: true },
    { masterClientId: 2, masterClientName: 'B', isDefault: false },
  ],
  clientRoles: [
    { masterClientId: 1, routeRole, role: role(first) },
    { masterClientId: 2, routeRole: 'admin', role: role(everythingElse) },
  ],
});

describe('mayExplore', () => {
  it('lets anyone signed in explore in development, no one signed out', () => {
    expect(mayExplore(identity(''), false)).toBe(true);
    expect(mayExplore(null, false)).toBe(false);
  });

  it('in production follows VIEW of the API tokens module in the request master client', () => {
    expect(mayExplore(identity(tokens), true)).toBe(true);
    expect(mayExplore(identity(tokens), true, 1)).toBe(true);
    expect(mayExplore(identity(tokens), true, 2)).toBe(false);
    expect(mayExplore(identity(''), true)).toBe(false);
    expect(mayExplore(null, true)).toBe(false);
  });

  it('ignores the route role: admin without the bit may not, staff with it may', () => {
    expect(mayExplore(identity(everythingElse, 'admin'), true, 1)).toBe(false);
    expect(mayExplore(identity(tokens, 'staff'), true, 1)).toBe(true);
  });
});
