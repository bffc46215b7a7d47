/** Permission guards of the marketing and CRM e-mail routes, from core's table (core/src/marketing/access.ts). */
import { MARKETING_FIELDS } from '@marquee/core/marketing/access';
import { Flag } from '@marquee/core/permissions';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { requireModule } from '../../plugins/auth.ts';

/** The guard of the REST call behind a GraphQL field: the same module and flag. */
export function allows(field: keyof typeof MARKETING_FIELDS & string): preHandlerAsyncHookHandler {
  const need = MARKETING_FIELDS[field];
  if (!need) throw new Error(`no permission declared for ${field}`);
  return requireModule(need.module, Flag[need.flag]);
}

export const LocationCode = Type.String({ minLength: 1, maxLength: 50 });
export const LanguageId = Type.Integer({ minimum: 1, maximum: 1000 });
