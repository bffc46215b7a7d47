import { MENU } from '@marquee/core/menu';
import { describe, expect, it } from 'vitest';
import { externalLinks } from './externalLinks.ts';

const adminItem = MENU.flatMap((e) => (e.type === 'group' ? e.children : [e])).find((i) => i.type === 'external');
if (adminItem?.type !== 'external') throw new Error('menu has no external admin item');

describe('external admin links', () => {
  it('is a single link with one or no site', () => {
    expect(externalLinks(adminItem, [])).toEqual([{ key: 'admin', href: '/redirectAdmin', labelKey: 'menu.admin' }]);
    expect(externalLinks(adminItem, [{ name: 'Downtown', code: 'DT', host: 'dt.example' }])).toHaveLength(1);
  });

  it('is one link per site, named by name or else code', () => {
    const links = externalLinks(adminItem, [
      { name: 'Downtown', code: 'DT', host: 'dt.example' },
      { name: '', code: 'UP', host: 'up.example' },
    ]);
    expect(links.map((l) => [l.href, l.values?.site])).toEqual([
      ['/redirectAdmin?site=0', 'Downtown'],
      ['/redirectAdmin?site=1', 'UP'],
    ]);
  });
});
