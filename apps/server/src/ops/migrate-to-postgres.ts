import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../lib/storage.js';
import { contentTypeOf } from '../modules/uploads/index.js';
import { NotEmptyError } from './backup.js';
import type { Installation } from './backup.js';
import { migrateTo } from '../db/migration-level.js';
import { inTransaction } from '../db/session.js';
import {
  databaseIsEmpty,
  digestTables,
  exportDatabase,
  hasAppSchema,
  loadDatabase,
  wipePostgres,
} from '../db/snapshot.js';
import type { TableSnapshot } from '../db/snapshot.js';

export interface MoveReport {
  tables: TableSnapshot[];
  /** files checked (they stay where they are) or copied to the target's storage */
  files: { count: number; bytes: number; copied: boolean };
}

async function sha256Of(body: Readable): Promise<{ sha256: string; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { sha256: hash.digest('hex'), bytes: Buffer.concat(chunks) };
}

/**
 * Copies the embedded database into an empty PostgreSQL: the snapshot at the source's
 * migration level, loaded and compared table by table (row count and sha256) in one
 * transaction, then the later migrations. The source is only read (read-only transaction)
 * and is read again at the end: had anything written to it meanwhile, the move fails,
 * since those writes would be lost. Files stay where they are when the target uses the
 * same disk folder (each is read and counted), or are copied to the target's storage (an
 * S3 bucket) and read back to compare.
 */
export async function migrateToPostgres(
  source: Installation,
  target: { database: Database; storage: FileStorage; sameFiles: boolean },
  log: (line: string) => void = () => undefined,
): Promise<MoveReport> {
  if (target.database.driver !== 'pg') throw new Error('the target must be PostgreSQL');
  if (!(await databaseIsEmpty(target.database)))
    throw new NotEmptyError('the PostgreSQL database is not empty: the move needs an empty one');
  if (await hasAppSchema(target.database)) await wipePostgres(target.database);

  const staging = await mkdtemp(path.join(source.dataDir, '.move-'));
  try {
    log('reading the embedded database');
    const snapshot = await exportDatabase(source.database, staging);
    log(
      `${snapshot.tables.reduce((n, t) => n + t.rows, 0)} rows in ${snapshot.tables.length} tables`,
    );
    await migrateTo(target.database, snapshot.migrations);
    log('writing them to PostgreSQL and comparing every table');
    await loadDatabase(target.database, staging, snapshot);
    await target.database.migrate();

    const again = await inTransaction(source.database, async (session) => {
      await session.query('set transaction isolation level repeatable read, read only');
      return digestTables(session);
    });
    for (const table of snapshot.tables) {
      const now = again.get(table.name);
      if (now?.sha256 !== table.sha256)
        throw new Error(
          `the embedded database changed during the move (${table.name}): stop the server and run it again`,
        );
    }

    let count = 0;
    let bytes = 0;
    for await (const page of source.storage.list()) {
      for (const { key } of page) {
        if (key.endsWith('.partial')) continue;
        const opened = await source.storage.get(key);
        if (!opened) continue;
        const read = await sha256Of(opened.body);
        count += 1;
        bytes += read.bytes.length;
        if (target.sameFiles) continue;
        await target.storage.put(key, read.bytes, contentTypeOf(key));
        const back = await target.storage.get(key);
        if (!back || (await sha256Of(back.body)).sha256 !== read.sha256)
          throw new Error(`${key} does not read back the same from the target storage`);
      }
    }
    log(
      target.sameFiles
        ? `${count} files stay where they are`
        : `${count} files copied and compared`,
    );
    return { tables: snapshot.tables, files: { count, bytes, copied: !target.sameFiles } };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
