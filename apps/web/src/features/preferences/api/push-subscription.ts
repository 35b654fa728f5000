import { pushContract, type BodyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** GET /push/public-key: the server's VAPID key (null when push is off there). */
export async function getPushPublicKey(): Promise<string | null> {
  try {
    return (await call(pushContract.publicKey)).publicKey;
  } catch {
    return null;
  }
}

/** POST /push/subscriptions: this browser's PushSubscription.toJSON(). */
export async function saveSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  // toJSON() types every field optional; the server answers 422 when one is missing.
  await call(pushContract.subscribe, {
    body: subscription as BodyOf<typeof pushContract.subscribe>,
  });
}

/** DELETE /push/subscriptions { endpoint } */
export async function forgetSubscription(endpoint: string): Promise<void> {
  await call(pushContract.forget, { body: { endpoint } });
}
