import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does), so its hooks and decorators
 * apply to every route registered after it.
 */
export function shared<O extends FastifyPluginOptions>(plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
