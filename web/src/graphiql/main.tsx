/**
 * The GraphQL explorer at /graphiql: GraphiQL, bundled by our own Vite build as a second
 * entry (graphiql.html) so no script comes from a CDN. The gateway serves the page only to those
 * allowed to use it (gateway/src/http/graphiql.ts). Requests go to /graphql on the same origin, so
 * the browser sends the session cookie itself; the explorer adds the X-Master-Client header of
 * the master client picked in its bar.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer.tsx';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Explorer />
    </StrictMode>,
  );
