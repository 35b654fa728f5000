import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import type { Database } from '../../src/db/client.js';
import { loadEnv } from '../../src/env.js';
import { TestClock } from './clock.js';

/** The PostgreSQL the two-server tests create their database in; unset, they are skipped. */
export const twoServersAdminUrl = process.env.TEST_DATABASE_URL;

export interface TwoServers {
  /** the two apps, each listening on a loopback port, each with a pool of its own */
  apps: FastifyInstance[];
  /** their addresses, `http://127.0.0.1:<port>` */
  bases: string[];
  /** the clock both run on, moved by tests (the revocation windows) */
  clock: TestClock;
}

/**
 * Two servers on one fresh PostgreSQL database (and one data folder, as a deployment shares
 * its storage), for the enclosing describe block; everything is dropped afterwards. Only
 * inside `describe.skipIf(!twoServersAdminUrl)`: PGlite is one process's database.
 */
export function useTwoServers(label: string): () => TwoServers {
  const name = `doita_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databases: Database[] = [];
  const servers: TwoServers = { apps: [], bases: [], clock: new TestClock() };
  let dataDir = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: twoServersAdminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(twoServersAdminUrl!);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), `doita-${label}-`));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SCHEDULER_INTERVAL_MS: '0',
    });
    const jwtSecret = randomBytes(32).toString('base64url');
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 3 });
      if (i === 0) await database.migrate();
      databases.push(database);
      const app = await buildApp({ env, jwtSecret, database, logger: false, clock: servers.clock });
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.apps.push(app);
      servers.bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of servers.apps) await app.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: twoServersAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return () => servers;
}
