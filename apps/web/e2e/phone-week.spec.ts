import { expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';

// What a week on two 390 px phones turned up: the list before its filters, the app's own
// date format whatever the browser's, a free week that is not "no reminders".
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

test('the memories list comes first on a phone; filters fold behind one button, on ones as chips @phone', async ({
  browser,
}) => {
  const an = await newUser(browser, 'An', 'Lê');
  for (const [title, mood] of [
    ['Biển Vũng Tàu', 'happy'],
    ['Đà Lạt mưa', 'peaceful'],
  ] as const) {
    await call(an, 'POST', '/api/memories', {
      title,
      description: 'Một ngày đẹp',
      date: '2026-10-12',
      mood,
      isPrivate: true,
    });
  }
  const page = an.page;
  await page.goto('/memories');
  const firstCard = page.getByTestId('memory-card').first();
  await expect(firstCard).toBeVisible();
  // the list starts within the first screen (its first card's top), the filters folded
  const box = await firstCard.boundingBox();
  expect(box && box.y < 844 - 120).toBe(true);
  await expect(page.getByLabel('Tâm trạng')).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Bộ lọc', exact: true });
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Tâm trạng').selectOption({ label: 'Bình yên' });
  await expect(page.getByRole('button', { name: 'Bộ lọc, 1 đang bật' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Biển Vũng Tàu/ })).toHaveCount(0);

  // the chip takes its filter off
  await page.getByRole('button', { name: 'Bỏ bộ lọc “Tâm trạng: Bình yên”' }).tap();
  await expect(page.getByRole('link', { name: /Biển Vũng Tàu/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bộ lọc đang bật' })).toHaveCount(0);
});

test('dates are typed as the app writes them, not as an English browser would @phone', async ({
  browser,
}) => {
  const an = await newUser(browser, 'Bình', 'Trần');
  const page = an.page;
  await page.goto('/memories');
  await page.getByRole('main').getByRole('button', { name: 'Thêm kỷ niệm' }).tap();
  const dialog = page.getByRole('dialog');
  const date = dialog.getByLabel('Ngày', { exact: true });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await date.fill('29/02/2025');
  await date.press('Tab');
  await expect(dialog.getByText('Tháng này không có ngày đó.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Chọn trên lịch' }).tap();
  const calendar = dialog.getByRole('dialog', { name: 'Chọn ngày' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid')).toBeVisible();
  const inView = await calendar.boundingBox();
  expect(inView && inView.x >= 0 && inView.x + inView.width <= 390).toBe(true);
});

test('a free week names the next reminder, beside its count, instead of "create your first" @phone', async ({
  browser,
}) => {
  const an = await newUser(browser, 'Chi', 'Phạm');
  const binh = await newUser(browser, 'Dũng', 'Võ');
  await connectCouple(an, binh);
  await call(an, 'POST', '/api/reminders', {
    title: 'Kỷ niệm 2 năm',
    datetime: isoDay(12),
    type: 'anniversary',
  });
  const page = an.page;
  await page.goto('/');
  const coming = page.getByRole('region', { name: 'Sắp tới' });
  await expect(coming.getByText('Tuần này thảnh thơi')).toBeVisible();
  await expect(coming.getByText(/Lời nhắc kế tiếp là “Kỷ niệm 2 năm”/)).toBeVisible();
  await expect(coming.getByText(/Tạo lời nhắc đầu tiên/)).toHaveCount(0);
});
