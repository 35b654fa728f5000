import { describe, expect, it } from 'vitest';
import { readDateTimeOriginal, readGpsPosition } from '../photo-exif';

/**
 * A TIFF block whose IFD0 holds only a GPS IFD pointer: latitude and longitude as degrees,
 * minutes and seconds (rationals) with their N/S and E/W references.
 */
function gpsTiff(
  little: boolean,
  lat: [number, number, number],
  latRef: string,
  lng: [number, number, number],
  lngRef: string,
): Uint8Array {
  const gpsIfd = 26;
  const entries = 4;
  const dataAt = gpsIfd + 2 + entries * 12 + 4;
  const bytes = new Uint8Array(dataAt + 48);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(little ? 'II' : 'MM'), 0);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 1, little);
  view.setUint16(10, 0x8825, little);
  view.setUint16(12, 4, little);
  view.setUint32(14, 1, little);
  view.setUint32(18, gpsIfd, little);
  view.setUint16(gpsIfd, entries, little);
  const entry = (i: number, tag: number, type: number, count: number) => {
    const at = gpsIfd + 2 + i * 12;
    view.setUint16(at, tag, little);
    view.setUint16(at + 2, type, little);
    view.setUint32(at + 4, count, little);
    return at + 8;
  };
  bytes[entry(0, 1, 2, 2)] = latRef.charCodeAt(0);
  view.setUint32(entry(1, 2, 5, 3), dataAt, little);
  bytes[entry(2, 3, 2, 2)] = lngRef.charCodeAt(0);
  view.setUint32(entry(3, 4, 5, 3), dataAt + 24, little);
  [...lat, ...lng].forEach((value, i) => {
    // seconds with two decimals: value*100 / 100
    view.setUint32(dataAt + i * 8, Math.round(value * 100), little);
    view.setUint32(dataAt + i * 8 + 4, 100, little);
  });
  return bytes;
}

const jpegWith = (tiff: Uint8Array) => {
  const exif = new Uint8Array([...new TextEncoder().encode('Exif\0\0'), ...tiff]);
  const length = exif.length + 2;
  return new File(
    [
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff]),
      exif,
      new Uint8Array([0xff, 0xda, 0, 4, 0, 0, 0xff, 0xd9]),
    ],
    'photo.jpg',
    { type: 'image/jpeg' },
  );
};

describe('readGpsPosition', () => {
  it('reads Đà Lạt from a JPEG in either byte order', async () => {
    for (const little of [true, false]) {
      const position = await readGpsPosition(
        jpegWith(gpsTiff(little, [11, 56, 25.44], 'N', [108, 27, 29.88], 'E')),
      );
      expect(position?.lat).toBeCloseTo(11.9404, 4);
      expect(position?.lng).toBeCloseTo(108.4583, 4);
    }
  });

  it('signs the south and the west', async () => {
    const position = await readGpsPosition(
      jpegWith(gpsTiff(true, [33, 52, 0], 'S', [151, 12, 0], 'W')),
    );
    expect(position?.lat).toBeCloseTo(-33.8667, 4);
    expect(position?.lng).toBeCloseTo(-151.2, 4);
  });

  it('gives nothing for zeros (no fix), out of range values, or no GPS at all', async () => {
    expect(
      await readGpsPosition(jpegWith(gpsTiff(true, [0, 0, 0], 'N', [0, 0, 0], 'E'))),
    ).toBeNull();
    expect(
      await readGpsPosition(jpegWith(gpsTiff(true, [95, 0, 0], 'N', [10, 0, 0], 'E'))),
    ).toBeNull();
    expect(await readGpsPosition(new File([new Uint8Array([1, 2, 3])], 'x'))).toBeNull();
    // the date reader is unaffected by a GPS-only block
    expect(
      await readDateTimeOriginal(jpegWith(gpsTiff(true, [1, 0, 0], 'N', [1, 0, 0], 'E'))),
    ).toBeNull();
  });
});
