import { parentPort, workerData } from 'node:worker_threads';
import { ArchiveError } from './archive-reader.js';
import { readDataJson } from './data-json.js';
import type { ParseAnswer } from './data-json-parse.js';

/** The parse worker's body (started by data-json-parse.ts): one archive, one answer. */
const { file } = workerData as { file: string };
const answer = (message: ParseAnswer) => parentPort?.postMessage(message);

readDataJson(file).then(
  (data) => answer({ data }),
  (error: unknown) =>
    answer({
      error:
        error instanceof ArchiveError
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL', message: 'data.json could not be read' },
    }),
);
