import { describe, expect, it } from 'vitest';
import { oneLineTextOf } from './shown-text.js';
import { albumNameSchema } from '../albums/albums-schemas.js';
import { createBlogPostBodySchema, updateBlogPostBodySchema } from '../blog/blog-schemas.js';
import { createListItemBodySchema } from '../list/list-schemas.js';
import { updateMemoryBodySchema } from '../memories/memories-schemas.js';
import { updateReminderBodySchema } from '../reminders/reminders-schemas.js';
import { locationInputSchema, placeFilterSchema, placeSchema } from '../places/places-schemas.js';

describe('oneLineTextOf', () => {
  it('makes each line break, tab or other control, with the spaces around it, one space', () => {
    expect(oneLineTextOf('Đà Lạt\nHồ Xuân Hương')).toBe('Đà Lạt Hồ Xuân Hương');
    expect(oneLineTextOf('Đà Lạt \r\n\t  Hồ Xuân Hương')).toBe('Đà Lạt Hồ Xuân Hương');
    expect(oneLineTextOf('a\u0000b\u0085c\u2028d\u2029e\u000bf')).toBe('a b c d e f');
    expect(oneLineTextOf('\n\n  Hội An \n')).toBe('Hội An');
  });

  it('keeps what is not a break: spaces inside, joiners, NFC as any kept text', () => {
    expect(oneLineTextOf('Phố  cổ')).toBe('Phố  cổ');
    expect(oneLineTextOf('👨\u200d👩\u200d👧 nhà')).toBe('👨\u200d👩\u200d👧 nhà');
    expect(oneLineTextOf('\u0110a\u0300 La\u0323t')).toBe('Đà Lạt');
  });

  it('is empty for a name of nothing but breaks and invisible characters', () => {
    expect(oneLineTextOf('\n\t\u200b\r\n')).toBe('');
  });

  it('stays linear on a long run of spaces', () => {
    const long = ' '.repeat(100_000) + 'x' + '\n'.repeat(100_000) + 'y';
    const started = Date.now();
    expect(oneLineTextOf(long)).toBe('x y');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('one-line names in the schemas', () => {
  it('an album name is kept on one line, and one of only breaks is missing', () => {
    expect(albumNameSchema.parse('Đà Lạt\n\tmùa mưa')).toBe('Đà Lạt mùa mưa');
    const blank = albumNameSchema.safeParse('\n\t\n');
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.required');
  });

  it('a place, as a name alone, with its coordinates, or as a filter', () => {
    expect(locationInputSchema.parse('Đà Lạt\r\nLâm Đồng')).toEqual({
      name: 'Đà Lạt Lâm Đồng',
      lat: null,
      lng: null,
    });
    expect(locationInputSchema.parse('\n\t')).toBeNull();
    expect(placeSchema.parse({ name: 'Hồ\tGươm', lat: 21.03, lng: 105.85 }).name).toBe('Hồ Gươm');
    expect(placeFilterSchema.parse('Hồ\nGươm')).toBe('Hồ Gươm');
  });

  it('a place sent as a name alone counts its 200 characters as a place object does: an emoji is one', () => {
    const flowers = '🌸'.repeat(150);
    expect(locationInputSchema.parse(flowers)).toEqual({ name: flowers, lat: null, lng: null });
    expect(placeSchema.safeParse({ name: flowers, lat: 10, lng: 106 }).success).toBe(true);
    const over = locationInputSchema.safeParse('🌸'.repeat(201));
    expect(over.error?.issues[0]?.message).toBe('validation.maxLength:200');
    expect(placeSchema.safeParse({ name: '🌸'.repeat(201), lat: 10, lng: 106 }).success).toBe(
      false,
    );
  });

  it('a list item title; its note keeps its lines', () => {
    const parsed = createListItemBodySchema.parse({
      title: 'Ngắm hoàng hôn\nHồ Tây',
      note: 'dòng một\ndòng hai',
    });
    expect(parsed.title).toBe('Ngắm hoàng hôn Hồ Tây');
    expect(parsed.note).toBe('dòng một\ndòng hai');
  });

  it('a memory’s, a reminder’s and a post’s title; their descriptions and content keep their lines', () => {
    expect(
      updateMemoryBodySchema.parse({ title: 'Đà Lạt\r\nmùa mưa', description: 'một\nhai' }),
    ).toMatchObject({ title: 'Đà Lạt mùa mưa', description: 'một\nhai' });
    expect(updateMemoryBodySchema.safeParse({ title: '\n\t' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    const reminder = updateReminderBodySchema.parse({
      title: 'Sinh nhật\tem',
      description: 'mua bánh\nmua hoa',
    });
    expect(reminder).toMatchObject({ title: 'Sinh nhật em', description: 'mua bánh\nmua hoa' });
    const post = createBlogPostBodySchema.parse({
      title: 'Chuyến đi\u2028Hội An',
      content: 'a\n\nb',
    });
    expect(post).toMatchObject({ title: 'Chuyến đi Hội An', content: 'a\n\nb' });
    expect(updateBlogPostBodySchema.parse({ title: 'Một\nhai' }).title).toBe('Một hai');
  });

  it('counts the cap on the one-line form', () => {
    // 80 letters once each break is a space: within the album name's 80
    expect(albumNameSchema.safeParse('a'.repeat(40) + '\n\n\n' + 'b'.repeat(39)).success).toBe(
      true,
    );
  });
});
