import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { validationMessageEn } from '@doita/shared';
import type { S3Config } from './lib/s3-storage.js';

/** apps/server, whether this file runs from src/ (tsx, tests) or dist/ (built). */
const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An empty variable (`SMTP_URL=`) means "not set", as shells and .env files write it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Fastify's trustProxy: `false` (default: the socket address is the client, so a
 * forged X-Forwarded-For changes nothing), `true`, a hop count, or addresses/CIDRs.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
    /** passkeys: the site's domain they belong to (PUBLIC_URL's host when unset) */
    WEBAUTHN_RP_ID: optional(z.string().min(1)),
    /** passkeys: the origins a ceremony may come from, comma-separated (PUBLIC_URL's when unset) */
    WEBAUTHN_ORIGINS: optional(z.string().min(1)),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().min(3).default('"Đôi Ta" <no-reply@doita.local>'),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: optional(trustProxySchema),
    WEB_DIST_DIR: optional(z.string().min(1)),
    /** requests per minute per client address, all routes together; 0 turns it off */
    RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(0).default(1000),
    /** client addresses exempt from every address-keyed limit (a monitor, the benchmark) */
    RATE_LIMIT_ALLOW_LIST: optional(z.string()),
    /**
     * The ffmpeg and ffprobe that prepare videos: by default the binaries the
     * @ffmpeg-installer and @ffprobe-installer packages ship; `none` turns videos off
     */
    FFMPEG_PATH: optional(z.string().min(1)),
    FFPROBE_PATH: optional(z.string().min(1)),
    /** seconds one video's preparation may take before it is stopped and marked failed */
    VIDEO_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(900),
    /** S3-compatible storage for uploads: all of endpoint, bucket and keys, or none */
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_BUCKET: optional(z.string().min(1)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_PREFIX: z.string().default(''),
    /** 1 MiB: JSON bodies only; uploads (later) carry their own limit */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    /** Web Push keys (base64url, from `npx web-push generate-vapid-keys`); both or neither */
    VAPID_PUBLIC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'),
    ),
    /** who push services contact about this server: mailto: or https: */
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://'),
    ),
    /** how often the reminder scheduler looks for due reminders; 0 turns it off */
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** due reminders claimed per transaction */
    SCHEDULER_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
    /**
     * push endpoints on this machine's loopback, plain http included (the test suite's
     * push service); never a private or other non-public address
     */
    PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    /** the older name of PUSH_ALLOW_LOOPBACK, still read */
    PUSH_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
    /**
     * seconds a rotated refresh token still yields its successor (two tabs refreshing at
     * once); reuse after that revokes the session. Never more than 30.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(30).default(10),
    /** daily backups kept (the oldest beyond go); 0 turns scheduled backups off */
    BACKUP_KEEP: z.coerce.number().int().min(0).max(3650).default(0),
    /** where scheduled backups are written; default DATA_DIR/backups */
    BACKUP_DIR: optional(z.string().min(1)),
    /** connections to the database: PostgreSQL's pool (default 10), PGlite's thread (4) */
    DB_POOL_SIZE: optional(z.coerce.number().int().min(2).max(200)),
    /** ms a query waits for a connection at most, then fails (its request answers 503) */
    DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * overload: the longest an admitted request should wait its turn, in ms. Requests at once
     * are bounded by the measured rate times this, and one arriving while the query first in
     * line has waited longer is refused at once (503, Retry-After); 0: never refused
     */
    DB_QUEUE_MAX_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
    /** overload: API requests at once never past this (and until a rate is measured) */
    API_MAX_IN_FLIGHT: z.coerce.number().int().min(16).max(100_000).default(256),
    DB_QUEUE_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).default(500),
    /** the map's street tiles: `https://tiles.example/{z}/{x}/{y}.png`; none: the offline map only */
    MAP_TILE_URL: optional(
      z
        .string()
        .max(500)
        .refine(
          (value) => tileTemplateOrigin(value) !== null,
          'must be an http(s) URL with {z}, {x} and {y}',
        ),
    ),
    /** the tiles' credit, shown on the map (their licence usually asks for it) */
    MAP_TILE_ATTRIBUTION: optional(z.string().trim().min(1).max(200)),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message:
          'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production (never a generated one)',
      });
    }
  });

/**
 * A tile template's origin (what the CSP's img-src lets in), or null when it is not an
 * http(s) URL whose path holds {z}, {x} and {y}. The host is fixed: a `{s}` subdomain
 * pattern would need every subdomain in the CSP.
 */
