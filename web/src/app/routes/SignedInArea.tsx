import { guard } from '@marquee/core/routes';
import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Splash } from '../../components/Splash.tsx';
import { Error500Page } from '../../features/errors/Error500Page.tsx';
import { useMeQuery } from '../../generated/graphql.ts';
import { useMasterClientPick } from '../tenancy/useMasterClientPick.ts';
import { toViewer } from '../viewer/toViewer.ts';
import { loginPath } from './loginPath.ts';

const SignedInShell = lazy(() =>
  import('../../features/shell/SignedInShell.tsx').then((m) => ({ default: m.SignedInShell })),
);

/**
 * Every path that is not an auth or bare page: loads `me` (splash meanwhile), applies core
 * `guard`, settles the master client, then renders the shell with the route's screen.
 */
export function SignedInArea() {
  const [path] = useLocation();
  const search = useSearch();
  const { data: fresh, previousData, loading, error } = useMeQuery();
  // While a tenant switch refetches `me`, keep showing the shell with the previous answer.
  const data = fresh ?? previousData;
  const me = data?.me ?? null;
  const tenancyReady = useMasterClientPick(me ? me.masterClients : null);

  if (!data) return loading || !error ? <Splash /> : <Error500Page />;
  const decision = guard(path, toViewer(me));
  // Keyed: wouter's Redirect navigates once on mount, and a redirect can lead to another.
  if (decision.kind === 'login') {
    const to = loginPath(search ? `${decision.from}?${search}` : decision.from);
    return <Redirect key={to} to={to} replace />;
  }
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  if (!me || !tenancyReady) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      <SignedInShell me={me} path={path} />
    </Suspense>
  );
}
