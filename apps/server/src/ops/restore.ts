import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../lib/storage.js';
import { isSafeKey } from '../lib/storage.js';
import { contentTypeOf } from '../modules/uploads/index.js';
import { migrateTo } from '../db/migration-level.js';
import { databaseIsEmpty, hasAppSchema, loadDatabase, wipePostgres } from '../db/snapshot.js';
import type { DatabaseSnapshot } from '../db/snapshot.js';
import { readTarGz, writeAll } from './tar.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CorruptArchiveError,
  NotEmptyError,
  SECRETS,
  hashing,
} from './backup.js';
import type { BackupManifest } from './backup.js';

/**
 * Restoring an archive written by backup.ts: unpacked and checked entry by entry against
 * its manifest before anything is changed, then the database loaded at the archive's
 * migration level and migrated on, the files stored, the secrets put back.
 */

/** What may be in an archive, and nothing else: no absolute path, no `..`, no other folder. */
function entryAllowed(name: string): boolean {
  if (name === 'manifest.json' || name === `data/${SECRETS}`) return true;
  if (/^db\/[a-z_][a-z0-9_]{0,62}\.jsonl$/.test(name)) return true;
  return name.startsWith('uploads/') && isSafeKey(name.slice('uploads/'.length));
}

function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new CorruptArchiveError('the archive manifest is not JSON');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new CorruptArchiveError('this is not a Đôi Ta backup');
  const version: unknown = manifest.version;
  if (version !== BACKUP_VERSION)
    throw new CorruptArchiveError(
      `backup format version ${String(version)} is not supported (this version reads ${String(BACKUP_VERSION)})`,
    );
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.tables))
    throw new CorruptArchiveError('the archive manifest is incomplete');
  return manifest;
}

export interface VerifiedArchive {
  manifest: BackupManifest;
  /** where its entries now are, by archive path */
  dir: string;
}

/**
 * Unpacks an archive into `dir`, checking every entry's size and sha256 against the
 * manifest; an entry the manifest does not list, one it lists that is missing, a bad
 * checksum, a path outside the layout: CorruptArchiveError (the caller removes `dir`).
 */
