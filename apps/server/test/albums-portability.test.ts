import type { AlbumPage, AlbumsList, ExportArchive } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Albums in an export and back (docs/export-format.md): the albums I see, with the memories
 * I see in them and the cover by its place; an import brings a missing one back into my
 * current couple, once.
 */
describeEachEngine('albums in an archive', (engine) => {
  const t = useTestApp(engine);

  it('go out with their memories and cover, and come back once', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const first = await uploadImage(ctx, a);
    const second = await uploadImage(ctx, a);
    const memory = await createMemory(ctx, a, { images: [first.id, second.id] });
    const secret = await createMemory(ctx, b, { isPrivate: true });
    const made = await as(ctx, b, 'POST', '/api/albums', {
      name: 'Đà Lạt',
      description: 'Mưa',
      memoryIds: [memory.id],
    });
    const { album } = made.json<AlbumPage>();
    await as(ctx, a, 'PATCH', `/api/albums/${album.id}`, { coverUploadId: second.id });

    const job = await exportOf(ctx, a);
    const zip = (await downloadExportZip(ctx, a, job.id)).rawPayload;
    const data = JSON.parse((await unzip(zip)).get('data.json')!.toString('utf8')) as ExportArchive;
    expect(data.albums).toEqual([
      expect.objectContaining({
        id: album.id,
        name: 'Đà Lạt',
        description: 'Mưa',
        memoryIds: [memory.id],
        cover: { memoryId: memory.id, position: 1 },
      }),
    ]);
    expect(JSON.stringify(data.albums)).not.toContain(secret.id);

    await as(ctx, b, 'DELETE', `/api/albums/${album.id}`);
    await importOf(ctx, a, zip);
    const back = (await as(ctx, b, 'GET', '/api/albums')).json<AlbumsList>().albums;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ name: 'Đà Lạt', memoryCount: 1, ownerId: a.user.id });
    expect(back[0]!.cover?.id).toBe(second.id);
    await importOf(ctx, a, zip);
    expect((await as(ctx, a, 'GET', '/api/albums')).json<AlbumsList>().albums).toHaveLength(1);
  });
});
