#!/usr/bin/env node
// The push fan-out under load, not part of `npm test` or `npm run bench`:
//
//   node scripts/ensure-built.mjs && node bench/push-fanout.mjs [--reminders=1000]
//        [--devices=10] [--delay=2000] [--seconds=60] [--server=apps/server/dist/server.js]
//
// A couple, each partner with `devices` push subscriptions at a slow push service on
// loopback (every answer `delay` ms late), and `reminders` reminders due at once, written
// while the scheduler is off. The server restarts with the scheduler on (as after
// downtime) and is watched for `seconds`: its memory (RSS, from /proc), how long
// GET /api/health takes (every 250 ms), how many pushes are in flight at the push
// service, and how many arrive. Prints one JSON line; docs/benchmarks.md has the figures.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from 'node:net';
import { api, connectPair, inParallel, wait, waitFor } from './support.mjs';

/** Until something accepts connections on the port (the server listening, ready or not). */
async function waitForListening(port) {
  for (;;) {
    const up = await new Promise((r) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), r(true)));
      socket.once('error', () => r(false));
    });
    if (up) return;
    await wait(50);
  }
}

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    reminders: { type: 'string', default: '1000' },
    devices: { type: 'string', default: '10' },
    delay: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    server: { type: 'string', default: 'apps/server/dist/server.js' },
  },
});
const REMINDERS = Number(values.reminders);
const DEVICES = Number(values.devices);
const DELAY_MS = Number(values.delay);
const WATCH_MS = Number(values.seconds) * 1000;
const port = Number(process.env.BENCH_PORT ?? 3411);
const base = `http://127.0.0.1:${port}`;

/** A push service that takes its time, and counts what reaches it. */
async function slowPushService() {
  const stats = { received: 0, inFlight: 0, maxInFlight: 0, connections: 0, maxConnections: 0 };
  let open = 0;
  const server = createServer((req, res) => {
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        stats.inFlight--;
        stats.received++;
        res.writeHead(201).end();
      }, DELAY_MS),
    );
  });
  server.on('connection', (socket) => {
    open++;
    stats.connections++;
    stats.maxConnections = Math.max(stats.maxConnections, open);
    socket.on('close', () => open--);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stats,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  };
}

function startServer(env) {
  const child = spawn(process.execPath, [values.server], {
    cwd: root,
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** What a browser sends when it subscribes: its P-256 public key and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** How long GET /api/health takes; a failure or no answer in 5 s counts as 5 s, and as failed. */
const HEALTH_TIMEOUT_MS = 5000;
async function healthMs() {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  } catch {
    return { ms: HEALTH_TIMEOUT_MS, ok: false };
  }
}

/** Samples memory and the health check every 250 ms for `ms`. */
async function watch(pid, ms, push) {
  const samples = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const health = await healthMs();
    samples.push({
      rss: rssMb(pid),
      health: health.ms,
      failed: !health.ok,
      inFlight: push.stats.inFlight,
      received: push.stats.received,
    });
    await wait(250);
  }
  const health = samples.map((s) => s.health).sort((a, b) => a - b);
  const rss = samples.map((s) => s.rss);
  return {
    rssMb: { first: rss[0], max: Math.max(...rss), last: rss.at(-1) },
    healthMs: {
      p50: Math.round(percentile(health, 0.5) * 10) / 10,
      p99: Math.round(percentile(health, 0.99) * 10) / 10,
      max: Math.round(health.at(-1) * 10) / 10,
    },
    healthFailures: samples.filter((s) => s.failed).length,
    samples: samples.length,
  };
}

const push = await slowPushService();
const dataDir = mkdtempSync(join(tmpdir(), 'doita-push-bench-'));
const require = createRequire(join(root, 'apps/server/package.json'));
const vapid = require('web-push').generateVAPIDKeys();
const env = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  // the bench's own push service is on loopback (PUSH_ALLOW_HTTP: the older name, for old builds)
  PUSH_ALLOW_LOOPBACK: 'true',
  PUSH_ALLOW_HTTP: 'true',
  RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'error',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
};

let server = startServer({ ...env, SCHEDULER_INTERVAL_MS: '0' });
try {
  await waitFor(`${base}/api/health/ready`);
  const users = [];
  for (const name of ['a', 'b']) {
    const email = `push-${name}-${Date.now()}@example.com`;
    const body = await api(base, null, 'POST', '/api/auth/register', {
      email,
      password: 'BenchPass123',
      displayName: `Push ${name}`,
    });
    users.push({ token: body.token, email });
  }
  await connectPair(base, users[0], users[1]);
  for (const [u, user] of users.entries()) {
    for (let i = 0; i < DEVICES; i++) {
      await api(base, user.token, 'POST', '/api/push/subscriptions', {
        endpoint: `${push.origin}/push/${u}-${i}`,
        keys: browserKeys(),
      });
    }
  }
  // due a minute ago (earlier today is allowed)
  const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
  await inParallel(REMINDERS, 25, (i) =>
    api(base, users[i % 2].token, 'POST', '/api/reminders', {
      title: `Push ${i}`,
      datetime: due,
      type: 'custom',
    }),
  );
  await server.stop();

  server = startServer({ ...env, SCHEDULER_INTERVAL_MS: '1000' });
  // Watched from the start: the scheduler's catch-up runs as the server comes up.
  await waitForListening(port);
  const started = Date.now();
  const watched = await watch(server.pid, WATCH_MS, push);
  console.log(
    JSON.stringify({
      reminders: REMINDERS,
      devicesEach: DEVICES,
      pushesAsked: REMINDERS * DEVICES * 2,
      delayMs: DELAY_MS,
      seconds: Math.round((Date.now() - started) / 1000),
      pushesArrived: push.stats.received,
      maxInFlight: push.stats.maxInFlight,
      maxOpenConnections: push.stats.maxConnections,
      ...watched,
    }),
  );
} finally {
  await server.stop();
  await push.close();
  rmSync(dataDir, { recursive: true, force: true });
}
