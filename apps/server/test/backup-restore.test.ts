import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { createDiskStorage } from '../src/lib/storage.js';
import { CorruptArchiveError, NotEmptyError, createBackup } from '../src/ops/backup.js';
import { restoreBackup } from '../src/ops/restore.js';
import type { BackupManifest } from '../src/ops/backup.js';
import { sessionOf } from '../src/db/session.js';
import { createTarGzWriter, readTarGz } from '../src/ops/tar.js';
import { connectedPair } from './helpers/couple.js';
import { png, uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import {
  emptyPostgres,
  expectCountersConsistent,
  expectTablesEqual,
  restoreTarget,
  seedCouple,
} from './helpers/ops.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const sourceOf = (ctx: TestApp) => ({
  database: ctx.database,
  storage: createDiskStorage(path.join(ctx.env.dataDir, 'uploads')),
  dataDir: ctx.env.dataDir,
});

/** Rewrites an archive entry by entry, `edit` deciding each entry's new bytes (or dropping it). */
async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, bytes: Buffer) => { name: string; bytes: Buffer } | null,
) {
  const out = createTarGzWriter(to);
  for await (const entry of readTarGz(createReadStream(from))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const next = edit(entry.name, Buffer.concat(chunks));
    if (next) await out.addBuffer(next.name, next.bytes);
  }
  await out.finish();
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  return out.sort();
}

