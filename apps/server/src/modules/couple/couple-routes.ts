import { coupleContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { perUser, ROUTE_LIMITS, signedInUser } from '../auth/index.js';
import type { CoupleService } from './couple-service.js';

export interface CoupleRouteDeps {
  coupleService: CoupleService;
  authenticate: onRequestAsyncHookHandler;
}

/**
 * /api/couple/* and PUT /api/user/anniversary, as declared in the shared contract: thin;
 * the rules live in couple-service.ts.
 */
export function coupleRoutes(
  app: ZodApp,
  { coupleService, authenticate }: CoupleRouteDeps,
  done: () => void,
): void {
  handle(app, contract.connection, { authenticate }, async (request) =>
    coupleService.connection(signedInUser(request)),
  );

  handle(
    app,
    contract.connect,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.coupleInvite) } },
    async (request) => coupleService.connect(signedInUser(request), request.body),
  );

  handle(app, contract.respond, { authenticate }, async (request) =>
    coupleService.respond(signedInUser(request), request.body),
  );

  handle(app, contract.invitations, { authenticate }, async (request) =>
    coupleService.invitations(signedInUser(request)),
  );

  handle(app, contract.disconnect, { authenticate }, async (request) =>
    coupleService.disconnect(signedInUser(request)),
  );

  handle(app, contract.update, { authenticate }, async (request) =>
    coupleService.updateAnniversary(signedInUser(request), request.body.anniversaryDate),
  );

  handle(app, contract.updateAnniversary, { authenticate }, async (request) => {
    const { couple } = await coupleService.updateAnniversary(
      signedInUser(request),
      request.body.anniversaryDate,
    );
    return { anniversaryDate: couple.anniversaryDate };
  });

  handle(
    app,
    contract.generateCode,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.coupleCode) } },
    async (request) => coupleService.generateCode(signedInUser(request)),
  );

  handle(
    app,
    contract.join,
    { authenticate, config: { rateLimit: perUser(ROUTE_LIMITS.coupleJoin) } },
    async (request) => coupleService.join(signedInUser(request), request.body.code),
  );
  done();
}
