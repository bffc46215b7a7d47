import { describe, expect, it } from 'vitest';
import { encodePermissions } from '../permissions.ts';
import { mayGrant, roleChangeProblem } from './roleGrants.ts';
import { administersUsers, changedIdentityFields } from './sharedIdentity.ts';

const bits = (grants: Record<number, ('view' | 'updateAndExecute')[]>) => ({
  permissionBits: encodePermissions(grants),
  permissionChunkLength: 7,
});
const admin = {
  userId: 10,
  permissions: bits({ 0: ['view'], 14: ['view', 'updateAndExecute'] }),
  isProviderStaff: false,
};
const role = (id: number, grants: Record<number, ('view' | 'updateAndExecute')[]>, isProvider = false) => ({
  id,
  isProvider,
  ...bits(grants),
});

describe('role grants', () => {
  it('allows a role within the granter’s own bits, refuses one with any more', () => {
    expect(mayGrant(admin, role(5, { 14: ['view'] }))).toBe(true);
    expect(mayGrant(admin, role(5, { 14: ['view'], 15: ['view'] }))).toBe(false);
    expect(roleChangeProblem(admin, 20, 5, role(6, { 0: ['view'], 14: ['updateAndExecute'] }))).toBeNull();
    expect(roleChangeProblem(admin, 20, 5, role(1, { 0: ['view'], 3: ['view'] }))).toBe(
      'settings.users.roleAboveYours',
    );
  });

  it('keeps provider roles for provider staff', () => {
    const provider = role(4, { 0: ['view'] }, true);
    expect(mayGrant(admin, provider)).toBe(false);
    expect(roleChangeProblem(admin, 20, 5, provider)).toBe('settings.users.providerRole');
    expect(mayGrant({ ...admin, isProviderStaff: true }, provider)).toBe(true);
  });

  it('refuses changing one’s own role, allows keeping it', () => {
    expect(roleChangeProblem(admin, admin.userId, 5, role(6, { 0: ['view'] }))).toBe('settings.users.ownRole');
    expect(roleChangeProblem(admin, admin.userId, 5, role(5, { 0: ['view'] }))).toBeNull();
  });

  it('keeps the holder of role 1 on it, and keeping a role above one’s own is no grant', () => {
    const director = role(1, { 0: ['view'], 3: ['view'], 14: ['view', 'updateAndExecute'] });
    expect(roleChangeProblem(admin, 20, 1, role(5, { 0: ['view'] }))).toBe('settings.users.roleLocked');
    expect(roleChangeProblem(admin, 20, 1, director)).toBeNull();
  });
});

describe('shared identity', () => {
  it('administering means update-and-execute on the users screen', () => {
    expect(administersUsers(admin.permissions)).toBe(true);
    expect(administersUsers(bits({ 14: ['view'] }))).toBe(false);
  });

  it('lists the identity fields a save changes, as stored', () => {
    const current = { firstName: 'Ann', lastName: 'Lee', email: 'ann@a.test', phone: '1', image: null };
    expect(changedIdentityFields(current, { ...current, firstName: ' Ann ', email: 'ANN@a.test ' })).toEqual([]);
    expect(changedIdentityFields(current, { ...current, email: 'ann@b.test', lastName: 'Li' })).toEqual([
      'lastName',
      'email',
    ]);
    expect(changedIdentityFields(current, { ...current, image: 'data:image/png;base64,AA' })).toEqual(['image']);
  });
});
