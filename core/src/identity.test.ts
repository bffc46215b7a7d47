import { describe, expect, it } from 'vitest';
import { accessIn, type ClientRole, type MasterClient, roleMasterClientId } from './identity.ts';

const client = (masterClientId: number, masterClientName: string, isDefault = false): MasterClient => ({
  masterClientId,
  masterClientName,
  isDefault,
});
const held = (masterClientId: number, id: number, routeRole = 'admin'): ClientRole => ({
  masterClientId,
  routeRole,
  role: { id, name: `r${id}`, permissionBits: '0100000', permissionChunkLength: 7 },
});

describe('the master client whose role applies', () => {
  const clients = [client(2, 'Bowlarama'), client(1, 'FunZone', true), client(3, 'JumpPark')];

  it('is the requested one when it is the user’s', () => {
    expect(roleMasterClientId(clients, 3)).toBe(3);
  });

  it('is otherwise the one the web selects: the only one, the default, the first by name', () => {
    expect(roleMasterClientId(clients, null)).toBe(1);
    expect(roleMasterClientId(clients, 99)).toBe(1);
    expect(roleMasterClientId([client(3, 'JumpPark')], null)).toBe(3);
    expect(roleMasterClientId([client(2, 'Bowlarama'), client(3, 'JumpPark')], null)).toBe(2);
    expect(roleMasterClientId([], null)).toBeNull();
  });

  it('gives the roles held in that master client only', () => {
    const identity = { masterClients: clients, clientRoles: [held(1, 7), held(2, 8, 'staff')] };
    expect(accessIn(identity, 2)).toMatchObject({ masterClientId: 2, routeRoles: ['staff'], roles: [{ id: 8 }] });
    expect(accessIn(identity, null)).toMatchObject({ masterClientId: 1, routeRoles: ['admin'], roles: [{ id: 7 }] });
    expect(accessIn(identity, 3)).toEqual({ masterClientId: 3, routeRoles: [], roles: [] });
  });
});
