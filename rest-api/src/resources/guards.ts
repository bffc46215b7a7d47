/**
 * Permission guards of resource routes, from core's screen table (core/src/resources/screens.ts).
 *
 * Usage: `{ preHandler: can('taxRates', 'list') }` on a route of the screen beyond the generic ones
 * (e.g. tax-rates-grouped); `canRemove('taxRates')` on a DELETE taking `ids=1,2`.
 */
import { Flag } from '@marquee/core/permissions';
import { type ResourceKey, type ScreenOperation, screenPermission } from '@marquee/core/resources/screens';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requireModule } from '../plugins/auth.ts';

export function can(screen: ResourceKey, operation: ScreenOperation): preHandlerAsyncHookHandler {
  const [index, flag] = screenPermission(screen, operation);
  return requireModule(index, Flag[flag]);
}

/** `ids=1,2,3` → [1, 2, 3], duplicates dropped (the schema has checked the pattern). */
export function idsOf(request: FastifyRequest): number[] {
  return [...new Set((request.query as { ids: string }).ids.split(',').map(Number))];
}

/** Removing one row needs REMOVE; removing several at once also needs REMOVE_MULTIPLE. */
export function canRemove(screen: ResourceKey): preHandlerAsyncHookHandler {
  const one = can(screen, 'remove');
  const many = can(screen, 'removeMultiple');
  return async function guard(request, reply) {
    await one.call(this, request, reply);
    if (idsOf(request).length > 1) await many.call(this, request, reply);
  };
}

export const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
