import { workerData } from 'node:worker_threads';

/**
 * Starts the parse worker. From the built server it loads the compiled body beside it;
 * from the sources (tests, `npm run dev`) it first teaches Node TypeScript through tsx, as
 * a worker thread does not inherit the loaders of the thread that started it.
 */
if (workerData.fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(
  new URL(
    workerData.fromSource ? './data-json-worker.ts' : './data-json-worker.js',
    import.meta.url,
  ).href
);
