import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { PaintBrushRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalL,
    bottom: '96px',
    zIndex: 3,
    boxShadow: tokens.shadow8,
  },
});

export interface ThemeSettingsButtonProps {
  onClick: () => void;
}

/** With the toolbar hidden, this floating button is the way back to the theme settings. */
export function ThemeSettingsButton({ onClick }: ThemeSettingsButtonProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Tooltip content={t('shell.themeSettings')} relationship="label">
      <Button
        className={styles.root}
        shape="circular"
        appearance="primary"
        icon={<PaintBrushRegular />}
        onClick={onClick}
      />
    </Tooltip>
  );
}
