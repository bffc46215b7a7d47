import { Toast, ToastTitle, type ToastIntent, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';
import { TOASTER_ID } from '../components/toasterId.ts';
import { notificationStore } from '../features/notifications/notificationStore.ts';

export type Notify = (text: string, intent?: ToastIntent) => void;

/**
 * Shows a toast at the top centre; the same text is not stacked twice. Errors and warnings are
 * also kept in the notification panel, since the toast hides after 6 s.
 */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (text, intent = 'success') => {
      if (intent === 'error' || intent === 'warning') notificationStore.raise(text, intent);
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, toastId: `${intent}:${text}` },
      );
    },
    [dispatchToast],
  );
}
