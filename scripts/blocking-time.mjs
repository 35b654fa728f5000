#!/usr/bin/env node
// `npm run blocking-time`: the start's estimated blocking time of the five Lighthouse pages,
// read from Chromium's own trace of an unthrottled load, as CPU time.
//
//   npm run blocking-time [-- --only landing] [--loads 5]
//   WEB_DIST_DIR=/tmp/other-build npm run blocking-time   (another build, for an A/B)
//
// Lighthouse's score on a shared two-core machine moves by 10 points between runs of one
// build: its blocking time is wall time, so another process lengthens the tasks it counts.
// This reads each main-thread task after the first paint by the CPU time the renderer spent
// in it (`tdur`), counts it as Lighthouse counts a task at its 4x CPU slowdown
// (4 × CPU − 50 ms when positive) and sums: the median of a few loads moves far less, so
// two builds loaded in turn can be told apart. The longest tasks of the first load are
// printed with what ran in them. The same seeded data as `npm run lighthouse`.
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { choose, firstScreens, prepareStorage } from './lib/first-screens.mjs';
import { root, startSeededApp } from './lib/seeded-app.mjs';

const { values } = parseArgs({
  options: { only: { type: 'string', default: '' }, loads: { type: 'string', default: '5' } },
});
const loads = Math.max(1, Number(values.loads) || 5);
/** Lighthouse's mobile preset slows the CPU down four times; a task blocks past 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
/** What a long task is made of, printed when it is over 2 ms of CPU. */
const PARTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
]);

const app = await startSeededApp({ seed: join(root, 'scripts/seeds/dashboard.mjs') });
const pages = choose(firstScreens(app), values.only);

/** One load's tasks after the first paint, and their estimated blocking time. */
async function measure(browser, page) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const tab = await context.newPage();
    await prepareStorage(tab, app, page);
    const cdp = await context.newCDPSession(tab);
    const events = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await tab.goto(`${app.baseUrl}${page.path}`);
    // Lighthouse waits for a quiet main thread; five seconds hold every page's start here
    await tab.waitForTimeout(5000);
    await cdp.send('Tracing.end');
    await complete;

    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${page.name}: no first paint in the trace`);
    const onMain = (event) =>
      event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X';
    const long = [];
    let blocking = 0;
    let unmeasured = 0;
    for (const task of events) {
      const end = task.ts + task.dur;
      if (task.name !== 'RunTask' || !onMain(task) || end <= paint.ts) continue;
      if (task.tdur === undefined) {
        unmeasured += 1;
        continue;
      }
      // a task the paint fell in counts for its share after the paint, as Lighthouse counts it
      const after = task.dur > 0 ? (end - Math.max(task.ts, paint.ts)) / task.dur : 1;
      const cpuMs = (task.tdur * after) / 1000;
      const blocked = CPU_SLOWDOWN * cpuMs - BLOCKING_AFTER_MS;
      if (blocked <= 0) continue;
      blocking += blocked;
      const parts = events
        .filter(
          (event) =>
            onMain(event) &&
            PARTS.has(event.name) &&
            event.ts >= task.ts &&
            event.ts < task.ts + task.dur &&
            (event.tdur ?? 0) > 2000,
        )
        .sort((x, y) => y.tdur - x.tdur)
        .slice(0, 4)
        .map((event) => {
          const file = event.args?.data?.url?.split('/').pop();
          return `${event.name} ${Math.round(event.tdur / 1000)} ms${file ? ` (${file})` : ''}`;
        });
      long.push(
        `at ${Math.round((task.ts - paint.ts) / 1000)} ms, ${Math.round(cpuMs)} ms: ${parts.join(', ')}`,
      );
    }
    // Chromium gives every task its CPU time when the trace asks for it; say so if one lacked it
    if (unmeasured)
      console.warn(`  ${page.name}: ${unmeasured} task(s) without CPU time, left out`);
    return { blocking: Math.round(blocking), long };
  } finally {
    await context.close();
  }
}

// a server up for a moment: its first event stream would make the pages fetch again
await new Promise((resolve) => setTimeout(resolve, 3000));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < loads; i++) {
      const result = await measure(browser, page);
      if (i === 0)
        console.log(
          `${page.name}, first load's long tasks (CPU ms):\n  ${result.long.join('\n  ')}`,
        );
      results.push(result.blocking);
    }
    const sorted = [...results].sort((x, y) => x - y);
    console.log(
      `${page.name}: estimated blocking time ${sorted[Math.floor(sorted.length / 2)]} ms (loads: ${results.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
