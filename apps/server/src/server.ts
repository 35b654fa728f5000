import path from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { EnvError, loadEnv } from './env.js';
import type { Env } from './env.js';
import { resolveJwtSecret } from './lib/secrets.js';
import { adminSocketPath, startAdminSocket } from './ops/admin-socket.js';
import type { BackupManifest } from './ops/backup.js';
import { handleShutdownSignals } from './ops/shutdown.js';

/**
 * Start-up: env, database, migrations, app, listen; and a clean, bounded exit on
 * SIGTERM/SIGINT (ops/shutdown.ts).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const jwtSecret = await resolveJwtSecret(env);
  // PGlite: `npm run backup` asks this process over DATA_DIR/admin.sock (ops/admin-socket.ts);
  // opened first, so a second server on the same DATA_DIR stops before touching the database
  const started: { backup?: (file: string) => Promise<BackupManifest> } = {};
  const closeAdminSocket = env.databaseUrl
    ? () => Promise.resolve()
    : await startAdminSocket(adminSocketPath(env.dataDir), {
        backup: (file) => {
          if (!started.backup) throw new Error('the server is starting');
          return started.backup(file);
        },
      });
  const pool = {
    ...(env.db.poolSize ? { poolSize: env.db.poolSize } : {}),
    poolWaitMs: env.db.poolWaitMs,
  };
  // PGlite runs on a thread of its own (db/pglite-worker.mjs), the API's stays free.
  const database = await openDatabase(
    env.databaseUrl
      ? { driver: 'pg', url: env.databaseUrl, ...pool }
      : { driver: 'pglite', dataDir: path.join(env.dataDir, 'db'), ...pool },
  );
  await database.migrate();

  const app = await buildApp({ env, jwtSecret, database });
  started.backup = (file) => app.backups.create(file);
  app.log.info(
    {
      driver: database.driver,
      dataDir: env.dataDir,
      secret: env.jwtSecret ? 'JWT_SECRET' : 'DATA_DIR/secrets.json',
    },
    'database migrated',
  );

  warnOfMallocSettings(env, app.log);
  handleShutdownSignals({
    server: app.server,
    log: app.log,
    // app.close() stops accepting, ends the event streams, lets running requests finish,
    // then runs the onClose hooks
    close: () =>
      closeAdminSocket()
        .then(() => app.close())
        .then(() => database.close()),
    exit: (code) => process.exit(code),
  });

  await app.listen({ port: env.port, host: env.host });
  // Due reminders, at once (catching up after downtime), then every SCHEDULER_INTERVAL_MS.
  app.reminderScheduler.start();
  // Letters whose day has come: their recipients are told, at once and then as often.
  app.letterOpenings.start();
  // BACKUP_KEEP > 0: hourly look, a backup when the newest is a day old
  app.backups.scheduler.start();
  // What has been in the trash 30 days goes for good, at once and then every hour.
  app.trashPurge.start();
  app.log.info(`Đôi Ta is up: ${env.publicUrl} (API docs: ${env.publicUrl}/api/docs)`);
}

/**
 * glibc gives each thread that allocates an arena of its own, and serves large blocks from
 * them once a freed one has raised its mmap threshold: a burst of large image decodes stayed
 * fragmented across the image library's threads, and the process kept ~25-40% more memory
 * long after. Two arenas and a fixed 128 KB threshold (large blocks mapped, so given back as
 * they are freed) keep it within 1.2x of idle. glibc reads these only as the process starts:
 * `npm start` sets them; a process started otherwise is told.
 */
function warnOfMallocSettings(env: Env, log: { warn: (message: string) => void }): void {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (report.header?.glibcVersionRuntime && (!env.malloc?.arenaMax || !env.malloc.mmapThreshold)) {
    log.warn(
      'MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072 are not both set: image bursts ' +
        'leave memory behind (docs/deploy.md, "Memory")',
    );
  }
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad environment): stderr is all there is.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
