import { expect, test } from './support/test';
import { call, newUser } from './support/flows';

const TITLE = 'Hoa ban Điện Biên 🌸';

test('delete a memory, Undo on the toast brings it back; the Trash restores and deletes for good', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, 'An', 'Phạm');
  const { memory } = await call<{ memory: { id: string } }>(a, 'POST', '/api/memories', {
    title: TITLE,
    description: 'Mùa xuân Tây Bắc',
    date: '2025-03-08',
    isPrivate: true,
  });

  // Deleted from its page: the toast offers "Undo", which brings it straight back.
  await a.page.goto(`/memories/${memory.id}`);
  await a.page.getByRole('button', { name: 'Xóa' }).click();
  await a.page
    .getByRole('dialog', { name: 'Xóa kỷ niệm này?' })
    .getByRole('button', { name: 'Xóa kỷ niệm' })
    .click();
  await expect(a.page).toHaveURL(/\/memories$/);
  await expect(a.page.getByText('Đã xóa kỷ niệm')).toBeVisible();
  await expect(a.page.getByRole('link', { name: TITLE })).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(a.page.getByText('Đã khôi phục')).toBeVisible();
  await expect(a.page.getByRole('link', { name: TITLE })).toBeVisible();

  // Deleted again, it waits in the Trash (from the menu): restore, then delete for good.
  await a.page.getByRole('link', { name: TITLE }).click();
  await a.page.getByRole('button', { name: 'Xóa' }).click();
  await a.page
    .getByRole('dialog', { name: 'Xóa kỷ niệm này?' })
    .getByRole('button', { name: 'Xóa kỷ niệm' })
    .click();
  await expect(a.page).toHaveURL(/\/memories$/);
  await a.page.goto('/trash');
  await expect(a.page.getByRole('heading', { name: 'Thùng rác', level: 1 })).toBeVisible();
  const list = a.page.getByRole('list', { name: 'Mục đã xóa' });
  await expect(list.getByText(TITLE)).toBeVisible();
  await a.page.getByRole('button', { name: `Khôi phục “${TITLE}”` }).click();
  await expect(a.page.getByRole('heading', { name: 'Thùng rác trống' })).toBeVisible();
  await a.page.goto(`/memories/${memory.id}`);
  await expect(a.page.getByRole('heading', { name: TITLE })).toBeVisible();

  await a.page.getByRole('button', { name: 'Xóa' }).click();
  await a.page
    .getByRole('dialog', { name: 'Xóa kỷ niệm này?' })
    .getByRole('button', { name: 'Xóa kỷ niệm' })
    .click();
  await a.page.goto('/trash');
  await a.page.getByRole('button', { name: `Xóa vĩnh viễn “${TITLE}”` }).click();
  await a.page
    .getByRole('dialog', { name: 'Xóa vĩnh viễn?' })
    .getByRole('button', { name: 'Xóa vĩnh viễn' })
    .click();
  await expect(a.page.getByRole('heading', { name: 'Thùng rác trống' })).toBeVisible();
  const gone = await a.page.request.get(`/api/memories/${memory.id}`, {
    headers: { authorization: `Bearer ${a.token}` },
  });
  expect(gone.status()).toBe(404);
  await a.context.close();
});
