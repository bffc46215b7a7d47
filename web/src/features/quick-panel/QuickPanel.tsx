import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { NOTIFICATION_PANEL_WIDTH } from '@marquee/core/constants';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  drawer: { width: `${NOTIFICATION_PANEL_WIDTH}px`, maxWidth: '100vw' },
});

export interface QuickPanelProps {
  open: boolean;
  onClose: () => void;
  loading: boolean;
  failed: boolean;
}

/** The right-side quick panel: spec/1 §2.6 has it show only the text 'Quick Panel'. */
export function QuickPanel({ open, onClose, loading, failed }: QuickPanelProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      className={styles.drawer}
      aria-label={t('quickPanel.title')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />
          }
        >
          {t('quickPanel.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {loading && <Spinner size="small" label={t('common.loading')} />}
        {failed && <Text>{t('error.generic')}</Text>}
      </DrawerBody>
    </OverlayDrawer>
  );
}
