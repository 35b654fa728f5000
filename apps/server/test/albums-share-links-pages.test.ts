import { ALBUM_LIMITS, SHARE_LINK_LIMITS } from '@doita/shared';
import type { AlbumPage, AlbumsList, ShareLinksList } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { albums, shareLinks } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * The albums list and the share links lists come a page at a time, by a keyset on the
 * order they are shown in (albums last changed first, links newest first): every item
 * once across the pages, whatever instants they share, and nothing of another couple.
 */
describeEachEngine('albums and share links, page by page', (engine) => {
  const t = useTestApp(engine);

  async function makeAlbums(ctx: TestApp, users: TestUser[], count: number, memoryId?: string) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = users[i % users.length]!;
      const body = { name: `Album ${i}`, ...(memoryId && i % 2 ? { memoryIds: [memoryId] } : {}) };
      const res = await as(ctx, user, 'POST', '/api/albums', body);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<AlbumPage>().album.id);
    }
    return ids;
  }

  /** every page of a list, following `nextCursor`, checking each page's size */
  async function walk<T>(
    ctx: TestApp,
    user: TestUser,
    path: string,
    limit: number,
    itemsOf: (body: never) => T[],
  ): Promise<T[][]> {
    const pages: T[][] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const query = `${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await as(ctx, user, 'GET', `${path}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ nextCursor: string | null }>();
      const items = itemsOf(body as never);
      expect(items.length).toBeLessThanOrEqual(limit);
      if (body.nextCursor) expect(items).toHaveLength(limit);
      pages.push(items);
      cursor = body.nextCursor;
      expect(pages.length).toBeLessThan(50);
    } while (cursor);
    return pages;
  }
  const albumIds = (body: AlbumsList) => body.albums.map((album) => album.id);
  const linkIds = (body: ShareLinksList) => body.shareLinks.map((link) => link.id);

  it('walks the albums in pages, last changed first, each once, ties broken by id', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const made = await makeAlbums(ctx, [a, b], 7);
    // Three of them changed at one and the same instant: the id orders them.
    const same = new Date('2026-01-02T03:04:05.678Z');
    for (const id of made.slice(2, 5)) {
      await ctx.database.db.update(albums).set({ updatedAt: same }).where(eq(albums.id, id));
    }
    const all = await as(ctx, a, 'GET', `/api/albums?limit=${ALBUM_LIMITS.listPageSizeMax}`);
    const full = all.json<AlbumsList>();
    expect(full.nextCursor).toBeNull();
    expect(new Set(albumIds(full))).toEqual(new Set(made));

    for (const limit of [1, 2, 3, 7]) {
      for (const user of [a, b]) {
        const pages = await walk(ctx, user, '/api/albums', limit, albumIds);
        expect(pages.flat()).toEqual(albumIds(full));
        expect(pages).toHaveLength(Math.ceil(7 / limit));
      }
    }
    const tied = full.albums.filter((album) => album.updatedAt === same.toISOString());
    expect(tied.map((album) => album.id)).toEqual(made.slice(2, 5).sort());
  });

  it('marks the albums holding a memory on every page, and a change moves an album to the top', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a, { title: 'Biển' });
    const made = await makeAlbums(ctx, [a], 5, memory.id);
    const pages = await walk(ctx, b, `/api/albums?memoryId=${memory.id}`, 2, (body: AlbumsList) =>
      body.albums.map((album) => [album.id, album.hasMemory] as const),
    );
    const marked = new Map(pages.flat());
    expect(marked.size).toBe(5);
    made.forEach((id, i) => expect(marked.get(id)).toBe(i % 2 === 1));

    // Renamed between two pages: it leads the list again and does not come twice.
    const first = await as(ctx, a, 'GET', '/api/albums?limit=2');
    const { nextCursor } = first.json<AlbumsList>();
    const oldest = made[0]!;
    ctx.clock.advance(1);
    await as(ctx, b, 'PATCH', `/api/albums/${oldest}`, { name: 'Đổi tên' });
    const rest = await as(ctx, a, 'GET', `/api/albums?limit=10&cursor=${nextCursor}`);
    const seen = [...albumIds(first.json<AlbumsList>()), ...albumIds(rest.json<AlbumsList>())];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(oldest);
    const again = await as(ctx, a, 'GET', '/api/albums?limit=1');
    expect(albumIds(again.json<AlbumsList>())).toEqual([oldest]);
  });

  it('answers the default page size, and the next page from there', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const count = ALBUM_LIMITS.listPageSize + 1;
    await makeAlbums(ctx, [a], count);
    const first = (await as(ctx, a, 'GET', '/api/albums')).json<AlbumsList>();
    expect(first.albums).toHaveLength(ALBUM_LIMITS.listPageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await as(ctx, a, 'GET', `/api/albums?cursor=${first.nextCursor}`);
    const last = next.json<AlbumsList>();
    expect(last.albums).toHaveLength(1);
    expect(last.nextCursor).toBeNull();
    expect(albumIds(first)).not.toContain(last.albums[0]!.id);
  });

  it('refuses a cursor or a limit that is not one, naming the field, on both lists', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const forged = Buffer.from('not a date|x').toString('base64url');
    const far = Buffer.from('+275760-09-13T00:00:00.000Z|x').toString('base64url');
    for (const path of ['/api/albums', '/api/share-links']) {
      for (const [query, field] of [
        [`cursor=${forged}`, 'cursor'],
        [`cursor=${far}`, 'cursor'],
        ['cursor=%00%01', 'cursor'],
        [`cursor=${'a'.repeat(201)}`, 'cursor'],
        ['limit=0', 'limit'],
        ['limit=-1', 'limit'],
        ['limit=1.5', 'limit'],
        ['limit=abc', 'limit'],
        [
          `limit=${Math.max(ALBUM_LIMITS.listPageSizeMax, SHARE_LINK_LIMITS.pageSizeMax) + 1}`,
          'limit',
        ],
      ] as const) {
        const res = await as(ctx, a, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(422);
        const { errors } = res.json<{ errors?: { field: string }[] }>();
        expect(errors?.map((error) => error.field)).toContain(field);
      }
    }
  });

  it('walks a couple’s share links newest first, of one target or all, and never another couple’s', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const other = await connectedPair(ctx);
    const memory = await createMemory(ctx, a, { title: 'Hội An' });
    const [albumId] = await makeAlbums(ctx, [b], 1);
    const strangerMemory = await createMemory(ctx, other.a, { title: 'Của người lạ' });
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = i % 3 === 2 ? { albumId } : { memoryId: memory.id };
      const res = await as(ctx, i % 2 ? b : a, 'POST', '/api/share-links', body);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json<{ shareLink: { id: string } }>().shareLink.id);
      await as(ctx, other.a, 'POST', '/api/share-links', { memoryId: strangerMemory.id });
    }
    // Two made at the same instant: the id orders them, newest-first order kept.
    const same = new Date('2026-02-03T04:05:06.789Z');
    for (const id of made.slice(0, 2)) {
      await ctx.database.db
        .update(shareLinks)
        .set({ createdAt: same })
        .where(eq(shareLinks.id, id));
    }
    const full = (await as(ctx, a, 'GET', '/api/share-links?limit=100')).json<ShareLinksList>();
    expect(new Set(linkIds(full))).toEqual(new Set(made));
    expect(full.shareLinks.slice(-2).map((link) => link.id)).toEqual(
      made.slice(0, 2).sort().reverse(),
    );

    for (const limit of [1, 2, 4]) {
      const all = await walk(ctx, b, '/api/share-links', limit, linkIds);
      expect(all.flat()).toEqual(linkIds(full));
      const ofMemory = await walk(ctx, a, `/api/share-links?memoryId=${memory.id}`, limit, linkIds);
      expect(ofMemory.flat()).toEqual(linkIds(full).filter((id) => made.indexOf(id) % 3 !== 2));
      const ofAlbum = await walk(ctx, a, `/api/share-links?albumId=${albumId}`, limit, linkIds);
      expect(ofAlbum.flat()).toEqual(linkIds(full).filter((id) => made.indexOf(id) % 3 === 2));
    }
    // Another couple's cursor is only a position: it shows them nothing of ours.
    const theirs = await walk(ctx, other.b, '/api/share-links', 2, linkIds);
    expect(theirs.flat()).toHaveLength(6);
    expect(theirs.flat().some((id) => made.includes(id))).toBe(false);
    const ourCursor = (await as(ctx, a, 'GET', '/api/share-links?limit=1')).json<ShareLinksList>()
      .nextCursor;
    const crossed = await as(ctx, other.a, 'GET', `/api/share-links?cursor=${ourCursor}`);
    expect(linkIds(crossed.json<ShareLinksList>()).some((id) => made.includes(id))).toBe(false);
  });
});
