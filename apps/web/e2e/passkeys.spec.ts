import { expect, test } from './support/test';
import { PASSWORD, registerThroughForm, signOut } from './support/flows';
import { uniqueEmail } from './support/mail';

// Passkeys belong to a domain, never an IP address: this spec opens the app at localhost
// (the server takes WEBAUTHN_RP_ID=localhost from e2e/support/serve.mjs).
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3300}` });

test('add a passkey, sign in with it without typing an e-mail, then remove it', async ({
  page,
}) => {
  // Chromium's virtual authenticator: a platform authenticator that holds discoverable
  // credentials and verifies the user (as a fingerprint would), answering at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = uniqueEmail('passkey');
  await registerThroughForm(page, { email, firstName: 'Lan', lastName: 'Phạm' });
  await page.goto('/profile?tab=account');
  const panel = page.getByRole('region', { name: 'Khóa truy cập (passkey)' });
  await expect(panel.getByText('Bạn chưa có khóa truy cập nào.')).toBeVisible();
  await panel.getByLabel('Tên khóa (không bắt buộc)').fill('Máy tính thử');
  // the session alone adds no way in: the password first, and a wrong one asks again
  await panel.getByLabel('Mật khẩu của bạn').fill('Khong-phai-1');
  await panel.getByRole('button', { name: 'Thêm khóa truy cập' }).click();
  await expect(panel.getByText('Mật khẩu hiện tại không đúng.')).toBeVisible();
  let { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(0);
  await panel.getByLabel('Mật khẩu của bạn').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Thêm khóa truy cập' }).click();
  await expect(page.getByText('Đã thêm khóa truy cập “Máy tính thử”')).toBeVisible();
  await expect(panel.getByTestId('passkey-row')).toHaveCount(1);
  await expect(panel.getByTestId('passkey-row')).toContainText('Chưa dùng để đăng nhập');
  ({ credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId }));
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await signOut(page, 'Lan Phạm');
  await expect(page).toHaveURL(/\/login$/);
  // no e-mail typed: the authenticator offers the passkey it holds for this site
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }).click();
  // signed in: back where they signed out, as after a password sign-in
  await expect(page).toHaveURL(/\/profile\?tab=account$/);
  await expect(page.getByRole('button', { name: 'Tài khoản của Lan Phạm' })).toBeVisible();

  await page.goto('/profile?tab=account');
  await expect(panel.getByTestId('passkey-row')).toContainText('Dùng lần cuối lúc');
  await panel.getByRole('button', { name: 'Xóa “Máy tính thử”' }).click();
  await page.getByRole('button', { name: 'Xóa khóa' }).click();
  await expect(page.getByText('Đã xóa khóa truy cập “Máy tính thử”')).toBeVisible();
  await expect(panel.getByText('Bạn chưa có khóa truy cập nào.')).toBeVisible();

  // the device still holds it, but the account no longer knows it: said plainly
  await signOut(page, 'Lan Phạm');
  await page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }).click();
  await expect(
    page.getByText('Khóa truy cập này không còn gắn với tài khoản nào ở Đôi Ta'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
