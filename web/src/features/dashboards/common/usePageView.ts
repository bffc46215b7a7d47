import { useEffect } from 'react';
import { useLogVisitMutation } from '../../../generated/graphql.ts';

/** One page-view event per dashboard visit (spec/2 §2); best effort, failures only logged. */
export function usePageView(eventName: string) {
  const [logVisit] = useLogVisitMutation({ context: { silent: true } });
  useEffect(() => {
    logVisit({ variables: { eventName } }).catch((e) => console.warn('logVisit failed', e));
  }, [eventName, logVisit]);
}
