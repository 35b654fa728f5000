import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { createBackgroundTasks } from './lib/background.js';
import { systemClock } from './lib/clock.js';
import type { Clock } from './lib/clock.js';
import { frameworkErrorHandler, handleError, notFoundBody } from './lib/error-handler.js';
import { tooManyRequests } from './lib/errors.js';
import { createMailer } from './lib/mailer.js';
import type { Mailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';
import { verifyDummyPassword } from './lib/passwords.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import type { ClientInfo } from './modules/auth/auth-service.js';
import type { AccountRouteDeps } from './modules/auth/route-deps.js';
import { blogPageMeta } from './modules/blog/blog-page-meta.js';
import { blogRoutes } from './modules/blog/blog-routes.js';
import { coupleRoutes } from './modules/couple/couple-routes.js';
import { coupleInvitationRoutes } from './modules/couple/couple-invitation-routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.js';
import { timelineRoutes } from './modules/timeline/timeline-routes.js';
import { registerIdempotency } from './modules/idempotency/idempotency-hooks.js';
import { createIdempotencyRepository } from './modules/idempotency/idempotency-repository.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { memoriesRoutes } from './modules/memories/memories-routes.js';
import { memorySocialRoutes } from './modules/memories/memory-social-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { uploadsRoutes } from './modules/uploads/uploads-routes.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { portabilityRoutes } from './modules/portability/portability-routes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { rejectNulCharacters } from './plugins/reject-nul.js';
import { echoRequestId, genReqId } from './plugins/request-id.js';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { createServices } from './services.js';
import { createStorage } from './lib/storage-from-env.js';
import { startUploadSweeper } from './modules/uploads/upload-sweeper.js';
import { registerTrashPurge } from './modules/trash/trash-purger.js';
import { trashRoutes } from './modules/trash/trash-routes.js';
import { createRealtimeHub } from './lib/events.js';
import { registerLiveChanges } from './lib/live-changes.js';
import { reminderHistoryRoutes } from './modules/reminders/reminder-history-routes.js';
import { remindersRoutes } from './modules/reminders/reminders-routes.js';
import { preferencesRoutes } from './modules/preferences/preferences-routes.js';
import { calendarRoutes } from './modules/calendar/calendar-routes.js';
import { eventsRoutes } from './modules/events/events-routes.js';
import { pushRoutes } from './modules/push/push-routes.js';
import { createPushSender, disabledPush } from './lib/push.js';
import type { Resolve } from './lib/outbound-guard.js';
import { createScheduler } from './lib/scheduler.js';
import { resolveVapidKeys } from './lib/secrets.js';
import { createBackup } from './ops/backup.js';
import { BACKUP_CHECK_MS, createScheduledBackups } from './ops/scheduled-backups.js';

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

/** A hop count trusts that many proxies from the socket's side (Fastify's types omit numbers). */
function trustProxyOption(
  value: Env['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** The whole app as a Fastify instance, not listening: server.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: options.logger ?? { level: env.logLevel },
    trustProxy: trustProxyOption(env.trustProxy),
    bodyLimit: env.bodyLimitBytes,
    genReqId,
    requestIdHeader: false,
    // A slow client must not hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Over-long and unreadable path parameters: 404 in the app's shape (issue 14).
    frameworkErrors: frameworkErrorHandler(securityHeaders(env.isProduction)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  echoRequestId(app);
  rejectNulCharacters(app);
  registerSecurityHeaders(app, env.isProduction);
  await app.register(compress);
  await app.register(rateLimit, {
    global: env.rateLimitGlobalMax > 0,
    max: env.rateLimitGlobalMax || 1000,
    timeWindow: '1 minute',
    allowList: env.rateLimitAllowList,
    // request.ip is the socket address unless TRUST_PROXY says which proxies to believe,
    // so a forged X-Forwarded-For starts no fresh count (ASVS 15.3.4).
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
  await registerApiDocs(app, env.publicUrl);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      dataDir: env.dataDir,
      logger: app.log,
    });
  const background = createBackgroundTasks((name, error) =>
    app.log.error({ err: error }, `${name} failed`),
  );
  app.decorate('background', background);
  // Before the routes: the writes marked `idempotent` honour an Idempotency-Key (issue 19).
  registerIdempotency(app, {
    repository: createIdempotencyRepository(database.db),
    clock,
  });
  const events = await createRealtimeHub(database, (error) =>
    app.log.error({ err: error }, 'realtime publish failed'),
  );
  const vapid = await resolveVapidKeys(env);
  if (!vapid)
    app.log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to turn it on');
  // No request of any user makes the server connect to a non-public address (outbound-guard.ts).
  const outbound = { allowLoopback: env.pushAllowLoopback };
  const pushSender = vapid
    ? createPushSender(vapid, env.vapidSubject, { policy: outbound, resolve: options.resolve })
    : null;
  const push = pushSender ?? disabledPush;
  const storage = options.storage ?? createStorage(env);
  const services = createServices({
    events,
    push,
    outbound,
    resolve: options.resolve,
    schedulerBatchSize: env.schedulerBatchSize,
    refreshReuseGraceSeconds: env.refreshReuseGraceSeconds,
    dataDir: env.dataDir,
    database,
    jwtSecret: options.jwtSecret,
    publicUrl: env.publicUrl,
    mailer,
    clock,
    background,
    log: app.log,
    storage,
  });

  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  registerLiveChanges(app, {
    hub: events,
    recentPartnersOf: (userId, since) =>
      services.repositories.couples.recentlyChangedPartnersOf(userId, since),
    now: () => clock.now(),
  });
  const allowList = new Set(env.rateLimitAllowList.map((address) => normalizeIP(address)));
  const accountDeps: AccountRouteDeps = {
    authService: services.authService,
    usersService: services.usersService,
    avatarService: services.avatarService,
    accountDeletion: services.accountDeletion,
    authenticate: services.authenticate,
    clientInfo: (request: FastifyRequest): ClientInfo => {
      // As the rate limiter keys it: IPv4-mapped addresses unwrapped, IPv6 by its /64,
      // so one host cannot hop through its 2^64 addresses to dodge the failure count.
      const address = normalizeIP(request.ip);
      return {
        address: allowList.has(address) ? null : address,
        userAgent: request.headers['user-agent'] ?? null,
      };
    },
  };
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api', ...accountDeps });
  await app.register(usersRoutes, { prefix: '/api', ...accountDeps });
  await app.register(coupleRoutes, {
    prefix: '/api',
    coupleService: services.coupleService,
    authenticate: services.authenticate,
  });
  await app.register(coupleInvitationRoutes, {
    prefix: '/api',
    coupleService: services.coupleService,
    authenticate: services.authenticate,
  });
  await app.register(notificationsRoutes, {
    prefix: '/api',
    notificationsService: services.notificationsService,
    authenticate: services.authenticate,
  });
  await app.register(uploadsRoutes, {
    prefix: '/api',
    uploadsService: services.uploadsService,
    authenticate: services.authenticate,
  });
  await app.register(memoriesRoutes, {
    prefix: '/api',
    memoriesService: services.memoriesService,
    authenticate: services.authenticate,
  });
  await app.register(memorySocialRoutes, {
    prefix: '/api',
    memorySocialService: services.memorySocialService,
    authenticate: services.authenticate,
  });
  await app.register(blogRoutes, {
    prefix: '/api',
    blogService: services.blogService,
    blogSocialService: services.blogSocialService,
    blogSharingService: services.blogSharingService,
    authenticate: services.authenticate,
    optionalAuthenticate: services.optionalAuthenticate,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api',
    dashboardService: services.dashboardService,
    authenticate: services.authenticate,
  });
  await app.register(timelineRoutes, {
    prefix: '/api',
    timelineService: services.timelineService,
    authenticate: services.authenticate,
  });
  startUploadSweeper(app, services.uploadSweep);
  await app.register(trashRoutes, {
    prefix: '/api',
    trashService: services.trashService,
    authenticate: services.authenticate,
  });
  registerTrashPurge(app, services.trashService);
  await app.register(portabilityRoutes, {
    prefix: '/api',
    exportsService: services.exportsService,
    importsService: services.importsService,
    authenticate: services.authenticate,
  });
  // Jobs a stopped server left pending or running cannot finish: they say so (ask again).
  app.addHook('onReady', async () => {
    await services.exportsService.failInterrupted();
    await services.importsService.failInterrupted();
    await services.exportsService.sweepFiles();
    await services.importsService.sweepFiles();
  });

  await app.register(preferencesRoutes, {
    prefix: '/api',
    preferencesService: services.preferencesService,
    authenticate: services.authenticate,
  });
  await app.register(pushRoutes, {
    prefix: '/api',
    push,
    pushService: services.pushService,
    authenticate: services.authenticate,
  });
  await app.register(eventsRoutes, {
    prefix: '/api',
    tickets: services.eventTickets,
    hub: events,
    streams: services.streams,
    users: services.repositories.users,
    authenticate: services.authenticate,
  });
  await app.register(calendarRoutes, {
    prefix: '/api',
    calendarService: services.calendarService,
    authenticate: services.authenticate,
  });
  // Started by server.ts (not by tests, which call runOnce with their own clock).
  const reminderScheduler = createScheduler({
    intervalMs: env.schedulerIntervalMs,
    task: async () => {
      const started = performance.now();
      const delivered = await services.reminderDelivery.runOnce();
      await services.milestoneDelivery.runOnce();
      if (delivered > 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ delivered, ms }, 'reminders delivered');
      }
      return delivered;
    },
    onError: (error) => app.log.error({ err: error }, 'reminder delivery failed'),
  });
  app.decorate('reminderScheduler', reminderScheduler);
  // Daily backups (BACKUP_KEEP > 0): started by server.ts; tests call runOnce().
  const installation = { database, storage, dataDir: env.dataDir };
  const backupScheduler = createScheduler({
    intervalMs: env.backupKeep > 0 ? BACKUP_CHECK_MS : 0,
    task: createScheduledBackups({
      installation,
      dir: env.backupDir,
      keep: env.backupKeep,
      clock,
    }),
    onError: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
  });
  app.decorate('backups', {
    scheduler: backupScheduler,
    create: (file: string) => createBackup(installation, file, clock.now()),
  });
  await app.register(remindersRoutes, {
    prefix: '/api',
    remindersService: services.remindersService,
    reminderListsService: services.reminderListsService,
    authenticate: services.authenticate,
  });
  await app.register(reminderHistoryRoutes, {
    prefix: '/api',
    remindersService: services.remindersService,
    authenticate: services.authenticate,
  });

  const webApp = await registerWebApp(
    app,
    env.webDistDir,
    blogPageMeta(services.blogSharingService),
  );
  app.setNotFoundHandler((request, reply) => {
    if (webApp?.servePage(request, reply)) return reply;
    return reply.code(404).send(notFoundBody());
  });

  // The first unknown-e-mail login would otherwise pay for hashing the dummy.
  app.addHook('onReady', async () => {
    await verifyDummyPassword('warm-up');
  });
  app.addHook('onClose', async () => {
    await reminderScheduler.stop();
    await backupScheduler.stop();
    await events.close();
    await background.drain();
    pushSender?.close();
    mailer.close();
  });
  return app;
}
