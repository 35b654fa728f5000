import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { uploads } from '../../src/db/schema.js';
import { createDiskStorage } from '../../src/lib/storage.js';
import { storageKeysOf } from '../../src/modules/uploads/upload-files.js';
import { createUploadSweep } from '../../src/modules/uploads/upload-sweep.js';
import { createUploadsRepository } from '../../src/modules/uploads/uploads-repository.js';
import type { UploadedImage } from './images.js';
import type { TestApp } from './test-app.js';

/** What the upload lifecycle tests look at: files served, on disk and named by rows. */
export const fetchFile = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });
export const uploadsDir = (ctx: TestApp) => path.join(ctx.env.dataDir, 'uploads');
/** every URL a response handed out for an image */
export const urlsOf = (image: UploadedImage['image'] & { originalUrl?: string | null }) => [
  ...image.renditions.map((r) => r.url),
  ...(image.originalUrl ? [image.originalUrl] : []),
];

/** The files on disk, as storage keys. */
export async function filesOnDisk(ctx: TestApp): Promise<string[]> {
  const root = uploadsDir(ctx);
  const folders = await readdir(root).catch(() => [] as string[]);
  const keys: string[] = [];
  for (const folder of folders) {
    for (const name of await readdir(path.join(root, folder))) keys.push(`${folder}/${name}`);
  }
  return keys.sort();
}

/** What the database points at, as storage keys. */
export async function filesInDatabase(ctx: TestApp): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: uploads.id, widths: uploads.widths, originalFile: uploads.originalFile })
    .from(uploads);
  return rows.flatMap(storageKeysOf).sort();
}

export const sweepOf = (ctx: TestApp) =>
  createUploadSweep({
    uploads: createUploadsRepository(ctx.database.db),
    storage: createDiskStorage(uploadsDir(ctx)),
    clock: ctx.clock,
  });

/** The sweep of unused and released uploads, run as if a day had passed. */
export async function aDayLaterSweep(ctx: TestApp): Promise<number> {
  ctx.clock.advance(25 * 3600);
  try {
    return await sweepOf(ctx).unused();
  } finally {
    ctx.clock.reset();
  }
}
