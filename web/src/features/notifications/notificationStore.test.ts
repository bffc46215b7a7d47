import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './notificationStore.ts';

describe('notification store', () => {
  it('lists the newest first, dismisses one or all', () => {
    const store = createNotificationStore();
    store.raise('first', 'error');
    store.raise('second', 'warning');
    expect(store.get().map((n) => n.title)).toEqual(['second', 'first']);
    const [second] = store.get();
    store.dismiss(second?.id ?? 0);
    expect(store.get().map((n) => n.title)).toEqual(['first']);
    store.dismissAll();
    expect(store.get()).toEqual([]);
  });
});
