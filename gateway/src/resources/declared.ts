/**
 * The resolvers of a declared resource screen (core/src/resources/api.ts): the same declaration
 * that generated its SDL names its root fields and list filters, so a screen needs no resolver
 * module of its own unless its REST body or rows differ (`extra`).
 */
import { RESOURCE_API, type ResourceApi, resourceApiNames } from '@marquee/core/resources/api';
import type { ResourceKey } from '@marquee/core/resources/screens';
import type { Resolvers } from '../generated/graphql.ts';
import { type ResourceResolverSpec, resourceResolvers } from './resolvers.ts';

export function declaredResolvers(key: ResourceKey, extra: Partial<ResourceResolverSpec> = {}): Resolvers {
  const api: ResourceApi = RESOURCE_API[key];
  const names = resourceApiNames(key);
  return resourceResolvers({
    screen: key,
    list: names.list,
    filters: Object.keys(api.filters ?? {}),
    detail: names.detail,
    subTable: names.subTable ?? undefined,
    create: names.create,
    update: names.update,
    remove: names.remove ?? undefined,
    ...extra,
  });
}
