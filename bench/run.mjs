#!/usr/bin/env node
// `npm run bench [-- --quick]`: measures the API against raw baselines in one run.
// For each engine (PGlite always; PostgreSQL when it answers on 127.0.0.1:5432 or
// BENCH_DATABASE_URL is set): start the built server on a temporary data dir, seed it,
// start the bare baseline beside it on the same database (PGlite: a copy), measure each
// scenario and its baseline in turns with autocannon, stop the baseline, measure the
// scheduler's backlog, stop the server. Then the image pipeline
// in-process. Writes bench/results/latest.json. BENCH_PORT moves it off 3401.
// `--only=word,...` runs the scenarios whose names contain a word (bench/results/only-*.json).
// Before replacing its results file, it prints each scenario's rps and ratio against it.
// BENCH_KEEP_DB=1 leaves PostgreSQL's seeded database (doita_bench_<time>) for EXPLAIN and
// pgbench; drop it by hand afterwards.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedBlog } from './blog.mjs';
import { BIG_CONVERSATION, SMALL_CONVERSATION, insertConversations } from './conversation-seed.mjs';
import { benchImageProcessing } from './images.mjs';
import {
  BIG,
  BIG_REMINDERS,
  SMALL,
  SMALL_REMINDERS,
  insertMemories,
  registerMemoryCouples,
} from './memories-seed.mjs';
import { measureBacklog, seed } from './reminders.mjs';
import { CHECKIN_DAYS, QUESTION_DAYS, insertRituals, openTodaysQuestion } from './rituals-seed.mjs';
import { compareWithPrevious, p99RatioOf } from './compare.mjs';
import {
  CONNECTIONS,
  measure,
  measureInTurns,
  postgresAnswers,
  settle,
  startProcess,
  waitFor,
  headersEveryAnswerCarries,
} from './support.mjs';
import { printReport } from './report.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const quick = process.argv.includes('--quick');
// `--only=dashboard,timeline`: the scenarios whose name contains one of these words, and
// neither the scheduler's backlog nor the image pipeline (a run of one feature's numbers).
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : null;
// `--engine=pglite` or `--engine=postgres`: that engine alone
const engineArg = process.argv
  .find((arg) => arg.startsWith('--engine='))
  ?.slice('--engine='.length);
const duration = quick ? 4 : 10;
const serverPort = Number(process.env.BENCH_PORT ?? 3401);
const baselinePort = serverPort + 1;

/** The session an access token names (`sid`): the baselines check it as authenticate does. */
const sidOf = (token) =>
  `?sid=${JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid}`;

/**
 * Each scenario: the real route, and the raw baseline it is compared with. `ctx` holds what
 * seeding made: the first user (`token`, `userId`, `coupleId`) and the memory couples.
 */
