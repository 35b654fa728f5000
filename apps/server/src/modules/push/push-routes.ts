import { pushContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import { serviceUnavailable } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';
import type { PushSender } from '../../lib/push.js';
import { signedInUser } from '../auth/index.js';
import type { PushService } from './push-service.js';

export interface PushRouteDeps {
  push: Pick<PushSender, 'publicKey'>;
  pushService: PushService;
  authenticate: onRequestAsyncHookHandler;
}

const pushOff = () => serviceUnavailable('Push notifications are not configured on this server');

/** /api/push/*, as declared in the shared contract: the browsers that get my notifications. */
export function pushRoutes(app: ZodApp, deps: PushRouteDeps, done: () => void): void {
  const { authenticate } = deps;

  handle(app, contract.publicKey, { authenticate }, () => {
    if (!deps.push.publicKey) return Promise.reject(pushOff());
    return Promise.resolve({ publicKey: deps.push.publicKey });
  });

  handle(app, contract.subscribe, { authenticate }, async (request, reply) => {
    if (!deps.push.publicKey) throw pushOff();
    await deps.pushService.subscribe(
      signedInUser(request).id,
      request.body,
      request.headers['user-agent'],
    );
    return reply.code(201).send({ message: 'Subscribed' });
  });

  handle(app, contract.list, { authenticate }, async (request) => ({
    subscriptions: await deps.pushService.list(signedInUser(request).id),
  }));

  handle(app, contract.remove, { authenticate }, async (request) => {
    await deps.pushService.remove(signedInUser(request).id, request.params.id);
    return { message: 'Unsubscribed' };
  });

  handle(app, contract.forget, { authenticate }, async (request) => {
    await deps.pushService.forget(signedInUser(request).id, request.body.endpoint);
    return { message: 'Unsubscribed' };
  });
  done();
}
