#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown)
// against the production build served as `npm start` serves it, on a seeded data dir:
// the guest landing, the sign-in page, the signed-in dashboard, the memories list and a
// public post, three runs each (the median is kept). Writes the scores and key timings
// to docs/benchmarks.md (between the lighthouse markers) and prints them.
//
//   npm run lighthouse [-- --runs 3] [--no-write]
//
// Lighthouse 13 is installed on first use into .cache/lighthouse (not a dependency of the
// app: it weighs ~100 MB and declares Node >= 22.19, but runs on Node 20 here) and drives
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). About 30 s a run on two cores.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { choose, firstScreens, prepareStorage } from './lib/first-screens.mjs';
import { root, startSeededApp } from './lib/seeded-app.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: true },
    'no-write': { type: 'boolean' },
    // audit only the pages whose name contains this (case-insensitive); implies --no-write
    only: { type: 'string' },
    // write each run's full report (JSON) and its trace (.trace.json) into this directory,
    // to see where the time goes: which task of the page each long task was
    dump: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const LIGHTHOUSE_VERSION = '13';
const cache = join(root, '.cache', 'lighthouse');

function ensureLighthouse() {
  const installed = join(cache, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(installed)) return;
  mkdirSync(cache, { recursive: true });
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${cache} (once)…`);
  execFileSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    stdio: 'inherit',
  });
}

ensureLighthouse();
if (!existsSync(join(root, 'apps/server/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html')))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const fromCache = (path) => import(pathToFileURL(join(cache, 'node_modules', path)).href);
const { default: lighthouse } = await fromCache('lighthouse/core/index.js');
const chromeLauncher = await fromCache('chrome-launcher/dist/index.js');
const puppeteer = (await fromCache('puppeteer-core/lib/puppeteer/puppeteer-core.js')).default;

const app = await startSeededApp({ seed: join(root, 'scripts/seeds/dashboard.mjs') });
const pages = firstScreens(app);

const median = (numbers) => {
  const sorted = [...numbers].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(page) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const origin = app.baseUrl;
    // The session lives in local storage: written once on the origin, kept by Lighthouse.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await prepareStorage(tab, app, page);
    await tab.close();
    await browser.disconnect();
    const result = await lighthouse(
      `${origin}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      undefined,
    );
    if (values.dump) {
      mkdirSync(values.dump, { recursive: true });
      const name = `${page.name.replace(/\W+/g, '-').toLowerCase()}-${Date.now()}.json`;
      writeFileSync(join(values.dump, name), JSON.stringify(result.lhr));
      if (result.artifacts?.Trace)
        writeFileSync(join(values.dump, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits } = result.lhr;
    const runtimeError = result.lhr.runtimeError?.code;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      runtimeError,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .slice(0, 8),
      // what a failing binary audit found (e.g. inspector-issues: which issue, which URL)
      findings: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => `${a.id}: ${JSON.stringify(a.details?.items ?? []).slice(0, 600)}`),
    };
  } finally {
    await chrome.kill();
  }
}

const rows = [];
const started = Date.now();
try {
  const chosenPages = choose(pages, values.only);
  for (const page of chosenPages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A run Lighthouse itself could not measure (NO_NAVSTART, NO_FCP: a trace that came
      // back without the page's start) is run again, twice at most, not counted as a 0.
      let result = await audit(page);
      for (let retry = 0; result.runtimeError && retry < 2; retry++) {
        console.log(`  ${page.name}: run ${i + 1} not measured (${result.runtimeError}), again`);
        result = await audit(page);
      }
      results.push(result);
    }
    // the run with the median performance score, so its figures belong together
    const byScore = [...results].sort((x, y) => x.performance - y.performance);
    const chosen = byScore[Math.floor(byScore.length / 2)];
    rows.push({ ...page, ...chosen, all: results.map((r) => r.performance), lcpMedian: median(results.map((r) => r.lcp)) });
    console.log(
      `${page.name}: performance ${chosen.performance} (runs ${results.map((r) => r.performance).join(', ')}), ` +
        `accessibility ${chosen.accessibility}, best practices ${chosen.bestPractices}, SEO ${chosen.seo}, ` +
        `FCP ${(chosen.fcp / 1000).toFixed(1)} s, LCP ${(chosen.lcp / 1000).toFixed(1)} s` +
        (chosen.failing.length ? `; failing: ${chosen.failing.join(', ')}` : ''),
    );
    for (const finding of chosen.findings) console.log(`  ${finding}`);
  }
} finally {
  app.stop();
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const table = [
  `<!-- lighthouse:start (written by npm run lighthouse; do not edit by hand) -->`,
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4x CPU), production build on a seeded data dir, ` +
    `median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}, ${minutes} min for the whole run on this machine.`,
  '',
  '| Page | Performance (runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.performance} (${r.all.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
      `${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  ),
  '<!-- lighthouse:end -->',
].join('\n');

if (values.write && !values['no-write'] && !values.only) {
  const file = join(root, 'docs', 'benchmarks.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const marked = /<!-- lighthouse:start[\s\S]*?<!-- lighthouse:end -->/;
  const next = marked.test(current)
    ? current.replace(marked, table)
    : `${current.trimEnd()}\n\n## Lighthouse (npm run lighthouse)\n\n${table}\n`;
  writeFileSync(file, next);
  console.log(`\nWritten to docs/benchmarks.md (${minutes} min).`);
}
