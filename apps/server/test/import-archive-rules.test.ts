import {
  MEMORY_MOODS,
  MEMORY_TAGS,
  REACTIONS,
  RECURRING_TYPES,
  archiveDuplicates,
} from '@doita/shared';
import type { AlbumPage, ExportArchive } from '@doita/shared';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  blogPosts,
  importedItems,
  listItems,
  memories,
  reminders,
  uploads,
} from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { png, uploadImage } from './helpers/images.js';
import { writeLetter } from './helpers/letters.js';
import { createMemory } from './helpers/memories.js';
import { send } from './helpers/messages.js';
import { downloadExportZip, exportOf, importOf, unzip, zipOf } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * An archive holds only what the live API could have written (docs/export-format.md,
 * Import): every value from a set (a mood, a tag, a reaction, a repeat) is one of the live
 * API's, every date within DATE_BOUNDS, every row once and every photo file for one photo.
 * Anything else is refused whole, as INVALID_DATA, and nothing changes; a row that got in
 * would break the lists that show it, for the importer and their partner alike.
 */

type Memory = ExportArchive['memories'][number];
const AT = '2025-06-01T10:00:00.000Z';

/** a memory of the archive's own user, with no photo (the ZIP holds no file for it) */
const myMemory = (data: ExportArchive, id: string, extra: Partial<Memory> = {}): Memory => ({
  ...structuredClone(data.memories[0]!),
  id,
  title: `Kỷ niệm ${id}`,
  photos: [],
  comments: [],
  reactions: [],
  ...extra,
});

async function rowCounts(ctx: TestApp) {
  const db = ctx.database.db;
  const of = async (table: typeof memories | typeof reminders | typeof blogPosts) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    memories: await of(memories),
    reminders: await of(reminders),
    posts: await of(blogPosts),
    uploads: (await db.select({ n: count() }).from(uploads))[0]!.n,
    list: (await db.select({ n: count() }).from(listItems))[0]!.n,
    imported: (await db.select({ n: count() }).from(importedItems))[0]!.n,
  };
}

