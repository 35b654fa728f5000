import { expect, test } from './support/test';
import type { Browser, BrowserContext, Page } from './support/test';
import sharp from 'sharp';
import { PASSWORD } from './support/flows';
import { uniqueEmail } from './support/mail';

/**
 * The whole journey: a new couple, each on a phone, from the first visit to a shared
 * memory with photos, the partner's comment on it, and a private birthday reminder the
 * partner never sees. Everything through the interface, as they would do it.
 */
test.setTimeout(180_000);

const photo = (color: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .withExif({ IFD2: { DateTimeOriginal: '2025:10:20 18:05:00' } })
    .toBuffer();

/** A phone of its own: Pixel 7 size, touch, Vietnamese. */
async function phone(browser: Browser, devices: Record<string, object>): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], locale: 'vi-VN' });
}

/** From the welcome screen to a new account, through the form. */
async function signUp(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/');
  const welcome = page.getByRole('region', { name: 'Đôi Ta: góc nhỏ của hai bạn' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('link', { name: 'Tạo tài khoản' }).tap();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('Tên', { exact: true }).fill(firstName);
  await page.getByLabel('Họ', { exact: true }).fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).tap();
  await expect(page).toHaveURL(/\/$/);
}

test('a new couple on two phones: welcome, connect, a memory with photos, a comment, a private birthday reminder @phone', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'two phones side by side');
  const lanPhone = await phone(browser, playwright.devices);
  const minhPhone = await phone(browser, playwright.devices);
  const lan = await lanPhone.newPage();
  const minh = await minhPhone.newPage();
  const lanEmail = uniqueEmail('journey-lan');
  const minhEmail = uniqueEmail('journey-minh');

  // 1. first visit: what the app is, then an account each
  await signUp(lan, 'Lan', 'Phạm', lanEmail);
  await signUp(minh, 'Minh', 'Trần', minhEmail);

  // 2. Lan invites Minh by e-mail; Minh accepts from the home page
  await lan.goto('/couple/connect');
  await lan.getByLabel('Email của người ấy').fill(minhEmail);
  await lan.getByRole('button', { name: 'Gửi lời mời' }).tap();
  await expect(lan.getByText(`Đang chờ ${minhEmail} chấp nhận`)).toBeVisible();
  await minh.goto('/');
  const invitation = minh.getByRole('region', { name: 'Lời mời của bạn' });
  await expect(invitation.getByText('Lan Phạm muốn kết nối với bạn')).toBeVisible({
    timeout: 10_000,
  });
  await invitation.getByRole('button', { name: 'Chấp nhận' }).tap();
  await expect(minh.getByTestId('couple-time-display')).toBeVisible();
  // Lan's open connect screen turns into the couple's, without a reload
  await expect(lan.getByRole('heading', { name: 'Hai bạn đã kết nối' })).toBeVisible({
    timeout: 10_000,
  });

  // 3. Lan makes a shared memory from two photos, the phone's way (the tab bar's "add")
  const [first, second] = await Promise.all([photo('#d94f70'), photo('#f2b134')]);
  const chooser = lan.waitForEvent('filechooser');
  await lan
    .getByRole('navigation', { name: 'Điều hướng nhanh' })
    .getByRole('button', { name: 'Thêm kỷ niệm' })
    .tap();
  await (
    await chooser
  ).setFiles([
    { name: 'IMG_1020.JPG', mimeType: 'image/jpeg', buffer: first },
    { name: 'IMG_1021.JPG', mimeType: 'image/jpeg', buffer: second },
  ]);
  const form = lan.getByRole('dialog', { name: 'Kỷ niệm mới' });
  const tiles = form.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(2);
  for (const i of [0, 1])
    await expect(tiles.nth(i)).toHaveAttribute('data-status', 'uploaded', { timeout: 30_000 });
  await expect(form.getByLabel('Ngày')).toHaveValue('20/10/2025');
  await form.getByLabel('Tiêu đề').fill('Hoàng hôn ở Hội An');
  await form.getByLabel('Mô tả').fill('Đèn lồng bên sông Hoài');
  const shared = form.getByLabel('Chỉ mình tôi');
  if (await shared.isChecked()) await shared.uncheck();
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).tap();
  await expect(form).toBeHidden();

  // 4. Minh finds it, with its photos, and answers it
  await minh.goto('/memories');
  await minh.getByRole('link', { name: 'Hoàng hôn ở Hội An' }).tap();
  await expect(minh.getByRole('heading', { level: 1, name: 'Hoàng hôn ở Hội An' })).toBeVisible();
  await expect(minh.getByTestId('memory-photo')).toHaveCount(2);
  await minh.getByLabel('Viết bình luận').fill('Nhớ quá, mình quay lại nhé 😍');
  await minh.getByRole('button', { name: 'Gửi' }).tap();
  await expect(minh.getByText('Nhớ quá, mình quay lại nhé 😍')).toBeVisible();

  // Lan sees the comment on her memory, and the bell says who wrote it
  await lan.goto('/memories');
  await lan.getByRole('link', { name: 'Hoàng hôn ở Hội An' }).tap();
  await expect(lan.getByText('Nhớ quá, mình quay lại nhé 😍')).toBeVisible({ timeout: 10_000 });

  // 5. Lan's surprise: a private reminder for Minh's birthday, three days ahead
  const birthday = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await lan.goto('/reminders');
  await lan.getByRole('button', { name: 'Tạo lời nhắc' }).first().tap();
  const dialog = lan.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await dialog.getByLabel('Tiêu đề', { exact: true }).fill('Quà sinh nhật Minh');
  await dialog.getByLabel('Loại').selectOption('birthday');
  await dialog.getByLabel('Ngày', { exact: true }).fill(birthday);
  await dialog.getByLabel('Giờ', { exact: true }).fill('08:00');
  await dialog.getByLabel('Nhắc trước').selectOption({ label: 'Trước 3 ngày' });
  await dialog.getByLabel('Chỉ mình tôi thấy').check();
  await dialog.getByRole('button', { name: 'Tạo lời nhắc' }).tap();
  await expect(dialog).toBeHidden();
  const card = lan.getByTestId('reminder-item').filter({ hasText: 'Quà sinh nhật Minh' });
  await expect(card.getByTestId('reminder-private')).toBeVisible();

  // Minh never sees it
  await minh.goto('/reminders');
  await expect(minh.getByRole('main')).toBeVisible();
  await expect(minh.getByText('Quà sinh nhật Minh')).toHaveCount(0);

  await lanPhone.close();
  await minhPhone.close();
});
