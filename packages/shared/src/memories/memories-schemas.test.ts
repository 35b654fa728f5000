import { describe, expect, it } from 'vitest';
import {
  createMemoryBodySchema,
  memoriesPagination,
  memoriesPageQuerySchema,
  memoriesSearchQuerySchema,
  memoriesTimelineQuerySchema,
  memoriesWindow,
  updateMemoryBodySchema,
} from './memories-schemas.js';
import { dateRangeOf, groupByMonth } from './memories-rules.js';

const valid = { title: ' Đà Lạt ', description: 'Hai đứa', date: '2024-02-29' };
const keyOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createMemoryBodySchema', () => {
  it('trims, defaults and dedupes tags; blank optional text is null', () => {
    expect(
      createMemoryBodySchema.parse({
        ...valid,
        tags: ['travel', 'travel', 'food'],
        content: '  ',
        location: '',
      }),
    ).toEqual({
      title: 'Đà Lạt',
      description: 'Hai đứa',
      date: '2024-02-29',
      tags: ['travel', 'food'],
      content: null,
      location: null,
    });
  });
  it('needs title, description and a real date', () => {
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, title: '  ' }))).toBe(
      'validation.required',
    );
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, description: undefined }))).toBe(
      'validation.required',
    );
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, date: '2025-02-30' }))).toBe(
      'validation.invalidDate',
    );
  });
  it('caps every text and list', () => {
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, title: 'x'.repeat(201) }))).toBe(
      'validation.maxLength:200',
    );
    expect(
      keyOf(createMemoryBodySchema.safeParse({ ...valid, description: 'x'.repeat(2001) })),
    ).toBe('validation.maxLength:2000');
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, content: 'x'.repeat(20001) }))).toBe(
      'validation.maxLength:20000',
    );
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, location: 'x'.repeat(201) }))).toBe(
      'validation.maxLength:200',
    );
    expect(
      createMemoryBodySchema.safeParse({ ...valid, images: Array(21).fill('a') }).success,
    ).toBe(false);
    expect(
      createMemoryBodySchema.safeParse({ ...valid, tags: Array(13).fill('food') }).success,
    ).toBe(false);
  });
  it('knows the 12 tags and the 7 moods', () => {
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, tags: ['beach'] }))).toBe(
      'validation.invalid',
    );
    expect(keyOf(createMemoryBodySchema.safeParse({ ...valid, mood: 'angry' }))).toBe(
      'validation.invalid',
    );
    expect(createMemoryBodySchema.safeParse({ ...valid, mood: 'peaceful' }).success).toBe(true);
  });
  it('update: every field optional, same rules', () => {
    expect(updateMemoryBodySchema.parse({})).toEqual({});
    expect(updateMemoryBodySchema.safeParse({ date: '2025-02-30' }).success).toBe(false);
  });
});

describe('pages', () => {
  it('defaults to page 1 of 10, caps the limit at 100', () => {
    expect(memoriesPageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(memoriesPageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(memoriesPageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
  it('offset wins over page', () => {
    expect(memoriesWindow({ page: 3, limit: 10 })).toEqual({
      offset: 20,
      limit: 10,
      currentPage: 3,
    });
    expect(memoriesWindow({ page: 1, limit: 20, offset: 40 })).toEqual({
      offset: 40,
      limit: 20,
      currentPage: 3,
    });
    expect(memoriesPagination(21, 10, 1)).toEqual({
      currentPage: 1,
      totalMemories: 21,
      totalPages: 3,
    });
    expect(memoriesPagination(0, 10, 1)).toEqual({
      currentPage: 1,
      totalMemories: 0,
      totalPages: 0,
    });
  });
  it('search: tags as a comma list, isPrivate as true/false', () => {
    expect(
      memoriesSearchQuerySchema.parse({ tags: 'travel, food', isPrivate: 'false' }),
    ).toMatchObject({
      tags: ['travel', 'food'],
      isPrivate: false,
    });
    expect(memoriesSearchQuerySchema.safeParse({ tags: 'beach' }).success).toBe(false);
    expect(memoriesSearchQuerySchema.safeParse({ isPrivate: 'yes' }).success).toBe(false);
  });
  it('timeline: a month needs a year', () => {
    expect(memoriesTimelineQuerySchema.safeParse({ month: '3' }).success).toBe(false);
    expect(memoriesTimelineQuerySchema.parse({ year: '2024', month: '3' })).toEqual({
      year: 2024,
      month: 3,
    });
  });
});

describe('dateRangeOf', () => {
  it('gives a whole year, or one month with its real last day', () => {
    expect(dateRangeOf(2025)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(dateRangeOf(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(dateRangeOf(2025, 2)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(dateRangeOf(1900, 2)).toEqual({ from: '1900-02-01', to: '1900-02-28' });
    expect(dateRangeOf(2000, 2)).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(dateRangeOf(2025, 12)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dateRangeOf(2025, 4)).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });
});

describe('groupByMonth', () => {
  it('keeps the order and starts a group at each new month, across years', () => {
    const items = ['2025-01-31', '2025-01-01', '2024-12-31', '2024-02-29', '2023-02-28'].map(
      (date) => ({ date }),
    );
    expect(groupByMonth(items).map((g) => [g.year, g.month, g.memories.length])).toEqual([
      [2025, 1, 2],
      [2024, 12, 1],
      [2024, 2, 1],
      [2023, 2, 1],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});