/** every list a memory shows in answers 200 to both partners */
async function listsAnswer(ctx: TestApp, ...people: TestUser[]) {
  for (const person of people) {
    for (const url of [
      '/api/memories?limit=100',
      '/api/memories/timeline',
      '/api/timeline',
      '/api/memories/statistics',
      '/api/memories/tags',
      '/api/reminders?limit=1000',
      '/api/list-items',
    ]) {
      const res = await as(ctx, person, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  }
}

describeEachEngine('an archive holds only what the live API takes', (engine) => {
  const t = useTestApp(engine);

  /** the forged archive changed by `change`, imported by a of a fresh couple */
  async function imported(change: (data: ExportArchive) => void) {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const data = forgedArchive(a, b);
    change(data);
    const before = await rowCounts(ctx);
    const job = await importOf(ctx, a, await archiveZip(data));
    return { ctx, a, b, job, before };
  }

  const refusals: [string, (data: ExportArchive) => void, string][] = [
    ['an unknown mood', (d) => (d.memories[0]!.mood = 'evil' as never), 'memories.0.mood'],
    ['an unknown tag', (d) => (d.memories[0]!.tags = ['notatag' as never]), 'memories.0.tags.0'],
    [
      'a reaction outside the set',
      (d) =>
        (d.memories[0]!.reactions = [{ userId: 'src-me', emoji: '💩' as never, createdAt: AT }]),
      'memories.0.reactions.0.emoji',
    ],
    [
      'a lunar reminder repeating weekly',
      (d) =>
        Object.assign(d.reminders[0]!, {
          calendar: 'lunar',
          lunarDay: 15,
          lunarMonth: 8,
          isRecurring: true,
          recurringType: 'weekly',
        }),
      'reminders.0.recurringType',
    ],
    [
      'a lunar reminder with no lunar date',
      (d) => Object.assign(d.reminders[0]!, { calendar: 'lunar', recurringType: 'yearly' }),
      'reminders.0.lunarDay',
    ],
    [
      'a repeat with no kind',
      (d) => Object.assign(d.reminders[0]!, { isRecurring: true, recurringType: 'none' }),
      'reminders.0.recurringType',
    ],
    ['a post tag no editor takes', (d) => (d.posts[0]!.tags = ['a/b']), 'posts.0.tags.0'],
    [
      'a message reaction that is not one emoji',
      (d) =>
        d.messages.push({
          id: 'msg-1',
          authorId: 'src-me',
          kind: 'text',
          text: 'Chào',
          photos: [],
          replyToId: null,
          createdAt: AT,
          editedAt: null,
          removed: null,
          openedAt: null,
          messageReactions: [{ userId: 'src-me', emoji: 'ab', createdAt: AT }],
        }),
      'messages.0.messageReactions.0.emoji',
    ],
    ['an unknown theme', (d) => (d.user.theme = 'neon' as never), 'user.theme'],
    [
      'an unknown profile visibility',
      (d) => (d.preferences.profileVisibility = 'friends' as never),
      'preferences.profileVisibility',
    ],
    // DATE_BOUNDS: 1900 to 2200, as the live API
    ['a memory dated 9999-12-31', (d) => (d.memories[0]!.date = '9999-12-31'), 'memories.0.date'],
    ['a memory dated 0001-01-01', (d) => (d.memories[0]!.date = '0001-01-01'), 'memories.0.date'],
    ['a memory dated 1899-12-31', (d) => (d.memories[0]!.date = '1899-12-31'), 'memories.0.date'],
    ['a memory dated 2201-01-01', (d) => (d.memories[0]!.date = '2201-01-01'), 'memories.0.date'],
    [
      'a reminder in 9999',
      (d) => (d.reminders[0]!.datetime = '9999-01-01T00:00:00.000Z'),
      'reminders.0.datetime',
    ],
    [
      'a list item aimed at 9999-12-31',
      (d) => (d.listItems[0]!.targetDate = '9999-12-31'),
      'listItems.0.targetDate',
    ],
    [
      'a letter opening in 2201',
      (d) => (d.letters[0]!.opensOn = '2201-01-01'),
      'letters.0.opensOn',
    ],
    [
      'a memory written in 1899',
      (d) => (d.memories[0]!.createdAt = '1899-12-31T23:59:59.000Z'),
      'memories.0.createdAt',
    ],
    ['a check-in in 1899', (d) => (d.checkins[0]!.day = '1899-12-31'), 'checkins.0.day'],
    // each row once, each file for one photo
    [
      'a memory id twice',
      (d) => d.memories.push(myMemory(d, d.memories[0]!.id)),
      `memories.2.id the memory id "m-mine" appears more than once`,
    ],
    ['a reminder id twice', (d) => d.reminders.push({ ...d.reminders[0]! }), 'reminders.1.id'],
    [
      'one photo file in two memories',
      (d) =>
        d.memories.push(
          myMemory(d, 'm-copy', { photos: [{ ...d.memories[0]!.photos[0]!, id: 'other' }] }),
        ),
      'memories.2.photos.0.path the photo file "photos/2025/06/m-mine-photo.png" appears more than once',
    ],
    [
      'one photo twice in one memory',
      (d) => d.memories[0]!.photos.push({ ...d.memories[0]!.photos[0]! }),
      'memories.0.photos.1.path',
    ],
    [
      'a photo file of a memory as a post’s cover',
      (d) => (d.posts[1]!.cover = { ...d.memories[0]!.photos[0]! }),
      'posts.1.cover.path',
    ],
    [
      'two reactions of one person on a memory',
      (d) =>
        (d.memories[0]!.reactions = [
          { userId: 'src-me', emoji: '❤️', createdAt: AT },
          { userId: 'src-me', emoji: '😂', createdAt: AT },
        ]),
      'memories.0.reactions.1.userId',
    ],
  ];

  it.each(refusals)('refuses, whole, %s', async (_name, change, where) => {
    const { ctx, a, b, job, before } = await imported(change);
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('INVALID_DATA');
    expect(job.error?.message).toContain(`data.json does not match the format: ${where}`);
    expect(await rowCounts(ctx)).toEqual(before);
    await listsAnswer(ctx, a, b);
  });

  it('takes every mood, tag, reaction and repeat of the live API, and the first and last days of DATE_BOUNDS', async () => {
    const { ctx, a, b, job } = await imported((d) => {
      d.memories.push(
        ...MEMORY_MOODS.map((mood, i) =>
          myMemory(d, `mood-${i}`, {
            mood,
            reactions: [
              { userId: 'src-me', emoji: REACTIONS[i % REACTIONS.length]!, createdAt: AT },
            ],
          }),
        ),
        myMemory(d, 'tags', { tags: [...MEMORY_TAGS] }),
        // a tag named twice is kept once, as the live API keeps it
        myMemory(d, 'tag-twice', { tags: ['food', 'travel', 'food'] }),
        myMemory(d, 'first-day', { date: '1900-01-01', createdAt: '1900-01-01T00:00:00.000Z' }),
        myMemory(d, 'last-day', { date: '2200-12-31' }),
      );
      const base = d.reminders[0]!;
      d.reminders.push(
        ...RECURRING_TYPES.map((kind) => ({
          ...base,
          id: `r-${kind}`,
          authorId: 'src-me',
          isRecurring: kind !== 'none',
          recurringType: kind,
        })),
        {
          ...base,
          id: 'r-lunar',
          authorId: 'src-me',
          calendar: 'lunar',
          lunarDay: 15,
          lunarMonth: 8,
          isRecurring: true,
          recurringType: 'yearly',
        },
        {
          ...base,
          id: 'r-last',
          authorId: 'src-me',
          datetime: '2200-12-31T12:00:00.000Z',
          scheduledAt: '2200-12-31T12:00:00.000Z',
          seriesStart: '2200-12-31T12:00:00.000Z',
        },
      );
      d.listItems[0]!.targetDate = '2200-12-31';
      d.posts[1]!.tags = ['Đà Lạt', 'đà lạt', 'hoa_mai'];
    });
    expect(job.error).toBeNull();
    expect(job.status).toBe('ready');
    await listsAnswer(ctx, a, b);
    const tags = await ctx.database.db.select({ tags: memories.tags }).from(memories);
    expect(tags.map((row) => row.tags)).toEqual(
      expect.arrayContaining([[...MEMORY_TAGS], ['food', 'travel']]),
    );
    const dates = (await ctx.database.db.select({ date: memories.date }).from(memories)).map(
      (row) => row.date,
    );
    expect(dates).toEqual(expect.arrayContaining(['1900-01-01', '2200-12-31']));
    const [post] = await ctx.database.db.select({ tags: blogPosts.tags }).from(blogPosts);
    expect(post?.tags).toEqual(['đà lạt', 'hoa_mai']);
  });

  it('an export names each file once, and comes back whole: photos, an album cover, a post’s cover and image, a letter’s and a message’s photo', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const first = await uploadImage(ctx, a);
    const second = await uploadImage(ctx, a, await png(50, 40));
    const memory = await createMemory(ctx, a, { images: [first.id, second.id] });
    const made = await as(ctx, a, 'POST', '/api/albums', {
      name: 'Đà Lạt',
      memoryIds: [memory.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { album } = made.json<AlbumPage>();
    const cover = await as(ctx, a, 'PATCH', `/api/albums/${album.id}`, {
      coverUploadId: second.id,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const inline = await uploadImage(ctx, a);
    const postCover = await uploadImage(ctx, a);
    const post = await as(ctx, a, 'POST', '/api/blog/posts', {
      title: 'Hoa',
      content: `![Hoa](upload:${inline.id})`,
      coverImageId: postCover.id,
    });
    expect(post.statusCode, post.body).toBe(201);
    await writeLetter(ctx, a, { images: [(await uploadImage(ctx, a)).id] });
    await send(ctx, a, { images: [(await uploadImage(ctx, a)).id] });

    const job = await exportOf(ctx, a);
    expect(job.status).toBe('ready');
    const zip = (await downloadExportZip(ctx, a, job.id)).rawPayload;
    const files = await unzip(zip);
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as ExportArchive;
    expect(data.albums[0]?.cover).toEqual({ memoryId: memory.id, position: 1 });
    expect(data.posts[0]?.cover).not.toBeNull();
    expect(data.letters[0]?.photos).toHaveLength(1);
    expect(data.messages[0]?.photos).toHaveLength(1);
    expect(archiveDuplicates(data)).toEqual([]);

    // someone new importing it (its user named by their e-mail): nothing is refused
    const fresh = await ctx.registerUser();
    const again: Record<string, Buffer | string> = Object.fromEntries(files);
    again['data.json'] = JSON.stringify({ ...data, user: { ...data.user, email: fresh.email } });
    const back = await importOf(ctx, fresh, await zipOf(again));
    expect(back.error).toBeNull();
    expect(back.status).toBe('ready');
    expect(back.counts.memories?.added).toBe(1);
    expect(back.counts.posts?.added).toBe(1);
  });
});
