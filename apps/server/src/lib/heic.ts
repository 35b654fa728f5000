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

/**
 * Whose file it is, and how long the worker that decoded it may wait for their next one. A
 * worker only ever decodes one person's files: a flaw in the decoder that left one picture's
 * pixels in its memory can show them to no one else.
 */
export interface HeicKeep {
  owner: string;
  ms: number;
  /** a worker whose WebAssembly memory grew past this ends after its file (default 256 MB) */
  maxMemoryBytes?: number;
}

type WorkerAnswer = { memoryBytes: number } & (
  | { error: 'unreadable' | 'too-large' }
  | { width: number; height: number; hasAlpha: boolean; data: Uint8Array }
);

/** Plain CommonJS beside this file, in src and in dist alike (see heic-worker.cjs). */
const WORKER_URL = new URL('./heic-worker.cjs', import.meta.url);

/** Decodes at a time: each holds the whole picture, and the machine has few cores. */
const MAX_RUNNING = 2;
/**
 * A worker whose WebAssembly memory has grown past this ends after its file: a 12 MP photo
 * leaves it at about 100 MB, a 24 MP one about 200, a 48 MP one past 256.
 */
export const KEEP_MEMORY_BYTES = 256 * 1024 * 1024;
/** ...and after this many files, so nothing one file leaves behind lasts long. */
const FILES_PER_WORKER = 50;

interface PooledWorker {
  worker: Worker;
  files: number;
  /** whose files it has decoded: it decodes no one else's */
  owner?: string;
  idleTimer?: NodeJS.Timeout;
  /** the file in hand's answer, or its failure (the worker died, or stopped answering) */
  answer?: (answer: WorkerAnswer) => void;
  fail?: () => void;
}

let running = 0;
const waiting: (() => void)[] = [];
const idle: PooledWorker[] = [];

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

/** The workers waiting for a file, longest waiting first: whose files they decode, and which thread. */
export function idleHeicWorkers(): { owner: string | undefined; threadId: number }[] {
  return idle.map(({ owner, worker }) => ({ owner, threadId: worker.threadId }));
}

/** Ends the workers waiting for a file (a test's clean start). */
export function endIdleHeicWorkers(): void {
  for (const pooled of [...idle]) end(pooled);
}

function end(pooled: PooledWorker) {
  clearTimeout(pooled.idleTimer);
  const at = idle.indexOf(pooled);
  if (at >= 0) idle.splice(at, 1);
  pooled.answer = undefined;
  pooled.fail = undefined;
  void pooled.worker.terminate();
}

function startWorker(owner: string | undefined): PooledWorker {
  const worker = new Worker(WORKER_URL, {
    // libheif's own allocations are WebAssembly memory, bounded by maxPixels; this bounds
    // the JavaScript heap around it.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const pooled: PooledWorker = { worker, files: 0, owner };
  worker.on('message', (answer: WorkerAnswer) => pooled.answer?.(answer));
  // one that dies while idle (out of memory, say) is simply not there for the next file
  const died = () => {
    const fail = pooled.fail;
    end(pooled);
    fail?.();
  };
  worker.on('error', died);
  worker.on('exit', died);
  return pooled;
}

/** An idle worker waits, without holding the process open, and ends if none comes. */
function keep(pooled: PooledWorker, keepMs: number) {
  pooled.answer = undefined;
  pooled.fail = undefined;
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => end(pooled), keepMs);
  pooled.idleTimer.unref();
  idle.push(pooled);
}

function take(owner: string | undefined): PooledWorker {
  // one that stopped on its own is not handed out before its 'exit' is heard
  for (const pooled of idle.filter(({ worker }) => worker.threadId === -1)) end(pooled);
  const at = owner === undefined ? -1 : idle.findLastIndex((pooled) => pooled.owner === owner);
  if (at < 0) {
    // No more workers alive than may decode at once (the others' slots hold theirs): a
    // waiting one gives way, so memory is bounded as when each file had its own.
    const oldest = idle[0];
    if (oldest && idle.length + (running - 1) >= MAX_RUNNING) end(oldest);
    return startWorker(owner);
  }
  const [pooled] = idle.splice(at, 1) as [PooledWorker];
  clearTimeout(pooled.idleTimer);
  pooled.worker.ref();
  return pooled;
}

/**
 * Decodes a HEIC/HEIF (HEVC) file off the request thread, in a worker that is ended when
 * `timeoutMs` passes, so a hostile file can neither freeze the server nor keep its memory
 * (WebAssembly memory never shrinks; an ended worker gives it all back). With `keepFor`, a
 * worker that answered is kept a short while for the same person's next file, unless its
 * memory grew large or the file did not decode; whatever went wrong, the next file gets a
 * new one.
 */
export async function decodeHeic(
  bytes: Buffer,
  limits: HeicLimits,
  keepFor?: HeicKeep,
): Promise<DecodedHeic> {
  const done = await turn();
  try {
    const pooled = take(keepFor?.owner);
    pooled.files += 1;
    return await new Promise<DecodedHeic>((resolve, reject) => {
      const timer = setTimeout(() => {
        end(pooled);
        reject(new HeicDecodeError('timeout'));
      }, limits.timeoutMs);
      pooled.fail = () => {
        clearTimeout(timer);
        reject(new HeicDecodeError('unreadable'));
      };
      pooled.answer = (answer) => {
        clearTimeout(timer);
        if ('error' in answer) {
          end(pooled);
          reject(new HeicDecodeError(answer.error));
          return;
        }
        if (
          !keepFor ||
          keepFor.ms <= 0 ||
          answer.memoryBytes > (keepFor.maxMemoryBytes ?? KEEP_MEMORY_BYTES) ||
          pooled.files >= FILES_PER_WORKER
        ) {
          end(pooled);
        } else {
          keep(pooled, keepFor.ms);
        }
        const { width, height, hasAlpha, data } = answer;
        resolve({ width, height, hasAlpha, data });
      };
      // a copy of its own, handed over rather than copied again
      const file = new Uint8Array(bytes);
      pooled.worker.postMessage({ bytes: file, maxPixels: limits.maxPixels }, [file.buffer]);
    });
  } finally {
    done();
  }
}
