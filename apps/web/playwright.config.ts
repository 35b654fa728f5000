import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);

/** End-to-end specs in Debian's Chromium against the built server (see e2e/support/serve.mjs). */
export default defineConfig({
  testDir: './e2e',
  // One file at a time. Two workers on two cores bought nothing: the whole suite took 20.0
  // minutes either way on one machine (and 7.6 against 8 on a faster one), while each test
  // ran two to three times as long beside another file's browsers, up to its timeout (the
  // couple's flow: 29 s alone, 90 s beside another). E2E_WORKERS sets more where there are
  // cores for them. A file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // A test's own budget. A slow machine runs a test two to three times as long as a fast one
  // (more with E2E_WORKERS set beside another file): 30 s failed sound tests on their clock
  // alone. A hung test still ends.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Tracing records every test (snapshots, screencast) to keep the failures' traces: on
    // two cores it made the suite about a third slower. E2E_TRACE=1 turns it back on.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  },
  projects: [
    // A test tagged @phone is about the phone: it runs at a phone's size only (run at desktop
    // size too, it repeated the slowest flows for two minutes of CI's twenty).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
