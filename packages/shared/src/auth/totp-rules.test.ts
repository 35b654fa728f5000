import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  formatRecoveryCode,
  hotp,
  matchTotp,
  normalizeRecoveryCode,
  normalizeTotpCode,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp-rules.js';
import {
  loginTotpBodySchema,
  totpDisableBodySchema,
  totpEnableBodySchema,
} from './totp-schemas.js';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
// RFC 6238 appendix B: the SHA-1 seed, and the 8-digit codes at its test times.
const RFC_SEED = ascii('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const SECRET = base32Encode(RFC_SEED);

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the SHA-1 code is %s', async (seconds, expected) => {
    expect(await hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(expected);
  });

  it('gives the 6-digit code apps show: the last six digits of the RFC vectors', async () => {
    for (const [seconds, expected] of RFC_VECTORS)
      expect(await totpCode(SECRET, seconds * 1000)).toBe(expected.slice(2));
  });

  it('matches RFC 4226 appendix D HOTP values', async () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    for (const [counter, code] of expected.entries())
      expect(await hotp(RFC_SEED, counter)).toBe(code);
  });

  it('round-trips base32 and reads it with spaces and lower case', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SEED);
    expect(base32Decode('not base32!')).toBeNull();
    expect(base32Encode(new Uint8Array([0xff]))).toBe('74');
  });
});

describe('matchTotp: window and replay', () => {
  const now = 1_700_000_015_000;
  const step = totpStep(now);

  it('takes the current code, and the ones a step either side', async () => {
    expect(await matchTotp(SECRET, await totpCode(SECRET, now), now, null)).toBe(step);
    expect(await matchTotp(SECRET, await totpCode(SECRET, now - 30_000), now, null)).toBe(step - 1);
    expect(await matchTotp(SECRET, await totpCode(SECRET, now + 30_000), now, null)).toBe(step + 1);
  });

  it('refuses codes two steps away', async () => {
    expect(await matchTotp(SECRET, await totpCode(SECRET, now - 60_000), now, null)).toBeNull();
    expect(await matchTotp(SECRET, await totpCode(SECRET, now + 60_000), now, null)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one (replay)', async () => {
    const code = await totpCode(SECRET, now);
    expect(await matchTotp(SECRET, code, now, step)).toBeNull();
    expect(await matchTotp(SECRET, code, now + 20_000, step)).toBeNull();
    const previous = await totpCode(SECRET, now - 30_000);
    expect(await matchTotp(SECRET, previous, now, step)).toBeNull();
    const next = await totpCode(SECRET, now + 30_000);
    expect(await matchTotp(SECRET, next, now, step)).toBe(step + 1);
  });

  it('reads "123 456" and "123-456", refuses other shapes', async () => {
    const code = await totpCode(SECRET, now);
    expect(await matchTotp(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('１２３４５６')).toBeNull();
    expect(normalizeTotpCode('123-456')).toBe('123456');
    expect(await matchTotp(SECRET, 'abcdef', now, null)).toBeNull();
  });
});

describe('recovery codes and the otpauth address', () => {
  it('normalizes typed recovery codes', () => {
    expect(normalizeRecoveryCode(' ABCDE-fgh27 ')).toBe('abcdefgh27');
    expect(normalizeRecoveryCode('abcde-fgh1j')).toBeNull();
    expect(formatRecoveryCode('abcdefgh27')).toBe('abcde-fgh27');
  });

  it('builds an otpauth URL apps read, Vietnamese issuer encoded', () => {
    const url = otpauthUrl(SECRET, 'lan@example.com');
    const [path, query = ''] = url.split('?');
    expect(path).toBe('otpauth://totp/%C4%90%C3%B4i%20Ta:lan%40example.com');
    const params = Object.fromEntries(
      query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)),
    ) as Record<string, string>;
    expect(params).toEqual({
      secret: SECRET,
      issuer: 'Đôi Ta',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('two-step schemas', () => {
  it('takes six digits to turn on, nothing else', () => {
    expect(totpEnableBodySchema.safeParse({ code: ' 123 456 ' }).success).toBe(true);
    expect(totpEnableBodySchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(totpEnableBodySchema.safeParse({ code: 'abcdef' }).success).toBe(false);
  });

  it('turns off with exactly one of the password or a code', () => {
    expect(totpDisableBodySchema.safeParse({ password: 'Abcdefg-1' }).success).toBe(true);
    expect(totpDisableBodySchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(totpDisableBodySchema.safeParse({}).success).toBe(false);
    expect(totpDisableBodySchema.safeParse({ password: 'Abcdefg-1', code: '123456' }).success).toBe(
      false,
    );
  });

  it('bounds the challenge and the code of the second step', () => {
    expect(loginTotpBodySchema.safeParse({ challenge: 'x', code: '123456' }).success).toBe(false);
    expect(
      loginTotpBodySchema.safeParse({ challenge: 'A'.repeat(43), code: 'x'.repeat(21) }).success,
    ).toBe(false);
  });
});
