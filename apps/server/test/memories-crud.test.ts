import type { Memory } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { SPEC_ERRORS, as, connectedPair, errorOf } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory, listMemories, memoryBody, titlesOf } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('memories: write, read, edit, delete', (engine) => {
  const t = useTestApp(engine);

  describe('POST /api/memories', () => {
    it('writes a shared memory with every field, authored by me', async () => {
      const { a } = await connectedPair(t());
      const res = await as(t(), a, 'POST', '/api/memories', {
        ...memoryBody(),
        content: '  Một chuyến đi dài.  ',
        location: 'Đà Lạt',
        mood: 'romantic',
        tags: ['travel', 'date', 'travel'],
      });
      expect(res.statusCode, res.body).toBe(201);
      const { memory } = res.json<{ memory: Memory }>();
      expect(memory).toMatchObject({
        title: 'Kỷ niệm Đà Lạt',
        description: 'Đồi thông và sương sớm',
        content: 'Một chuyến đi dài.',
        date: '2025-12-24',
        location: 'Đà Lạt',
        mood: 'romantic',
        tags: ['travel', 'date'],
        isPrivate: false,
        isFavorite: false,
        images: [],
        createdBy: a.user.id,
        ownerId: a.user.id,
        author: { id: a.user.id, displayName: 'An', avatarUrl: null },
      });
    });

    it('needs a couple for a shared memory (400), not for a private one', async () => {
      const lone = await t().registerUser();
      const shared = await as(t(), lone, 'POST', '/api/memories', memoryBody());
      expect(shared.statusCode).toBe(400);
      expect(errorOf(shared)).toEqual(SPEC_ERRORS.noCouple);
      const mine = await as(t(), lone, 'POST', '/api/memories', memoryBody({ isPrivate: true }));
      expect(mine.statusCode).toBe(201);
      // Nothing half-written: only the private one exists.
      expect(titlesOf(await listMemories(t(), lone))).toHaveLength(1);
    });

    it.each([
      ['no title', { title: undefined }, 'title', 'validation.required'],
      ['a blank title', { title: '   ' }, 'title', 'validation.required'],
      [
        'a title of 201 characters',
        { title: 'a'.repeat(201) },
        'title',
        'validation.maxLength:200',
      ],
      [
        'a title of zero-width characters',
        { title: '\u200B\u200D' },
        'title',
        'validation.required',
      ],
      [
        'a title of spaces and invisible characters',
        { title: ' \u2060\u00AD\uFEFF ' },
        'title',
        'validation.required',
      ],
      ['no description', { description: undefined }, 'description', 'validation.required'],
      [
        'a description of zero-width characters',
        { description: '\u200B' },
        'description',
        'validation.required',
      ],
      ['no date', { date: undefined }, 'date', 'validation.required'],
      ['a date that does not exist', { date: '2025-02-30' }, 'date', 'validation.invalidDate'],
      ['an unknown tag', { tags: ['party'] }, 'tags.0', 'validation.invalid'],
      ['an unknown mood', { mood: 'angry' }, 'mood', 'validation.invalid'],
      [
        '21 photos',
        { images: Array.from({ length: 21 }, (_, i) => `img${i}`) },
        'images',
        'validation.invalid',
      ],
      [
        'content of 20001 characters',
        { content: 'x'.repeat(20001) },
        'content',
        'validation.maxLength:20000',
      ],
    ])('refuses %s with 422 naming the field', async (_, overrides, field, code) => {
      const user = await t().registerUser();
      const res = await as(
        t(),
        user,
        'POST',
        '/api/memories',
        memoryBody({ isPrivate: true, ...overrides }),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ errors: { field: string; code: string }[] }>().errors).toContainEqual(
        expect.objectContaining({ field, code }),
      );
    });

    it('takes content and a place that show nothing (zero-width only) as none', async () => {
      const user = await t().registerUser();
      const memory = await createMemory(t(), user, {
        isPrivate: true,
        content: '\u200B\u200C',
        location: ' \u200B ',
      });
      expect(memory.content).toBeNull();
      expect(memory.location).toBeNull();
      const edited = await as(t(), user, 'PUT', `/api/memories/${memory.id}`, { title: '\u200B' });
      expect(edited.statusCode).toBe(422);
    });

    it('keeps Vietnamese typed decomposed (NFD) composed, counting what people see', async () => {
      const user = await t().registerUser();
      // "ệ" typed as e + two combining marks: 3 code units, one character
      const title = 'ệ'.repeat(200);
      const memory = await createMemory(t(), user, {
        isPrivate: true,
        title: title.normalize('NFD'),
        description: 'Chuyến đi Đà Lạt'.normalize('NFD'),
      });
      expect(memory.title).toBe(title);
      expect(memory.description).toBe('Chuyến đi Đà Lạt');
      const tooLong = await as(
        t(),
        user,
        'POST',
        '/api/memories',
        memoryBody({ isPrivate: true, title: 'ệ'.repeat(201).normalize('NFD') }),
      );
      expect(tooLong.statusCode).toBe(422);
      const found = await listMemories(t(), user, '/api/memories/search?q=chuyen%20di%20da%20lat');
      expect(found.memories.map((m) => m.id)).toEqual([memory.id]);
    });

    it('attaches my own fresh uploads, in order, and refuses anyone else’s', async () => {
      const { a, b } = await connectedPair(t());
      const first = await uploadImage(t(), a);
      const second = await uploadImage(t(), a);
      const partners = await uploadImage(t(), b);
      const memory = await createMemory(t(), a, { images: [second.id, first.id] });
      expect(memory.images.map((image) => image.id)).toEqual([second.id, first.id]);
      expect(memory.images[0]?.renditions.length).toBeGreaterThan(0);

      // My partner's upload is not mine to attach; an upload already used is not free.
      const theirs = await as(
        t(),
        a,
        'POST',
        '/api/memories',
        memoryBody({ images: [partners.id] }),
      );
      expect(theirs.statusCode).toBe(422);
      const reused = await as(t(), b, 'POST', '/api/memories', memoryBody({ images: [first.id] }));
      expect(reused.statusCode).toBe(422);
      const unknown = await as(t(), a, 'POST', '/api/memories', memoryBody({ images: ['nope'] }));
      expect(unknown.statusCode).toBe(422);
      // None of the refused writes left a memory behind.
      expect(titlesOf(await listMemories(t(), a))).toHaveLength(1);
    });
  });

  describe('PUT /api/memories/:id', () => {
    it('lets either partner edit a shared memory, only the fields sent', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a, { location: 'Đà Lạt', tags: ['travel'] });
      const res = await as(t(), b, 'PUT', `/api/memories/${memory.id}`, {
        title: 'Đà Lạt mùa đông',
        tags: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ memory: Memory }>().memory).toMatchObject({
        title: 'Đà Lạt mùa đông',
        description: memory.description,
        location: 'Đà Lạt',
        tags: [],
        author: { id: a.user.id },
      });
    });

    it('lets only the author change who may see it (403 for the partner)', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      const partner = await as(t(), b, 'PUT', `/api/memories/${memory.id}`, { isPrivate: true });
      expect(partner.statusCode).toBe(403);
      const author = await as(t(), a, 'PUT', `/api/memories/${memory.id}`, { isPrivate: true });
      expect(author.json<{ memory: Memory }>().memory.isPrivate).toBe(true);
      // Now it is mine alone: my partner no longer finds it.
      expect((await as(t(), b, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
    });

    it('replaces the photos: new ones must be my uploads, removed ones are let go', async () => {
      const { a, b } = await connectedPair(t());
      const one = await uploadImage(t(), a);
      const two = await uploadImage(t(), b);
      const memory = await createMemory(t(), a, { images: [one.id] });
      // My partner adds their photo after mine, keeping mine.
      const added = await as(t(), b, 'PUT', `/api/memories/${memory.id}`, {
        images: [one.id, two.id],
      });
      expect(added.json<{ memory: Memory }>().memory.images.map((i) => i.id)).toEqual([
        one.id,
        two.id,
      ]);
      const removed = await as(t(), a, 'PUT', `/api/memories/${memory.id}`, { images: [two.id] });
      expect(removed.json<{ memory: Memory }>().memory.images.map((i) => i.id)).toEqual([two.id]);
      // The photo taken out is served no more, yet free again for its owner.
      expect((await t().app.inject({ method: 'GET', url: one.fileUrl })).statusCode).toBe(404);
      expect(
        (await as(t(), a, 'POST', '/api/memories', memoryBody({ images: [one.id] }))).statusCode,
      ).toBe(201);
    });

    it('refuses bad fields with 422 and changes nothing', async () => {
      const { a } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      const res = await as(t(), a, 'PUT', `/api/memories/${memory.id}`, {
        title: '',
        date: '2024-13-01',
      });
      expect(res.statusCode).toBe(422);
      const again = await as(t(), a, 'GET', `/api/memories/${memory.id}`);
      expect(again.json<{ memory: Memory }>().memory.title).toBe(memory.title);
    });
  });

  describe('DELETE /api/memories/:id', () => {
    it('is the author’s alone: 403 for the partner, then gone for both', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      expect((await as(t(), b, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(403);
      const res = await as(t(), a, 'DELETE', `/api/memories/${memory.id}`);
      expect(res.statusCode).toBe(200);
      for (const user of [a, b]) {
        expect((await as(t(), user, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
      }
      expect((await as(t(), a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/memories/:id/favorite', () => {
    it('toggles my own mark; my partner keeps theirs', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      const on = await as(t(), b, 'PATCH', `/api/memories/${memory.id}/favorite`);
      expect(on.json<{ memory: Memory }>().memory.isFavorite).toBe(true);
      const mine = await as(t(), a, 'GET', `/api/memories/${memory.id}`);
      expect(mine.json<{ memory: Memory }>().memory.isFavorite).toBe(false);
      const off = await as(t(), b, 'PATCH', `/api/memories/${memory.id}/favorite`);
      expect(off.json<{ memory: Memory }>().memory.isFavorite).toBe(false);
      const missing = await as(t(), b, 'PATCH', '/api/memories/no-such-memory/favorite');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).message).toBe('Memory not found');
    });
  });
});
