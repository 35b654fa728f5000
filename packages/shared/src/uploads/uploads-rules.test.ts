import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, imageFileProblem, imageSrcSet } from './uploads-rules.js';

describe('imageFileProblem (spec section 5)', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/JPEG']) {
      expect(imageFileProblem({ type, size: 1000 }), type).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_LIMITS.maxBytes })).toBeNull();
  });
  it('says what is wrong: not an image, another image type, too large', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('unsupportedType');
    expect(imageFileProblem({ type: 'image/heic', size: 10 })).toBe('unsupportedType');
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_LIMITS.maxBytes + 1 })).toBe(
      'tooLarge',
    );
  });
});

describe('imageSrcSet', () => {
  it('lists each rendition with its width', () => {
    expect(
      imageSrcSet({
        renditions: [
          { width: 320, url: '/a/320' },
          { width: 960, url: '/a/960' },
        ],
      }),
    ).toBe('/a/320 320w, /a/960 960w');
  });
});
