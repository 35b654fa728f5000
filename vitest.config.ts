import { defineConfig } from 'vitest/config';
import web, { MOCKING_FILES, webTestConfig } from './apps/web/vitest.config.ts';

/** One `vitest run` covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. The
    // server files spend much of their time waiting on PostgreSQL, so two run side by side
    // (the per-test timeouts leave room for the contention).
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // one migrated database a run, copied by each file (test/global-setup.ts)
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one process: importing the app again
          // for each of some 120 files was about a fifth of the project's time. Every file
          // builds its own app on its own database, so nothing of a test's lives in a module.
          isolate: false,
        },
      },
      web,
      webTestConfig('web-isolated', { include: MOCKING_FILES }),
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.js'] } },
    ],
  },
});
