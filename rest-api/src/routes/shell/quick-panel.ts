/** GET /api/quick-panel/data: notes and events of the right-hand quick panel (spec/1 §2.6). */
import type { FastifyInstance } from 'fastify';
import type { QuickPanelData } from '@marquee/core/rest';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { quickPanelData } from '../../repositories/shell.ts';

const entry = obj({ id: int(), title: str(), detail: str() });

export async function quickPanelRoutes(app: FastifyInstance) {
  app.get(
    '/api/quick-panel/data',
    { schema: { querystring: query(), response: envelope(obj({ notes: arrayOf(entry), events: arrayOf(entry) })) } },
    async () => {
      const data: QuickPanelData = await quickPanelData(app.db);
      return { data };
    },
  );
}
