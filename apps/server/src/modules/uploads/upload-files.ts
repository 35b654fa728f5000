import type { UploadFilesRow } from './uploads-repository.js';

/**
 * An upload's stored files: `<id>/<width>.webp` for each rendition (a video's poster) and
 * `<id>/original.jpg` (or `.png`, or `.gif` for an animation; a video's as sent, its metadata stripped) for the
 * original, and a video's below. Nothing else is ever served or kept.
 */
export const renditionName = (width: number) => `${width}.webp`;

/** A video's playable rendition (H.264/AAC MP4, no metadata), once prepared. */
export const VIDEO_RENDITION = 'video.mp4';

/**
 * the names of an upload's files; a video adds `original.<mov|mp4|webm>` (its streams as sent, no metadata) and
 * `video.mp4`, a Live Photo `clip.<mov|mp4>` (its motion as sent, no metadata) and `video.mp4`
 */
export const fileNamesOf = (row: Omit<UploadFilesRow, 'id'>): string[] => [
  ...row.widths.map(renditionName),
  ...(row.originalFile ? [row.originalFile] : []),
  ...(row.videoFile ? [row.videoFile] : []),
  ...(row.clipFile ? [row.clipFile] : []),
];

/** The storage keys of an upload's files. */
export const storageKeysOf = (row: UploadFilesRow): string[] =>
  fileNamesOf(row).map((name) => `${row.id}/${name}`);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** what a file is served as, from its name */
export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** A file's name as given, made safe to echo back (no paths, no control characters). */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'image';
}
