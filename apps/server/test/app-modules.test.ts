import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import type { Env } from '../src/env.js';
import { authenticateModule } from '../src/modules/auth/authenticate-module.js';
import { calendarModule } from '../src/modules/calendar/calendar-module.js';
import { memoriesModule } from '../src/modules/memories/memories-module.js';
import { notificationsModule } from '../src/modules/notifications/notifications-module.js';
import { pushModule } from '../src/modules/push/push-module.js';
import { remindersModule } from '../src/modules/reminders/reminders-module.js';
import { uploadsModule } from '../src/modules/uploads/uploads-module.js';
import { usersRepositoryModule } from '../src/modules/users/users-module.js';
import { corePlugin } from '../src/plugins/core.js';
import { httpPlugin } from '../src/plugins/http.js';
import { inDependencyOrder } from '../src/plugins/module-order.js';
import { createTestDatabase } from './helpers/test-database.js';

/** app.ts is a list: a module listed before one it needs must stop the start, saying which. */
describe('module plugins', () => {
  let database: Database;
  let env: Env;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'doita-modules-test-'));
    database = await createTestDatabase('pglite');
    env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a module registered before what it needs fails the start, naming the missing one', async () => {
    const app = Fastify({ logger: false });
    await app.register(corePlugin, { env, jwtSecret: 'x'.repeat(43), database });
    await app.register(usersRepositoryModule);
    await app.register(authenticateModule);
    void app.register(memoriesModule);
    await expect(app.ready()).rejects.toThrow(
      "The dependency 'uploads' of plugin 'memories' is not registered",
    );
    await app.close().catch(() => undefined);
  });

  it('a repository another module owns is asked for by name: missing, it says so', async () => {
    const app = Fastify({ logger: false });
    await app.register(corePlugin, { env, jwtSecret: 'x'.repeat(43), database });
    await app.ready();
    expect(() => app.core.repositories.get('uploads')).toThrow(
      "repository 'uploads' is not registered: register its module first",
    );
    await app.close();
  });
});

/** app.ts lists the modules; each is registered after what it names, whatever the list's order. */
describe('inDependencyOrder', () => {
  const plugin = (name: string, dependencies: string[] = []) =>
    fp((_app, _options, done) => done(), { name, dependencies });

  it('puts each plugin after those of the list it needs, and keeps the list order otherwise', () => {
    const a = plugin('a');
    const b = plugin('b', ['c']);
    const c = plugin('c', ['a', 'core']);
    const d = plugin('d');
    expect(inDependencyOrder([b, d, c, a])).toEqual([a, c, b, d]);
    expect(inDependencyOrder([a, c, b, d])).toEqual([a, c, b, d]);
  });

  it('names two plugins that need each other', () => {
    expect(() => inDependencyOrder([plugin('a', ['b']), plugin('b', ['a'])])).toThrow(
      'plugins need each other: a -> b -> a',
    );
  });

  it("orders the app's modules listed backwards so that every one starts", async () => {
    const dataDir2 = await mkdtemp(path.join(tmpdir(), 'doita-modules-order-'));
    const database2 = await createTestDatabase('pglite');
    const env2 = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir2, LOG_LEVEL: 'silent' });
    const app = Fastify({ logger: false });
    await app.register(httpPlugin, { env: env2 });
    await app.register(corePlugin, { env: env2, jwtSecret: 'x'.repeat(43), database: database2 });
    const modules = [
      calendarModule,
      remindersModule,
      notificationsModule,
      pushModule,
      uploadsModule,
      authenticateModule,
      usersRepositoryModule,
    ];
    for (const module of inDependencyOrder(modules)) await app.register(module);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
    await database2.close();
    await rm(dataDir2, { recursive: true, force: true });
  });
});
