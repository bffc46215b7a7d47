import { RouteScreen } from '../../app/routes/RouteScreen.tsx';
import type { ViewerFieldsFragment } from '../../generated/graphql.ts';
import { SessionWatcher } from '../session/SessionWatcher.tsx';
import { ShellContainer } from './ShellContainer.tsx';

export interface SignedInShellProps {
  me: ViewerFieldsFragment;
  path: string;
}

/** The shell with the route's screen and the session countdown. Loaded lazily after `me`. */
export function SignedInShell({ me, path }: SignedInShellProps) {
  return (
    <>
      <ShellContainer me={me} path={path}>
        <RouteScreen path={path} />
      </ShellContainer>
      <SessionWatcher />
    </>
  );
}
