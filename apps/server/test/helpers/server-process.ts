import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real entry point (src/server.ts through tsx) as a child process, on a fresh DATA_DIR. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url));

export type ServerProcess = ChildProcessWithoutNullStreams & { exitCode: number | null };

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
export function waitForLog(
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

export interface StartedServer {
  server: ServerProcess;
  port: number;
  base: string;
  exited: Promise<number | null>;
  /** kills it if still running and removes its data */
  stop: () => void;
}

/** Starts the server (with `env` on top of the test defaults) and waits until it is up. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'doita-server-'));
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
        ...env,
      },
    },
  );
  server.stdout.setEncoding('utf8');
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForLog(server, (l) => typeof l.msg === 'string' && l.msg.startsWith('Đôi Ta is up'));
  } catch (error) {
    stop();
    throw error;
  }
  return { server, port, base: `http://127.0.0.1:${port}`, exited, stop };
}

/** A process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Registers someone on a running server; their access token. */
export async function registerOn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret123', displayName: 'Test' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
