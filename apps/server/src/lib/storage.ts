import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live: the local disk under DATA_DIR/uploads by default,
 * an S3-compatible bucket when S3_* is set (lib/s3-storage.ts). Keys are
 * `<upload id>/<name>`; metadata (who, sizes) lives in the database.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Bytes in memory, or a file on disk (a video: up to 200 MB, streamed from where it was
   * received, never read into memory whole). The file stays where it was.
   */
  put(key: string, body: PutBody, contentType: string): Promise<void>;
  /**
   * null when there is no such file. With a `range` (inclusive byte offsets, within the
   * file), `body` is those bytes only; `size` is always the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  delete(keys: string[]): Promise<void>;
  /**
   * Every stored file, a page at a time (the sweep's look for files no row points at);
   * `modifiedAt` tells a file being written now from one a crash left behind.
   */
  list(): AsyncIterable<StoredFile[]>;
}

/** What `put` stores: bytes, or a file's path. */
export type PutBody = Buffer | { file: string };

/** Inclusive byte offsets, as HTTP's Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** the upload id a key belongs to (its folder) */
export const uploadIdOfKey = (key: string) => key.slice(0, key.indexOf('/'));

/** Keys come from our own ids and names; anything else is refused, never resolved. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_.-]{1,64}$/;
const SAFE_FOLDER = /^[A-Za-z0-9_-]{1,64}$/;
const LIST_PAGE = 500;

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file. The aside name is
      // random, so two writes of one key (or two processes) never share it.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await copyFile(body.file, partial);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file, range), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = resolve(key);
        await rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // An upload's folder goes with its last file.
      for (const folder of folders) await rmdir(folder).catch(() => undefined);
    },
    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      let page: StoredFile[] = [];
      for (const folder of folders) {
        if (!folder.isDirectory() || !SAFE_FOLDER.test(folder.name)) continue;
        const names = await readdir(path.join(root, folder.name)).catch(() => [] as string[]);
        for (const name of names) {
          const key = `${folder.name}/${name}`;
          if (!SAFE_KEY.test(key)) continue;
          const info = await stat(path.join(root, key)).catch(() => null);
          if (info?.isFile()) page.push({ key, modifiedAt: info.mtime });
        }
        if (page.length >= LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
  };
}
