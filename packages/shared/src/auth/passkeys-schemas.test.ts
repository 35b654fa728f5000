import { describe, expect, it } from 'vitest';
import { passkeysContract } from './passkeys-contract.js';
import { PASSKEY_NAME_MAX, knownTransports } from './passkeys-rules.js';
import {
  passkeyExamples,
  passkeyLoginBodySchema,
  passkeyRegisterBodySchema,
  passkeyRenameBodySchema,
} from './passkeys-schemas.js';

describe('passkey schemas', () => {
  it('accepts the examples the contract sends', () => {
    expect(passkeyRegisterBodySchema.safeParse(passkeyExamples.register).success).toBe(true);
    expect(passkeyLoginBodySchema.safeParse(passkeyExamples.login).success).toBe(true);
    expect(passkeysContract.register.example.body).toBe(passkeyExamples.register);
  });

  it('trims a name, keeps Vietnamese as typed, and bounds it', () => {
    const parse = (name: string) => passkeyRenameBodySchema.safeParse({ name });
    expect(parse('  Điện thoại của Lan  ').data?.name).toBe('Điện thoại của Lan');
    expect(parse('   ').success).toBe(false);
    expect(parse('ạ'.repeat(PASSKEY_NAME_MAX)).success).toBe(true);
    expect(parse('ạ'.repeat(PASSKEY_NAME_MAX + 1)).success).toBe(false);
  });

  it('leaves the name out when none is given (the server names it after the browser)', () => {
    const { name: _name, ...unnamed } = passkeyExamples.register;
    const parsed = passkeyRegisterBodySchema.parse(unnamed);
    expect(parsed.name).toBeUndefined();
  });

  it('refuses binary fields that are not base64url, and a credential of another type', () => {
    const { response } = passkeyExamples.login;
    const bad = (patch: object) =>
      passkeyLoginBodySchema.safeParse({ response: { ...response, ...patch } }).success;
    expect(bad({ id: 'not base64url!' })).toBe(false);
    expect(bad({ id: '' })).toBe(false);
    expect(bad({ type: 'password' })).toBe(false);
    expect(bad({ response: { ...response.response, signature: 'a+b/c' } })).toBe(false);
    expect(bad({})).toBe(true);
  });

  it('takes the transports a newer browser names, and keeps only the known ones', () => {
    const { response } = passkeyExamples.register;
    const body = {
      response: {
        ...response,
        response: { ...response.response, transports: ['internal', 'quantum'] },
      },
    };
    expect(passkeyRegisterBodySchema.safeParse(body).success).toBe(true);
    expect(knownTransports(['internal', 'quantum', 'hybrid'])).toEqual(['internal', 'hybrid']);
    expect(knownTransports(undefined)).toEqual([]);
  });
});
