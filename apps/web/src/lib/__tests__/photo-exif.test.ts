import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDateTimeOriginal } from '../photo-exif';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
// the server's HEIC fixtures: real libheif files, one with EXIF but no date, one with none
const serverHeic = (name: string) =>
  join(import.meta.dirname, '../../../../server/test/fixtures/heic', name);
const fileOf = (bytes: Uint8Array, name = 'photo', type = 'image/jpeg') =>
  new File([bytes.slice()], name, { type });
const readFixture = (path: string) => new Uint8Array(readFileSync(path));

const DATE = '2024:02:14 18:30:00';

/** A TIFF block: IFD0 pointing to an EXIF IFD with DateTimeOriginal, in either byte order. */
function tiff(littleEndian: boolean, date: string | null = DATE): Uint8Array {
  const text = date === null ? null : new TextEncoder().encode(`${date}\0`);
  const exifIfd = 26;
  const textAt = exifIfd + 2 + 12 + 4;
  const bytes = new Uint8Array(textAt + (text?.length ?? 0));
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(littleEndian ? 'II' : 'MM'), 0);
  view.setUint16(2, 42, littleEndian);
  view.setUint32(4, 8, littleEndian);
  // IFD0: one entry, the EXIF IFD pointer (LONG)
  view.setUint16(8, 1, littleEndian);
  view.setUint16(10, 0x8769, littleEndian);
  view.setUint16(12, 4, littleEndian);
  view.setUint32(14, 1, littleEndian);
  view.setUint32(18, exifIfd, littleEndian);
  view.setUint32(22, 0, littleEndian);
  // EXIF IFD: DateTimeOriginal (ASCII), or an exposure time when there is no date
  view.setUint16(exifIfd, 1, littleEndian);
  view.setUint16(exifIfd + 2, text ? 0x9003 : 0x829a, littleEndian);
  view.setUint16(exifIfd + 4, text ? 2 : 5, littleEndian);
  view.setUint32(exifIfd + 6, text?.length ?? 1, littleEndian);
  view.setUint32(exifIfd + 10, textAt, littleEndian);
  if (text) bytes.set(text, textAt);
  return bytes;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const u16 = (n: number) => new Uint8Array([n >> 8, n & 0xff]);
