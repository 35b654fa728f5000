import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import { createDiskStorage } from '../src/lib/storage.js';
import { askServer, startAdminSocket } from '../src/ops/admin-socket.js';
import { NotEmptyError, createBackup } from '../src/ops/backup.js';
import { verifyArchive } from '../src/ops/restore.js';
import { migrateToPostgres } from '../src/ops/migrate-to-postgres.js';
import { backupFileName } from '../src/ops/scheduled-backups.js';
import {
  emptyPostgres,
  expectCountersConsistent,
  expectTablesEqual,
  digestsOf,
  seedCouple,
} from './helpers/ops.js';
import { useTestApp } from './helpers/test-app.js';

describe('scheduled backups', () => {
  let backupDir: string;
  beforeAll(async () => {
    backupDir = await mkdtemp(path.join(tmpdir(), 'doita-backups-'));
  });
  afterAll(() => rm(backupDir, { recursive: true, force: true }));
  const t = useTestApp('pglite', {
    env: {
      get BACKUP_DIR() {
        return backupDir;
      },
      BACKUP_KEEP: '2',
    },
  });

  it('writes one a day, keeps the newest BACKUP_KEEP, and each is a good archive', async () => {
    await seedCouple(t());
    const scheduler = t().app.backups.scheduler;
    expect(await scheduler.runOnce()).toBe(1);
    // an hour later: not due
    t().clock.advance(60 * 60);
    expect(await scheduler.runOnce()).toBe(0);
    for (let day = 0; day < 3; day++) {
      t().clock.advance(24 * 60 * 60);
      expect(await scheduler.runOnce()).toBe(1);
    }
    const names = (await readdir(backupDir)).sort();
    // the clock runs on in real time: compare the days
    const day = (at: number) =>
      backupFileName(new Date(at)).slice(0, 'doita-backup-20260101'.length);
    const now = t().clock.now().getTime();
    expect(names.map((name) => name.slice(0, 'doita-backup-20260101'.length))).toEqual([
      day(now - 24 * 60 * 60_000),
      day(now),
    ]);
    const manifest = await verifyArchive(path.join(backupDir, names[1]!), backupDir);
    expect(manifest.tables.find((table) => table.name === 'memories')?.rows).toBe(2);
  });

  it('is off unless BACKUP_KEEP is set; BACKUP_DIR defaults to DATA_DIR/backups', () => {
    const env = loadEnv({ DATA_DIR: '/srv/doita' });
    expect(env).toMatchObject({ backupKeep: 0, backupDir: '/srv/doita/backups' });
    expect(() => loadEnv({ BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('the admin socket (a running server on the embedded database)', () => {
  const t = useTestApp('pglite');
  it('writes the backup from the server process; a second server is refused', async () => {
    await seedCouple(t());
    const dir = await mkdtemp(path.join(tmpdir(), 'doita-sock-'));
    const socket = path.join(dir, 'admin.sock');
    const close = await startAdminSocket(socket, {
      backup: (file) => t().app.backups.create(file),
    });
    try {
      expect(await askServer(socket, { command: 'ping' })).toMatchObject({ ok: true });
      await expect(
        startAdminSocket(socket, { backup: () => Promise.reject(new Error('no')) }),
      ).rejects.toThrow(/another server/);
      const file = path.join(dir, 'via-socket.tar.gz');
      const reply = await askServer(socket, { command: 'backup', file });
      expect(reply).toMatchObject({ ok: true, manifest: { format: 'doita-backup' } });
      expect((await verifyArchive(file, dir)).tables.length).toBeGreaterThan(10);
      expect(await askServer(socket, { command: 'backup', file: 'relative.tar.gz' })).toMatchObject(
        {
          ok: false,
        },
      );
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
    expect(await askServer(socket, { command: 'ping' })).toBeNull();
  });
});

describe('moving the embedded database to PostgreSQL', () => {
  const t = useTestApp('pglite');
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'copies every table (counts and checksums compared), files stay, the source unchanged; a non-empty target is refused',
    async () => {
      await seedCouple(t());
      const target = await emptyPostgres();
      const storage = createDiskStorage(path.join(t().env.dataDir, 'uploads'));
      const source = { database: t().database, storage, dataDir: t().env.dataDir };
      const before = await digestsOf(t().database);
      const database = await openDatabase({ driver: 'pg', url: target.url, poolSize: 2 });
      try {
        const report = await migrateToPostgres(source, { database, storage, sameFiles: true });
        expect(report.files.count).toBeGreaterThan(0);
        await expectTablesEqual(database, report.tables);
        await expectCountersConsistent(database);
        expect(await digestsOf(database)).toEqual(before);
        expect(await digestsOf(t().database)).toEqual(before);
        await expect(
          migrateToPostgres(source, { database, storage, sameFiles: true }),
        ).rejects.toBeInstanceOf(NotEmptyError);
        // the moved database backs up like any other
        const dir = await mkdtemp(path.join(tmpdir(), 'doita-moved-'));
        const manifest = await createBackup(
          { database, storage, dataDir: dir },
          path.join(dir, 'm.tar.gz'),
        );
        expect(manifest.source.database).toBe('postgres');
        await rm(dir, { recursive: true, force: true });
      } finally {
        await database.close();
        await target.drop();
      }
    },
    180_000,
  );
});
