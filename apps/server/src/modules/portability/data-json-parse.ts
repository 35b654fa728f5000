import { Worker } from 'node:worker_threads';
import { PORTABILITY_LIMITS } from '@doita/shared';
import type { ExportArchive, ImportErrorCode } from '@doita/shared';
import { ArchiveError } from './archive-reader.js';

/** What the parse worker posts back: the checked data, or why it was refused. */
export type ParseAnswer =
  { data: ExportArchive } | { error: { code: ImportErrorCode; message: string } };

export interface ParseLimits {
  heapMb: number;
  timeoutMs: number;
}

/** Run from the TypeScript sources (tests, `npm run dev`) rather than the build. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY_URL = new URL('./data-json-worker-entry.mjs', import.meta.url);

/** One parse at a time: each may use its whole heap cap, and the machine is small. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}

const tooComplex = () =>
  new ArchiveError('TOO_COMPLEX', 'data.json needs more memory or time than an import may use');

/**
 * data.json of the archive at `file`, read, parsed and checked in a worker thread with its
 * own capped heap and a deadline: a document that would exhaust memory ends that worker
 * (Node stops a worker at its `maxOldGenerationSizeMb`), never the server, and the server's
 * event loop keeps answering while it works. What comes back has passed the shape limits
 * and the schema, so it is bounded too.
 */
export function parseDataJson(
  file: string,
  limits: ParseLimits = {
    heapMb: PORTABILITY_LIMITS.parseHeapMb,
    timeoutMs: PORTABILITY_LIMITS.parseTimeoutMs,
  },
): Promise<ExportArchive> {
  return oneAtATime(
    () =>
      new Promise<ExportArchive>((resolve, reject) => {
        const worker = new Worker(ENTRY_URL, {
          workerData: { file, fromSource: FROM_SOURCE },
          // the sources import @doita/shared's TypeScript entry, as the test runner does
          execArgv: FROM_SOURCE ? ['--conditions=source'] : [],
          resourceLimits: {
            maxOldGenerationSizeMb: limits.heapMb,
            maxYoungGenerationSizeMb: Math.max(16, Math.floor(limits.heapMb / 8)),
          },
          stdout: false,
          stderr: false,
        });
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          worker.removeAllListeners();
          worker.on('error', () => undefined);
          void worker.terminate();
          finish();
        };
        const timer = setTimeout(() => settle(() => reject(tooComplex())), limits.timeoutMs);
        worker.once('message', (answer: ParseAnswer) =>
          settle(() =>
            'data' in answer
              ? resolve(answer.data)
              : reject(new ArchiveError(answer.error.code, answer.error.message)),
          ),
        );
        worker.once('error', (error: Error & { code?: string }) =>
          settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error)),
        );
        worker.once('exit', () =>
          settle(() => reject(new Error('the parse worker ended without answering'))),
        );
      }),
  );
}
