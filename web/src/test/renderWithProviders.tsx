import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TenancyProvider } from '../app/tenancy/TenancyProvider.tsx';
import { brandTheme } from '../app/theme/brandTheme.ts';
import { AppToaster } from '../components/AppToaster.tsx';
import { fakeClient } from './fakeClient.ts';

export interface RenderOptions {
  /** Starting URL, query included. */
  url?: string;
  client?: ApolloClient;
}

/** Renders with the app's providers, an in-memory URL (recorded) and a fake Apollo Client. */
export function renderWithProviders(ui: ReactElement, { url = '/', client }: RenderOptions = {}) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  // Every navigation, replacements included (the recorded history overwrites on replace).
  const visited: string[] = [];
  const hook: BaseLocationHook = () => {
    const [current, navigate] = location.hook();
    return [
      current,
      (to: string, options?: { replace?: boolean }) => {
        visited.push(to);
        navigate(to, options);
      },
    ];
  };
  const utils = render(
    <FluentProvider theme={brandTheme}>
      <AppToaster />
      <ApolloProvider client={client ?? fakeClient({}).client}>
        <TenancyProvider>
          <Router hook={hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </TenancyProvider>
      </ApolloProvider>
    </FluentProvider>,
  );
  /** The current URL, query included. */
  const url_ = () => location.history?.at(-1) ?? '';
  return { ...utils, location, visited, currentUrl: url_ };
}
