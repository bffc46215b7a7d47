import { findRoute } from '@marquee/core/routes';
import type { MessageKey } from '@marquee/core/messages/en';
import { Suspense } from 'react';
import { Splash } from '../../components/Splash.tsx';
import { ComingSoonPage } from '../../features/shell/ComingSoonPage.tsx';
import { useT } from '../../i18n/useT.ts';
import { SCREENS } from './screens.ts';

export interface RouteScreenProps {
  path: string;
}

/** The screen of a signed-in route, inside the shell. */
export function RouteScreen({ path }: RouteScreenProps) {
  const t = useT();
  const route = findRoute(path);
  // A route with parameters (regular-products/:productId) is served under its pattern.
  const Screen = SCREENS[path] ?? (route ? SCREENS[route.path] : undefined);
  if (Screen) {
    return (
      <Suspense fallback={<Splash inline />}>
        <Screen />
      </Suspense>
    );
  }
  return <ComingSoonPage title={t((route?.titleKey ?? 'app.name') as MessageKey)} />;
}
