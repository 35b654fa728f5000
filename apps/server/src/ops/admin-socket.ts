import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { BackupManifest } from './backup.js';

/**
 * The embedded database (PGlite) has one connection, in the server's process, and no lock:
 * a second process opening DATA_DIR/db while the server runs would corrupt it. So while the
 * server runs, `npm run backup` asks the server itself, over a Unix socket in DATA_DIR
 * (mode 0600: whoever may read DATA_DIR anyway), and the server writes the archive from its
 * own connection. The socket also tells `restore` and `migrate-to-postgres` that a server
 * is running, and a second server that DATA_DIR is taken.
 *
 * One JSON line each way: `{"command":"ping"}` or `{"command":"backup","file":"/abs"}`,
 * answered by `{"ok":true,...}` or `{"ok":false,"message":"..."}`.
 */
export const ADMIN_SOCKET = 'admin.sock';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, ADMIN_SOCKET);

export type AdminRequest = { command: 'ping' } | { command: 'backup'; file: string };
export type AdminReply =
  { ok: true; pid: number; manifest?: BackupManifest } | { ok: false; message: string };

const MAX_LINE = 64 * 1024;

/** The server's end. Returns the way to close it. */
export async function startAdminSocket(
  socketPath: string,
  handlers: { backup(file: string): Promise<BackupManifest> },
): Promise<() => Promise<void>> {
  if (await askServer(socketPath, { command: 'ping' }, 2000))
    throw new Error(`another server is running on this DATA_DIR (${socketPath} answers)`);
  await mkdir(path.dirname(socketPath), { recursive: true });
  await rm(socketPath, { force: true });
  let busy: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_LINE) socket.destroy();
      const end = buffer.indexOf('\n');
      if (end === -1) return;
      const line = buffer.slice(0, end);
      buffer = '';
      const answer = (reply: AdminReply) => socket.end(`${JSON.stringify(reply)}\n`);
      let request: AdminRequest;
      try {
        request = JSON.parse(line) as AdminRequest;
      } catch {
        answer({ ok: false, message: 'not JSON' });
        return;
      }
      if (request.command === 'ping') {
        answer({ ok: true, pid: process.pid });
      } else if (request.command === 'backup' && path.isAbsolute(String(request.file))) {
        // one backup at a time
        const run = busy.then(() => handlers.backup(request.file));
        busy = run.catch(() => undefined);
        run.then(
          (manifest) => answer({ ok: true, pid: process.pid, manifest }),
          (error: unknown) =>
            answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
        );
      } else {
        answer({ ok: false, message: 'unknown command' });
      }
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (error) {
    // e.g. a DATA_DIR path longer than a socket path may be: the server runs without it
    console.warn(
      `no admin socket at ${socketPath} (${error instanceof Error ? error.message : String(error)}): stop the server to back up its embedded database`,
    );
    return () => Promise.resolve();
  }
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** The client's end: the reply, or null when no server listens there. */
export function askServer(
  socketPath: string,
  request: AdminRequest,
  timeoutMs = 60 * 60_000,
): Promise<AdminReply | null> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server did not answer in time'));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(buffer) as AdminReply);
      } catch {
        reject(new Error('the server answered something unreadable'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
  });
}
