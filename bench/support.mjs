// What every bench part shares: processes, waiting, measuring, and calling the API.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

export const CONNECTIONS = 50;

export const wait = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url, timeoutMs = 60_000, pollMs = 200) {
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

/** A node process; `onLog` receives its stdout's JSON log lines. */
export function startProcess(script, env, onLog) {
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

/**
 * How long a run waits for its last connection's first answer before it measures anyway,
 * and how long a request may wait for its answer: a connection still in the accept queue
 * when autocannon's own 10 s timeout fell was dropped and opened again at the back of the
 * queue (the bare PGlite server took 14 s to take in 50 connections on the dashboard).
 */
export const RAMP_LIMIT_SECONDS = 40;

/**
 * One autocannon run, left unaggregated so that runs can be added up (`summarize`): the
 * answers of `duration` seconds of steady state, once every one of the 50 connections has had
 * its first answer, and apart from them the first answers themselves.
 *
 * A run opens its 50 connections in the same instant, and Node's event loop (libuv since
 * 1.45) accepts one connection per turn of the loop: the last ones wait in the kernel's
 * queue while the first are served, for as many turns as there are connections, and a turn
 * is longer the more work each answer is. The first answer on each connection carries that
 * wait (docs/benchmarks.md, "The first answer on each connection"), and until the last
 * connection is in, the server answers fewer than 50 at a time: a server that accepts
 * slowly (the bare PGlite one, whose queries hold its loop) was measured at a third of the
 * load the API was, and its latencies were those of a shorter queue ("Measured once all 50
 * connections are in"). So the measured window starts when every connection has had its
 * first answer; the first answers' p99 is reported beside it, and so is how long that took.
 */
function run(url, headers, duration) {
  const steady = [];
  const first = [];
  const seen = new WeakSet();
  let started;
  let steadyAt;
  let stoppedAt;
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        // stopped by hand `duration` seconds after the ramp; this is only the backstop
        duration: RAMP_LIMIT_SECONDS + duration + 5,
        headers,
        timeout: RAMP_LIMIT_SECONDS,
        skipAggregateResult: true,
        // autocannon acts on stop() at its next sample: every 100 ms, not every second
        sampleInt: 100,
      },
      (err, result) => {
        clearTimeout(rampLimit);
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
        const end = stoppedAt ?? performance.now();
        resolveRun({
          result,
          steady,
          first,
          seconds: steadyAt === undefined ? 0 : (end - steadyAt) / 1000,
          rampSeconds: ((steadyAt ?? end) - started) / 1000,
          // the ramp did not finish: the window held fewer than 50 connections at first
          rampCut: first.length < CONNECTIONS,
        });
      },
    );
    started = performance.now();
    const startWindow = () => {
      if (steadyAt !== undefined) return;
      steadyAt = performance.now();
      setTimeout(() => {
        stoppedAt = performance.now();
        instance.stop();
      }, duration * 1000);
    };
    const rampLimit = setTimeout(startWindow, RAMP_LIMIT_SECONDS * 1000);
    instance.on('response', (client, _status, _bytes, ms) => {
      if (!seen.has(client)) {
        seen.add(client);
        first.push(ms);
        if (first.length === CONNECTIONS) startWindow();
      } else if (steadyAt !== undefined && stoppedAt === undefined) steady.push(ms);
    });
  });
}

/** The `p`th percentile (0 to 100) of ascending `sorted` values, rounded; null when none. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

const ascending = (values) => Float64Array.from(values).sort();

/**
 * Runs of one URL as one measurement: the answers over the seconds they took, and the
 * percentiles of every latency of every run taken together (not their percentiles averaged).
 */
