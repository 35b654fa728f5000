/**
 * Reads two fields of a photo's EXIF in the browser, from the picked file's own bytes (before
 * any shrinking, which drops EXIF): DateTimeOriginal, when the photo was taken, and the GPS
 * position, where (only to offer the place: the form asks before using it, and the position
 * itself never leaves the device). JPEG (its APP1 segment) and the ISO media family
 * (HEIC/HEIF from iPhones, AVIF: the `Exif` item of the `meta` box). No other tag is looked
 * at. A file that is not one of these, or is damaged, gives null.
 *
 * Only the few kilobytes that hold the metadata are read (Blob.slice), never a whole 10 MB
 * photo. Loaded on demand (a dynamic import) by the memory form.
 */

const TAG_EXIF_IFD = 0x8769;
const TAG_GPS_IFD = 0x8825;
const GPS_LATITUDE_REF = 1;
const GPS_LATITUDE = 2;
const GPS_LONGITUDE_REF = 3;
const GPS_LONGITUDE = 4;
const TYPE_RATIONAL = 5;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TYPE_ASCII = 2;
/** what one metadata block may take; more is a damaged or hostile file */
const MAX_BLOCK = 1024 * 1024;
/** JPEG segments before the image data; cameras put EXIF first or second */
const MAX_SEGMENTS = 64;
const MAX_BOXES = 64;

type Read = (offset: number, length: number) => Promise<Uint8Array>;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

function readerOf(file: Blob): Read {
  return async (offset, length) => {
    if (offset < 0 || offset >= file.size || length <= 0) return new Uint8Array(0);
    const end = Math.min(file.size, offset + Math.min(length, MAX_BLOCK));
    return new Uint8Array(await file.slice(offset, end).arrayBuffer());
  };
}

/** The photo's EXIF block (a TIFF structure), or null. */
async function exifTiffOf(file: Blob): Promise<Uint8Array | null> {
  try {
    const read = readerOf(file);
    const head = await read(0, 16);
    if (head[0] === 0xff && head[1] === 0xd8) return await fromJpeg(read);
    if (ascii(head, 4, 4) === 'ftyp') return await fromIsoMedia(read, file.size);
    return null;
  } catch {
    // a file that cannot be read (removed, revoked) has nothing to give
    return null;
  }
}

/** DateTimeOriginal as written (`YYYY:MM:DD HH:MM:SS`), or null when the photo has none. */
export async function readDateTimeOriginal(file: Blob): Promise<string | null> {
  const tiff = await exifTiffOf(file);
  return tiff ? safely(() => dateInTiff(tiff)) : null;
}

/** Where the photo was taken (degrees, south and west negative), or null when it does not say. */
export async function readGpsPosition(file: Blob): Promise<{ lat: number; lng: number } | null> {
  const tiff = await exifTiffOf(file);
  return tiff ? safely(() => gpsInTiff(tiff)) : null;
}

/** a damaged block (an offset past its end) gives nothing rather than an error */
function safely<T>(parse: () => T | null): T | null {
  try {
    return parse();
  } catch {
    return null;
  }
}

/** JPEG: walks the segments after SOI up to the image data, looking for APP1 "Exif\0\0". */
async function fromJpeg(read: Read): Promise<Uint8Array | null> {
  let offset = 2;
  for (let i = 0; i < MAX_SEGMENTS; i += 1) {
    const header = await read(offset, 10);
    if (header.length < 4 || header[0] !== 0xff) return null;
    const marker = header[1]!;
    // fill bytes before a marker
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // start of scan or end of image: the metadata is behind us
    if (marker === 0xda || marker === 0xd9) return null;
    // restart and TEM markers stand alone, without a length
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = (header[2]! << 8) | header[3]!;
    if (length < 2) return null;
    if (marker === 0xe1 && header.length >= 10 && ascii(header, 4, 6) === 'Exif\0\0') {
      return await read(offset + 10, length - 8);
    }
    offset += 2 + length;
  }
  return null;
}

