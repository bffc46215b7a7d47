import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Link,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { NOTIFICATION_PANEL_WIDTH } from '@marquee/core/constants';
import { useFormat } from '../../i18n/useFormat.ts';
import { useT } from '../../i18n/useT.ts';
import type { AppNotification } from './notificationStore.ts';

const useStyles = makeStyles({
  drawer: { width: `${NOTIFICATION_PANEL_WIDTH}px`, maxWidth: '100vw' },
  bar: { display: 'flex', justifyContent: 'flex-end', paddingBottom: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  error: { borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}` },
  warning: { borderLeft: `3px solid ${tokens.colorPaletteDarkOrangeBorder2}` },
  text: { display: 'grid', flexGrow: 1, minWidth: 0 },
  time: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface NotificationPanelProps {
  open: boolean;
  onClose: () => void;
  notifications: readonly AppNotification[];
  onDismiss: (id: number) => void;
  onDismissAll: () => void;
}

/** The right-side notification panel of spec/1 §2.6 (320 px). */
export function NotificationPanel({ open, onClose, notifications, onDismiss, onDismissAll }: NotificationPanelProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      className={styles.drawer}
      aria-label={t('notifications.title')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />
          }
        >
          {t('notifications.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {notifications.length === 0 ? (
          <Text className={styles.empty}>{t('notifications.empty')}</Text>
        ) : (
          <>
            <div className={styles.bar}>
              <Link as="button" onClick={onDismissAll}>
                {t('notifications.dismissAll')}
              </Link>
            </div>
            <ul className={styles.list}>
              {notifications.map((n) => (
                <li
                  key={n.id}
                  className={mergeClasses(
                    styles.item,
                    n.intent === 'error' && styles.error,
                    n.intent === 'warning' && styles.warning,
                  )}
                >
                  <div className={styles.text}>
                    <Text>{n.title}</Text>
                    <Text size={200} className={styles.time}>
                      {format.time(n.at)}
                    </Text>
                  </div>
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<DismissRegular />}
                    aria-label={t('notifications.dismissOne', { title: n.title })}
                    onClick={() => onDismiss(n.id)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
