import { type Page, expect, test } from './support/test';
import {
  call,
  connectCouple,
  newUser,
  registerThroughForm,
  signInThroughForm,
} from './support/flows';
import { uniqueEmail } from './support/mail';

const html = (page: Page) => page.locator('html');

test('theme, language and time zone apply at once and follow the user to another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('prefs');
  await registerThroughForm(page, { email, firstName: 'Thu', lastName: 'Đỗ' });
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  // theme: applied to <html> at once
  await page.getByRole('radio', { name: 'Tối' }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu' })).toBeVisible();

  // language: the page reads in English at once
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // time zone: searched, chosen with the keyboard, shown with the time there
  const search = page.getByRole('combobox', { name: 'Search time zones' });
  await search.fill('new york');
  await expect(
    page.getByRole('option', { name: /^America \/ New York, GMT-\d+, now / }),
  ).toBeVisible();
  await search.press('Enter');
  await expect(page.getByTestId('current-time-zone')).toContainText('America / New York');
  // the time shown is New York's (the browser itself is in Ho Chi Minh City)
  const newYorkHour = (at: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  // the page's clock moves once a minute: across the turn of an hour it may still show the
  // last minute of the one before
  const hours = new Set([newYorkHour(Date.now() - 60_000), newYorkHour(Date.now())]);
  await expect(page.getByTestId('current-zone-time')).toHaveText(
    new RegExp(`^Time there now: .+, (${[...hours].join('|')}):\\d\\d$`),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // the app's own copy (what every date display reads) has the zone already
  expect(
    await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('user') ?? '{}') as {
            preferences?: { timeZone?: string };
          }
        ).preferences?.timeZone,
    ),
  ).toBe('America/New_York');

  // another browser, nothing stored: signing in brings all three
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInThroughForm(second, email);
  await expect(second).toHaveURL(/\/$/);
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('lang', 'en');
  await second.goto('/preferences');
  await expect(second.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(second.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(second.getByTestId('current-time-zone')).toContainText('America / New York');
  // and they are what the next start paints first
  await second.reload();
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('lang', 'en');
  await other.close();
});

test('the bell badge counts upcoming reminders and follows a new one at once', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const a = await newUser(browser, 'Hoa', 'Lý');
  const b = await newUser(browser, 'Nam', 'Vũ');
  await connectCouple(a, b);
  await call(a, 'POST', '/api/notifications/read-all');
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await call(a, 'POST', '/api/reminders', { title: 'Đặt bàn', datetime: inDays(2), type: 'date' });
  // later than the 7-day window: not counted
  await call(a, 'POST', '/api/reminders', { title: 'Du lịch', datetime: inDays(20), type: 'date' });

  await a.page.goto('/');
  const banner = a.page.getByRole('banner');
  const bell = banner.getByRole('button', { name: '1 nhắc nhở sắp tới', exact: true });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('bell-upcoming-badge')).toHaveText('1');
  await expect(bell.getByTestId('bell-unread-badge')).toHaveCount(0);

  // the partner adds one: the open page's badge follows (realtime)
  await call(b, 'POST', '/api/reminders', {
    title: 'Sinh nhật mẹ',
    datetime: inDays(3),
    type: 'birthday',
  });
  // (the label counts both; the one badge shows what is unread first, if the partner's
  // reminder brought a notification)
  const two = banner.getByRole('button', { name: /2 nhắc nhở sắp tới/ });
  await expect(two).toBeVisible({ timeout: 15_000 });
  await expect(two.locator('[data-testid^="bell-"]')).toHaveCount(1);

  // the menu lists them under "coming up"
  await two.click();
  await expect(a.page.getByTestId('upcoming-panel')).toContainText('Đặt bàn');
  await a.context.close();
  await b.context.close();
});

test('the devices that get notifications: each named by its browser, one removed', async ({
  browser,
}) => {
  const lan = await newUser(browser, 'Lan', 'Phạm');
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ];
  // Two browsers that turned push on (an API shortcut: the user agent names the browser).
  for (const [i, agent] of agents.entries()) {
    const res = await lan.page.request.post('/api/push/subscriptions', {
      data: {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}-${i}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
      headers: { authorization: `Bearer ${lan.token}`, 'user-agent': agent },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await lan.page.goto('/preferences');
  const devices = lan.page.getByRole('region', { name: 'Thiết bị nhận thông báo' });
  await expect(devices.getByTestId('push-device')).toHaveCount(2);
  await expect(devices.getByTestId('push-device').first()).toContainText('Safari trên iOS');
  await devices.getByRole('button', { name: 'Ngừng gửi thông báo tới Safari trên iOS' }).click();
  await expect(devices.getByTestId('push-device')).toHaveCount(1);
  await expect(devices).toContainText('Chrome trên Windows');
  await expect(lan.page.getByText('Đã gỡ thiết bị')).toBeVisible();
  await lan.context.close();
});
