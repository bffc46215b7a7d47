import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Splash } from '../../components/Splash.tsx';
import { useAdminSitesQuery } from '../../generated/graphql.ts';
import { useT } from '../../i18n/useT.ts';
import { useSignOut } from '../session/useSignOut.ts';

/**
 * /redirectAdmin and /redirectSpAdmin (spec/1 §2.1, §2.7): sends the browser to the chosen
 * (`?site=n`, else the first) admin site; with no site at all, logs out and goes to login.
 */
export function ExternalAdminRedirect() {
  const t = useT();
  const [path] = useLocation();
  const [params] = useSearchParams();
  const kind = path === '/redirectSpAdmin' ? 'SP_ADMIN' : 'ADMIN';
  const { data } = useAdminSitesQuery({ variables: { kind }, fetchPolicy: 'network-only' });
  const signOut = useSignOut();
  const done = useRef(false);
  const index = Number(params.get('site') ?? 0);

  useEffect(() => {
    if (!data || done.current) return;
    done.current = true;
    const links = data.adminSites;
    const link = links[Number.isInteger(index) ? index : 0] ?? links[0];
    if (link) window.location.assign(link.url);
    else void signOut();
  }, [data, index, signOut]);

  return <Splash inline label={t('shell.redirecting')} />;
}
