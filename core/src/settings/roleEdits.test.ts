import { describe, expect, it } from 'vitest';
import { encodePermissions } from '../permissions.ts';
import { parsePermissionJson } from './permissionJson.ts';
import { addsOnlyHeld, administersRoles, type RoleEditor, roleEditProblem } from './roleEdits.ts';

const bits = (grants: Record<number, ('view' | 'add' | 'updateAndExecute')[]>) => ({
  permissionBits: encodePermissions(grants),
  permissionChunkLength: 7,
});
const editor: RoleEditor = { userId: 9, roleId: 5, permissions: bits({ 13: ['view'] }), isProviderStaff: false };

describe('roleEditProblem', () => {
  it('refuses role 1, shared roles, the editor’s own role and provider roles for venue users', () => {
    expect(roleEditProblem(editor, { id: 1, masterClientId: 1, isProvider: false })).toBe('roles.error.locked');
    expect(roleEditProblem(editor, { id: 7, masterClientId: null, isProvider: false })).toBe('roles.error.shared');
    expect(roleEditProblem(editor, { id: 5, masterClientId: 1, isProvider: false })).toBe('roles.error.ownRole');
    expect(roleEditProblem(editor, { id: 7, masterClientId: 1, isProvider: true })).toBe('roles.error.providerRole');
    expect(roleEditProblem({ ...editor, isProviderStaff: true }, { id: 7, masterClientId: 1, isProvider: true })).toBe(
      null,
    );
    expect(roleEditProblem(editor, { id: 7, masterClientId: 1, isProvider: false })).toBe(null);
  });
});

describe('addsOnlyHeld', () => {
  it('lets flags the role had stay, and adds only what the editor holds', () => {
    const held = bits({ 13: ['view'] });
    expect(addsOnlyHeld(bits({}), bits({ 13: ['view'] }), held)).toBe(true);
    expect(addsOnlyHeld(bits({}), bits({ 13: ['add'] }), held)).toBe(false);
    expect(addsOnlyHeld(bits({ 20: ['view'] }), bits({ 20: ['view'] }), held)).toBe(true);
    expect(addsOnlyHeld(bits({ 20: ['view'] }), bits({}), held)).toBe(true);
  });
});

describe('administersRoles', () => {
  it('needs VIEW on menu 15 and UPDATE_AND_EXECUTE on screen 16', () => {
    expect(administersRoles(bits({ 15: ['view'], 16: ['updateAndExecute'] }))).toBe(true);
    expect(administersRoles(bits({ 15: ['view'] }))).toBe(false);
    expect(administersRoles(bits({ 16: ['updateAndExecute'] }))).toBe(false);
  });
});

describe('parsePermissionJson', () => {
  const row = { routeId: 13, view: true, detailView: true, updateAndExecute: false, delete: false, add: false };
  it('reads sub-tables and standalone sub-tables', () => {
    const text = JSON.stringify([{ rows: [row] }, { isStandalone: true, routeId: 107, view: true }]);
    const out = parsePermissionJson(text)!;
    expect(out.get(13)).toEqual({ view: true, detailView: true, updateAndExecute: false, delete: false, add: false });
    expect(out.get(107)?.view).toBe(true);
  });
  it('refuses unknown modules, repeats, inapplicable flags, broken cascades and bad JSON', () => {
    expect(parsePermissionJson(JSON.stringify([{ rows: [{ ...row, routeId: 9999 }] }]))).toBeNull();
    expect(parsePermissionJson(JSON.stringify([{ rows: [row, row] }]))).toBeNull();
    expect(parsePermissionJson(JSON.stringify([{ isStandalone: true, routeId: 107, add: true }]))).toBeNull();
    expect(parsePermissionJson(JSON.stringify([{ rows: [{ ...row, detailView: false, add: true }] }]))).toBeNull();
    expect(parsePermissionJson('{')).toBeNull();
  });
});
