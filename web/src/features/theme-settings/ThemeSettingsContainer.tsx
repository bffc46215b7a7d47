import { themeStore } from '../../app/theme/themeStore.ts';
import { useThemeDraft } from '../../app/theme/useThemeSettings.ts';
import { ThemeSettingsPanel } from './ThemeSettingsPanel.tsx';

export interface ThemeSettingsContainerProps {
  open: boolean;
  onClose: () => void;
}

/** The panel on the theme store. Loaded lazily: most visits never open it. */
export function ThemeSettingsContainer({ open, onClose }: ThemeSettingsContainerProps) {
  const settings = useThemeDraft();
  return <ThemeSettingsPanel open={open} onClose={onClose} settings={settings} onChange={themeStore.update} />;
}
