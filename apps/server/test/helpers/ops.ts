import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import type { Database } from '../../src/db/client.js';
import { createDiskStorage } from '../../src/lib/storage.js';
import type { FileStorage } from '../../src/lib/storage.js';
import type { RestoreTarget } from '../../src/ops/restore.js';
import { inTransaction, sessionOf } from '../../src/db/session.js';
import { digestTables } from '../../src/db/snapshot.js';
import type { TableSnapshot } from '../../src/db/snapshot.js';
import { connectedPair } from './couple.js';
import { createPost, addComment } from './blog.js';
import { jpegWithExif, png, uploadImage } from './images.js';
import { createMemory } from './memories.js';
import { createReminder } from './reminders.js';
import type { TestApp } from './test-app.js';

/** A PostgreSQL database of its own, empty (not migrated), dropped by `drop()`. */
export async function emptyPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ops_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export function restoreTarget(
  dataDir: string,
  postgresUrl?: string,
  storage?: FileStorage,
): RestoreTarget {
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    driver: postgresUrl ? 'pg' : 'pglite',
    dataDir,
    storage: storage ?? createDiskStorage(uploadsDir),
    uploadsDir: storage ? undefined : uploadsDir,
    openDatabase: (): Promise<Database> =>
      postgresUrl
        ? openDatabase({ driver: 'pg', url: postgresUrl, poolSize: 2 })
        : openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') }),
  };
}

/** Every kind of item: Vietnamese and emoji text, photos (PNG, JPEG with EXIF), private items, drafts, comments, a lunar reminder. */
export async function seedCouple(ctx: TestApp) {
  const { a, b, couple } = await connectedPair(ctx);
  const photo = await uploadImage(ctx, a, await jpegWithExif(900, 600));
  const drawing = await uploadImage(ctx, b, await png(80, 60));
  await createMemory(ctx, a, {
    title: 'Đà Lạt mộng mơ 🌸',
    description: 'Sương sớm, đồi thông, cà phê 😍',
    images: [photo.id],
  });
  await createMemory(ctx, b, { title: 'Bí mật của em 🤫', isPrivate: true, images: [drawing.id] });
  const published = await createPost(ctx, a, {
    title: 'Mùa hoa dã quỳ',
    status: 'published',
    privacy: 'couple',
  });
  await createPost(ctx, b, { title: 'Bản nháp: Hội An 🏮' });
  await addComment(ctx, b, published.id, 'Đẹp quá anh ơi! ❤️');
  await createReminder(ctx, a, { title: 'Kỷ niệm ngày cưới 💍' });
  return { a, b, couple };
}

/** Table digests of a database, read as a backup reads them. */
export function digestsOf(database: Database) {
  return inTransaction(database, (session) => digestTables(session));
}

/** The database's digests equal the archive's, table by table (count and sha256 of the rows' bytes). */
export async function expectTablesEqual(database: Database, tables: TableSnapshot[]) {
  const digests = await digestsOf(database);
  expect(Object.fromEntries(digests)).toEqual(
    Object.fromEntries(tables.map((t) => [t.name, { rows: t.rows, sha256: t.sha256 }])),
  );
}

/** Counters kept by triggers agree with the rows they count (none doubled by a load). */
export async function expectCountersConsistent(database: Database) {
  const session = sessionOf(database.db);
  const [memories] = await session.query<{ counted: string; kept: string }>(
    `select (select count(*) from memories)::text as counted,
            (select coalesce(sum(count), 0) from memory_counts)::text as kept`,
  );
  expect(memories?.kept).toBe(memories?.counted);
}

export const bytesOf = (file: string) => readFile(file);
