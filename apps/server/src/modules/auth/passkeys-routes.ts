import { passkeysContract } from '@doita/shared';
import type { FastifyRequest } from 'fastify';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from './authenticate.js';
import type { ClientInfo } from './auth-service.js';
import type { PasskeysService } from './passkeys-service.js';

/** /api/auth/passkeys/*, as declared in the shared contract; the rules are passkeys-service.ts's. */
export function passkeysRoutes(
  passkeys: PasskeysService,
  clientInfo: (request: FastifyRequest) => ClientInfo,
) {
  return contractRoutes(passkeysContract, {
    registerOptions: async (request) =>
      passkeys.registrationOptions(signedInUser(request), request.body.password),
    register: async (request, reply) =>
      reply.code(201).send({
        passkey: await passkeys.register(
          signedInUser(request),
          request.body,
          request.headers['user-agent'] ?? null,
        ),
      }),
    loginOptions: async () => passkeys.loginOptions(),
    login: async (request) => passkeys.login(request.body, clientInfo(request)),
    list: async (request) => ({ passkeys: await passkeys.list(signedInUser(request)) }),
    rename: async (request) => ({
      passkey: await passkeys.rename(signedInUser(request), request.params.id, request.body.name),
    }),
    remove: async (request) => {
      await passkeys.remove(signedInUser(request), request.params.id);
      return { message: 'Passkey removed' };
    },
  });
}
