/** Calls to the REST API over HTTP, as the gateway makes them: a bearer token and `masterClient`. */

/** A JSON answer, read by the test or route-table entry that asked for it. */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the tests that read them.
export type Body = any;

export interface RestAnswer {
  status: number;
  body: Body;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signs in through POST /login and answers the bearer token. */
export async function restLogin(restUrl: string, email: string, password = 'Marquee#2026'): Promise<string> {
  const res = await fetch(`${restUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A body sent as it is with its own content type (an uploaded file), not as JSON. */
export class RawBody {
  constructor(
    readonly text: string,
    readonly type: string,
  ) {}
}

/** `masterClient` is appended when given (a number, or 'null'). */
export async function restCall(
  restUrl: string,
  token: string | null,
  method: Method,
  url: string,
  options: { body?: unknown; masterClient?: number | 'null' } = {},
): Promise<RestAnswer> {
  const mc =
    options.masterClient === undefined ? '' : `${url.includes('?') ? '&' : '?'}masterClient=${options.masterClient}`;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const raw = options.body instanceof RawBody ? options.body : null;
  if (options.body !== undefined) headers['content-type'] = raw ? raw.type : 'application/json';
  const res = await fetch(`${restUrl}${url}${mc}`, {
    method,
    headers,
    body: raw ? raw.text : options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the failure message.
  }
  return { status: res.status, body };
}
