import { lazy, Suspense } from 'react';
import { NotificationPanel } from '../notifications/NotificationPanel.tsx';
import { notificationStore } from '../notifications/notificationStore.ts';
import { useNotifications } from '../notifications/useNotifications.ts';
import { QuickPanelContainer } from '../quick-panel/QuickPanelContainer.tsx';

const ThemeSettingsContainer = lazy(() =>
  import('../theme-settings/ThemeSettingsContainer.tsx').then((m) => ({ default: m.ThemeSettingsContainer })),
);

export type ShellPanel = 'theme' | 'notifications' | 'quick' | null;

export interface ShellPanelsProps {
  open: ShellPanel;
  /** Panels opened at least once stay mounted, so they can animate closed. */
  loaded: ReadonlySet<ShellPanel>;
  onClose: () => void;
}

/** The right-side panels: theme settings (lazy), notifications, quick panel. */
export function ShellPanels({ open, loaded, onClose }: ShellPanelsProps) {
  const notifications = useNotifications();
  return (
    <>
      {loaded.has('theme') && (
        <Suspense fallback={null}>
          <ThemeSettingsContainer open={open === 'theme'} onClose={onClose} />
        </Suspense>
      )}
      <NotificationPanel
        open={open === 'notifications'}
        onClose={onClose}
        notifications={notifications}
        onDismiss={notificationStore.dismiss}
        onDismissAll={notificationStore.dismissAll}
      />
      {loaded.has('quick') && <QuickPanelContainer open={open === 'quick'} onClose={onClose} />}
    </>
  );
}
