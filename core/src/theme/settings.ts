/**
 * The theme settings panel's model (spec/1 §2.6, §9): UI state kept in the browser, not server
 * data. Pure values and rules only; the web app stores and applies them.
 */

export const LAYOUT_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

/** boxed: the whole shell in a centred box; container: the page content capped at 1570 px. */
export const LAYOUT_MODES = ['fullwidth', 'boxed', 'container'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

/** Left and right: a vertical navbar at that side. Top: the menu laid out horizontally under the toolbar. */
export const NAVBAR_POSITIONS = ['left', 'right', 'top'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];

export const NAVBAR_STYLES = ['slide', 'folded', 'tabbed', 'tabbed-dense'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

export const BAR_POSITIONS = ['fixed', 'static'] as const;
export type BarPosition = (typeof BAR_POSITIONS)[number];

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
/** light1–light12, dark1–dark12, grey dark and legacy (spec/1 §2.6). */
export const COLOUR_THEMES = [
  ...twelve.map((n) => `light${n}` as const),
  ...twelve.map((n) => `dark${n}` as const),
  'greyDark',
  'legacy',
] as const;
export type ColourTheme = (typeof COLOUR_THEMES)[number];

export const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;
export type ThemeArea = (typeof THEME_AREAS)[number];

export interface ThemeSettings {
  layoutStyle: LayoutStyle;
  mode: LayoutMode;
  navbar: { display: boolean; position: NavbarPosition; style: NavbarStyle };
  toolbar: { display: boolean; position: BarPosition };
  footer: { display: boolean; position: BarPosition };
  themes: Record<ThemeArea, ColourTheme>;
  customScrollbars: boolean;
  direction: Direction;
  /** Font size factor, 0.7 to 1.3 (spec/1 §9). */
  fontScale: number;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  layoutStyle: 'style-1',
  mode: 'fullwidth',
  navbar: { display: true, position: 'left', style: 'slide' },
  toolbar: { display: true, position: 'fixed' },
  footer: { display: true, position: 'static' },
  themes: { main: 'light1', navbar: 'dark1', toolbar: 'light1', footer: 'dark1' },
  customScrollbars: true,
  direction: 'ltr',
  fontScale: 1,
};

export function isDarkTheme(theme: ColourTheme): boolean {
  return theme.startsWith('dark') || theme === 'greyDark';
}
