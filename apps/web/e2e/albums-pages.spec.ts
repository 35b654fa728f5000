import { expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';

/**
 * A couple with more albums than one page: the partner on a 390 px phone sees the first
 * page, asks for more and gets the rest once each; the memory's album picker pages the
 * same way, and the oldest album, on its second page, takes the memory.
 */
test.setTimeout(120_000);

test('more albums than a page: the albums page and the picker each read the rest on asking', async ({
  browser,
}) => {
  const an = await newUser(browser, 'An', 'Nguyễn');
  const binh = await newUser(browser, 'Bình', 'Trần');
  await connectCouple(an, binh);
  const { memory } = await call<{ memory: { id: string } }>(an, 'POST', '/api/memories', {
    title: 'Phố cổ',
    description: 'Đèn lồng',
    date: '2025-09-02',
  });
  // The first made is the oldest: it comes last, on the second page.
  const names = Array.from({ length: 25 }, (_, i) => `Album số ${i + 1}`);
  const ids: string[] = [];
  for (const name of names) {
    const made = await call<{ album: { id: string } }>(an, 'POST', '/api/albums', { name });
    ids.push(made.album.id);
  }

  const page = binh.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/albums');
  const cards = page.getByRole('main').getByRole('link', { name: /^Album số \d+/ });
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Album số 25');
  await expect(page.getByRole('link', { name: /^Album số 1\b/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Xem thêm album' }).click();
  await expect(cards).toHaveCount(25);
  await expect(cards.last()).toContainText('Album số 1');
  await expect(page.getByRole('button', { name: 'Xem thêm album' })).toHaveCount(0);

  await page.goto(`/memories/${memory.id}`);
  await page.getByRole('button', { name: 'Thêm vào album' }).click();
  const picker = page.getByRole('dialog', { name: 'Thêm vào album' });
  await expect(picker.getByRole('checkbox')).toHaveCount(24);
  await picker.getByRole('button', { name: 'Xem thêm album' }).click();
  await expect(picker.getByRole('checkbox')).toHaveCount(25);
  await picker.getByRole('checkbox', { name: /^Album số 1\b/ }).check();
  await expect(page.getByText('Đã thêm vào “Album số 1”')).toBeVisible();

  const held = await call<{ albums: { id: string; hasMemory: boolean }[] }>(
    an,
    'GET',
    `/api/albums?memoryId=${memory.id}&limit=100`,
  );
  expect(held.albums.filter((album) => album.hasMemory).map((album) => album.id)).toEqual([ids[0]]);
});
