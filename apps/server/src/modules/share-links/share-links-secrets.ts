import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.js';

/**
 * A link's token is an HMAC of its random id under a key of the server's own (derived from
 * its secret): 256 bits no one can guess, which the couple can be shown again (either
 * partner copies the URL later) without the token itself ever being stored. The database
 * keeps only its SHA-256, which is what a request's token is looked up by.
 */
export function createTokenMaker(secret: string) {
  const key = deriveKey(secret, 'doita:share-links:v1');
  return (linkId: string) => createHmac('sha256', key).update(linkId).digest('base64url');
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const KEY_LENGTH = 32;
/** scrypt's cost: N=2^14, r=8 (OWASP's minimum for scrypt), ~16 MB and a few ms a check */
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(passcode: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passcode.normalize('NFC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `salt$hash`, both base64url */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}$${(await derive(passcode, salt)).toString('base64url')}`;
}

export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await derive(passcode, Buffer.from(salt, 'base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
