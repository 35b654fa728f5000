import type { UploadFilesRow } from './uploads-repository.js';

/**
 * An upload's stored files: `<id>/<width>.webp` for each rendition and `<id>/original.jpg`
 * (or `.png`, or `.gif` for an animation) for the original. Nothing else is ever served or
 * kept.
 */
export const renditionName = (width: number) => `${width}.webp`;

/** the names of an upload's files */
export const fileNamesOf = (row: Omit<UploadFilesRow, 'id'>): string[] => [
  ...row.widths.map(renditionName),
  ...(row.originalFile ? [row.originalFile] : []),
];

/** The storage keys of an upload's files. */
export const storageKeysOf = (row: UploadFilesRow): string[] =>
  fileNamesOf(row).map((name) => `${row.id}/${name}`);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** what a file is served as, from its name */
export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
