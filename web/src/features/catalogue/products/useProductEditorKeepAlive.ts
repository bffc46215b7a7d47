import { useCallback } from 'react';
import { useProductEditorPingMutation } from '../../../generated/graphql.ts';
import { useActivityKeepAlive } from '../../../hooks/useActivityKeepAlive.ts';
import { sessionClock } from '../../session/sessionClock.ts';

/**
 * The product editor's keep-alive: while it is open and in use, it pings at half the session's
 * lifetime, so the session never runs out between two pings. A successful ping restarts the
 * shared countdown of every tab, as any successful call does (the Apollo success link).
 */
export function useProductEditorKeepAlive(): void {
  const [ping] = useProductEditorPingMutation();
  const send = useCallback(() => ping(), [ping]);
  useActivityKeepAlive(send, (sessionClock.lifetime() * 1000) / 2);
}
