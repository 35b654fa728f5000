import type { PreviewImage } from '@/lib/modal-store';

/** Characters some file system refuses in a name. */
const UNSAFE = /[\\/:*?"<>|]+/g;
const isControl = (char: string) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127;
const NAME_MAX = 80;

/** The extension of the file at `url` (jpg for the originals, webp for renditions). */
function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? 'jpg';
}

/**
 * The name "download original" saves a photo under: the memory's title (its caption) and the
 * photo's place, e.g. "Đà Lạt - 2.jpg"; Vietnamese letters kept, what a file system refuses
 * taken out.
 */
export function downloadNameOf(image: PreviewImage, index: number): string {
  const base =
    [...(image.caption ?? image.alt).normalize('NFC')]
      .map((char) => (isControl(char) ? ' ' : char))
      .join('')
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'photo';
  const short = [...base].slice(0, NAME_MAX).join('').trim();
  return `${short} - ${index + 1}.${extensionOf(image.originalUrl ?? image.src)}`;
}
