import { totpCode } from '@doita/shared';
import { expect, test } from './support/test';
import { newUser, signInThroughForm, signOut } from './support/flows';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('two-step: turned on with a code from the secret, then asked at sign-in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, email, name } = await newUser(browser, 'Hà', 'Trần');
  await page.goto('/profile?tab=account');
  const panel = page.getByRole('region', { name: 'Xác minh hai bước' });
  await panel.getByRole('button', { name: 'Thiết lập' }).click();
  await expect(panel.getByRole('img', { name: /Mã QR/ })).toBeVisible();
  const secret = (await panel.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused in place; the app's code turns it on.
  await panel.getByLabel('Mã 6 số').fill('000000');
  await panel.getByRole('button', { name: 'Bật xác minh hai bước' }).click();
  await expect(
    panel.getByText('Mã chưa đúng hoặc đã được dùng rồi', { exact: false }),
  ).toBeVisible();
  const enabledAt = Date.now();
  await panel.getByLabel('Mã 6 số').fill(await totpCode(secret, enabledAt));
  await panel.getByRole('button', { name: 'Bật xác minh hai bước' }).click();
  const codes = panel.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await panel.getByRole('button', { name: 'Tôi đã cất giữ' }).click();
  await expect(panel.getByText('Đang bật. Còn 10 mã khôi phục chưa dùng.')).toBeVisible();

  // Signed out, the password alone is not enough: the code step comes next.
  await signOut(page, name);
  await expect(page).toHaveURL(/\/login/);
  await signInThroughForm(page, email);
  const code = page.getByLabel('Mã 6 số');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The code used to turn it on is spent; the next step's code is taken (one step ahead is).
  await code.fill(await totpCode(secret, enabledAt + 30_000));
  await page.getByRole('button', { name: 'Xác minh' }).click();
  // Signed in: sent back where the sign-out left from, two-step still on.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile?tab=account');
  await expect(panel.getByText('Đang bật. Còn 10 mã khôi phục chưa dùng.')).toBeVisible();
});

test('sessions: one device signs the other out from the list, which is sent to sign in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const laptop = await newUser(browser, 'Khoa', 'Đỗ');
  // The same person on a phone: a second browser of its own.
  const phone = await browser.newContext({ userAgent: IPHONE });
  const phonePage = await phone.newPage();
  await signInThroughForm(phonePage, laptop.email);
  await expect(phonePage).toHaveURL(/\/$/);

  await laptop.page.goto('/profile?tab=account');
  const rows = laptop.page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const phoneRow = rows.filter({ hasText: 'Safari trên iOS' });
  await expect(phoneRow).toBeVisible();
  await phoneRow.getByRole('button', { name: 'Đăng xuất Safari trên iOS' }).click();
  await laptop.page
    .getByRole('dialog', { name: 'Đăng xuất Safari trên iOS?' })
    .getByRole('button', { name: 'Đăng xuất', exact: true })
    .click();
  await expect(laptop.page.getByText('Đã đăng xuất Safari trên iOS')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The phone's very next navigation lands on the sign-in page.
  await phonePage.goto('/memories');
  await expect(phonePage).toHaveURL(/\/login/);
  // The laptop goes on.
  await laptop.page.reload();
  await expect(laptop.page.getByText('Thiết bị này')).toBeVisible();
  await phone.close();
});
