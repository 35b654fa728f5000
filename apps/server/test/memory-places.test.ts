import type { Memory, MemoryPlace, PlacesResponse } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory, listMemories, titlesOf } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const DALAT = { name: 'Đà Lạt', lat: 11.9404, lng: 108.4583 };
const HOI_AN = { name: 'Hội An', lat: 15.8801, lng: 108.338 };

async function mapOf(ctx: TestApp, user: TestUser) {
  const res = await as(ctx, user, 'GET', '/api/memories/places');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ places: MemoryPlace[]; truncated: boolean }>();
}

async function placesFor(ctx: TestApp, user: TestUser, q?: string) {
  const url = q === undefined ? '/api/places' : `/api/places?q=${encodeURIComponent(q)}`;
  const res = await as(ctx, user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlacesResponse>().places;
}

describeEachEngine('memory places: the map and the place search', (engine) => {
  const t = useTestApp(engine);

  describe('a memory location', () => {
    it('keeps a name alone as a string, and a place with coordinates as an object', async () => {
      const { a } = await connectedPair(t());
      const named = await createMemory(t(), a, { location: '  Quán cà phê quen ' });
      expect(named.location).toBe('Quán cà phê quen');
      const placed = await createMemory(t(), a, { location: { ...DALAT, name: ' Đà Lạt ' } });
      expect(placed.location).toEqual(DALAT);
      const res = await as(t(), a, 'GET', `/api/memories/${placed.id}`);
      expect(res.json<{ memory: Memory }>().memory.location).toEqual(DALAT);
    });

    it('changes between the two shapes, and clears with null or blank', async () => {
      const { a } = await connectedPair(t());
      const memory = await createMemory(t(), a, { location: 'Hội An' });
      const put = (location: unknown) =>
        as(t(), a, 'PUT', `/api/memories/${memory.id}`, { location });
      expect((await put(HOI_AN)).json<{ memory: Memory }>().memory.location).toEqual(HOI_AN);
      expect((await put('Phố cổ')).json<{ memory: Memory }>().memory.location).toBe('Phố cổ');
      expect((await put(null)).json<{ memory: Memory }>().memory.location).toBeNull();
      await put(HOI_AN);
      expect((await put('')).json<{ memory: Memory }>().memory.location).toBeNull();
      // a body without location leaves it as it is
      await put(HOI_AN);
      const titled = await as(t(), a, 'PUT', `/api/memories/${memory.id}`, { title: 'Mới' });
      expect(titled.json<{ memory: Memory }>().memory.location).toEqual(HOI_AN);
    });

    it('takes the poles and the antimeridian, the edges of the range', async () => {
      const { a } = await connectedPair(t());
      for (const edge of [
        { name: 'Bắc Cực', lat: 90, lng: 180 },
        { name: 'Nam Cực', lat: -90, lng: -180 },
      ]) {
        expect((await createMemory(t(), a, { location: edge })).location).toEqual(edge);
      }
    });

    it.each([
      [{ name: 'x', lat: 91, lng: 0 }, 'location.lat', 'validation.latitude'],
      [{ name: 'x', lat: 0, lng: 181 }, 'location.lng', 'validation.longitude'],
      [{ name: 'x', lat: '1', lng: 0 }, 'location.lat', 'validation.number'],
      [{ name: ' ', lat: 1, lng: 1 }, 'location.name', 'validation.required'],
      [{ name: '\u200B', lat: 1, lng: 1 }, 'location.name', 'validation.required'],
      [{ name: 'x', lat: 90.000001, lng: 0 }, 'location.lat', 'validation.latitude'],
      [{ name: 'x', lat: 0, lng: -180.000001 }, 'location.lng', 'validation.longitude'],
      [{ name: 'x', lat: null, lng: 0 }, 'location.lat', 'validation.number'],
      [{ lat: 1, lng: 1 }, 'location.name', 'validation.required'],
      [42, 'location', 'validation.invalid'],
    ])('refuses %j with 422 on %s', async (location, field, code) => {
      const { a } = await connectedPair(t());
      const res = await as(t(), a, 'POST', '/api/memories', {
        title: 'x',
        description: 'y',
        date: '2025-01-01',
        location,
      });
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: { field: string; message: string; code: string }[] }>()
        .errors;
      expect(errors.map((error) => error.field)).toContain(field);
      // in English from the server; the key stays for the web to translate
      expect(JSON.stringify(errors)).toContain(code === 'validation.invalid' ? 'Invalid' : '');
    });
  });

  describe('GET /api/memories/places', () => {
    it('groups the memories I may see by place, most first, newest ids first', async () => {
      const { a, b } = await connectedPair(t());
      const first = await createMemory(t(), a, { location: DALAT, date: '2024-01-01' });
      const second = await createMemory(t(), b, { location: DALAT, date: '2025-01-01' });
      const hoiAn = await createMemory(t(), a, { location: HOI_AN });
      await createMemory(t(), a, { location: 'Chỉ có tên' });
      // b's private memory is b's alone
      const secret = await createMemory(t(), b, { location: HOI_AN, isPrivate: true });
      const mine = await mapOf(t(), a);
      expect(mine.truncated).toBe(false);
      expect(mine.places).toEqual([
        { ...DALAT, count: 2, memoryIds: [second.id, first.id] },
        { ...HOI_AN, count: 1, memoryIds: [hoiAn.id] },
      ]);
      const theirs = await mapOf(t(), b);
      const theirHoiAn = theirs.places.find((p) => p.name === 'Hội An');
      expect(theirHoiAn?.count).toBe(2);
      expect(theirHoiAn?.memoryIds.toSorted()).toEqual([hoiAn.id, secret.id].toSorted());
    });

    it('takes a place typed decomposed (NFD) for the same place as the composed one', async () => {
      const { a, b } = await connectedPair(t());
      const composed = await createMemory(t(), a, { location: DALAT, date: '2024-01-01' });
      const decomposed = await createMemory(t(), b, {
        location: { ...DALAT, name: DALAT.name.normalize('NFD') },
        date: '2025-01-01',
      });
      expect(decomposed.location).toEqual(DALAT);
      expect((await mapOf(t(), a)).places).toEqual([
        { ...DALAT, count: 2, memoryIds: [decomposed.id, composed.id] },
      ]);
      const named = await createMemory(t(), a, { location: 'Hồ Xuân Hương'.normalize('NFD') });
      expect(named.location).toBe('Hồ Xuân Hương');
      // our own places: one entry, not one per spelling
      expect((await placesFor(t(), a, 'da lat')).filter((p) => p.kind === 'ours')).toEqual([
        { ...DALAT, kind: 'ours' },
      ]);
    });

    it('leaves out the trash, and shows a stranger and another couple nothing of ours', async () => {
      const { a } = await connectedPair(t());
      const gone = await createMemory(t(), a, { location: DALAT });
      await createMemory(t(), a, { location: HOI_AN });
      expect((await as(t(), a, 'DELETE', `/api/memories/${gone.id}`)).statusCode).toBe(200);
      expect((await mapOf(t(), a)).places.map((p) => p.name)).toEqual(['Hội An']);
      const other = await connectedPair(t());
      const stranger = await t().registerUser();
      expect((await mapOf(t(), other.a)).places).toEqual([]);
      expect((await mapOf(t(), stranger)).places).toEqual([]);
      const unauthenticated = await t().app.inject({ method: 'GET', url: '/api/memories/places' });
      expect(unauthenticated.statusCode).toBe(401);
    });
  });

  describe('GET /api/places', () => {
    it('finds the gazetteer accents and case ignored, old province names too', async () => {
      const lone = await t().registerUser();
      for (const q of ['da lat', 'Đà Lạt', 'dalat', 'ĐÀ LẠT'])
        expect((await placesFor(t(), lone, q))[0]).toMatchObject({ name: 'Đà Lạt', kind: 'city' });
      expect((await placesFor(t(), lone, 'ha noi'))[0]?.name).toBe('Hà Nội');
      expect((await placesFor(t(), lone, 'Quảng Nam')).map((p) => p.name)).toContain('Đà Nẵng');
      expect(await placesFor(t(), lone, 'qqqqzz')).toEqual([]);
      expect((await placesFor(t(), lone, 'h')).length).toBeLessThanOrEqual(12);
    });

    it('puts our own places first, and never another couple’s', async () => {
      const { a, b } = await connectedPair(t());
      const ours = { name: 'Đồi chè Cầu Đất', lat: 11.86, lng: 108.56 };
      await createMemory(t(), a, { location: ours });
      const other = await connectedPair(t());
      await createMemory(t(), other.a, {
        location: { name: 'Đồi thông hai mộ', lat: 11.95, lng: 108.43 },
      });
      const found = await placesFor(t(), b, 'doi');
      expect(found[0]).toEqual({ ...ours, kind: 'ours' });
      expect(found.some((p) => p.name === 'Đồi thông hai mộ')).toBe(false);
      expect(await placesFor(t(), other.b, 'cau dat')).toEqual([]);
      // no q: our recent places, newest first
      expect(await placesFor(t(), a)).toEqual([{ ...ours, kind: 'ours' }]);
      expect(await placesFor(t(), other.b)).toEqual([
        { name: 'Đồi thông hai mộ', lat: 11.95, lng: 108.43, kind: 'ours' },
      ]);
    });

    it('without words: the places we used last, by their newest memory, what each may see', async () => {
      const { a, b } = await connectedPair(t());
      const SAPA = { name: 'Sa Pa', lat: 22.3364, lng: 103.8438 };
      const SECRET = { name: 'Góc riêng', lat: 10.77, lng: 106.7 };
      await createMemory(t(), a, { location: DALAT, date: '2025-01-01' });
      const hoiAn = await createMemory(t(), a, { location: HOI_AN, date: '2025-03-01' });
      await createMemory(t(), b, { location: SAPA, date: '2024-01-01' });
      await createMemory(t(), b, { location: SECRET, date: '2025-06-01', isPrivate: true });
      // a second memory at Đà Lạt, dated later: the place moves up
      await createMemory(t(), b, { location: DALAT, date: '2025-05-01' });
      const ours = (...places: (typeof DALAT)[]) => places.map((p) => ({ ...p, kind: 'ours' }));
      expect(await placesFor(t(), a)).toEqual(ours(DALAT, HOI_AN, SAPA));
      expect(await placesFor(t(), b)).toEqual(ours(SECRET, DALAT, HOI_AN, SAPA));
      // the trash takes a place out with its last memory
      expect((await as(t(), a, 'DELETE', `/api/memories/${hoiAn.id}`)).statusCode).toBe(200);
      expect(await placesFor(t(), a)).toEqual(ours(DALAT, SAPA));
      // on one date, the place whose memory was written last comes first
      await createMemory(t(), a, { location: HOI_AN, date: '2025-05-01' });
      expect(await placesFor(t(), a)).toEqual(ours(HOI_AN, DALAT, SAPA));
      // with words, only ours that match, first
      expect((await placesFor(t(), b, 'gocrieng'))[0]).toEqual({ ...SECRET, kind: 'ours' });
      expect((await placesFor(t(), a, 'goc rieng')).some((p) => p.name === SECRET.name)).toBe(
        false,
      );
    });

    it('without words: at most 12 places', async () => {
      const lone = await t().registerUser();
      for (let i = 0; i < 13; i++)
        await createMemory(t(), lone, {
          isPrivate: true,
          location: { name: `Chốn ${i}`, lat: 10 + i / 10, lng: 106 },
          date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        });
      const recent = await placesFor(t(), lone);
      expect(recent.map((p) => p.name)).toEqual(
        Array.from({ length: 12 }, (_, i) => `Chốn ${12 - i}`),
      );
    });

    it('refuses words over 100 characters', async () => {
      const lone = await t().registerUser();
      const res = await as(t(), lone, 'GET', `/api/places?q=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(422);
    });
  });

  describe('filtering by place', () => {
    it('the search and the timeline keep the memories at the place, accents ignored', async () => {
      const { a, b } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Sương sớm', location: DALAT, date: '2025-03-01' });
      await createMemory(t(), b, { title: 'Chỉ tên', location: 'đà lạt', date: '2025-02-01' });
      await createMemory(t(), a, { title: 'Phố cổ', location: HOI_AN, date: '2025-01-01' });
      const other = await connectedPair(t());
      await createMemory(t(), other.a, { title: 'Của người khác', location: DALAT });
      const found = await listMemories(t(), a, '/api/memories/search?place=da%20lat');
      expect(titlesOf(found)).toEqual(['Sương sớm', 'Chỉ tên']);
      expect(found.pagination.totalMemories).toBe(2);
      const timeline = await as(
        t(),
        b,
        'GET',
        '/api/memories/timeline?place=%C4%90%C3%80%20L%E1%BA%A0T',
      );
      expect(timeline.statusCode, timeline.body).toBe(200);
      const titles = timeline
        .json<{ timeline: { memories: Memory[] }[] }>()
        .timeline.flatMap((month) => month.memories.map((m) => m.title));
      expect(titles).toEqual(['Sương sớm', 'Chỉ tên']);
      const stream = await as(t(), a, 'GET', '/api/timeline?place=Da%20Lat&limit=1');
      expect(stream.statusCode, stream.body).toBe(200);
      const page = stream.json<{ items: { kind: string; title?: string }[]; nextCursor: string }>();
      expect(page.items.map((item) => item.title)).toEqual(['Sương sớm']);
      const next = await as(
        t(),
        a,
        'GET',
        `/api/timeline?place=Da%20Lat&limit=5&cursor=${encodeURIComponent(page.nextCursor)}`,
      );
      // only memories at the place, none of the couple's milestones or reminders
      expect(next.json<{ items: { kind: string; title?: string }[] }>().items).toEqual([
        expect.objectContaining({ kind: 'memory', title: 'Chỉ tên' }),
      ]);
      const bad = await as(t(), a, 'GET', '/api/memories/search?place=');
      expect(bad.statusCode).toBe(422);
    });

    it('tells places in other scripts apart, and matches none for punctuation alone', async () => {
      const { a } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Hàn', location: 'Seoul 서울', date: '2025-03-04' });
      const tokyo = { name: '東京', lat: 35.6812, lng: 139.7671 };
      await createMemory(t(), a, { title: 'Nhật', location: tokyo, date: '2025-03-03' });
      await createMemory(t(), a, {
        title: 'Busan',
        location: { name: '부산', lat: 35.1796, lng: 129.0756 },
        date: '2025-02-27',
      });
      await createMemory(t(), a, { title: 'Nga', location: 'Москва', date: '2025-03-02' });
      await createMemory(t(), a, { title: 'Tim', location: '❤️', date: '2025-03-01' });
      await createMemory(t(), a, { title: 'Dấu', location: '!!!', date: '2025-02-28' });
      const at = async (place: string) => {
        const q = encodeURIComponent(place);
        const search = titlesOf(await listMemories(t(), a, `/api/memories/search?place=${q}`));
        const stream = await as(t(), a, 'GET', `/api/timeline?place=${q}&limit=10`);
        expect(stream.statusCode, stream.body).toBe(200);
        const items = stream.json<{ items: { title?: string }[] }>().items;
        expect(items.map((item) => item.title)).toEqual(search);
        return search;
      };
      expect(await at('東京')).toEqual(['Nhật']);
      expect(await at('seoul  서울')).toEqual(['Hàn']);
      expect(await at('СЕУЛ')).toEqual([]);
      expect(await at('москва')).toEqual(['Nga']);
      expect(await at('❤️')).toEqual(['Tim']);
      expect(await at('?!')).toEqual([]);
      expect(await at('!!!')).toEqual([]);
      // the place search finds a place by its own letters, and not every place in its script
      expect((await placesFor(t(), a, '東京')).map((p) => p.name)).toEqual(['東京']);
      expect((await placesFor(t(), a, '부산')).map((p) => p.name)).toEqual(['부산']);
      expect((await placesFor(t(), a, '서울')).map((p) => p.name)).toEqual([]);
    });
  });
});
