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

describe('auditSnapshot', () => {
  it('leaves out id and version, keeps links as sorted ids and long texts as a fingerprint', async () => {
    const { auditSnapshot, AUDIT_MAX_TEXT } = await import('./audit.ts');
    const long = 'x'.repeat(AUDIT_MAX_TEXT + 1);
    const snap = auditSnapshot({
      id: 3,
      version: 7,
      name: 'A',
      locations: [{ locationId: 9 }, { locationId: 2 }],
      tags: [{ id: 5 }],
      img: long,
      opts: { a: 1 },
    });
    expect(snap).toMatchObject({ name: 'A', locations: [2, 9], tags: [5], opts: '{"a":1}' });
    expect(snap).not.toHaveProperty('id');
    expect(snap).not.toHaveProperty('version');
    expect(snap.img).toMatch(/^\[501 characters #[0-9a-f]{8}\]$/);
  });
});
