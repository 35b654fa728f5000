import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The one file that mocks a module with vi.mock: a module cache shared with other files would defeat it. */
export const MOCKING_FILES = ['src/features/profile/__tests__/avatar.test.tsx'];

/**
 * The web tests' config. `isolate: false` runs a worker's files in one jsdom and one module
 * cache (src/test/setup.ts puts the document back after each test): a fresh environment per
 * file was three quarters of the project's time (about 150 s against 35 s on two cores).
 */
export function webTestConfig(name: string, files: { include: string[]; exclude?: string[] }) {
  return defineConfig({
    plugins: [react()],
    resolve: {
      conditions: ['source'],
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include: files.include,
      exclude: ['**/node_modules/**', ...(files.exclude ?? [])],
      isolate: !files.exclude,
      setupFiles: ['./src/test/setup.ts'],
      // user-event types key by key; on a two-core machine running the server suite beside it,
      // a long form can pass 5 s without anything being wrong.
      testTimeout: 20_000,
    },
  });
}

export default webTestConfig('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES });
