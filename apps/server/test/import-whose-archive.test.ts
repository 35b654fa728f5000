import type { ExportArchive, ListItemsPage, MemoriesList, Reminder } from '@doita/shared';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { importOffers } from '../src/db/schema.js';
import { createPost } from './helpers/blog.js';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { authoredBy, offersOf } from './helpers/import-authors.js';
import { box, writeLetter } from './helpers/letters.js';
import { createMemory } from './helpers/memories.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { createReminder } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/*
 * An import writes only as its importer, and only what the archive's own person wrote: the
 * archive must be the importer's (the same id, or the same e-mail from another server);
 * what it says its partner wrote is held for them only when they are the importer's
 * partner here, and otherwise left out; nothing is written twice.
 */

/** the memories, reminders and posts whose author is this person */
async function writtenBy(ctx: TestApp, user: TestUser) {
  const { memories, reminders, posts } = await authoredBy(ctx, user);
  return { memories, reminders, posts };
}

const memoriesSeenBy = async (ctx: TestApp, user: TestUser) =>
  (await as(ctx, user, 'GET', '/api/memories?limit=100'))
    .json<MemoriesList>()
    .memories.map((m) => [m.title, m.author?.id ?? null]);

const remindersSeenBy = async (ctx: TestApp, user: TestUser) =>
  (await as(ctx, user, 'GET', '/api/reminders?limit=100'))
    .json<{ reminders: Reminder[] }>()
    .reminders.map((r) => r.title);

/** a person and their partner, connected */
async function coupleOf(ctx: TestApp, first: TestUser, displayName: string) {
  const second = await ctx.registerUser({ displayName });
  await accept(ctx, second, (await invite(ctx, first, second)).id);
  return second;
}

