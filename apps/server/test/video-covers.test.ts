import type { AlbumPage, AlbumsList, ShareLink, SharedView, TimelinePage } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { uploadVideo } from './helpers/videos.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * A memory's videos as covers and counts (docs/product-rules.md, Videos and Live Photos): an
 * album whose cover is a video answers it as a video (its poster for renditions), to the couple
 * and through a share link; the timeline says how many of a memory's items are videos.
 */
describeEachEngine('video covers and counts', (engine) => {
  const t = useTestApp(engine);

  it('answers an album’s video cover as a video, and a memory’s video count on the timeline', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    const video = await uploadVideo(ctx, a, 'iphone-hevc.mov');
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json<{ id: string }>().id;
    const memory = await createMemory(ctx, a, { images: [videoId, photo.id] });
    await ctx.app.videos.idle();

    const made = await as(ctx, a, 'POST', '/api/albums', {
      name: 'Đà Lạt\n\tmùa mưa',
      memoryIds: [memory.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { album } = made.json<AlbumPage>();
    // a one-line name: the break and the tab are one space
    expect(album.name).toBe('Đà Lạt mùa mưa');
    for (const viewer of [a, b]) {
      const list = (await as(ctx, viewer, 'GET', '/api/albums')).json<AlbumsList>();
      const cover = list.albums[0]!.cover!;
      expect(cover).toMatchObject({ id: videoId, kind: 'video' });
      expect(cover.video?.status).toBe('ready');
      // its renditions are the poster: a picture the card draws
      expect(cover.url).toMatch(/\.webp/);
    }

    // The photo chosen as cover is answered as a photo.
    const chosen = await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, {
      coverUploadId: photo.id,
    });
    expect(chosen.json<AlbumPage>().album.cover).toMatchObject({ id: photo.id, kind: 'image' });
    await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, { coverUploadId: videoId });

    // Through a share link too.
    const shared = await as(ctx, a, 'POST', '/api/share-links', { albumId: album.id });
    expect(shared.statusCode, shared.body).toBe(201);
    const link = shared.json<{ shareLink: ShareLink }>().shareLink;
    const guest = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${link.url.split('/s/')[1]}`,
    });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json<SharedView>().cover).toMatchObject({ id: videoId, kind: 'video' });

    const timeline = await as(ctx, b, 'GET', '/api/timeline');
    expect(timeline.statusCode, timeline.body).toBe(200);
    const item = timeline.json<TimelinePage>().items.find((i) => i.id === memory.id);
    expect(item).toMatchObject({ imageCount: 2, videoCount: 1 });
  });

  it('keeps a memory’s place on one line', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const named = await createMemory(ctx, a, { location: 'Đà Lạt\r\nLâm Đồng' });
    expect(named.location).toBe('Đà Lạt Lâm Đồng');
    const pinned = await createMemory(ctx, a, {
      location: { name: 'Hồ\tGươm\n', lat: 21.03, lng: 105.85 },
    });
    expect(pinned.location).toEqual({ name: 'Hồ Gươm', lat: 21.03, lng: 105.85 });
  });
});
