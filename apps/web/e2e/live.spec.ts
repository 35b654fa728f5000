import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { call, connectCouple, newUser } from './support/flows';

/**
 * Issue 16, "live, everywhere": two partners side by side, each in a browser context of
 * their own. What one does appears on the other's open screen within two seconds, with no
 * reload.
 */
const LIVE_MS = 2_000;
test.setTimeout(90_000);

/** Opens a screen and waits until its event stream is connected. */
async function openLive(page: Page, path: string) {
  const streaming = page.waitForResponse((res) => res.url().includes('/api/events?ticket='));
  await page.goto(path);
  await streaming;
  await expect(page.locator('main')).toBeVisible();
}

test('a memory, a post and a reminder of one partner appear on the other’s open screens', async ({
  browser,
}) => {
  const lan = await newUser(browser, 'Lan', 'Phạm');
  const minh = await newUser(browser, 'Minh', 'Đỗ');
  await connectCouple(lan, minh);

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
