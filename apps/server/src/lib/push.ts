import webpush from 'web-push';
import type { ReminderPushPayload } from '@doita/shared';

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the message for the browser's keys
 * and signs the VAPID header; the request itself goes out with fetch, so a loopback push
 * service (the tests') may speak plain http when PUSH_ALLOW_HTTP says so.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string | null;
  send(target: PushTarget, payload: ReminderPushPayload): Promise<PushResult>;
}

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** Push turned off (production without VAPID keys): nothing is sent. */
export const disabledPush: PushSender = {
  publicKey: null,
  send: () => Promise.resolve('failed'),
};

export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      // 404 and 410: the browser unsubscribed; the subscription is to be forgotten.
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    },
  };
}
