import type { AlbumPage, ShareLink, ShareLinksList, SharedView } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { redactUrl } from '../src/plugins/request-log.js';
import { setClock } from './helpers/rows.js';
import { fetchFile, urlsOf } from './helpers/upload-files.js';
import { PUBLIC_URL, TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * Share links (docs/product-rules.md, Share links): a read-only link to one shared memory
 * or album, for anyone holding it, until it expires or either partner revokes it; its
 * photos through URLs of its own that end with it; never a private memory; passcodes
 * limited against guessing; one 404 for every link that does not open.
 */
describeEachEngine('share links', (engine) => {
  const t = useTestApp(engine);

  async function share(ctx: TestApp, user: TestUser, body: object): Promise<ShareLink> {
    const res = await as(ctx, user, 'POST', '/api/share-links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ shareLink: ShareLink }>().shareLink;
  }
  const pathOf = (link: ShareLink) => `/api/shared/${link.url.split('/s/')[1]}`;
  const open = (
    ctx: TestApp,
    link: ShareLink,
    headers: Record<string, string> = {},
    ip = '10.0.0.1',
  ) => ctx.app.inject({ method: 'GET', url: pathOf(link), headers, remoteAddress: ip });

  async function albumWithPhoto(ctx: TestApp) {
    const pair = await connectedPair(ctx);
    const upload = await uploadImage(ctx, pair.a);
    const memory = await createMemory(ctx, pair.a, { title: 'Cưới', images: [upload.id] });
    const res = await as(ctx, pair.b, 'POST', '/api/albums', {
      name: 'Đám cưới',
      memoryIds: [memory.id],
    });
    const { album } = res.json<AlbumPage>();
    return { ...pair, memory, album, upload };
  }

  it('opens an album signed out, with the couple’s names and photos of its own', async () => {
    const ctx = t();
    const { a, b, album, memory } = await albumWithPhoto(ctx);
    const link = await share(ctx, a, { albumId: album.id, expiresInDays: 7 });
    expect(link.url.startsWith(`${PUBLIC_URL}/s/`)).toBe(true);
    expect(link.url.split('/s/')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await open(ctx, link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const view = res.json<SharedView>();
    expect(view).toMatchObject({ kind: 'album', title: 'Đám cưới', coupleNames: ['An', 'Bình'] });
    expect(view.memories.map((m) => m.id)).toEqual([memory.id]);
    const urls = urlsOf(view.memories[0]!.images[0]!);
    for (const url of urls) {
      expect(url).toContain('l=');
      expect(url).not.toContain('v=');
      const file = await fetchFile(ctx, url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('private, max-age=0');
    }
    // Either partner sees it in the list, with its view counted once.
    const list = await as(ctx, b, 'GET', `/api/share-links?albumId=${album.id}`);
    expect(list.json<ShareLinksList>().shareLinks).toMatchObject([
      { id: link.id, url: link.url, viewCount: 1, hasPasscode: false, expired: false },
    ]);
  });

  it('dies at once when the partner revokes it: data and photo URLs', async () => {
    const ctx = t();
    const { a, b, album } = await albumWithPhoto(ctx);
    const link = await share(ctx, a, { albumId: album.id });
    expect(link.expiresAt).toBeNull();
    const view = (await open(ctx, link)).json<SharedView>();
    const photo = view.memories[0]!.images[0]!.url;
    expect((await fetchFile(ctx, photo)).statusCode).toBe(200);
    expect((await as(ctx, b, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(200);
    const gone = await open(ctx, link);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'SHARE_LINK_UNAVAILABLE' });
    expect((await fetchFile(ctx, photo)).statusCode).toBe(404);
    expect((await as(ctx, a, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(404);
  });

  it('dies at its expiry, with the same answer as a link never made', async () => {
    const ctx = t();
    const { a, album } = await albumWithPhoto(ctx);
    const link = await share(ctx, a, { albumId: album.id, expiresInDays: 1 });
    const photo = (await open(ctx, link)).json<SharedView>().memories[0]!.images[0]!.url;
    setClock(ctx, new Date(Date.parse(link.expiresAt!) + 1000));
    try {
      const expired = await open(ctx, link);
      expect(expired.statusCode).toBe(404);
      // (its signature has lapsed too by now: refused either way)
      expect([403, 404]).toContain((await fetchFile(ctx, photo)).statusCode);
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/shared/${'x'.repeat(43)}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(expired.json());
    } finally {
      ctx.clock.reset();
    }
  });

  it('never shares a private memory, by any path', async () => {
    const ctx = t();
    const { a, b, album, memory } = await albumWithPhoto(ctx);
    const secret = await createMemory(ctx, a, { isPrivate: true });
    const refused = await as(ctx, a, 'POST', '/api/share-links', { memoryId: secret.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PRIVATE_MEMORY' });
    expect((await as(ctx, b, 'POST', '/api/share-links', { memoryId: secret.id })).statusCode).toBe(
      404,
    );
    // A shared memory made private later leaves its own link and the album's at once.
    const memoryLink = await share(ctx, b, { memoryId: memory.id });
    const albumLink = await share(ctx, b, { albumId: album.id });
    const photos = [
      (await open(ctx, memoryLink)).json<SharedView>().memories[0]!.images[0]!.url,
      (await open(ctx, albumLink)).json<SharedView>().memories[0]!.images[0]!.url,
    ];
    await as(ctx, a, 'PUT', `/api/memories/${memory.id}`, { isPrivate: true });
    expect((await open(ctx, memoryLink)).statusCode).toBe(404);
    const albumView = await open(ctx, albumLink);
    expect(albumView.json<SharedView>().memories).toEqual([]);
    expect(albumView.json<SharedView>().cover).toBeNull();
    for (const photo of photos) expect((await fetchFile(ctx, photo)).statusCode).toBe(404);
    // Back to shared, back in; trashed, out again.
    await as(ctx, a, 'PUT', `/api/memories/${memory.id}`, { isPrivate: false });
    expect((await open(ctx, memoryLink)).statusCode).toBe(200);
    await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`);
    expect((await open(ctx, memoryLink)).statusCode).toBe(404);
  });

  it('is not opened by a photo URL of another link, or with its link id changed', async () => {
    const ctx = t();
    const { a, album, memory, upload } = await albumWithPhoto(ctx);
    const other = await createMemory(ctx, a, { title: 'Khác' });
    const link = await share(ctx, a, { memoryId: other.id });
    const albumLink = await share(ctx, a, { albumId: album.id });
    const photo = (await open(ctx, albumLink)).json<SharedView>().memories[0]!.images[0]!.url;
    const forged = photo.replace(`l=${albumLink.id}`, `l=${link.id}`);
    expect((await fetchFile(ctx, forged)).statusCode).toBe(403);
    expect(upload.id).toBe(album.cover?.id);
    expect(memory.id).toBeTruthy();
  });

  it('asks for its passcode, and limits wrong ones per link and per address', async () => {
    const ctx = t();
    const { a, album } = await albumWithPhoto(ctx);
    const link = await share(ctx, a, { albumId: album.id, passcode: 'bà nội 1' });
    expect(link.hasPasscode).toBe(true);
    expect((await open(ctx, link)).json()).toMatchObject({ code: 'PASSCODE_REQUIRED' });
    const passcode = (value: string) => ({ 'x-share-passcode': encodeURIComponent(value) });
    // Headers are ASCII: the web sends the passcode URI-encoded.
    expect((await open(ctx, link, passcode('bà nội 1'))).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await open(ctx, link, passcode(`sai ${i}`), `10.1.0.${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'PASSCODE_WRONG' });
    }
    // Locked for everyone now, even with the right passcode.
    const locked = await open(ctx, link, passcode('bà nội 1'), '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // One address guessing across many links is stopped too.
    const other = await share(ctx, a, { albumId: album.id, passcode: 'mot hai ba' });
    const again = await share(ctx, a, { albumId: album.id, passcode: 'mot hai ba' });
    const ip = '10.3.0.1';
    let limited = 0;
    for (let i = 0; i < 24; i += 1) {
      const target = [other, again, link][i % 2]!;
      const res = await open(ctx, target, passcode(`doan ${i}`), ip);
      if (res.statusCode === 429) limited += 1;
      // each link locks after 5 in a row: reset them by a right answer from elsewhere
      if (i % 4 === 3) {
        await open(ctx, other, passcode('mot hai ba'), '10.4.0.1');
        await open(ctx, again, passcode('mot hai ba'), '10.4.0.2');
      }
    }
    expect(limited).toBeGreaterThan(0);
    expect((await open(ctx, other, passcode('mot hai ba'), ip)).statusCode).toBe(429);
  });

  it('takes a passcode typed decomposed (NFD) by its characters, and opens with either spelling', async () => {
    const ctx = t();
    const { a, album } = await albumWithPhoto(ctx);
    // 64 characters as people see them (192 code points decomposed)
    const typed = 'ệ'.repeat(64);
    const link = await share(ctx, a, { albumId: album.id, passcode: typed.normalize('NFD') });
    for (const spelling of [typed, typed.normalize('NFD')]) {
      const res = await open(ctx, link, { 'x-share-passcode': encodeURIComponent(spelling) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tooLong = await as(ctx, a, 'POST', '/api/share-links', {
      albumId: album.id,
      passcode: `${typed}ệ`.normalize('NFD'),
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('is 404 to strangers and gone for a couple that disconnected', async () => {
    const ctx = t();
    const { a, b, album, memory } = await albumWithPhoto(ctx);
    // a stranger in a couple of their own
    const { a: stranger } = await connectedPair(ctx);
    expect(
      (await as(ctx, stranger, 'POST', '/api/share-links', { albumId: album.id })).statusCode,
    ).toBe(404);
    expect(
      (await as(ctx, stranger, 'POST', '/api/share-links', { memoryId: memory.id })).statusCode,
    ).toBe(404);
    const link = await share(ctx, a, { albumId: album.id });
    expect((await as(ctx, stranger, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(404);
    expect(
      (await as(ctx, stranger, 'GET', '/api/share-links')).json<ShareLinksList>().shareLinks,
    ).toEqual([]);
    await as(ctx, b, 'DELETE', '/api/couple/disconnect');
    expect((await open(ctx, link)).statusCode).toBe(404);
  });

  it('ends with an account: the couple’s albums and links go, the memories stay', async () => {
    const ctx = t();
    const { a, b, album, memory } = await albumWithPhoto(ctx);
    const link = await share(ctx, b, { albumId: album.id });
    const gone = await as(ctx, b, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await open(ctx, link)).statusCode).toBe(404);
    expect((await as(ctx, a, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    expect((await as(ctx, a, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(200);
  });

  it('keeps its token out of the server’s logs', () => {
    const token = 'T'.repeat(43);
    expect(redactUrl(`/s/${token}`)).toBe('/s/[redacted]');
    expect(redactUrl(`/api/shared/${token}?page=2`)).toBe('/api/shared/[redacted]?page=2');
    expect(redactUrl('/api/share-links/abc')).toBe('/api/share-links/abc');
  });

  it('refuses expiries outside 1 to 90 days', async () => {
    const ctx = t();
    const { a, album } = await albumWithPhoto(ctx);
    for (const expiresInDays of [0, 91, 2.5]) {
      const res = await as(ctx, a, 'POST', '/api/share-links', {
        albumId: album.id,
        expiresInDays,
      });
      expect(res.statusCode, String(expiresInDays)).toBe(422);
    }
    const max = await share(ctx, a, { albumId: album.id, expiresInDays: 90 });
    const ahead = Date.parse(max.expiresAt!) - ctx.clock.now().getTime();
    expect(Math.abs(ahead - 90 * 86_400_000)).toBeLessThan(60_000);
  });
});
