#!/usr/bin/env node
// `npm run bench [-- --quick]`: measures the API against raw baselines in one run.
// For each engine (PGlite always; PostgreSQL when it answers on 127.0.0.1:5432 or
// BENCH_DATABASE_URL is set): start the built server on a temporary data dir, seed
// users, measure each scenario with autocannon, stop it, start the bare baseline on
// the same database, measure the baselines. Writes bench/results/latest.json.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const quick = process.argv.includes('--quick');
const duration = quick ? 4 : 10;
const connections = 50;
const serverPort = 3401;
const baselinePort = 3402;

/** Each scenario: the real route, and the raw baseline it is compared with. */
const SCENARIOS = [
  { name: 'health', path: '/api/health', baselineName: 'bare fastify', baselinePath: '/health' },
  {
    name: 'auth profile',
    path: '/api/auth/profile',
    auth: true,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/profile/${ctx.userId}`,
  },
  {
    name: 'reminders upcoming',
    path: '/api/reminders/upcoming?days=7',
    auth: true,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/upcoming/${ctx.coupleId}`,
  },
];
/** Due reminders in the scheduler's backlog (the throughput measurement). */
const BACKLOG = 10_000;

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 60_000, pollMs = 200) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await wait(pollMs);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

function startProcess(script, env, onLog) {
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
  if (onLog) {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        try {
          onLog(JSON.parse(line));
        } catch {
          /* not a log line */
        }
      }
    });
  }
  return {
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

function measure(url, headers) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      resolveRun({
        rps: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
      });
    });
  });
}

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function connectPair(base, a, b) {
  const { couple } = await api(base, a.token, 'POST', '/api/couple/connect', {
    partnerEmail: b.email,
  });
  await api(base, b.token, 'POST', '/api/couple/respond', {
    coupleId: couple.id,
    action: 'accept',
  });
  return couple.id;
}

/** `count` requests, `concurrency` at a time. */
async function inParallel(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function seed(base) {
  const users = [];
  for (let i = 0; i < 5; i++) {
    const email = `bench${i}@example.com`;
    const body = await api(base, null, 'POST', '/api/auth/register', {
      email,
      password: 'BenchPass123',
      displayName: `Bench ${i}`,
    });
    users.push({ token: body.token, userId: body.user.id, email });
  }
  // One couple with 60 reminders: 30 within the week (the page of 10 and the count), 30 later.
  const coupleId = await connectPair(base, users[0], users[1]);
  const day = 86_400_000;
  await inParallel(60, 10, (i) =>
    api(base, users[i % 2].token, 'POST', '/api/reminders', {
      title: `Bench reminder ${i}`,
      description: 'Nhắc nhở để đo',
      datetime: new Date(
        Date.now() + (i < 30 ? (i + 1) * 5 * 3_600_000 : 8 * day + i * day),
      ).toISOString(),
      type: ['anniversary', 'birthday', 'date', 'custom'][i % 4],
    }),
  );
  return { token: users[0].token, userId: users[0].userId, coupleId, users };
}

/**
 * The scheduler's throughput: a couple gets BACKLOG due reminders while the scheduler is
 * off; the server restarts with it on (as after downtime) and its first run delivers them
 * all. The time is the run's own, as the server logs it ('reminders delivered'); the
 * partner's bell is checked to hold every one.
 */
async function measureBacklog(base, ctx, restart) {
  const [, , a, b] = ctx.users;
  await connectPair(base, a, b);
  const minute = 60_000;
  // A minute ago (earlier today is allowed); right after midnight in Vietnam, the next minute.
  let due = new Date(Math.floor(Date.now() / minute) * minute - minute);
  const create = (i) =>
    api(base, a.token, 'POST', '/api/reminders', {
      title: `Backlog ${i}`,
      datetime: due.toISOString(),
      type: 'custom',
    });
  await create(0).catch(() => {
    due = new Date(Math.ceil(Date.now() / minute) * minute + minute);
    return create(0);
  });
  await inParallel(BACKLOG - 1, 50, (i) => create(i + 1));
  while (Date.now() <= due.getTime()) await wait(200);
  // The server logs each delivery run: the first after the restart is the catch-up.
  const run = await restart();
  for (;;) {
    const { unreadCount } = await api(base, b.token, 'GET', '/api/notifications?limit=1');
    if (unreadCount >= BACKLOG) break;
    await wait(100);
  }
  const { delivered, ms } = await run;
  const seconds = ms / 1000;
  if (delivered < BACKLOG) throw new Error(`the catch-up run delivered ${delivered} of ${BACKLOG}`);
  return {
    reminders: delivered,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(delivered / seconds),
  };
}

function postgresAnswers() {
  return new Promise((r) => {
    const socket = connect(5432, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), r(true)));
    socket.once('error', () => r(false));
    setTimeout(() => (socket.destroy(), r(false)), 1000);
  });
}

