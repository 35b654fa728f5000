import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './client.js';
import { MIGRATIONS_DIR } from './client.js';
import type { Session } from './session.js';

/** Which of the app's migrations a database (or an archive of one) has run. */
export interface MigrationLevel {
  /** how many of apps/server/drizzle's migrations had run */
  count: number;
  /** the last one's journal time (drizzle's `created_at`), null before any */
  lastCreatedAt: number | null;
  lastTag: string | null;
}

export async function migrationLevel(session: Session): Promise<MigrationLevel> {
  const [exists] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { count: 0, lastCreatedAt: null, lastTag: null };
  const rows = await session.query<{ created: string }>(
    `select created_at::text as created from drizzle.__drizzle_migrations order by created_at`,
  );
  const last = rows.at(-1);
  const lastCreatedAt = last ? Number(last.created) : null;
  const journal = await readJournal();
  return {
    count: rows.length,
    lastCreatedAt,
    lastTag: journal.find((entry) => entry.when === lastCreatedAt)?.tag ?? null,
  };
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

async function readJournal(folder = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  const text = await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * The app's migrations up to a level, as a folder of their own (the journal cut there),
 * so a restore builds the schema the archive was taken at, loads it, then runs the rest:
 * data written by an older version goes through the same migrations as a live upgrade.
 */
export async function migrateTo(database: Database, level: MigrationLevel): Promise<void> {
  const journal = await readJournal();
  if (level.count === 0) return;
  const index = journal.findIndex((entry) => entry.when === level.lastCreatedAt);
  if (index === -1 || index + 1 !== level.count)
    throw new Error(
      `the archive was taken at migration ${level.lastTag ?? level.lastCreatedAt} (${level.count}), which this version does not have: restore it with the version that wrote it, or a newer one`,
    );
  if (index === journal.length - 1) {
    await database.migrate();
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'doita-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const kept = journal.slice(0, index + 1);
    for (const entry of kept)
      await copyFile(
        path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    const full = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as Record<string, unknown>;
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...full, entries: kept }),
    );
    await database.migrate({ migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
