// @ts-check
// The bench's measurement in turns (bench/support.mjs), against two real servers on loopback:
// the order of the turns, and each side's numbers made of its own runs only.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure, measureInTurns } from '../bench/support.mjs';

/**
 * `http` with `start` (listens on a free loopback port, its URL in `state.url`) and `stop`.
 * @param {import('node:http').Server} http
 * @param {{ answered: number, url: string }} state
 */
function listening(http, state) {
  return {
    state,
    start: () =>
      new Promise((resolve) =>
        http.listen(0, '127.0.0.1', () => {
          const address = http.address();
          if (address && typeof address === 'object')
            state.url = `http://127.0.0.1:${address.port}/`;
          resolve(undefined);
        }),
      ),
    stop: () => {
      http.closeAllConnections();
      return new Promise((resolve) => http.close(() => resolve(undefined)));
    },
  };
}

/**
 * A server answering after `delayMs` (`firstDelayMs` for a connection's first request),
 * counting what it answered.
 */
function server(delayMs, firstDelayMs = delayMs) {
  const state = { answered: 0, url: '' };
  const served = new WeakSet();
  const http = createServer((request, response) => {
    const first = !served.has(request.socket);
    served.add(request.socket);
    setTimeout(
      () => {
        state.answered += 1;
        response.end('{"ok":true}');
      },
      first ? firstDelayMs : delayMs,
    );
  });
  return listening(http, state);
}

/**
 * A server that answers one request at a time, `serviceMs` each, first come first served,
 * and lets its k-th connection's first request into that queue only after k × `admitMs`:
 * a server that accepts its connections slowly, as one whose queries hold its event loop.
 */
function slowToAccept(serviceMs, admitMs) {
  const state = { answered: 0, url: '' };
  const order = new WeakMap();
  let connections = 0;
  let queue = Promise.resolve();
  const http = createServer((request, response) => {
    const socket = request.socket;
    const known = order.has(socket);
    if (!known) order.set(socket, connections++);
    const admitted = known
      ? Promise.resolve()
      : new Promise((resolve) => setTimeout(resolve, order.get(socket) * admitMs));
    void admitted.then(() => {
      queue = queue.then(
        () =>
          new Promise((resolve) =>
            setTimeout(() => {
              state.answered += 1;
              response.end('{"ok":true}');
              resolve(undefined);
            }, serviceMs),
          ),
      );
    });
  });
  return listening(http, state);
}

describe('measureInTurns', () => {
  const fast = server(0);
  const slow = server(25);
  beforeAll(() => Promise.all([fast.start(), slow.start()]));
  afterAll(() => Promise.all([fast.stop(), slow.stop()]));

  it('measures A B B A, each side from its own runs', async () => {
    /** @type {string[]} */
    const turns = [];
    const fastCount = fast.state.answered;
    const slowCount = slow.state.answered;
    const { a, b } = await measureInTurns(
      {
        url: fast.state.url,
        headers: {},
        settle: async () => {
          turns.push('a');
        },
      },
      {
        url: slow.state.url,
        headers: {},
        settle: async () => {
          turns.push('b');
        },
      },
      2,
    );
    expect(turns).toEqual(['a', 'b', 'b', 'a']);

    // 50 connections waiting 25 ms each: at most 2 000 answers a second, p50 at least 25 ms
    expect(b.p50Ms).toBeGreaterThanOrEqual(25);
    expect(b.rps).toBeGreaterThan(0);
    expect(b.rps).toBeLessThanOrEqual(2000);
    // the fast side's own latency, not the slow side's mixed in (a loaded CI machine may keep
    // even a timer of 0 ms waiting for milliseconds, so no fixed bound)
    expect(a.p50Ms).toBeLessThan(b.p50Ms);
    expect(a.rps).toBeGreaterThan(b.rps);
    for (const side of [a, b]) {
      expect(side.p99Ms).toBeGreaterThanOrEqual(side.p50Ms);
      expect(side.errors + side.timeouts).toBe(0);
    }

    // the rate is each side's answers over its own two seconds, not over the pair's four
    const slowAnswered = slow.state.answered - slowCount;
    expect(b.rps * 2).toBeGreaterThan(slowAnswered * 0.8);
    expect(b.rps * 2).toBeLessThanOrEqual(slowAnswered + 2);
    expect(fast.state.answered - fastCount).toBeGreaterThan(slowAnswered);
  }, 20_000);

  it("keeps each connection's first answer out of the latencies, and reports it apart", async () => {
    // the first answer on each connection waits 300 ms (as a connection does in the accept
    // queue when 50 open at once), every later one at once
    const firstSlow = server(0, 300);
    await firstSlow.start();
    try {
      const result = await measure(firstSlow.state.url, {}, 2);
      expect(result.p99Ms).toBeLessThan(300);
      expect(result.firstAnswerP99Ms).toBeGreaterThanOrEqual(300);
      expect(result.meanMs).toBeLessThan(300);
    } finally {
      await firstSlow.stop();
    }
  }, 20_000);

  it('measures once every connection is in: a server slow to accept is measured at 50, not fewer', async () => {
    // 5 ms an answer, one at a time: with all 50 connections in, each waits for the other 49
    // (about 250 ms) at 200 answers a second; the last is let in after 49 × 30 ms
    const server = slowToAccept(5, 30);
    await server.start();
    try {
      const result = await measure(server.state.url, {}, 1);
      expect(result.rampSeconds).toBeGreaterThanOrEqual(1.4);
      expect(result.p50Ms).toBeGreaterThanOrEqual(200);
      expect(result.rps).toBeGreaterThan(120);
      expect(result.rps).toBeLessThanOrEqual(205);
      expect(result.errors + result.timeouts).toBe(0);
    } finally {
      await server.stop();
    }
  }, 20_000);
});
