import { type Page, expect, test } from './support/test';
import { connectCouple, drawnImage, newUser } from './support/flows';

/** A real PNG or JPEG, drawn by the browser's canvas. */
const memoryPhoto = (page: Page, type: 'image/png' | 'image/jpeg', fill: string) =>
  drawnImage(page, {
    type,
    width: 640,
    height: 480,
    fill,
    disc: { x: 420, y: 180, r: 70, fill: '#fff6d8' },
  });

const TITLE = 'Kỷ niệm Đà Lạt';

test('a memory with two photos: shared, found without accents, favourited, deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, 'An', 'Phạm');
  const b = await newUser(browser, 'Bình', 'Lê');
  await connectCouple(a, b);

  // A writes the memory with two photos (a PNG and a JPEG)
  await a.page.goto('/memories');
  await expect(a.page.getByRole('heading', { name: 'Chưa có kỷ niệm nào' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Thêm kỷ niệm' }).click();
  const form = a.page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  const save = form.getByRole('button', { name: 'Lưu kỷ niệm' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Tiêu đề').fill(TITLE);
  await form.getByLabel('Mô tả').fill('Ba ngày săn mây trên đồi thông');
  await form.getByLabel('Ngày').fill('2025-03-08');
  await form.getByLabel('Địa điểm').fill('Hồ Xuân Hương');
  await form.getByRole('button', { name: 'Lãng mạn' }).click();
  await form.getByRole('button', { name: 'Du lịch' }).click();
  await expect(form.getByRole('checkbox', { name: 'Chỉ mình tôi' })).not.toBeChecked();
  await form.getByTestId('photo-input').setInputFiles([
    {
      name: 'doi-thong.png',
      mimeType: 'image/png',
      buffer: await memoryPhoto(a.page, 'image/png', '#2d6a4f'),
    },
    {
      name: 'ho.jpg',
      mimeType: 'image/jpeg',
      buffer: await memoryPhoto(a.page, 'image/jpeg', '#1d4e89'),
    },
  ]);
  const tiles = form.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-status', 'uploaded');
  await expect(tiles.nth(1)).toHaveAttribute('data-status', 'uploaded');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(form).toBeHidden();
  await expect(a.page.getByText('Đã tạo kỷ niệm')).toBeVisible();
  const card = a.page.getByTestId('memory-card').filter({ hasText: TITLE });
  await expect(card).toContainText('2 ảnh');

  // another memory, so the search has something to leave out
  const token = await a.page.evaluate(() => localStorage.getItem('auth_token'));
  const other = await a.page.request.post('/api/memories', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Biển Nha Trang', description: 'Cát trắng', date: '2025-05-01' },
  });
  expect(other.status()).toBe(201);

  // B sees it, with both photos, and may edit but not delete it
  await b.page.goto('/memories');
  const seen = b.page.getByTestId('memory-card').filter({ hasText: TITLE });
  await expect(seen).toContainText(`Bởi ${a.name}`);
  await seen.getByRole('link', { name: TITLE }).click();
  await expect(b.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(b.page.getByTestId('memory-photo')).toHaveCount(2);
  await expect(b.page.getByRole('link', { name: 'Sửa' })).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Xóa' })).toHaveCount(0);

  // B searches without accents
  await b.page.goto('/memories');
  await b.page.getByRole('searchbox', { name: 'Tìm kỷ niệm' }).fill('ky niem da lat');
  await expect(b.page.getByText('1 kỷ niệm phù hợp')).toBeVisible();
  await expect(b.page.getByTestId('memory-card')).toHaveCount(1);
  await expect(b.page.getByRole('link', { name: TITLE })).toBeVisible();

  // A favourites it: it stays so after a reload
  await a.page.getByRole('button', { name: `Thêm “${TITLE}” vào yêu thích` }).click();
  await expect(
    a.page.getByRole('button', { name: `Bỏ “${TITLE}” khỏi yêu thích` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await a.page.reload();
  await expect(a.page.getByRole('button', { name: `Bỏ “${TITLE}” khỏi yêu thích` })).toBeVisible();

  // A looks at the photos full screen, then deletes the memory after confirming
  await card.getByRole('link', { name: TITLE }).click();
  await a.page.getByRole('button', { name: 'Xem ảnh 1 trên 2 toàn màn hình' }).click();
  const viewer = a.page.getByTestId('image-viewer');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${TITLE}, ảnh 1 trên 2`);
  await a.page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${TITLE}, ảnh 2 trên 2`);
  await a.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await a.page.getByRole('button', { name: 'Xóa' }).click();
  await a.page
    .getByRole('dialog', { name: 'Xóa kỷ niệm này?' })
    .getByRole('button', { name: 'Xóa kỷ niệm' })
    .click();
  await expect(a.page).toHaveURL(/\/memories$/);
  await expect(a.page.getByText('Đã xóa kỷ niệm')).toBeVisible();
  await expect(a.page.getByTestId('memory-card')).toHaveCount(1);

  // gone for B too
  await b.page.goto('/memories');
  await expect(b.page.getByRole('link', { name: 'Biển Nha Trang' })).toBeVisible();
  await expect(b.page.getByRole('link', { name: TITLE })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
