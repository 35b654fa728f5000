// @ts-check
/**
 * The embedded engine's own thread. PGlite is PostgreSQL compiled to WebAssembly: every query
 * is synchronous CPU work, and run on the API's thread it stalled every request, health checks
 * included. Here it owns the database and speaks PostgreSQL's wire protocol to each
 * connection the API opens (a MessagePort per connection, db/pglite-engine.ts), so the API
 * talks to it with the same `pg` driver and code path as to a PostgreSQL server.
 *
 * PGlite is one session. Each connection has it to itself from its first message until the
 * engine is ready for a query outside a transaction again (ReadyForQuery 'I'): a transaction's
 * statements run together, other connections wait in turn (first come, first served).
 */
// Plain JavaScript (checked by tsc through JSDoc): a worker thread loads it as it is, from the
// sources and from dist alike, without a TypeScript loader's second or so per start.
import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @typedef {import('node:worker_threads').MessagePort} MessagePort */
/** @typedef {import('./pglite-engine.js').EngineWorkerData} EngineWorkerData */
/** @typedef {import('./pglite-engine.js').EngineRequest} EngineRequest */
/** @typedef {import('./pglite-engine.js').EngineReply} EngineReply */
/** @typedef {{ pglite: PGlite; lock: SessionLock; connections: Set<Connection> }} Engine */

const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;
const PROTOCOL_3 = 196_608;
/** Sync, simple Query: the messages after which PostgreSQL says ReadyForQuery */
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;
const STATEMENT = 0x53;
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;

/** First come, first served; whoever holds it has the session to itself. */
class SessionLock {
  /** @type {object | null} */
  owner = null;
  /** @type {{ who: object; go: () => void }[]} */
  waiting = [];

  /** @param {object} who */
  async acquire(who) {
    if (this.owner === who) return;
    if (!this.owner) {
      this.owner = who;
      return;
    }
    await new Promise((go) => this.waiting.push({ who, go: () => go(undefined) }));
  }

  /** @param {object} who */
  release(who) {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.go();
  }

  /** @param {object} who */
  holds(who) {
    return this.owner === who;
  }

  /** a waiter that left (its connection closed) before its turn */
  /** @param {object} who */
  forget(who) {
    const index = this.waiting.findIndex((entry) => entry.who === who);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}

/** The status byte of the last ReadyForQuery in a reply, if it ends with one. */
/** @param {Uint8Array} reply */
function readyStatus(reply) {
  const at = reply.length - 6;
  if (at < 0 || reply[at] !== READY_FOR_QUERY) return undefined;
  return reply[at + 5];
}

let connectionCount = 0;

class Connection {
  /** named prepared statements are per session in PostgreSQL, and PGlite is one session */
  prefix = `c${++connectionCount}_`;
  /** @type {Set<string>} */
  statements = new Set();
  /** @type {Buffer} */
  buffer = Buffer.alloc(0);
  started = false;
  /** @type {Buffer[]} */
  messages = [];
  running = false;
  closed = false;
  /**
   * the message PGlite is running now: a close waits for it (PGlite runs one at a time)
   * @type {Promise<unknown>}
   */
  inflight = Promise.resolve();
  /** what the session was left in: a connection ending inside a transaction rolls it back */
  status = IDLE;

  /**
   * @param {MessagePort} port
   * @param {Engine} engine
   */
  constructor(port, engine) {
    this.port = port;
    this.engine = engine;
    port.on('message', (/** @type {Uint8Array | string} */ data) => {
      // a string is the API's end of the connection (pglite-engine.ts); bytes are protocol
      if (typeof data === 'string') void this.close();
      else this.receive(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    });
    port.on('close', () => void this.close());
  }

  /** @param {Buffer} chunk */
  receive(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) break;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST) {
          this.send(Uint8Array.of(0x4e)); // 'N': no TLS on a thread's port
          continue;
        }
        if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
          void this.close();
          return;
        }
        this.started = true;
        this.messages.push(message);
        continue;
      }
      if (this.buffer.length < 5) break;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      this.messages.push(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
    }
    if (!this.running) void this.run();
  }

  async run() {
    this.running = true;
    try {
      while (!this.closed && this.messages.length) {
        const message = /** @type {Buffer} */ (this.messages.shift());
        if (message[0] === TERMINATE && this.started) {
          await this.close();
          return;
        }
        await this.engine.lock.acquire(this);
        if (this.closed) {
          this.engine.lock.release(this);
          return;
        }
        const running = execRaw(this.engine.pglite, this.ownNames(message));
        this.inflight = running.catch(() => undefined);
        const reply = await running;
        // closed meanwhile: close() ends the session and lets go of it
        if (this.closed) return;
        // read before sending: the reply's buffer moves to the other thread
        const status = readyStatus(reply);
        if (status !== undefined) this.status = status;
        if (reply.length) this.send(reply);
        const type = message[0];
        const ends = type === SYNC || type === QUERY || !this.isTyped(message);
        if (ends && this.status === IDLE) this.engine.lock.release(this);
      }
    } catch (error) {
      // The engine itself failed (not a query: those come back as ErrorResponse messages).
      console.error('pglite worker:', error);
      await this.close();
    } finally {
      this.running = false;
    }
  }

  /**
   * Each connection's named statements get a prefix of its own: two connections preparing
   * the same name (the users lookup) would otherwise collide in PGlite's one session.
   */
  /** @param {Buffer} message */
  ownNames(message) {
    const type = message[0];
    let at;
    if (type === PARSE) at = 5;
    else if (type === BIND) at = message.indexOf(0, 5) + 1;
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) at = 6;
    else return message;
    const end = message.indexOf(0, at);
    if (end <= at) return message; // the unnamed statement
    const name = `${this.prefix}${message.toString('utf8', at, end)}`;
    if (type === PARSE) this.statements.add(name);
    else if (type === CLOSE) this.statements.delete(name);
    const renamed = Buffer.concat([
      message.subarray(0, at),
      Buffer.from(name, 'utf8'),
      message.subarray(end),
    ]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }

  /** the startup message has no type byte */
  /** @param {Buffer} message */
  isTyped(message) {
    return !(message.length >= 8 && message.readInt32BE(4) === PROTOCOL_3);
  }

  /** @param {Uint8Array<ArrayBuffer>} bytes of a buffer of their own (execRaw's) */
  send(bytes) {
    if (this.closed) return;
    // moved to the API's thread, not cloned
    this.port.postMessage(bytes, [bytes.buffer]);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    this.messages.length = 0;
    this.engine.connections.delete(this);
    this.engine.lock.forget(this);
    this.port.close();
    await this.inflight;
    if (!this.engine.lock.holds(this)) {
      if (!this.statements.size) return;
      await this.engine.lock.acquire(this);
    }
    const pglite = this.engine.pglite;
    try {
      // Gone mid-way: end the extended query it was in and roll back what it began.
      const reply = await execRaw(pglite, SYNC_MESSAGE);
      if (readyStatus(reply) !== IDLE) await execRaw(pglite, query('rollback'));
      // and its prepared statements go with it
      if (this.statements.size) {
        for (const name of this.statements) await execRaw(pglite, closeStatement(name));
        await execRaw(pglite, SYNC_MESSAGE);
      }
    } catch (error) {
      console.error('pglite worker: closing a connection', error);
    } finally {
      this.statements.clear();
      this.engine.lock.release(this);
    }
  }
}

