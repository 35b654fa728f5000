import { pushContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { serviceUnavailable } from '../../lib/errors.js';
import type { PushSender } from '../../lib/push.js';
import { signedInUser } from '../auth/index.js';
import type { PushService } from './push-service.js';

export interface PushRouteDeps {
  push: Pick<PushSender, 'publicKey'>;
  pushService: PushService;
}

const pushOff = () => serviceUnavailable('Push notifications are not configured on this server');

/** /api/push/*, as declared in the shared contract: the browsers that get my notifications. */
export const pushRoutes = (deps: PushRouteDeps) =>
  contractRoutes(pushContract, {
    publicKey: () => {
      if (!deps.push.publicKey) return Promise.reject(pushOff());
      return Promise.resolve({ publicKey: deps.push.publicKey });
    },
    subscribe: async (request, reply) => {
      if (!deps.push.publicKey) throw pushOff();
      await deps.pushService.subscribe(
        signedInUser(request).id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ message: 'Subscribed' });
    },
    list: async (request) => ({
      subscriptions: await deps.pushService.list(signedInUser(request).id),
    }),
    remove: async (request) => {
      await deps.pushService.remove(signedInUser(request).id, request.params.id);
      return { message: 'Unsubscribed' };
    },
    forget: async (request) => {
      await deps.pushService.forget(signedInUser(request).id, request.body.endpoint);
      return { message: 'Unsubscribed' };
    },
  });
