import { devices, expect, test } from './support/test';
import { registerThroughForm } from './support/flows';
import { uniqueEmail } from './support/mail';

// A phone (Pixel 7) in the desktop project: one run of each test, at a phone's size.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

test('first visit on a phone: what the app is, in pictures, and the two ways in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const welcome = page.getByRole('region', { name: 'Đôi Ta: góc nhỏ của hai bạn' });
  await expect(welcome).toBeVisible();
  // the first picture is drawn (the others load as they scroll in)
  const first = welcome.locator('img').first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(welcome.getByRole('listitem')).toHaveCount(3);
  await expect(welcome.getByRole('link', { name: 'Tạo tài khoản' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Tôi đã có tài khoản: đăng nhập' }).tap();
  await expect(page.getByLabel('Email')).toBeFocused();
  // notched phones: the page may draw under the insets, which the bars keep clear of
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /viewport-fit=cover/,
  );
  // the component gallery keeps its route, but nothing leads there
  await expect(page.locator('a[href="/combo-test"]')).toHaveCount(0);
});

test('signed in on a phone: the tab bar, the theme in the menu, one badge, focus back after the form', async ({
  page,
}) => {
  await registerThroughForm(page, { email: uniqueEmail('phone'), firstName: 'Hà', lastName: 'Đỗ' });
  const bar = page.getByRole('navigation', { name: 'Điều hướng nhanh' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('listitem')).toHaveText([
    'Trang chủ',
    'Kỷ niệm',
    'Thêm',
    'Trò chuyện',
    'Bên nhau',
  ]);
  await expect(page.locator('a[href="/combo-test"]')).toHaveCount(0);
  // no floating theme button on a phone: it covered controls
  await expect(page.getByRole('button', { name: /^Giao diện:/ })).toBeHidden();

  // the theme, in the menu
  await page.getByRole('button', { name: 'Mở menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Tối' }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(menu.getByRole('button', { name: 'Tối' })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'Đóng menu' }).tap();

  // one badge on the bell at most
  expect(await page.getByRole('banner').locator('[data-testid^="bell-"]').count()).toBeLessThan(2);

  // "add" opens the photo picker and the new-memory form behind it (photo-first.spec.ts picks);
  // with the picker dismissed, the form offers to write without photos; closing it brings
  // focus back to "add"
  const add = bar.getByRole('button', { name: 'Thêm kỷ niệm' });
  const chooser = page.waitForEvent('filechooser');
  await add.tap();
  await chooser;
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByRole('button', { name: 'Viết không cần ảnh' }).tap();
  await expect(form.getByLabel('Tiêu đề')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  // the bar never covers the page's last control: at the bottom, the footer ends above it
  await page.getByRole('button', { name: 'Mở menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Hồ sơ' }).tap();
  await expect(page).toHaveURL(/\/profile$/);
  // the profile loads its sections after the first paint: scroll once the page stops growing
  await expect(page.getByRole('main').getByRole('button').last()).toBeVisible();
  const footerGap = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    return footer && barBox ? footer.y + footer.height - barBox.y : Number.POSITIVE_INFINITY;
  };
  await expect.poll(footerGap).toBeLessThanOrEqual(1);
});

test('the join code goes out through the share sheet or a copy, and as a QR code', async ({
  page,
}) => {
  await registerThroughForm(page, { email: uniqueEmail('qr'), firstName: 'Vy', lastName: 'Lê' });
  await page.goto('/couple/connect');
  await page.getByRole('button', { name: 'Tạo mã kết nối' }).tap();
  const code = (await page.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  // the QR library arrives only now, in its own chunk
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.getByRole('button', { name: 'Hiện mã QR' }).tap();
  const qr = page.getByRole('img', { name: `Mã QR để kết nối, mã ${code}` });
  await expect(qr).toBeVisible();
  expect(chunks.some((url) => /join-code-qr/.test(url))).toBe(true);
  await expect(page.getByText(`/couple/connect?code=${code}`)).toBeVisible();
  // the shared link fills the code in for the partner
  await page.goto(`/couple/connect?code=${code}`);
  await expect(page.getByLabel('Mã kết nối', { exact: true })).toHaveValue(code);
});
