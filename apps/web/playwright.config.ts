import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);

/** End-to-end specs in Debian's Chromium against the built server (see e2e/support/serve.mjs). */
export default defineConfig({
  testDir: './e2e',
  // Two files at a time against the one server: every spec signs up people of its own, and the
  // browsers wait on the network and on each other's rendering more than they compute, so two
  // workers on two cores took the suite from about 8 minutes to (seen with the machine loaded)
  // 7.6; a file's tests still run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test's own budget. Two files at once on two cores run each about twice as long as
  // alone (signing in with a passkey: 11 s alone, 22 s beside another file), and a slower
  // machine doubles that again: 30 s failed sound tests on their clock alone. A hung test
  // still ends.
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
