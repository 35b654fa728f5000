import { expect, test } from './support/test';
import { PASSWORD, registerThroughForm, signInThroughForm, signOut } from './support/flows';
import { uniqueEmail } from './support/mail';

test.describe('accounts @phone', () => {
  test('register in Vietnamese, stay signed in, sign out and back in', async ({ page }) => {
    const email = uniqueEmail('an');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto('/');
    // a guest is sent to /login, in Vietnamese by default
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).last()).toBeVisible();
    // in place of `/`: Back does not return to a page that sends them on again
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
    // on the way, none of the dashboard's code: it is for someone signed in
    expect(scripts.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/home(-loader)?-[\w-]+\.js$/.test(path))).toEqual(
      [],
    );
    // nor the forms' schemas (zod): they load once the person reaches for the form
    const schemas = () =>
      scripts.filter((path) => /^\/assets\/(zod|auth-form-schemas)-[\w-]+\.js$/.test(path));
    await page.waitForTimeout(1000);
    expect(schemas()).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => schemas().length).toBeGreaterThan(0);

    await registerThroughForm(page, { email, firstName: 'An', lastName: 'Nguyễn' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An Nguyễn');
    await expect(page.getByText('Lời yêu thương hôm nay')).toBeVisible();

    // the session survives a reload
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An Nguyễn');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    await signOut(page, 'An Nguyễn');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Đăng xuất thành công')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // a wrong password is refused with the same message as an unknown e-mail
    await signInThroughForm(page, email, 'WrongPass123');
    await expect(page.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An Nguyễn');
  });

  test('form errors are shown beside the fields, in the user language', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test('guards: protected pages send guests to /login and back after sign-in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await registerThroughForm(page, { email, firstName: 'Bảo', lastName: 'Trần' });
  // a signed-in user is sent away from the guest pages
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await signOut(page, 'Bảo Trần');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/memories');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
  await expect(page).toHaveURL(/\/memories$/);

  // the gallery has no guard
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/combo-test');
  await expect(page).toHaveURL(/\/combo-test$/);
});
