import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.js';

interface SecretsFile {
  jwtSecret?: string;
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
