import { coupleInvitationContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { CoupleService } from './couple-service.js';

export interface CoupleInvitationRouteDeps {
  coupleService: Pick<CoupleService, 'cancelInvitation'>;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/couple/invitation: the invitation I sent, as declared in the shared contract. */
export function coupleInvitationRoutes(
  app: ZodApp,
  { coupleService, authenticate }: CoupleInvitationRouteDeps,
  done: () => void,
): void {
  handle(app, contract.cancel, { authenticate }, async (request) =>
    coupleService.cancelInvitation(signedInUser(request)),
  );
  done();
}
