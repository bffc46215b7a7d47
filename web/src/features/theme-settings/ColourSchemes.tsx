import { makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { COLOUR_THEMES, type ColourTheme, THEME_AREAS, type ThemeSettings } from '@marquee/core/theme/settings';
import { colourTheme } from '../../app/theme/colourThemes.ts';
import { useT } from '../../i18n/useT.ts';
import { themeLabel } from './themeLabel.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: tokens.spacingHorizontalS },
  swatch: {
    aspectRatio: '1',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    cursor: 'pointer',
    padding: 0,
    overflow: 'hidden',
    display: 'grid',
    gridTemplateRows: '1fr 6px',
  },
  current: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
});

export interface ColourSchemesProps {
  themes: ThemeSettings['themes'];
  onApply: (themes: ThemeSettings['themes']) => void;
}

/** One swatch per colour theme; picking one paints every area with it. */
export function ColourSchemes({ themes, onApply }: ColourSchemesProps) {
  const styles = useStyles();
  const t = useT();
  const all = (id: ColourTheme) => Object.fromEntries(THEME_AREAS.map((a) => [a, id])) as ThemeSettings['themes'];
  const isCurrent = (id: ColourTheme) => THEME_AREAS.every((a) => themes[a] === id);
  return (
    <div className={styles.grid}>
      {COLOUR_THEMES.map((id) => {
        // The swatch is drawn in the scheme's own colours, read from its Fluent theme.
        const theme = colourTheme(id);
        const name = themeLabel(t, id);
        return (
          <Tooltip key={id} content={name} relationship="description">
            <button
              type="button"
              aria-label={t('theme.applyScheme', { name })}
              aria-pressed={isCurrent(id)}
              className={mergeClasses(styles.swatch, isCurrent(id) && styles.current)}
              style={{ backgroundColor: theme.colorNeutralBackground1 }}
              onClick={() => onApply(all(id))}
            >
              <span />
              <span style={{ backgroundColor: theme.colorBrandBackground }} />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
