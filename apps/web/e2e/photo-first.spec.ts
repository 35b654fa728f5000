import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { registerThroughForm } from './support/flows';
import { uniqueEmail } from './support/mail';

const TITLE = 'Valentine ở Hội An';

/** A photo as a phone writes it: the day it was taken in EXIF, and where (never to be sent). */
function cameraJpeg(color: string, taken?: string) {
  const image = sharp({
    create: { width: 1200, height: 900, channels: 3, background: color },
  }).jpeg({ quality: 85 });
  return (
    taken
      ? image.withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Pixel' },
          IFD2: { DateTimeOriginal: taken },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '15/1 52/1 48/1' },
        })
      : image
  ).toBuffer();
}

/** One finger across the screen, as a phone's touch screen reports it (Chromium's own events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  });
  for (let step = 1; step <= 6; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 6;
    const y = from.y + ((to.y - from.y) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two quick taps at one spot, stamped 120 ms apart as the phone's screen would stamp them:
 * however long a loaded machine takes to deliver them, the page sees a double tap.
 */
async function doubleTap(page: Page, at: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = [{ x: at.x, y: at.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const start = Date.now() / 1000;
  const steps: [type: 'touchStart' | 'touchEnd', at: number][] = [
    ['touchStart', 0],
    ['touchEnd', 0.04],
    ['touchStart', 0.16],
    ['touchEnd', 0.2],
  ];
  for (const [type, at] of steps) {
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? touch : [],
      timestamp: start + at,
    });
  }
  await cdp.detach();
}

test('a new memory from photos on a phone: the photo’s date, a draft through a reload, then the photos full screen @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project runs it at a phone’s size');
  test.setTimeout(90_000);
  const [valentine, lantern] = await Promise.all([
    cameraJpeg('#d94f70', '2024:02:14 19:30:00'),
    cameraJpeg('#f2b134'),
  ]);
  await registerThroughForm(page, {
    email: uniqueEmail('photofirst'),
    firstName: 'Mai',
    lastName: 'Lê',
  });
  const bar = page.getByRole('navigation', { name: 'Điều hướng nhanh' });

  // "add": the phone's picker opens at once, within the tap
  const chooser = page.waitForEvent('filechooser');
  await bar.getByRole('button', { name: 'Thêm kỷ niệm' }).tap();
  await (
    await chooser
  ).setFiles([
    { name: 'IMG_0214.JPG', mimeType: 'image/jpeg', buffer: valentine },
    { name: 'IMG_0215.JPG', mimeType: 'image/jpeg', buffer: lantern },
  ]);
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  const tiles = form.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(2);
  for (const i of [0, 1]) await expect(tiles.nth(i)).toHaveAttribute('data-status', 'uploaded');
  // the day the first photo was taken, and no place guessed
  await expect(form.getByLabel('Ngày')).toHaveValue('14/02/2024');
  await expect(form.getByText('Ngày chụp của ảnh đầu tiên.')).toBeVisible();
  await expect(form.getByLabel('Địa điểm')).toHaveValue('');
  await form.getByLabel('Tiêu đề').fill(TITLE);
  await form.getByLabel('Mô tả').fill('Đèn lồng bên sông Hoài');

  // the page reloads (or the phone drops the tab): the draft comes back as it was
  await page.reload();
  let pickerOpened = false;
  page.on('filechooser', () => (pickerOpened = true));
  await bar.getByRole('button', { name: 'Thêm kỷ niệm' }).tap();
  await expect(form.getByText('Đã mở lại kỷ niệm bạn đang viết dở')).toBeVisible();
  expect(pickerOpened).toBe(false);
  await expect(form.getByLabel('Tiêu đề')).toHaveValue(TITLE);
  await expect(form.getByLabel('Mô tả')).toHaveValue('Đèn lồng bên sông Hoài');
  await expect(form.getByLabel('Ngày')).toHaveValue('14/02/2024');
  await expect(tiles).toHaveCount(2);
  await expect(form.getByRole('button', { name: 'Bỏ ảnh IMG_0215.JPG' })).toBeAttached();

  // saved: no place is sent, the draft is gone
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/memories'),
  );
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).tap();
  const sent = (await created).postDataJSON() as {
    date: string;
    location: unknown;
    images: string[];
  };
  expect(sent).toMatchObject({ date: '2024-02-14', location: null });
  expect(sent.images).toHaveLength(2);
  await expect(form).toBeHidden();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:'))),
  ).toEqual([]);

  // the photos, full screen: a swipe to the second, a double tap to zoom, download the original
  await page.goto('/memories');
  await page.getByRole('link', { name: TITLE }).tap();
  await page.getByTestId('memory-photo').first().tap();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer.getByRole('img', { name: `${TITLE}, ảnh 1 trên 2` })).toBeVisible();
  await expect(viewer.getByTestId('image-viewer-counter')).toHaveText('1 / 2');
  const stage = viewer.getByTestId('image-viewer-stage');
  const box = (await stage.boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await swipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y + 10 });
  await expect(viewer.getByTestId('image-viewer-counter')).toHaveText('2 / 2');
  await expect(viewer.getByRole('img', { name: `${TITLE}, ảnh 2 trên 2` })).toBeVisible();
  await expect(page.getByText('Ảnh 2 trên 2', { exact: true })).toBeAttached();

  await doubleTap(page, middle);
  await expect(stage).toHaveAttribute('data-scale', '2.50');
  // zoomed, a finger pans: no swipe to another photo
  await swipe(page, { x: middle.x + 100, y: middle.y }, { x: middle.x - 100, y: middle.y });
  await expect(viewer.getByTestId('image-viewer-counter')).toHaveText('2 / 2');
  await doubleTap(page, middle);
  await expect(stage).toHaveAttribute('data-scale', '1.00');

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Tải ảnh gốc' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${TITLE} - 2.jpg`);
  expect(download.url()).toMatch(/\/original\.jpg\?/);
  const original = await readFile(await download.path());
  const meta = await sharp(original).metadata();
  // the original, full size, with nothing of the camera's EXIF (no GPS) left in it
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 900, undefined]);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
