import { expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';
import { clearOfMidnight, dueEarlierToday, vietnamDay } from './support/vietnam-days';

const MEMORIES = 23; // more than one timeline page (20)

test('a connected couple with data sees their numbers, cards and a timeline that filters and loads more @phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await clearOfMidnight();
  const a = await newUser(browser, 'Lan', 'Phạm');
  const b = await newUser(browser, 'Minh', 'Lê');
  await connectCouple(a, b);
  // together since 2 years and 40 days ago: milestones on the timeline
  await call(a, 'PUT', '/api/couple/update', { anniversaryDate: vietnamDay(-40, -2) });

  // memories: one on this very day two years ago, the others spread over the last months
  await call(a, 'POST', '/api/memories', {
    title: 'Lần đầu đi biển',
    description: 'Sóng, gió và hai đứa mình.',
    date: vietnamDay(0, -2),
  });
  for (let i = 1; i < MEMORIES; i += 1) {
    await call(a, 'POST', '/api/memories', {
      title: `Kỷ niệm số ${i}`,
      description: `Một ngày đẹp thứ ${i}.`,
      date: vietnamDay(-i * 9),
      mood: 'love',
    });
  }
  // reminders: two in the coming week, one that already came due
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await call(a, 'POST', '/api/reminders', {
    title: 'Sinh nhật Minh',
    description: 'Đặt bánh kem dâu',
    datetime: inDays(2),
    type: 'birthday',
  });
  await call(a, 'POST', '/api/reminders', {
    title: 'Hẹn hò cuối tuần',
    datetime: inDays(5),
    type: 'date',
  });
  await call(a, 'POST', '/api/reminders', {
    title: 'Gọi điện cho mẹ',
    datetime: dueEarlierToday(),
    type: 'custom',
  });
  await call(a, 'POST', '/api/blog/posts', {
    title: 'Chuyện hai đứa mình',
    content: 'Một bài viết nhỏ về hai đứa mình.',
    privacy: 'couple',
    status: 'published',
  });

  // the dashboard (the partner sees the shared numbers)
  const page = b.page;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Minh');
  await expect(page.getByRole('link', { name: `${MEMORIES} kỷ niệm đã lưu` })).toHaveAttribute(
    'href',
    '/memories',
  );
  await expect(page.getByRole('link', { name: '3 nhắc nhở đang hoạt động' })).toHaveAttribute(
    'href',
    '/reminders',
  );
  await expect(page.getByRole('link', { name: '2 sự kiện trong 7 ngày tới' })).toBeVisible();
  // the next milestone, counted down in the couple display
  await expect(page.getByTestId('next-milestone')).toHaveText(
    /^(Còn \d+ ngày nữa là (ngày thứ \d+|kỷ niệm \d+ năm)|(Ngày mai|Hôm nay) là (ngày thứ \d+|kỷ niệm \d+ năm) bên nhau!?)$/,
  );
  await expect(page.getByTestId('recent-activity').getByRole('listitem')).toHaveCount(5);
  const upcoming = page.getByTestId('upcoming-reminders');
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('listitem').first()).toContainText('Sinh nhật Minh');
  await expect(upcoming).toContainText('Đặt bánh kem dâu');
  const onThisDay = page.getByTestId('on-this-day');
  await expect(onThisDay).toContainText('2 năm trước');
  await expect(onThisDay.getByRole('link', { name: /Lần đầu đi biển/ })).toBeVisible();

  // the quick action opens the existing memory form; after a save the numbers follow
  await page.getByRole('button', { name: 'Lưu một kỷ niệm' }).click();
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByLabel('Tiêu đề').fill('Cà phê sáng nay');
  await form.getByLabel('Mô tả').fill('Hai ly bạc xỉu ở góc quen.');
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: `${MEMORIES + 1} kỷ niệm đã lưu` })).toBeVisible();
  await expect(page.getByTestId('recent-activity').getByRole('listitem').first()).toContainText(
    'Cà phê sáng nay',
  );

  // the timeline: month headers, a filter in the address, more on scrolling
  await page.getByRole('link', { name: 'Đi đến dòng thời gian' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dòng thời gian' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Tháng \d+ năm \d{4}$/ }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('timeline-reminder').first()).toContainText('Gọi điện cho mẹ');

  await page.getByRole('tab', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/timeline\?filter=blog$/);
  await expect(page.getByTestId('timeline-blog')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Chuyện hai đứa mình' })).toBeVisible();
  await expect(page.getByTestId('timeline-memory')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Ngày kỷ niệm' }).click();
  await expect(page).toHaveURL(/filter=anniversaries/);
  await expect(page.getByTestId('timeline-milestone').first()).toBeVisible();
  await expect(page.getByText('2 năm bên nhau')).toBeVisible();

  await page.getByRole('tab', { name: 'Kỷ niệm', exact: true }).click();
  await expect(page).toHaveURL(/filter=memories/);
  await expect(page.getByTestId('timeline-memory')).toHaveCount(20);
  await page.getByTestId('timeline-sentinel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('timeline-memory')).toHaveCount(MEMORIES + 1);
  await expect(page.getByTestId('timeline-end')).toBeVisible();

  // back returns to the previous filter
  await page.goBack();
  await expect(page).toHaveURL(/filter=anniversaries/);
  await expect(page.getByRole('tab', { name: 'Ngày kỷ niệm' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await a.context.close();
  await b.context.close();
});
