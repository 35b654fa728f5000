import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import type { Clock } from './lib/clock.js';
import { frameworkErrorHandler } from './lib/error-handler.js';
import type { Mailer } from './lib/mailer.js';
import type { Resolve } from './lib/outbound-guard.js';
import type { FileStorage } from './lib/storage.js';
import { accountModule } from './modules/account/account-module.js';
import { albumsModule } from './modules/albums/albums-module.js';
import { authModule } from './modules/auth/auth-module.js';
import { authenticateModule } from './modules/auth/authenticate-module.js';
import { blogModule } from './modules/blog/blog-module.js';
import { calendarModule } from './modules/calendar/calendar-module.js';
import { checkinsModule } from './modules/checkins/checkins-module.js';
import { coupleModule } from './modules/couple/couple-module.js';
import { dashboardModule } from './modules/dashboard/dashboard-module.js';
import { eventsModule } from './modules/events/events-module.js';
import { healthModule } from './modules/health/health-module.js';
import { idempotencyModule } from './modules/idempotency/idempotency-module.js';
import { lettersModule } from './modules/letters/letters-module.js';
import { listModule } from './modules/list/list-module.js';
import { memoriesModule } from './modules/memories/memories-module.js';
import { messagesModule } from './modules/messages/messages-module.js';
import { notificationsModule } from './modules/notifications/notifications-module.js';
import { portabilityModule } from './modules/portability/portability-module.js';
import { preferencesModule } from './modules/preferences/preferences-module.js';
import { pushModule } from './modules/push/push-module.js';
import { questionsModule } from './modules/questions/questions-module.js';
import { remindersModule } from './modules/reminders/reminders-module.js';
import { shareLinksModule } from './modules/share-links/share-links-module.js';
import { timelineModule } from './modules/timeline/timeline-module.js';
import { trashModule } from './modules/trash/trash-module.js';
import { uploadsModule } from './modules/uploads/uploads-module.js';
import { usersModule, usersRepositoryModule } from './modules/users/users-module.js';
import { backupsPlugin } from './plugins/backups.js';
import { corePlugin } from './plugins/core.js';
import { httpPlugin } from './plugins/http.js';
import { liveChangesPlugin } from './plugins/live-changes.js';
import { overloadPlugin } from './plugins/overload.js';
import { inDependencyOrder } from './plugins/module-order.js';
import { genReqId } from './plugins/request-id.js';
import { redactingLogger } from './plugins/request-log.js';
import { imageOriginsOf, securityHeaders, stampAnswer } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface BuildAppOptions {
  env: Env;
  /** resolved by server.ts (JWT_SECRET, or generated into DATA_DIR in development) */
  jwtSecret: string;
  /** open and migrated */
  database: Database;
  /** default: from env (SMTP_URL, else the outbox under DATA_DIR) */
  mailer?: Mailer;
  clock?: Clock;
  /** default: from env (S3_* when set, else DATA_DIR/uploads) */
  storage?: FileStorage;
  /** default: pino at LOG_LEVEL; tests pass false */
  logger?: FastifyServerOptions['logger'];
  /** default: the system's DNS; tests point names where they need them */
  resolve?: Resolve;
}

/**
 * Every module of the product. Each names what it needs (`dependencies`), and
 * `inDependencyOrder` registers it after those: a new module is one more line anywhere here.
 * Otherwise they keep this order, which is also the routes' order (and the OpenAPI
 * document's).
 */
const MODULES = [
  usersRepositoryModule,
  authenticateModule,
  healthModule,
  uploadsModule,
  pushModule,
  notificationsModule,
  coupleModule,
  accountModule,
  usersModule,
  authModule,
  memoriesModule,
  lettersModule,
  albumsModule,
  shareLinksModule,
  blogModule,
  remindersModule,
  dashboardModule,
  timelineModule,
  trashModule,
  portabilityModule,
  preferencesModule,
  eventsModule,
  calendarModule,
  checkinsModule,
  listModule,
  questionsModule,
  messagesModule,
];

/** A hop count trusts that many proxies from the socket's side (Fastify's types omit numbers). */
function trustProxyOption(
  value: Env['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * The whole app as a Fastify instance, not listening: server.ts listens, tests inject.
 * The platform's plugins in order, then the modules, each after what it names in its
 * dependencies (Fastify checks them: one missing fails the start saying which). Each
 * module's routes are registered with it, so this order is also the routes' order (and the
 * OpenAPI document's). On close, Fastify
 * runs the onClose hooks in reverse: the modules' schedulers stop before core closes the
 * hub, drains the background work and closes push and mail.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const answerHeaders = securityHeaders(env.isProduction, imageOriginsOf(env));
  const app = Fastify({
    logger: redactingLogger(options.logger ?? { level: env.logLevel }),
    trustProxy: trustProxyOption(env.trustProxy),
    bodyLimit: env.bodyLimitBytes,
    genReqId,
    requestIdHeader: false,
    // A slow client must not hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Over-long and unreadable path parameters: 404 in the app's shape, like any unknown id.
    frameworkErrors: frameworkErrorHandler((reply) => stampAnswer(reply, answerHeaders)),
  }).withTypeProvider<ZodTypeProvider>();

  // The platform: the HTTP shell, the infrastructure container (`app.core`), backups.
  await app.register(httpPlugin, { env });
  await app.register(corePlugin, options);
  // Past what the database can take: 503 at once, before a request's work starts.
  await app.register(overloadPlugin, {
    database: options.database,
    queueMaxMs: env.db.queueMaxMs,
    queueMaxWaiting: env.db.queueMaxWaiting,
    maxInFlight: env.db.maxInFlight,
  });
  await app.register(backupsPlugin);
  // Hooks every route needs, so before the modules.
  await app.register(idempotencyModule);
  await app.register(liveChangesPlugin);
  // The modules, each after what it names in its `dependencies`.
  for (const module of inDependencyOrder(MODULES)) await app.register(module);
  // Last: the web app and the not-found handler.
  await app.register(webAppPlugin);
  return app;
}
