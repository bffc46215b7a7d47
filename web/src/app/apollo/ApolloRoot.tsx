import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { sessionClock } from '../../features/session/sessionClock.ts';
import { signOut } from '../../features/session/signOut.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { useT } from '../../i18n/useT.ts';
import { masterClientStore } from '../tenancy/masterClientStore.ts';
import { createApolloClient } from './createApolloClient.ts';
import type { ToastReaction } from './links.ts';

export interface ApolloRootProps {
  children: ReactNode;
}

/** Creates the app's Apollo Client, wired to toasts, the session clock and the tenant. */
export function ApolloRoot({ children }: ApolloRootProps) {
  const t = useT();
  const notify = useNotify();
  const [location, navigate] = useLocation();
  // The client lives as long as the app; the handlers read the latest hooks through a ref.
  const latest = useRef({ t, notify, navigate, location });
  latest.current = { t, notify, navigate, location };
  const [client] = useState(() => {
    const toast = (r: ToastReaction) => {
      const { t: tr, notify: show } = latest.current;
      show('text' in r ? r.text : tr(r.messageKey), 'error');
    };
    const c = createApolloClient({
      getMasterClientId: masterClientStore.get,
      onSuccess: sessionClock.touch,
      onToast: toast,
      onUnauthenticated: () => {
        if (latest.current.location.startsWith('/auth/')) return;
        void signOut(c, latest.current.navigate, { to: '/auth/login', callServer: false });
      },
    });
    return c;
  });
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
