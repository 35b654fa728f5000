import { type Page, expect, test } from './support/test';
import {
  PASSWORD,
  connectCouple,
  drawnImage,
  newUser,
  pageApi,
  signInThroughForm,
} from './support/flows';

/** A landscape photo drawn by the browser's canvas, as JPEG bytes. */
const drawnPhoto = (page: Page) =>
  drawnImage(page, {
    width: 900,
    height: 600,
    fill: '#f7a072',
    disc: { x: 520, y: 280, r: 160, fill: '#5a2340' },
  });

test('personal info is saved, and a cropped avatar shows in the header', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, name } = await newUser(browser, 'Lan', 'Nguyễn');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Các phần của hồ sơ' });
  await expect(tabs.getByRole('tab', { name: 'Thông tin cá nhân' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Personal info: a future birthday is refused in place, then the real one saves.
  const username = `lan.${Date.now().toString(36)}`;
  await page.getByLabel('Tên người dùng').fill(username);
  await page.getByLabel('Giới thiệu').fill('Thích biển và cà phê sáng');
  await page.getByLabel('Số điện thoại').fill('+84 90 123 4567');
  await page.getByLabel('Ngày sinh').fill('2099-01-01');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Ngày không được ở tương lai')).toBeVisible();
  await page.getByLabel('Ngày sinh').fill('1996-02-29');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu hồ sơ')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tên người dùng')).toHaveValue(username);
  await expect(page.getByLabel('Ngày sinh')).toHaveValue('29/02/1996');
  await expect(page.getByText(`@${username}`)).toBeVisible();

  // The avatar: pick a photo, frame it from the keyboard, save with the progress bar.
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'lan.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnPhoto(page),
  });
  const dialog = page.getByRole('dialog', { name: 'Căn chỉnh ảnh' });
  const frame = dialog.getByRole('group', { name: /Vùng cắt ảnh/ });
  await expect(frame).toBeVisible();
  await frame.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowRight');
  await expect(frame).toHaveAttribute('data-crop', '1.20 10 0');
  await dialog.getByRole('button', { name: 'Lưu ảnh' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã cập nhật ảnh đại diện')).toBeVisible();

  // Seen in the header: a real, loaded image served through a signed URL.
  const headerAvatar = page.getByRole('button', { name: `Tài khoản của ${name}` }).locator('img');
  await expect(headerAvatar).toHaveAttribute(
    'src',
    /^\/api\/files\/[\w-]+\/\d+\.webp\?(\w+=[\w-]+&)*exp=\d+&sig=/,
  );
  await expect
    .poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Đổi ảnh' })).toBeVisible();
});

test('other devices are signed out; a deleted account leaves the partner the shared memory', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, 'An', 'Phạm');
  const b = await newUser(browser, 'Bình', 'Lê');
  await connectCouple(a, b);
  const created = await pageApi(a.page, 'POST', '/api/memories', {
    title: 'Chuyến đi Hội An',
    description: 'Đèn lồng và bánh mì',
    date: '2025-06-01',
  });
  expect(created.status).toBe(201);

  // A second browser, A's phone say, signed in too.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInThroughForm(phonePage, a.email);
  await expect(phonePage).toHaveURL(/\/$/);

  // From the first one, A signs the other devices out.
  await a.page.goto('/profile?tab=account');
  await expect(a.page.getByTestId('other-sessions')).toHaveText('1 thiết bị khác đang đăng nhập.');
  await a.page.getByRole('button', { name: 'Đăng xuất các thiết bị khác' }).click();
  await a.page
    .getByRole('dialog', { name: 'Đăng xuất mọi thiết bị khác?' })
    .getByRole('button', { name: 'Đăng xuất chúng' })
    .click();
  await expect(a.page.getByText('Đã đăng xuất các thiết bị khác')).toBeVisible();
  await expect(a.page.getByTestId('other-sessions')).toHaveText(
    'Không có thiết bị nào khác đang đăng nhập.',
  );

  // The phone's next call fails, its refresh is refused: it lands on the sign-in page.
  await phonePage.goto('/memories');
  await expect(phonePage).toHaveURL(/\/login/);
  // This one goes on.
  await a.page.reload();
  await expect(a.page.getByText('Thiết bị này')).toBeVisible();

  // A deletes the account, confirming with the password.
  await a.page.getByRole('button', { name: 'Xóa tài khoản' }).click();
  const confirm = a.page.getByRole('dialog', { name: 'Xóa tài khoản vĩnh viễn?' });
  await confirm.getByLabel('Mật khẩu', { exact: true }).fill('Not-The-Password-1');
  await confirm.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(confirm.getByText('Mật khẩu không đúng.')).toBeVisible();
  await confirm.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(a.page).toHaveURL(/\/login/);
  await expect(a.page.getByText('Đã xóa tài khoản')).toBeVisible();

  // The account is gone: its password no longer signs in.
  await signInThroughForm(a.page, a.email);
  await expect(a.page.getByText('Email hoặc mật khẩu không đúng').first()).toBeVisible();

  // B keeps the shared memory, now by a deleted account (never the raw "Unknown User"), and was
  // told: the bell holds A's invitation (connectCouple invites by e-mail), the memory A saved
  // and the end of the couple.
  await b.page.goto('/memories');
  const memory = b.page.getByRole('article').filter({ hasText: 'Chuyến đi Hội An' });
  await expect(memory).toBeVisible();
  await expect(memory.getByText('Tài khoản đã xóa')).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Thông báo: 3 chưa đọc' })).toBeVisible();
  await phone.close();
});
