import {
  Button,
  Divider,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  SpinButton,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { THEME_PANEL_WIDTH } from '@marquee/core/constants';
import { clampFontScale } from '@marquee/core/theme/fontScale';
import { DEFAULT_THEME_SETTINGS, DIRECTIONS, type ThemeSettings } from '@marquee/core/theme/settings';
import { useT } from '../../i18n/useT.ts';
import { AreaThemes } from './AreaThemes.tsx';
import { ColourSchemes } from './ColourSchemes.tsx';
import { LayoutSection } from './LayoutSection.tsx';
import { OptionRadios } from './OptionRadios.tsx';

const useStyles = makeStyles({
  drawer: { width: `${THEME_PANEL_WIDTH}px`, maxWidth: '100vw' },
  body: { display: 'grid', gap: tokens.spacingVerticalL, paddingBlockEnd: tokens.spacingVerticalXXL },
  reset: { width: '100%' },
});

export interface ThemeSettingsPanelProps {
  open: boolean;
  onClose: () => void;
  settings: ThemeSettings;
  onChange: (change: (s: ThemeSettings) => ThemeSettings) => void;
}

/** The 380 px theme settings panel of spec/1 §2.6. */
export function ThemeSettingsPanel({ open, onClose, settings: s, onChange }: ThemeSettingsPanelProps) {
  const styles = useStyles();
  const t = useT();
  const percent = Math.round(s.fontScale * 100);
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      className={styles.drawer}
      aria-label={t('shell.themeSettings')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />
          }
        >
          {t('shell.themeSettings')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <LayoutSection settings={s} onChange={onChange} />
        <Divider />
        <Subtitle2>{t('theme.themes')}</Subtitle2>
        <AreaThemes themes={s.themes} onChange={(themes) => onChange((x) => ({ ...x, themes }))} />
        <Subtitle2>{t('theme.colourSchemes')}</Subtitle2>
        <ColourSchemes themes={s.themes} onApply={(themes) => onChange((x) => ({ ...x, themes }))} />
        <Divider />
        <Switch
          label={t('theme.customScrollbars')}
          checked={s.customScrollbars}
          onChange={(_, d) => onChange((x) => ({ ...x, customScrollbars: d.checked }))}
        />
        <OptionRadios
          label={t('theme.direction')}
          value={s.direction}
          options={DIRECTIONS}
          optionLabel={(o) => t(`theme.direction.${o}`)}
          onChange={(direction) => onChange((x) => ({ ...x, direction }))}
        />
        <Field label={t('theme.fontSizePercent')}>
          <SpinButton
            value={percent}
            min={70}
            max={130}
            step={10}
            onChange={(_, d) => {
              const next = d.value ?? Number(d.displayValue);
              if (Number.isFinite(next)) onChange((x) => ({ ...x, fontScale: clampFontScale(Number(next) / 100) }));
            }}
          />
        </Field>
      </DrawerBody>
      {/* In the footer, so it is always in view and never squeezed by the scrolling body. */}
      <DrawerFooter>
        <Button className={styles.reset} onClick={() => onChange(() => DEFAULT_THEME_SETTINGS)}>
          {t('theme.reset')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
