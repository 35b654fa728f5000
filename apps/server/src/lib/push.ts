import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@doita/shared';
import { checkLiteralHost, guardedLookup, systemResolve } from './outbound-guard.js';
import type { OutboundPolicy, Resolve } from './outbound-guard.js';
import { createTaskPool } from './task-pool.js';
import type { TaskPool, TaskPoolOptions } from './task-pool.js';

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the message for the browser's keys
 * and signs the VAPID header; the request itself is ours, through agents whose DNS
 * lookup refuses every non-public address (outbound-guard.ts), without redirects, with a
 * timeout, and through a bounded pool (task-pool.ts): however many reminders fall due,
 * a few requests are in flight and a capped number wait.
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

/** `dropped`: not sent, the queue was full; `refused`: the endpoint is not a public address */
export type PushResult = 'sent' | 'gone' | 'failed' | 'refused' | 'dropped';

export interface PushSender {
  readonly publicKey: string | null;
  /** `owner` (the recipient) is who the pool keeps fair between */
  send(target: PushTarget, payload: PushPayload, owner: string): Promise<PushResult>;
}

export interface PushSenderOptions {
  policy: OutboundPolicy;
  resolve?: Resolve;
  /** per request, connection to last byte */
  timeoutMs?: number;
  pool?: Partial<TaskPoolOptions>;
}

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
export const PUSH_POOL: TaskPoolOptions = {
  concurrency: 16,
  perKey: 4,
  maxQueued: 10_000,
  maxQueuedPerKey: 200,
};

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/** Push turned off (production without VAPID keys): nothing is sent. */
export const disabledPush: PushSender = {
  publicKey: null,
  send: () => Promise.resolve('failed'),
};

interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export function createPushSender(
  keys: VapidKeys,
  subject: string,
  options: PushSenderOptions,
): PushSender & { pool: TaskPool; close(): void } {
  const { policy } = options;
  const lookup = guardedLookup(policy, options.resolve ?? systemResolve);
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const poolOptions = { ...PUSH_POOL, ...options.pool };
  const pool = createTaskPool(poolOptions);
  const agentOptions = { keepAlive: true, maxSockets: poolOptions.concurrency, lookup };
  const agents = { https: new https.Agent(agentOptions), http: new http.Agent(agentOptions) };

  function post(request: PushRequest): Promise<number> {
    const url = new URL(request.endpoint);
    checkLiteralHost(url.hostname, policy);
    const secure = url.protocol === 'https:';
    if (!secure && !policy.allowLoopback) return Promise.reject(new Error('push over plain http'));
    return new Promise<number>((resolve, reject) => {
      const req = (secure ? https : http).request(url, {
        method: request.method,
        headers: request.headers,
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.timeout(timeoutMs),
      });
      req.on('error', reject);
      // Redirects are not followed: a 3xx is simply not a delivery.
      req.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      req.end(request.body ?? undefined);
    });
  }

  async function deliver(target: PushTarget, payload: PushPayload): Promise<PushResult> {
    try {
      // Encrypting fails for keys that are no P-256 point: that push only, not the batch.
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
      const status = await post({
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers,
        body: details.body,
      });
      // 404 and 410: the browser unsubscribed; the subscription is to be forgotten.
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    } catch (error) {
      // Unreachable, too slow, unusable keys, or refused by the guard: not delivered.
      return (error as { code?: unknown }).code === 'OUTBOUND_REFUSED' ? 'refused' : 'failed';
    }
  }

  return {
    publicKey: keys.publicKey,
    pool,
    async send(target, payload, owner) {
      return (await pool.run(owner, () => deliver(target, payload))) ?? 'dropped';
    },
    close() {
      agents.https.destroy();
      agents.http.destroy();
    },
  };
}
