import { describe, expect, it } from 'vitest';
import { ALBUM_LIMITS, albumPageCount, uniqueIds } from './albums-rules.js';
import {
  albumMemoriesBodySchema,
  albumPageQuerySchema,
  createAlbumBodySchema,
  updateAlbumBodySchema,
} from './albums-schemas.js';

describe('album names and memories', () => {
  it('trims a name and refuses a blank or too long one, Vietnamese counted by character', () => {
    expect(createAlbumBodySchema.parse({ name: '  Đà Lạt  ' }).name).toBe('Đà Lạt');
    expect(createAlbumBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createAlbumBodySchema.safeParse({ name: 'ệ'.repeat(ALBUM_LIMITS.name) }).success).toBe(
      true,
    );
    expect(
      createAlbumBodySchema.safeParse({ name: 'ệ'.repeat(ALBUM_LIMITS.name + 1) }).success,
    ).toBe(false);
  });

  it('keeps each memory once, in the first order given', () => {
    expect(uniqueIds(['b', 'a', 'b'])).toEqual(['b', 'a']);
    expect(albumMemoriesBodySchema.parse({ memoryIds: ['m2', 'm1', 'm2'] }).memoryIds).toEqual([
      'm2',
      'm1',
    ]);
    const many = Array.from({ length: ALBUM_LIMITS.memoryIds + 1 }, (_, i) => `m${i}`);
    expect(albumMemoriesBodySchema.safeParse({ memoryIds: many }).success).toBe(false);
  });

  it('lets a cover go back to none with null', () => {
    expect(updateAlbumBodySchema.parse({ coverUploadId: null }).coverUploadId).toBeNull();
    expect(updateAlbumBodySchema.parse({}).coverUploadId).toBeUndefined();
  });
});

describe('album pages', () => {
  it('counts at least one page, and whole pages after', () => {
    expect(albumPageCount(0, 24)).toBe(1);
    expect(albumPageCount(24, 24)).toBe(1);
    expect(albumPageCount(25, 24)).toBe(2);
  });

  it('defaults and bounds the page query', () => {
    expect(albumPageQuerySchema.parse({})).toEqual({ page: 1, limit: ALBUM_LIMITS.pageSize });
    expect(albumPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(
      albumPageQuerySchema.safeParse({ limit: String(ALBUM_LIMITS.pageSizeMax + 1) }).success,
    ).toBe(false);
    expect(albumPageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});
