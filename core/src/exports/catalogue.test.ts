import { describe, expect, it } from 'vitest';
import { RESOURCE_SCREENS } from '../resources/screens.ts';
import { CATALOGUE_EXPORTS, urlSort } from './catalogue.ts';

describe('catalogue exports', () => {
  it('name the screen’s URL sorts as the schema’s enum values', () => {
    expect(urlSort('name')).toBe('NAME');
    expect(urlSort('taxType')).toBe('TAX_TYPE');
    expect(urlSort('isMonetary')).toBe('IS_MONETARY');
  });

  it('cover every catalogue screen of the wing but products (which has its own export), each sorting by name', () => {
    const screens = Object.values(CATALOGUE_EXPORTS).map((e) => e.screen);
    const catalogue = Object.entries(RESOURCE_SCREENS)
      .filter(([key, s]) => s.rest.startsWith('/catalog-management/') && key !== 'products')
      .map(([key]) => key);
    expect([...screens].sort()).toEqual(catalogue.sort());
    for (const e of Object.values(CATALOGUE_EXPORTS)) expect(e.sorts).toContain('name');
  });
});
