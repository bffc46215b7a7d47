import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RecoveryDialog, type RecoveryDialogProps } from './RecoveryDialog.tsx';
import type { RecoveryStep } from './recoveryStep.ts';

const props = (step: RecoveryStep, over: Partial<RecoveryDialogProps> = {}): RecoveryDialogProps => ({
  open: true,
  step,
  sentTo: 'dana@funzone.test',
  sending: false,
  serverErrors: {},
  onRequest: vi.fn(),
  onResend: vi.fn(),
  onEditPassword: vi.fn(),
  onSubmitPassword: vi.fn(),
  onClose: vi.fn(),
  ...over,
});

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('RecoveryDialog', () => {
  it('step 1: Reset password waits for a valid e-mail, then requests the link', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    renderWithProviders(<RecoveryDialog {...props('email', { onRequest })} />);
    expect(within(dialog()).getByText('Reset your password')).toBeTruthy();
    expect(button('Reset password').disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(/Email/), 'dana@');
    // Tabster's focus trap keeps focus in place under jsdom; blur directly.
    fireEvent.blur(within(dialog()).getByLabelText(/Email/));
    expect(within(dialog()).getByText('Invalid email format')).toBeTruthy();
    expect(button('Reset password').disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(/Email/), 'funzone.test');
    expect(button('Reset password').disabled).toBe(false);
    await user.click(button('Reset password'));
    expect(onRequest).toHaveBeenCalledWith('dana@funzone.test');
  });

  it('step 2: tells where the link went and can resend it', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    renderWithProviders(<RecoveryDialog {...props('sent', { onResend })} />);
    expect(within(dialog()).getByText('Check your email')).toBeTruthy();
    expect(
      within(dialog()).getByText(
        "Reset link sent to dana@funzone.test. Don't see it? Not in your spam folder? You might have signed up with a different email address.",
      ),
    ).toBeTruthy();
    await user.click(button('Resend email'));
    expect(onResend).toHaveBeenCalled();
  });

  it('step 3: shows a spinner while the code is checked', () => {
    renderWithProviders(<RecoveryDialog {...props('validating')} />);
    expect(within(dialog()).getByText('Checking your reset link…')).toBeTruthy();
  });

  it('step 3: submits only when every rule passes and the repeat matches', async () => {
    const user = userEvent.setup();
    const onSubmitPassword = vi.fn();
    renderWithProviders(<RecoveryDialog {...props('newPassword', { onSubmitPassword })} />);
    const submit = () => button('Reset password');
    expect(submit().disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(/^New password/), 'Brand#New1');
    expect(submit().disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(/^Repeat new password/), 'Brand#New2');
    expect(within(dialog()).getByText('Passwords must match.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.clear(within(dialog()).getByLabelText(/^Repeat new password/));
    await user.type(within(dialog()).getByLabelText(/^Repeat new password/), 'Brand#New1');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(onSubmitPassword).toHaveBeenCalledWith({ newPassword: 'Brand#New1', repeatNewPassword: 'Brand#New1' });
  });

  it('step 3: an invalid link shows the spec texts', () => {
    renderWithProviders(<RecoveryDialog {...props('invalid')} />);
    expect(within(dialog()).getByText('Oops, Something Went Wrong')).toBeTruthy();
    expect(within(dialog()).getByText('The password reset link is expired or invalid.')).toBeTruthy();
  });

  it('step 4: success, and closing goes back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<RecoveryDialog {...props('success', { onClose })} />);
    expect(within(dialog()).getByText('Success')).toBeTruthy();
    expect(
      within(dialog()).getByText('Password has been updated. Please log back in using your new credentials.'),
    ).toBeTruthy();
    await user.click(button('Back to login'));
    expect(onClose).toHaveBeenCalled();
  });

  it('cancelling step 1 closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<RecoveryDialog {...props('email', { onClose })} />);
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalled();
  });
});
