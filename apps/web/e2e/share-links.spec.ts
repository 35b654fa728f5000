import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { call, connectCouple, drawnImage, newUser } from './support/flows';

/**
 * An album shared with family by link: one partner makes an album from a memory's page and
 * shares it with a passcode; someone without an account opens it on a 390 px phone (the
 * passcode, the couple's names, the photos large); the other partner turns the link off
 * from their albums page, and the page and its photo URLs stop at once.
 */
test.setTimeout(180_000);

const video = (name: string) =>
  readFile(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../server/test/fixtures/video',
      name,
    ),
  );
// a pasted map link as the place: one long word, within the 200 characters
const LONG_PLACE = 'https://maps.app.goo.gl/' + 'x'.repeat(170);

test('an album shared by link opens signed out on a phone, and stops at once when revoked', async ({
  browser,
}) => {
  const an = await newUser(browser, 'An', 'Nguyễn');
  const binh = await newUser(browser, 'Bình', 'Trần');
  await connectCouple(an, binh);
  const upload = await an.page.request.post('/api/upload/single', {
    headers: { authorization: `Bearer ${an.token}` },
    multipart: {
      file: {
        name: 'cuoi.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawnImage(an.page, { width: 640, height: 480, fill: '#be185d' }),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: photoId } = (await upload.json()) as { id: string };
  const auth = { authorization: `Bearer ${an.token}` };
  const clip = await an.page.request.post('/api/upload/single', {
    headers: auth,
    multipart: {
      file: { name: 'h264.mp4', mimeType: 'video/mp4', buffer: await video('h264.mp4') },
    },
  });
  expect(clip.status(), await clip.text()).toBe(201);
  const live = await an.page.request.post('/api/upload/live', {
    headers: auth,
    multipart: {
      still: {
        name: 'IMG_0001.HEIC',
        mimeType: 'image/heic',
        buffer: await video('IMG_0001.HEIC'),
      },
      clip: {
        name: 'IMG_0001.MOV',
        mimeType: 'video/quicktime',
        buffer: await video('IMG_0001.MOV'),
      },
    },
  });
  expect(live.status(), await live.text()).toBe(201);
  const { memory } = await call<{ memory: { id: string } }>(an, 'POST', '/api/memories', {
    title: 'Ngày cưới',
    description: 'Cả nhà cùng chụp ảnh',
    date: '2025-10-12',
    location: { name: LONG_PLACE, lat: 10.77, lng: 106.7 },
    images: [
      photoId,
      ((await clip.json()) as { id: string }).id,
      ((await live.json()) as { id: string }).id,
    ],
  });
  const secret = await call<{ memory: { id: string } }>(an, 'POST', '/api/memories', {
    title: 'Bí mật riêng',
    description: 'Chỉ mình biết',
    date: '2025-10-13',
    isPrivate: true,
  });

  // An makes an album from the memory's page.
  await an.page.goto(`/memories/${memory.id}`);
  await an.page.getByRole('button', { name: 'Thêm vào album' }).click();
  await an.page.getByRole('button', { name: 'Tạo album mới với kỷ niệm này' }).click();
  const form = an.page.getByRole('dialog', { name: 'Album mới' });
  await form.getByLabel('Tên album').fill('Đám cưới');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form).toBeHidden();
  // The private one cannot go in: its page offers neither albums nor links.
  await an.page.goto(`/memories/${secret.memory.id}`);
  await expect(an.page.getByText('Kỷ niệm riêng tư không bao giờ được chia sẻ.')).toBeVisible();
  await expect(an.page.getByRole('button', { name: 'Chia sẻ bằng link' })).toHaveCount(0);

  // From the memories page to the albums, then the album, then a link with a passcode.
  await an.page.goto('/memories');
  await an.page.getByRole('link', { name: 'Album', exact: true }).click();
  await an.page.getByRole('link', { name: /Đám cưới/ }).click();
  await expect(an.page.getByRole('heading', { name: 'Đám cưới', level: 1 })).toBeVisible();
  await expect(an.page.getByRole('heading', { name: 'Ngày cưới' })).toBeVisible();
  await an.page.getByRole('button', { name: 'Chia sẻ bằng link' }).click();
  const share = an.page.getByRole('dialog', { name: 'Chia sẻ bằng link' });
  await share.getByLabel('Link dùng được trong').selectOption({ label: '7 ngày' });
  await share.getByLabel('Mã mở (không bắt buộc)').fill('bà ngoại');
  await share.getByRole('button', { name: 'Tạo link' }).click();
  const urlField = share.getByRole('textbox', { name: 'Chép link' });
  await expect(urlField).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByText('Có mã mở')).toBeVisible();
  const url = await urlField.inputValue();
  const path = new URL(url).pathname;

  // Someone without an account, on a 390 px phone.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await guest.newPage();
  const opened = await page.goto(path);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Link này cần mã mở' })).toBeVisible();
  await page.getByLabel('Mã mở').fill('sai rồi');
  await page.getByRole('button', { name: 'Mở' }).click();
  await expect(page.getByText('Mã chưa đúng, thử lại nhé.')).toBeVisible();
  await page.getByLabel('Mã mở').fill('bà ngoại');
  await page.getByRole('button', { name: 'Mở' }).click();
  await expect(page.getByRole('heading', { name: 'Đám cưới', level: 1 })).toBeVisible();
  await expect(page.getByText('Của An Nguyễn và Bình Trần')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ngày cưới' })).toBeVisible();
  await expect(page.getByText('Bí mật riêng')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Đăng nhập/ })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The video plays where it is (once prepared: the page asks again meanwhile), the Live
  // Photo says LIVE; the long place wraps: nothing pushes the page sideways.
  const player = page.getByTestId('memory-video');
  await expect(player).toBeVisible({ timeout: 90_000 });
  await expect(player).toHaveAttribute('controls', '');
  expect(await player.getAttribute('poster')).toContain('l=');
  expect(await player.getAttribute('src')).toContain('l=');
  const livePhoto = page.getByTestId('live-photo');
  await expect(livePhoto.getByText('LIVE')).toBeVisible();
  await expect(livePhoto.getByRole('button', { name: 'Phát Live Photo' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(LONG_PLACE, { exact: false })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const { width } = (await player.boundingBox())!;
  expect(width).toBeGreaterThan(250);
  // it plays for the guest: its clock moves (a busy machine's first frames may take a while)
  await player.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    await media.play();
  });
  await expect
    .poll(() => player.evaluate((element) => (element as HTMLVideoElement).currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.2);
  await player.evaluate((element) => (element as HTMLVideoElement).pause());
  // A photo opens large.
  await page.getByRole('button', { name: /Mở ảnh 1 của “Ngày cưới”/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const photoUrls = await page
    .locator('img[srcset]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(photoUrls.length).toBeGreaterThan(0);
  for (const photoUrl of photoUrls) {
    expect(photoUrl).toContain('l=');
    expect((await page.request.get(photoUrl)).status()).toBe(200);
  }
  // The other language, for whoever reads English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('From An Nguyễn and Bình Trần')).toBeVisible();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();

  // Bình turns the link off from the albums page; it stops at once, its photos too.
  await binh.page.goto('/albums');
  const links = binh.page.getByRole('region', { name: 'Link chia sẻ của hai đứa' });
  await expect(links.getByText('1 lượt xem')).toBeVisible();
  await links.getByRole('button', { name: /^Tắt link/ }).click();
  await expect(binh.page.getByText('Đã tắt link. Ai mở lại sẽ không xem được nữa.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Link này không mở được' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ngày cưới' })).toHaveCount(0);
  for (const photoUrl of photoUrls) expect((await page.request.get(photoUrl)).status()).toBe(404);
  await guest.close();
});
