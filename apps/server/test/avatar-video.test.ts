import type { Memory, UploadResult, User } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads, users } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import { uploadVideo } from './helpers/videos.js';

const userOf = (body: string) => (JSON.parse(body) as { user: User }).user;

describeEachEngine('a video as the avatar', (engine) => {
  const t = useTestApp(engine);

  it('is refused with 422 on uploadId, before and after it is prepared, the avatar unchanged', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    expect((await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: photo.id })).statusCode).toBe(
      200,
    );
    const video = await uploadVideo(ctx, a, 'h264.mp4', 'video/mp4');
    expect(video.statusCode, video.body).toBe(201);
    const { id } = video.json<UploadResult>();

    const refused = async () => {
      const res = await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: id });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [
          {
            field: 'uploadId',
            code: 'validation.avatarNotVideo',
            message: 'An avatar is a photo: a video cannot be one',
          },
        ],
      });
      const me = userOf((await as(ctx, a, 'GET', '/api/user/me')).body);
      expect(me.avatarUrl).toContain(photo.id);
      const [row] = await ctx.database.db
        .select({ avatar: users.avatarUploadId })
        .from(users)
        .where(eq(users.id, me.id));
      expect(row?.avatar).toBe(photo.id);
    };
    // while it is prepared (no poster yet), and once it is
    await refused();
    await ctx.app.videos.idle();
    await refused();

    // still a fresh upload of mine: it can go in a memory
    const [upload] = await ctx.database.db
      .select({ usedAt: uploads.usedAt })
      .from(uploads)
      .where(eq(uploads.id, id));
    expect(upload?.usedAt).toBeNull();
    const memory: Memory = await createMemory(ctx, a, { images: [id] });
    expect(memory.images.map((image) => image.id)).toEqual([id]);
  });

  it('says nothing of another person’s video: 422 notYourUpload as for any upload not mine', async () => {
    const ctx = t();
    const [a, b] = [await ctx.registerUser(), await ctx.registerUser()];
    const video = (await uploadVideo(ctx, b, 'h264.mp4', 'video/mp4')).json<UploadResult>();
    const res = await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: video.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'uploadId', code: 'validation.notYourUpload' }],
    });
  });
});
