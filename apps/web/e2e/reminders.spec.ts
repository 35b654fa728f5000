import { type Page, expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';
import { clearOfMidnight, nowIn, vietnamDay } from './support/vietnam-days';

const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', { name: `Thông báo: ${unread} chưa đọc` });

test("one partner makes a reminder due now; the other's open page shows it, the badge and the notification", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await clearOfMidnight();
  const a = await newUser(browser, 'Lan', 'Phạm');
  const b = await newUser(browser, 'Minh', 'Lê');
  await connectCouple(a, b);
  await call(b, 'POST', '/api/notifications/read-all');

  // B has the reminders page open, connected, with nothing yet
  await b.page.goto('/reminders');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Nhắc nhở' })).toBeVisible();
  await expect(b.page.getByRole('heading', { name: 'Chưa có lời nhắc nào' })).toBeVisible();
  await expect(
    b.page.getByRole('banner').getByRole('button', { name: 'Thông báo', exact: true }),
  ).toBeVisible();

  // A creates one through the form, due this very minute
  await a.page.goto('/reminders');
  await a.page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const dialog = a.page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  const submit = dialog.getByRole('button', { name: 'Tạo lời nhắc' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Tiêu đề', { exact: true }).fill('Hẹn hò tối nay');
  await dialog.getByLabel('Loại').selectOption('date');
  const { date, time } = nowIn();
  await dialog.getByLabel('Ngày', { exact: true }).fill(date);
  await dialog.getByLabel('Giờ', { exact: true }).fill(time);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(a.page.getByText('Đã tạo lời nhắc').first()).toBeVisible();

  // B's page, untouched: the list shows it, then the scheduler's notification lights the bell
  await expect(b.page.getByRole('heading', { name: 'Hẹn hò tối nay' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(bell(b.page, 1)).toBeVisible({ timeout: 20_000 });
  await bell(b.page, 1).click();
  await expect(b.page.getByText('Đến giờ: Hẹn hò tối nay')).toBeVisible();
  await b.page.keyboard.press('Escape');

  // B marks it done; A's open page follows
  await b.page.getByRole('checkbox', { name: 'Đánh dấu xong: Hẹn hò tối nay' }).click();
  await expect(b.page.getByText('Đã hoàn thành lời nhắc').first()).toBeVisible();
  await expect(
    a.page.getByRole('checkbox', { name: 'Đánh dấu chưa xong: Hẹn hò tối nay' }),
  ).toBeVisible({ timeout: 10_000 });

  await a.context.close();
  await b.context.close();
});

test('bad input in the form: a past date; someone single writes their own reminders @phone', async ({
  browser,
}) => {
  test.setTimeout(90_000); // three people sign up through the form
  await clearOfMidnight();
  const single = await newUser(browser, 'Hà', 'Vũ');
  await single.page.goto('/reminders');
  await expect(single.page.getByRole('heading', { name: 'Chưa có lời nhắc nào' })).toBeVisible();
  await single.page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const mine = single.page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await mine.getByLabel('Tiêu đề', { exact: true }).fill('Gia hạn hộ chiếu');
  await mine.getByLabel('Giờ', { exact: true }).fill('23:59');
  await expect(mine.getByLabel('Chỉ mình tôi thấy')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Tạo lời nhắc' }).click();
  await expect(mine).toBeHidden();
  await expect(single.page.getByRole('heading', { name: 'Gia hạn hộ chiếu' })).toBeVisible();
  await single.context.close();

  const a = await newUser(browser, 'Tú', 'Đỗ');
  const b = await newUser(browser, 'Vy', 'Lý');
  await connectCouple(a, b);
  await a.page.goto('/reminders');
  await a.page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const form = a.page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await form.getByLabel('Tiêu đề', { exact: true }).fill('Quá khứ');
  await form.getByLabel('Ngày', { exact: true }).fill('2020-01-01');
  await form.getByLabel('Giờ', { exact: true }).fill('09:00');
  await expect(form.getByText('Ngày phải trong tương lai')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Tạo lời nhắc' })).toBeDisabled();
  await a.context.close();
  await b.context.close();
});

test('a private birthday surprise, noticed 3 days ahead: the partner never sees it, both see the birthday @phone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await clearOfMidnight();
  const a = await newUser(browser, 'Lan', 'Phạm');
  const b = await newUser(browser, 'Minh', 'Lê');
  await connectCouple(a, b);
  const birthday = vietnamDay(5);
  await call(b, 'PUT', '/api/user/me', { dateOfBirth: `1995${birthday.slice(4)}` });

  await a.page.goto('/reminders');
  await a.page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const dialog = a.page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await dialog.getByLabel('Tiêu đề', { exact: true }).fill('Quà sinh nhật Minh');
  await dialog.getByLabel('Loại').selectOption('birthday');
  await dialog.getByLabel('Ngày', { exact: true }).fill(birthday);
  await dialog.getByLabel('Giờ', { exact: true }).fill('08:00');
  await dialog.getByLabel('Nhắc trước').selectOption({ label: 'Trước 3 ngày' });
  await dialog.getByLabel('Chỉ mình tôi thấy').check();
  await dialog.getByRole('button', { name: 'Tạo lời nhắc' }).click();
  await expect(dialog).toBeHidden();
  const card = a.page.getByTestId('reminder-item').filter({ hasText: 'Quà sinh nhật Minh' });
  await expect(card.getByTestId('reminder-private')).toBeVisible();
  await expect(card).toContainText('Trước 3 ngày');
  const { reminders } = await call<{ reminders: { id: string }[] }>(a, 'GET', '/api/reminders');
  const id = reminders[0]?.id ?? '';

  // the partner: not in the list, not by its address, not on the home page
  await b.page.goto('/reminders');
  await expect(b.page.getByRole('heading', { name: 'Chưa có lời nhắc nào' })).toBeVisible();
  await expect(b.page.getByText('Quà sinh nhật Minh')).toHaveCount(0);
  const direct = await b.page.request.get(`/api/reminders/${id}`, {
    headers: { authorization: `Bearer ${b.token}` },
  });
  expect(direct.status()).toBe(404);

  // the birthday itself shows to both on the home page, written by nobody
  for (const user of [a, b]) {
    await user.page.goto('/');
    const occasions = user.page.getByTestId('dashboard-occasions');
    await expect(occasions).toContainText(user === a ? 'Sinh nhật Minh Lê' : 'Sinh nhật của bạn');
  }
  await expect(b.page.getByText('Quà sinh nhật Minh')).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
