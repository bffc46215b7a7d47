import { describe, expect, it } from 'vitest';
import { changedFields, MASKED } from './audit.ts';

describe('changedFields', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(changedFields({ name: 'A', bits: '01' }, { name: 'A', bits: '11' })).toEqual({
      bits: { before: '01', after: '11' },
    });
  });
  it('a create has no before, a delete no after', () => {
    expect(changedFields(null, { name: 'A' })).toEqual({ name: { before: null, after: 'A' } });
    expect(changedFields({ ids: [1, 2] }, null)).toEqual({ ids: { before: [1, 2], after: null } });
  });
  it('masks secrets that changed', () => {
    expect(changedFields({ pin: '1234' }, { pin: '9999' }, ['pin'])).toEqual({
      pin: { before: MASKED, after: MASKED },
    });
  });
});
