import { tokens } from '@fluentui/react-components';

/** Series colours from the active Fluent theme (CSS variables), brand first. */
export const CHART_PALETTE: readonly string[] = [
  tokens.colorBrandBackground,
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteLavenderBorderActive,
  tokens.colorPaletteForestBorderActive,
  tokens.colorPalettePlatinumBorderActive,
];

export const colourAt = (i: number) => CHART_PALETTE[i % CHART_PALETTE.length]!;

/** Axis and grid strokes. */
export const AXIS_COLOUR = tokens.colorNeutralStroke1;
export const GRID_COLOUR = tokens.colorNeutralStroke2;
export const LABEL_COLOUR = tokens.colorNeutralForeground3;
