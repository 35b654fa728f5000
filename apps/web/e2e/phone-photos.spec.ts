import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import type { Memory } from '@doita/shared';
import sharp from 'sharp';
import { call, newUser } from './support/flows';

const HEIC = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/test/fixtures/heic/portrait-rot.heic',
);
const LIMIT = 5 * 1024 * 1024;

/** Stored landscape, the left half blue: turned upright (EXIF orientation 6) the top half is blue. */
function twoTone(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } },
  }).composite([
    {
      input: {
        create: { width: width / 2, height, channels: 3, background: { r: 32, g: 64, b: 255 } },
      },
      left: 0,
      top: 0,
    },
  ]);
}

test('photos from real phones arrive upright: EXIF-turned portrait, a 48 MP-class JPEG over 5 MB, an iPhone HEIC @phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const portrait = await twoTone(1200, 900)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // 6000 x 4000 of fine grain at high quality: well over the API's 5 MB, as a camera writes.
  const large = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#8c8c8c',
      noise: { type: 'gaussian', mean: 140, sigma: 28 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(large.length).toBeGreaterThan(LIMIT);
  const heic = await readFile(HEIC);

  const me = await newUser(browser, 'Lan', 'Trần');
  const { page } = me;
  await page.goto('/memories');
  // the page's own button (on a phone the tab bar's "add" has the same name, and starts from photos)
  await page.getByRole('main').getByRole('button', { name: 'Thêm kỷ niệm' }).click();
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByLabel('Tiêu đề').fill('Ảnh từ điện thoại');
  await form.getByLabel('Mô tả').fill('Chụp dọc, chụp lớn và ảnh HEIC');
  await form.getByRole('checkbox', { name: 'Chỉ mình tôi' }).check();
  // Nothing is skipped for its size or type.
  await form.getByTestId('photo-input').setInputFiles([
    { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: portrait },
    { name: 'DSC_4800.JPG', mimeType: 'image/jpeg', buffer: large },
    { name: 'IMG_0420.HEIC', mimeType: 'image/heic', buffer: heic },
  ]);
  await expect(form.getByText(/Đã bỏ qua/)).toHaveCount(0);
  const tiles = form.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(tiles.nth(i)).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });
  }
  const save = form.getByRole('button', { name: 'Lưu kỷ niệm' });
  await save.click();
  await expect(form).toBeHidden();

  const { memories } = await call<{ memories: Memory[] }>(me, 'GET', '/api/memories');
  const images = memories[0]?.images ?? [];
  expect(images.map((i) => [i.width, i.height])).toEqual([
    [900, 1200], // turned upright by its EXIF orientation
    [4096, 2731], // shrunk in the browser, its longest side kept at 4096 px
    [480, 640], // the HEIC, decoded by the server, upright by its irot
  ]);
  for (const image of images) expect(image.originalUrl).toMatch(/original\.jpg/);

  // What the browser shows: the portraits' top halves are blue (upright, not on their side).
  await page.goto(`/memories/${memories[0]?.id}`);
  await expect(page.getByTestId('memory-photo')).toHaveCount(3);
  for (const index of [0, 2]) {
    const url = images[index]?.renditions[0]?.url ?? '';
    const top = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const at = (y: number) => [...context.getImageData(canvas.width / 2, y, 1, 1).data];
      return {
        top: at(canvas.height * 0.1),
        bottom: at(canvas.height * 0.9),
        tall: canvas.height > canvas.width,
      };
    }, url);
    expect(top.tall).toBe(true);
    expect(top.top[2]).toBeGreaterThan(200); // blue
    expect(top.bottom[0]).toBeGreaterThan(150); // pink
  }
  await me.context.close();
});
