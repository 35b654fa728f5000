import { expect, test } from './support/test';
import type { Page } from './support/test';
import { call, newUser, openLive } from './support/flows';

/**
 * The dashboard of someone not connected shows the invitation to them
 * (Accept, Decline) and the one they sent (waiting, Cancel); the other side's open
 * dashboard follows without a reload.
 */
const LIVE_MS = 2_000;
test.setTimeout(90_000);

const openHome = (page: Page) => openLive(page, '/');

const invitations = (page: Page) => page.getByRole('region', { name: 'Lời mời của bạn' });

test('invitations on the unconnected dashboard: cancel, then accept @phone', async ({
  browser,
}) => {
  const an = await newUser(browser, 'An', 'Lê');
  const binh = await newUser(browser, 'Bình', 'Võ');
  await openHome(an.page);
  await openHome(binh.page);
  await expect(invitations(binh.page)).toHaveCount(0);

  await call(an, 'POST', '/api/couple/connect', { partnerEmail: binh.email });
  const toBinh = invitations(binh.page);
  await expect(toBinh.getByText('An Lê muốn kết nối với bạn')).toBeVisible({ timeout: LIVE_MS });
  await expect(toBinh.getByRole('button', { name: 'Chấp nhận' })).toBeVisible();
  await expect(toBinh.getByRole('button', { name: 'Từ chối' })).toBeVisible();

  // An's own dashboard (opened after sending: a tab skips the echo of its person's own
  // writes while focused) shows it waiting; An withdraws it and it leaves Bình's screen.
  await openHome(an.page);
  const mine = invitations(an.page);
  await expect(mine.getByText(`Đang chờ ${binh.email} chấp nhận`)).toBeVisible();
  await mine.getByRole('button', { name: 'Hủy lời mời' }).click();
  await expect(mine.getByText('Đã hủy lời mời')).toBeVisible();
  await expect(toBinh).toHaveCount(0, { timeout: LIVE_MS });

  // Invited again, Bình accepts from the dashboard: both are connected.
  await call(an, 'POST', '/api/couple/connect', { partnerEmail: binh.email });
  await toBinh.getByRole('button', { name: 'Chấp nhận' }).click({ timeout: LIVE_MS });
  await expect(binh.page.getByTestId('couple-time-display')).toBeVisible();
  await expect(an.page.getByTestId('couple-time-display')).toBeVisible({ timeout: LIVE_MS });
  await an.context.close();
  await binh.context.close();
});
