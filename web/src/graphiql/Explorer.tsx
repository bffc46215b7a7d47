import { MASTER_CLIENT_HEADER } from '@marquee/core/constants';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEffect, useMemo, useRef, useState } from 'react';

interface MasterClient {
  masterClientId: number;
  masterClientName: string;
  isDefault: boolean;
}

type Fetcher = GraphiQLProps['fetcher'];

/**
 * POSTs to the gateway as the web app does: JSON (which Apollo's CSRF check accepts), with the
 * same-origin session cookie; or, when an API token is given, as a tool would: the token as
 * `Authorization: Bearer` and no cookie, so the answer is exactly what the token may see.
 */
async function post(body: unknown, masterClient: number | null, token = ''): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (masterClient !== null) headers[MASTER_CLIENT_HEADER] = String(masterClient);
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: token ? 'omit' : 'same-origin',
    headers,
    body: JSON.stringify(body),
  });
  return res.json();
}

const DEFAULT_QUERY = `# Requests carry your session (or the API token given above) and the master client picked above.
query Locations {
  locations {
    locationId
    name
  }
}
`;

/** The explorer's bar (the master client picker) over GraphiQL. */
export function Explorer() {
  const [clients, setClients] = useState<MasterClient[]>([]);
  const [masterClient, setMasterClient] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Kept in memory only: the page forgets it on reload.
  const [token, setToken] = useState('');
  // Read at each request, so typing a token neither remounts the explorer nor loses the query.
  const tokenRef = useRef('');
  tokenRef.current = token.trim();

  useEffect(() => {
    post({ query: '{ masterClients { masterClientId masterClientName isDefault } }' }, null)
      .then((r) => {
        const list = (r as { data?: { masterClients?: MasterClient[] } }).data?.masterClients ?? [];
        setClients(list);
        setMasterClient((list.find((c) => c.isDefault) ?? list[0])?.masterClientId ?? null);
      })
      .catch(() => setFailed(true));
  }, []);

  // A new fetcher per master client: GraphiQL re-reads the schema with it.
  const fetcher = useMemo<Fetcher>(
    () => (params) => post(params, masterClient, tokenRef.current) as ReturnType<Fetcher>,
    [masterClient],
  );

  return (
    <>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '6px 12px', font: '14px sans-serif' }}>
        <strong>Marquee GraphQL explorer</strong>
        <label htmlFor="master-client">Master client</label>
        <select
          id="master-client"
          value={masterClient ?? ''}
          onChange={(e) => setMasterClient(e.target.value === '' ? null : Number(e.target.value))}
        >
          {clients.map((c) => (
            <option key={c.masterClientId} value={c.masterClientId}>
              {c.masterClientName}
            </option>
          ))}
        </select>
        <label htmlFor="api-token">API token (optional)</label>
        <input
          id="api-token"
          type="password"
          autoComplete="off"
          placeholder="mq_…"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          style={{ width: 280 }}
        />
        {failed ? <span role="alert">The master clients could not be loaded.</span> : null}
      </header>
      <div style={{ flex: 1, minHeight: 0 }}>
        {masterClient !== null || failed ? (
          <GraphiQL key={masterClient ?? 0} fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
        ) : null}
      </div>
    </>
  );
}
