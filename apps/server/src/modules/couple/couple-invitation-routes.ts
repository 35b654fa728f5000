import { coupleInvitationContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { CoupleService } from './couple-service.js';

/** /api/couple/invitation: the invitation I sent, as declared in the shared contract. */
export const coupleInvitationRoutes = (coupleService: Pick<CoupleService, 'cancelInvitation'>) =>
  contractRoutes(coupleInvitationContract, {
    cancel: async (request) => coupleService.cancelInvitation(signedInUser(request)),
  });
