import { MAX_NOTIFICATION_SNACKBARS } from '@marquee/core/constants';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationStore } from '../features/notifications/notificationStore.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { type Notify, useNotify } from './useNotify.tsx';

let notify: Notify = () => {};
function Probe() {
  const n = useNotify();
  useEffect(() => {
    notify = n;
  }, [n]);
  return null;
}

afterEach(() => notificationStore.dismissAll());

describe('useNotify', () => {
  it('shows at most five notification snackbars at once, all kept in the panel', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      for (let i = 1; i <= 7; i++) notify(`Failure ${i}`, 'error');
    });
    await screen.findByText('Failure 1');
    // Drawn toasts only: Fluent's live region repeats the latest text for screen readers.
    const drawn = [...document.querySelectorAll('.fui-ToastTitle')].map((e) => e.textContent);
    expect(drawn).toEqual(['Failure 1', 'Failure 2', 'Failure 3', 'Failure 4', 'Failure 5']);
    expect(drawn).toHaveLength(MAX_NOTIFICATION_SNACKBARS);
    expect(notificationStore.get()).toHaveLength(7);
  });

  it('keeps confirmations out of the notification panel', async () => {
    renderWithProviders(<Probe />);
    act(() => notify('Saved Successfully'));
    await screen.findByText('Saved Successfully');
    expect(notificationStore.get()).toHaveLength(0);
  });
});
