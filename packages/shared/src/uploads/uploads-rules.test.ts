import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../common/error-codes.js';
import {
  FILE_UNREADABLE,
  IMAGE_ACCEPT,
  UPLOAD_LIMITS,
  imageFileProblem,
  imageSrcSet,
  imageTypeOf,
  uploadFileProblem,
  uploadIdOf,
} from './uploads-rules.js';

describe('imageFileProblem (an image, of a type we take, at most 5 MB)', () => {
  it('accepts what phones write: JPEG, PNG, GIF, WebP, HEIC/HEIF and AVIF, up to 5 MB', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'IMAGE/JPEG',
      'image/jpg',
      'image/heic',
      'image/heif',
      'image/heic-sequence',
      'image/avif',
    ]) {
      expect(imageFileProblem({ type, size: 1000 }), type).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_LIMITS.maxBytes })).toBeNull();
  });
  it('knows a HEIC by its name when the browser gives no type (Windows, Linux)', () => {
    for (const name of ['IMG_0420.HEIC', 'a.heif', 'b.avif', 'c.JPG']) {
      expect(imageFileProblem({ type: '', size: 10, name }), name).toBeNull();
    }
    expect(imageFileProblem({ type: 'application/octet-stream', size: 10, name: 'x.heic' })).toBe(
      null,
    );
    expect(imageTypeOf({ type: '', name: 'IMG_0420.HEIC' })).toBe('image/heic');
    expect(imageFileProblem({ type: '', size: 10, name: 'notes.txt' })).toBe('notImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notImage');
  });
  it('says what is wrong: not an image, another image type, too large to shrink', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: 'application/pdf', size: 10, name: 'x.jpg' })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('unsupportedType');
    expect(imageFileProblem({ type: 'image/tiff', size: 10 })).toBe('unsupportedType');
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_LIMITS.maxBytes + 1 })).toBe(
      'tooLarge',
    );
  });
  it('lets a photo over 5 MB through when the browser will shrink it', () => {
    const huge = { type: 'image/jpeg', size: 12 * 1024 * 1024 };
    expect(imageFileProblem(huge, { canShrink: true })).toBeNull();
  });
  it('accepts every type in a file input, and HEIC by extension', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/heic', 'image/avif', '.heic', '.heif']),
    );
  });
});

describe('uploadIdOf (a memory takes an upload id or its fileUrl)', () => {
  it.each([
    ['an id', 'abcDEF123_-', 'abcDEF123_-'],
    ['the fileUrl upload answered', '/api/files/abcDEF123_-/1920.webp?exp=1&sig=x', 'abcDEF123_-'],
    ['an absolute URL', 'https://doita.example/api/files/abc/original.jpg?exp=1', 'abc'],
    ['an unsigned path', '/api/files/abc/320.webp', 'abc'],
    ['a URL of something else', 'https://example.com/photo.jpg', null],
    ['a path that climbs out', '/api/files/../users/me', null],
    ['a deeper path', '/api/files/abc/def/320.webp', null],
    ['an empty string', '', null],
    ['an id too long', 'x'.repeat(65), null],
  ])('%s', (_, ref, expected) => {
    expect(uploadIdOf(ref)).toBe(expected);
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

describe('a file that cannot be used, and a failure a retry may fix', () => {
  it('an empty file is empty, whatever its type or name says', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 0, name: 'a.jpg' })).toBe('empty');
    expect(imageFileProblem({ type: 'text/plain', size: 0 })).toBe('empty');
    expect(imageFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('names the file’s problem behind an upload error, none for the network or the server', () => {
    expect(uploadFileProblem(ERROR_CODES.noFile)).toBe('empty');
    expect(uploadFileProblem(FILE_UNREADABLE)).toBe('unreadable');
    expect(uploadFileProblem(ERROR_CODES.fileNotImage)).toBe('notImage');
    expect(uploadFileProblem(ERROR_CODES.fileTypeNotAllowed)).toBe('unsupportedType');
    expect(uploadFileProblem(ERROR_CODES.fileTooLarge)).toBe('tooLarge');
    expect(uploadFileProblem(ERROR_CODES.payloadTooLarge)).toBe('tooLarge');
    expect(uploadFileProblem(ERROR_CODES.imageTooLarge)).toBe('tooManyPixels');
    for (const code of [
      'NETWORK_ERROR',
      'TIMEOUT',
      'INTERNAL_ERROR',
      'RATE_LIMITED',
      ERROR_CODES.imagesBusy,
      '',
      null,
      undefined,
    ])
      expect(uploadFileProblem(code), String(code)).toBeNull();
  });
});
