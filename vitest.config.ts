import { defineConfig } from 'vitest/config';

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
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.js'] } },
    ],
  },
});
