import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { notificationStore } from '../../notifications/notificationStore.ts';
import { LoginContainer } from './LoginContainer.tsx';

const FAILED = 'Your account or password is incorrect. If you don’t remember your password, please reset.';

afterEach(() => notificationStore.dismissAll());

describe('LoginContainer', () => {
  it('shows a refused login as an error notification (spec/1 §2.2, §8)', async () => {
    const fake = fakeClient({
      Login: { errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    renderWithProviders(<LoginContainer />, { url: '/auth/login', client: fake.client });
    await userEvent.type(screen.getByRole('textbox', { name: /username/i }), 'dana@funzone.test');
    await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notificationStore.get().map((n) => [n.title, n.intent])).toEqual([[FAILED, 'error']]));
  });
});
