#!/usr/bin/env node
// Live delivery under load, not part of `npm test` or `npm run bench`:
//
//   node scripts/ensure-built.mjs && node bench/live-delivery.mjs [--couples=100]
//        [--rounds=5] [--database=postgres://…] [--server=apps/server/dist/server.js]
//
// `couples` couples, both partners holding the event stream open (as two open phones), and
// in each round every couple's first partner saves a memory at the same moment. Measured:
// how long from the write's answer until the other partner's stream says `changed`
// (p50, p99, max over every write; 0 when the event came first), and from the moment the
// write was sent (what the person waiting sees: the write itself, queued behind the other
// couples' writes, plus the delivery), whether every write arrived, and the server's memory
// (RSS from /proc) with every stream open and after the rounds. PGlite unless --database.
// Prints one JSON line; docs/benchmarks.md has the figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localServerEnv } from '../scripts/lib/server-env.mjs';
import { api, connectPair, inParallel, wait, waitFor } from './support.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    couples: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
    database: { type: 'string' },
    server: { type: 'string', default: 'apps/server/dist/server.js' },
  },
});
const COUPLES = Number(values.couples);
const ROUNDS = Number(values.rounds);
const port = Number(process.env.BENCH_PORT ?? 3421);
const base = `http://127.0.0.1:${port}`;

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One event stream, as EventSource reads it: `changed` events with their arrival time. */
async function openStream(token) {
  const { ticket } = await api(base, token, 'POST', '/api/events/ticket');
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (!res.ok) throw new Error(`stream: ${res.status}`);
  const arrivals = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: changed$/m.test(block)) arrivals.push(performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return { arrivals, close: () => (controller.abort(), pump) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'doita-live-bench-'));
const child = spawn(process.execPath, [values.server], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...localServerEnv({ port, dataDir, publicUrl: base }),
    RATE_LIMIT_GLOBAL_MAX: '0',
    SCHEDULER_INTERVAL_MS: '0',
    ...(values.database ? { DATABASE_URL: values.database } : {}),
  },
});
try {
  await waitFor(`${base}/api/health/ready`);
  const tag = randomBytes(3).toString('hex');
  const register = (name) =>
    api(base, null, 'POST', '/api/auth/register', {
      email: `${name}-${tag}@bench.example`,
      password: 'MatKhau123',
      displayName: name,
    }).then((answer) => ({ ...answer, email: `${name}-${tag}@bench.example` }));
  const couples = [];
  await inParallel(COUPLES, 8, async (i) => {
    const a = await register(`a${i}`);
    const b = await register(`b${i}`);
    await connectPair(base, a, b);
    couples[i] = { a, b };
  });
  const rssBefore = rssMb(child.pid);
  const streams = [];
  await inParallel(COUPLES, 8, async (i) => {
    const [a, b] = await Promise.all([
      openStream(couples[i].a.token),
      openStream(couples[i].b.token),
    ]);
    streams[i] = { a, b };
  });
  await wait(500);
  const rssStreams = rssMb(child.pid);

  const delays = [];
  const sinceSent = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const sent = await Promise.all(
      couples.map(async ({ a }, i) => {
        const before = streams[i].b.arrivals.length;
        const sentAt = performance.now();
        await api(base, a.token, 'POST', '/api/memories', {
          title: `Kỷ niệm ${round}-${i}`,
          description: 'Đo độ trễ',
          date: '2025-10-20',
          isPrivate: false,
        });
        return { i, before, sentAt, answeredAt: performance.now() };
      }),
    );
    const deadline = performance.now() + 10_000;
    while (
      performance.now() < deadline &&
      sent.some(({ i, before }) => streams[i].b.arrivals.length <= before)
    )
      await wait(20);
    for (const { i, before, sentAt, answeredAt } of sent) {
      const arrived = streams[i].b.arrivals[before];
      if (arrived === undefined) missing++;
      else {
        delays.push(Math.max(0, arrived - answeredAt));
        sinceSent.push(arrived - sentAt);
      }
    }
  }
  const rssAfter = rssMb(child.pid);
  await Promise.all(streams.flatMap(({ a, b }) => [a.close(), b.close()]));
  delays.sort((x, y) => x - y);
  sinceSent.sort((x, y) => x - y);
  console.log(
    JSON.stringify({
      engine: values.database ? 'postgresql' : 'pglite',
      couples: COUPLES,
      streams: COUPLES * 2,
      writes: COUPLES * ROUNDS,
      delivered: delays.length,
      missing,
      delayMs: {
        p50: Math.round(percentile(delays, 0.5)),
        p99: Math.round(percentile(delays, 0.99)),
        max: Math.round(delays.at(-1) ?? 0),
      },
      sinceWriteSentMs: {
        p50: Math.round(percentile(sinceSent, 0.5)),
        p99: Math.round(percentile(sinceSent, 0.99)),
        max: Math.round(sinceSent.at(-1) ?? 0),
      },
      rssMb: { couplesRegistered: rssBefore, streamsOpen: rssStreams, afterWrites: rssAfter },
    }),
  );
} finally {
  child.kill('SIGTERM');
  await wait(500);
  rmSync(dataDir, { recursive: true, force: true });
}
