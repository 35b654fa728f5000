import { idParamsSchema, messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import { authResponseSchema } from './auth-schemas.js';
import {
  passkeyExamples,
  passkeyLoginBodySchema,
  passkeyLoginOptionsSchema,
  passkeyRegisterBodySchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRegistrationOptionsSchema,
  passkeyRenameBodySchema,
  passkeyResponseSchema,
  passkeysResponseSchema,
} from './passkeys-schemas.js';

const tags = ['auth'] as const;

/**
 * /api/auth/passkeys/*: adding passkeys to an account, signing in with one (no e-mail typed:
 * the browser offers the passkeys it holds for this site), listing, renaming and removing
 * them. The password stays as a way in.
 */
export const passkeysContract = {
  registerOptions: endpoint({
    operationId: 'passkeyRegistrationOptions',
    method: 'POST',
    path: '/auth/passkeys/register/options',
    summary:
      'Start adding a passkey, confirmed with the password: the options for ' +
      'navigator.credentials.create(), with a single-use challenge that lives five minutes',
    tags,
    live: [],
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    body: passkeyRegistrationOptionsBodySchema,
    example: { body: passkeyExamples.registerOptions },
    responses: { 200: passkeyRegistrationOptionsSchema },
    errors: [400, 401, 409, 422, 429],
  }),
  register: endpoint({
    operationId: 'registerPasskey',
    method: 'POST',
    path: '/auth/passkeys/register',
    summary:
      "Finish adding a passkey with the browser's answer; without a name it is called " +
      'after the browser and system it was added from',
    tags,
    live: [],
    security: 'bearer',
    rateLimit: { max: 30, timeWindow: '15 minutes', per: 'user' },
    body: passkeyRegisterBodySchema,
    example: { body: passkeyExamples.register },
    responses: { 201: passkeyResponseSchema },
    errors: [400, 401, 409, 422, 429],
  }),
  loginOptions: endpoint({
    operationId: 'passkeyLoginOptions',
    method: 'POST',
    path: '/auth/passkeys/login/options',
    summary:
      'Start signing in with a passkey: options for navigator.credentials.get() naming no ' +
      'account (the browser offers the passkeys it holds for this site)',
    tags,
    security: 'none',
    rateLimit: { max: 30, timeWindow: '1 minute', per: 'address' },
    responses: { 200: passkeyLoginOptionsSchema },
    errors: [429],
  }),
  login: endpoint({
    operationId: 'loginWithPasskey',
    method: 'POST',
    path: '/auth/passkeys/login',
    summary:
      'Sign in with a passkey; answers as POST /auth/login does. An unknown passkey, a used ' +
      'or expired challenge and a bad signature answer alike',
    tags,
    security: 'none',
    rateLimit: { max: 30, timeWindow: '1 minute', per: 'address' },
    body: passkeyLoginBodySchema,
    example: { body: passkeyExamples.login },
    responses: { 200: authResponseSchema },
    errors: [401, 422, 429],
  }),
  list: endpoint({
    operationId: 'listPasskeys',
    method: 'GET',
    path: '/auth/passkeys',
    summary: 'My passkeys, newest first',
    tags,
    security: 'bearer',
    responses: { 200: passkeysResponseSchema },
    errors: [401],
  }),
  rename: endpoint({
    operationId: 'renamePasskey',
    method: 'PATCH',
    path: '/auth/passkeys/:id',
    summary: 'Rename one of my passkeys',
    tags,
    live: [],
    security: 'bearer',
    params: idParamsSchema,
    body: passkeyRenameBodySchema,
    example: { body: { name: 'Máy tính ở nhà' } },
    responses: { 200: passkeyResponseSchema },
    errors: [401, 404, 422],
  }),
  remove: endpoint({
    operationId: 'deletePasskey',
    method: 'DELETE',
    path: '/auth/passkeys/:id',
    summary: 'Remove one of my passkeys: it can no longer sign in',
    tags,
    live: [],
    security: 'bearer',
    params: idParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 404, 422],
  }),
};
