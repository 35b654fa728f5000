import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReminderPushPayload } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { createPushSender, generateVapidKeys } from '../src/lib/push.js';
import { createTaskPool } from '../src/lib/task-pool.js';
import { browserKeys } from './helpers/push-receiver.js';

const PAYLOAD: ReminderPushPayload = {
  kind: 'reminder_due',
  reminderId: 'r1',
  title: 'Kỷ niệm',
  datetime: '2026-02-14T12:00:00.000Z',
  url: '/reminders',
  language: 'vi',
};

/** A push service on loopback whose every answer the test decides (or withholds). */
async function pushService(answer: (path: string, res: ServerResponse) => void) {
  let inFlight = 0;
  let maxInFlight = 0;
  const paths: string[] = [];
  const server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    paths.push(req.url ?? '');
    res.on('close', () => inFlight--);
    req.resume();
    req.on('end', () => answer(req.url ?? '', res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const target = (endpoint: string) => ({ endpoint, ...browserKeys().json });

describe('the push sender', () => {
  const keys = generateVapidKeys();

  it('gives up on a push service that does not answer, after its timeout', async () => {
    const silent = await pushService(() => undefined);
    const sender = createPushSender(keys, 'mailto:ops@doita.test', {
      policy: { allowLoopback: true },
      timeoutMs: 300,
    });
    const started = Date.now();
    expect(await sender.send(target(`${silent.origin}/slow`), PAYLOAD, 'u1')).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3000);
    sender.close();
    await silent.close();
  });

  it('never follows a redirect (3xx is not a delivery), and drops on 404 and 410', async () => {
    const service = await pushService((path, res) => {
      if (path === '/moved') res.writeHead(307, { location: '/elsewhere' }).end();
      else if (path === '/gone') res.writeHead(410).end();
      else if (path === '/unknown') res.writeHead(404).end();
      else res.writeHead(201).end();
    });
    const sender = createPushSender(keys, 'mailto:ops@doita.test', {
      policy: { allowLoopback: true },
    });
    expect(await sender.send(target(`${service.origin}/moved`), PAYLOAD, 'u1')).toBe('failed');
    expect(await sender.send(target(`${service.origin}/gone`), PAYLOAD, 'u1')).toBe('gone');
    expect(await sender.send(target(`${service.origin}/unknown`), PAYLOAD, 'u1')).toBe('gone');
    expect(await sender.send(target(`${service.origin}/ok`), PAYLOAD, 'u1')).toBe('sent');
    expect(service.paths).not.toContain('/elsewhere');
    sender.close();
    await service.close();
  });

  it('refuses the loopback when the setting is off, without a request', async () => {
    const service = await pushService((_path, res) => res.writeHead(201).end());
    const sender = createPushSender(keys, 'mailto:ops@doita.test', {
      policy: { allowLoopback: false },
    });
    const https = service.origin.replace('http://', 'https://');
    for (const endpoint of [
      `${service.origin}/a`,
      `${https}/b`,
      https.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
    ])
      expect(await sender.send(target(endpoint), PAYLOAD, 'u1'), endpoint).toBe('refused');
    expect(service.paths).toEqual([]);
    sender.close();
    await service.close();
  });

  it('keeps a bounded number of requests in flight, and one user to its share', async () => {
    const service = await pushService((_path, res) => {
      setTimeout(() => res.writeHead(201).end(), 30);
    });
    const sender = createPushSender(keys, 'mailto:ops@doita.test', {
      policy: { allowLoopback: true },
      pool: { concurrency: 4, perKey: 2, maxQueuedPerKey: 30 },
    });
    const heavy = Array.from({ length: 40 }, (_, i) =>
      sender.send(target(`${service.origin}/heavy-${i}`), PAYLOAD, 'heavy'),
    );
    const light = sender.send(target(`${service.origin}/light`), PAYLOAD, 'light');
    const results = await Promise.all(heavy);
    expect(await light).toBe('sent');
    // 2 at a time for the heavy user, so the light one went long before the heavy queue emptied.
    expect(service.paths.indexOf('/light')).toBeLessThan(5);
    expect(service.maxInFlight()).toBeLessThanOrEqual(4);
    // two running at once and thirty waiting: the eight beyond those are not sent at all
    expect(results.filter((r) => r === 'sent')).toHaveLength(32);
    expect(results.filter((r) => r === 'dropped')).toHaveLength(8);
    sender.close();
    await service.close();
  });
});

describe('the task pool', () => {
  const later = <T>(value: T, ms = 5) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('runs at most `concurrency` at once and `perKey` per key, round-robin across keys', async () => {
    const pool = createTaskPool({
      concurrency: 3,
      perKey: 2,
      maxQueued: 100,
      maxQueuedPerKey: 100,
    });
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await later(name);
      running--;
      return name;
    };
    const runs = [
      ...['a1', 'a2', 'a3', 'a4'].map((n) => pool.run('a', task(n))),
      ...['b1', 'b2'].map((n) => pool.run('b', task(n))),
      pool.run('c', task('c1')),
    ];
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'c1']);
    expect(most).toBeLessThanOrEqual(3);
    // a's third waits for one of its own two to finish, while b and c get their turns first.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'));
    expect(order.indexOf('c1')).toBeLessThan(order.indexOf('a4'));
    expect(pool.active).toBe(0);
    expect(pool.queued).toBe(0);
  });

  it('does not run what does not fit the queue, overall or per key', async () => {
    const pool = createTaskPool({ concurrency: 1, perKey: 1, maxQueued: 3, maxQueuedPerKey: 2 });
    // a0 runs at once; a1, a2 wait (two per key), b3 waits (three overall); the rest do not fit
    const runs = ['a', 'a', 'a', 'a', 'b', 'c'].map((key, i) => pool.run(key, () => later(i)));
    expect(await Promise.all(runs)).toEqual([0, 1, 2, null, 4, null]);
  });

  it('passes a task failure to its caller and keeps going', async () => {
    const pool = createTaskPool({ concurrency: 1, perKey: 1, maxQueued: 10, maxQueuedPerKey: 10 });
    const failing = pool.run('a', () => Promise.reject(new Error('boom')));
    const next = pool.run('a', () => later('after'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('after');
  });
});
