import { describe, expect, it } from 'vitest';
import { looksLikeFormula, safeCell } from './safeCell.ts';

describe('safeCell', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('quotes formula-looking text %j', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(safeCell(text)).toBe(`'${text}`);
  });

  it.each(['', 'Ana', '12.50', "'quoted", ' =space first', 'a=b'])('leaves other text as is %j', (text) => {
    expect(looksLikeFormula(text)).toBe(false);
    expect(safeCell(text)).toBe(text);
  });
});
