import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { COLOUR_THEMES, THEME_AREAS, type ThemeSettings } from '@marquee/core/theme/settings';
import { useT } from '../../i18n/useT.ts';
import { themeLabel } from './themeLabel.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  dropdown: { minWidth: 0 },
});

export interface AreaThemesProps {
  themes: ThemeSettings['themes'];
  onChange: (themes: ThemeSettings['themes']) => void;
}

/** A colour theme for each of main, navbar, toolbar and footer. */
export function AreaThemes({ themes, onChange }: AreaThemesProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.grid}>
      {THEME_AREAS.map((area) => (
        <Field key={area} label={t(`theme.${area}`)}>
          <Dropdown
            className={styles.dropdown}
            value={themeLabel(t, themes[area])}
            selectedOptions={[themes[area]]}
            onOptionSelect={(_, d) => {
              const id = COLOUR_THEMES.find((c) => c === d.optionValue);
              if (id) onChange({ ...themes, [area]: id });
            }}
          >
            {COLOUR_THEMES.map((id) => (
              <Option key={id} value={id}>
                {themeLabel(t, id)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ))}
    </div>
  );
}
