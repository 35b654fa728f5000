import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../lib/storage.js';
import type { MigrationLevel } from '../db/migration-level.js';
import { exportDatabase } from '../db/snapshot.js';
import type { SequenceSnapshot, TableSnapshot } from '../db/snapshot.js';
import { createTarGzWriter } from './tar.js';

/**
 * One archive (.tar.gz) of the whole installation:
 *   db/<table>.jsonl    every table of the database (snapshot.ts), one consistent snapshot
 *   uploads/<key>       every stored file (photos: originals and renditions), byte for byte
 *   data/secrets.json   the generated JWT secret and VAPID keys, when DATA_DIR has them
 *   manifest.json       last: format, when, source, migration level, per-table row counts
 *                       and sha256, and the size and sha256 of every other entry
 */
export const BACKUP_FORMAT = 'doita-backup';
export const BACKUP_VERSION = 1;

export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: { database: 'pglite' | 'postgres'; storage: 'disk' | 's3' };
  migrations: MigrationLevel;
  tables: TableSnapshot[];
  sequences: SequenceSnapshot[];
  files: ArchivedFile[];
}

/** Where an installation keeps its things: the database, the uploads, DATA_DIR. */
export interface Installation {
  database: Database;
  storage: FileStorage;
  dataDir: string;
}

/** An archive that is not what its manifest says (or has no manifest): nothing was changed. */
export class CorruptArchiveError extends Error {}
/** A target that already holds data, without --force: nothing was changed. */
export class NotEmptyError extends Error {}

/** DATA_DIR's generated secrets, archived as data/secrets.json */
export const SECRETS = 'secrets.json';

export async function* hashing(
  body: AsyncIterable<Buffer | Uint8Array>,
  hash: ReturnType<typeof createHash>,
) {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Writes the archive while the app runs. Uploads are copied before the database snapshot
 * and once more after it (the files of uploads made meanwhile), so every upload row of the
 * snapshot finds its files; an upload deleted meanwhile leaves a file no row names, which the
 * upload sweep removes after a restore. Written aside and renamed: FILE is whole or absent.
 */
export async function createBackup(
  source: Installation,
  file: string,
  now: Date = new Date(),
): Promise<BackupManifest> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  const staging = await mkdtemp(path.join(path.dirname(target), '.doita-backup-'));
  const tar = createTarGzWriter(partial);
  const files: ArchivedFile[] = [];
  const copied = new Set<string>();

  const copyUploads = async () => {
    for await (const page of source.storage.list()) {
      for (const { key } of page) {
        if (copied.has(key) || key.endsWith('.partial')) continue;
        const opened = await source.storage.get(key);
        if (!opened) continue; // deleted since it was listed
        const hash = createHash('sha256');
        await tar.add(`uploads/${key}`, opened.size, hashing(opened.body, hash));
        copied.add(key);
        files.push({ path: `uploads/${key}`, size: opened.size, sha256: hash.digest('hex') });
      }
    }
  };

  try {
    await copyUploads();
    const snapshot = await exportDatabase(source.database, staging);
    for (const table of snapshot.tables) {
      const staged = path.join(staging, `${table.name}.jsonl`);
      const { size } = await stat(staged);
      await tar.addFile(`db/${table.name}.jsonl`, staged, size);
      files.push({ path: `db/${table.name}.jsonl`, size, sha256: table.sha256 });
    }
    await copyUploads();
    const secrets = await readFile(path.join(source.dataDir, SECRETS)).catch(() => null);
    if (secrets) {
      await tar.addBuffer(`data/${SECRETS}`, secrets);
      files.push({
        path: `data/${SECRETS}`,
        size: secrets.length,
        sha256: createHash('sha256').update(secrets).digest('hex'),
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      source: {
        database: source.database.driver === 'pg' ? 'postgres' : 'pglite',
        storage: source.storage.kind,
      },
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
    };
    await tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    await rename(partial, target);
    return manifest;
  } catch (error) {
    tar.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
