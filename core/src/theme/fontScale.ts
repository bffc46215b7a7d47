/** The font-size menu of spec/1 §9: 70 % to 130 % in 10 % steps. */
export const FONT_SCALES: readonly number[] = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3];

/** The root font size the app's rem-based type scale hangs from: 62.5 % (10 px) at 100 %. */
export const ROOT_FONT_PERCENT = 62.5;

/** The nearest offered step, so a hand-edited or stale value never scales text off the menu. */
export function clampFontScale(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return FONT_SCALES.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best), 1);
}

/** The `font-size` of the root element for a factor: 62.5 % of the browser's root times the factor. */
export function rootFontSize(factor: number): string {
  return `${Number((ROOT_FONT_PERCENT * clampFontScale(factor)).toFixed(4))}%`;
}
