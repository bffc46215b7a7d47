import { describe, expect, it } from 'vitest';
import { CHANGE_START, decodeChangeCursor, encodeChangeCursor } from './changes.ts';

describe('change cursor', () => {
  it('gives back the position it was made from', () => {
    const p = { xid: '123456789012', id: '42' };
    expect(decodeChangeCursor(encodeChangeCursor(p))).toEqual(p);
    expect(decodeChangeCursor(encodeChangeCursor(CHANGE_START))).toEqual(CHANGE_START);
  });

  it('refuses what it did not make', () => {
    for (const bad of ['', 'abc', 'v1.1.2', btoa('v2.1.2'), btoa('v1.-1.2'), btoa('v1.01.2'), 'x'.repeat(65), '+/=']) {
      expect(decodeChangeCursor(bad), bad).toBeNull();
    }
    expect(decodeChangeCursor(encodeChangeCursor({ xid: '1'.repeat(19), id: '1' }))).toBeNull();
  });
});
