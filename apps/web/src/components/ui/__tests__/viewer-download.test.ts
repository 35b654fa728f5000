import { describe, expect, it } from 'vitest';
import { downloadNameOf } from '../viewer-download';

const image = (caption: string | undefined, src: string, originalUrl?: string | null) => ({
  src,
  alt: 'Ảnh',
  caption,
  originalUrl,
});

describe('the name a downloaded photo is saved under', () => {
  it('is the memory title and the photo number, with the file type of what is downloaded', () => {
    expect(
      downloadNameOf(image('Đà Lạt', '/f/1920.webp?exp=1&sig=x', '/f/original.jpg?exp=1'), 0),
    ).toBe('Đà Lạt - 1.jpg');
    expect(downloadNameOf(image('Vẽ tay', '/f/1920.webp', '/f/original.png#x'), 2)).toBe(
      'Vẽ tay - 3.png',
    );
    expect(downloadNameOf(image('Cũ', '/f/1920.webp?exp=1', null), 1)).toBe('Cũ - 2.webp');
    expect(downloadNameOf(image('Không đuôi', '/f/file?x=1'), 0)).toBe('Không đuôi - 1.jpg');
  });

  it('keeps Vietnamese letters (composed), drops what file systems refuse, and stays short', () => {
    expect(downloadNameOf(image('Hà Nội: 1/2 "mùa thu"?', '/a.jpg'), 0)).toBe(
      'Hà Nội 1 2 mùa thu - 1.jpg',
    );
    expect(downloadNameOf(image('Tết\u0000\n\tnhà', '/a.jpg'), 0)).toBe('Tết nhà - 1.jpg');
    expect(downloadNameOf(image('Ha\u0300 Nô\u0323i', '/a.jpg'), 0)).toBe('Hà Nội - 1.jpg');
    expect(downloadNameOf(image('Ả'.repeat(200), '/a.jpg'), 0)).toBe(`${'Ả'.repeat(80)} - 1.jpg`);
    expect(downloadNameOf(image('<>|', '/a.jpg'), 0)).toBe('photo - 1.jpg');
    expect(downloadNameOf(image(undefined, '/a.jpg'), 0)).toBe('Ảnh - 1.jpg');
  });
});
