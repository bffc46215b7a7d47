import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RecoveryDialogContainer } from './RecoveryDialogContainer.tsx';

describe('RecoveryDialogContainer', () => {
  it('opens at step 3 with a valid code and ends at step 4', async () => {
    const user = userEvent.setup();
    const fake = fakeClient({
      ValidateRecoveryCode: { data: { validateRecoveryCode: true } },
      SubmitPasswordRecovery: { data: { submitPasswordRecovery: true } },
    });
    renderWithProviders(<RecoveryDialogContainer open code="abc123" onClose={vi.fn()} />, { client: fake.client });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'Brand#New1');
    await user.type(within(dialog).getByLabelText(/^Repeat new password/), 'Brand#New1');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeTruthy();
    expect(fake.calls.at(-1)).toEqual({
      name: 'SubmitPasswordRecovery',
      variables: { input: { token: 'abc123', newPassword: 'Brand#New1', repeatNewPassword: 'Brand#New1' } },
    });
  });

  it('shows the invalid-link texts when the code is refused', async () => {
    const fake = fakeClient({ ValidateRecoveryCode: { data: { validateRecoveryCode: false } } });
    renderWithProviders(<RecoveryDialogContainer open code="stale" onClose={vi.fn()} />, { client: fake.client });
    expect(await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText('The password reset link is expired or invalid.')).toBeTruthy();
  });

  it('requests a link, moves to step 2 and confirms with a toast', async () => {
    const user = userEvent.setup();
    const fake = fakeClient({ RequestPasswordRecovery: { data: { requestPasswordRecovery: true } } });
    renderWithProviders(<RecoveryDialogContainer open code={null} onClose={vi.fn()} />, { client: fake.client });
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@funzone.test');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeTruthy();
    expect(await screen.findByText('Password recovery request was successfully sent.')).toBeTruthy();
  });

  it('shows the throttle with its wait and stays on the step when requests are refused', async () => {
    const user = userEvent.setup();
    const fake = fakeClient({
      RequestPasswordRecovery: {
        errors: [
          // The text comes from the web's catalogue (the person's language), the wait from the server.
          { message: 'throttled', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 42 } },
        ],
      },
    });
    renderWithProviders(<RecoveryDialogContainer open code={null} onClose={vi.fn()} />, { client: fake.client });
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@funzone.test');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Too many attempts. Try again in 42 seconds.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });
});
