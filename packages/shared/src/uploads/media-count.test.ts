import { describe, expect, it } from 'vitest';
import { mediaCountFromTotals, mediaCountOf, mediaCountParts } from './media-count.js';

describe('mediaCountOf', () => {
  it('counts videos apart, and a Live Photo or an older item without a kind as a photo', () => {
    expect(
      mediaCountOf([{ kind: 'image' }, { kind: 'video' }, { kind: 'live' }, {}, { kind: null }]),
    ).toEqual({ photos: 4, videos: 1 });
    expect(mediaCountOf([])).toEqual({ photos: 0, videos: 0 });
  });
});

describe('mediaCountFromTotals', () => {
  it('takes the videos out of the total, and never says more videos than items', () => {
    expect(mediaCountFromTotals(3, 1)).toEqual({ photos: 2, videos: 1 });
    expect(mediaCountFromTotals(3)).toEqual({ photos: 3, videos: 0 });
    expect(mediaCountFromTotals(2, 5)).toEqual({ photos: 0, videos: 2 });
    expect(mediaCountFromTotals(-1, -1)).toEqual({ photos: 0, videos: 0 });
  });
});

describe('mediaCountParts', () => {
  it('says the photos, then the videos, leaving out a kind there is none of', () => {
    expect(mediaCountParts({ photos: 2, videos: 1 })).toEqual([
      { kind: 'photos', count: 2 },
      { kind: 'videos', count: 1 },
    ]);
    expect(mediaCountParts({ photos: 3, videos: 0 })).toEqual([{ kind: 'photos', count: 3 }]);
    expect(mediaCountParts({ photos: 0, videos: 2 })).toEqual([{ kind: 'videos', count: 2 }]);
    expect(mediaCountParts({ photos: 0, videos: 0 })).toEqual([]);
  });
});