async function withPostgresDatabase(run) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const name = `doita_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'doita-bench-'));
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const results = [];
  let backlog;
  try {
    const serverEnv = (schedulerMs) => ({
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      // the load generator is one address: measure the work, not the limiter
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      SCHEDULER_INTERVAL_MS: String(schedulerMs),
      ...dbEnv,
    });
    let server = startProcess(join(root, 'apps/server/dist/server.js'), serverEnv(0));
    const base = `http://127.0.0.1:${serverPort}`;
    await waitFor(`${base}/api/health/ready`);
    const ctx = await seed(base);
    for (const s of SCENARIOS) {
      const headers = s.auth ? { authorization: `Bearer ${ctx.token}` } : {};
      await measure(`${base}${s.path}`, headers); // warm-up pass, not recorded
      results.push({ scenario: s, ...(await measure(`${base}${s.path}`, headers)) });
    }
    backlog = await measureBacklog(base, ctx, async () => {
      await server.stop();
      let reported;
      const run = new Promise((resolve) => (reported = resolve));
      server = startProcess(
        join(root, 'apps/server/dist/server.js'),
        { ...serverEnv(100), LOG_LEVEL: 'info' },
        (log) => {
          if (log.msg === 'reminders delivered') reported({ delivered: log.delivered, ms: log.ms });
        },
      );
      await waitFor(`${base}/api/health/ready`, 60_000);
      return run;
    });
    await server.stop();

    const baseline = startProcess(join(root, 'bench/baseline-server.mjs'), {
      PORT: String(baselinePort),
      DATA_DIR: dataDir,
      ...dbEnv,
    });
    const bbase = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${bbase}/health`);
    for (const r of results) {
      const path =
        typeof r.scenario.baselinePath === 'function'
          ? r.scenario.baselinePath(ctx)
          : r.scenario.baselinePath;
      await measure(`${bbase}${path}`, {});
      r.baseline = await measure(`${bbase}${path}`, {});
    }
    await baseline.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  throughput.push({ name: `scheduler backlog (${engine})`, ...backlog });
  return results.map((r) => ({
    name: `${r.scenario.name} (${engine})`,
    connections,
    rps: r.rps,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    baselineName: `${r.scenario.baselineName} (${engine})`,
    baselineRps: r.baseline.rps,
    baselineP99Ms: r.baseline.p99Ms,
    ratio: Math.round((r.rps / r.baseline.rps) * 100) / 100,
  }));
}

const throughput = [];
const scenarios = [...(await benchEngine('pglite'))];
if (process.env.BENCH_DATABASE_URL || (await postgresAnswers())) {
  scenarios.push(...(await withPostgresDatabase((url) => benchEngine('postgres', url))));
} else {
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}

const report = {
  date: new Date().toISOString(),
  quick,
  durationSeconds: duration,
  node: process.version,
  scenarios,
  throughput,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(report, null, 2) + '\n');

console.table(
  scenarios.map((s) => ({
    scenario: s.name,
    rps: s.rps,
    'p50 ms': s.p50Ms,
    'p99 ms': s.p99Ms,
    baseline: s.baselineName,
    'baseline rps': s.baselineRps,
    'baseline p99': s.baselineP99Ms,
    ratio: s.ratio,
  })),
);
console.table(
  throughput.map((t) => ({
    measurement: t.name,
    reminders: t.reminders,
    seconds: t.seconds,
    'delivered/s': t.perSecond,
  })),
);
const failing = scenarios.filter((s) => s.ratio < 0.5 || s.p99Ms >= 50);
if (failing.length > 0) {
  console.log(`Below target (ratio >= 0.5, p99 < 50 ms): ${failing.map((s) => s.name).join(', ')}`);
}
