import fp from 'fastify-plugin';
import { createBackup } from '../ops/backup.js';
import { BACKUP_CHECK_MS, createScheduledBackups } from '../ops/scheduled-backups.js';
import { createScheduler } from '../lib/scheduler.js';

/**
 * `app.backups`: daily backups (BACKUP_KEEP > 0), started by server.ts (tests call
 * runOnce()), and `create` for the admin socket's `npm run backup`.
 */
export const backupsPlugin = fp(
  (app, _options, done) => {
    const { database, storage, env, clock } = app.core;
    const installation = { database, storage, dataDir: env.dataDir };
    const scheduler = createScheduler({
      intervalMs: env.backupKeep > 0 ? BACKUP_CHECK_MS : 0,
      task: createScheduledBackups({
        installation,
        dir: env.backupDir,
        keep: env.backupKeep,
        clock,
      }),
      onError: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
    });
    app.decorate('backups', {
      scheduler,
      create: (file: string) => createBackup(installation, file, clock.now()),
    });
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
    done();
  },
  { name: 'backups', fastify: '5.x', dependencies: ['core'] },
);
