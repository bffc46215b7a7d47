/** Makes the database, the configuration, the job queue and the image store available to every route. */
import type { FastifyInstance } from 'fastify';
import type { RestConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createImageStore, type ImageStore } from '../images/store.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: RestConfig;
    /** The background job queue (jobs/queue.ts). */
    jobs: JobQueue;
    /** Uploaded images: disk or object storage (images/store.ts). */
    images: ImageStore;
  }
}

export interface ContextOptions {
  db: Db;
  config: RestConfig;
  jobs: JobQueue;
  /** The configured store (createImageStore) when absent. */
  images?: ImageStore;
}

export const contextPlugin = shared(async (app: FastifyInstance, options: ContextOptions) => {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('images', options.images ?? createImageStore(options.config));
  app.decorate('jobs', options.jobs);
});
