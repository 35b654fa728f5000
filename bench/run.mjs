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
    // what a guest's browser asks when a shared link is opened
    name: 'blog public post',
    path: (ctx) => `/api/blog/posts/${ctx.postId}`,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/blog/post/${ctx.postId}`,
  },
  {
    name: 'blog list',
    path: '/api/blog/posts?limit=10',
    auth: true,
    baselineName: 'driver queries',
    baselinePath: (ctx) => `/blog/list/${ctx.userId}`,
  },
];

/** ~2 000 characters of Markdown, as a real post might be. */
const POST_MARKDOWN = Array.from(
  { length: 8 },
  (_, i) =>
    `## Phần ${i + 1}\n\nHai đứa đi **Đà Lạt** vào mùa dã quỳ, sương mờ phủ kín [hồ Xuân Hương](https://example.com). ` +
    'Buổi sáng uống cà phê, buổi chiều đi dạo quanh những con dốc vàng hoa.\n\n- một\n- hai',
).join('\n\n');

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await wait(200);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
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

async function seed(base) {
  let ctx;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench${i}@example.com`,
        password: 'BenchPass123',
        displayName: `Bench ${i}`,
      }),
    });
    if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    const body = await res.json();
    ctx ??= { token: body.token, userId: body.user.id };
  }
  // The first user's blog: 30 public published posts (the list and the post page read them).
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${base}/api/blog/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}` },
      body: JSON.stringify({
        title: `Bài viết ${i + 1}`,
        content: POST_MARKDOWN,
        tags: ['đà lạt', 'du lịch'],
        category: 'travel',
        privacy: 'public',
        status: 'published',
      }),
    });
    if (!res.ok) throw new Error(`seeding posts failed: ${res.status} ${await res.text()}`);
    ctx.postId ??= (await res.json()).post.id;
  }
  return ctx;
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
  try {
    const server = startProcess(join(root, 'apps/server/dist/server.js'), {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      // the load generator is one address: measure the work, not the limiter
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      ...dbEnv,
    });
    const base = `http://127.0.0.1:${serverPort}`;
    await waitFor(`${base}/api/health/ready`);
    const ctx = await seed(base);
    for (const s of SCENARIOS) {
      const headers = s.auth ? { authorization: `Bearer ${ctx.token}` } : {};
      const path = typeof s.path === 'function' ? s.path(ctx) : s.path;
      await measure(`${base}${path}`, headers); // warm-up pass, not recorded
      results.push({ scenario: s, ...(await measure(`${base}${path}`, headers)) });
    }
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
const failing = scenarios.filter((s) => s.ratio < 0.5 || s.p99Ms >= 50);
if (failing.length > 0) {
  console.log(`Below target (ratio >= 0.5, p99 < 50 ms): ${failing.map((s) => s.name).join(', ')}`);
}
