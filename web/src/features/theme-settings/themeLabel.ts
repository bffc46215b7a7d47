import type { ColourTheme } from '@marquee/core/theme/settings';
import type { TFunction } from '../../i18n/useT.ts';

/** 'Light 3', 'Dark 12', 'Grey dark', 'Legacy' in the chosen language. */
export function themeLabel(t: TFunction, id: ColourTheme): string {
  if (id === 'greyDark') return t('theme.greyDark');
  if (id === 'legacy') return t('theme.legacy');
  const n = id.replace(/\D/g, '');
  return t(id.startsWith('light') ? 'theme.light' : 'theme.dark', { n });
}
