import { expect, test } from './support/test';
import { call, connectCouple, newUser, openLive } from './support/flows';
import { clearOfMidnight } from './support/vietnam-days';

/**
 * Check-ins and our list between two partners, each in a browser context of their own: what
 * one does shows on the other's open page, live, with no reload.
 */
const LIVE_MS = 5_000;
test.setTimeout(120_000);

test('a check-in and a ticked-off item reach the partner’s open page live', async ({ browser }) => {
  await clearOfMidnight();
  const an = await newUser(browser, 'An', 'Nguyễn');
  const binh = await newUser(browser, 'Bình', 'Trần');
  await connectCouple(an, binh);

  // The check-in: An sets her mood, Bình's open page shows it.
  await openLive(an.page, '/together/checkins');
  await openLive(binh.page, '/together/checkins');
  await expect(
    binh.page.getByText('An Nguyễn chưa chia sẻ hôm nay.', { exact: false }),
  ).toBeVisible();
  await an.page.getByRole('button', { name: /Biết ơn/ }).click();
  await an.page.getByLabel('Một dòng cho người ấy (không bắt buộc)').fill('Cảm ơn anh vì bữa sáng');
  await an.page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(an.page.getByRole('button', { name: 'Đổi tâm trạng' })).toBeVisible();
  await expect(binh.page.getByText('Cảm ơn anh vì bữa sáng', { exact: true })).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(
    binh.page.getByRole('table', { name: 'Tâm trạng 30 ngày qua, từng ngày' }),
  ).toContainText('Biết ơn: Cảm ơn anh vì bữa sáng');

  // Bình's dashboard shows it too, in the section below the numbers (it loads as it nears
  // the screen).
  await openLive(binh.page, '/');
  const section = binh.page.getByRole('region', { name: 'Hôm nay của hai bạn' });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByText('An Nguyễn hôm nay: Biết ơn · Cảm ơn anh vì bữa sáng'),
  ).toBeVisible();

  // The list: Bình adds an item, An's open list shows it; An ticks it off, Bình sees it done.
  await openLive(an.page, '/together/list');
  await openLive(binh.page, '/together/list');
  await expect(an.page.getByRole('heading', { name: 'Danh sách còn trống' })).toBeVisible();
  await binh.page.getByRole('button', { name: 'Thêm một điều' }).first().click();
  await binh.page.getByLabel(/Điều muốn làm/).fill('Ngắm hoàng hôn ở Hồ Tây');
  await binh.page.getByRole('combobox', { name: 'Loại' }).selectOption('experience');
  await binh.page.getByLabel('Đường dẫn').fill('https://example.com/ho-tay');
  await binh.page.getByRole('button', { name: 'Lưu', exact: true }).click();
  const itemOnAn = an.page.getByRole('checkbox', {
    name: 'Đánh dấu đã làm: Ngắm hoàng hôn ở Hồ Tây',
  });
  await expect(itemOnAn).toBeVisible({ timeout: LIVE_MS });
  await expect(an.page.getByRole('link', { name: /example\.com\/ho-tay/ })).toHaveAttribute(
    'rel',
    /noopener/,
  );

  // Both look at every item, so the ticked one stays on their screens: under "to do" it
  // leaves An's list as soon as the server confirms, which can come before a check of the box
  await an.page.getByRole('button', { name: 'Tất cả', exact: true }).click();
  await expect(itemOnAn).toBeVisible();
  await binh.page.getByRole('button', { name: 'Tất cả', exact: true }).click();
  const itemOnBinh = binh.page.getByRole('checkbox', {
    name: 'Đánh dấu đã làm: Ngắm hoàng hôn ở Hồ Tây',
  });
  await expect(itemOnBinh).not.toBeChecked();
  // the tick shows once the change is applied to the list (a moment after the click), so the
  // click is not asked to have changed the box at once, as `check()` asks
  await itemOnAn.click();
  await expect(itemOnAn).toBeChecked();
  await expect(itemOnBinh).toBeChecked({ timeout: LIVE_MS });
  await expect(binh.page.getByText(/An Nguyễn đã đánh dấu xong ngày/)).toBeVisible();
  await expect(binh.page.getByRole('button', { name: 'Lưu thành kỷ niệm' })).toBeVisible();

  // Each was told under their own toggle.
  const told = async (who: typeof an) =>
    (
      await call<{ notifications: { type: string }[] }>(who, 'GET', '/api/notifications')
    ).notifications.map((n) => n.type);
  expect(await told(binh)).toContain('checkin');
  expect(await told(binh)).toContain('list_item_done');

  await an.context.close();
  await binh.context.close();
});
