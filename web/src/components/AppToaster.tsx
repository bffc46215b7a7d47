import { Toaster } from '@fluentui/react-components';
import { MAX_NOTIFICATION_SNACKBARS, TOAST_AUTO_HIDE_MS } from '@marquee/core/constants';
import { NOTIFICATION_TOASTER_ID, TOASTER_ID } from './toasterId.ts';

/**
 * Toasts at the top centre, hidden after TOAST_AUTO_HIDE_MS; notification snackbars (errors and
 * warnings, also kept in the notification panel) at the bottom right, at most
 * MAX_NOTIFICATION_SNACKBARS at once: a sixth waits until one leaves (spec/1 §2.6, §9).
 */
export function AppToaster() {
  return (
    <>
      <Toaster toasterId={TOASTER_ID} position="top" timeout={TOAST_AUTO_HIDE_MS} pauseOnHover />
      <Toaster
        toasterId={NOTIFICATION_TOASTER_ID}
        position="bottom-end"
        timeout={TOAST_AUTO_HIDE_MS}
        limit={MAX_NOTIFICATION_SNACKBARS}
        pauseOnHover
      />
    </>
  );
}
