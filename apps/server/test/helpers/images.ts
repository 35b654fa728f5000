import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { AppOnly, TestUser } from './test-app.js';
import { authHeader } from './test-app.js';

/** A real photo-like JPEG: `width` x `height` pixels as stored, with EXIF (camera, GPS) and an orientation. */
export async function jpegWithExif(width = 1200, height = 800, orientation = 6): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9', Copyright: 'Lan' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '11/1 56/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '108/1 26/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A picture that shows which way is up: the left half blue, the right half pink, as stored.
 * Turned a quarter clockwise (EXIF orientation 6) the top half is blue; anticlockwise (8), pink.
 */
export function twoTone(width: number, height: number): Sharp {
  const half = Math.max(1, Math.floor(width / 2));
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } },
  }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: { r: 32, g: 64, b: 255 } } },
      left: 0,
      top: 0,
    },
  ]);
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part (and any text fields). */
export function multipart(
  file: { field?: string; name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----doita${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadedImage {
  id: string;
  fileUrl: string;
  image: { id: string; url: string; renditions: { width: number; url: string }[] };
}

/** POST /api/upload/single with a multipart body, as `user`. */
export const postUpload = (ctx: AppOnly, user: TestUser, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/upload/single',
    headers: { ...authHeader(user.token), ...body.headers },
    payload: body.payload,
  });

/** Uploads a small PNG as `user`; returns the upload's answer. */
export async function uploadImage(
  ctx: AppOnly,
  user: TestUser,
  bytes?: Buffer,
): Promise<UploadedImage> {
  const body = multipart({ name: 'photo.png', type: 'image/png', bytes: bytes ?? (await png()) });
  const res = await postUpload(ctx, user, body);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<UploadedImage>();
}
