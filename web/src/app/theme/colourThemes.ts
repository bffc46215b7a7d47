import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { BRAND_COLOUR } from '@marquee/core/constants';
import { ROOT_FONT_PERCENT } from '@marquee/core/theme/fontScale';
import type { ColourTheme } from '@marquee/core/theme/settings';
import { brandRamp } from './brandRamp.ts';

/** One hue per numbered theme: light1/dark1 are neutral, the others tint their surfaces. */
const HUES = [0, 210, 160, 30, 270, 190, 340, 50, 120, 235, 300, 15];

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

/** Surfaces from lightest to darkest (light themes) or darkest to lightest (dark themes). */
function surfaces(hue: number, saturation: number, lightness: readonly number[], dark = false): Partial<Theme> {
  const [l1 = 0, l2 = 0, l3 = 0, l4 = 0, l5 = 0, l6 = 0] = lightness;
  // Hover and pressed states move away from the surface: darker on light themes, lighter on dark.
  const step = dark ? 4 : -3;
  const c = (l: number) => hsl(hue, saturation, l);
  return {
    colorNeutralBackground1: c(l1),
    colorNeutralBackground1Hover: c(l1 + step),
    colorNeutralBackground1Pressed: c(l1 + 2 * step),
    colorNeutralBackground1Selected: c(l1 + 1.5 * step),
    colorNeutralBackground2: c(l2),
    colorNeutralBackground2Hover: c(l2 + step),
    colorNeutralBackground2Pressed: c(l2 + 2 * step),
    colorNeutralBackground2Selected: c(l2 + 1.5 * step),
    colorNeutralBackground3: c(l3),
    colorNeutralBackground3Hover: c(l3 + step),
    colorNeutralBackground4: c(l4),
    colorNeutralBackground5: c(l5),
    colorNeutralBackground6: c(l6),
    colorSubtleBackgroundHover: c(l1 + step),
    colorSubtleBackgroundPressed: c(l1 + 2 * step),
    colorSubtleBackgroundSelected: c(l1 + 1.5 * step),
  };
}
const LIGHT = [100, 97, 95, 93, 91, 89];
/**
 * Tinted light themes colour their main surface too (cards, the toolbar), not only the page
 * behind them: with a white first surface, light2–light12 looked alike in every area.
 */
const LIGHT_TINTED = [97, 94, 92, 90, 88, 86];
const DARK = [16, 12, 9, 6, 4, 21];

/**
 * Fluent sizes text in px; the font-size menu scales the root (spec/1 §9), so the themes size
 * text in rem against the 62.5 % (10 px) root instead.
 */
function remTypography(theme: Theme): Partial<Theme> {
  const pxPerRem = (16 * ROOT_FONT_PERCENT) / 100;
  const entries = Object.entries(theme)
    .filter(([k, v]) => /^(fontSize|lineHeight)/.test(k) && typeof v === 'string' && v.endsWith('px'))
    .map(([k, v]) => [k, `${Number.parseFloat(v as string) / pxPerRem}rem`]);
  return Object.fromEntries(entries) as Partial<Theme>;
}

function build(id: ColourTheme): Theme {
  const brand = brandRamp(BRAND_COLOUR);
  const light = createLightTheme(brand);
  const dark = createDarkTheme(brand);
  let theme: Theme;
  const n = Number(id.replace(/\D/g, '')) || 1;
  const hue = HUES[n - 1] ?? 0;
  if (id.startsWith('light'))
    theme = { ...light, ...(n === 1 ? surfaces(0, 0, LIGHT) : surfaces(hue, 55, LIGHT_TINTED)) };
  else if (id.startsWith('dark')) theme = { ...dark, ...surfaces(hue, n === 1 ? 0 : 28, DARK, true) };
  else if (id === 'greyDark') theme = { ...dark, ...surfaces(0, 0, [24, 20, 17, 14, 11, 29], true) };
  // Legacy: the warm greys of the earlier Office look, brand red kept.
  else theme = { ...light, ...surfaces(30, 8, [100, 96, 94, 92, 90, 88]) };
  return { ...theme, ...remTypography(theme) };
}

const cache = new Map<ColourTheme, Theme>();

/** The Fluent theme of a colour theme, built once per session. */
export function colourTheme(id: ColourTheme): Theme {
  let theme = cache.get(id);
  if (!theme) {
    theme = build(id);
    cache.set(id, theme);
  }
  return theme;
}