function summarize(url, runs) {
  const all = autocannon.aggregateResult(
    runs.map((r) => r.result),
    { url, connections: CONNECTIONS },
  );
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const steady = ascending(runs.flatMap((r) => r.steady));
  return {
    rps: seconds ? Math.round(steady.length / seconds) : 0,
    p50Ms: percentile(steady, 50),
    p99Ms: percentile(steady, 99),
    meanMs: steady.length
      ? Math.round((steady.reduce((sum, ms) => sum + ms, 0) / steady.length) * 100) / 100
      : null,
    // what the 50 connections' first answers waited, the accept queue included (`run`)
    firstAnswerP99Ms: percentile(ascending(runs.flatMap((r) => r.first)), 99),
    // the longest a run took to have all 50 connections answered, before its window opened
    rampSeconds: Math.round(Math.max(...runs.map((r) => r.rampSeconds)) * 100) / 100,
    // a request that never got its answer (refused connection, timed out) counts in
    // neither the rate nor the latency: a run of them reads 0 rps, so it is kept apart; a
    // run whose ramp never finished counts here too, since its window was not all 50
    errors: all.errors,
    timeouts: all.timeouts + runs.filter((r) => r.rampCut).length,
  };
}

export async function measure(url, headers, duration) {
  return summarize(url, [await run(url, headers, duration)]);
}

/**
 * Two servers measured in turns, A B B A, each for `duration` seconds in all, each half
 * followed by `settle` of that side: a drift of the machine's speed during the pair (another
 * tenant of the host, a CPU's clock) then weighs on both sides alike, where measuring one
 * side minutes after the other let it land on one only (docs/benchmarks.md). `a` and `b`:
 * `{ url, headers, settle }`.
 */
export async function measureInTurns(a, b, duration) {
  const half = duration / 2;
  const runs = { a: [], b: [] };
  for (const [side, turn] of [
    ['a', a],
    ['b', b],
    ['b', b],
    ['a', a],
  ]) {
    runs[side].push(await run(turn.url, turn.headers, half));
    await turn.settle();
  }
  return { a: summarize(a.url, runs.a), b: summarize(b.url, runs.b) };
}

/**
 * Waits until the server has worked through what a measurement left queued: autocannon stops
 * at its deadline, but the requests it had in flight go on running (PGlite's queries one after
 * another in the server's thread), and the next scenario would be measured behind them (a slow
 * scenario left the next ones reading 0 rps). `probe` reads the database, so its answer comes
 * after every query queued before it.
 */
export async function settle(probe, timeoutMs = 300_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const sent = Date.now();
    try {
      const res = await fetch(probe, { signal: AbortSignal.timeout(timeoutMs) });
      // answered at once: nothing was queued in front of it any more
      if (res.ok && Date.now() - sent < 250) return Date.now() - start;
    } catch {
      /* not answering yet */
    }
    await wait(100);
  }
  throw new Error(`${probe} did not settle in ${timeoutMs} ms`);
}

export async function api(base, token, method, path, body) {
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

export async function connectPair(base, a, b) {
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
export async function inParallel(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

export function postgresAnswers() {
  return new Promise((r) => {
    const socket = connect(5432, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), r(true)));
    socket.once('error', () => r(false));
    setTimeout(() => (socket.destroy(), r(false)), 1000);
  });
}

/** What an answer's headers say of that one answer, or of its body: each side sets its own. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'etag',
  // generated per request by the server, work of its own that the comparison counts
  'x-request-id',
]);

/**
 * The headers every answer of the server carries (its security policy: the CSP and the
 * rest), read off a health check. The baseline sends them too, so the two sides answer the
 * same bytes and the ratio weighs the work, not the length of what is written.
 */
export async function headersEveryAnswerCarries(base) {
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
}

/**
 * Reads `/api/user/me` as another person every 100 ms until stopped: how many, and
 * their latency's median, 99th percentile and worst, in ms.
 */
export function probeWhile(base, token) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await api(base, token, 'GET', '/api/user/me');
      times.push(performance.now() - started);
      await wait(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = times.sort((x, y) => x - y);
      const at = (q) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return {
        reads: sorted.length,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
