/**
 * Builds the REST API on an open database, without listening: tests drive it with `inject`,
 * server.ts listens. Order follows fastify's plugin shape: context → errors, body parsing → auth →
 * routes.
 */
import { requestLogFields } from '@marquee/core/logRedaction';
import { newTraceId, parseTraceparent, TRACEPARENT_HEADER } from '@marquee/core/traceparent';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RestConfig } from './config.ts';
import { createRestMetrics, serveRestMetrics } from './metrics/restMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process's Prometheus metrics are served (REST_METRICS_PORT); null: not served. */
    metricsUrl: string | null;
  }
}
import type { Database } from './db/client.ts';
import type { ImageStore } from './images/store.ts';
import { NOTIFICATION_TICK_SECONDS } from '@marquee/core/club/notifications';
import { TIMED_MESSAGES_TICK_SECONDS } from '@marquee/core/marketing/timedMessages';
import { CLUB_NOTIFICATIONS_QUEUE, sendDueNotifications } from './jobs/clubNotifications.ts';
import { sendTimedMessages, TIMED_MESSAGES_QUEUE } from './jobs/timedMessages.ts';
import { feedImportHandler } from './jobs/feedImports.ts';
import { createJobQueue, type JobQueue, type QueueTimings } from './jobs/queue.ts';
import {
  type SegmentJobsOptions,
  segmentCountHandler,
  segmentSendHandler,
  segmentSweepHandler,
} from './jobs/segments.ts';
import { emailHandler, queueUnsentMail, smsHandler } from './mail/deliver.ts';
import { createMailer, type Mailer } from './mail/delivery.ts';
import { outboxSmsProvider, type SmsProvider } from './mail/sms.ts';
import { authPlugin } from './plugins/auth.ts';
import { contextPlugin } from './plugins/context.ts';
import { errorsPlugin, requestIdFrom } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { loginRoutes } from './routes/auth/login.ts';
import { recoveryRoutes } from './routes/auth/recovery.ts';
import { sessionRoutes } from './routes/auth/session.ts';
import { stripeIntents, stripeProcessor } from './payments/stripe.ts';
import type { PaymentProcessor } from './payments/processor.ts';
import { bookingRoutes } from './routes/bookings/bookings.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue.ts';
import { clubBookingRoutes } from './routes/clubbooking/clubbooking.ts';
import { dashboardRoutes } from './routes/dashboards/dashboards.ts';
import { dashboardLookupRoutes } from './routes/dashboards/lookups.ts';
import { crmEmailRoutes } from './routes/crm/emails.ts';
import { devOutboxRoutes } from './routes/dev/outbox.ts';
import { devSmsRoutes } from './routes/dev/sms.ts';
import { brandingRoutes } from './routes/marketing/branding.ts';
import { brandImageRoutes } from './routes/images/brandImages.ts';
import { templateLookupRoutes } from './routes/marketing/lookups.ts';
import { templateRoutes } from './routes/marketing/templates.ts';
import { marketingRoutes } from './routes/marketing/marketing.ts';
import { contactRoutes } from './routes/profile/contacts.ts';
import { profileRoutes } from './routes/profile/profile.ts';
import { referenceRoutes } from './routes/profile/reference.ts';
import { securityRoutes } from './routes/profile/security.ts';
import { auditLogRoutes } from './routes/settings/auditLog.ts';
import { apiTokenRoutes } from './routes/settings/apiTokens.ts';
import { venueChangeRoutes } from './routes/feed/changes.ts';
import { venueFeedRoutes } from './routes/feed/transactions.ts';
import { venueEventRoutes } from './routes/feed/events.ts';
import { importRoutes } from './routes/imports/imports.ts';
import { directorUserRoutes } from './routes/settings/directorUsers.ts';
import { groupRoutes } from './routes/settings/groups.ts';
import { settingsLocationRoutes } from './routes/settings/locations.ts';
import { settingsLookupRoutes } from './routes/settings/lookups.ts';
import { rolesDepartmentsRoutes } from './routes/settings/rolesDepartments.ts';
import { rolesSecurityRoutes } from './routes/settings/rolesSecurity.ts';
import { translationRoutes } from './routes/settings/translations.ts';
import { userRoutes } from './routes/settings/users.ts';
import { quickPanelRoutes } from './routes/shell/quick-panel.ts';
import { visitRoutes } from './routes/shell/visits.ts';
import { healthRoutes } from './routes/system/health.ts';
import { locationRoutes } from './routes/tenancy/locations.ts';
import { masterClientRoutes } from './routes/tenancy/master-clients.ts';
import { checklistRoutes } from './routes/tenancy/checklist.ts';
import { customerRoutes } from './routes/tenancy/customers.ts';
import { invitationRoutes } from './routes/tenancy/invitation.ts';
import { calendarRoutes } from './routes/venue/calendar.ts';
import { integrationRoutes } from './routes/venue/integrations.ts';
import { venueSettingsRoutes } from './routes/venue/settings.ts';

export interface BuildRestApiOptions {
  database: Database;
  config: RestConfig;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); turns logging on. */
  logStream?: { write(line: string): void };
  /** Replaces the e-mail transport (tests); SMTP_URL's, or the outbox reader, by default. */
  mailer?: Mailer;
  /** The SMS provider; the outbox reader by default. */
  sms?: SmsProvider;
  /** Job queue timings (tests shorten them); `workers: false` queues without delivering. */
  jobs?: Partial<QueueTimings> & { workers?: boolean };
  /** Replaces the image store; the disk folder or S3 per the configuration by default. */
  images?: ImageStore;
  /** Replaces the card provider (tests); STRIPE_SECRET_KEY's, or none, by default. */
  card?: PaymentProcessor | null;
  /** The recurring jobs (club notifications, the templates' timed messages); off unless asked (server.ts asks). */
  recurringJobs?: boolean;
}

