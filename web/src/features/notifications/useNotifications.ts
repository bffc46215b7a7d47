import { useSyncExternalStore } from 'react';
import { type AppNotification, notificationStore } from './notificationStore.ts';

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.get);
}
