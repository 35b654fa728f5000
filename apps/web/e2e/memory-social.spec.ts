import { expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';

test('partners answer a memory: a reaction and a comment reach the author’s bell and screen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, 'An', 'Phạm');
  const b = await newUser(browser, 'Bình', 'Lê');
  await connectCouple(a, b);
  const { memory } = await call<{ memory: { id: string } }>(a, 'POST', '/api/memories', {
    title: 'Phố cổ Hội An',
    description: 'Đèn lồng và sông Hoài',
    date: '2025-03-08',
  });

  // A keeps the memory open; B opens it and answers
  await a.page.goto(`/memories/${memory.id}`);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Phố cổ Hội An' })).toBeVisible();
  await b.page.goto(`/memories/${memory.id}`);
  const bar = b.page.getByRole('group', { name: 'Cảm xúc của hai bạn' });
  const love = bar.getByRole('button', { name: /^Thương/ });
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await b.page.getByLabel('Viết bình luận').fill('Nhớ quá, mình quay lại nhé 😍');
  await b.page.getByRole('button', { name: 'Gửi' }).click();
  await expect(b.page.getByText('Nhớ quá, mình quay lại nhé 😍')).toBeVisible();

  // A's open screen follows without a reload (the couple's memories event)
  await expect(a.page.getByText('Nhớ quá, mình quay lại nhé 😍')).toBeVisible({ timeout: 5_000 });
  await expect(
    a.page
      .getByRole('group', { name: 'Cảm xúc của hai bạn' })
      .getByRole('button', { name: 'Thương, 1 người' }),
  ).toBeVisible();
  // and the bell has both (after Bình's acceptance of the invitation)
  await expect(a.page.getByRole('button', { name: 'Thông báo: 3 chưa đọc' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Thông báo: 3 chưa đọc' }).click();
  await expect(a.page.getByText(/đã thả ❤️ vào “Phố cổ Hội An”/)).toBeVisible();
  await expect(
    a.page.getByText(/đã bình luận “Phố cổ Hội An”: Nhớ quá, mình quay lại nhé/),
  ).toBeVisible();
  await a.page.keyboard.press('Escape');

  // the author removes the partner's comment after confirming
  await a.page.getByRole('button', { name: 'Xóa bình luận' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(a.page.getByText('Nhớ quá, mình quay lại nhé 😍')).toBeHidden();
  await expect(a.page.getByRole('heading', { name: 'Bình luận (0)' })).toBeVisible();
});
