import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { LoginPage, type LoginPageProps } from './LoginPage.tsx';

const props = (over: Partial<LoginPageProps> = {}): LoginPageProps => ({
  sending: false,
  failed: false,
  onSubmit: vi.fn(),
  forgotHref: '/auth/login?recovery=1',
  onForgot: vi.fn(),
  ...over,
});

const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;

describe('LoginPage', () => {
  it('keeps Login disabled until both fields are valid, then submits the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginPage {...props({ onSubmit })} />);
    expect(loginButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Username/), 'director@funzone.test');
    expect(loginButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Password/), 'Marquee#2026');
    expect(loginButton().disabled).toBe(false);
    await user.click(loginButton());
    expect(onSubmit).toHaveBeenCalledWith({ username: 'director@funzone.test', password: 'Marquee#2026' });
  });

  it('shows the validation messages once a field is touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage {...props()} />);
    expect(screen.queryByText('You must enter a username')).toBeNull();
    await user.click(screen.getByLabelText(/Username/));
    await user.tab();
    expect(screen.getByText('You must enter a username')).toBeTruthy();
    await user.type(screen.getByLabelText(/Username/), 'not-an-email');
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    await user.click(screen.getByLabelText(/Password/));
    await user.tab();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Password/), 'abc');
    expect(screen.getByText('Password is too short - should be 8 chars minimum.')).toBeTruthy();
  });

  it('shows the login-failure message', () => {
    renderWithProviders(<LoginPage {...props({ failed: true })} />);
    expect(
      screen.getByText('Your account or password is incorrect. If you don’t remember your password, please reset.'),
    ).toBeTruthy();
  });

  it('replaces the form with a splash while signing in', () => {
    renderWithProviders(<LoginPage {...props({ sending: true })} />);
    expect(screen.getByText('Signing you in…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('offers the Forgot My Password link', async () => {
    const user = userEvent.setup();
    const onForgot = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(<LoginPage {...props({ onForgot })} />);
    const link = screen.getByRole('link', { name: 'Forgot My Password' });
    expect(link.getAttribute('href')).toBe('/auth/login?recovery=1');
    await user.click(link);
    expect(onForgot).toHaveBeenCalled();
  });
});
