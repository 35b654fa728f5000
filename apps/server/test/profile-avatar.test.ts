import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Couple, Memory, User } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { png, uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const userOf = (body: string) => (JSON.parse(body) as { user: User }).user;
const fetchFile = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });

async function setAvatar(ctx: TestApp, user: TestUser, uploadId: string) {
  return as(ctx, user, 'PUT', '/api/user/avatar', { uploadId });
}

async function usedAtOf(ctx: TestApp, id: string) {
  const [row] = await ctx.database.db
    .select({ usedAt: uploads.usedAt })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row?.usedAt;
}

describeEachEngine('the avatar', (engine) => {
  const t = useTestApp(engine);

  it('makes my upload my avatar: a signed URL of its 320 px rendition, in every response', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const upload = await uploadImage(ctx, a, await png(800, 800));
    const res = await setAvatar(ctx, a, upload.id);
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = userOf(res.body).avatarUrl ?? '';
    expect(avatarUrl).toMatch(
      new RegExp(`^/api/files/${upload.id}/320\\.webp\\?(?:\\w=[\\w-]+&)*exp=\\d+&sig=`),
    );
    const file = await fetchFile(ctx, avatarUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await usedAtOf(ctx, upload.id)).toBeInstanceOf(Date);

    // The profile, the partner's couple, a memory's author and the e-mail search carry it:
    // the same file, by a URL of each viewer's own (signed for their session), that opens.
    const me = await as(ctx, a, 'GET', '/api/user/me');
    expect(userOf(me.body).avatarUrl).toBe(avatarUrl);
    const couple = (await as(ctx, b, 'GET', '/api/couple/connection')).json<{ couple: Couple }>();
    const mine = [couple.couple.user1, couple.couple.user2].find((u) => u.id === a.user.id);
    const memory: Memory = await createMemory(ctx, a);
    const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
    const search = await as(
      ctx,
      b,
      'GET',
      `/api/users/search?email=${encodeURIComponent(a.email)}`,
    );
    const partnerUrls = [
      mine?.avatarUrl,
      seen.json<{ memory: Memory }>().memory.author.avatarUrl,
      search.json<{ user: { avatarUrl: string } }>().user.avatarUrl,
    ];
    for (const url of partnerUrls) {
      expect(url?.split('?')[0]).toBe(avatarUrl.split('?')[0]);
      expect(url).toBe(partnerUrls[0]);
      expect((await fetchFile(ctx, url ?? '')).statusCode).toBe(200);
    }
  });

  it('uses the image’s own width when it is narrower than 320 px', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const upload = await uploadImage(ctx, user, await png(64, 64));
    const res = await setAvatar(ctx, user, upload.id);
    expect(userOf(res.body).avatarUrl).toContain(`/api/files/${upload.id}/64.webp?`);
  });

  it('replacing it frees the old one at once: its URL answers 404, its files go; the new stays', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const first = await uploadImage(ctx, user);
    const second = await uploadImage(ctx, user);
    const old = userOf((await setAvatar(ctx, user, first.id)).body).avatarUrl ?? '';
    expect((await fetchFile(ctx, old)).statusCode).toBe(200);
    const res = await setAvatar(ctx, user, second.id);
    expect(userOf(res.body).avatarUrl).toContain(second.id);
    expect(await usedAtOf(ctx, first.id)).toBeUndefined();
    expect(await usedAtOf(ctx, second.id)).toBeInstanceOf(Date);
    expect((await fetchFile(ctx, old)).statusCode).toBe(404);
    const dir = path.join(ctx.env.dataDir, 'uploads');
    expect(await readdir(dir)).not.toContain(first.id);
    expect(await readdir(dir)).toContain(second.id);
  });

  it('setting the same upload again changes nothing (a retried request)', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const upload = await uploadImage(ctx, user);
    await setAvatar(ctx, user, upload.id);
    const again = await setAvatar(ctx, user, upload.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(userOf(again.body).avatarUrl).toContain(upload.id);
    expect(await usedAtOf(ctx, upload.id)).toBeInstanceOf(Date);
  });

  it.each([
    ['someone else’s upload', 'theirs'],
    ['an upload a memory already uses', 'used'],
    ['an unknown id', 'unknown'],
  ] as const)('refuses %s with 422 on uploadId, changing nothing', async (_, kind) => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const current = await uploadImage(ctx, a);
    await setAvatar(ctx, a, current.id);
    let uploadId = 'no-such-upload';
    if (kind === 'theirs') uploadId = (await uploadImage(ctx, b)).id;
    if (kind === 'used') {
      uploadId = (await uploadImage(ctx, a)).id;
      await createMemory(ctx, a, { images: [uploadId] });
    }
    const res = await setAvatar(ctx, a, uploadId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'uploadId', code: 'validation.notYourUpload' }],
    });
    const me = await as(ctx, a, 'GET', '/api/user/me');
    expect(userOf(me.body).avatarUrl).toContain(current.id);
    expect(await usedAtOf(ctx, current.id)).toBeInstanceOf(Date);
  });

  it('DELETE /api/user/avatar goes back to initials and frees the upload', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const upload = await uploadImage(ctx, user);
    await setAvatar(ctx, user, upload.id);
    const res = await as(ctx, user, 'DELETE', '/api/user/avatar');
    expect(res.statusCode, res.body).toBe(200);
    expect(userOf(res.body).avatarUrl).toBeNull();
    expect(await usedAtOf(ctx, upload.id)).toBeUndefined();
    // Twice is fine.
    expect((await as(ctx, user, 'DELETE', '/api/user/avatar')).statusCode).toBe(200);
  });
});

describeEachEngine('the profile’s date of birth', (engine) => {
  const t = useTestApp(engine);

  describe('PUT /api/user/me', () => {
    it("refuses a date after today on the user's calendar (422 validation.futureDate), saving nothing", async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const res = await as(ctx, user, 'PUT', '/api/user/me', {
        bio: 'không lưu',
        dateOfBirth: tomorrow,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'dateOfBirth', code: 'validation.futureDate' }],
      });
      const me = await as(ctx, user, 'GET', '/api/user/me');
      expect(userOf(me.body)).toMatchObject({ bio: null, dateOfBirth: null });
    });

    it('refuses a year before 1900 as an invalid date', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const res = await as(ctx, user, 'PUT', '/api/user/me', { dateOfBirth: '1850-05-01' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'dateOfBirth', code: 'validation.invalidDate' }],
      });
    });
  });
});
