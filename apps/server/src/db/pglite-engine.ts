import { Duplex } from 'node:stream';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

export interface EngineWorkerData {
  /** undefined: in memory */
  dataDir?: string;
  /** a `dumpDataDir` tarball to start from */
  loadDataDir?: ArrayBuffer;
}

/** API → worker, on the worker's parent port */
export type EngineRequest =
  { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' };

/** worker → API */
export type EngineReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; data?: ArrayBuffer; message?: string }
  | { type: 'closed' };

/**
 * The API's side of the PGlite worker (pglite-worker.mjs): starts it, opens connections to it
 * for `pg` (a Duplex stream over a MessagePort, in place of a socket), asks it for a dump,
 * and closes it.
 */
export interface PgliteEngine {
  /** a new connection's stream, for pg's `stream` option */
  stream(): Duplex;
  dumpDataDir(): Promise<Blob>;
  /** ends every connection and closes the database files; the worker exits */
  close(): Promise<void>;
}

/** plain JavaScript, so the same file runs from the sources and from dist */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

export async function startPgliteEngine(data: EngineWorkerData): Promise<PgliteEngine> {
  const worker = new Worker(WORKER_URL, {
    workerData: data,
    transferList: data.loadDataDir ? [data.loadDataDir] : [],
  });
  const dumps = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();
  let nextDump = 1;
  let closing: Promise<void> | undefined;
  let exited = false;
  const closedBy: (() => void)[] = [];

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the PGlite worker exited (${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (reply: EngineReply) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (reply.type === 'ready') resolve();
      else
        reject(new Error(`PGlite did not start: ${reply.type === 'failed' ? reply.message : ''}`));
    });
  });

  worker.on('message', (reply: EngineReply) => {
    if (reply.type === 'dumped') {
      const waiting = dumps.get(reply.id);
      dumps.delete(reply.id);
      if (reply.data) waiting?.resolve(new Blob([reply.data]));
      else waiting?.reject(new Error(reply.message ?? 'the dump failed'));
    } else if (reply.type === 'closed') {
      for (const done of closedBy.splice(0)) done();
    }
  });
  worker.on('error', (error) => {
    // The engine died (out of memory, a WASM abort): nothing can answer any more.
    console.error('the PGlite worker failed:', error);
  });
  worker.once('exit', () => {
    exited = true;
    for (const done of closedBy.splice(0)) done();
    for (const waiting of dumps.values()) waiting.reject(new Error('the PGlite worker exited'));
    dumps.clear();
  });

  const post = (request: EngineRequest, transfer: MessagePort[] = []) =>
    worker.postMessage(request, transfer);

  return {
    stream: () =>
      new PortStream(() => {
        if (closing || exited) throw new Error('the database is closed');
        const { port1, port2 } = new MessageChannel();
        post({ type: 'connect', port: port2 }, [port2]);
        return port1;
      }),
    dumpDataDir: () =>
      new Promise<Blob>((resolve, reject) => {
        const id = nextDump++;
        dumps.set(id, { resolve, reject });
        post({ type: 'dump', id });
      }),
    close: () =>
      (closing ??= (async () => {
        if (exited) return;
        await new Promise<void>((resolve) => {
          closedBy.push(resolve);
          post({ type: 'close' });
        });
        await worker.terminate();
      })()),
  };
}

/**
 * What `pg` needs of a socket, over a MessagePort to the worker: bytes each way, connect,
 * end and close. One per connection.
 */
class PortStream extends Duplex {
  private port: MessagePort | undefined;

  constructor(private readonly open: () => MessagePort) {
    super();
  }

  connect(): this {
    try {
      const port = this.open();
      this.port = port;
      port.on('message', (data: Uint8Array) => {
        this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      });
      port.on('close', () => {
        this.push(null);
        this.destroy();
      });
      process.nextTick(() => this.emit('connect'));
    } catch (error) {
      process.nextTick(() => this.destroy(error as Error));
    }
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** as a socket's: an idle pooled connection need not keep the process alive */
  ref(): this {
    this.port?.ref();
    return this;
  }

  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read(): void {
    // pushed as the worker answers
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (!this.port) return done(new Error('not connected'));
    // exactly these bytes, moved (pg's buffers may be views into a larger one)
    const copy = new Uint8Array(chunk);
    this.port.postMessage(copy, [copy.buffer]);
    done();
  }

  override _final(done: () => void): void {
    this.port?.postMessage('end');
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.port?.close();
    done(error);
  }
}
