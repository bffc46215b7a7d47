import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { InvitationPage } from './InvitationPage.tsx';

const base = { sending: false, serverErrors: {}, onEdit: vi.fn(), onSubmit: vi.fn() };

describe('InvitationPage', () => {
  it('says why a used or expired link does not work, and offers sign-in instead of the form', () => {
    const { unmount } = renderWithProviders(<InvitationPage {...base} state={{ kind: 'refused', problem: 'used' }} />);
    expect(screen.getByText(/already been used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<InvitationPage {...base} state={{ kind: 'refused', problem: 'expired' }} />);
    expect(screen.getByText(/has expired/)).toBeTruthy();
  });

  it('sets a password that meets the rules', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <InvitationPage
        {...base}
        onSubmit={onSubmit}
        state={{ kind: 'ready', firstName: 'Dana', customer: 'Laser Planet' }}
      />,
    );
    expect(screen.getByText(/Welcome, Dana\. Choose a password to open Laser Planet/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Set password and sign in' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const [first, second] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    await userEvent.type(first!, 'Welcome#2027');
    await userEvent.type(second!, 'Welcome#2027');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'Welcome#2027', repeatNewPassword: 'Welcome#2027' });
  });
});
