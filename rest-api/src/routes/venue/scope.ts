/** What every venue route shares: the `masterClient` query, the location code, the api/code of the session's DNS entry. */
import { LocationCode } from '@marquee/core/venue/generalSettings';
import { Flag } from '@marquee/core/permissions';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { forbidden } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';

export { LocationCode };

/**
 * Spec/3 §7: calendar payloads add `api` and `code` from the session user's DNS entries. `code` is
 * the location code and is what the server uses; `api` (that entry's host) is accepted and not trusted.
 */
export const DnsScope = {
  code: LocationCode,
  api: Type.Optional(Type.String({ maxLength: 255 })),
};

/** Provider staff only (spec/3 §6: ChurnZero). */
export const requireProviderStaff: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (!currentUser(request).isProviderStaff) throw forbidden();
};

export { Flag };
