import type { BlogPost, Memory, TimelinePage, TrashItem, User } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { asGuest, createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { signInAgain, signOut } from './helpers/sessions.js';
import { fetchFile } from './helpers/upload-files.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * A file URL answers only while whoever it was handed to may still see the file: the
 * session that received it still signed in, and the file still shown to them (not in the
 * trash, still their couple's, their account still there), within a minute of losing it
 * (the test clock moves that minute on); the browser is told to keep a copy that long at most.
 */
const REVOCATION_WINDOW_SECONDS = 60;

describeEachEngine('file URLs follow access', (engine) => {
  const t = useTestApp(engine);

  /** the revocation window: a URL ended by a change answers 404 once it has passed */
  const windowPasses = (ctx: TestApp) => ctx.clock.advance(REVOCATION_WINDOW_SECONDS);
  const status = async (ctx: TestApp, url: string) => (await fetchFile(ctx, url)).statusCode;
  /** every URL answers `code` */
  const expectAll = async (ctx: TestApp, urls: string[], code: number) => {
    for (const url of urls) expect(await status(ctx, url), url).toBe(code);
  };
  /** a URL with its query changed */
  const edit = (url: string, change: (query: URLSearchParams) => void) => {
    const parsed = new URL(url, 'http://x');
    change(parsed.searchParams);
    return `${parsed.pathname}${parsed.search}`;
  };
  /** the URLs of a memory's first photo as `user`'s request is handed them */
  const photoUrls = async (ctx: TestApp, user: TestUser, memoryId: string) => {
    const res = await as(ctx, user, 'GET', `/api/memories/${memoryId}`);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<{ memory: Memory }>().memory.images[0]!;
    return [...image.renditions.map((r) => r.url), image.originalUrl ?? ''];
  };
  /** a couple and a shared memory of a's with one photo */
  const sharedPhoto = async (ctx: TestApp) => {
    const { a, b } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    const memory = await createMemory(ctx, a, { images: [photo.id] });
    return { a, b, memory };
  };

  it('trash: every URL handed out before answers 404, the author’s and the partner’s', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    const mine = await photoUrls(ctx, a, memory.id);
    const theirs = await photoUrls(ctx, b, memory.id);
    await expectAll(ctx, [...mine, ...theirs], 200);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    windowPasses(ctx);
    await expectAll(ctx, [...mine, ...theirs], 404);
    // Restored, it is seen again, and so are the links.
    const restored = await as(ctx, a, 'POST', `/api/trash/memory/${memory.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    await expectAll(ctx, [...mine, ...theirs], 200);
  });

  it('the trash hands its deleter links of its own, that end once the item leaves it', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    const trash = await as(ctx, a, 'GET', '/api/trash');
    const item = trash.json<{ items: TrashItem[] }>().items.find((i) => i.id === memory.id);
    const trashUrls = item?.picture?.renditions.map((r) => r.url) ?? [];
    expect(trashUrls.length).toBeGreaterThan(0);
    await expectAll(ctx, trashUrls, 200);
    // Not the partner's: their trash does not hold it, and a trash link is no one else's.
    const theirs = (await as(ctx, b, 'GET', '/api/trash')).json<{ items: TrashItem[] }>();
    expect(theirs.items.map((i) => i.id)).not.toContain(memory.id);
    const restored = await as(ctx, a, 'POST', `/api/trash/memory/${memory.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    windowPasses(ctx);
    await expectAll(ctx, trashUrls, 404);
  });

  it('sign-out ends the signed-out session’s URLs; my other session and my partner keep theirs', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    const phone = await signInAgain(ctx, a);
    const onLaptop = await photoUrls(ctx, a, memory.id);
    const onPhone = await photoUrls(ctx, phone, memory.id);
    const partners = await photoUrls(ctx, b, memory.id);
    expect(onPhone[0]).not.toBe(onLaptop[0]);
    await expectAll(ctx, [...onLaptop, ...onPhone, ...partners], 200);

    await signOut(ctx, a);
    windowPasses(ctx);
    await expectAll(ctx, onLaptop, 404);
    await expectAll(ctx, [...onPhone, ...partners], 200);

    // The partner signs out: their links end, mine (on the phone) still work.
    await signOut(ctx, b);
    windowPasses(ctx);
    await expectAll(ctx, partners, 404);
    await expectAll(ctx, onPhone, 200);
  });

  it('disconnect: the partner’s URLs of a shared photo and of a private profile’s avatar end; the author’s stay', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    const avatar = await uploadImage(ctx, a);
    expect((await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: avatar.id })).statusCode).toBe(
      200,
    );
    const hidden = await as(ctx, a, 'PUT', '/api/user/preferences', {
      profileVisibility: 'private',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const mine = await photoUrls(ctx, a, memory.id);
    const theirs = await photoUrls(ctx, b, memory.id);
    const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
    const avatarOfA = seen.json<{ memory: Memory }>().memory.author.avatarUrl ?? '';
    await expectAll(ctx, [...mine, ...theirs, avatarOfA], 200);

    expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    windowPasses(ctx);
    await expectAll(ctx, [...theirs, avatarOfA], 404);
    await expectAll(ctx, mine, 200);
  });

  it('account deletion: the deleted person’s URLs end; the partner’s of an inherited shared memory stay', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    const avatar = await uploadImage(ctx, a);
    const set = await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: avatar.id });
    const ownAvatar = set.json<{ user: User }>().user.avatarUrl ?? '';
    const mine = await photoUrls(ctx, a, memory.id);
    const theirs = await photoUrls(ctx, b, memory.id);
    await expectAll(ctx, [...mine, ...theirs, ownAvatar], 200);

    const gone = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    windowPasses(ctx);
    await expectAll(ctx, [...mine, ownAvatar], 404);
    // The couple's shared memory is the partner's now (the handover): still theirs to see.
    await expectAll(ctx, theirs, 200);
  });

  it('every kind of signed-in route hands out URLs naming its caller and session', async () => {
    const ctx = t();
    const { a, memory } = await sharedPhoto(ctx);
    const cover = await uploadImage(ctx, a);
    const post = await createPost(ctx, a, {
      coverImageId: cover.id,
      privacy: 'couple',
      status: 'published',
    });
    // authenticate's routes: one memory
    const fromMemory = await photoUrls(ctx, a, memory.id);
    // a route that reads its caller in its own statement: the timeline's first page
    const timeline = await as(ctx, a, 'GET', '/api/timeline');
    expect(timeline.statusCode, timeline.body).toBe(200);
    const item = timeline.json<TimelinePage>().items.find((i) => i.id === memory.id);
    const fromTimeline = item?.kind === 'memory' ? item.cover?.url : undefined;
    // a route a guest may call too, called signed in: a couple's post
    const read = await as(ctx, a, 'GET', `/api/blog/posts/${post.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const fromPost = read.json<{ post: BlogPost }>().post.cover?.url;

    expect(fromTimeline).toBeDefined();
    expect(fromPost).toBeDefined();
    const urls = [...fromMemory, fromTimeline ?? '', fromPost ?? ''];
    const sessions = new Set<string | null>();
    for (const url of urls) {
      const query = new URL(url, 'http://x').searchParams;
      expect(query.get('v'), url).toBe(a.user.id);
      expect(query.get('s'), url).toMatch(/.+/);
      sessions.add(query.get('s'));
    }
    expect(sessions.size).toBe(1);
    await expectAll(ctx, urls, 200);

    // a guest is handed nothing of a couple's post (a public one's URLs: 'what a guest may see')
    expect((await asGuest(ctx, 'GET', `/api/blog/posts/${post.id}`)).statusCode).toBe(404);
  });

  /** every file URL anywhere in a JSON answer */
  const fileUrlsIn = (value: unknown): string[] => {
    if (typeof value === 'string') return value.startsWith('/api/files/') ? [value] : [];
    if (Array.isArray(value)) return value.flatMap(fileUrlsIn);
    if (value && typeof value === 'object') return Object.values(value).flatMap(fileUrlsIn);
    return [];
  };

  it('every signed-in read, whatever it shows, hands out URLs of its caller’s session only', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    for (const person of [a, b]) {
      const face = await uploadImage(ctx, person);
      const set = await as(ctx, person, 'PUT', '/api/user/avatar', { uploadId: face.id });
      expect(set.statusCode, set.body).toBe(200);
    }
    // the same day some years ago, on a's calendar: the dashboard's "on this day"
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: a.user.preferences.timeZone,
    }).format(ctx.clock.now());
    const yearsAgo = `${Number(today.slice(0, 4)) - 4}${today.slice(4)}`;
    await createMemory(ctx, a, { images: [(await uploadImage(ctx, a)).id], date: yearsAgo });
    const commented = await as(ctx, b, 'POST', `/api/memories/${memory.id}/comments`, {
      content: 'Đẹp quá',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const cover = await uploadImage(ctx, b);
    await createPost(ctx, b, { coverImageId: cover.id, privacy: 'couple', status: 'published' });
    const sent = await as(ctx, b, 'POST', '/api/messages', {
      images: [(await uploadImage(ctx, b)).id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reminder = await as(ctx, b, 'POST', '/api/reminders', {
      title: 'Kỷ niệm',
      datetime: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
      type: 'anniversary',
    });
    expect(reminder.statusCode, reminder.body).toBe(201);

    const reads = [
      '/api/auth/profile',
      `/api/users/search?email=${encodeURIComponent(b.email)}`,
      '/api/couple/connection',
      '/api/dashboard',
      '/api/timeline',
      '/api/timeline?filter=memories',
      '/api/memories',
      `/api/memories/${memory.id}`,
      `/api/memories/${memory.id}/comments`,
      '/api/blog/posts',
      '/api/messages',
      '/api/reminders',
    ];
    const urls: string[] = [];
    for (const path of reads) {
      const res = await as(ctx, a, 'GET', path);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      const found = fileUrlsIn(res.json());
      expect(found.length, path).toBeGreaterThan(0);
      urls.push(...found);
    }
    const sessions = new Set(urls.map((url) => new URL(url, 'http://x').searchParams.get('s')));
    for (const url of urls)
      expect(new URL(url, 'http://x').searchParams.get('v'), url).toBe(a.user.id);
    expect([...sessions]).toHaveLength(1);
    expect([...sessions][0]).toMatch(/.+/);
    await expectAll(ctx, urls, 200);

    await signOut(ctx, a);
    windowPasses(ctx);
    await expectAll(ctx, urls, 404);
  });

  it('a sign-in’s own photo is signed for the session it starts, and ends with it', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const face = await uploadImage(ctx, a);
    const set = await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: face.id });
    expect(set.statusCode, set.body).toBe(200);
    const laptop = set.json<{ user: User }>().user.avatarUrl ?? '';
    const phone = await signInAgain(ctx, a);
    const fromSignIn = phone.user.avatarUrl ?? '';
    const grant = (url: string) => new URL(url, 'http://x').searchParams;
    expect(grant(fromSignIn).get('v')).toBe(a.user.id);
    expect(grant(fromSignIn).get('s')).toMatch(/.+/);
    expect(grant(fromSignIn).get('s')).not.toBe(grant(laptop).get('s'));
    await expectAll(ctx, [laptop, fromSignIn], 200);

    await signOut(ctx, phone);
    windowPasses(ctx);
    expect(await status(ctx, fromSignIn)).toBe(404);
    expect(await status(ctx, laptop)).toBe(200);
  });

  it('a URL is its grant’s: changing whom or which session it names breaks the signature', async () => {
    const ctx = t();
    const { a, b, memory } = await sharedPhoto(ctx);
    const [url] = await photoUrls(ctx, a, memory.id);
    const forged = [
      edit(url!, (q) => q.set('v', b.user.id)),
      edit(url!, (q) => q.delete('s')),
      edit(url!, (q) => q.set('t', '1')),
    ];
    await expectAll(ctx, forged, 403);
  });

  it('revalidates by ETag (304) while access lasts, and answers 404 once it is gone', async () => {
    const ctx = t();
    const { a, memory } = await sharedPhoto(ctx);
    const [url] = await photoUrls(ctx, a, memory.id);
    const first = await fetchFile(ctx, url!);
    expect(first.headers['cache-control']).toBe('private, max-age=30');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: url!,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    windowPasses(ctx);
    const after = await ctx.app.inject({
      method: 'GET',
      url: url!,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(404);
  });

  describe('what a guest may see', () => {
    it('a public post’s cover opens without a session, and stops when the post is no longer public', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const cover = await uploadImage(ctx, a);
      const post = await createPost(ctx, a, {
        coverImageId: cover.id,
        privacy: 'public',
        status: 'published',
      });
      const read = await asGuest(ctx, 'GET', `/api/blog/posts/${post.id}`);
      expect(read.statusCode, read.body).toBe(200);
      const guestUrl = read.json<{ post: BlogPost }>().post.cover!.url;
      expect(guestUrl).not.toMatch(/[?&][vs]=/);
      expect(await status(ctx, guestUrl)).toBe(200);
      // Anyone's picture: a signed-in reader gets the same URL (the one the page preloads).
      const signedIn = await as(ctx, a, 'GET', `/api/blog/posts/${post.id}`);
      expect(signedIn.json<{ post: BlogPost }>().post.cover!.url).toBe(guestUrl);
      const hidden = await as(ctx, a, 'PUT', `/api/blog/posts/${post.id}`, { privacy: 'couple' });
      expect(hidden.statusCode, hidden.body).toBe(200);
      windowPasses(ctx);
      expect(await status(ctx, guestUrl)).toBe(404);
      // The author's own link (signed in) still opens it.
      expect(await status(ctx, hidden.json<{ post: BlogPost }>().post.cover!.url)).toBe(200);
    });

    it('a private memory’s photo is not a guest’s: a URL without its grant is refused', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const photo = await uploadImage(ctx, a);
      const memory = await createMemory(ctx, a, { images: [photo.id], isPrivate: true });
      const [url] = await photoUrls(ctx, a, memory.id);
      const stripped = edit(url!, (q) => {
        q.delete('v');
        q.delete('s');
      });
      expect(await status(ctx, stripped)).toBe(403);
    });
  });
});
