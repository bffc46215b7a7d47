import { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { MASTER_CLIENT_HEADER, TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { type ErrorReaction, reactionFor } from '@marquee/core/errors';
import { tap } from 'rxjs';
import { errorInfo } from './errorInfo.ts';

/**
 * Per-operation context: `silent` skips the shared reaction to errors altogether;
 * `handledCodes` lists the codes the screen shows itself (form errors, login failure).
 */
export interface MarqueeContext {
  silent?: boolean;
  handledCodes?: readonly string[];
}

export type ToastReaction = Exclude<ErrorReaction, { kind: 'logout' }>;

/**
 * Adds the selected master client (omitted when none) and the timezone offset in minutes, as
 * Date#getTimezoneOffset gives it (positive west of UTC): the convention of core's todayAt, which
 * the REST API uses to decide which day "Today" is.
 */
export function headersLink(getMasterClientId: () => number | null): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const id = getMasterClientId();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        [TIMEZONE_OFFSET_HEADER]: String(new Date().getTimezoneOffset()),
        ...(id === null ? {} : { [MASTER_CLIENT_HEADER]: String(id) }),
      },
    }));
    return forward(operation);
  });
}

/** Calls `onSuccess` for every response without errors (it resets the session countdown). */
export function successLink(onSuccess: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (!result.errors?.length) onSuccess();
      }),
    ),
  );
}

/** Spec/1 §8 through core `reactionFor`; the error still reaches the caller. */
export function errorLink(handlers: { onLogout: () => void; onToast: (r: ToastReaction) => void }): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext() as MarqueeContext;
    if (context.silent) return;
    const info = errorInfo(error);
    if (info.code && context.handledCodes?.includes(info.code)) return;
    const reaction = reactionFor(info.code, info.message);
    if (reaction.kind === 'logout') handlers.onLogout();
    else handlers.onToast(reaction);
  });
}
