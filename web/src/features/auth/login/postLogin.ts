import { REQUEST_TIMEOUT_MS, TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { codeForStatus, ErrorCode } from '@marquee/core/errors';
import { codeOnly, type ErrorInfo, fromBody, fromFormatted } from '../../../app/apollo/formattedError.ts';
import viewerDocument from '../../../app/viewer/Me.graphql?raw';
import loginDocument from './Login.graphql?raw';
import type { LoginValues } from './LoginPage.tsx';

/** A refused or failed sign-in, read as the error link reads any other call's. */
export class LoginError extends Error {
  override name = 'LoginError';
  constructor(readonly info: ErrorInfo) {
    super(info.message ?? info.code ?? 'login failed');
  }
}

/**
 * The Login mutation posted without Apollo Client: the sign-in page is its only call, and Apollo
 * Client (with graphql-js) would double the page's JavaScript. The document is the
 * one codegen checks (Login.graphql with its ViewerFields fragment), sent as written.
 */
export async function postLogin(variables: LoginValues): Promise<void> {
  let response: Response;
  let body: string;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        [TIMEZONE_OFFSET_HEADER]: String(new Date().getTimezoneOffset()),
      },
      body: JSON.stringify({ operationName: 'Login', query: `${loginDocument}\n${viewerDocument}`, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
  } catch (e) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
    throw new LoginError(codeOnly(timedOut ? ErrorCode.timeout : ErrorCode.upstreamUnavailable));
  }
  const first = fromBody(body);
  if (first) throw new LoginError(fromFormatted(first));
  if (!response.ok) {
    // A proxy in front of a stopped gateway answers 502/503: the server is unreachable.
    const status = response.status;
    throw new LoginError(codeOnly([502, 503].includes(status) ? ErrorCode.upstreamUnavailable : codeForStatus(status)));
  }
}
