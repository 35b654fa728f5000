import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { newUser } from './support/flows';

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/test/fixtures/video',
);
const fixture = (name: string) => path.join(FIXTURES, name);

test('a 40 s iPhone HEVC clip and a Live Photo in a memory: preparing, then playing @phone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const me = await newUser(browser, 'Lan', 'Trần');
  const { page } = me;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/memories');
  await page.getByRole('main').getByRole('button', { name: 'Thêm kỷ niệm' }).click();
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByLabel('Tiêu đề').fill('Chiều ở Hồ Tây');
  await form.getByLabel('Mô tả').fill('Một đoạn phim và một Live Photo');
  await form.getByRole('checkbox', { name: 'Chỉ mình tôi' }).check();
  // The still and the MOV of the same name are one Live Photo: two tiles for three files.
  await form
    .getByTestId('photo-input')
    .setInputFiles([
      fixture('clip-40s-hevc.mov'),
      fixture('IMG_0001.HEIC'),
      fixture('IMG_0001.MOV'),
    ]);
  await expect(form.getByText(/Đã bỏ qua/)).toHaveCount(0);
  const tiles = form.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(1).getByText('LIVE')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await expect(tiles.nth(i)).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });
  }
  // Saved at once, while the server still prepares the clip.
  await expect(form.getByText(/Đang xử lý video… \d+%/).first()).toBeVisible();
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).click();
  await expect(form).toBeHidden();

  await page
    .getByRole('link', { name: /Chiều ở Hồ Tây/ })
    .first()
    .click();
  const video = page.getByTestId('memory-video');
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.getAttribute('autoplay')).toBeNull();
  expect(await video.getAttribute('poster')).toBeTruthy();
  // It plays: enough data, and its clock moves (on a busy machine its first frames may take
  // a few seconds to come through the range requests and the software decoder).
  const start = await video.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    await media.play();
    return media.currentTime;
  });
  await expect
    .poll(
      () =>
        video.evaluate((element, from) => (element as HTMLVideoElement).currentTime - from, start),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.3);
  expect(
    await video.evaluate((element) => (element as HTMLVideoElement).readyState),
  ).toBeGreaterThanOrEqual(2);

  // The Live Photo moves while it is pressed and held.
  const live = page.getByTestId('live-photo');
  await expect(live.getByText('LIVE')).toBeVisible();
  await expect(live.getByRole('button', { name: 'Phát Live Photo' })).toBeVisible({
    timeout: 60_000,
  });
  await live.scrollIntoViewIfNeeded();
  await live.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await expect(live).toHaveAttribute('data-playing', 'true');
  const motion = live.getByTestId('live-photo-motion');
  await expect
    .poll(() => motion.evaluate((element) => (element as HTMLVideoElement).currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.2);
  await live.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true });
  await expect(live).toHaveAttribute('data-playing', 'false');
  await me.context.close();
});
