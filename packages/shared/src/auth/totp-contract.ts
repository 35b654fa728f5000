import { messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import { authResponseSchema } from './auth-schemas.js';
import {
  loginTotpBodySchema,
  totpDisableBodySchema,
  totpEnableBodySchema,
  totpEnableResponseSchema,
  totpExamples,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
} from './totp-schemas.js';

const tags = ['auth'] as const;

/**
 * /api/auth/totp/* and the second step of a password sign-in: two-step sign-in with an
 * authenticator app, optional, with ten one-time recovery codes.
 */
export const totpContract = {
  status: endpoint({
    operationId: 'getTotpStatus',
    method: 'GET',
    path: '/auth/totp',
    summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
    tags,
    security: 'bearer',
    responses: { 200: totpStatusResponseSchema },
    errors: [401],
  }),
  setup: endpoint({
    operationId: 'setUpTotp',
    method: 'POST',
    path: '/auth/totp/setup',
    summary:
      'A new secret for the authenticator app (and its otpauth:// address for a QR code); ' +
      'two-step stays off until a code from it is confirmed',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' },
    responses: { 200: totpSetupResponseSchema },
    errors: [400, 401, 429],
  }),
  enable: endpoint({
    operationId: 'enableTotp',
    method: 'POST',
    path: '/auth/totp/enable',
    summary: 'Turn two-step on with a code from the app; answers ten recovery codes, shown once',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' },
    body: totpEnableBodySchema,
    example: { body: totpExamples.enable },
    responses: { 200: totpEnableResponseSchema },
    errors: [400, 401, 422, 429],
  }),
  disable: endpoint({
    operationId: 'disableTotp',
    method: 'POST',
    path: '/auth/totp/disable',
    summary: 'Turn two-step off, with the password, a code from the app or a recovery code',
    tags,
    security: 'bearer',
    rateLimit: { max: 10, timeWindow: '15 minutes', per: 'user' },
    body: totpDisableBodySchema,
    example: { body: totpExamples.disable },
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 422, 429],
  }),
  loginTotp: endpoint({
    operationId: 'loginWithTotp',
    method: 'POST',
    path: '/auth/login/totp',
    summary:
      'Finish a password sign-in with a code from the app (or a recovery code, once); ' +
      'answers as POST /auth/login does without two-step. The challenge is locked after five wrong codes',
    tags,
    security: 'none',
    rateLimit: { max: 30, timeWindow: '1 minute', per: 'address' },
    body: loginTotpBodySchema,
    example: { body: totpExamples.loginTotp },
    responses: { 200: authResponseSchema },
    errors: [401, 422, 429],
  }),
};
