import { describe, expect, it } from 'vitest';
import {
  blogListQuerySchema,
  createBlogPostBodySchema,
  pageCount,
  pageWindow,
  updateBlogPostBodySchema,
} from './blog-schemas.js';

const keyOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createBlogPostBodySchema', () => {
  it('trims the title, keeps the Markdown as written, normalises and dedupes tags', () => {
    expect(
      createBlogPostBodySchema.parse({
        title: '  Đà Lạt  ',
        content: '    code block\n',
        excerpt: '  ',
        tags: ['Du Lịch', 'du   lịch', 'Ăn uống'],
      }),
    ).toEqual({
      title: 'Đà Lạt',
      content: '    code block\n',
      excerpt: null,
      tags: ['du lịch', 'ăn uống'],
    });
  });

  it('caps every text and the number of tags', () => {
    const valid = { title: 'x' };
    expect(keyOf(createBlogPostBodySchema.safeParse({ title: 'x'.repeat(201) }))).toBe(
      'validation.maxLength:200',
    );
    expect(
      keyOf(createBlogPostBodySchema.safeParse({ ...valid, content: 'x'.repeat(100_001) })),
    ).toBe('validation.maxLength:100000');
    expect(keyOf(createBlogPostBodySchema.safeParse({ ...valid, excerpt: 'x'.repeat(301) }))).toBe(
      'validation.maxLength:300',
    );
    expect(
      keyOf(
        createBlogPostBodySchema.safeParse({
          ...valid,
          tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
        }),
      ),
    ).toBe('validation.maxItems:10');
    expect(keyOf(createBlogPostBodySchema.safeParse({ ...valid, tags: ['x'.repeat(31)] }))).toBe(
      'validation.maxLength:30',
    );
  });

  it.each([
    [{ category: 'sports' }, 'validation.invalid'],
    [{ privacy: 'friends' }, 'validation.invalid'],
    [{ status: 'archived' }, 'validation.invalid'],
    [{ tags: ['<script>'] }, 'validation.invalid'],
    [{ title: '   ' }, 'validation.required'],
  ])('refuses %j', (overrides, key) => {
    expect(keyOf(createBlogPostBodySchema.safeParse({ title: 'x', ...overrides }))).toBe(key);
  });
});

describe('updateBlogPostBodySchema', () => {
  it('accepts any subset, and a null cover to remove it', () => {
    expect(updateBlogPostBodySchema.parse({ coverImageId: null })).toEqual({ coverImageId: null });
    expect(updateBlogPostBodySchema.parse({})).toEqual({});
  });
});

describe('blogListQuerySchema', () => {
  it('defaults to the first page of 10 and normalises the tag', () => {
    expect(blogListQuerySchema.parse({ tag: 'Du Lịch' })).toEqual({
      page: 1,
      limit: 10,
      tag: 'du lịch',
    });
  });
  it.each([{ limit: '51' }, { page: '0' }, { scope: 'all' }, { q: 'x'.repeat(201) }])(
    'refuses %j',
    (query) => {
      expect(blogListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('pages', () => {
  it('turns a page into an offset and counts pages', () => {
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(21, 10)).toBe(3);
  });
});
