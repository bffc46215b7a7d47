import {
  Button,
  Toast,
  ToastTitle,
  type ToastIntent,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { NOTIFICATION_TOASTER_ID, TOASTER_ID } from '../components/toasterId.ts';
import { notificationStore } from '../features/notifications/notificationStore.ts';
import { useT } from '../i18n/useT.ts';

export type Notify = (text: string, intent?: ToastIntent) => void;

/**
 * Confirmations and information show as a toast at the top centre. Errors and warnings are
 * notifications: a snackbar at the bottom right (at most five at once, each dismissible) and an
 * entry in the notification panel, since the snackbar hides after 6 s. The same text is never
 * stacked twice.
 */
export function useNotify(): Notify {
  const toasts = useToastController(TOASTER_ID);
  const snackbars = useToastController(NOTIFICATION_TOASTER_ID);
  const t = useT();
  return useCallback(
    (text, intent = 'success') => {
      const toastId = `${intent}:${text}`;
      if (intent === 'error' || intent === 'warning') {
        notificationStore.raise(text, intent);
        snackbars.dispatchToast(
          <Toast>
            <ToastTitle
              action={
                <ToastTrigger>
                  <Button
                    appearance="transparent"
                    size="small"
                    icon={<DismissRegular />}
                    aria-label={t('common.close')}
                  />
                </ToastTrigger>
              }
            >
              {text}
            </ToastTitle>
          </Toast>,
          { intent, toastId },
        );
        return;
      }
      toasts.dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, toastId },
      );
    },
    [toasts, snackbars, t],
  );
}
