import { PAY_LINK_ROUTE } from '@marquee/core/bookings/rules';
import { findRoute } from '@marquee/core/routes';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Splash } from '../../components/Splash.tsx';
import { Error500Page } from '../../features/errors/Error500Page.tsx';
import { SessionExpiredPage } from '../../features/session/SessionExpiredPage.tsx';
import { useScrollToTop } from '../../hooks/useScrollToTop.ts';
import { withApollo } from '../apollo/withApollo.tsx';
import { loadSignedIn } from './loadSignedIn.ts';

const PayByLinkScreen = lazy(
  withApollo(() => import('../../features/bookings/pay/PayByLinkContainer.tsx').then((m) => m.PayByLinkContainer)),
);
const SignedInRoot = lazy(loadSignedIn);
const AuthArea = lazy(() => import('../../features/auth/AuthArea.tsx').then((m) => ({ default: m.AuthArea })));

/** Top-level split of core ROUTES: auth pages, bare pages, and the signed-in area. */
export function AppRoutes() {
  const [path] = useLocation();
  useScrollToTop(path);
  const access = findRoute(path)?.access;
  if (access?.kind === 'public') {
    return (
      <Suspense fallback={<Splash />}>
        <AuthArea />
      </Suspense>
    );
  }
  if (findRoute(path)?.path === PAY_LINK_ROUTE) {
    return (
      <Suspense fallback={<Splash />}>
        <PayByLinkScreen />
      </Suspense>
    );
  }
  if (path === '/session-expired') return <SessionExpiredPage />;
  if (path === '/error-500') return <Error500Page />;
  return (
    <Suspense fallback={<Splash />}>
      <SignedInRoot />
    </Suspense>
  );
}
