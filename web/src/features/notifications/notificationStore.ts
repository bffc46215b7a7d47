export type NotificationIntent = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  id: number;
  title: string;
  intent: NotificationIntent;
  at: Date;
}

type Listener = () => void;

/**
 * Notifications of this session. There is no server source for notifications yet, so the panel
 * lists what the app itself told the person (error and warning toasts, which hide after 6 s),
 * so a message missed while looking away can still be read. Newest first.
 */
export function createNotificationStore() {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const set = (next: readonly AppNotification[]) => {
    items = next;
    for (const l of listeners) l();
  };
  return {
    get: () => items,
    raise(title: string, intent: NotificationIntent = 'info', at = new Date()) {
      set([{ id: nextId++, title, intent, at }, ...items]);
    },
    dismiss(id: number) {
      set(items.filter((n) => n.id !== id));
    },
    dismissAll() {
      set([]);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

export const notificationStore = createNotificationStore();
