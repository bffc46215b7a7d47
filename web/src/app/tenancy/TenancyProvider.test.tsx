import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fakeClient.ts';
import { masterClientStore } from './masterClientStore.ts';
import { TenancyProvider } from './TenancyProvider.tsx';
import { withoutTenantParams } from './tenantParams.ts';
import { useTenancy } from './useTenancy.ts';

function mount() {
  const fake = fakeClient({});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={fake.client}>
      <TenancyProvider>{children}</TenancyProvider>
    </ApolloProvider>
  );
  return renderHook(() => useTenancy(), { wrapper });
}

describe('switching master client', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    masterClientStore.set(null);
  });

  it('drops the previous client’s location from the URL and keeps the rest', async () => {
    masterClientStore.set(1);
    window.history.replaceState(null, '', '/settings/translations?location=FZD&language=2');
    const view = mount();
    await act(() => view.result.current.select(2));
    expect(window.location.pathname).toBe('/settings/translations');
    expect(window.location.search).toBe('?language=2');
    expect(view.result.current.selectedId).toBe(2);
  });

  it('leaves a URL without a location as it is, and the same client changes nothing', async () => {
    masterClientStore.set(1);
    window.history.replaceState(null, '', '/bookings?location=FZD');
    const view = mount();
    await act(() => view.result.current.select(1));
    expect(window.location.search).toBe('?location=FZD');
    expect(withoutTenantParams('?q=ann&page=2')).toBe('?q=ann&page=2');
    expect(withoutTenantParams('?location=7')).toBe('');
  });
});
