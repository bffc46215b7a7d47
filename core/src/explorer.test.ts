import { describe, expect, it } from 'vitest';
import { mayExplore } from './explorer.ts';

const role = { id: 1, name: 'R', permissionBits: '', permissionChunkLength: 7 };
const identity = (routeRole: string) => ({
  masterClients: [
    { masterClientId: 1, masterClientName: 'A', isDefault: true },
    { masterClientId: 2, masterClientName: 'B', isDefault: false },
  ],
  clientRoles: [
    { masterClientId: 1, routeRole, role },
    { masterClientId: 2, routeRole: 'staff', role },
  ],
});

describe('mayExplore', () => {
  it('lets anyone signed in explore in development, no one signed out', () => {
    expect(mayExplore(identity('staff'), false)).toBe(true);
    expect(mayExplore(null, false)).toBe(false);
  });

  it('lets only administrators explore in production, by the request master client role', () => {
    expect(mayExplore(identity('admin'), true)).toBe(true);
    expect(mayExplore(identity('admin'), true, 1)).toBe(true);
    expect(mayExplore(identity('admin'), true, 2)).toBe(false);
    expect(mayExplore(identity('staff'), true)).toBe(false);
    expect(mayExplore(null, true)).toBe(false);
  });
});
