import {
  BAR_POSITIONS,
  type BarPosition,
  COLOUR_THEMES,
  DEFAULT_THEME_SETTINGS,
  DIRECTIONS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  type LayoutMode,
  type LayoutStyle,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  type NavbarStyle,
  THEME_AREAS,
  type ThemeSettings,
} from './settings.ts';
import { clampFontScale } from './fontScale.ts';

/**
 * Which navbar styles each layout style can draw: styles 1 and 2 have a full-width navbar that
 * slides or folds to 64 px; styles 3 have a narrow tab rail (120 px, dense 64 px) whose groups
 * open as menus, so a sliding or folded navbar has nothing to fold there.
 */
const NAVBAR_STYLES_BY_LAYOUT: Record<LayoutStyle, readonly NavbarStyle[]> = {
  'style-1': ['slide', 'folded'],
  'style-2': ['folded', 'slide'],
  'style-3': ['tabbed', 'tabbed-dense'],
  'style-3-dense': ['tabbed-dense', 'tabbed'],
};

export function navbarStylesFor(layout: LayoutStyle): readonly NavbarStyle[] {
  return NAVBAR_STYLES_BY_LAYOUT[layout];
}

/**
 * A boxed shell scrolls as one page inside its box, so a toolbar or footer fixed to the window
 * would stick out of the box: boxed offers static bars only.
 */
export function barPositionsFor(mode: LayoutMode): readonly BarPosition[] {
  return mode === 'boxed' ? ['static'] : BAR_POSITIONS;
}

/** Picking a layout style also picks its own navbar style (style-2 is the folded one). */
export function withLayoutStyle(settings: ThemeSettings, layoutStyle: LayoutStyle): ThemeSettings {
  const [style = 'slide'] = navbarStylesFor(layoutStyle);
  return normaliseTheme({ ...settings, layoutStyle, navbar: { ...settings.navbar, style } });
}

/** Replaces every combination that cannot work with the nearest one that can. */
export function normaliseTheme(s: ThemeSettings): ThemeSettings {
  const styles = navbarStylesFor(s.layoutStyle);
  const bars = barPositionsFor(s.mode);
  const bar = (p: BarPosition): BarPosition => (bars.includes(p) ? p : (bars[0] ?? 'static'));
  return {
    ...s,
    navbar: { ...s.navbar, style: styles.includes(s.navbar.style) ? s.navbar.style : (styles[0] ?? 'slide') },
    toolbar: { ...s.toolbar, position: bar(s.toolbar.position) },
    footer: { ...s.footer, position: bar(s.footer.position) },
    fontScale: clampFontScale(s.fontScale),
  };
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Reads settings saved by an earlier visit (maybe an older version, maybe edited by hand): each
 * unknown or missing value falls back to its default, then the combination is normalised.
 */
export function parseThemeSettings(json: string | null): ThemeSettings {
  const d = DEFAULT_THEME_SETTINGS;
  let raw: Record<string, unknown> = {};
  try {
    raw = record(json ? JSON.parse(json) : null);
  } catch {
    return d;
  }
  const nav = record(raw.navbar);
  const tool = record(raw.toolbar);
  const foot = record(raw.footer);
  const themes = record(raw.themes);
  return normaliseTheme({
    layoutStyle: pick(LAYOUT_STYLES, raw.layoutStyle, d.layoutStyle),
    mode: pick(LAYOUT_MODES, raw.mode, d.mode),
    navbar: {
      display: bool(nav.display, d.navbar.display),
      position: pick(NAVBAR_POSITIONS, nav.position, d.navbar.position),
      style: pick(NAVBAR_STYLES, nav.style, d.navbar.style),
    },
    toolbar: {
      display: bool(tool.display, d.toolbar.display),
      position: pick(BAR_POSITIONS, tool.position, d.toolbar.position),
    },
    footer: {
      display: bool(foot.display, d.footer.display),
      position: pick(BAR_POSITIONS, foot.position, d.footer.position),
    },
    themes: Object.fromEntries(
      THEME_AREAS.map((area) => [area, pick(COLOUR_THEMES, themes[area], d.themes[area])]),
    ) as ThemeSettings['themes'],
    customScrollbars: bool(raw.customScrollbars, d.customScrollbars),
    direction: pick(DIRECTIONS, raw.direction, d.direction),
    fontScale: typeof raw.fontScale === 'number' ? raw.fontScale : d.fontScale,
  });
}
