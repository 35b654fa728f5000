import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage.js';
import type { StoredFile } from '../src/lib/storage.js';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'doita-disk-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function listAll(storage: ReturnType<typeof createDiskStorage>): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const page of storage.list()) files.push(...page);
  return files;
}

describe('disk storage', () => {
  it('writes the same key many times at once: each write whole, no temporary left', async () => {
    const storage = createDiskStorage(root);
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await Promise.all(bodies.map((body) => storage.put('same/320.webp', body, 'image/webp')));
    const written = await readFile(path.join(root, 'same/320.webp'));
    expect(bodies.some((body) => body.equals(written))).toBe(true);
    expect(await readdir(path.join(root, 'same'))).toEqual(['320.webp']);
  });

  it('copies a file it is given (a received video): whole, the source kept, no temporary left', async () => {
    const storage = createDiskStorage(root);
    const source = path.join(root, 'received.mov');
    const bytes = Buffer.alloc(2 * 1024 * 1024 + 3, 9);
    await writeFile(source, bytes);
    await storage.put('clip/original.mov', { file: source }, 'video/quicktime');
    expect((await readFile(path.join(root, 'clip/original.mov'))).equals(bytes)).toBe(true);
    expect((await readFile(source)).length).toBe(bytes.length);
    expect(await readdir(path.join(root, 'clip'))).toEqual(['original.mov']);
    await expect(
      storage.put('gone/original.mov', { file: path.join(root, 'missing') }, 'video/quicktime'),
    ).rejects.toThrow();
    expect(await readdir(path.join(root, 'gone'))).toEqual([]);
  });

  it('lists every file with its time, skipping names it would never write', async () => {
    const storage = createDiskStorage(root);
    await storage.put('listed/original.jpg', Buffer.from('x'), 'image/jpeg');
    await writeFile(path.join(root, 'listed', 'bad name!'), 'x');
    await writeFile(path.join(root, 'loose-file'), 'x');
    const files = await listAll(storage);
    const keys = files.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['listed/original.jpg', 'same/320.webp']));
    expect(keys.some((key) => key.includes('bad') || key === 'loose-file')).toBe(false);
    for (const file of files)
      expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await storage.delete(['listed/original.jpg', 'same/320.webp']);
    expect(await readdir(root)).not.toContain('same');
  });

  it('lists nothing when nothing was ever stored', async () => {
    expect(await listAll(createDiskStorage(path.join(root, 'never')))).toEqual([]);
  });
});
