import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import type { Env } from '../src/env.js';
import { authenticateModule } from '../src/modules/auth/authenticate-module.js';
import { memoriesModule } from '../src/modules/memories/memories-module.js';
import { usersRepositoryModule } from '../src/modules/users/users-module.js';
import { corePlugin } from '../src/plugins/core.js';
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
