/** Shared by the settings route tests: calls as a signed-in user with a master client. */
import { bearer, type TestApp } from '../../test/harness.ts';

export const FUNZONE = 1;
export const BOWLARAMA = 2;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (token: string, method: Method, url: string, payload?: unknown, masterClient = FUNZONE) =>
    t.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}masterClient=${masterClient}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
