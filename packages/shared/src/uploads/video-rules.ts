/**
 * Videos and Live Photos in memories (docs/product-rules.md, Videos and Live Photos). A video
 * is an upload like a photo: its id goes wherever a photo's does. The server decides what a
 * file is from its bytes (`videoContainerOf`), never from its name or declared type; the
 * names and types below are only the browser's first look, to pick and pair files.
 */
export const VIDEO_LIMITS = {
  /** 200 MB: a 3-minute iPhone HEVC clip at 1080p is about 100 MB */
  maxBytes: 200 * 1024 * 1024,
  /** 3 minutes; longer is refused (422 VIDEO_TOO_LONG) */
  maxDurationSeconds: 180,
  /** the rendition every browser plays: H.264 + AAC in MP4, at most this on its long side */
  renditionLongestSide: 1280,
  /** a Live Photo's motion is a few seconds; a "clip" longer than this is not one */
  liveClipMaxSeconds: 10,
} as const;

const MB = 1024 * 1024;

/**
 * The API's English for a video refused for its own limits, not a photo's: clients that
 * match on `UPLOAD_MESSAGES.tooLarge` (5 MB) keep it for photos. Each also comes as a field
 * error's key (`validation.fileSize:200`, `LIVE_CLIP_TOO_LONG`), the form in which the web
 * translates validation messages.
 */
export const VIDEO_MESSAGES = {
  tooLarge: `A video must be at most ${VIDEO_LIMITS.maxBytes / MB} MB`,
  liveClipTooLong: `A Live Photo's motion may be at most ${VIDEO_LIMITS.liveClipMaxSeconds} seconds long`,
} as const;

/** The field error's key of a Live Photo whose clip is over `liveClipMaxSeconds`. */
export const LIVE_CLIP_TOO_LONG = 'validation.liveClipTooLong';

/** The containers accepted, by their bytes. */
export type VideoContainer = 'mp4' | 'mov' | 'webm';

/** The status of an upload's preparation (an image is `ready` from the start). */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** What an upload is: a photo, a video, or a Live Photo (a still with its motion clip). */
export const MEDIA_KINDS = ['image', 'video', 'live'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Why a video's preparation failed, as the screen names it. */
export const VIDEO_FAILURES = ['unreadable', 'tooLong', 'timeout', 'error'] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];

/**
 * HEIF/AVIF images are ISO-BMFF files too: their brands say they are pictures, not movies.
 * A file whose major brand is one of these is never a video, whatever else it lists.
 */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'mif2',
]);
/** ISO-BMFF brands of movies browsers and phones write (QuickTime's is `qt  `). */
const MOVIE_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'MSNV',
  'dash',
  'mmp4',
  'f4v ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'XAVC',
  'NDAS',
]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The container of a video from its first bytes (at least 64 are read), or null when the
 * bytes are not one of ours: an ISO-BMFF `ftyp` box with a movie brand (MP4; `qt  ` is a
 * QuickTime MOV, what iPhones record), or an EBML header whose DocType is `webm`. Whether it
 * decodes is the encoder's to say.
 */
export function videoContainerOf(head: Uint8Array): VideoContainer | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
    const major = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(major)) return null;
    if (major === 'qt  ') return 'mov';
    if (MOVIE_BRANDS.has(major)) return 'mp4';
    // an unknown major brand: a movie if a compatible brand says so
    const end = Math.min(head.length, Math.max(16, size));
    for (let at = 16; at + 4 <= end; at += 4) {
      const brand = ascii(head, at, at + 4);
      if (IMAGE_BRANDS.has(brand)) return null;
      if (brand === 'qt  ') return 'mov';
      if (MOVIE_BRANDS.has(brand)) return 'mp4';
    }
    return null;
  }
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  ) {
    // The DocType element (0x4282) sits in the first few dozen bytes of the header.
    const header = ascii(head, 4, Math.min(head.length, 64));
    return /B\x82.webm/s.test(header) ? 'webm' : null;
  }
  return null;
}

/** The content type a video's original is served and exported as. */
export const VIDEO_CONTENT_TYPES: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** Declared types and extensions of videos (the picker's first look). */
// 3GP is what older Android phones record: an MP4 by its bytes (the `3gp4`-`3gp6` brands)
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v', 'video/3gpp'];
const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'qt', 'webm', '3gp'];

