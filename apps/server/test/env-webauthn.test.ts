import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.js';

describe('passkeys configuration (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS)', () => {
  it("defaults to PUBLIC_URL's host and origin", () => {
    expect(loadEnv({}, '/srv').webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3000'],
    });
    expect(loadEnv({ PUBLIC_URL: 'https://doita.example.vn/' }, '/srv').webauthn).toEqual({
      rpId: 'doita.example.vn',
      origins: ['https://doita.example.vn'],
    });
  });

  it('takes a parent domain and several origins on it', () => {
    const env = loadEnv(
      {
        PUBLIC_URL: 'https://app.example.vn',
        WEBAUTHN_RP_ID: 'Example.vn',
        WEBAUTHN_ORIGINS: 'https://app.example.vn, https://example.vn/',
      },
      '/srv',
    );
    expect(env.webauthn).toEqual({
      rpId: 'example.vn',
      origins: ['https://app.example.vn', 'https://example.vn'],
    });
  });

  it('refuses an origin outside the RP ID, or one that is not a URL', () => {
    const load = (origins: string) =>
      loadEnv({ PUBLIC_URL: 'https://example.vn', WEBAUTHN_ORIGINS: origins }, '/srv');
    expect(() => load('https://example.vn.evil.test')).toThrow(EnvError);
    expect(() => load('https://notexample.vn')).toThrow(/not on WEBAUTHN_RP_ID/);
    expect(() => load('example.vn')).toThrow(/not a URL/);
  });
});
