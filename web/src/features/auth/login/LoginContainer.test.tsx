import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { notificationStore } from '../../notifications/notificationStore.ts';
import { LoginContainer } from './LoginContainer.tsx';

// The signed-in app it prefetches is not under test here.
vi.mock('../../../app/routes/loadSignedIn.ts', () => ({ loadSignedIn: () => new Promise(() => undefined) }));

const FAILED = 'Your account or password is incorrect. If you don’t remember your password, please reset.';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notificationStore.dismissAll();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function signIn(password = 'wrong-password') {
  await userEvent.type(screen.getByRole('textbox', { name: /username/i }), 'dana@funzone.test');
  await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}
const notifications = () => notificationStore.get().map((n) => [n.title, n.intent]);

describe('LoginContainer', () => {
  it('shows a refused login as an error notification (spec/1 §2.2, §8)', async () => {
    fetchMock.mockResolvedValue(
      json({ errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    renderWithProviders(<LoginContainer />, { url: '/auth/login' });
    await signIn();
    await waitFor(() => expect(notifications()).toEqual([[FAILED, 'error']]));
  });

  it('posts the Login mutation and goes to the remembered page', async () => {
    fetchMock.mockResolvedValue(json({ data: { login: { expiresIn: 900, user: null } } }));
    const { visited } = renderWithProviders(<LoginContainer />, { url: '/auth/login?from=%2Fdashboard-drive' });
    await signIn('Marquee#2026');
    await waitFor(() => expect(visited).toContain('/dashboard-drive'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    const body = JSON.parse(String(init?.body)) as { operationName: string; query: string; variables: unknown };
    expect(body.operationName).toBe('Login');
    expect(body.query).toContain('fragment ViewerFields on Me');
    expect(body.variables).toEqual({ username: 'dana@funzone.test', password: 'Marquee#2026' });
    expect(notifications()).toEqual([]);
  });

  it('shows an unreachable server as the network error, as every other call does', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    renderWithProviders(<LoginContainer />, { url: '/auth/login' });
    await signIn();
    await waitFor(() => expect(notifications()).toEqual([['Network error: Unable to reach the server', 'error']]));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows the throttle with its wait', async () => {
    fetchMock.mockResolvedValue(
      json({ errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 42 } }] }),
    );
    renderWithProviders(<LoginContainer />, { url: '/auth/login' });
    await signIn();
    await waitFor(() => expect(notifications()).toEqual([['Too many attempts. Try again in 42 seconds.', 'error']]));
  });
});
