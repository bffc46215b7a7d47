import { ErrorCode } from '@marquee/core/errors';
import { useCallback } from 'react';
import type { ErrorInfo } from '../../app/apollo/formattedError.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { useT } from '../../i18n/useT.ts';

/**
 * Auth operations show the throttle themselves, in the person's language with the wait: too many
 * attempts, or sign-in briefly unavailable (the throttle's store is down).
 */
export const THROTTLED = [ErrorCode.tooManyRequests, ErrorCode.upstreamUnavailable] as const;

/** Fallback wait when a proxy answered 429 without the gateway's retryAfter. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * Shows 'Too many attempts. Try again in N seconds.' when the sign-in throttle refused the
 * operation ('Sign-in is briefly unavailable…' when it could not count, the network error when
 * the server is unreachable), and says whether it did, so the screen skips its own handling.
 */
export function useThrottleNotice(): (info: ErrorInfo) => boolean {
  const t = useT();
  const notify = useNotify();
  return useCallback(
    (info) => {
      if (info.code === ErrorCode.upstreamUnavailable) {
        // With a wait: the gateway is up but cannot count attempts; without: it is unreachable.
        notify(
          info.retryAfter ? t('auth.signInUnavailable', { seconds: info.retryAfter }) : t('error.network'),
          'error',
        );
        return true;
      }
      if (info.code !== ErrorCode.tooManyRequests) return false;
      notify(t('error.tooManyRequests', { seconds: info.retryAfter ?? DEFAULT_WAIT_SECONDS }), 'error');
      return true;
    },
    [t, notify],
  );
}
