import { expect, test } from './support/test';
import type { Browser } from './support/test';
import { call, connectCouple, newUser, openLive } from './support/flows';

/**
 * Live, everywhere: two partners side by side, each in a browser context of
 * their own. What one does appears on the other's open screen within two seconds, with no
 * reload.
 */
const LIVE_MS = 2_000;
test.setTimeout(90_000);

/** Lan and Minh, a connected couple, each in a browser context of their own. */
async function lanAndMinh(browser: Browser) {
  const lan = await newUser(browser, 'Lan', 'Phạm');
  const minh = await newUser(browser, 'Minh', 'Đỗ');
  await connectCouple(lan, minh);
  return { lan, minh };
}

test('a memory, a post and a reminder of one partner appear on the other’s open screens', async ({
  browser,
}) => {
  const { lan, minh } = await lanAndMinh(browser);

  await openLive(minh.page, '/memories');
  await call(lan, 'POST', '/api/memories', {
    title: 'Hoàng hôn ở Hội An',
    description: 'Phố cổ lên đèn',
    date: '2025-11-20',
    isPrivate: false,
  });
  await expect(minh.page.getByText('Hoàng hôn ở Hội An')).toBeVisible({ timeout: LIVE_MS });

  await openLive(minh.page, '/blog');
  await call(lan, 'POST', '/api/blog/posts', {
    title: 'Nhật ký phố cổ',
    content: 'Đèn lồng khắp nơi.',
    category: 'travel',
    privacy: 'couple',
    status: 'published',
  });
  await expect(minh.page.getByText('Nhật ký phố cổ')).toBeVisible({ timeout: LIVE_MS });

  await openLive(minh.page, '/reminders');
  await call(lan, 'POST', '/api/reminders', {
    title: 'Mua hoa',
    datetime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    type: 'date',
  });
  await expect(minh.page.getByText('Mua hoa').first()).toBeVisible({ timeout: LIVE_MS });

  await lan.context.close();
  await minh.context.close();
});

test('a memory added while the partner’s screen was still opening (read, not yet listening) shows all the same', async ({
  browser,
}) => {
  const { lan, minh } = await lanAndMinh(browser);
  // Minh's screen has read its list, but its stream waits for a ticket (a slow network).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await minh.page.route('**/api/events/ticket', async (route) => {
    await held;
    await route.continue();
  });
  const listed = minh.page.waitForResponse((res) => res.url().includes('/api/memories?'));
  await minh.page.goto('/memories');
  await listed;
  await call(lan, 'POST', '/api/memories', {
    title: 'Chợ đêm Đà Lạt',
    description: 'Sữa đậu nành nóng',
    date: '2025-11-21',
    isPrivate: false,
  });
  const streaming = minh.page.waitForResponse((res) => res.url().includes('/api/events?ticket='));
  release();
  await streaming;
  await expect(minh.page.getByText('Chợ đêm Đà Lạt')).toBeVisible({ timeout: LIVE_MS });
  await lan.context.close();
  await minh.context.close();
});

test('an invitation reaches the invited person’s open screen, and its acceptance the inviter’s', async ({
  browser,
}) => {
  const an = await newUser(browser, 'An', 'Lê');
  const binh = await newUser(browser, 'Bình', 'Võ');
  await openLive(binh.page, '/couple/connect');
  await openLive(an.page, '/couple/connect');

  const { couple } = await call<{ couple: { id: string } }>(an, 'POST', '/api/couple/connect', {
    partnerEmail: binh.email,
  });
  await expect(binh.page.getByText('An Lê').first()).toBeVisible({ timeout: LIVE_MS });

  await call(binh, 'POST', '/api/couple/respond', { coupleId: couple.id, action: 'accept' });
  await expect(an.page.getByText('Bình Võ').first()).toBeVisible({ timeout: LIVE_MS });
  await an.context.close();
  await binh.context.close();
});

test('an edit, a comment, a like, the anniversary, a name and the end of the couple reach the other’s open screens', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { lan, minh } = await lanAndMinh(browser);
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  await call(lan, 'PUT', '/api/user/anniversary', { anniversaryDate: daysAgo(10) });
  const { memory } = await call<{ memory: { id: string } }>(lan, 'POST', '/api/memories', {
    title: 'Đà Lạt mùa mưa',
    description: 'Quán cà phê nhỏ',
    date: '2025-11-02',
    isPrivate: false,
  });
  const { post } = await call<{ post: { id: string } }>(minh, 'POST', '/api/blog/posts', {
    title: 'Thư gửi em',
    content: 'Một ngày bình yên.',
    category: 'love',
    privacy: 'couple',
    status: 'published',
  });

  // The memory Minh has open follows Lan's edit and her comment.
  await openLive(minh.page, `/memories/${memory.id}`);
  await expect(minh.page.getByRole('heading', { name: 'Đà Lạt mùa mưa' })).toBeVisible();
  await call(lan, 'PUT', `/api/memories/${memory.id}`, { title: 'Đà Lạt mùa mưa ☔' });
  await expect(minh.page.getByRole('heading', { name: 'Đà Lạt mùa mưa ☔' })).toBeVisible({
    timeout: LIVE_MS,
  });
  await call(lan, 'POST', `/api/memories/${memory.id}/comments`, { content: 'Nhớ ly cacao nóng' });
  await expect(minh.page.getByText('Nhớ ly cacao nóng')).toBeVisible({ timeout: LIVE_MS });

  // Minh's open post shows Lan's comment; his bell counts what she did.
  await openLive(minh.page, `/blog/${post.id}`);
  const bell = minh.page.getByRole('button', { name: /^Thông báo/ });
  const unreadBefore = (await bell.getAttribute('aria-label')) ?? '';
  await call(lan, 'POST', `/api/blog/posts/${post.id}/like`);
  await expect(bell).not.toHaveAttribute('aria-label', unreadBefore, { timeout: LIVE_MS });
  await call(lan, 'POST', `/api/blog/posts/${post.id}/comments`, { content: 'Anh viết hay quá' });
  await expect(minh.page.getByText('Anh viết hay quá')).toBeVisible({ timeout: LIVE_MS });

  // The dashboard follows the anniversary and the partner's new name, then the disconnect.
  await openLive(minh.page, '/');
  const together = minh.page.getByText('ngày bên nhau', { exact: true }).locator('..');
  await expect(together).toBeVisible();
  const before = (await together.textContent()) ?? '';
  await call(lan, 'PUT', '/api/user/anniversary', { anniversaryDate: daysAgo(400) });
  await expect(together).not.toHaveText(before, { timeout: LIVE_MS });
  await call(lan, 'PUT', '/api/user/me', { displayName: 'Lan 🌸' });
  await expect(minh.page.getByText('Lan 🌸').first()).toBeVisible({ timeout: LIVE_MS });
  await call(lan, 'DELETE', '/api/couple/disconnect');
  await expect(minh.page.getByText('Kết nối với nửa kia của bạn')).toBeVisible({
    timeout: LIVE_MS,
  });
  await lan.context.close();
  await minh.context.close();
});
