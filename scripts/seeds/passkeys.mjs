// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/passkeys.mjs /profile?tab=account`:
// Lan has two passkeys, added through the real ceremony by a small software authenticator
// (an ES256 key, "none" attestation), one of them used once to sign in.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (data) => Buffer.from(data).toString('base64url');
const sha256 = (data) => createHash('sha256').update(data).digest();

function clientData(type, challenge, origin) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function register(options, origin) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  const cose = isoCBOR.encode(
    new Map([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
    ]),
  );
  const counter = Buffer.alloc(4);
  const authData = Buffer.concat([
    sha256(options.rp.id),
    Buffer.from([0x01 | 0x04 | 0x08 | 0x10 | 0x40]),
    counter,
    Buffer.alloc(16),
    Buffer.from([0, id.length]),
    id,
    cose,
  ]);
  const attestationObject = isoCBOR.encode(
    new Map([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const response = {
    id: b64url(id),
    rawId: b64url(id),
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  };
  return {
    response,
    credential: { id: b64url(id), privateKey, rpId: options.rp.id, userHandle: options.user.id },
  };
}

function authenticate(credential, options, origin) {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(1);
  const authData = Buffer.concat([
    sha256(credential.rpId),
    Buffer.from([0x01 | 0x04 | 0x08 | 0x10]),
    counter,
  ]);
  const data = clientData('webauthn.get', options.challenge, origin);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(
        sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey),
      ),
      userHandle: credential.userHandle,
    },
  };
}

export default async function seed({ api, a, baseUrl }) {
  const origin = new URL(baseUrl).origin;
  let first;
  for (const name of ['Điện thoại của Lan', 'MacBook ở nhà']) {
    const options = await api(a, 'POST', '/api/auth/passkeys/register/options', {
      password: 'MatKhau123',
    });
    const { response, credential } = register(options, origin);
    await api(a, 'POST', '/api/auth/passkeys/register', { name, response });
    first ??= credential;
  }
  const login = await api(null, 'POST', '/api/auth/passkeys/login/options');
  await api(null, 'POST', '/api/auth/passkeys/login', {
    response: authenticate(first, login, origin),
  });
  return {};
}
