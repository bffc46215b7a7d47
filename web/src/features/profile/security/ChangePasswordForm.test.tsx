import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';

const props = (over: Partial<ChangePasswordFormProps> = {}): ChangePasswordFormProps => ({
  sending: false,
  serverErrors: {},
  formError: null,
  onEditField: vi.fn(),
  onSubmit: vi.fn(),
  ...over,
});

const update = () => screen.getByRole('button', { name: 'Update password' }) as HTMLButtonElement;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const metRules = () => [...document.querySelectorAll('li[data-met="true"]')].map((li) => li.textContent);

describe('ChangePasswordForm', () => {
  it('ticks each rule live as the new password meets it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm {...props()} />);
    expect(metRules()).toHaveLength(0);
    await user.type(field(/^New password/), 'abc');
    expect(metRules()).toEqual([expect.stringContaining('lower case')]);
    await user.type(field(/^New password/), 'DEF12#xy');
    expect(metRules()).toHaveLength(5);
  });

  it('enables Update only with every rule, a matching repeat and the current password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<ChangePasswordForm {...props({ onSubmit })} />);
    expect(update().disabled).toBe(true);
    await user.type(field(/^New password/), 'Brand#New1');
    await user.type(field(/^Repeat new password/), 'Brand#New1');
    expect(update().disabled).toBe(true);
    await user.type(field(/^Current password/), 'Marquee#2026');
    expect(update().disabled).toBe(false);
    await user.type(field(/^Repeat new password/), 'x');
    expect(update().disabled).toBe(true);
    await user.type(field(/^Repeat new password/), '{Backspace}');
    await user.click(update());
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Marquee#2026',
      newPassword: 'Brand#New1',
      repeatNewPassword: 'Brand#New1',
    });
  });

  it('stays disabled while sending', () => {
    renderWithProviders(<ChangePasswordForm {...props({ sending: true })} />);
    expect(update().disabled).toBe(true);
  });

  it('shows and hides each password with its toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm {...props()} />);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(field(/^Current password/).type).toBe('password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(field(/^Current password/).type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('shows server field errors and clears the form on Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ChangePasswordForm {...props({ serverErrors: { currentPassword: 'Your current password is incorrect.' } })} />,
    );
    expect(screen.getByText('Your current password is incorrect.')).toBeTruthy();
    await user.type(field(/^New password/), 'Brand#New1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field(/^New password/).value).toBe('');
  });
});
