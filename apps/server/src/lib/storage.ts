import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live: the local disk under DATA_DIR/uploads by default,
 * an S3-compatible bucket when S3_* is set (lib/s3-storage.ts). Keys are
 * `<upload id>/<name>`; metadata (who, sizes) lives in the database.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(keys: string[]): Promise<void>;
}

/** Keys come from our own ids and names; anything else is refused, never resolved. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_.-]{1,64}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
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
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
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
  };
}