interface Box {
  type: string;
  /** where its content starts and ends, in the buffer it was read from */
  start: number;
  end: number;
}

/** The boxes laid one after another in `bytes` between `from` and `to`. */
function boxesIn(bytes: Uint8Array, from: number, to: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to && boxes.length < MAX_BOXES) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) break;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header || offset + size > to) break;
    boxes.push({ type: ascii(bytes, offset + 4, 4), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** HEIC/HEIF/AVIF: the top-level `meta` box names an item of type `Exif` and where it lies. */
async function fromIsoMedia(read: Read, fileSize: number): Promise<Uint8Array | null> {
  let offset = 0;
  for (let i = 0; i < MAX_BOXES && offset + 8 <= fileSize; i += 1) {
    const header = await read(offset, 16);
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    if (header.length < 8) return null;
    let size = view.getUint32(0);
    if (size === 1 && header.length >= 16) size = Number(view.getBigUint64(8));
    else if (size === 0) size = fileSize - offset;
    if (size < 8) return null;
    if (ascii(header, 4, 4) === 'meta') {
      const meta = await read(offset, size);
      if (meta.length < size) return null;
      // a full box: version and flags before its children
      return await exifItemTiff(meta, boxesIn(meta, 12, meta.length), read);
    }
    offset += size;
  }
  return null;
}

async function exifItemTiff(meta: Uint8Array, children: Box[], read: Read) {
  const find = (type: string) => children.find((box) => box.type === type);
  const iinf = find('iinf');
  const iloc = find('iloc');
  if (!iinf || !iloc) return null;
  const itemId = exifItemId(meta, iinf);
  if (itemId === null) return null;
  const place = itemPlace(meta, iloc, itemId);
  if (!place) return null;
  let data: Uint8Array;
  if (place.inIdat) {
    const idat = find('idat');
    if (!idat) return null;
    const start = idat.start + place.offset;
    if (start + place.length > idat.end) return null;
    data = meta.subarray(start, start + place.length);
  } else {
    data = await read(place.offset, place.length);
  }
  // the item starts with the offset of the TIFF header after these four bytes
  if (data.length < 4) return null;
  const tiffStart = 4 + new DataView(data.buffer, data.byteOffset, 4).getUint32(0);
  return data.subarray(tiffStart);
}

/** `iinf`: the id of the first item whose type is `Exif` (item info entries version 2 or 3). */
function exifItemId(bytes: Uint8Array, iinf: Box): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[iinf.start]!;
  const first = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(bytes, first, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = bytes[infe.start]!;
    if (infeVersion < 2) continue;
    const idSize = infeVersion === 2 ? 2 : 4;
    const idAt = infe.start + 4;
    const typeAt = idAt + idSize + 2;
    if (typeAt + 4 > infe.end) continue;
    if (ascii(bytes, typeAt, 4) !== 'Exif') continue;
    return idSize === 2 ? view.getUint16(idAt) : view.getUint32(idAt);
  }
  return null;
}

interface ItemPlace {
  offset: number;
  length: number;
  /** construction method 1: inside the meta box's `idat`, not the file */
  inIdat: boolean;
}

/** `iloc` (versions 0, 1 and 2): where the item's first extent lies. */
function itemPlace(bytes: Uint8Array, iloc: Box, itemId: number): ItemPlace | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[iloc.start]!;
  let at = iloc.start + 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const uint = (size: number): number => {
    let value = 0;
    if (size === 4) value = view.getUint32(at);
    else if (size === 8) value = Number(view.getBigUint64(at));
    else if (size === 2) value = view.getUint16(at);
    else if (size !== 0) throw new RangeError(`iloc field of ${size} bytes`);
    at += size;
    return value;
  };
  const count = uint(version < 2 ? 2 : 4);
  for (let i = 0; i < count && at < iloc.end; i += 1) {
    const id = uint(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? uint(2) & 0xf : 0;
    uint(2); // data reference index: this file
    const base = uint(baseOffsetSize);
    const extents = uint(2);
    let place: ItemPlace | null = null;
    for (let e = 0; e < extents; e += 1) {
      uint(indexSize);
      const offset = uint(offsetSize);
      const length = uint(lengthSize);
      place ??= { offset: base + offset, length, inIdat: method === 1 };
    }
    if (id === itemId) return place && method <= 1 ? place : null;
  }
  return null;
}

/** A TIFF block's byte order and its IFDs' entries. */
function tiffReader(tiff: Uint8Array) {
  if (tiff.length < 8) return null;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return null;

  /** the entry for `tag` in the IFD at `ifd`: its type, count and value (or offset) field */
  const entry = (ifd: number, tag: number) => {
    if (ifd < 8 || ifd + 2 > tiff.length) return null;
    const entries = view.getUint16(ifd, little);
    for (let i = 0; i < entries; i += 1) {
      const at = ifd + 2 + i * 12;
      if (at + 12 > tiff.length) return null;
      if (view.getUint16(at, little) !== tag) continue;
      return {
        type: view.getUint16(at + 2, little),
        count: view.getUint32(at + 4, little),
        valueAt: at + 8,
        value: view.getUint32(at + 8, little),
      };
    }
    return null;
  };

  return { view, little, entry, ifd0: view.getUint32(4, little) };
}

/** TIFF: IFD0 points to the EXIF IFD, which holds DateTimeOriginal (ASCII, 20 bytes). */
function dateInTiff(tiff: Uint8Array): string | null {
  const reader = tiffReader(tiff);
  if (!reader) return null;
  const { entry, ifd0 } = reader;
  const exifPointer = entry(ifd0, TAG_EXIF_IFD);
  if (!exifPointer) return null;
  const date = entry(exifPointer.value, TAG_DATE_TIME_ORIGINAL);
  if (!date || date.type !== TYPE_ASCII || date.count === 0 || date.count > 64) return null;
  // four bytes or fewer sit in the entry itself, longer values at their offset
  const start = date.count <= 4 ? date.valueAt : date.value;
  if (start + date.count > tiff.length) return null;
  const text = ascii(tiff, start, date.count).replace(/\0+$/, '').trim();
  return text || null;
}

/**
 * TIFF: IFD0 points to the GPS IFD: latitude and longitude as three rationals (degrees,
 * minutes, seconds) and their references (N/S, E/W). Out of range or 0/0 (a camera without a
 * fix writes zeros) gives null.
 */
function gpsInTiff(tiff: Uint8Array): { lat: number; lng: number } | null {
  const reader = tiffReader(tiff);
  if (!reader) return null;
  const { view, little, entry, ifd0 } = reader;
  const gps = entry(ifd0, TAG_GPS_IFD);
  if (!gps) return null;
  const degrees = (tag: number): number | null => {
    const field = entry(gps.value, tag);
    if (!field || field.type !== TYPE_RATIONAL || field.count !== 3) return null;
    if (field.value + 24 > tiff.length) return null;
    let total = 0;
    for (let i = 0; i < 3; i += 1) {
      const numerator = view.getUint32(field.value + i * 8, little);
      const denominator = view.getUint32(field.value + i * 8 + 4, little);
      if (denominator === 0) return null;
      total += numerator / denominator / 60 ** i;
    }
    return total;
  };
  const reference = (tag: number): string => {
    const field = entry(gps.value, tag);
    return field && field.type === TYPE_ASCII ? ascii(tiff, field.valueAt, 1) : '';
  };
  const lat = degrees(GPS_LATITUDE);
  const lng = degrees(GPS_LONGITUDE);
  if (lat === null || lng === null || (lat === 0 && lng === 0)) return null;
  const signedLat = reference(GPS_LATITUDE_REF) === 'S' ? -lat : lat;
  const signedLng = reference(GPS_LONGITUDE_REF) === 'W' ? -lng : lng;
  if (Math.abs(signedLat) > 90 || Math.abs(signedLng) > 180) return null;
  return { lat: signedLat, lng: signedLng };
}