const u32 = (n: number) => new Uint8Array([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
const text = (s: string) => new TextEncoder().encode(s);
const segment = (marker: number, body: Uint8Array) =>
  concat(new Uint8Array([0xff, marker]), u16(body.length + 2), body);
const SCAN = concat(segment(0xda, new Uint8Array(10)), new Uint8Array(64), u16(0xffd9));

/** A JPEG: JFIF and an ICC profile before the EXIF, a fill byte, then the scan. */
function jpeg(exif: Uint8Array | null, before: Uint8Array[] = []) {
  return concat(
    u16(0xffd8),
    segment(0xe0, concat(text('JFIF\0'), new Uint8Array(9))),
    ...before,
    new Uint8Array([0xff]),
    exif ? segment(0xe1, concat(text('Exif\0\0'), exif)) : new Uint8Array(0),
    segment(0xdb, new Uint8Array(65)),
    SCAN,
  );
}

const box = (type: string, ...body: Uint8Array[]) => {
  const content = concat(...body);
  return concat(u32(content.length + 8), text(type), content);
};
const fullBox = (type: string, version: number, ...body: Uint8Array[]) =>
  box(type, new Uint8Array([version, 0, 0, 0]), ...body);

/**
 * A HEIF built by hand: item info entries version 3 (32-bit ids), `iloc` version 1 with the
 * EXIF in the meta box's `idat` (construction method 1), and the "Exif\0\0" prefix an iPhone
 * writes before the TIFF header.
 */
function heifWithIdat(exif: Uint8Array): Uint8Array {
  const payload = concat(u32(6), text('Exif\0\0'), exif);
  const infe = (id: number, type: string) =>
    fullBox('infe', 3, u32(id), u16(0), text(type), new Uint8Array([0]));
  const iinf = fullBox('iinf', 1, u32(2), infe(1, 'hvc1'), infe(7, 'Exif'));
  // offset, length and base offset of 4 bytes, index of 0; two items of one extent each
  const iloc = fullBox(
    'iloc',
    1,
    u16(0x4440),
    u16(2),
    concat(u16(1), u16(0), u16(0), u32(0), u16(1), u32(0), u32(10)),
    concat(u16(7), u16(1), u16(0), u32(4), u16(1), u32(0), u32(payload.length)),
  );
  const idat = box('idat', new Uint8Array(4), payload);
  const meta = fullBox('meta', 0, fullBox('hdlr', 0, new Uint8Array(20)), iinf, iloc, idat);
  return concat(
    box('ftyp', text('heic'), u32(0), text('mif1heic')),
    meta,
    box('mdat', new Uint8Array(10)),
  );
}

describe('readDateTimeOriginal (the photo-first memory date, read in the browser)', () => {
  it('reads a camera JPEG (EXIF written by libvips, GPS besides)', async () => {
    const file = fileOf(readFixture(fixture('dated.jpg')), 'IMG_0001.JPG');
    expect(await readDateTimeOriginal(file)).toBe('2023:12:24 19:05:00');
  });

  it('reads an iPhone-style HEIC and an AVIF encoded by libheif', async () => {
    const heic = fileOf(readFixture(fixture('dated.heic')), 'IMG_0420.HEIC', 'image/heic');
    const avif = fileOf(readFixture(fixture('dated.avif')), 'PXL_1.avif', 'image/avif');
    expect(await readDateTimeOriginal(heic)).toBe('2023:12:24 19:05:00');
    expect(await readDateTimeOriginal(avif)).toBe('2023:12:24 19:05:00');
  });

  it('reads both byte orders, past other segments and fill bytes', async () => {
    const icc = segment(0xe2, concat(text('ICC_PROFILE\0'), new Uint8Array(300)));
    const xmp = segment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'));
    expect(await readDateTimeOriginal(fileOf(jpeg(tiff(true), [icc, xmp])))).toBe(DATE);
    expect(await readDateTimeOriginal(fileOf(jpeg(tiff(false))))).toBe(DATE);
  });

  it('reads a HEIF whose EXIF sits in the meta box (iloc v1, idat, 32-bit ids, iPhone prefix)', async () => {
    expect(await readDateTimeOriginal(fileOf(heifWithIdat(tiff(false)), 'a.heic', ''))).toBe(DATE);
  });

  it('gives null when the photo has no date: no EXIF, EXIF without it, a HEIC without either', async () => {
    expect(await readDateTimeOriginal(fileOf(jpeg(null)))).toBeNull();
    expect(await readDateTimeOriginal(fileOf(jpeg(tiff(true, null))))).toBeNull();
    expect(await readDateTimeOriginal(fileOf(readFixture(fixture('undated.jpg'))))).toBeNull();
    for (const name of ['portrait-rot.heic', 'iphone-12mp.heic']) {
      const heic = fileOf(readFixture(serverHeic(name)), name, 'image/heic');
      expect(await readDateTimeOriginal(heic)).toBeNull();
    }
  });

  it('gives null, never throws, for what is not a photo or is cut or damaged', async () => {
    const dated = readFixture(fixture('dated.jpg'));
    const png = concat(new Uint8Array([0x89]), text('PNG\r\n\x1a\n'), new Uint8Array(20));
    const lying = concat(u16(0xffd8), new Uint8Array([0xff, 0xe1, 0xff, 0xff]), text('Exif\0\0'));
    const badTiff = jpeg(concat(text('MM'), u16(42), u32(0xfffffff0)));
    const loop = concat(box('ftyp', text('heic')), u32(0), text('free'));
    for (const bytes of [
      new Uint8Array(0),
      new Uint8Array(3),
      png,
      dated.slice(0, 60),
      lying,
      badTiff,
      loop,
      heifWithIdat(tiff(true)).slice(0, 120),
    ]) {
      expect(await readDateTimeOriginal(fileOf(bytes))).toBeNull();
    }
  });

  it('reads only the metadata of a large photo, not the whole file', async () => {
    const large = concat(jpeg(tiff(true)), new Uint8Array(4 * 1024 * 1024));
    const file = fileOf(large, 'large.jpg');
    let read = 0;
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      read += (end ?? file.size) - (start ?? 0);
      return slice(start, end);
    };
    expect(await readDateTimeOriginal(file)).toBe(DATE);
    expect(read).toBeLessThan(2048);
  });
});
