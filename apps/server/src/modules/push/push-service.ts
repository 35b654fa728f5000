import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  VALIDATION,
  validationMessageEn,
} from '@doita/shared';
import type { PushSubscriptionBody, PushSubscriptionView } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { refusalOf } from '../../lib/outbound-guard.js';
import type { OutboundPolicy, Resolve, UrlRefusal } from '../../lib/outbound-guard.js';
import type { PushRepository } from './push-repository.js';
import type { PushSubscriptionRow } from './push-schema.js';

export interface PushServiceDeps {
  pushRepository: PushRepository;
  clock: Clock;
  policy: OutboundPolicy;
  resolve?: Resolve;
}

export type PushService = ReturnType<typeof createPushService>;

/** 422 on the endpoint field: `validation.url` when it is not https, else `validation.pushEndpoint` */
const endpointRefused = (reason: UrlRefusal) => {
  const key = reason === 'scheme' ? VALIDATION.url : VALIDATION.pushEndpoint;
  return new HttpError(422, ERROR_CODES.validation, ERROR_MESSAGES.pushEndpointRefused, {}, [
    { field: 'endpoint', code: key, message: validationMessageEn(key) },
  ]);
};

const endpointTaken = () =>
  new HttpError(409, ERROR_CODES.pushEndpointTaken, ERROR_MESSAGES.pushEndpointTaken);

type ListedSubscriptionRow = Pick<
  PushSubscriptionRow,
  'id' | 'userAgent' | 'createdAt' | 'lastUsedAt'
>;

const toPushSubscription = (row: ListedSubscriptionRow): PushSubscriptionView => ({
  id: row.id,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The browsers a person's reminders are pushed to. */
export function createPushService(deps: PushServiceDeps) {
  return {
    /**
     * The endpoint must be a public https address in every spelling and resolve to
     * nothing else (the sender checks again on each connection); one that belongs to
     * another account stays theirs (409); an eleventh replaces the oldest.
     */
    async subscribe(
      userId: string,
      body: PushSubscriptionBody,
      userAgent: string | undefined,
    ): Promise<void> {
      const refusal = await refusalOf(body.endpoint, deps.policy, deps.resolve);
      if (refusal) throw endpointRefused(refusal);
      const saved = await deps.pushRepository.subscribe(
        {
          id: randomUUID(),
          userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
          createdAt: deps.clock.now(),
        },
        PUSH_SUBSCRIPTIONS_MAX,
      );
      if (!saved) throw endpointTaken();
    },

    async list(userId: string): Promise<PushSubscriptionView[]> {
      const rows = await deps.pushRepository.listMine(userId);
      return rows.map(toPushSubscription);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deps.pushRepository.deleteMineById(userId, id)))
        throw notFound('Subscription not found');
    },

    forget: (userId: string, endpoint: string) => deps.pushRepository.deleteMine(userId, endpoint),
  };
}
