import { describe, expect, it } from 'vitest';
import {
  baseNameOf,
  formatVideoDuration,
  isVideoFile,
  pairLivePhotos,
  progressPercent,
  videoContainerOf,
  videoFileProblem,
  LIVE_CLIP_TOO_LONG,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
} from './video-rules.js';
import { UPLOAD_MESSAGES } from './uploads-rules.js';

/** An ISO-BMFF `ftyp` box: its size, `ftyp`, the major brand, a version and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const bytes = new Uint8Array(Math.max(size, 64));
  new DataView(bytes.buffer).setUint32(0, size);
  const text = `ftyp${major}\0\0\0\0${compatible.join('')}`;
  for (let i = 0; i < text.length; i++) bytes[4 + i] = text.charCodeAt(i);
  return bytes;
}

/** An EBML header with its DocType (`webm` or `matroska`). */
function ebml(docType: string): Uint8Array {
  const head = [
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x80 | docType.length,
  ];
  return new Uint8Array([
    ...head,
    ...[...docType].map((c) => c.charCodeAt(0)),
    ...new Array<number>(40).fill(0),
  ]);
}

describe('videoContainerOf: what the bytes are, never the name', () => {
  it('reads an iPhone MOV (ftyp qt), an MP4 of any common brand and a WebM', () => {
    expect(videoContainerOf(ftyp('qt  ', 'qt  '))).toBe('mov');
    expect(videoContainerOf(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('mp4');
    expect(videoContainerOf(ftyp('mp42', 'mp41', 'isom'))).toBe('mp4');
    expect(videoContainerOf(ftyp('M4V ', 'M4V ', 'mp42'))).toBe('mp4');
    expect(videoContainerOf(ebml('webm'))).toBe('webm');
  });

  it('takes an unknown major brand when a compatible one is a movie', () => {
    expect(videoContainerOf(ftyp('abcd', 'xxxx', 'qt  '))).toBe('mov');
    expect(videoContainerOf(ftyp('abcd', 'xxxx', 'mp42'))).toBe('mp4');
    expect(videoContainerOf(ftyp('abcd', 'xxxx'))).toBeNull();
  });

  it('never takes a HEIC or AVIF picture (ISO-BMFF too) for a video', () => {
    expect(videoContainerOf(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(videoContainerOf(ftyp('mif1', 'mif1', 'heic', 'mp41'))).toBeNull();
    expect(videoContainerOf(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeNull();
    expect(videoContainerOf(ftyp('msf1', 'msf1', 'hevc'))).toBeNull();
  });

  it('refuses text named .mp4, a Matroska that is not WebM, and too few bytes', () => {
    const words = 'This is not a video, only words in a file.\n'.repeat(3);
    const text = Uint8Array.from(words, (c) => c.charCodeAt(0));
    expect(videoContainerOf(text)).toBeNull();
    expect(videoContainerOf(ebml('matroska'))).toBeNull();
    expect(videoContainerOf(new Uint8Array([0, 0, 0, 20, 0x66, 0x74]))).toBeNull();
    expect(videoContainerOf(new Uint8Array())).toBeNull();
  });
});

describe('the picker: which files are videos and which make a Live Photo', () => {
  const file = (name: string, type = '') => ({ name, type, size: 1 });

  it('tells a video by its declared type, or its name when the browser gives none', () => {
    expect(isVideoFile(file('a.mov', 'video/quicktime'))).toBe(true);
    expect(isVideoFile(file('a.webm', 'video/webm'))).toBe(true);
    expect(isVideoFile(file('a.3gp', 'video/3gpp'))).toBe(true);
    expect(isVideoFile(file('VID_0001.3GP', ''))).toBe(true);
    expect(isVideoFile(file('IMG_0001.MOV'))).toBe(true);
    expect(isVideoFile(file('a.MP4', 'application/octet-stream'))).toBe(true);
    expect(isVideoFile(file('a.jpg', 'image/jpeg'))).toBe(false);
    expect(isVideoFile(file('a.mov', 'text/plain'))).toBe(false);
  });

  it('pairs a HEIC or JPEG with the MOV of the same base name, whatever the case or order', () => {
    const still = file('IMG_0001.HEIC');
    const clip = file('IMG_0001.MOV', 'video/quicktime');
    const photo = file('IMG_0002.JPG', 'image/jpeg');
    const video = file('IMG_0003.MOV', 'video/quicktime');
    expect(pairLivePhotos([clip, photo, still, video])).toEqual([
      { kind: 'image', file: photo },
      { kind: 'live', still, clip },
      { kind: 'video', file: video },
    ]);
    const jpeg = file('img_0004.jpeg', 'image/jpeg');
    const mov = file('IMG_0004.mov', 'video/quicktime');
    expect(pairLivePhotos([jpeg, mov])).toEqual([{ kind: 'live', still: jpeg, clip: mov }]);
  });

  it('keeps a photo and an MP4 of the same name as a photo and a video, never a Live Photo', () => {
    const photo = file('trip.jpg', 'image/jpeg');
    const video = file('trip.mp4', 'video/mp4');
    const heic = file('IMG_7.HEIC');
    const m4v = file('IMG_7.MP4', 'application/octet-stream');
    expect(pairLivePhotos([photo, video, heic, m4v])).toEqual([
      { kind: 'image', file: photo },
      { kind: 'video', file: video },
      { kind: 'image', file: heic },
      { kind: 'video', file: m4v },
    ]);
  });

  it('matches Vietnamese names typed composed on one system and decomposed on another', () => {
    const still = file('Đà Lạt.heic'.normalize('NFD'));
    const clip = file('đà lạt.MOV'.normalize('NFC'), 'video/quicktime');
    expect(baseNameOf(still.name)).toBe(baseNameOf(clip.name));
    expect(pairLivePhotos([still, clip])).toEqual([{ kind: 'live', still, clip }]);
  });

  it('pairs each file once: a second still of the name stays a photo, a PNG never pairs', () => {
    const a = file('IMG_5.JPG', 'image/jpeg');
    const b = file('IMG_5.HEIC');
    const clip = file('IMG_5.MOV', 'video/quicktime');
    const png = file('IMG_6.PNG', 'image/png');
    const clip6 = file('IMG_6.MOV', 'video/quicktime');
    expect(pairLivePhotos([a, b, clip, png, clip6])).toEqual([
      { kind: 'live', still: a, clip },
      { kind: 'image', file: b },
      { kind: 'image', file: png },
      { kind: 'video', file: clip6 },
    ]);
  });

  it('says a picked video over 200 MB is too large before sending it', () => {
    expect(videoFileProblem({ size: VIDEO_LIMITS.maxBytes })).toBeNull();
    expect(videoFileProblem({ size: VIDEO_LIMITS.maxBytes + 1 })).toBe('tooLarge');
    expect(videoFileProblem({ size: 0 })).toBe('empty');
  });
});

describe('what the screen shows of a video', () => {
  it('shows whole percent, never 100 before it is ready, 0 for nothing known', () => {
    expect(progressPercent(0.4)).toBe(40);
    expect(progressPercent(0.999)).toBe(99);
    expect(progressPercent(1)).toBe(99);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('writes a duration as m:ss, h:mm:ss past an hour', () => {
    expect(formatVideoDuration(40_000)).toBe('0:40');
    expect(formatVideoDuration(179_600)).toBe('3:00');
    expect(formatVideoDuration(62_000)).toBe('1:02');
    expect(formatVideoDuration(3_723_000)).toBe('1:02:03');
    expect(formatVideoDuration(null)).toBe('0:00');
  });
});

describe('what a video is refused for, said as a video’s', () => {
  it('names its own limits, not a photo’s 5 MB or a video’s 3 minutes', () => {
    expect(VIDEO_MESSAGES.tooLarge).toBe('A video must be at most 200 MB');
    expect(VIDEO_MESSAGES.tooLarge).not.toBe(UPLOAD_MESSAGES.tooLarge);
    expect(VIDEO_MESSAGES.liveClipTooLong).toBe(
      "A Live Photo's motion may be at most 10 seconds long",
    );
    expect(LIVE_CLIP_TOO_LONG).toMatch(/^validation\.\w+$/);
  });
});
