import { expect, test } from './support/test';
import { call, newUser, registerThroughForm } from './support/flows';
import { uniqueEmail } from './support/mail';

test('switch to English and cycle the four themes; both persist across reloads', async ({
  page,
}) => {
  await registerThroughForm(page, { email: uniqueEmail('lang'), firstName: 'Em', lastName: 'Võ' });

  await page.getByRole('button', { name: /Đổi ngôn ngữ/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText("Today's love note")).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  const start = await html.getAttribute('data-theme');
  expect(start).toBe('light');
  for (const next of ['dark', 'romantic', 'spring', 'light', 'dark']) {
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', next);
  }
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // each theme is a real palette: the page background differs between themes
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'romantic');
  // the background eases between palettes, so wait for it to settle
  await expect.poll(background).not.toBe(dark);
});

test('the strict CSP holds: no violations while using the app', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  // the formatting warm-up runs in a worker of our own origin, which the policy allows
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await registerThroughForm(page, {
    email: uniqueEmail('csp'),
    firstName: 'Giang',
    lastName: 'Hồ',
  });
  await page.goto('/combo-test');
  await page.goto('/memories');
  expect(violations).toEqual([]);
  expect(workers).toContain('/intl-warm.js');
});

test('the language changed on another device shows on the next start at once', async ({
  browser,
}) => {
  const phone = await newUser(browser, 'Thu', 'Lê');
  // the language of the first thing the app paints, each start (after index.html's own
  // first screen, the logo and the name, which reads the same in both languages)
  await phone.page.addInitScript(() => {
    const record = () => {
      const root = document.getElementById('root');
      const first = root?.firstElementChild;
      if (!first || first.hasAttribute('data-splash')) return false;
      (window as unknown as { firstPaintLang: string }).firstPaintLang =
        document.documentElement.lang;
      return true;
    };
    new MutationObserver((_, observer) => record() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  const firstPaintLang = () =>
    phone.page.evaluate(() => (window as unknown as { firstPaintLang?: string }).firstPaintLang);
  await phone.page.goto('/');
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'vi');
  // the laptop (another device) switches the account to English
  await call(phone, 'PUT', '/api/user/preferences', { language: 'en' });
  // the phone's next start: English without a second reload
  await phone.page.reload();
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.page.getByText("Today's love note")).toBeVisible();
  expect(await firstPaintLang()).toBe('en');
  expect(await phone.page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  // and back to Vietnamese the same way, on the next start
  await call(phone, 'PUT', '/api/user/preferences', { language: 'vi' });
  await phone.page.reload();
  await expect(phone.page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(phone.page.getByText('Lời yêu thương hôm nay')).toBeVisible();
  expect(await firstPaintLang()).toBe('vi');
  await phone.context.close();
});
