import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { masterClientStore } from '../../app/tenancy/masterClientStore.ts';
import { notificationStore } from '../notifications/notificationStore.ts';
import { sessionClock } from './sessionClock.ts';
import { signOut } from './signOut.ts';

describe('signOut (spec/1 §4: logout resets the entire client state)', () => {
  it('leaves nothing of the last person: notifications, their count, the tenant, the cache, the countdown', async () => {
    notificationStore.raise('Something went wrong', 'error');
    notificationStore.raise('Careful', 'warning');
    masterClientStore.set(7);
    sessionClock.start();
    const client = { mutate: vi.fn(async () => ({})), clearStore: vi.fn(async () => []) };
    const navigate = vi.fn();
    await signOut(client as unknown as ApolloClient, navigate, { to: '/auth/login', callServer: true });
    expect(notificationStore.get()).toEqual([]);
    expect(masterClientStore.get()).toBeNull();
    expect(client.clearStore).toHaveBeenCalled();
    expect(client.mutate).toHaveBeenCalledTimes(1);
    expect(sessionClock.getSnapshot()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });
});
