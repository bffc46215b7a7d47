import { describe, expect, it } from 'vitest';
import { catalogueGaps } from './check.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ka } from './ka.ts';

/**
 * The CI check of spec issue 5: every key exists in all three catalogues. A failure lists the
 * keys, with the English text of the missing ones, ready to translate.
 */
describe.each([
  ['ka', ka],
  ['es', es],
] as const)('the %s catalogue', (code, catalogue) => {
  it('has every English key', () => {
    const { missing } = catalogueGaps(catalogue);
    const listed = missing.map((k) => `${k}: ${JSON.stringify(en[k as keyof typeof en])}`);
    expect(listed, `keys missing in ${code}.ts`).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect(catalogueGaps(catalogue).extra, `keys in ${code}.ts that en.ts does not have`).toEqual([]);
  });

  it('keeps every {placeholder} of the English text', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const broken = Object.entries(catalogue)
      .filter(([k, text]) => k in en && names(text ?? '').join() !== names(en[k as keyof typeof en]).join())
      .map(([k]) => k);
    expect(broken, `placeholders differ in ${code}.ts`).toEqual([]);
  });
});