export async function unpackArchive(file: string, dir: string): Promise<VerifiedArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  let input: Readable;
  try {
    await stat(file);
    input = createReadStream(file);
  } catch {
    throw new Error(`no such archive: ${file}`);
  }
  try {
    for await (const entry of readTarGz(input)) {
      if (!entryAllowed(entry.name))
        throw new CorruptArchiveError(`the archive holds an unexpected entry: ${entry.name}`);
      if (seen.has(entry.name) || (entry.name === 'manifest.json' && manifestText !== null))
        throw new CorruptArchiveError(`the archive holds ${entry.name} twice`);
      if (entry.name === 'manifest.json') {
        if (entry.size > 64 * 1024 * 1024)
          throw new CorruptArchiveError('the manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const out = path.join(dir, entry.name);
      await mkdir(path.dirname(out), { recursive: true });
      const hash = createHash('sha256');
      const stream = createWriteStream(out, { mode: 0o600 });
      await writeAll(hashing(entry.body, hash) as AsyncIterable<Buffer>, stream);
      stream.end();
      await once(stream, 'close');
      seen.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof CorruptArchiveError) throw error;
    throw new CorruptArchiveError(
      `the archive cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (manifestText === null) throw new CorruptArchiveError('the archive has no manifest.json');
  const manifest = parseManifest(manifestText);
  const listed = new Set<string>();
  for (const expected of manifest.files) {
    const got = seen.get(expected.path);
    if (!got) throw new CorruptArchiveError(`the archive is missing ${expected.path}`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256)
      throw new CorruptArchiveError(`${expected.path} does not match its checksum`);
    listed.add(expected.path);
  }
  for (const name of seen.keys())
    if (!listed.has(name)) throw new CorruptArchiveError(`${name} is not in the manifest`);
  for (const table of manifest.tables) {
    const entry = manifest.files.find((f) => f.path === `db/${table.name}.jsonl`);
    if (!entry || entry.sha256 !== table.sha256)
      throw new CorruptArchiveError(`table ${table.name} does not match its checksum`);
  }
  return { manifest, dir };
}

/** Checks an archive through and through without restoring it (`npm run restore -- FILE --check`). */
export async function verifyArchive(file: string, scratch: string): Promise<BackupManifest> {
  const dir = await mkdtemp(path.join(scratch, '.doita-verify-'));
  try {
    return (await unpackArchive(file, dir)).manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The target of a restore: the database is opened (not migrated) by the restore itself. */
export interface RestoreTarget {
  driver: 'pglite' | 'pg';
  dataDir: string;
  storage: FileStorage;
  /** DATA_DIR/uploads when the storage is the disk: files are moved there, not copied */
  uploadsDir: string | undefined;
  openDatabase(): Promise<Database>;
}

export interface RestoreOptions {
  force?: boolean;
  log?: (line: string) => void;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

async function dirHasEntries(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.length > 0;
}

async function storageHasFiles(storage: FileStorage): Promise<boolean> {
  for await (const page of storage.list()) if (page.length) return true;
  return false;
}

/** Whether the target holds anything (rows in any table, or any stored file). */
export async function targetState(target: RestoreTarget): Promise<{
  rows: boolean;
  schema: boolean;
  files: boolean;
}> {
  const files = await storageHasFiles(target.storage);
  if (target.driver === 'pglite' && !(await dirHasEntries(pgliteDir(target.dataDir))))
    return { rows: false, schema: false, files };
  const database = await target.openDatabase();
  try {
    const rows = !(await databaseIsEmpty(database));
    const schema = await hasAppSchema(database);
    return { rows, schema, files };
  } finally {
    await database.close();
  }
}

/**
 * Brings an empty target to exactly the archive's state: the archive is unpacked and
 * verified first (a bad one changes nothing), then the schema is built to the archive's
 * migration level, the rows loaded and compared in one transaction, the later migrations
 * run, and the files put in place. A target holding data is refused unless `force`, which
 * wipes it first (the database's tables and the stored files; other DATA_DIR files stay).
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const state = await targetState(target);
  if ((state.rows || state.files) && !options.force)
    throw new NotEmptyError(
      `the target is not empty (${[state.rows ? 'the database has rows' : '', state.files ? 'there are stored files' : ''].filter(Boolean).join(', ')}): restore refuses to overwrite it; --force wipes it first`,
    );

  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  const moved: string[] = [];
  try {
    log(`checking ${file}`);
    const { manifest } = await unpackArchive(file, staging);
    log(
      `archive of ${manifest.createdAt}: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows, ${manifest.files.filter((f) => f.path.startsWith('uploads/')).length} files, checksums good`,
    );

    await wipeTarget(target, state, log);
    await loadAt(target, manifest, path.join(staging, 'db'), log);
    await putFiles(target, manifest, staging, moved, log);
    log('restored');
    return manifest;
  } catch (error) {
    for (const file of moved) await rm(file, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A target holding data (with --force): its database and its stored files emptied. */
async function wipeTarget(
  target: RestoreTarget,
  state: Awaited<ReturnType<typeof targetState>>,
  log: (line: string) => void,
) {
  if (state.schema || state.rows) {
    log('wiping the target database');
    if (target.driver === 'pglite')
      await rm(pgliteDir(target.dataDir), { recursive: true, force: true });
    else {
      const database = await target.openDatabase();
      try {
        await wipePostgres(database);
      } finally {
        await database.close();
      }
    }
  }
  if (state.files) {
    log('wiping the stored files');
    for await (const page of target.storage.list())
      await target.storage.delete(page.map((f) => f.key));
  }
}

/** The schema at the archive's migration level, its rows loaded and checked, then migrated on. */
async function loadAt(
  target: RestoreTarget,
  manifest: BackupManifest,
  dbDir: string,
  log: (line: string) => void,
) {
  const database = await target.openDatabase();
  try {
    const snapshot: DatabaseSnapshot = {
      tables: manifest.tables,
      sequences: manifest.sequences,
      migrations: manifest.migrations,
    };
    await migrateTo(database, manifest.migrations);
    log('loading the database');
    await loadDatabase(database, dbDir, snapshot);
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * The archive's files put in place (moved on disk, or stored), each moved path added to
 * `moved` (a failure takes them back out), then DATA_DIR's secrets (the old ones kept aside).
 */
async function putFiles(
  target: RestoreTarget,
  manifest: BackupManifest,
  staging: string,
  moved: string[],
  log: (line: string) => void,
) {
  log('putting the files in place');
  for (const entry of manifest.files) {
    if (!entry.path.startsWith('uploads/')) continue;
    const key = entry.path.slice('uploads/'.length);
    const from = path.join(staging, entry.path);
    if (target.uploadsDir) {
      const to = path.join(target.uploadsDir, key);
      await mkdir(path.dirname(to), { recursive: true });
      await rename(from, to);
      moved.push(to);
    } else {
      await target.storage.put(key, { file: from }, contentTypeOf(key));
    }
  }
  const secrets = manifest.files.find((f) => f.path === `data/${SECRETS}`);
  if (secrets) {
    const current = path.join(target.dataDir, SECRETS);
    const existing = await readFile(current).catch(() => null);
    if (existing) await writeFile(`${current}.before-restore`, existing, { mode: 0o600 });
    await writeFile(current, await readFile(path.join(staging, secrets.path)), { mode: 0o600 });
  }
}
