import { expect, test } from './support/test';
import { call, connectCouple, drawnImage, newUser } from './support/flows';

/**
 * An album shared with family by link: one partner makes an album from a memory's page and
 * shares it with a passcode; someone without an account opens it on a 390 px phone (the
 * passcode, the couple's names, the photos large); the other partner turns the link off
 * from their albums page, and the page and its photo URLs stop at once.
 */
test.setTimeout(120_000);

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
  const { memory } = await call<{ memory: { id: string } }>(an, 'POST', '/api/memories', {
    title: 'Ngày cưới',
    description: 'Cả nhà cùng chụp ảnh',
    date: '2025-10-12',
    images: [photoId],
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
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
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
