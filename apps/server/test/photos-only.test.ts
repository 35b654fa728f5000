import type { Letter, Message, UploadResult } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { postBody } from './helpers/blog.js';
import { uploadImage } from './helpers/images.js';
import { dayAfter } from './helpers/letters.js';
import { page } from './helpers/messages.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { fixture, uploadVideo } from './helpers/videos.js';
import { uploadLive } from './helpers/video-originals.js';

async function myVideo(ctx: TestApp, user: TestUser): Promise<string> {
  const res = await uploadVideo(ctx, user, 'h264.mp4', 'video/mp4');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadResult>().id;
}

const refusedAsVideo = (field: string) => ({
  errors: [{ field, code: 'validation.photoNotVideo' }],
});

/**
 * A message, a letter and a post show pictures: a video of mine given as one of their photos
 * is refused by name (422 on the field), and nothing of it is kept; a Live Photo is its still,
 * a photo, and goes through.
 */
describeEachEngine('photos only where photos are shown', (engine) => {
  const t = useTestApp(engine);

  it('a message and a letter refuse a video as a photo, and take a Live Photo', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const video = await myVideo(ctx, a);
    const message = await as(ctx, a, 'POST', '/api/messages', { images: [video] });
    expect(message.statusCode, message.body).toBe(422);
    expect(message.json()).toMatchObject(refusedAsVideo('images'));
    expect((await page(ctx, b)).messages).toEqual([]);

    const letterBody = { to: 'partner', opensOn: dayAfter(ctx, 30), text: 'Thư cho em' };
    const letter = await as(ctx, a, 'POST', '/api/letters', { ...letterBody, images: [video] });
    expect(letter.statusCode, letter.body).toBe(422);
    expect(letter.json()).toMatchObject(refusedAsVideo('images'));
    const written = await as(ctx, a, 'POST', '/api/letters', letterBody);
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json<Letter>().id;
    const edited = await as(ctx, a, 'PATCH', `/api/letters/${id}`, { images: [video] });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json()).toMatchObject(refusedAsVideo('images'));

    // the video was not taken by the refusals: a memory may still have it
    const memory = await as(ctx, a, 'POST', '/api/memories', {
      title: 'Biển',
      description: 'Chiều ở biển',
      date: '2026-11-01',
      images: [video],
    });
    expect(memory.statusCode, memory.body).toBe(201);

    const live = await uploadLive(ctx, a, await fixture('IMG_0001.MOV'));
    expect(live.statusCode, live.body).toBe(201);
    const photo = await uploadImage(ctx, a);
    const sent = await as(ctx, a, 'POST', '/api/messages', {
      images: [live.json<UploadResult>().id, photo.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Message>().images).toHaveLength(2);
  });

  it('a post refuses a video as its cover or an inline picture', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const video = await myVideo(ctx, a);
    const cover = await as(ctx, a, 'POST', '/api/blog/posts', postBody({ coverImageId: video }));
    expect(cover.statusCode, cover.body).toBe(422);
    expect(cover.json()).toMatchObject(refusedAsVideo('coverImageId'));
    const inline = await as(
      ctx,
      a,
      'POST',
      '/api/blog/posts',
      postBody({ content: `Phim đây:\n\n![biển](upload:${video})` }),
    );
    expect(inline.statusCode, inline.body).toBe(422);
    expect(inline.json()).toMatchObject(refusedAsVideo('content'));
  });
});
