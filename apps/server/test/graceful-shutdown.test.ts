import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The real entry point (src/server.ts through tsx) as a child process: SIGTERM lets a
 * request already in flight finish, then the database closes and the process exits 0.
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

describe('graceful shutdown', () => {
  it('finishes the request in flight at SIGTERM, then exits 0', async () => {
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

    // registration hashes a password with argon2id: long enough to still be running at SIGTERM
    const arrived = waitForLog(server, (l) => l.msg === 'incoming request');
    const response = fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'late@example.com',
        password: 'Secret123',
        displayName: 'Late',
      }),
    });
    await arrived;
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');

    const answer = await response;
    expect(answer.status).toBe(201);
    // the keep-alive connection fetch holds open must not delay the exit
    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
