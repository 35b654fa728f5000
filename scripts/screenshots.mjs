#!/usr/bin/env node
// Screenshots of the built app for a human to look at (not a test): every path given, in
// Vietnamese and English, light and dark (or the themes named), at phone and desktop widths.
//
//   node scripts/screenshots.mjs [--out DIR] [--seed FILE] [--themes light,dark]
//        [--langs vi,en] [--widths 390,1280] [--guest] [--user a|b] [--hold /api/x,...]
//        [--act FILE] PATH...
//
// It starts the built server on a temporary data directory (or uses SHOTS_URL when set),
// registers two partners (Lan and Minh) and connects them, runs the optional seed module
// (`export default async function seed({ api, a, b, baseUrl })`, `api(user, method, url,
// body)` returning the parsed JSON; it may return names for PATH placeholders such as
// `/memories/{memory}`), then signs in as `a` (or `b`, or nobody with --guest)
// by writing the session into local storage. Files: OUT/<path>-<lang>-<theme>-<width>.png.
// --hold leaves the named API paths unanswered, to photograph a page's loading state.
// --act runs a module on each page before its photograph (`export default async function
// act({ page, path, lang, theme, width })`), e.g. to open a dialog; when it returns
// `{ fullPage: false }` the photograph is of the screen only (a full-screen dialog).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '/tmp/shots' },
    seed: { type: 'string' },
    themes: { type: 'string', default: 'light,dark' },
    langs: { type: 'string', default: 'vi,en' },
    widths: { type: 'string', default: '390,1280' },
    guest: { type: 'boolean', default: false },
    user: { type: 'string', default: 'a' },
    wait: { type: 'string', default: '600' },
    hold: { type: 'string', default: '' },
    act: { type: 'string' },
  },
});
const givenPaths = positionals.length ? positionals : ['/'];
mkdirSync(values.out, { recursive: true });

let server;
let dataDir;
let baseUrl = process.env.SHOTS_URL;
if (!baseUrl) {
  const port = 3400 + Math.floor(Math.random() * 400);
  dataDir = mkdtempSync(join(tmpdir(), 'doita-shots-'));
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 150) throw new Error('the server did not start');
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
// A seed may return names for what it made ({ memory: 'uuid' }): `{memory}` in a PATH is
// replaced by it, e.g. /memories/{memory}.
let seeded = {};
if (values.seed) {
  const seed = (await import(pathToFileURL(resolve(values.seed)).href)).default;
  seeded = (await seed({ api, a, b, baseUrl })) ?? {};
}
const paths = givenPaths.map((path) =>
  path.replace(/\{(\w+)\}/g, (whole, name) => String(seeded[name] ?? whole)),
);
const viewer = values.user === 'b' ? b : a;
const act = values.act ? (await import(pathToFileURL(resolve(values.act)).href)).default : null;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
const written = [];
try {
  for (const width of values.widths.split(',').map(Number)) {
    for (const lang of values.langs.split(',')) {
      for (const theme of values.themes.split(',')) {
        // The account's theme and language win over the stored ones (they follow the user
        // from device to device), so the viewer's account is set to each combination.
        await api(viewer, 'PUT', '/api/user/preferences', { language: lang, theme });
        const { user } = await api(viewer, 'GET', '/api/user/me');
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          deviceScaleFactor: 1,
          locale: lang === 'vi' ? 'vi-VN' : 'en-US',
          timezoneId: 'Asia/Ho_Chi_Minh',
          colorScheme: theme === 'dark' ? 'dark' : 'light',
        });
        const session = values.guest
          ? {}
          : {
              user: JSON.stringify(user),
              auth_token: viewer.token,
              refresh_token: viewer.refreshToken ?? '',
              remember_user: 'true',
            };
        await context.addInitScript(
          ([entries]) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          },
          [{ ...session, locale: lang, theme, install_prompt_dismissed: 'true' }],
        );
        const page = await context.newPage();
        const held = values.hold.split(',').filter(Boolean);
        if (held.length > 0)
          // never answered: the page stays in its loading state
          await page.route(
            (url) => held.includes(url.pathname),
            () => undefined,
          );
        for (const [index, path] of paths.entries()) {
          await page.goto(`${baseUrl}${path}`, { waitUntil: held.length ? 'load' : 'networkidle' });
          await page.waitForTimeout(Number(values.wait));
          let fullPage = true;
          if (act) {
            const acted = await act({ page, path: givenPaths[index], lang, theme, width });
            fullPage = acted?.fullPage ?? true;
            await page.waitForTimeout(Number(values.wait));
          }
          // named as given (`/memories/{memory}` gives memories__memory_)
          const name = givenPaths[index].replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
          const file = join(values.out, `${name}-${lang}-${theme}-${width}.png`);
          await page.screenshot({ path: file, fullPage });
          written.push(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
console.log(written.join('\n'));
