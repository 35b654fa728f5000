import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mediaCountText } from '@/lib/media-count';

describe('mediaCountText', () => {
  it('says photos and videos apart, with English plurals', async () => {
    const t = i18n.t.bind(i18n);
    expect(mediaCountText(t, { photos: 2, videos: 1 })).toBe('2 ảnh · 1 video');
    expect(mediaCountText(t, { photos: 3, videos: 0 })).toBe('3 ảnh');
    expect(mediaCountText(t, { photos: 0, videos: 2 })).toBe('2 video');
    expect(mediaCountText(t, { photos: 0, videos: 0 })).toBe('');
    await act(() => i18n.changeLanguage('en'));
    expect(mediaCountText(t, { photos: 1, videos: 1 })).toBe('1 photo · 1 video');
    expect(mediaCountText(t, { photos: 2, videos: 2 })).toBe('2 photos · 2 videos');
    expect(mediaCountText(t, { photos: 3, videos: 0 })).toBe('3 photos');
    expect(mediaCountText(t, { photos: 0, videos: 1 })).toBe('1 video');
  });
});
