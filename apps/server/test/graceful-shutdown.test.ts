import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The real entry point (src/server.ts through tsx) as a child process: SIGTERM lets a
 * request already in flight finish, ends the event streams, cuts what is still running after
 * the drain (ops/shutdown.ts), then the database closes and the process exits 0, within
 * 10 s; a second signal exits at once.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves when a JSON log line matching `test` is printed. */
function waitForLog(
  child: ChildProcessWithoutNullStreams,
  test: (line: Record<string, unknown>) => boolean,
) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (test(entry)) {
            child.stdout.off('data', onData);
            resolve(entry);
            return;
          }
        } catch {
          /* not a log line */
        }
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

let child: ChildProcessWithoutNullStreams | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on a fresh data directory, once it says it is up. */
async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'doita-shutdown-'));
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsx, 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SMTP_URL: '',
      },
    },
  );
  child = server;
  server.stdout.setEncoding('utf8');
  await waitForLog(server, (l) => typeof l.msg === 'string' && l.msg.startsWith('Đôi Ta is up'));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, port, base: `http://127.0.0.1:${port}`, exited };
}

const register = (base: string, email: string) =>
  fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret123', displayName: 'Late' }),
  });

/**
 * A request that never finishes on its own: its headers promise a body that is sent only in
 * part (a phone whose upload stalled). Resolves with the socket once the server has it.
 */
function stalledRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      );
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** An open event stream of the user with `token`; `ended` settles when the server ends it. */
async function openEventStream(base: string, token: string) {
  const ticketAnswer = await fetch(`${base}/api/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { ticket } = (await ticketAnswer.json()) as { ticket: string };
  const response = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`);
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  const ended = (async () => {
    try {
      while (reader && !(await reader.read()).done);
    } catch {
      // cut: ended all the same
    }
  })();
  return { ended };
}

describe('graceful shutdown', () => {
  it('finishes the request in flight at SIGTERM, then exits 0', async () => {
    const { server, base, exited } = await startServer();
    // registration hashes a password with argon2id: long enough to still be running at SIGTERM
    const arrived = waitForLog(server, (l) => l.msg === 'incoming request');
    const response = register(base, 'late@example.com');
    await arrived;
    server.kill('SIGTERM');

    const answer = await response;
    expect(answer.status).toBe(201);
    // the keep-alive connection fetch holds open must not delay the exit
    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('ends open event streams and cuts a stalled request: exits within 10 s', async () => {
    const { server, port, base, exited } = await startServer();
    const { token } = (await (await register(base, 'streams@example.com')).json()) as {
      token: string;
    };
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(base, token)));
    const stalled = await stalledRequest(port);
    const cut = new Promise<void>((resolve) => stalled.once('close', () => resolve()));

    const started = Date.now();
    server.kill('SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    // the streams end at once, not when the stalled request is cut
    expect(Date.now() - started).toBeLessThan(3_000);
    await cut;
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);

  it('a second signal exits at once', async () => {
    const { server, port, exited } = await startServer();
    const stalled = await stalledRequest(port);
    server.kill('SIGTERM');
    await waitForLog(server, (l) => l.msg === 'shutting down: finishing in-flight requests');
    const started = Date.now();
    server.kill('SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    stalled.destroy();
  }, 60_000);
});