const SCENARIOS = [
  { name: 'health', path: '/api/health', baselineName: 'bare fastify', baselinePath: '/health' },
  {
    name: 'auth profile',
    path: '/api/auth/profile',
    auth: (ctx) => ctx.token,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/profile/${ctx.userId}${sidOf(ctx.token)}`,
  },
  ...['big', 'small'].map((size) => ({
    name: `memories page 1 (${size === 'big' ? BIG : SMALL} memories)`,
    path: '/api/memories?page=1&limit=10',
    auth: (ctx) => ctx.memories[size].token,
    baselineName: 'driver queries',
    baselinePath: (ctx) => `/memories/${ctx.memories[size].userId}/${ctx.memories[size].coupleId}`,
  })),
  {
    name: `memories search "hoang hon da lat" (${BIG} memories, 1 % match)`,
    path: '/api/memories/search?q=hoang%20hon%20da%20lat&page=1&limit=10',
    auth: (ctx) => ctx.memories.big.token,
    baselineName: 'driver queries',
    baselinePath: (ctx) =>
      `/memories-search/${ctx.memories.big.userId}/${ctx.memories.big.coupleId}?q=hoang%20hon%20da%20lat`,
  },
  ...['big', 'small'].map((size) => ({
    // the map: every place of our memories with coordinates, grouped, with their newest ids
    name: `places on the map (${size === 'big' ? BIG : SMALL} memories)`,
    path: '/api/memories/places',
    auth: (ctx) => ctx.memories[size].token,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/places/${ctx.memories[size].userId}/${ctx.memories[size].coupleId}`,
  })),
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
    auth: (ctx) => ctx.token,
    baselineName: 'driver queries',
    baselinePath: (ctx) => `/blog/list/${ctx.userId}${sidOf(ctx.token)}`,
  },
  ...['big', 'small'].flatMap((size) => {
    const history =
      size === 'big'
        ? `${BIG} memories, ${BIG_REMINDERS} reminders`
        : `${SMALL} memories, ${SMALL_REMINDERS} reminders`;
    const of = (ctx) => ctx.memories[size];
    return [
      {
        name: `dashboard (${history})`,
        path: '/api/dashboard',
        auth: (ctx) => of(ctx).token,
        baselineName: 'driver queries',
        baselinePath: (ctx) =>
          `/dashboard/${of(ctx).userId}/${of(ctx).coupleId}${sidOf(of(ctx).token)}`,
      },
      {
        name: `timeline page 1 (${history})`,
        path: '/api/timeline?limit=20',
        auth: (ctx) => of(ctx).token,
        baselineName: 'driver queries',
        baselinePath: (ctx) =>
          `/timeline/${of(ctx).userId}/${of(ctx).coupleId}${sidOf(of(ctx).token)}`,
      },
    ];
  }),
  {
    name: 'reminders upcoming',
    path: '/api/reminders/upcoming?days=7',
    auth: (ctx) => ctx.token,
    baselineName: 'driver query',
    baselinePath: (ctx) => `/upcoming/${ctx.coupleId}`,
  },
  {
    // the daily question once the day exists: the partner answered, I have not yet
    name: `question of the day (${QUESTION_DAYS} days answered before)`,
    path: '/api/questions/today',
    auth: (ctx) => ctx.token,
    baselineName: 'driver queries',
    baselinePath: (ctx) => `/question/${ctx.userId}/${ctx.coupleId}${sidOf(ctx.token)}`,
  },
  {
    name: `checkins of ${CHECKIN_DAYS} days (both partners)`,
    path: `/api/checkins?days=${CHECKIN_DAYS}`,
    auth: (ctx) => ctx.token,
    baselineName: 'driver queries',
    baselinePath: (ctx) => `/checkins/${ctx.userId}/${ctx.coupleId}${sidOf(ctx.token)}`,
  },
  ...['big', 'small'].map((size) => ({
    // the conversation's first page: 50 messages with their reactions, quotes, read pointers
    name: `conversation page (${size === 'big' ? BIG_CONVERSATION : SMALL_CONVERSATION} messages)`,
    path: '/api/messages?limit=50',
    auth: (ctx) => ctx.memories[size].token,
    baselineName: 'driver queries',
    baselinePath: (ctx) =>
      `/conversation/${ctx.memories[size].userId}/${ctx.memories[size].coupleId}${sidOf(ctx.memories[size].token)}`,
  })),
];

const selected = only
  ? SCENARIOS.filter((s) => only.some((word) => s.name.includes(word)))
  : SCENARIOS;

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
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept the database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const throughput = [];

