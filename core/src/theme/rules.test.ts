import { describe, expect, it } from 'vitest';
import { barPositionsFor, navbarStylesFor, normaliseTheme, parseThemeSettings, withLayoutStyle } from './rules.ts';
import { DEFAULT_THEME_SETTINGS } from './settings.ts';

describe('theme settings rules', () => {
  it('reads back what was saved', () => {
    const saved = {
      ...DEFAULT_THEME_SETTINGS,
      direction: 'rtl' as const,
      fontScale: 1.2,
      themes: { main: 'dark3', navbar: 'greyDark', toolbar: 'legacy', footer: 'light12' } as const,
    };
    expect(parseThemeSettings(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back to the defaults for missing, unknown or broken values', () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings('{not json')).toEqual(DEFAULT_THEME_SETTINGS);
    const s = parseThemeSettings(JSON.stringify({ direction: 'up', themes: { main: 'dark99', navbar: 'dark2' } }));
    expect(s.direction).toBe('ltr');
    expect(s.themes).toEqual({ ...DEFAULT_THEME_SETTINGS.themes, navbar: 'dark2' });
  });

  it('offers tabbed navbars only with the style-3 layouts, and slide/folded only without them', () => {
    expect(navbarStylesFor('style-1')).toEqual(['slide', 'folded']);
    expect(navbarStylesFor('style-3-dense')).not.toContain('slide');
    const fixed = normaliseTheme({
      ...DEFAULT_THEME_SETTINGS,
      layoutStyle: 'style-3',
      navbar: { ...DEFAULT_THEME_SETTINGS.navbar, style: 'folded' },
    });
    expect(fixed.navbar.style).toBe('tabbed');
  });

  it('picks the layout style’s own navbar style', () => {
    expect(withLayoutStyle(DEFAULT_THEME_SETTINGS, 'style-2').navbar.style).toBe('folded');
    expect(withLayoutStyle(DEFAULT_THEME_SETTINGS, 'style-3-dense').navbar.style).toBe('tabbed-dense');
  });

  it('offers only static bars in a boxed layout', () => {
    expect(barPositionsFor('boxed')).toEqual(['static']);
    const boxed = normaliseTheme({ ...DEFAULT_THEME_SETTINGS, mode: 'boxed' });
    expect(boxed.toolbar.position).toBe('static');
    expect(boxed.footer.position).toBe('static');
  });
});
