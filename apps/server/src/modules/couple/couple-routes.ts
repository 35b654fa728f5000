import { coupleContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { CoupleService } from './couple-service.js';

/**
 * /api/couple/* and PUT /api/user/anniversary, as declared in the shared contract: thin;
 * the rules live in couple-service.ts.
 */
export const coupleRoutes = (coupleService: CoupleService) =>
  contractRoutes(coupleContract, {
    connection: async (request) => coupleService.connection(signedInUser(request)),
    connect: async (request) => coupleService.connect(signedInUser(request), request.body),
    respond: async (request) => coupleService.respond(signedInUser(request), request.body),
    invitations: async (request) => coupleService.invitations(signedInUser(request)),
    disconnect: async (request) => coupleService.disconnect(signedInUser(request)),
    update: async (request) =>
      coupleService.updateAnniversary(signedInUser(request), request.body.anniversaryDate),
    updateAnniversary: async (request) => {
      const { couple } = await coupleService.updateAnniversary(
        signedInUser(request),
        request.body.anniversaryDate,
      );
      return { anniversaryDate: couple.anniversaryDate };
    },
    generateCode: async (request) => coupleService.generateCode(signedInUser(request)),
    join: async (request) => coupleService.join(signedInUser(request), request.body.code),
  });
