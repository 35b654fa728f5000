import type { FastifyInstance } from 'fastify';
import type { UploadSweep } from './upload-sweep.js';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;
/** the look for files no row names reads the whole store: every sixth run */
const ORPHANS_EVERY_RUNS = 6;

/**
 * Once an hour (first a minute after start), removes the images nobody used for a day, and
 * every six hours the files no row names. Several servers may sweep at once: a row is
 * deleted once, its files after it, and a file is removed only when no row names it.
 */
export function startUploadSweeper(app: FastifyInstance, sweep: UploadSweep): void {
  let timer: NodeJS.Timeout | undefined;
  let runs = 0;
  const run = () => {
    const orphansToo = runs % ORPHANS_EVERY_RUNS === 0;
    runs += 1;
    app.background.run('upload sweep', async () => {
      const removed = await sweep.unused();
      if (removed) app.log.info({ removed }, 'unused uploads removed');
      if (!orphansToo) return;
      const files = await sweep.orphans();
      if (files) app.log.info({ files }, 'files no upload names removed');
    });
    timer = setTimeout(run, EVERY_MS).unref();
  };
  app.addHook('onReady', (done) => {
    timer = setTimeout(run, FIRST_RUN_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
