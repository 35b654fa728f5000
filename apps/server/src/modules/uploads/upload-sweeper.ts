import type { FastifyInstance } from 'fastify';
import type { UploadsService } from './uploads-service.js';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Once an hour (first a minute after start), removes the images nobody used for a day.
 * Several servers may sweep at once: a row is deleted once, its files after it.
 */
export function startUploadSweeper(
  app: FastifyInstance,
  uploads: Pick<UploadsService, 'sweep'>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    app.background.run('upload sweep', async () => {
      const removed = await uploads.sweep();
      if (removed) app.log.info({ removed }, 'unused uploads removed');
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
