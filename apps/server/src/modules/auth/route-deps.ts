import type { FastifyRequest } from 'fastify';
import type { AuthService, ClientInfo } from './auth-service.js';

/** What the auth routes are handed by auth-module.ts. */
export interface AuthRouteDeps {
  authService: AuthService;
  clientInfo: (request: FastifyRequest) => ClientInfo;
}
