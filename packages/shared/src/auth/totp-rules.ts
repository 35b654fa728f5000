/**
 * Two-step sign-in with an authenticator app: TOTP as RFC 6238 defines it with the values
 * every app uses (HMAC-SHA-1, 30-second steps, 6 digits). Web Crypto only, so the server,
 * the web app and the tests compute the same codes.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** a code from the step before or after is still taken (clocks drift, people type slowly) */
export const TOTP_WINDOW_STEPS = 1;
/** secrets of 20 random bytes, as RFC 4226 recommends for SHA-1 */
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** wrong codes one sign-in challenge takes before it is locked */
export const TOTP_CHALLENGE_MAX_ATTEMPTS = 5;
/** how long a password sign-in waits for its second step */
export const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TOTP_ISSUER = 'Đôi Ta';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The part of Web Crypto used here (this package is typed without the DOM's or Node's lib). */
interface HmacSubtle {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: string },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = () => (globalThis as unknown as { crypto: { subtle: HmacSubtle } }).crypto.subtle;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, dashes, padding and case are ignored; null when a character is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function totpStep(atMs: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** HOTP (RFC 4226): the code of one counter value. */
export async function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  hash: 'SHA-1' | 'SHA-256' | 'SHA-512' = 'SHA-1',
): Promise<string> {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const cryptoKey = await subtle().importKey(
    'raw',
    new Uint8Array(key),
    { name: 'HMAC', hash },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await subtle().sign('HMAC', cryptoKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows at a moment for a base32 secret. */
export async function totpCode(secret: string, atMs: number): Promise<string> {
  const key = base32Decode(secret);
  if (!key || key.length === 0) throw new Error('not a base32 secret');
  return hotp(key, totpStep(atMs));
}

/** "123 456", "123-456" → "123456"; null when it is not six digits. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The step a typed code belongs to, within ±1 step of now and later than the last step
 * accepted (a code seen once is never taken again: no replay); null when it matches none.
 */
export async function matchTotp(
  secret: string,
  input: string,
  atMs: number,
  lastUsedStep: number | null,
): Promise<number | null> {
  const code = normalizeTotpCode(input);
  const key = base32Decode(secret);
  if (!code || !key || key.length === 0) return null;
  const now = totpStep(atMs);
  let found: number | null = null;
  // Every candidate is computed and compared, so timing does not tell which step matched.
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    const expected = await hotp(key, step);
    let diff = 0;
    for (let i = 0; i < TOTP_DIGITS; i++) diff |= expected.charCodeAt(i) ^ code.charCodeAt(i);
    if (diff === 0 && found === null && (lastUsedStep === null || step > lastUsedStep))
      found = step;
  }
  return found;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string, issuer = TOTP_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = [
    ['secret', secret],
    ['issuer', issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(TOTP_DIGITS)],
    ['period', String(TOTP_PERIOD_SECONDS)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${label}?${params}`;
}

/** Recovery codes are shown as "abcde-fghij" (base32 lower case); typed any which way. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(clean) ? clean : null;
}

export function formatRecoveryCode(normalized: string): string {
  return `${normalized.slice(0, 5)}-${normalized.slice(5)}`;
}
