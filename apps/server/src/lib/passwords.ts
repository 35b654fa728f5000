import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting (ASVS 11.4.2): 19 MiB, 2 passes, 1 lane.
 * `algorithm: 2` is Algorithm.Argon2id; the library ships it as a const enum, which
 * isolatedModules cannot read.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a full verification against a throw-away hash, so an unknown e-mail costs the
 * same time as a wrong password (ASVS 6.3.8: no enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
