import { Divider, makeStyles, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { barPositionsFor, navbarStylesFor, withLayoutStyle } from '@marquee/core/theme/rules';
import { LAYOUT_MODES, LAYOUT_STYLES, NAVBAR_POSITIONS, type ThemeSettings } from '@marquee/core/theme/settings';
import { useT } from '../../i18n/useT.ts';
import { OptionRadios } from './OptionRadios.tsx';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

export interface LayoutSectionProps {
  settings: ThemeSettings;
  onChange: (change: (s: ThemeSettings) => ThemeSettings) => void;
}

/** Layout style and layout options; each choice offers only what works with the others. */
export function LayoutSection({ settings: s, onChange }: LayoutSectionProps) {
  const styles = useStyles();
  const t = useT();
  const bars = barPositionsFor(s.mode);
  const barHint = s.mode === 'boxed' ? t('theme.boxedStatic') : undefined;
  return (
    <>
      <OptionRadios
        label={t('theme.layoutStyle')}
        value={s.layoutStyle}
        options={LAYOUT_STYLES}
        optionLabel={(o) => t(`theme.layout.${o}`)}
        onChange={(v) => onChange((x) => withLayoutStyle(x, v))}
      />
      <Divider />
      <Subtitle2>{t('theme.layoutOptions')}</Subtitle2>
      <OptionRadios
        label={t('theme.mode')}
        value={s.mode}
        options={LAYOUT_MODES}
        optionLabel={(o) => t(`theme.mode.${o}`)}
        onChange={(mode) => onChange((x) => ({ ...x, mode }))}
      />
      <fieldset className={styles.group} aria-label={t('theme.navbar')}>
        <Switch
          label={t('theme.navbar')}
          checked={s.navbar.display}
          onChange={(_, d) => onChange((x) => ({ ...x, navbar: { ...x.navbar, display: d.checked } }))}
        />
        <OptionRadios
          label={t('theme.position')}
          value={s.navbar.position}
          options={NAVBAR_POSITIONS}
          disabled={!s.navbar.display}
          optionLabel={(o) => t(`theme.position.${o}`)}
          onChange={(position) => onChange((x) => ({ ...x, navbar: { ...x.navbar, position } }))}
        />
        <OptionRadios
          label={t('theme.style')}
          value={s.navbar.style}
          options={navbarStylesFor(s.layoutStyle)}
          // On top the menu is one horizontal bar: it neither slides, folds nor tabs.
          disabled={!s.navbar.display || s.navbar.position === 'top'}
          optionLabel={(o) => t(`theme.navStyle.${o}`)}
          onChange={(style) => onChange((x) => ({ ...x, navbar: { ...x.navbar, style } }))}
        />
      </fieldset>
      {(['toolbar', 'footer'] as const).map((bar) => (
        <fieldset key={bar} className={styles.group} aria-label={t(`theme.${bar}`)}>
          <Switch
            label={t(`theme.${bar}`)}
            checked={s[bar].display}
            onChange={(_, d) => onChange((x) => ({ ...x, [bar]: { ...x[bar], display: d.checked } }))}
          />
          <OptionRadios
            label={t('theme.position')}
            value={s[bar].position}
            options={bars}
            hint={barHint}
            disabled={!s[bar].display}
            optionLabel={(o) => t(`theme.position.${o}`)}
            onChange={(position) => onChange((x) => ({ ...x, [bar]: { ...x[bar], position } }))}
          />
        </fieldset>
      ))}
    </>
  );
}
