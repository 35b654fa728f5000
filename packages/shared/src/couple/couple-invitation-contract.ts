import { messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';

const tags = ['couple'] as const;

/** /api/couple/invitation: the invitation I sent, which I may withdraw. */
export const coupleInvitationContract = {
  cancel: endpoint({
    operationId: 'cancelCoupleInvitation',
    method: 'DELETE',
    path: '/couple/invitation',
    summary:
      'Withdraw the invitation I sent and is still pending (to an account or to an e-mail address)',
    tags,
    security: 'bearer',
    responses: { 200: messageResponseSchema },
    errors: [401, 404],
  }),
};
