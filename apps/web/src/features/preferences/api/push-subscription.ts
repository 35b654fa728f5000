import { api, apiRequest } from '@/lib/api-client';

/** GET /push/public-key: the server's VAPID key (null when push is off there). */
export async function getPushPublicKey(): Promise<string | null> {
  try {
    return (await api.get<{ publicKey?: string }>('/push/public-key'))?.publicKey ?? null;
  } catch {
    return null;
  }
}

/** POST /push/subscriptions: this browser's PushSubscription.toJSON(). */
export async function saveSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await api.post<unknown>('/push/subscriptions', subscription);
}

/** DELETE /push/subscriptions { endpoint } */
export async function forgetSubscription(endpoint: string): Promise<void> {
  await apiRequest<unknown>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