describeEachEngine('backup and restore', (engine) => {
  const t = useTestApp(engine);
  let scratch: string;
  let archive: string;
  let manifest: BackupManifest;
  const dropLater: (() => Promise<void>)[] = [];

  /** A target like the source's engine: a new DATA_DIR, and a new PostgreSQL database on postgres. */
  async function freshTarget() {
    const dataDir = await mkdtemp(path.join(scratch, 'target-'));
    if (engine === 'pglite') return restoreTarget(dataDir);
    const pgTarget = await emptyPostgres();
    dropLater.push(pgTarget.drop);
    return restoreTarget(dataDir, pgTarget.url);
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'doita-ops-test-'));
    await seedCouple(t());
  });
  afterAll(async () => {
    for (const drop of dropLater) await drop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('backs up while writes are running; a restore into an empty place is that archive, every table and file byte for byte', async () => {
    const { a, b } = await connectedPair(t());
    let writing = true;
    const writes = (async () => {
      let i = 0;
      while (writing && i < 40) {
        i += 1;
        const image = await uploadImage(t(), i % 2 ? a : b, await png(40 + i, 30));
        await createMemory(t(), i % 2 ? a : b, {
          title: `Viết trong lúc sao lưu ${i} ✨`,
          images: [image.id],
        });
      }
      return i;
    })();
    // let some writes land first, so the backup runs in the middle of them
    await new Promise((resolve) => setTimeout(resolve, 300));
    archive = path.join(scratch, 'backup.tar.gz');
    manifest = await createBackup(sourceOf(t()), archive);
    writing = false;
    expect(await writes).toBeGreaterThan(0);

    expect(manifest).toMatchObject({
      format: 'doita-backup',
      version: 1,
      source: { database: engine === 'pglite' ? 'pglite' : 'postgres', storage: 'disk' },
    });
    expect(manifest.migrations.count).toBeGreaterThan(0);
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables.users).toBeGreaterThanOrEqual(4);
    expect(tables.memories).toBeGreaterThanOrEqual(2);

    const target = await freshTarget();
    await restoreBackup(archive, target);
    const restored = await target.openDatabase();
    try {
      await expectTablesEqual(restored, manifest.tables);
      await expectCountersConsistent(restored);
      // every upload row of the snapshot has its files, byte for byte those of the source
      const ids = (
        await sessionOf(restored.db).query<{ id: string }>('select id from uploads')
      ).map((row) => row.id);
      expect(ids.length).toBeGreaterThan(0);
      const restoredFiles = await listFiles(target.uploadsDir!);
      for (const id of ids) expect(restoredFiles.some((f) => f.startsWith(`${id}/`))).toBe(true);
    } finally {
      await restored.close();
    }
    const archivedUploads = manifest.files.filter((f) => f.path.startsWith('uploads/'));
    expect(await listFiles(target.uploadsDir!)).toEqual(
      archivedUploads.map((f) => f.path.slice('uploads/'.length)).sort(),
    );
    for (const file of archivedUploads) {
      const key = file.path.slice('uploads/'.length);
      expect(
        (await readFile(path.join(target.uploadsDir!, key))).equals(
          await readFile(path.join(t().env.dataDir, 'uploads', key)),
        ),
      ).toBe(true);
    }
  }, 180_000);

  it('refuses a target that holds data, and with force wipes it and restores', async () => {
    const target = await freshTarget();
    await restoreBackup(archive, target);
    await expect(restoreBackup(archive, target)).rejects.toBeInstanceOf(NotEmptyError);

    // change the target, then force: it is the archive again, the change gone
    const database = await target.openDatabase();
    await database.db.execute(sql`delete from memories where true`);
    await database.close();
    await mkdir(path.join(target.uploadsDir!, 'stray'), { recursive: true });
    await writeFile(path.join(target.uploadsDir!, 'stray', 'original.png'), 'not from the archive');
    await restoreBackup(archive, target, { force: true });
    const again = await target.openDatabase();
    try {
      await expectTablesEqual(again, manifest.tables);
      await expectCountersConsistent(again);
    } finally {
      await again.close();
    }
    expect(await listFiles(target.uploadsDir!)).not.toContain('stray/original.png');
  }, 180_000);

  it('refuses an archive whose bytes do not match their checksums, and changes nothing', async () => {
    const target = await freshTarget();
    const tampered = path.join(scratch, 'tampered.tar.gz');
    const photo = manifest.files.find((f) => f.path.startsWith('uploads/'))!;
    await rewriteArchive(archive, tampered, (name, bytes) => {
      if (name !== photo.path) return { name, bytes };
      const copy = Buffer.from(bytes);
      copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 0xff;
      return { name, bytes: copy };
    });
    await expect(restoreBackup(tampered, target)).rejects.toThrow(/does not match its checksum/);

    const rowEdited = path.join(scratch, 'row-edited.tar.gz');
    await rewriteArchive(archive, rowEdited, (name, bytes) =>
      name === 'db/users.jsonl'
        ? { name, bytes: Buffer.from(bytes.toString('utf8').replace('An', 'Kẻ gian')) }
        : { name, bytes },
    );
    await expect(restoreBackup(rowEdited, target)).rejects.toBeInstanceOf(CorruptArchiveError);

    const cut = path.join(scratch, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup(cut, target)).rejects.toBeInstanceOf(CorruptArchiveError);

    // nothing was written: the target is still empty
    expect(
      await listFiles(target.dataDir).then((files) => files.filter((f) => !f.startsWith('db/'))),
    ).toEqual([]);
    await restoreBackup(archive, target);
  }, 180_000);

  it('refuses hostile entries: a path out of the folder, a file the manifest does not list', async () => {
    const target = await freshTarget();
    const escape = path.join(scratch, 'escape.tar.gz');
    await rewriteArchive(archive, escape, (name, bytes) =>
      name === 'manifest.json' ? { name: '../../escaped.json', bytes } : { name, bytes },
    );
    await expect(restoreBackup(escape, target)).rejects.toThrow(/unexpected entry/);
    await expect(readFile(path.join(target.dataDir, '..', '..', 'escaped.json'))).rejects.toThrow();

    const extra = path.join(scratch, 'extra.tar.gz');
    let added = false;
    await rewriteArchive(archive, extra, (name, bytes) => {
      if (!added && name.startsWith('uploads/')) {
        added = true;
        return { name: 'uploads/zzzz/extra.webp', bytes };
      }
      return { name, bytes };
    });
    await expect(restoreBackup(extra, target)).rejects.toBeInstanceOf(CorruptArchiveError);
  });
});

describe('restore across engines', () => {
  const t = useTestApp('pglite');
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a PGlite backup restores into PostgreSQL, every table equal',
    async () => {
      await seedCouple(t());
      const scratch = await mkdtemp(path.join(tmpdir(), 'doita-ops-cross-'));
      const target = await emptyPostgres();
      try {
        const file = path.join(scratch, 'b.tar.gz');
        const manifest = await createBackup(sourceOf(t()), file);
        await restoreBackup(file, restoreTarget(path.join(scratch, 'data'), target.url));
        const database = await openDatabase({ driver: 'pg', url: target.url, poolSize: 2 });
        try {
          await expectTablesEqual(database, manifest.tables);
        } finally {
          await database.close();
        }
      } finally {
        await target.drop();
        await rm(scratch, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
