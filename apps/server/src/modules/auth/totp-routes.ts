import { totpContract } from '@doita/shared';
import type { FastifyRequest } from 'fastify';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from './authenticate.js';
import type { ClientInfo } from './auth-service.js';
import type { TotpService } from './totp-service.js';

/** /api/auth/totp/* and /api/auth/login/totp: thin; the rules live in totp-service.ts. */
export function totpRoutes(totp: TotpService, clientInfo: (request: FastifyRequest) => ClientInfo) {
  return contractRoutes(totpContract, {
    status: async (request) => totp.status(signedInUser(request)),
    setup: async (request) => totp.setup(signedInUser(request)),
    enable: async (request) => totp.enable(signedInUser(request), request.body.code),
    disable: async (request) => totp.disable(signedInUser(request), request.body),
    loginTotp: async (request) => totp.finishLogin(request.body, clientInfo(request)),
  });
}