describeEachEngine('whose archive an import writes', (engine) => {
  const t = useTestApp(engine);
  const other = useTestApp(engine);

  it('refuses another person’s archive whole, named by id or by e-mail', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const c = await ctx.registerUser({ displayName: 'Cường' });
    const d = await coupleOf(ctx, c, 'Dung');
    const before = await writtenBy(ctx, c);
    const aArchive = forgedArchive(a, b);
    // An's archive by e-mail, then by An's id here with an e-mail nobody here has
    const byId = forgedArchive({ email: 'someone@else.test' }, b);
    byId.user.id = a.user.id;
    for (const data of [aArchive, byId]) {
      const job = await importOf(ctx, c, await archiveZip(data));
      expect(job.status).toBe('failed');
      expect(job.error?.code).toBe('NOT_YOUR_ARCHIVE');
      expect(Object.values(job.counts).every((n) => n.added + n.skipped + n.held === 0)).toBe(true);
    }
    expect(await writtenBy(ctx, c)).toEqual(before);
    expect(await memoriesSeenBy(ctx, d)).toEqual([]);
    expect(await remindersSeenBy(ctx, d)).toEqual([]);
    expect(await offersOf(ctx, b)).toEqual([]);
    expect(await offersOf(ctx, d)).toEqual([]);
  });

  it('takes my own archive by my id, or by my e-mail in any case', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    // my e-mail spelt otherwise (an archive of mine from another server)
    const shouted = forgedArchive({ email: `  ${a.email.toUpperCase()} ` }, b);
    const first = await importOf(ctx, a, await archiveZip(shouted));
    expect(first.status, JSON.stringify(first.error)).toBe('ready');
    expect(first.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    // my id here, whatever e-mail the archive says (I changed mine since)
    const byId = forgedArchive({ email: 'old-address@doita.test' }, b);
    byId.user.id = a.user.id;
    for (const m of byId.memories) if (m.authorId === 'src-me') m.authorId = a.user.id;
    for (const m of byId.memories) m.id = `${m.id}-2`;
    const second = await importOf(ctx, a, await archiveZip(byId));
    expect(second.status, JSON.stringify(second.error)).toBe('ready');
    expect(second.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    expect((await memoriesSeenBy(ctx, b)).sort()).toEqual([
      ['Của tôi', a.user.id],
      ['Của tôi', a.user.id],
    ]);
  });

  it('holds the partner’s part for my partner here, known by id too', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    // the same account, its e-mail changed since the export
    const data = forgedArchive(a, { email: 'binh-old@doita.test' });
    data.partner = { ...data.partner!, id: b.user.id };
    const swap = (id: string | null) => (id === 'src-them' ? b.user.id : id);
    for (const m of data.memories) {
      m.authorId = swap(m.authorId);
      for (const c of m.comments ?? []) c.authorId = swap(c.authorId);
    }
    for (const r of data.reminders) r.authorId = swap(r.authorId);
    for (const p of data.posts) p.authorId = swap(p.authorId);
    for (const c of data.comments) c.authorId = swap(c.authorId);
    for (const r of data.reactions) r.userId = swap(r.userId)!;
    const job = await importOf(ctx, a, await archiveZip(data));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    expect(job.counts.reminders).toEqual({ added: 0, skipped: 0, held: 1 });
    expect(await offersOf(ctx, b)).toHaveLength(1);
    expect(await memoriesSeenBy(ctx, b)).toEqual([['Của tôi', a.user.id]]);
  });

  it('leaves out what the archive says a partner wrote who is not my partner here', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const e = await ctx.registerUser({ displayName: 'Em' });
    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBeLessThan(300);
    await accept(ctx, e, (await invite(ctx, a, e)).id);
    const before = { a: await writtenBy(ctx, a), b: await writtenBy(ctx, b) };

    const job = await importOf(ctx, a, await archiveZip(forgedArchive(a, b)));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts).toMatchObject({
      memories: { added: 1, skipped: 1, held: 0 },
      photos: { added: 1, skipped: 1, held: 0 },
      reminders: { added: 0, skipped: 1, held: 0 },
      posts: { added: 1, skipped: 1, held: 0 },
      comments: { added: 0, skipped: 2, held: 0 },
      reactions: { added: 0, skipped: 1, held: 0 },
      // my letter was to Bình, who is not my partner here; Bình's are Bình's
      letters: { added: 0, skipped: 2, held: 0 },
      listItems: { added: 1, skipped: 1, held: 0 },
      checkins: { added: 1, skipped: 1, held: 0 },
      answers: { added: 0, skipped: 2, held: 0 },
    });
    // only mine came in as mine; nothing of Bình's reaches Em, under any name
    expect(await writtenBy(ctx, a)).toEqual({
      memories: before.a.memories + 1,
      reminders: before.a.reminders,
      posts: before.a.posts + 1,
    });
    expect(await writtenBy(ctx, b)).toEqual(before.b);
    expect(await memoriesSeenBy(ctx, e)).toEqual([['Của tôi', a.user.id]]);
    expect(await remindersSeenBy(ctx, e)).toEqual([]);
    expect(await offersOf(ctx, b)).toEqual([]);
    expect(await offersOf(ctx, e)).toEqual([]);
    const [held] = await ctx.database.db
      .select({ n: count() })
      .from(importOffers)
      .where(eq(importOffers.fromUserId, a.user.id));
    expect(held!.n).toBe(0);
  });

  it('a real export brought to a new partner: the old partner’s shared things stay theirs', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await createMemory(ctx, a, { title: 'An ở Đà Lạt' });
    await createMemory(ctx, b, { title: 'B shared Đà Lạt' });
    await createReminder(ctx, b, { title: 'B reminder kỷ niệm' });
    await createPost(ctx, b, { title: 'Bài đôi của Bình', status: 'published', privacy: 'couple' });
    const job = await exportOf(ctx, a);
    expect(job.status).toBe('ready');
    const zip = (await downloadExportZip(ctx, a, job.id)).rawPayload;

    // on this server: An leaves Bình, connects with Em, and imports that archive
    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBeLessThan(300);
    const e = await coupleOf(ctx, a, 'Em');
    const here = await importOf(ctx, a, zip);
    expect(here.status, JSON.stringify(here.error)).toBe('ready');
    expect(here.counts.memories).toEqual({ added: 0, skipped: 2, held: 0 });
    expect(here.counts.reminders).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(here.counts.posts).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(await memoriesSeenBy(ctx, e)).toEqual([]);
    expect(await remindersSeenBy(ctx, e)).toEqual([]);

    // on another server, as An (same e-mail) with a new partner: only An's own come in
    const elsewhere = other();
    const a2 = await elsewhere.registerUser({ displayName: 'An', email: a.email });
    const e2 = await coupleOf(elsewhere, a2, 'Em');
    const there = await importOf(elsewhere, a2, zip);
    expect(there.status, JSON.stringify(there.error)).toBe('ready');
    expect(there.counts.memories).toEqual({ added: 1, skipped: 1, held: 0 });
    expect(there.counts.reminders).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(there.counts.posts).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(await memoriesSeenBy(elsewhere, e2)).toEqual([['An ở Đà Lạt', a2.user.id]]);
    expect(await remindersSeenBy(elsewhere, e2)).toEqual([]);
    expect(await offersOf(elsewhere, e2)).toEqual([]);
  });

  it('my archive imported again where it came from adds nothing, list items and letters included', async () => {
    const ctx = t();
    const { a: m, b: n } = await connectedPair(ctx);
    const item = await as(ctx, m, 'POST', '/api/list-items', { title: 'Đi Đà Lạt' });
    expect(item.statusCode, item.body).toBe(201);
    await writeLetter(ctx, m, { text: 'Mở vào mùa hè nhé' });
    await createMemory(ctx, m, { title: 'Kỷ niệm của M' });
    const job = await exportOf(ctx, m);
    const zip = (await downloadExportZip(ctx, m, job.id)).rawPayload;

    for (let round = 0; round < 2; round += 1) {
      const again = await importOf(ctx, m, zip);
      expect(again.status, JSON.stringify(again.error)).toBe('ready');
      for (const counts of Object.values(again.counts)) {
        expect(counts.added + counts.held).toBe(0);
      }
      expect(again.counts.listItems).toEqual({ added: 0, skipped: 1, held: 0 });
      expect(again.counts.letters).toEqual({ added: 0, skipped: 1, held: 0 });
      expect(again.counts.memories).toEqual({ added: 0, skipped: 1, held: 0 });
    }
    const list = (await as(ctx, n, 'GET', '/api/list-items?limit=50')).json<ListItemsPage>();
    expect(list.items.map((i) => i.title)).toEqual(['Đi Đà Lạt']);
    expect((await box(ctx, n, 'waiting')).length).toBe(1);
    expect((await box(ctx, m, 'sent')).length).toBe(1);
  });

  it('counts the list items and letters it brings to another server, once', async () => {
    const ctx = t();
    const { a: m, b: n } = await connectedPair(ctx);
    await as(ctx, m, 'POST', '/api/list-items', { title: 'Đi Đà Lạt' });
    await writeLetter(ctx, m, { text: 'Mở vào mùa hè nhé' });
    const zip = (await downloadExportZip(ctx, m, (await exportOf(ctx, m)).id)).rawPayload;
    const data = JSON.parse((await unzip(zip)).get('data.json')!.toString('utf8')) as ExportArchive;
    expect(data.letters).toHaveLength(1);

    const elsewhere = other();
    const m2 = await elsewhere.registerUser({ displayName: 'M', email: m.email });
    const n2 = await elsewhere.registerUser({ displayName: 'N', email: n.email });
    await accept(elsewhere, n2, (await invite(elsewhere, m2, n2)).id);
    const first = await importOf(elsewhere, m2, zip);
    expect(first.counts.listItems).toEqual({ added: 1, skipped: 0, held: 0 });
    expect(first.counts.letters).toEqual({ added: 1, skipped: 0, held: 0 });
    const second = await importOf(elsewhere, m2, zip);
    expect(second.counts.listItems).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(second.counts.letters).toEqual({ added: 0, skipped: 1, held: 0 });
    expect(
      (await as(elsewhere, n2, 'GET', '/api/list-items?limit=50')).json<ListItemsPage>().items,
    ).toHaveLength(1);
    expect(await box(elsewhere, n2, 'waiting')).toHaveLength(1);
  });
});
