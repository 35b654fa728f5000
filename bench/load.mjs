#!/usr/bin/env node
// `npm run bench:load [-- options]`: the server under many connections at once, on a mixed
// read set (memories list, dashboard, timeline, upcoming reminders, a public post), on PGlite
// by default. What it shows: the rps, the latency (p50/p99/max), how many answers were not
// 2xx (503s counted apart) and how fast health answers meanwhile, first at a load the server
// should take whole (`--connections`, default 100, for `--duration` s, default 60), then past
// it (`--overload`, default 400 connections for `--overload-duration`, default 20 s), where
// what it cannot take must be refused at once (503 + Retry-After), not queued.
// Options: --root=<a checkout with a built server> (measure another build: "before"),
// --postgres (BENCH_DATABASE_URL or the local one), --quick (10 s and 5 s).
// Writes bench/results/load-latest.json (or --out=<file>).
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedBlog } from './blog.mjs';
import { insertMemories, registerMemoryCouples } from './memories-seed.mjs';
import { seed } from './reminders.mjs';
import { percentile, startProcess, wait, waitFor } from './support.mjs';

const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const quick = process.argv.includes('--quick');
const root = resolve(arg('root', here));
const connections = Number(arg('connections', 100));
const duration = Number(arg('duration', quick ? 10 : 60));
const overload = Number(arg('overload', 400));
const overloadDuration = Number(arg('overload-duration', quick ? 5 : 20));
const port = Number(process.env.BENCH_PORT ?? 3411);
const out = resolve(arg('out', join(here, 'bench/results/load-latest.json')));
const base = `http://127.0.0.1:${port}`;

/** The mixed read set: what a couple's home, lists and a guest's shared link ask. */
const readSet = (ctx) => {
  const big = { authorization: `Bearer ${ctx.memories.big.token}` };
  const small = { authorization: `Bearer ${ctx.token}` };
  return [
    { method: 'GET', path: '/api/memories?page=1&limit=10', headers: big },
    { method: 'GET', path: '/api/dashboard', headers: big },
    { method: 'GET', path: '/api/timeline', headers: big },
    { method: 'GET', path: '/api/reminders/upcoming', headers: small },
    { method: 'GET', path: `/api/blog/posts/${ctx.postId}`, headers: {} },
  ];
};

/**
 * Beside the load: health every 100 ms, and one read every 100 ms whose status and time are
 * kept (how fast a refusal comes under overload).
 */
function probe(read) {
  const health = [];
  const reads = [];
  let running = true;
  const loop = async (list, request) => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}${request.path}`, { headers: request.headers });
        await res.arrayBuffer();
        list.push({
          ms: performance.now() - started,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch {
        list.push({ ms: performance.now() - started, status: 0 });
      }
      await wait(100);
    }
  };
  const done = Promise.all([loop(health, { path: '/api/health', headers: {} }), loop(reads, read)]);
  return {
    stop: async () => {
      running = false;
      await done;
      const times = (list) => list.map((r) => r.ms).sort((a, b) => a - b);
      const refused = reads.filter((r) => r.status === 503);
      return {
        health: {
          count: health.length,
          p50Ms: percentile(times(health), 50),
          p99Ms: percentile(times(health), 99),
          maxMs: percentile(times(health), 100),
          non2xx: health.filter((r) => r.status < 200 || r.status > 299).length,
        },
        refusals: {
          count: refused.length,
          withRetryAfter: refused.filter((r) => r.retryAfter).length,
          p50Ms: percentile(times(refused), 50),
          p99Ms: percentile(times(refused), 99),
        },
      };
    },
  };
}

function run(requests, connectionCount, seconds) {
  return new Promise((resolveRun, reject) => {
    autocannon(
      { url: base, connections: connectionCount, duration: seconds, requests, timeout: 30 },
      (error, result) => (error ? reject(error) : resolveRun(result)),
    );
  });
}

async function phase(name, ctx, connectionCount, seconds) {
  const requests = readSet(ctx);
  const load = loadavg()[0];
  const probes = probe(requests[1]);
  const result = await run(requests, connectionCount, seconds);
  const probed = await probes.stop();
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const summary = {
    name,
    connections: connectionCount,
    seconds,
    loadAverageBefore: Number(load.toFixed(2)),
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    status503: codes['503'] ?? 0,
    statusCodes: codes,
    errors: result.errors,
    timeouts: result.timeouts,
    ...probed,
  };
  console.log(
    `${name}: ${summary.rps} rps, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms, ` +
      `non-2xx ${summary.non2xx} (503: ${summary.status503}), errors ${summary.errors}, ` +
      `health p50/p99/max ${probed.health.p50Ms}/${probed.health.p99Ms}/${probed.health.maxMs} ms, ` +
      `refusals ${probed.refusals.count} (Retry-After on ${probed.refusals.withRetryAfter}, p99 ${probed.refusals.p99Ms} ms)`,
  );
  return summary;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'doita-load-'));
  const databaseUrl = process.argv.includes('--postgres')
    ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : undefined;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: base,
    // one address makes all the load: measure the server, not the limiter
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    SCHEDULER_INTERVAL_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const script = join(root, 'apps/server/dist/server.js');
  const start = async () => {
    const server = startProcess(script, env);
    await waitFor(`${base}/api/health/ready`, 120_000);
    return server;
  };
  let server;
  try {
    server = await start();
    const ctx = await seed(base);
    ctx.memories = await registerMemoryCouples(base);
    ctx.postId = await seedBlog(base, ctx);
    // PGlite lets one process hold its files: the bulk rows go in with the server stopped.
    await server.stop();
    await insertMemories(root, dataDir, databaseUrl, ctx.memories);
    server = await start();
    for (const request of readSet(ctx)) {
      const res = await fetch(`${base}${request.path}`, { headers: request.headers });
      if (!res.ok) throw new Error(`${request.path}: ${res.status} before the load`);
    }
    await run(readSet(ctx), 10, quick ? 2 : 5); // warm-up, not recorded
    const results = {
      date: new Date().toISOString(),
      engine: databaseUrl ? 'postgres' : 'pglite',
      root,
      cpus: (await import('node:os')).cpus().length,
      phases: [await phase('load', ctx, connections, duration)],
    };
    await wait(3000);
    results.phases.push(await phase('overload', ctx, overload, overloadDuration));
    mkdirSync(join(here, 'bench/results'), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written to ${out}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
