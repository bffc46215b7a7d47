import type { FieldKey } from '../../core/src/rest.ts';

/**
 * A GraphQL client that behaves like a browser towards the gateway: it keeps the session cookie
 * the gateway sets, and can also act as an internal tool with a bearer token.
 */
export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: Record<string, string>; fieldKeys?: Record<string, FieldKey> };
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: GqlError[];
  status: number;
}

export class GatewayClient {
  cookie: string | null = null;
  bearer: string | null = null;
  masterClient: number | null = null;

  constructor(readonly baseUrl: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.masterClient !== null) headers['x-master-client'] = String(this.masterClient);
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    this.keepCookie(res);
    const body = (await res.json()) as Omit<GqlResult<T>, 'status'>;
    return { ...body, status: res.status };
  }

  private keepCookie(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (!pair) continue;
      const [name, value] = pair.split('=');
      if (!name?.startsWith('marquee_session')) continue;
      const cleared = !value || /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      this.cookie = cleared ? null : pair;
    }
  }

  async login(username: string, password = 'Marquee#2026') {
    return this.gql<{ login: { user: { email: string }; expiresIn: number; token: string | null } }>(
      `mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { user { email } expiresIn token } }`,
      { u: username, p: password },
    );
  }
}

export const codeOf = (r: GqlResult<unknown>): string | undefined => r.errors?.[0]?.extensions?.code;
