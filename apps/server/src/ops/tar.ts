import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The smallest tar (POSIX ustar) writer and reader the backups need, over gzip, streaming
 * both ways (a photo library never sits in memory). Only regular files are written or read:
 * a link, a device or an extended header in an archive is refused, never followed.
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // what 11 octal digits hold (8 GiB)

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** ustar splits a long path into a prefix (155 bytes) and a name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`path too long for the archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new Error(`file too large for the archive: ${name}`);
  const { prefix, base } = splitName(name);
  const block = Buffer.alloc(BLOCK);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

export interface TarWriter {
  /** one file whose size is known before its bytes (the header comes first) */
  add(
    name: string,
    size: number,
    body: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>,
  ): Promise<void>;
  addBuffer(name: string, body: Buffer): Promise<void>;
  addFile(name: string, file: string, size: number): Promise<void>;
  /** the end-of-archive blocks, then waits for the file to be written */
  finish(): Promise<void>;
  /** on failure: stops writing (the caller removes the file) */
  abort(): void;
}

export function createTarGzWriter(file: string): TarWriter {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  gzip.on('error', fail);
  out.on('error', fail);

  const write = async (chunk: Buffer | Uint8Array) => {
    if (failure) throw failure;
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };

  const add = async (
    name: string,
    size: number,
    body: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>,
  ) => {
    await write(header(name, size, new Date()));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      await write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await write(Buffer.alloc(padding));
  };

  return {
    add,
    addBuffer: (name, body) => add(name, body.length, [body]),
    addFile: (name, path, size) => add(name, size, createReadStream(path)),
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      const closed = once(out, 'close');
      gzip.end();
      await closed;
      if (failure) throw failure;
    },
    abort() {
      gzip.unpipe(out);
      gzip.destroy();
      out.destroy();
    },
  };
}

/** Reads exactly n bytes at a time from a stream of chunks. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number): Promise<void> {
    while (this.pending.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else
        this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    }
  }

  /** null at a clean end; throws on a cut-off block */
  async read(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.pending.length === 0) return null;
    if (this.pending.length < n) throw new Error('the archive is cut off');
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  async *stream(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.pending.length === 0) await this.fill(1);
      if (this.pending.length === 0) throw new Error('the archive is cut off');
      const take = Math.min(left, this.pending.length);
      const out = this.pending.subarray(0, take);
      this.pending = this.pending.subarray(take);
      left -= take;
      yield out;
    }
  }
}

/** the first chunk of a stream (a ByteReader stream keeps the rest for the next call) */
async function takeOne(stream: AsyncGenerator<Buffer>): Promise<[Buffer]> {
  const next = await stream.next();
  if (next.done) throw new Error('the archive is cut off');
  return [next.value];
}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number): number {
  const text = readString(block, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('the archive has a damaged header');
  return parseInt(text, 8);
}

export interface TarEntry {
  name: string;
  size: number;
  /** must be read to its end (or the entry is skipped by the reader) */
  body: AsyncIterable<Buffer>;
}

/**
 * The regular files of a .tar.gz, in archive order. Each entry's body must be consumed
 * before the next entry is asked for. Anything but a regular file or a directory is refused.
 */
export async function* readTarGz(input: Readable): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  try {
    for (;;) {
      const block = await reader.read(BLOCK);
      if (!block || block.every((byte) => byte === 0)) return;
      const stored = readOctal(block, 148, 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
      if (sum !== stored) throw new Error('the archive has a damaged header');
      const base = readString(block, 0, 100);
      const prefix =
        block.subarray(257, 262).toString('ascii') === 'ustar' ? readString(block, 345, 155) : '';
      const name = prefix ? `${prefix}/${base}` : base;
      const size = readOctal(block, 124, 12);
      const type = String.fromCharCode(block[156] ?? 0);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === '5') {
        if (size) for await (const _ of reader.stream(size + padding));
        continue;
      }
      if (type !== '0' && type !== '\0')
        throw new Error(`the archive holds something other than files: ${name}`);
      // counted as the caller takes chunks, so what it leaves unread is skipped exactly
      let left = size;
      const body = {
        async *[Symbol.asyncIterator]() {
          while (left > 0) {
            const [chunk] = await takeOne(reader.stream(Math.min(left, 1 << 20)));
            left -= chunk.length;
            yield chunk;
          }
        },
      };
      yield { name, size, body };
      if (left > 0) for await (const _ of reader.stream(left));
      if (padding) await reader.read(padding);
    }
  } finally {
    input.unpipe(gunzip);
    gunzip.destroy();
    if ('destroy' in input) input.destroy();
  }
}

/** pipes an async iterable into a writable, honouring back-pressure */
export async function writeAll(body: AsyncIterable<Buffer>, out: Writable): Promise<void> {
  for await (const chunk of body) if (!out.write(chunk)) await once(out, 'drain');
}
