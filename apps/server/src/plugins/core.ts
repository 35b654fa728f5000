import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { createRepositoryRegistry } from '../db/repositories.js';
import type { AreaRepositories, RepositoryRegistry } from '../db/repositories.js';
import type { Transact } from '../db/transactions.js';
import type { Env } from '../env.js';
import { createBackgroundTasks } from '../lib/background.js';
import type { BackgroundTasks } from '../lib/background.js';
import { systemClock } from '../lib/clock.js';
import type { Clock } from '../lib/clock.js';
import { createRealtimeHub } from '../lib/events.js';
import type { RealtimeHub } from '../lib/events.js';
import { createMailer } from '../lib/mailer.js';
import type { Mailer } from '../lib/mailer.js';
import type { OutboundPolicy, Resolve } from '../lib/outbound-guard.js';
import { createPushSender, disabledPush } from '../lib/push.js';
import type { PushSender } from '../lib/push.js';
import { resolveVapidKeys } from '../lib/secrets.js';
import type { FileStorage } from '../lib/storage.js';
import { createStorage } from '../lib/storage-from-env.js';
import { createStreamRegistry } from '../modules/events/index.js';
import type { StreamRegistry } from '../modules/events/index.js';

/** What buildApp is handed (app.ts `BuildAppOptions`): the rest is built here. */
export interface CoreOptions {
  env: Env;
  jwtSecret: string;
  database: Database;
  mailer?: Mailer | undefined;
  clock?: Clock | undefined;
  storage?: FileStorage | undefined;
  resolve?: Resolve | undefined;
}

/**
 * The infrastructure every module builds on, one typed container (`app.core`). A module
 * takes from it what its services need; what modules provide each other is decorated by
 * each module's plugin (see `<area>-module.ts`).
 */
export interface Core {
  env: Env;
  jwtSecret: string;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** mail and other work the answers do not wait for; drained on close (also `app.background`) */
  background: BackgroundTasks;
  /** realtime events: NOTIFY/LISTEN on PostgreSQL, in-process on PGlite */
  hub: RealtimeHub;
  /** the open event streams of every person, across servers (modules/events) */
  streams: StreamRegistry;
  /** Web Push, or a sender that drops everything when VAPID keys are not set */
  push: PushSender;
  /** where user-given addresses (push endpoints) may point */
  outbound: OutboundPolicy;
  /** DNS for those checks (the system's unless a test points names) */
  resolve: Resolve | undefined;
  storage: FileStorage;
  /** each module adds its repositories; `get` reads another module's */
  repositories: RepositoryRegistry;
  /** one transaction over every registered repository */
  transact: Transact<AreaRepositories>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the infrastructure container (plugins/core.ts) */
    core: Core;
  }
}

/**
 * Builds clock, mailer, background tasks, the realtime hub and stream registry, Web Push,
 * storage and the repository registry, before any module. Its onClose hook is registered
 * first, so it runs last (Fastify runs onClose hooks in reverse): the modules' schedulers
 * have stopped by then; the hub closes, the background work drains, push and mail close.
 */
export const corePlugin = fp<CoreOptions>(
  async (app, options) => {
    const { env, database } = options;
    const clock = options.clock ?? systemClock;
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
    const hub = await createRealtimeHub(database, (error) =>
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
    const repositories = createRepositoryRegistry(database);
    const streams = createStreamRegistry(hub);
    app.decorate('core', {
      env,
      jwtSecret: options.jwtSecret,
      database,
      clock,
      mailer,
      background,
      hub,
      streams,
      push: pushSender ?? disabledPush,
      outbound,
      resolve: options.resolve,
      storage: options.storage ?? createStorage(env),
      repositories,
      transact: repositories.transact,
    } satisfies Core);

    app.addHook('onClose', async () => {
      streams.close();
      await hub.close();
      await background.drain();
      pushSender?.close();
      mailer.close();
    });
  },
  { name: 'core', fastify: '5.x' },
);
