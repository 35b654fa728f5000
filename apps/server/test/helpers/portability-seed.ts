import type { BlogPost, ExportArchive, MemoriesList } from '@doita/shared';
import { lunarToSolar, solarToLunar, toLocalDate, zonedToInstant } from '@doita/shared';
import { expect } from 'vitest';
import { as, connectedPair } from './couple.js';
import { jpegWithExif, png, uploadImage } from './images.js';
import { createMemory } from './memories.js';
import { downloadExportZip, exportOf, unzip } from './portability.js';
import { createReminder } from './reminders.js';
import type { TestApp, TestUser } from './test-app.js';

export interface Seeded {
  a: TestUser;
  b: TestUser;
  zip: Buffer;
  data: ExportArchive;
  files: Map<string, Buffer>;
  /** the originals as app A serves them, by memory title */
  originals: Map<string, Buffer[]>;
}

export async function fetchBytes(ctx: TestApp, url: string): Promise<Buffer> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

export async function memoriesOf(ctx: TestApp, user: TestUser) {
  const res = await as(ctx, user, 'GET', '/api/memories?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemoriesList>().memories;
}

/**
 * A connected couple with memories (photos, a comment and a reaction), reminders (a lunar
 * one, private ones of each), posts (a published one with a cover, an inline image, a
 * comment and a like; drafts), things in the trash, and An's export of it all.
 */
export async function seedCoupleExport(ctx: TestApp): Promise<Seeded> {
  const { a, b } = await connectedPair(ctx);
  const photo1 = await uploadImage(ctx, a, await jpegWithExif(640, 480));
  const photo2 = await uploadImage(ctx, a, await png(80, 60));
  const photo3 = await uploadImage(ctx, a, await png(30, 30));
  const photo4 = await uploadImage(ctx, b, await jpegWithExif(300, 200, 1));
  await createMemory(ctx, a, {
    title: 'Đà Lạt mộng mơ 💕',
    description: 'Đồi thông, sương sớm & "cà phê" <b>nóng</b>',
    content: 'Hai đứa mình 🥰',
    date: '2024-02-29',
    location: 'Đà Lạt',
    mood: 'romantic',
    tags: ['travel', 'food'],
    images: [photo1.id, photo2.id],
  });
  await createMemory(ctx, a, {
    title: 'Bí mật của An',
    date: '2025-12-24',
    isPrivate: true,
    images: [photo3.id],
  });
  await createMemory(ctx, b, {
    title: 'Bình kể: Hội An',
    date: '2023-01-31',
    // a place with coordinates: the round trip keeps them
    location: { name: 'Hội An', lat: 15.8801, lng: 108.338 },
    images: [photo4.id],
  });
  await createMemory(ctx, b, { title: 'Riêng của Bình', isPrivate: true });
  // the partners answer each other on a shared memory
  const hoiAnId = (await memoriesOf(ctx, a)).find((m) => m.title === 'Bình kể: Hội An')!.id;
  expect(
    (
      await as(ctx, a, 'POST', `/api/memories/${hoiAnId}/comments`, {
        content: 'Nhớ đèn lồng 🏮',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await as(ctx, a, 'PUT', `/api/memories/${hoiAnId}/reaction`, { emoji: '😍' })).statusCode,
  ).toBe(200);

  await createReminder(ctx, a, { title: 'Kỷ niệm ngày yêu 💍', recurringType: 'yearly' });
  const thisYear = solarToLunar(toLocalDate(ctx.clock.now(), 'Asia/Ho_Chi_Minh')).year;
  const solar = lunarToSolar({ day: 15, month: 8, year: thisYear + 1, isLeapMonth: false })!;
  const at = zonedToInstant({ ...solar, hour: 19, minute: 0 }, 'Asia/Ho_Chi_Minh')!;
  await createReminder(ctx, b, {
    title: 'Trung thu 🥮',
    datetime: at.toISOString(),
    calendar: 'lunar',
    lunarDate: { day: 15, month: 8, year: thisYear + 1, isLeapMonth: false },
    recurringType: 'yearly',
  });

  // An's own private reminder goes with An; Bình's private one never does.
  await createReminder(ctx, a, {
    title: 'Riêng của An ⏰',
    datetime: new Date(ctx.clock.now().getTime() + 10 * 86_400_000).toISOString(),
    isPrivate: true,
    leadDays: 3,
  });
  await createReminder(ctx, b, { title: 'Quà bí mật cho An', isPrivate: true });
  // Nothing in the trash leaves with the export.
  const trashed = await createMemory(ctx, a, { title: 'Kỷ niệm đã xoá' });
  expect((await as(ctx, a, 'DELETE', `/api/memories/${trashed.id}`)).statusCode).toBe(200);
  const gone = await createReminder(ctx, a, { title: 'Nhắc đã xoá' });
  expect((await as(ctx, a, 'DELETE', `/api/reminders/${gone.id}`)).statusCode).toBe(200);

  const inline = await uploadImage(ctx, a, await png(50, 40));
  const cover = await uploadImage(ctx, a, await jpegWithExif(400, 300, 1));
  const published = await as(ctx, a, 'POST', '/api/blog/posts', {
    title: 'Đà Lạt mùa hoa 🌼',
    content: `Hai đứa đi **Đà Lạt**.\n\n![Hoa](upload:${inline.id})\n`,
    category: 'travel',
    privacy: 'couple',
    status: 'published',
    coverImageId: cover.id,
    tags: ['hoa'],
  });
  expect(published.statusCode, published.body).toBe(201);
  const post = published.json<{ post: BlogPost }>().post;
  await as(ctx, a, 'POST', '/api/blog/posts', { title: 'Nháp của An', content: 'chưa xong' });
  await as(ctx, b, 'POST', '/api/blog/posts', { title: 'Nháp của Bình', content: 'bí mật' });
  expect(
    (await as(ctx, b, 'POST', `/api/blog/posts/${post.id}/comments`, { content: 'Đẹp quá! 😍' }))
      .statusCode,
  ).toBe(201);
  expect((await as(ctx, b, 'POST', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(200);
  const regret = await as(ctx, b, 'POST', `/api/blog/posts/${post.id}/comments`, {
    content: 'Bình lỡ lời',
  });
  const regretId = regret.json<{ comment: { id: string } }>().comment.id;
  expect(
    (await as(ctx, b, 'DELETE', `/api/blog/posts/${post.id}/comments/${regretId}`)).statusCode,
  ).toBe(200);
  const draft = await as(ctx, a, 'POST', '/api/blog/posts', {
    title: 'Bài đã xoá',
    content: 'x',
  });
  const draftId = draft.json<{ post: BlogPost }>().post.id;
  expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${draftId}`)).statusCode).toBe(200);

  const job = await exportOf(ctx, a);
  expect(job).toMatchObject({ status: 'ready', progress: 100, error: null });
  expect(job.downloadUrl).toBe(`/api/exports/${job.id}/download`);
  const download = await downloadExportZip(ctx, a, job.id);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.headers['content-disposition']).toMatch(
    /^attachment; filename="doita-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const zip = download.rawPayload;
  const files = await unzip(zip);
  const data = JSON.parse(files.get('data.json')!.toString('utf8')) as ExportArchive;

  const originals = new Map<string, Buffer[]>();
  for (const memory of [...(await memoriesOf(ctx, a))]) {
    const bytes: Buffer[] = [];
    for (const image of memory.images) bytes.push(await fetchBytes(ctx, image.originalUrl!));
    originals.set(memory.title, bytes);
  }
  return { a, b, zip, data, files, originals };
}
