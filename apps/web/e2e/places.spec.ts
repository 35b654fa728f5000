import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { call, newUser } from './support/flows';

/**
 * A new person's page at a phone's width with no outside network: every request elsewhere
 * is refused and kept in `outside`, so a spec can check the map asked nothing of anyone else.
 */
async function offlinePhone(browser: Browser, first: string, last: string) {
  const { page } = await newUser(browser, first, last);
  await page.setViewportSize({ width: 390, height: 844 });
  const outside: string[] = [];
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return { page, outside };
}

/** The memories page's new memory form, opened and filled but for its place. */
async function newMemoryForm(
  page: Page,
  memory: { title: string; description: string; date: string },
) {
  await page.goto('/memories');
  await page.getByRole('button', { name: 'Thêm kỷ niệm' }).first().click();
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByLabel('Tiêu đề').fill(memory.title);
  await form.getByLabel('Mô tả').fill(memory.description);
  await form.getByLabel('Ngày').fill(memory.date);
  return form;
}

test('a memory at a place from the gazetteer: its pin on the map opens it, and the list filters by it @phone', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project runs it at a phone’s size');
  test.setTimeout(90_000);
  const { page, outside } = await offlinePhone(browser, 'Lan', 'Nguyễn');
  const form = await newMemoryForm(page, {
    title: 'Săn mây',
    description: 'Đồi thông và sương sớm',
    date: '2025-03-08',
  });
  // typed without accents, chosen from the suggestions with the keyboard
  const place = form.getByRole('combobox', { name: 'Địa điểm' });
  await place.fill('da lat');
  const option = form.getByRole('option', { name: /Đà Lạt/ }).first();
  await expect(option).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue('Đà Lạt');
  await expect(form.getByText('Có vị trí trên bản đồ')).toBeVisible();
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).click();
  await expect(form).toBeHidden();

  // its pin on the map, then the memory
  await page.getByRole('link', { name: 'Bản đồ của hai đứa' }).click();
  await expect(page).toHaveURL(/\/map$/);
  const pin = page.getByRole('button', { name: 'Đà Lạt: 1 kỷ niệm' });
  await expect(pin).toBeVisible();
  await pin.click();
  const chosen = page.getByRole('region', { name: 'Đà Lạt' });
  await chosen.getByRole('link', { name: /Săn mây/ }).click();
  await expect(page).toHaveURL(/\/memories\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Săn mây' })).toBeVisible();

  // the list filtered by the place, and its chip clears it
  await page.getByRole('link', { name: 'Đà Lạt' }).click();
  await expect(page).toHaveURL(/place=/);
  const chip = page.getByRole('button', { name: 'Bỏ bộ lọc “Địa điểm: Đà Lạt”' }).first();
  await expect(chip).toBeVisible();
  await expect(page.getByTestId('memory-card')).toHaveCount(1);
  await chip.click();
  await expect(page).not.toHaveURL(/place=/);
  expect(outside).toEqual([]);
});

test('a pin dropped on the small map, moved by keyboard and named, saves its coordinates and shows on the map @phone', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project runs it at a phone’s size');
  test.setTimeout(90_000);
  const { page, outside } = await offlinePhone(browser, 'Minh', 'Trần');
  const form = await newMemoryForm(page, {
    title: 'Cà phê sáng',
    description: 'Góc quen bên hồ',
    date: '2025-04-12',
  });
  await form.getByRole('button', { name: 'Thả ghim trên bản đồ' }).click();
  const picker = form.getByTestId('pin-picker');
  const map = picker.getByRole('application', { name: 'Bản đồ để thả ghim' });
  await expect(picker.getByTestId('province-lines')).toBeAttached();
  const coordinates = picker.getByTestId('pin-coordinates');
  await expect(coordinates).toHaveText('Chưa có ghim');
  // a tap on the map drops the pin, inside the form's width
  const box = (await map.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(coordinates).toHaveText(/^Ghim ở vĩ độ [\d.]+, kinh độ [\d.]+$/);
  const tapped = await coordinates.textContent();
  // the arrow keys move it, east then north
  await map.focus();
  await map.press('ArrowRight');
  await map.press('ArrowUp');
  await expect(coordinates).not.toHaveText(tapped!);
  const [lat, lng] = (
    /vĩ độ ([\d.]+), kinh độ ([\d.]+)/.exec((await coordinates.textContent())!) ?? []
  )
    .slice(1)
    .map(Number);
  const [tappedLat, tappedLng] = (/vĩ độ ([\d.]+), kinh độ ([\d.]+)/.exec(tapped!) ?? [])
    .slice(1)
    .map(Number);
  expect(lng).toBeGreaterThan(tappedLng!);
  expect(lat).toBeGreaterThan(tappedLat!);
  // a name is asked for
  await picker.getByRole('button', { name: 'Dùng ghim này' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Hãy đặt tên cho chỗ này');
  await picker.getByLabel('Tên chỗ này').fill('Quán quen bên hồ');
  await picker.getByRole('button', { name: 'Dùng ghim này' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Địa điểm' })).toHaveValue('Quán quen bên hồ');
  await expect(form.getByText('Có vị trí trên bản đồ')).toBeVisible();

  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/memories',
  );
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    location: { name: 'Quán quen bên hồ', lat, lng },
  });
  await expect(form).toBeHidden();

  await page.getByRole('link', { name: 'Bản đồ của hai đứa' }).click();
  await expect(page.getByRole('button', { name: 'Quán quen bên hồ: 1 kỷ niệm' })).toBeVisible();
  expect(outside).toEqual([]);
});

test('a place named with one long word (a pasted map link) wraps or is cut: no page scrolls sideways @phone', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project runs it at a phone’s size');
  test.setTimeout(90_000);
  const user = await newUser(browser, 'Hoa', 'Lê');
  const { page } = user;
  await page.setViewportSize({ width: 390, height: 844 });
  const name = 'https://www.google.com/maps/place/' + 'x'.repeat(166);
  const { memory } = await call<{ memory: { id: string } }>(user, 'POST', '/api/memories', {
    title: 'Quán quen',
    description: 'Tìm lại bằng link bản đồ',
    date: '2025-05-01',
    isPrivate: true,
    location: { name, lat: 1, lng: 1 },
  });
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  await page.goto('/map');
  const listed = page.getByTitle(name);
  await expect(listed).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await listed.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);

  await page.goto(`/memories/${memory.id}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);

  await page.goto(`/memories?place=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('memory-card')).toHaveCount(1);
  expect(await sideways()).toBeLessThanOrEqual(0);
});