async function benchEngine(engine, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'doita-bench-'));
  const baselineDir = mkdtempSync(join(tmpdir(), 'doita-bench-baseline-'));
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const serverScript = join(root, 'apps/server/dist/server.js');
  const base = `http://127.0.0.1:${serverPort}`;
  const serverEnv = (schedulerMs) => ({
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: base,
    // the load generator is one address: measure the work, not the limiter
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    // nor the admission control: 50 connections on one slow route are past what it admits
    // (its 503s are `npm run bench:load`'s subject), and a refusal is not a measure of the work
    DB_QUEUE_MAX_MS: '0',
    DB_QUEUE_MAX_WAITING: '0',
    SCHEDULER_INTERVAL_MS: String(schedulerMs),
    ...dbEnv,
  });
  const startServer = async () => {
    const server = startProcess(serverScript, serverEnv(0));
    await waitFor(`${base}/api/health/ready`);
    return server;
  };
  const results = [];
  let backlog;
  let server;
  let baseline;
  try {
    server = await startServer();
    const ctx = await seed(base);
    ctx.memories = await registerMemoryCouples(base);
    ctx.postId = await seedBlog(base, ctx);
    // Memories in bulk go straight into the database, which PGlite lets one process hold.
    await server.stop();
    const seededMs = await insertMemories(root, dataDir, databaseUrl, ctx.memories);
    console.log(`${engine}: ${BIG + SMALL} memories written in ${seededMs} ms`);
    const conversationMs = await insertConversations(root, dataDir, databaseUrl, ctx.memories);
    console.log(
      `${engine}: ${BIG_CONVERSATION + SMALL_CONVERSATION} messages written in ${conversationMs} ms`,
    );
    const ritualsMs = await insertRituals(root, dataDir, databaseUrl, ctx);
    console.log(
      `${engine}: ${QUESTION_DAYS} question days, ${CHECKIN_DAYS} days of check-ins written in ${ritualsMs} ms`,
    );
    server = await startServer();
    await openTodaysQuestion(base, ctx);
    const answerHeaders = await headersEveryAnswerCarries(base);

    // The bare baseline runs beside the server, so that each scenario's two sides are measured
    // in turns. PGlite lets one process hold a data dir: the baseline gets a copy of the
    // database as seeded (the server stopped while it is copied); PostgreSQL's it shares.
    if (!databaseUrl) {
      await server.stop();
      cpSync(join(dataDir, 'db'), join(baselineDir, 'db'), { recursive: true });
      server = await startServer();
    }
    baseline = startProcess(join(root, 'bench/baseline-server.mjs'), {
      PORT: String(baselinePort),
      DATA_DIR: baselineDir,
      ANSWER_HEADERS: JSON.stringify(answerHeaders),
      ...dbEnv,
    });
    const bbase = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${bbase}/ready`);
    const settleServer = () => settle(`${base}/api/health/ready`);
    const settleBaseline = () => settle(`${bbase}/ready`);

    // a scenario's path is fixed, or made from what seeding returned
    const pathOf = (path) => (typeof path === 'function' ? path(ctx) : path);
    for (const s of selected) {
      const api = {
        url: `${base}${pathOf(s.path)}`,
        headers: s.auth ? { authorization: `Bearer ${s.auth(ctx)}` } : {},
        settle: settleServer,
      };
      const bare = {
        url: `${bbase}${pathOf(s.baselinePath)}`,
        headers: {},
        settle: settleBaseline,
      };
      // a warm-up pass of each side, not recorded
      for (const side of [api, bare]) {
        await measure(side.url, side.headers, duration);
        await side.settle();
      }
      const measured = await measureInTurns(api, bare, duration);
      results.push({ scenario: s, ...measured.a, baseline: measured.b });
    }
    await baseline.stop();
    backlog = only
      ? undefined
      : await measureBacklog(base, ctx, async () => {
          await server.stop();
          let reported;
          const run = new Promise((resolveRun) => (reported = resolveRun));
          server = startProcess(serverScript, { ...serverEnv(100), LOG_LEVEL: 'info' }, (log) => {
            if (log.msg === 'reminders delivered')
              reported({ delivered: log.delivered, ms: log.ms });
          });
          await waitFor(`${base}/api/health/ready`, 60_000);
          return run;
        });
    await server.stop();
  } finally {
    // a failed run leaves no server behind on the port
    await server?.stop();
    await baseline?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }
  if (backlog) throughput.push({ name: `scheduler backlog (${engine})`, ...backlog });
  return results.map((r) => ({
    name: `${r.scenario.name} (${engine})`,
    connections: CONNECTIONS,
    rps: r.rps,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    meanMs: r.meanMs,
    baselineName: `${r.scenario.baselineName} (${engine})`,
    baselineRps: r.baseline.rps,
    baselineP50Ms: r.baseline.p50Ms,
    baselineP99Ms: r.baseline.p99Ms,
    baselineMeanMs: r.baseline.meanMs,
    firstAnswerP99Ms: r.firstAnswerP99Ms,
    baselineFirstAnswerP99Ms: r.baseline.firstAnswerP99Ms,
    rampSeconds: r.rampSeconds,
    baselineRampSeconds: r.baseline.rampSeconds,
    ratio: Math.round((r.rps / r.baseline.rps) * 100) / 100,
    // the API's p99 over the baseline's: the target is at most 1.5
    p99Ratio: p99RatioOf(r.p99Ms, r.baseline.p99Ms),
    // requests with no answer (refused, timed out): a scenario with any is not a measure
    errors: r.errors + r.timeouts,
    baselineErrors: r.baseline.errors + r.baseline.timeouts,
  }));
}

/**
 * A first page must cost the same whatever the history: mean latency with the big history
 * over the same with the small one (memories' page 1; the dashboard; the timeline's page 1).
 */
function scaling(scenarios, engine) {
  const big = `${BIG} memories, ${BIG_REMINDERS} reminders`;
  const small = `${SMALL} memories, ${SMALL_REMINDERS} reminders`;
  const pairs = [
    ['memories page 1', `${BIG} memories`, `${SMALL} memories`],
    ['places on the map', `${BIG} memories`, `${SMALL} memories`],
    ['dashboard', big, small],
    ['timeline page 1', big, small],
  ];
  return pairs.flatMap(([label, bigHistory, smallHistory]) => {
    const at = (history) => scenarios.find((s) => s.name === `${label} (${history}) (${engine})`);
    const [b, s] = [at(bigHistory), at(smallHistory)];
    if (!b || !s) return [];
    return [
      {
        name: `${label} latency, ${BIG} vs ${SMALL} memories (${engine})`,
        bigMeanMs: b.meanMs,
        smallMeanMs: s.meanMs,
        ratio: Math.round((b.meanMs / s.meanMs) * 100) / 100,
        target: '< 1.5',
      },
    ];
  });
}

// In-process first: a failure here should not cost the HTTP runs.
const micro = only ? [] : await benchImageProcessing(root, quick);
console.table(micro);

const scenarios = engineArg === 'postgres' ? [] : [...(await benchEngine('pglite'))];
if (engineArg === 'pglite') {
  console.log('--engine=pglite: PostgreSQL left out.');
} else if (process.env.BENCH_DATABASE_URL || (await postgresAnswers())) {
  scenarios.push(...(await withPostgresDatabase((url) => benchEngine('postgres', url))));
} else {
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}
const engines = ['pglite', 'postgres'].filter((e) =>
  scenarios.some((s) => s.name.endsWith(`(${e})`)),
);
const scalingResults = engines.flatMap((e) => scaling(scenarios, e));

const report = {
  date: new Date().toISOString(),
  quick,
  durationSeconds: duration,
  node: process.version,
  scenarios,
  scaling: scalingResults,
  throughput,
  micro,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
// a partial run (--only, --engine) does not replace the full run's numbers
const partial = [...(only ?? []), ...(engineArg ? [engineArg] : [])];
const resultFile = partial.length
  ? `only-${partial.join('-').replace(/[^\w-]/g, '_')}.json`
  : 'latest.json';
const resultPath = join(root, 'bench/results', resultFile);
const comparison = compareWithPrevious(resultPath, scenarios);
if (comparison) report.previous = comparison.previous;
writeFileSync(resultPath, JSON.stringify(report, null, 2) + '\n');

printReport({ scenarios, scaling: scalingResults, throughput, micro, comparison });
