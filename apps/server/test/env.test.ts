import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.js';
import { resolveJwtSecret } from '../src/lib/secrets.js';

describe('loadEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({}, '/srv/app');
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      rateLimitGlobalMax: 1000,
      rateLimitAllowList: [],
    });
    expect(env.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads and normalises what is given', () => {
    const env = loadEnv(
      {
        PORT: '3100',
        DATA_DIR: 'var/doita',
        DATABASE_URL: 'postgres://u@db:5432/doita',
        PUBLIC_URL: 'https://doita.example/',
        SMTP_URL: 'smtp://mail:25',
        JWT_SECRET: 's'.repeat(32),
        TRUST_PROXY: '1',
        RATE_LIMIT_ALLOW_LIST: '10.0.0.5, 127.0.0.1',
        WEB_DIST_DIR: 'web',
      },
      '/srv',
    );
    expect(env).toMatchObject({
      port: 3100,
      dataDir: '/srv/var/doita',
      databaseUrl: 'postgres://u@db:5432/doita',
      publicUrl: 'https://doita.example',
      smtpUrl: 'smtp://mail:25',
      trustProxy: 1,
      rateLimitAllowList: ['10.0.0.5', '127.0.0.1'],
      webDistDir: '/srv/web',
    });
    expect(loadEnv({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ SMTP_URL: '', DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({
      smtpUrl: undefined,
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('keeps push endpoints off the loopback unless told (the older name still works); a grace of at most 30 s', () => {
    expect(loadEnv({})).toMatchObject({ pushAllowLoopback: false, refreshReuseGraceSeconds: 10 });
    expect(loadEnv({ PUSH_ALLOW_LOOPBACK: 'true' }).pushAllowLoopback).toBe(true);
    expect(loadEnv({ PUSH_ALLOW_HTTP: 'true' }).pushAllowLoopback).toBe(true);
    expect(loadEnv({ REFRESH_REUSE_GRACE_SECONDS: '30' }).refreshReuseGraceSeconds).toBe(30);
    expect(loadEnv({ REFRESH_REUSE_GRACE_SECONDS: '0' }).refreshReuseGraceSeconds).toBe(0);
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { JWT_SECRET: 'short' },
    { DATABASE_URL: 'mysql://x' },
    { SMTP_URL: 'http://mail' },
    { PUBLIC_URL: 'not a url' },
    { LOG_LEVEL: 'loud' },
    { REFRESH_REUSE_GRACE_SECONDS: '31' },
    { REFRESH_REUSE_GRACE_SECONDS: '-1' },
    { PUSH_ALLOW_LOOPBACK: 'yes' },
  ])('refuses %j with a message naming the variable', (source) => {
    const name = Object.keys(source)[0] ?? '';
    expect(() => loadEnv(source)).toThrow(name);
  });
});

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set, else generates one into DATA_DIR once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'doita-secrets-'));
    try {
      expect(
        await resolveJwtSecret(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'g'.repeat(32) })),
      ).toBe('g'.repeat(32));
      const env = loadEnv({ DATA_DIR: dataDir });
      const generated = await resolveJwtSecret(env);
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(await resolveJwtSecret(env)).toBe(generated);
      const file = path.join(dataDir, 'secrets.json');
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ jwtSecret: generated });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to guess when secrets.json is corrupt', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'doita-secrets-'));
    try {
      await writeFile(path.join(dataDir, 'secrets.json'), '{nope');
      await expect(resolveJwtSecret(loadEnv({ DATA_DIR: dataDir }))).rejects.toThrow(
        /secrets.json/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
