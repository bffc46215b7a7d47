import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { rootFontSize } from '@marquee/core/theme/fontScale';
import { type ReactNode, useEffect } from 'react';
import { colourTheme } from './colourThemes.ts';
import { useAppliedTheme } from './useThemeSettings.ts';

const useStyles = makeStyles({
  // Fluent copies the provider's classes onto portal mount nodes, so sizing lives on an inner
  // element: a min-height on the provider would turn every menu's mount node into a page cover.
  root: { fontSize: tokens.fontSizeBase300 },
  page: { minHeight: '100vh' },
  // scrollbar-color is inherited, so one rule themes every scrolling area (Chromium ≥ 121, Firefox).
  scrollbars: { scrollbarWidth: 'thin', scrollbarColor: `${tokens.colorNeutralStroke1} transparent` },
});

export interface ThemeRootProps {
  children: ReactNode;
}

/** The main area's theme, the direction and the root font size of the applied theme settings. */
export function ThemeRoot({ children }: ThemeRootProps) {
  const styles = useStyles();
  const settings = useAppliedTheme();
  useEffect(() => {
    const html = document.documentElement;
    html.style.fontSize = rootFontSize(settings.fontScale);
    html.dir = settings.direction;
  }, [settings.fontScale, settings.direction]);
  return (
    <FluentProvider
      theme={colourTheme(settings.themes.main)}
      dir={settings.direction}
      className={mergeClasses(styles.root, settings.customScrollbars && styles.scrollbars)}
    >
      <div className={styles.page}>{children}</div>
    </FluentProvider>
  );
}
