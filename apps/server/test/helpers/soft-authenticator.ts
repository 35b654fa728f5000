import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for tests: it answers a registration and a sign-in as a
 * browser with a platform authenticator would (an ES256 key, "none" attestation, a
 * discoverable credential holding the user handle), with real signatures the server's
 * WebAuthn library checks. Each credential keeps its own signature counter.
 */

const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// user present, user verified; backup eligible and backed up (a synced passkey)
const FLAGS = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };

export interface SoftCredential {
  id: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
  rpId: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
}

export interface Overrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** signature counter to put in the authenticator data (the credential's next by default) */
  counter?: number;
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

function counterBytes(counter: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

export function createSoftAuthenticator(origin: string) {
  /** navigator.credentials.create(): a new credential and the registration answer */
  function register(options: CreationOptions, overrides: Overrides = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(16);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.be | FLAGS.bs | FLAGS.at]),
      counterBytes(0),
      Buffer.alloc(16), // aaguid
      Buffer.from([0, credentialId.length]),
      credentialId,
      cosePublicKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const credential: SoftCredential = {
      id: b64url(credentialId),
      userHandle: options.user.id,
      privateKey,
      counter: 0,
      rpId,
    };
    const response = {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(
          clientData(
            'webauthn.create',
            overrides.challenge ?? options.challenge,
            overrides.origin ?? origin,
          ),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
    return { credential, response };
  }

  /** navigator.credentials.get() with a discoverable credential: the sign-in answer */
  function authenticate(
    credential: SoftCredential,
    options: RequestOptions,
    overrides: Overrides = {},
  ) {
    const counter = overrides.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? credential.rpId),
      Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.be | FLAGS.bs]),
      counterBytes(counter),
    ]);
    const data = clientData(
      'webauthn.get',
      overrides.challenge ?? options.challenge,
      overrides.origin ?? origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(data)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  return { register, authenticate };
}
