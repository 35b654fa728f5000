import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.js';
import { generateVapidKeys } from './push.js';
import type { VapidKeys } from './push.js';

interface SecretsFile {
  jwtSecret?: string;
  vapid?: VapidKeys;
}

/**
 * JWT_SECRET when given. Otherwise (development only: loadEnv refuses production
 * without it) one generated on first start into DATA_DIR/secrets.json, so sessions
 * survive restarts without any set-up.
 */
export async function resolveJwtSecret(env: Env): Promise<string> {
  if (env.jwtSecret) return env.jwtSecret;
  const file = path.join(env.dataDir, 'secrets.json');
  const existing = await readSecrets(file);
  if (existing.jwtSecret && existing.jwtSecret.length >= 32) return existing.jwtSecret;
  const jwtSecret = randomBytes(48).toString('base64url');
  await mkdir(env.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ ...existing, jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

async function readSecrets(file: string): Promise<SecretsFile> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not readable JSON; fix or delete it`, { cause: error });
  }
}

/**
 * The VAPID key pair for Web Push: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given. Outside
 * production, one generated on first start into DATA_DIR/secrets.json (browsers'
 * subscriptions are tied to the public key, so it must not change between restarts).
 * Production without them: undefined, and push stays off (never a generated secret there).
 */
export async function resolveVapidKeys(env: Env): Promise<VapidKeys | undefined> {
  if (env.vapid) return env.vapid;
  if (env.isProduction) return undefined;
  const file = path.join(env.dataDir, 'secrets.json');
  const existing = await readSecrets(file);
  if (existing.vapid?.publicKey && existing.vapid.privateKey) return existing.vapid;
  const vapid = generateVapidKeys();
  await mkdir(env.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ ...existing, vapid }, null, 2), { mode: 0o600 });
  return vapid;
}

/**
 * A key of its own for one purpose, derived from the server secret: HMAC-SHA256(secret, label).
 * The JWT secret itself signs nothing but tokens; each other use names its label.
 */
export function deriveKey(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(label).digest();
}
