import { randomUUID } from 'node:crypto';
import type { Database } from '@shortlist/db/client';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { operatorRoutes } from './operator/routes.ts';
import { sandboxPageRoutes } from './order-api/payments/sandbox-page-routes.ts';
import { SANDBOX_PAGE_PREFIX } from './order-api/payments/sandbox-provider.ts';
import { orderApi } from './order-api/routes.ts';
import { registerCompression } from './platform/compression.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { registerCulture } from './platform/culture.ts';
import {
  clientError,
  frameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './platform/errors.ts';
import { watchFestivalChanges } from './platform/festival-changes.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { type LogStream, loggerOptions } from './platform/logging.ts';
import { mailboxRoutes } from './platform/mail/mailbox-routes.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { registerMetrics } from './platform/metrics/metrics-routes.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { SharedCounters } from './platform/rate-limit-store.ts';
import { registerSecurity } from './platform/security.ts';
import { registerServerErrorLog } from './platform/server-error-log.ts';
import { registerSessions } from './platform/session.ts';
import { createMediaStorage } from './platform/storage/create-media-storage.ts';
import type { MediaStorage } from './platform/storage/media-storage.ts';
import { createPhotoIntake } from './platform/storage/uploaded-photo.ts';
import { createUploadStore } from './platform/uploads/upload-store.ts';
import { userApi } from './user-api/routes.ts';
import { VERSION } from './version.ts';
import { registerCrawlerFiles } from './web/sitemap.ts';
import { registerWeb } from './web/spa.ts';

export type AppModule = 'user-api' | 'order-api';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  now?: () => Date;
  /** Run one API alone (`--only user-api`): no SPA then, and the other API answers 404. */
  only?: AppModule;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: LogStream;
  /** Where uploaded files go; by default what MEDIA_STORAGE says (the local disk under `config.mediaDir`). */
  storage?: MediaStorage;
};

/** The Fastify app from its modules. The caller owns the database (opens, migrates, closes it). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, only } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request is useful behind a load balancer, noise on a laptop.
    logController: new LogController({ disableRequestLogging: !config.isProduction }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // `/api/pays/dico/` is `/api/pays/dico`; clients written against the old API vary.
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read or an over-long parameter answers in our error shape.
    frameworkErrors: frameworkError,
    // And so does a request Node's HTTP parser refuses (bad Content-Length, headers too large).
    clientErrorHandler: clientError,
    // JSON bodies with `__proto__` or `constructor.prototype` keys are refused (400), never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx: AppContext = {
    config,
    database,
    now: options.now ?? (() => new Date()),
    version: VERSION,
    storage: options.storage ?? (await createMediaStorage(config)),
    uploads: await createUploadStore(config),
    photoIntake: createPhotoIntake(config.photoIntake),
    festivalChanges: watchFestivalChanges(database.db, config.festivalChangesIntervalMs),
    metrics: config.metricsToken
      ? createMetrics({ database, now: options.now ?? (() => new Date()) })
      : undefined,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.photoIntake.close());
  app.addHook('onReady', async () => ctx.festivalChanges.start());
  app.addHook('onClose', () => ctx.festivalChanges.stop());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerCulture(app);
  registerErrorHandler(app);
  registerServerErrorLog(app);
  // Before any route, so every route's answers are counted.
  if (ctx.metrics && config.metricsToken)
    registerMetrics(app, { metrics: ctx.metrics, token: config.metricsToken });
  registerJsonBody(app);
  // Before any route: the plugin hooks every route as it is added.
  await registerCompression(app);
  // Rate limits counted in the database, for several instances (issue 35); else in this process.
  const sharedCounters = config.rateLimitStore === 'database' ? new SharedCounters(database.db) : undefined;
  if (sharedCounters) app.addHook('onClose', () => sharedCounters.flush());
  await registerSecurity(app, config, sharedCounters);
  registerSessions(app);
  await registerOpenApi(app, VERSION);

  if (only !== 'order-api') await app.register(userApi, { prefix: '/api' });
  if (only !== 'user-api') await app.register(orderApi, { prefix: '/order-api' });
  // The sandbox payment provider's hosted page (its own "site", outside the APIs), only where the
  // sandbox is the provider: never in production but on a staging server that says so
  // (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION), where its pay button would otherwise settle for free.
  if (only !== 'user-api' && config.paymentProvider === 'sandbox')
    await app.register(sandboxPageRoutes, { prefix: SANDBOX_PAGE_PREFIX });
  await app.register(operatorRoutes, { prefix: '/operator-api' });
  if (config.devMailbox && only === undefined) await app.register(mailboxRoutes, { prefix: '/dev' });

  if (only === undefined)
    await registerCrawlerFiles(app, {
      db: database.db,
      origin: config.publicUrl,
      routedLanguages: config.routedLanguages,
    });
  const spa = only === undefined ? await registerWeb(app, config) : undefined;
  registerNotFoundHandler(app, spa);
  return app;
}
