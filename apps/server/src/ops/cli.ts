import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import type { Database } from '../db/client.js';
import { loadEnv } from '../env.js';
import type { Env } from '../env.js';
import { createS3Storage } from '../lib/s3-storage.js';
import { createStorage } from '../lib/storage-from-env.js';
import { createDiskStorage } from '../lib/storage.js';
import { adminSocketPath, askServer } from './admin-socket.js';
import { createBackup } from './backup.js';
import type { BackupManifest } from './backup.js';
import { restoreBackup, verifyArchive } from './restore.js';
import type { RestoreTarget } from './restore.js';
import { migrateToPostgres } from './migrate-to-postgres.js';
import { backupFileName } from './scheduled-backups.js';

/**
 * `npm run backup [-- FILE]`, `npm run restore -- FILE [--force] [--check]`,
 * `npm run migrate-to-postgres`: the source and target are chosen by DATA_DIR and
 * DATABASE_URL (and S3_*) exactly as for `npm start`. Returns the exit code.
 */
export type OpsCommand = 'backup' | 'restore' | 'migrate-to-postgres';

export interface OpsOptions {
  env?: Env;
  cwd?: string;
  log?: (line: string) => void;
}

const pgliteDir = (env: Env) => path.join(env.dataDir, 'db');

async function hasPgliteDatabase(env: Env): Promise<boolean> {
  return (await readdir(pgliteDir(env)).catch(() => [] as string[])).length > 0;
}

/** PostgreSQL leaves postmaster.pid while PGlite has the folder open (or after a crash). */
const pgliteLooksOpen = (env: Env) => existsSync(path.join(pgliteDir(env), 'postmaster.pid'));

function summary(manifest: BackupManifest): string {
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/'));
  const bytes = uploads.reduce((n, f) => n + f.size, 0);
  return `${rows} rows in ${manifest.tables.length} tables, ${uploads.length} files (${(bytes / 1048576).toFixed(1)} MiB), migration ${manifest.migrations.lastTag ?? manifest.migrations.count}`;
}

async function backup(env: Env, args: string[], cwd: string, log: (line: string) => void) {
  const file = path.resolve(
    cwd,
    args.find((a) => !a.startsWith('--')) ?? backupFileName(new Date()),
  );
  /** the archive written here, from the database just opened (closed after) */
  const writeFrom = async (database: Database) => {
    try {
      const manifest = await createBackup(
        { database, storage: createStorage(env), dataDir: env.dataDir },
        file,
      );
      log(`backup written: ${file}\n${summary(manifest)}`);
    } finally {
      await database.close();
    }
    return 0;
  };
  if (env.databaseUrl) {
    return writeFrom(await openDatabase({ driver: 'pg', url: env.databaseUrl, poolSize: 2 }));
  }
  const reply = await askServer(adminSocketPath(env.dataDir), { command: 'backup', file });
  if (reply) {
    if (!reply.ok) throw new Error(`the server could not back up: ${reply.message}`);
    log(`backup written by the running server (pid ${reply.pid}): ${file}`);
    if (reply.manifest) log(summary(reply.manifest));
    return 0;
  }
  if (!(await hasPgliteDatabase(env))) throw new Error(`there is no database in ${pgliteDir(env)}`);
  if (pgliteLooksOpen(env))
    throw new Error(
      `${pgliteDir(env)} is open in another process (or its server crashed) and no server answers on ${adminSocketPath(env.dataDir)}: start the server (it recovers the database) and back up again`,
    );
  return writeFrom(await openDatabase({ driver: 'pglite', dataDir: pgliteDir(env) }));
}

async function refuseWhileServerRuns(env: Env, what: string) {
  if (await askServer(adminSocketPath(env.dataDir), { command: 'ping' }, 5000))
    throw new Error(`a server is running on ${env.dataDir}: stop it before ${what}`);
  if (pgliteLooksOpen(env))
    throw new Error(
      `${pgliteDir(env)} is open in another process (or its server crashed): stop it, or start and stop the server once, before ${what}`,
    );
}

function restoreTargetOf(env: Env): RestoreTarget {
  const url = env.databaseUrl;
  const uploadsDir = env.s3 ? undefined : path.join(env.dataDir, 'uploads');
  return {
    driver: url ? 'pg' : 'pglite',
    dataDir: env.dataDir,
    storage: createStorage(env),
    uploadsDir,
    openDatabase: (): Promise<Database> =>
      url
        ? openDatabase({ driver: 'pg', url, poolSize: 2 })
        : openDatabase({ driver: 'pglite', dataDir: pgliteDir(env) }),
  };
}

async function restore(env: Env, args: string[], cwd: string, log: (line: string) => void) {
  const fileArg = args.find((a) => !a.startsWith('--'));
  if (!fileArg) {
    log('usage: npm run restore -- FILE [--force] [--check]');
    return 2;
  }
  const file = path.resolve(cwd, fileArg);
  if (args.includes('--check')) {
    const manifest = await verifyArchive(file, path.dirname(file));
    log(`${file}: good (${manifest.createdAt}, ${summary(manifest)})`);
    return 0;
  }
  if (!env.databaseUrl) await refuseWhileServerRuns(env, 'restoring');
  const manifest = await restoreBackup(file, restoreTargetOf(env), {
    force: args.includes('--force'),
    log,
  });
  log(`restored ${summary(manifest)} into ${env.databaseUrl ? 'PostgreSQL' : env.dataDir}`);
  return 0;
}

async function moveToPostgres(env: Env, log: (line: string) => void) {
  if (!env.databaseUrl) {
    log('set DATABASE_URL to the (empty) PostgreSQL database to move into');
    return 2;
  }
  if (!(await hasPgliteDatabase(env))) throw new Error(`there is no database in ${pgliteDir(env)}`);
  await refuseWhileServerRuns(env, 'moving (writes after the copy would be lost)');
  const source = await openDatabase({ driver: 'pglite', dataDir: pgliteDir(env) });
  const target = await openDatabase({ driver: 'pg', url: env.databaseUrl, poolSize: 2 });
  try {
    const disk = createDiskStorage(path.join(env.dataDir, 'uploads'));
    const report = await migrateToPostgres(
      { database: source, storage: disk, dataDir: env.dataDir },
      {
        database: target,
        storage: env.s3 ? createS3Storage(env.s3) : disk,
        sameFiles: !env.s3,
      },
      log,
    );
    for (const table of report.tables)
      log(
        `  ${table.name.padEnd(28)} ${String(table.rows).padStart(9)} rows  sha256 ${table.sha256.slice(0, 16)}…  equal`,
      );
    log(
      `moved: start the server with this DATABASE_URL${env.s3 ? ' and S3_*' : ''}; ${env.s3 ? `${report.files.count} files copied to the bucket` : `uploads stay in ${path.join(env.dataDir, 'uploads')}`}. ${pgliteDir(env)} was left as it was.`,
    );
  } finally {
    await target.close();
    await source.close();
  }
  return 0;
}

export async function runOps(
  command: OpsCommand,
  args: string[],
  options: OpsOptions = {},
): Promise<number> {
  const log = options.log ?? (() => undefined);
  const cwd = options.cwd ?? process.cwd();
  try {
    const env = options.env ?? loadEnv(undefined, cwd);
    if (command === 'backup') return await backup(env, args, cwd, log);
    if (command === 'restore') return await restore(env, args, cwd, log);
    return await moveToPostgres(env, log);
  } catch (error) {
    log(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
