import { type Page, expect, test } from './support/test';
import { newUser } from './support/flows';
import { clearOfMidnight, vietnamDay } from './support/vietnam-days';

async function openConnectPage(page: Page) {
  await page.goto('/couple/connect');
  // a full load (session, the route's code, its data): on a loaded two-core machine the first
  // draw has taken past the usual 7 s
  await expect(page.getByRole('heading', { level: 1, name: 'Kết nối cặp đôi' })).toBeVisible({
    timeout: 15_000,
  });
}

const card = (page: Page) => page.getByTestId('couple-card');

test('two partners invite, accept, see each other, edit the date, disconnect and reconnect', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await clearOfMidnight();
  const a = await newUser(browser, 'An', 'Phạm');
  const b = await newUser(browser, 'Bình', 'Lê');

  // A invites B by e-mail and waits
  await openConnectPage(a.page);
  await expect(a.page.getByRole('heading', { name: 'Kết nối với nửa kia của bạn' })).toBeVisible();
  const send = a.page.getByRole('button', { name: 'Gửi lời mời' });
  await expect(send).toBeDisabled();
  await a.page.getByLabel('Email của người ấy').fill(b.email);
  await send.click();
  await expect(a.page.getByText('Đã gửi lời mời').first()).toBeVisible();
  // until B answers, A sees only the address typed (nobody learns who has an account)
  await expect(a.page.getByText(`Đang chờ ${b.email} chấp nhận`)).toBeVisible();

  // B sees the invitation (bell and card) and accepts
  await openConnectPage(b.page);
  await expect(b.page.getByRole('button', { name: 'Thông báo: 1 chưa đọc' })).toBeVisible();
  await expect(b.page.getByText(`${a.name} muốn kết nối với bạn`)).toBeVisible();
  await b.page.getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(b.page.getByRole('heading', { name: 'Hai bạn đã kết nối' })).toBeVisible();
  await expect(b.page.getByTestId('partner-name')).toHaveText(a.name);
  await expect(b.page.getByTestId('days-together')).toHaveText('1 ngày bên nhau');

  // A sees B, and the home dashboard shows the couple time display
  await openConnectPage(a.page);
  await expect(a.page.getByTestId('partner-name')).toHaveText(b.name);
  await expect(a.page.getByTestId('days-together')).toHaveText('1 ngày bên nhau');
  await a.page.goto('/');
  const display = a.page.getByTestId('couple-time-display');
  await expect(display.getByRole('heading', { name: `${a.name} & ${b.name}` })).toBeVisible();
  await expect(display.getByTestId('couple-days')).toHaveText('1');
  await expect(display.getByTestId('next-milestone')).toHaveText('Còn 99 ngày nữa là ngày thứ 100');

  // A sets the start 99 days back: today becomes day 100, for both
  await openConnectPage(a.page);
  await a.page.getByRole('button', { name: 'Sửa ngày bắt đầu' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Ngày bắt đầu của hai bạn' });
  await dialog.getByLabel('Ngày bắt đầu').fill(vietnamDay(-99));
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.page.getByTestId('days-together')).toHaveText('100 ngày bên nhau');
  await b.page.goto('/');
  await expect(b.page.getByTestId('couple-days')).toHaveText('100');

  // B disconnects after confirming; both are back to "none"
  await openConnectPage(b.page);
  await b.page.getByRole('button', { name: 'Hủy kết nối' }).click();
  const confirm = b.page.getByRole('dialog', { name: `Hủy kết nối với ${a.name}?` });
  await confirm.getByRole('button', { name: 'Hủy kết nối' }).click();
  await expect(b.page.getByRole('heading', { name: 'Kết nối với nửa kia của bạn' })).toBeVisible();
  await openConnectPage(a.page);
  await expect(a.page.getByRole('heading', { name: 'Kết nối với nửa kia của bạn' })).toBeVisible();
  await expect(card(a.page)).toHaveAttribute('data-state', 'none');

  // they reconnect with a join code: A generates it, B joins
  await a.page.getByRole('button', { name: 'Tạo mã kết nối' }).click();
  const code = (await a.page.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await openConnectPage(b.page);
  await b.page.getByRole('textbox', { name: 'Mã kết nối' }).fill(code);
  await b.page.getByRole('button', { name: 'Kết nối', exact: true }).click();
  await expect(b.page.getByRole('heading', { name: 'Hai bạn đã kết nối' })).toBeVisible();
  await expect(b.page.getByTestId('partner-name')).toHaveText(a.name);
  await openConnectPage(a.page);
  await expect(a.page.getByRole('heading', { name: 'Hai bạn đã kết nối' })).toBeVisible();
  await expect(a.page.getByTestId('partner-name')).toHaveText(b.name);

  await a.context.close();
  await b.context.close();
});
