import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@doita/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import type { Database } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import { openStream } from './helpers/event-stream.js';
import { TEST_PASSWORD, authHeader } from './helpers/test-app.js';

/**
 * Two servers on one PostgreSQL (their events fan out through NOTIFY): a stream open on
 * one is closed when its session signs out on the other, and the per-person limit counts
 * the streams of both. PostgreSQL only: PGlite is one process's database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('event streams across two servers on one PostgreSQL', () => {
  const name = `doita_streams_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  let dataDir = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'doita-streams-'));
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
      const app = await buildApp({ env, jwtSecret, database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (server: number, url: string, token: string | null, payload?: object) => {
    const res = await fetch(`${bases[server]}${url}`, {
      method: payload || url.endsWith('/ticket') ? 'POST' : 'GET',
      headers: {
        ...(token ? authHeader(token) : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const streamOn = async (server: number, token: string) => {
    const { body } = await call(server, '/api/events/ticket', token);
    const stream = await openStream(bases[server]!, String(body.ticket));
    expect(stream.res.status).toBe(200);
    return stream;
  };

  it('signing out on one server closes the stream held open by the other', async () => {
    const email = `two-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await call(0, '/api/auth/register', null, {
      email,
      password: TEST_PASSWORD,
      displayName: 'Hai',
    });
    const me = registered.body as unknown as AuthResponse;
    const login = await call(1, '/api/auth/login', null, { email, password: TEST_PASSWORD });
    const laptop = login.body as unknown as AuthResponse;
    const onB = await streamOn(1, me.token);
    const laptopOnA = await streamOn(0, laptop.token);
    await new Promise((r) => setTimeout(r, 200)); // the NOTIFY of each opening goes round

    const out = await call(0, '/api/auth/logout', me.token, { refreshToken: me.refreshToken });
    expect(out.status).toBe(200);
    await onB.waitForEnd();
    expect(onB.data.at(-1)).toEqual({ reason: 'signed_out' });
    // That session's access token is refused by both servers, at once.
    expect((await call(1, '/api/auth/profile', me.token)).status).toBe(401);
    expect(laptopOnA.ended).toBe(false);

    // The limit counts both servers: five more on server B push out the one on A.
    const more = [];
    for (let i = 0; i < 5; i++) more.push(await streamOn(1, laptop.token));
    await laptopOnA.waitForEnd();
    expect(laptopOnA.data.at(-1)).toEqual({ reason: 'replaced' });
    await Promise.all([...more, onB, laptopOnA].map((s) => s.close()));
  });
});
