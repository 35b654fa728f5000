import { formatDate } from '@doita/shared';
import { expect, test } from './support/test';
import { call, connectCouple, newUser, openLive } from './support/flows';
import { clearOfMidnight, dayIn } from './support/vietnam-days';

/**
 * Letters for later between two partners, each in a browser context of their own: one
 * writes a letter for tomorrow, the other's open screen shows it sealed (who and when, never
 * the words) at once; when the day has come on the recipient's calendar it opens for them.
 * The day comes by the recipient's time zone: both start on Pago Pago's calendar (UTC-11),
 * then the recipient moves to Kiribati's (UTC+14), a day ahead, where tomorrow is today.
 */
const LIVE_MS = 5_000;
const SECRET = 'Sáng mai mình đi Đà Lạt nhé, vé đã nằm trong ngăn kéo';
test.setTimeout(90_000);

test('a letter written by one partner shows sealed on the other’s screen, live, and opens on their day', async ({
  browser,
}) => {
  await clearOfMidnight(['Pacific/Pago_Pago', 'Pacific/Kiritimati']);
  const an = await newUser(browser, 'An', 'Nguyễn');
  const binh = await newUser(browser, 'Bình', 'Trần');
  await connectCouple(an, binh);
  for (const person of [an, binh])
    await call(person, 'PUT', '/api/user/preferences', { timeZone: 'Pacific/Pago_Pago' });

  await openLive(binh.page, '/together/letters');
  await expect(binh.page.getByText('Chưa có lá thư nào đang chờ bạn.')).toBeVisible();
  await openLive(an.page, '/together/letters');

  // An writes and seals a letter for tomorrow.
  const opensOn = formatDate(dayIn('Pacific/Pago_Pago', 1), { format: 'DD/MM/YYYY' });
  await an.page.getByRole('button', { name: 'Viết thư' }).click();
  const form = an.page.getByRole('dialog', { name: 'Viết một lá thư' });
  await form.getByLabel('Lời thư').fill(SECRET);
  await form.getByLabel('Ngày mở thư').fill(opensOn);
  await form.getByLabel('Ngày mở thư').press('Tab');
  await form.getByRole('button', { name: 'Niêm phong và gửi' }).click();
  await expect(an.page).toHaveURL(/\/together\/letters\/[\w-]+$/);
  await expect(an.page.getByText(SECRET)).toBeVisible();
  await expect(an.page.getByText(`Niêm phong đến ngày ${opensOn}`)).toBeVisible();
  const letterUrl = new URL(an.page.url()).pathname;

  // Bình's open screen learns of it without a reload: who and when, not a word of it.
  const row = binh.page.getByRole('link', { name: /Từ An Nguyễn/ });
  await expect(row).toBeVisible({ timeout: LIVE_MS });
  await expect(row).toContainText(opensOn);
  await expect(binh.page.getByText(SECRET)).toHaveCount(0);
  await row.click();
  await expect(binh.page.getByText('Thư niêm phong từ An Nguyễn')).toBeVisible();
  await expect(binh.page.getByText(`Mở vào ngày ${opensOn}`)).toBeVisible();
  await expect(binh.page.getByText(SECRET)).toHaveCount(0);
  await expect(binh.page.getByRole('button', { name: 'Sửa thư' })).toHaveCount(0);
  // Nor through the API: the letter comes without its content.
  const sealed = await call<{ state: string; content: unknown }>(
    binh,
    'GET',
    `/api${letterUrl.replace('/together', '')}`,
  );
  expect(sealed).toMatchObject({ state: 'sealed', content: null });

  // The day comes for Bình: on Kiribati's calendar, An's tomorrow is today.
  await call(binh, 'PUT', '/api/user/preferences', { timeZone: 'Pacific/Kiritimati' });
  await binh.page.reload();
  await binh.page.getByRole('button', { name: 'Mở thư' }).click();
  await expect(binh.page.getByText(SECRET)).toBeVisible();

  // For An it is now read-only.
  await an.page.reload();
  await expect(an.page.getByText(`Thư đã mở ngày ${opensOn}`)).toBeVisible();
  await expect(an.page.getByRole('button', { name: 'Sửa thư' })).toHaveCount(0);

  await an.context.close();
  await binh.context.close();
});
