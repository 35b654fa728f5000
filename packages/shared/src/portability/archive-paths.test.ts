import { describe, expect, it } from 'vitest';
import {
  isSafeArchivePath,
  photoPath,
  postSlug,
  stripAccents,
  utcDateOf,
} from './archive-paths.js';

describe('archive paths', () => {
  it('files photos by year and month', () => {
    expect(photoPath('2024-02-29', 'abc_D-1', 'jpg')).toBe('photos/2024/02/abc_D-1.jpg');
    expect(photoPath('2025-12-31T23:59:00.000Z', 'x', 'PNG')).toBe('photos/2025/12/x.png');
    expect(photoPath('garbage', '../../etc', 'jpg')).toBe('photos/0000/00/______etc.jpg');
  });

  it('slugs Vietnamese titles without accents, emoji dropped, id suffix kept', () => {
    expect(stripAccents('Đà Lạt mộng mơ')).toBe('Da Lat mong mo');
    expect(postSlug('Đà Lạt mộng mơ 💕', 'a1b2c3d4-e5f6')).toBe('da-lat-mong-mo-a1b2c3d4');
    expect(postSlug('💕💕', 'XYZ')).toBe('post-xyz');
    expect(postSlug('a'.repeat(100), 'id').length).toBeLessThanOrEqual(63);
  });

  it('names a UTC date', () => {
    expect(utcDateOf(new Date('2024-02-29T23:30:00Z'))).toBe('2024-02-29');
  });

  it('refuses traversal, absolute and odd names', () => {
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'C:/x',
      'a\\..\\b',
      'a//b',
      './a',
      '',
      'a\u0000b',
    ]) {
      expect(isSafeArchivePath(bad), bad).toBe(false);
    }
    for (const good of ['data.json', 'photos/2025/12/a.jpg', 'photos/', 'posts/đà-lạt.md']) {
      expect(isSafeArchivePath(good), good).toBe(true);
    }
  });
});