export async function buildRestApi(options: BuildRestApiOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    // Codes and tokens in query strings never reach the access log.
    logger:
      options.logger || options.logStream
        ? { serializers: { req: requestLogFields }, ...(options.logStream ? { stream: options.logStream } : {}) }
        : false,
    genReqId: (req) => requestIdFrom(req.headers),
    // Every log line names the request's trace: the gateway's, sent as traceparent (core/traceparent).
    childLoggerFactory: (logger, bindings, opts, raw) =>
      logger.child(
        { ...bindings, traceId: parseTraceparent(raw.headers[TRACEPARENT_HEADER])?.traceId ?? newTraceId() },
        opts,
      ),
    ajv: { customOptions: { allErrors: true } },
  });
  // Before every route, so each request is counted (restMetrics.ts).
  const metrics = createRestMetrics(app, database);

  const mailer = options.mailer ?? createMailer(config.smtpUrl);
  const segmentJobs: SegmentJobsOptions = {
    db: database.db,
    jobs: () => jobs,
    now: config.now,
    refreshMinutes: config.segmentCountRefreshMinutes,
    publicUrl: config.publicUrl,
  };
  const jobs: JobQueue = createJobQueue({
    db: database.db,
    log: app.log,
    handlers: {
      email: emailHandler(database.db, mailer),
      sms: smsHandler(database.db, options.sms ?? outboxSmsProvider),
      segmentCount: segmentCountHandler(segmentJobs),
      segmentSweep: segmentSweepHandler(segmentJobs),
      segmentSend: segmentSendHandler(segmentJobs),
      feedImport: feedImportHandler({ db: database.db, jobs: () => jobs, now: config.now }),
    },
    recurring: options.recurringJobs
      ? [
          {
            name: CLUB_NOTIFICATIONS_QUEUE,
            everySeconds: NOTIFICATION_TICK_SECONDS,
            run: async () => {
              await sendDueNotifications(database.db, jobs, new Date(), config.publicUrl, app.log);
            },
          },
          {
            name: TIMED_MESSAGES_QUEUE,
            everySeconds: TIMED_MESSAGES_TICK_SECONDS,
            run: async () => {
              await sendTimedMessages(database.db, jobs, new Date(), config.publicUrl, app.log);
            },
          },
        ]
      : [],
    timings: options.jobs,
    workers: options.jobs?.workers,
  });
  // Under the start-up lock: pg-boss creates its schema and queues, and replicas started at once
  // on an empty database would race (a deadlock, or a duplicate type).
  await database.exclusive(() => jobs.start());
  // The first sweep one period after start (one already waiting from an earlier run is kept).
  await jobs.segmentSweep(config.segmentCountRefreshMinutes * 60);
  if (mailer.kind === 'smtp') await queueUnsentMail(database.db, jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    // After the jobs: a send still running needs its connection.
    mailer.close();
  });
  await app.register(contextPlugin, { db: database.db, config, jobs, images: options.images });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
  await app.register(profileRoutes);
  await app.register(securityRoutes);
  await app.register(contactRoutes);
  await app.register(referenceRoutes);
  await app.register(quickPanelRoutes);
  await app.register(visitRoutes);
  await app.register(masterClientRoutes);
  await app.register(customerRoutes);
  await app.register(invitationRoutes);
  await app.register(checklistRoutes);
  await app.register(locationRoutes);
  await app.register(dashboardRoutes);
  await app.register(dashboardLookupRoutes);
  await app.register(settingsLookupRoutes);
  await app.register(rolesSecurityRoutes);
  await app.register(auditLogRoutes);
  await app.register(translationRoutes);
  await app.register(rolesDepartmentsRoutes);
  await app.register(groupRoutes);
  await app.register(settingsLocationRoutes);
  await app.register(userRoutes);
  await app.register(directorUserRoutes);
  await app.register(catalogueRoutes);
  await app.register(brandImageRoutes);
  await app.register(apiTokenRoutes);
  await app.register(venueFeedRoutes);
  await app.register(venueChangeRoutes);
  await app.register(venueEventRoutes);
  await app.register(importRoutes);
  await app.register(bookingRoutes, {
    card: options.card ?? (config.stripe ? stripeProcessor(config.stripe) : null),
    intents: config.stripe ? stripeIntents(config.stripe) : null,
  });
  await app.register(calendarRoutes);
  await app.register(venueSettingsRoutes);
  await app.register(integrationRoutes);
  await app.register(brandingRoutes);
  await app.register(templateRoutes);
  await app.register(templateLookupRoutes);
  await app.register(crmEmailRoutes);
  await app.register(marketingRoutes);
  await app.register(clubBookingRoutes);
  if (!config.production) await app.register(devOutboxRoutes);
  if (!config.production) await app.register(devSmsRoutes);

  const metricsServer =
    config.metricsPort === null ? null : await serveRestMetrics(metrics, config.metricsPort, config.host);
  if (metricsServer) app.log.info({ url: metricsServer.url }, 'metrics served');
  app.decorate('metricsUrl', metricsServer?.url ?? null);
  app.addHook('onClose', async () => {
    await metricsServer?.close();
  });

  await app.ready();
  return app;
}
