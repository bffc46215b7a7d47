import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHUNK_LENGTH,
  effectivePermissions,
  grantsWithin,
  encodePermissions,
  Flag,
  hasBlockedDefaultAccess,
  hasFlag,
  permissionSet,
} from './permissions.ts';

describe('permission bits', () => {
  it('reads the flag at 2^k from the module chunk at index × chunkLength', () => {
    // module 0: nothing; module 1: view (position 1) and add (position 3)
    const bits = '0000000' + '0101000';
    expect(hasFlag(bits, 7, 1, Flag.view)).toBe(true);
    expect(hasFlag(bits, 7, 1, Flag.add)).toBe(true);
    expect(hasFlag(bits, 7, 1, Flag.detailView)).toBe(false);
    expect(hasFlag(bits, 7, 0, Flag.view)).toBe(false);
  });

  it('treats modules beyond the end of the string as denied', () => {
    expect(hasFlag('0100000', 7, 119, Flag.view)).toBe(false);
  });

  it('honours another chunk length', () => {
    const bits = '00000000' + '01000001';
    expect(hasFlag(bits, 8, 1, Flag.view)).toBe(true);
    expect(hasFlag(bits, 7, 1, Flag.view)).toBe(false);
  });

  it('builds the screen permission set', () => {
    const bits = encodePermissions({ 13: ['view', 'detailView', 'remove'] });
    expect(permissionSet(bits, DEFAULT_CHUNK_LENGTH, 13)).toEqual({
      canView: true,
      canDetailView: true,
      canAdd: false,
      canUpdateAndExecute: false,
      canRemove: true,
      canRemoveMultiple: false,
    });
  });

  it('round-trips every flag through encodePermissions', () => {
    for (const [name, value] of Object.entries(Flag)) {
      const bits = encodePermissions({ 30: [name as keyof typeof Flag] });
      expect(hasFlag(bits, DEFAULT_CHUNK_LENGTH, 30, value)).toBe(true);
      expect(bits.split('1').length - 1).toBe(1);
    }
  });

  it('grants a flag when any role grants it', () => {
    const a = { permissionBits: encodePermissions({ 0: ['view'] }), permissionChunkLength: 7 };
    const b = { permissionBits: encodePermissions({ 2: ['add'] }), permissionChunkLength: 7 };
    const eff = effectivePermissions([a, b]);
    expect(hasFlag(eff.permissionBits, eff.permissionChunkLength, 0, Flag.view)).toBe(true);
    expect(hasFlag(eff.permissionBits, eff.permissionChunkLength, 2, Flag.add)).toBe(true);
    expect(hasFlag(eff.permissionBits, eff.permissionChunkLength, 2, Flag.view)).toBe(false);
  });

  it('detects blocked default access from an all-zero first chunk', () => {
    expect(hasBlockedDefaultAccess(encodePermissions({ 16: ['view'] }), 7)).toBe(true);
    expect(hasBlockedDefaultAccess(encodePermissions({ 0: ['view'] }), 7)).toBe(false);
    expect(hasBlockedDefaultAccess('', 7)).toBe(true);
  });
});

describe('grantsWithin', () => {
  it('holds when every granted flag is held, module by module', () => {
    const held = { permissionBits: '0110000' + '0010000', permissionChunkLength: 7 };
    expect(grantsWithin({ permissionBits: '0100000' + '0010000', permissionChunkLength: 7 }, held)).toBe(true);
    expect(grantsWithin({ permissionBits: '0100000' + '0110000', permissionChunkLength: 7 }, held)).toBe(false);
    expect(grantsWithin({ permissionBits: '', permissionChunkLength: 7 }, held)).toBe(true);
    // A module beyond the end of the held string is not held.
    expect(grantsWithin({ permissionBits: `${'0'.repeat(14)}0100000`, permissionChunkLength: 7 }, held)).toBe(false);
  });

  it('compares strings of different chunk lengths as effectivePermissions re-chunks them', () => {
    const held = { permissionBits: '01000000' + '00100000', permissionChunkLength: 8 };
    expect(grantsWithin({ permissionBits: '0100000' + '0010000', permissionChunkLength: 7 }, held)).toBe(true);
    expect(grantsWithin({ permissionBits: '0010000' + '0010000', permissionChunkLength: 7 }, held)).toBe(false);
    // A flag position the held chunk has no room for is not held.
    expect(grantsWithin(held, { permissionBits: '0100000' + '0010000', permissionChunkLength: 7 })).toBe(true);
    expect(
      grantsWithin(
        { permissionBits: '00000001', permissionChunkLength: 8 },
        { permissionBits: '1111111', permissionChunkLength: 7 },
      ),
    ).toBe(false);
  });
});
