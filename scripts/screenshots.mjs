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
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startSeededApp } from './lib/seeded-app.mjs';

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

const app = await startSeededApp({ seed: values.seed });
const { api, a, b } = app;
const paths = givenPaths.map(app.fillPath);
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
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          deviceScaleFactor: 1,
          locale: lang === 'vi' ? 'vi-VN' : 'en-US',
          timezoneId: 'Asia/Ho_Chi_Minh',
          colorScheme: theme === 'dark' ? 'dark' : 'light',
        });
        const session = values.guest ? {} : await app.sessionStorageOf(viewer);
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
          await page.goto(`${app.baseUrl}${path}`, {
            waitUntil: held.length ? 'load' : 'networkidle',
          });
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
          // A whole page drawn as someone scrolling it sees it: what waits below the first
          // screen until it comes near the view (`content-visibility: auto`) is drawn too.
          if (fullPage)
            await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.screenshot({ path: file, fullPage });
          written.push(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  app.stop();
}
console.log(written.join('\n'));
