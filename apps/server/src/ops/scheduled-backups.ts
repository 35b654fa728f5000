import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../lib/clock.js';
import type { Scheduler } from '../lib/scheduler.js';
import { createBackup } from './backup.js';
import type { BackupManifest, Installation } from './backup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Backups of the running app: `scheduler` (server.ts starts it; hourly, it writes one
     * when the newest is a day old, BACKUP_KEEP > 0) and `create` (the admin socket's).
     */
    backups: { scheduler: Scheduler; create(file: string): Promise<BackupManifest> };
  }
}

/** how often the scheduler looks whether a backup is due */
export const BACKUP_CHECK_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const NAME = /^doita-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** `doita-backup-20260101T030000Z.tar.gz`: names sort by time */
export function backupFileName(at: Date): string {
  return `doita-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;
}

function timeOf(name: string): number | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * One run of the daily backup: when the newest archive in `dir` is older than a day
 * (less the checking interval, so the hour does not drift), a new one; then only the newest
 * `keep` are kept, and what a crash left behind (a `.partial`, a staging folder) goes
 * after a day. Returns 1 when it wrote one. Restart-safe: the folder is the memory.
 */
export function createScheduledBackups(options: {
  installation: Installation;
  dir: string;
  keep: number;
  clock: Clock;
}) {
  const { dir, keep, clock } = options;
  return async function runOnce(): Promise<number> {
    if (keep <= 0) return 0;
    await mkdir(dir, { recursive: true });
    const now = clock.now();
    const names = (await readdir(dir)).filter((name) => timeOf(name) !== null).sort();
    const newest = names.at(-1);
    const due = !newest || now.getTime() - (timeOf(newest) ?? 0) >= DAY_MS - BACKUP_CHECK_MS;
    if (due) {
      const name = backupFileName(now);
      await createBackup(options.installation, path.join(dir, name), now);
      if (!names.includes(name)) names.push(name);
    }
    for (const old of names.slice(0, Math.max(0, names.length - keep)))
      await rm(path.join(dir, old), { force: true });
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.partial') && !name.startsWith('.doita-backup-')) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info && now.getTime() - info.mtime.getTime() > DAY_MS)
        await rm(path.join(dir, name), { recursive: true, force: true });
    }
    return due ? 1 : 0;
  };
}
