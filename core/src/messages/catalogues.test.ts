import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './check.ts';
import { type AreaName, en, enAreas } from './en.ts';
import { esAreas } from './es.ts';
import { kaAreas } from './ka.ts';

const AREAS = Object.keys(enAreas) as AreaName[];

/**
 * The CI check that no language lacks a text, area by area: every key of en/<area>.ts exists in ka/<area>.ts
 * and es/<area>.ts. A failure names the file and lists the keys, with the English text of the
 * missing ones, ready to translate. (A key in the wrong area, or one English lacks, already
 * fails `tsc`: each area of a translation `satisfies` the keys of the same English area.)
 */
describe.each([
  ['ka', kaAreas],
  ['es', esAreas],
] as const)('the %s catalogue', (code, areas) => {
  describe.each(AREAS)(`${code}/%s.ts`, (area) => {
    const english: Readonly<Record<string, string>> = enAreas[area];
    const other: Readonly<Record<string, string | undefined>> = areas[area];

    it('has every English key of its area', () => {
      const { missing } = catalogueGaps(other, english);
      const listed = missing.map((k) => `${k}: ${JSON.stringify(english[k])}`);
      expect(listed, `keys missing in ${code}/${area}.ts`).toEqual([]);
    });

    it('has no key its English area lacks', () => {
      expect(catalogueGaps(other, english).extra, `keys in ${code}/${area}.ts not in en/${area}.ts`).toEqual([]);
    });

    it('keeps every {placeholder} of the English text', () => {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const broken = Object.entries(other)
        .filter(([k, text]) => k in english && names(text ?? '').join() !== names(english[k] ?? '').join())
        .map(([k]) => k);
      expect(broken, `placeholders differ in ${code}/${area}.ts`).toEqual([]);
    });
  });
});

describe('the English areas', () => {
  it('hold each key once, so composing them loses no text', () => {
    const keys = Object.values(enAreas).flatMap((area) => Object.keys(area));
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
    expect(keys).toHaveLength(Object.keys(en).length);
  });
});

describe('one name per thing', () => {
  it('names each dashboard in its page title as the menu names it, in every language', async () => {
    const { es } = await import('./es.ts');
    const { ka } = await import('./ka.ts');
    for (const catalogue of [en, es, ka] as Record<string, string>[]) {
      for (const key of ['ownersBox', 'driveRevenue', 'guestExperience', 'operationalEfficiency']) {
        expect(catalogue[`dashboards.${key}.title`], key).toBe(catalogue[`menu.${key}`]);
      }
    }
  });
});
