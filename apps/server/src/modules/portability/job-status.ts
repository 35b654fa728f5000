import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The waits between tries of a job's last status write: about 20 s in all, within what a
 * shutdown waits for background work.
 */
export const JOB_STATUS_RETRY_MS = [250, 1_000, 4_000, 15_000] as const;

/**
 * Writes an export's or an import's last status (ready or failed) until it is written: a
 * write lost to a moment without the database would leave the job running for good (its
 * page waiting forever, and an import refusing the person's next one until a restart). When
 * every try fails, the error is logged and the next start marks the job interrupted.
 */
export async function writeJobStatus(
  write: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  job: { kind: 'export' | 'import'; id: string },
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      const wait = JOB_STATUS_RETRY_MS[attempt];
      if (wait === undefined) {
        log.error(
          { err: error, job },
          'job status not written: it stays as it was until a restart',
        );
        return;
      }
      log.warn({ err: error, job, attempt: attempt + 1 }, 'job status not written, trying again');
      await sleep(wait);
    }
  }
}