const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);

/** Close (a prepared statement) */
/** @param {string} name */
function closeStatement(name) {
  const body = Buffer.from(`${name}\0`, 'utf8');
  const message = Buffer.alloc(6 + body.length);
  message[0] = CLOSE;
  message.writeInt32BE(5 + body.length, 1);
  message[5] = STATEMENT;
  body.copy(message, 6);
  return message;
}

/** A simple Query message. */
/** @param {string} text */
function query(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * What the engine answers to `message`, as the bytes PostgreSQL wrote, in a buffer of their
 * own. `execProtocolRaw` also parses every answer into messages (for PGlite's own error,
 * notice and LISTEN bookkeeping, which the `pg` driver on the other side does for itself):
 * a third of this thread's time on a page of reminders. The stream variant hands the bytes
 * over unparsed; each chunk is a view of the engine's memory, so it is copied at once.
 * @param {PGlite} pglite
 * @param {Uint8Array} message
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function execRaw(pglite, message) {
  /** @type {Uint8Array<ArrayBuffer>[]} */
  const chunks = [];
  let size = 0;
  await pglite.execProtocolRawStream(message, {
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      size += chunk.length;
    },
  });
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

async function start() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');
  const data = /** @type {EngineWorkerData} */ (workerData);
  /** @type {Engine} */
  let engine;
  try {
    if (data.dataDir) await mkdir(data.dataDir, { recursive: true });
    const pglite = await PGlite.create({
      ...(data.dataDir ? { dataDir: data.dataDir } : {}),
      ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
      // unaccent and pg_trgm: the searches need them
      extensions: { unaccent, pg_trgm },
    });
    // One session serves every connection: generic plans for all, as the PostgreSQL
    // connections get them (client.ts, GENERIC_PLANS).
    await pglite.exec('set plan_cache_mode = force_generic_plan');
    engine = { pglite, lock: new SessionLock(), connections: new Set() };
  } catch (error) {
    /** @type {EngineReply} */
    const failed = { type: 'failed', message: String(error) };
    port.postMessage(failed);
    return;
  }
  const owner = {};
  /** @param {EngineReply} reply @param {ArrayBuffer[]} [transfer] */
  const reply = (reply, transfer) => port.postMessage(reply, transfer);
  port.on('message', (/** @type {EngineRequest} */ request) => {
    if (request.type === 'connect') {
      engine.connections.add(new Connection(request.port, engine));
    } else if (request.type === 'dump') {
      void (async () => {
        await engine.lock.acquire(owner);
        try {
          const blob = await engine.pglite.dumpDataDir('none');
          const data = await blob.arrayBuffer();
          reply({ type: 'dumped', id: request.id, data }, [data]);
        } catch (error) {
          reply({ type: 'dumped', id: request.id, message: String(error) });
        } finally {
          engine.lock.release(owner);
        }
      })();
    } else {
      void (async () => {
        // Each connection ends (rolling back what it left open), then the files are closed:
        // PGlite writes what it holds and leaves the data directory consistent.
        await Promise.all([...engine.connections].map((connection) => connection.close()));
        await engine.lock.acquire(owner);
        await engine.pglite.close();
        reply({ type: 'closed' });
        port.close();
      })();
    }
  });
  reply({ type: 'ready' });
}

void start();
