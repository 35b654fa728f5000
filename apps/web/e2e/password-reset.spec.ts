import { expect, test } from './support/test';
import { registerThroughForm, signInThroughForm, signOut } from './support/flows';
import { linkIn, uniqueEmail, waitForMail } from './support/mail';

test('reset a forgotten password through the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerThroughForm(page, { email, firstName: 'Chi', lastName: 'Lê' });
  await signOut(page, 'Chi Lê');

  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes when the navigation starts, and the sign-in page (with an Email
  // field of its own) stays drawn until the new page's render is committed: typing before
  // the new heading shows went into the old form on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Gửi liên kết' }).click();
  await expect(page.getByText('Hãy kiểm tra hộp thư')).toBeVisible();

  const mail = await waitForMail(email, /mật khẩu/i);
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('MoiHon456');
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MoiHon456');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đã đặt lại mật khẩu')).toBeVisible();

  // the link is single use
  await page.goto(link);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('KhacNua789');
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('KhacNua789');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Liên kết không hợp lệ hoặc đã hết hạn')).toBeVisible();

  // the old password no longer works, the new one does
  await signInThroughForm(page, email, 'MatKhau123');
  await expect(page.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
  await signInThroughForm(page, email, 'MoiHon456');
  await expect(page).toHaveURL(/\/$/);
});

test('verify the e-mail address through the link sent at sign-up', async ({ page }) => {
  const email = uniqueEmail('verify');
  await registerThroughForm(page, { email, firstName: 'Dung', lastName: 'Phạm' });
  const mail = await waitForMail(email, /xác minh/i);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText('Email đã được xác minh')).toBeVisible();
  const verified = await page.evaluate(async () => {
    const res = await fetch('/api/user/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    return ((await res.json()) as { user: { isEmailVerified: boolean } }).user.isEmailVerified;
  });
  expect(verified).toBe(true);
});
