import { Worker } from 'node:worker_threads';

/** Decoded pixels, upright: RGBA, 8 bits a channel. */
export interface DecodedHeic {
  width: number;
  height: number;
  hasAlpha: boolean;
  data: Uint8Array;
}

/** Why a HEIC did not decode: not one we can read, too many pixels, or too slow. */
export class HeicDecodeError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large' | 'timeout') {
    super(`HEIC not decoded: ${reason}`);
  }
}

export interface HeicLimits {
  /** refused before decoding when width x height is more */
  maxPixels: number;
  /** the worker is stopped after this long */
  timeoutMs: number;
}

type WorkerAnswer =
  | { error: 'unreadable' | 'too-large' }
  | { width: number; height: number; hasAlpha: boolean; data: Uint8Array };

/** Plain CommonJS beside this file, in src and in dist alike (see heic-worker.cjs). */
const WORKER_URL = new URL('./heic-worker.cjs', import.meta.url);

/** Decodes at a time: each holds the whole picture, and the machine has few cores. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Waits for a free slot; the function it returns hands the slot to the next in line. */
async function turn(): Promise<() => void> {
  if (running < MAX_RUNNING) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/**
 * Decodes a HEIC/HEIF (HEVC) file off the request thread: one worker per file, ended when
 * it answers or when `timeoutMs` passes, so a hostile file can neither freeze the server nor
 * keep its memory (WebAssembly memory never shrinks; a finished worker gives it all back).
 */
export async function decodeHeic(bytes: Buffer, limits: HeicLimits): Promise<DecodedHeic> {
  const done = await turn();
  try {
    return await new Promise<DecodedHeic>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, {
        workerData: { bytes: new Uint8Array(bytes), maxPixels: limits.maxPixels },
        // libheif's own allocations are WebAssembly memory, bounded by maxPixels; this
        // bounds the JavaScript heap around it.
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        worker.removeAllListeners();
        worker.on('error', () => undefined);
        void worker.terminate();
        settle();
      };
      const timer = setTimeout(
        () => finish(() => reject(new HeicDecodeError('timeout'))),
        limits.timeoutMs,
      );
      worker.once('message', (answer: WorkerAnswer) => {
        finish(() =>
          'error' in answer ? reject(new HeicDecodeError(answer.error)) : resolve(answer),
        );
      });
      worker.once('error', () => finish(() => reject(new HeicDecodeError('unreadable'))));
      worker.once('exit', () => finish(() => reject(new HeicDecodeError('unreadable'))));
    });
  } finally {
    done();
  }
}
