import { sessionsContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from './authenticate.js';
import type { SessionsService } from './sessions-service.js';

/** DELETE /api/auth/sessions[/:id]: signing my devices out from the list. */
export function sessionsRoutes(sessions: Pick<SessionsService, 'endOne' | 'endOthers'>) {
  return contractRoutes(sessionsContract, {
    endOne: async (request) => {
      await sessions.endOne(signedInUser(request).id, request.params.id);
      return { message: 'Signed out of that device' };
    },
    endOthers: async (request) => {
      const user = signedInUser(request);
      return {
        message: 'Signed out of every other device',
        signedOut: await sessions.endOthers(user.id, user.sessionId),
      };
    },
  });
}