export function tileTemplateOrigin(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replace(/\{[zxy]\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || /[{}]/.test(url.host)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  /** the video encoder's binaries as configured (undefined: the bundled ones; 'none': off) */
  video: {
    ffmpegPath: string | undefined;
    ffprobePath: string | undefined;
    timeoutSeconds: number;
  };
  isProduction: boolean;
  port: number;
  host: string;
  /** absolute */
  dataDir: string;
  databaseUrl: string | undefined;
  /** no trailing slash; links in e-mails are built from it, never from the Host header */
  publicUrl: string;
  /** passkeys: the relying party's id (a domain) and the origins a ceremony may come from */
  webauthn: { rpId: string; origins: string[] };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** undefined until resolved by `resolveJwtSecret` (generated into DATA_DIR in development) */
  jwtSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean | number | string[];
  /** absolute */
  webDistDir: string;
  rateLimitGlobalMax: number;
  rateLimitAllowList: string[];
  bodyLimitBytes: number;
  /** set when uploads go to an S3-compatible bucket instead of DATA_DIR/uploads */
  s3: S3Config | undefined;
  /** both set, or undefined (generated into DATA_DIR outside production; push off in production) */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  schedulerIntervalMs: number;
  schedulerBatchSize: number;
  /** push endpoints on loopback (and over plain http there) */
  pushAllowLoopback: boolean;
  refreshReuseGraceSeconds: number;
  /** daily backups kept; 0: no scheduled backups */
  backupKeep: number;
  /** absolute */
  backupDir: string;
  /** the database's connections and the overload bounds (plugins/overload.ts) */
  db: {
    poolSize: number | undefined;
    poolWaitMs: number;
    queueMaxMs: number;
    queueMaxWaiting: number;
    maxInFlight: number;
  };
  /** the map's raster tiles when the deployment has a tile server; undefined: none asked for */
  mapTiles: { url: string; attribution: string | null; origin: string } | undefined;
  /** glibc's own settings, read by glibc as the process starts: known here to warn when unset */
  malloc?: { arenaMax?: string; mmapThreshold?: string };
}

export class EnvError extends Error {}

/** `"Đôi Ta" <no-reply@doita.local>` -> `no-reply@doita.local` */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * Passkeys belong to a domain (the RP ID) and are offered only on pages of an origin on it:
 * both default to PUBLIC_URL's, and every origin listed must be that domain or under it.
 */
function webauthnOf(
  publicUrl: string,
  e: { WEBAUTHN_RP_ID?: string | undefined; WEBAUTHN_ORIGINS?: string | undefined },
): Env['webauthn'] {
  const origins = (e.WEBAUTHN_ORIGINS ?? new URL(publicUrl).origin)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const rpId = (e.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname).toLowerCase();
  for (const origin of origins) {
    let host: string;
    try {
      host = new URL(origin).hostname;
    } catch {
      throw new EnvError(`Invalid environment:\n  WEBAUTHN_ORIGINS: ${origin} is not a URL`);
    }
    if (host !== rpId && !host.endsWith(`.${rpId}`))
      throw new EnvError(
        `Invalid environment:\n  WEBAUTHN_ORIGINS: ${origin} is not on WEBAUTHN_RP_ID ${rpId}`,
      );
  }
  return { rpId, origins };
}

/** The only reader of process.env. Tests pass their own source. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${validationMessageEn(issue.message)}`,
    );
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    video: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      timeoutSeconds: e.VIDEO_TIMEOUT_SECONDS,
    },
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webauthn: webauthnOf(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    malloc: {
      arenaMax: source.MALLOC_ARENA_MAX,
      mmapThreshold: source.MALLOC_MMAP_THRESHOLD_,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(cwd, e.WEB_DIST_DIR)
      : path.resolve(SERVER_PACKAGE_DIR, '../web/dist'),
    rateLimitGlobalMax: e.RATE_LIMIT_GLOBAL_MAX,
    rateLimitAllowList: (e.RATE_LIMIT_ALLOW_LIST ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    schedulerBatchSize: e.SCHEDULER_BATCH_SIZE,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === 'true' || e.PUSH_ALLOW_HTTP === 'true',
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    backupKeep: e.BACKUP_KEEP,
    backupDir: e.BACKUP_DIR
      ? path.resolve(cwd, e.BACKUP_DIR)
      : path.join(path.resolve(cwd, e.DATA_DIR), 'backups'),
    db: {
      poolSize: e.DB_POOL_SIZE,
      poolWaitMs: e.DB_POOL_WAIT_MS,
      queueMaxMs: e.DB_QUEUE_MAX_MS,
      queueMaxWaiting: e.DB_QUEUE_MAX_WAITING,
      maxInFlight: e.API_MAX_IN_FLIGHT,
    },
    mapTiles: e.MAP_TILE_URL
      ? {
          url: e.MAP_TILE_URL,
          attribution: e.MAP_TILE_ATTRIBUTION ?? null,
          origin: tileTemplateOrigin(e.MAP_TILE_URL)!,
        }
      : undefined,
  };
}
