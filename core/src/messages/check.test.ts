import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './check.ts';
import { en } from './en.ts';

describe('catalogueGaps', () => {
  it('lists English keys a translation lacks or leaves blank, and keys English lacks', () => {
    const { 'common.ok': _ok, 'common.save': _save, ...rest } = en;
    const gaps = catalogueGaps({ ...rest, 'common.save': ' ', 'common.gone': 'x' });
    expect(gaps).toEqual({ missing: ['common.ok', 'common.save'], extra: ['common.gone'] });
  });

  it('finds nothing in a complete catalogue', () => {
    expect(catalogueGaps(en)).toEqual({ missing: [], extra: [] });
  });
});
