import { FluentProvider } from '@fluentui/react-components';
import type { ThemeArea } from '@marquee/core/theme/settings';
import type { ReactNode } from 'react';
import { colourTheme } from './colourThemes.ts';
import { useAppliedTheme } from './useThemeSettings.ts';

export interface AreaThemeProps {
  area: Exclude<ThemeArea, 'main'>;
  children: ReactNode;
}

/**
 * Paints one shell area (navbar, toolbar, footer) with its own colour theme; its menus and
 * tooltips follow, since Fluent gives portals the provider's classes. For that reason the
 * provider gets no layout class (a `display: contents` here once dropped the portals' z-index);
 * the parent sizes it.
 */
export function AreaTheme({ area, children }: AreaThemeProps) {
  const settings = useAppliedTheme();
  return (
    <FluentProvider theme={colourTheme(settings.themes[area])} dir={settings.direction}>
      {children}
    </FluentProvider>
  );
}
