// The built app on a temporary data directory with Lan and Minh connected and an optional
// seed module run, for the tools that look at real pages (screenshots, lighthouse).
// `SHOTS_URL` points them at a server already running instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localServerEnv } from './server-env.mjs';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Starts (or reaches) the app, registers two partners and connects them, then runs the
 * seed module (`export default async function seed({ api, a, b, baseUrl })`, which may
 * return names for path placeholders such as `{memory}`).
 */
export async function startSeededApp({ seed, baseUrl = process.env.SHOTS_URL } = {}) {
  let server;
  let dataDir;
  const killServer = () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  /** then ends as a signal's default action would, with 128 + its number */
  const onSignal = (signal) => {
    killServer();
    process.exit(128 + constants.signals[signal]);
  };
  /** the server stopped on purpose: the script's exit and signals are its own again */
  const release = () => {
    process.off('exit', killServer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    killServer();
  };
  if (!baseUrl) {
    const port = 3400 + Math.floor(Math.random() * 400);
    dataDir = mkdtempSync(join(tmpdir(), 'doita-seeded-'));
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: localServerEnv({ port, dataDir, publicUrl: baseUrl }),
    });
    // The server dies with the script that started it: one killed or ended without `stop()`
    // left it serving on its port (orphans that loaded CI).
    process.on('exit', killServer);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/api/health/ready`)).ok) break;
      } catch {
        // not yet listening
      }
      // 90 s: a cold start on a shared two-core machine under load took 26 s
      if (i > 450) {
        // not left running behind the error (an orphan kept serving on its port)
        release();
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error('the server did not start');
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function api(user, method, url, body) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  async function register(firstName, lastName) {
    const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
    const answer = await api(null, 'POST', '/api/auth/register', {
      email,
      password: 'MatKhau123',
      firstName,
      lastName,
      displayName: firstName,
      rememberMe: true,
    });
    return { ...answer, email };
  }

  const a = await register('Lan', 'Nguyễn');
  const b = await register('Minh', 'Trần');
  const { couple } = await api(a, 'POST', '/api/couple/connect', {
    partnerEmail: b.email,
    anniversaryDate: '2023-02-14',
  });
  await api(b, 'POST', '/api/couple/respond', { coupleId: couple.id, action: 'accept' });
  let seeded = {};
  if (seed) {
    const run = (await import(pathToFileURL(resolve(seed)).href)).default;
    seeded = (await run({ api, a, b, baseUrl })) ?? {};
  }

  /** What a signed-in browser keeps in local storage for `user`. */
  async function sessionStorageOf(user) {
    const { user: me } = await api(user, 'GET', '/api/user/me');
    return {
      user: JSON.stringify(me),
      auth_token: user.token,
      refresh_token: user.refreshToken ?? '',
      remember_user: 'true',
    };
  }

  return {
    baseUrl,
    api,
    a,
    b,
    seeded,
    sessionStorageOf,
    /** `/memories/{memory}` → `/memories/<id>` */
    fillPath: (path) => path.replace(/\{(\w+)\}/g, (whole, name) => String(seeded[name] ?? whole)),
    stop() {
      release();
      if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
    },
  };
}