/** The `accept` of a file input's video part. */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, '.mov', '.mp4', '.m4v', '.webm', '.3gp'].join(',');

const extensionOf = (name: string | undefined) => name?.split('.').pop()?.toLowerCase() ?? '';

/** Whether the browser's first look says this file is a video (the server checks the bytes). */
export function isVideoFile(file: { type: string; name?: string }): boolean {
  const declared = file.type.toLowerCase();
  if (VIDEO_TYPES.includes(declared)) return true;
  if (declared && declared !== 'application/octet-stream') return false;
  return VIDEO_EXTENSIONS.includes(extensionOf(file.name));
}

/** A picked file too large for a video, or null. */
export function videoFileProblem(file: { size: number }): 'empty' | 'tooLarge' | null {
  if (file.size === 0) return 'empty';
  return file.size > VIDEO_LIMITS.maxBytes ? 'tooLarge' : null;
}

const STILL_EXTENSIONS = ['heic', 'heif', 'jpg', 'jpeg'];
// Only a MOV pairs: an iPhone exports a Live Photo's motion as a MOV, while a photo and an MP4
// of one name are most often a trip's picture and its (longer, with sound) video, two items.
const CLIP_EXTENSIONS = ['mov'];

/**
 * A file's name without its extension, as two files of one Live Photo share it: case
 * folded and in one Unicode form (a Vietnamese name typed on a Mac arrives decomposed,
 * from a phone composed).
 */
export function baseNameOf(name: string): string {
  const normal = name.normalize('NFC').toLowerCase();
  const dot = normal.lastIndexOf('.');
  return dot > 0 ? normal.slice(0, dot) : normal;
}

/** What the picker uploads: a photo, a video, or a Live Photo pair. */
export type PickedMedia<F> =
  { kind: 'image'; file: F } | { kind: 'video'; file: F } | { kind: 'live'; still: F; clip: F };

/**
 * Pairs the files picked together into Live Photos: a HEIC or JPEG and a MOV of the same
 * base name are one Live Photo, as an iPhone exports it (an MP4 stays a video of its own). Each still takes at most
 * one clip and the reverse; the rest stay photos and videos, in the order picked (a pair
 * where its still was).
 */
export function pairLivePhotos<F extends { name: string; type: string }>(
  files: readonly F[],
): PickedMedia<F>[] {
  const clipsByBase = new Map<string, F[]>();
  for (const file of files) {
    if (CLIP_EXTENSIONS.includes(extensionOf(file.name)) && isVideoFile(file)) {
      const base = baseNameOf(file.name);
      clipsByBase.set(base, [...(clipsByBase.get(base) ?? []), file]);
    }
  }
  const paired = new Set<F>();
  const result: PickedMedia<F>[] = [];
  for (const file of files) {
    if (paired.has(file)) continue;
    if (STILL_EXTENSIONS.includes(extensionOf(file.name))) {
      const clip = clipsByBase.get(baseNameOf(file.name))?.find((c) => !paired.has(c));
      if (clip) {
        paired.add(clip);
        paired.add(file);
        result.push({ kind: 'live', still: file, clip });
        continue;
      }
    }
    result.push(isVideoFile(file) ? { kind: 'video', file } : { kind: 'image', file });
  }
  // A clip listed before its still was skipped when the pair was made: drop it from its own place.
  return result.filter((item) => item.kind !== 'video' || !paired.has(item.file));
}

/** Whole percent of a preparation's progress (0..1), as the screen shows it: never 100 before it is ready. */
export function progressPercent(progress: number | null | undefined): number {
  if (progress === null || progress === undefined || !Number.isFinite(progress)) return 0;
  return Math.min(99, Math.max(0, Math.floor(progress * 100)));
}

/** A duration as a clip's badge shows it: `0:40`, `2:59`, `1:02:03`. */
export function formatVideoDuration(ms: number | null | undefined): string {
  const total = Math.max(0, Math.round((ms ?? 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How often the screen asks about a video being prepared. */
export const VIDEO_POLL_MS = 1500;
