import { z } from 'zod';
import { idSchema, requiredText } from '../common/common-schemas.js';
import { VALIDATION } from '../common/validation-messages.js';
import { authResponseSchema, passwordSchema } from './auth-schemas.js';
import { PASSKEY_NAME_MAX, PASSKEY_TRANSPORTS } from './passkeys-rules.js';

/**
 * Passkeys (WebAuthn): the shapes the browser and the server pass each other, in the
 * W3C's JSON forms (binary fields as base64url), as @simplewebauthn/browser and
 * @simplewebauthn/server read and write them. Only what the ceremonies need is declared:
 * an unlisted field is dropped, never passed on.
 */

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: VALIDATION.invalid });

export const passkeyNameSchema = requiredText(PASSKEY_NAME_MAX);

const transportSchema = z.enum(PASSKEY_TRANSPORTS);
const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

const credentialDescriptorSchema = z.object({
  id: base64url(1400),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).max(10).optional(),
});

/** handed to `startRegistration({ optionsJSON })` */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** handed to `startAuthentication({ optionsJSON })` */
export const passkeyLoginOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

const clientExtensionResultsSchema = z
  .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
  .optional()
  .default({});

/** what `startRegistration` resolves to */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(32_000),
    authenticatorData: base64url(32_000).optional(),
    // as the browser says them: a newer browser may name one WebAuthn does not know yet
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** what `startAuthentication` resolves to */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(32_000),
    signature: base64url(4000),
    userHandle: base64url(400).optional(),
  }),
});

/**
 * Starting to add a passkey asks for the account's password: a passkey is a way in that
 * outlives sessions and skips two-step sign-in, so a session alone (a borrowed device, a
 * stolen token) must not be able to make one.
 */
export const passkeyRegistrationOptionsBodySchema = z.object({ password: passwordSchema });
export type PasskeyRegistrationOptionsBody = z.input<typeof passkeyRegistrationOptionsBodySchema>;

export const passkeyRegisterBodySchema = z.object({
  /** left out: the browser and system it was added from ("Chrome · macOS") */
  name: passkeyNameSchema.optional(),
  response: registrationResponseSchema,
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBodySchema>;

export const passkeyLoginBodySchema = z.object({
  response: authenticationResponseSchema,
  rememberMe: z.boolean().optional(),
});
export type PasskeyLoginBody = z.input<typeof passkeyLoginBodySchema>;

export const passkeyRenameBodySchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** `multiDevice`: may be synced to the person's other devices (a password manager, iCloud) */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyResponseSchema = z.object({ passkey: passkeySchema });
export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

/** a passkey sign-in answers as a password one does */
export const passkeyLoginResponseSchema = authResponseSchema;

/** one valid body of each, for the contract's examples and the tests */
export const passkeyExamples = {
  registerOptions: { password: 'Abcdefg-1' },
  register: {
    name: 'Điện thoại của Lan',
    response: {
      id: 'AQIDBAUGBwgJCgsMDQ4PEA',
      rawId: 'AQIDBAUGBwgJCgsMDQ4PEA',
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
        attestationObject: 'o2NmbXRkbm9uZQ',
        transports: ['internal'],
      },
    },
  },
  login: {
    response: {
      id: 'AQIDBAUGBwgJCgsMDQ4PEA',
      rawId: 'AQIDBAUGBwgJCgsMDQ4PEA',
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
        authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
        signature: 'MEUCIQDx',
      },
    },
    rememberMe: true,
  },
} satisfies {
  registerOptions: PasskeyRegistrationOptionsBody;
  register: PasskeyRegisterBody;
  login: PasskeyLoginBody;
};
