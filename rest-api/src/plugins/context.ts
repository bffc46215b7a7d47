/** Makes the database, the configuration, mail delivery and the image store available to every route. */
import type { FastifyInstance } from 'fastify';
import type { RestConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createImageStore, type ImageStore } from '../images/store.ts';
import type { MailDelivery } from '../mail/delivery.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: RestConfig;
    /** Sends committed outbox rows when SMTP is configured; a no-op otherwise. */
    deliverMail: (outboxIds: number[]) => void;
    /** Uploaded images: disk or object storage (images/store.ts). */
    images: ImageStore;
  }
}

export interface ContextOptions {
  db: Db;
  config: RestConfig;
  mail: MailDelivery;
  /** The configured store (createImageStore) when absent. */
  images?: ImageStore;
}

export const contextPlugin = shared(async (app: FastifyInstance, options: ContextOptions) => {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('images', options.images ?? createImageStore(options.config));
  // Fire and forget: the answer must not wait for (or reveal anything about) SMTP.
  app.decorate('deliverMail', (ids: number[]) => void options.mail(options.db, ids, app.log));
});
