import { findRoute } from '@marquee/core/routes';
import { Suspense } from 'react';
import { Splash } from '../../components/Splash.tsx';
import { SCREENS } from './screens.ts';

export interface RouteScreenProps {
  path: string;
}

/** The screen of a signed-in route, inside the shell. */
export function RouteScreen({ path }: RouteScreenProps) {
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
  // Every signed-in route has its screen (SignedInArea.test.tsx checks); '/' redirects before this.
  return null;
}
