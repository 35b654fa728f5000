import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@doita/shared';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { loadEnv } from '../../src/env.js';
import type { Env } from '../../src/env.js';
import { createMailer } from '../../src/lib/mailer.js';
import type { Resolve } from '../../src/lib/outbound-guard.js';
import { createAccessTokens } from '../../src/lib/tokens.js';
import type { AccessTokens } from '../../src/lib/tokens.js';
import { TestClock } from './clock.js';
import { startMailCatcher } from './mail-catcher.js';
import type { MailCatcher } from './mail-catcher.js';
import { ENGINES, createTestDatabase } from './test-database.js';
import type { Engine } from './test-database.js';

export const TEST_PASSWORD = 'Correct-Horse-9';
export const PUBLIC_URL = 'http://doita.test';

export interface TestUser extends AuthResponse {
  email: string;
  password: string;
}

export interface TestApp {
  engine: Engine;
  app: FastifyInstance;
  database: Database;
  env: Env;
  clock: TestClock;
  mail: MailCatcher;
  /** signs tokens with the app's secret and clock (expired ones: move the clock first) */
  accessTokens: AccessTokens;
  jwtSecret: string;
  registerUser: (overrides?: Record<string, unknown>) => Promise<TestUser>;
  uniqueEmail: (label?: string) => string;
}

/** What a request helper needs of a test app: the app (so it serves any app, one of two servers too). */
export type AppOnly = Pick<TestApp, 'app'>;

export interface TestAppOptions {
  /** extra environment, on top of the test defaults */
  env?: Record<string, string>;
  /** routes added before the app is ready (e.g. one that throws, for the 500 tests) */
  extraRoutes?: (app: FastifyInstance) => void;
  /** DNS for the outbound checks (push endpoints): names the test points where it needs */
  resolve?: Resolve;
  /** the app's logger (default: none), for tests that read what the server logs */
  logger?: FastifyServerOptions['logger'];
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** One describe block per engine: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function describeEachEngine(title: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) describe(`${title} [${engine}]`, () => body(engine));
}

/**
 * One describe block, on PGlite only: for the sweeps over every route (who may call it,
 * what malformed input gets), which test the HTTP layer and run the same SQL on both
 * engines (PGlite is PostgreSQL's own code); run twice they were two minutes of CI's twenty.
 * Each area's own tests still run on both engines.
 */
export function describeRouteSweep(title: string, body: (engine: Engine) => void): void {
  describe(`${title} [pglite]`, () => body('pglite'));
}

/**
 * Builds the real app on a fresh database, with mail going over SMTP to a loopback
 * receiver, for the enclosing describe block. Returns a getter (the app exists once
 * beforeAll ran). 127.0.0.1, inject's default address, is exempt from the address
 * limits so ordinary tests never trip them; the limit tests use other addresses.
 */
export function useTestApp(engine: Engine, options: TestAppOptions = {}): () => TestApp {
  let context: TestApp | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'doita-server-test-'));
    const [database, mail] = await Promise.all([createTestDatabase(engine), startMailCatcher()]);
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL,
      SMTP_URL: mail.url,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // No refusals for being busy: tests fire bursts on slow shared machines, and a 503
      // there would be noise. overload.test.ts turns them on.
      DB_QUEUE_MAX_MS: '0',
      DB_QUEUE_MAX_WAITING: '0',
      ...options.env,
    });
    const jwtSecret = randomBytes(32).toString('base64url');
    const clock = new TestClock();
    const mailer = createMailer({
      smtpUrl: mail.url,
      from: env.mailFrom,
      dataDir,
      logger: { info: () => undefined },
    });
    const app = await buildApp({
      env,
      jwtSecret,
      database,
      mailer,
      clock,
      logger: options.logger ?? false,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    });
    options.extraRoutes?.(app);
    await app.ready();

    let counter = 0;
    const uniqueEmail = (label = 'user') =>
      `${label}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;
    context = {
      engine,
      app,
      database,
      env,
      clock,
      mail,
      jwtSecret,
      accessTokens: createAccessTokens(jwtSecret, clock),
      uniqueEmail,
      registerUser: async (overrides = {}) => {
        const body = {
          email: uniqueEmail(),
          password: TEST_PASSWORD,
          displayName: 'Test User',
          ...overrides,
        };
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: body,
        });
        if (response.statusCode !== 201)
          throw new Error(`register failed: ${response.statusCode} ${response.body}`);
        return {
          ...response.json<AuthResponse>(),
          email: String(body.email).toLowerCase(),
          password: String(body.password),
        };
      },
    };
  });

  afterAll(async () => {
    if (context) {
      await context.app.close();
      await context.mail.close();
      await context.database.close();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!context) throw new Error('the test app is built in beforeAll');
    return context;
  };
}
