import { type Page, expect, test } from './support/test';
import { call, connectCouple, drawnImage, newUser } from './support/flows';

interface Listed {
  memories: Array<{ id: string; title: string; isFavorite: boolean; images: unknown[] }>;
}

/** A real JPEG, drawn by the browser's canvas (works offline). */
const drawnPhoto = (page: Page) => drawnImage(page, { width: 320, height: 240, fill: '#3a7bd5' });
/**
 * Whether the query cache saved for offline reading (IndexedDB `doita-offline`) holds `text`
 * in an answer of `area` (the first part of its query key). Another area's answer may name
 * it too (the dashboard lists the latest memories), and must not count. With `failedSince`,
 * only an answer whose refresh failed since then counts (kept for what it last showed).
 */
const savedAnswerHolds = (page: Page, area: string, text: string, failedSince = 0) =>
  page.evaluate(
    ([wantedArea, wanted, since]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('doita-offline');
        // never create the database here: the app would then find it without its stores
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(false);
          const get = db.transaction('kv').objectStore('kv').get('query-cache');
          get.onsuccess = () => {
            const saved = get.result as
              | {
                  state?: {
                    queries?: Array<{
                      queryKey: unknown[];
                      state: { data?: unknown; errorUpdatedAt: number };
                    }>;
                  };
                }
              | undefined;
            resolve(
              (saved?.state?.queries ?? []).some(
                (query) =>
                  query.queryKey[0] === wantedArea &&
                  query.state.errorUpdatedAt >= since &&
                  JSON.stringify(query.state.data ?? null).includes(wanted),
              ),
            );
          };
          get.onerror = () => resolve(false);
        };
      }),
    [area, text, failedSince] as const,
  );
interface Reminders {
  reminders: Array<{ title: string }>;
}

/**
 * A phone in airplane mode shows what was seen (after a reload too) and keeps what
 * was written until it can send it, exactly once.
 */
test('offline: reads what was seen after a reload, queues writes, sends each once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await newUser(browser, 'An', 'Phạm');
  const b = await newUser(browser, 'Bình', 'Lê');
  await connectCouple(a, b);
  await call(a, 'POST', '/api/memories', {
    title: 'Đà Lạt mùa mây',
    description: 'Đồi thông',
    date: '2025-03-08',
  });
  const page = a.page;

  // seen online: the memories list (the service worker takes over the app shell meanwhile)
  await page.goto('/memories');
  await expect(page.getByTestId('memory-card').filter({ hasText: 'Đà Lạt mùa mây' })).toBeVisible();
  await page.goto('/reminders');
  await expect(page.getByRole('button', { name: 'Tạo lời nhắc' }).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.goto('/memories');
  await expect(page.getByTestId('memory-card').filter({ hasText: 'Đà Lạt mùa mây' })).toBeVisible();
  // the cache is saved within a second of a change: wait until IndexedDB holds the list
  await expect
    .poll(() => savedAnswerHolds(page, 'memories', 'Đà Lạt mùa mây'), { timeout: 10_000 })
    .toBe(true);

  // airplane mode: a reload still shows it
  await a.context.setOffline(true);
  const offlineSince = Date.now();
  await page.reload();
  await expect(page.getByTestId('memory-card').filter({ hasText: 'Đà Lạt mùa mây' })).toBeVisible();
  await expect(page.getByText('Bạn đang ngoại tuyến.')).toBeVisible();
  // The list asks again and cannot: the copy saved after that still holds it, so a second
  // offline start in a row shows it too; and the banner says it once, with no toast for
  // each read that could not go out.
  await expect
    .poll(() => savedAnswerHolds(page, 'memories', 'Đà Lạt mùa mây', offlineSince), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect(page.getByText('Lỗi kết nối')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('memory-card').filter({ hasText: 'Đà Lạt mùa mây' })).toBeVisible();
  await expect(page.getByText('Không tải được kỷ niệm. Hãy thử lại.')).toBeHidden();

  // favourite, a new memory and a new reminder, all offline
  await page.getByRole('button', { name: 'Thêm “Đà Lạt mùa mây” vào yêu thích' }).click();
  await expect(
    page.getByRole('button', { name: 'Bỏ “Đà Lạt mùa mây” khỏi yêu thích' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Thêm kỷ niệm' }).first().click();
  const form = page.getByRole('dialog', { name: 'Kỷ niệm mới' });
  await form.getByLabel('Tiêu đề').fill('Viết trên tàu');
  await form.getByLabel('Mô tả').fill('Không có sóng');
  await form
    .getByTestId('photo-input')
    .setInputFiles([{ name: 'tau.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) }]);
  await expect(form.getByTestId('photo-tile').first()).toHaveAttribute('data-status', 'uploaded');
  await form.getByRole('button', { name: 'Lưu kỷ niệm' }).click();
  await expect(form).toBeHidden();
  const pending = page.getByTestId('pending-write');
  await expect(pending.filter({ hasText: 'Viết trên tàu' })).toContainText('Đang chờ gửi');

  await page.getByRole('link', { name: 'Nhắc nhở' }).first().click();
  await page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await dialog.getByLabel('Tiêu đề', { exact: true }).fill('Gọi mẹ');
  await dialog.getByLabel('Ngày', { exact: true }).fill('2030-01-02');
  await dialog.getByLabel('Giờ', { exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: 'Tạo lời nhắc' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending.filter({ hasText: 'Gọi mẹ' })).toContainText('Đang chờ gửi');

  // still queued after a reload with no network
  await page.reload();
  await expect(pending.filter({ hasText: 'Gọi mẹ' })).toBeVisible();

  // back online: everything leaves, once
  await a.context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  // a second flush (the next start) sends nothing again
  await page.reload();
  await page.waitForTimeout(1500);

  const seenByB = await call<Listed>(b, 'GET', '/api/memories?limit=100');
  const written = seenByB.memories.filter((m) => m.title === 'Viết trên tàu');
  expect(written).toHaveLength(1);
  // its photo, kept on the phone while offline, was uploaded before it was sent
  expect(written[0]?.images).toHaveLength(1);
  const mine = await call<Listed>(a, 'GET', '/api/memories?limit=100');
  expect(mine.memories.find((m) => m.title === 'Đà Lạt mùa mây')?.isFavorite).toBe(true);
  const reminders = await call<Reminders>(b, 'GET', '/api/reminders?limit=50');
  expect(reminders.reminders.filter((r) => r.title === 'Gọi mẹ')).toHaveLength(1);
});

/**
 * The worker's install downloads the whole app: on a first visit it waits until the page is
 * done (loaded, its answers in, an idle moment), then installs, without a reload.
 */
test('a first visit installs the offline worker once the first screen is done', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      void navigator.serviceWorker.getRegistration().then((registration) => {
        document.documentElement.dataset.workerAtLoad = registration ? 'yes' : 'no';
      });
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true }).last()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-worker-at-load', 'no');
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(new URL(active ?? 'about:blank').pathname).toBe('/sw.js');
});

/**
 * A first visit: the photos on screen load before the worker is installed, past it. Once it
 * takes the page over it keeps them too, so what was seen is there in airplane mode.
 */
test('photos seen before the offline worker took over are there offline too', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await newUser(browser, 'Châu', 'Đỗ');
  await connectCouple(a, await newUser(browser, 'Duy', 'Lâm'));
  const upload = await a.page.request.post('/api/upload/single', {
    headers: { authorization: `Bearer ${a.token}` },
    multipart: {
      file: {
        name: 'hoi-an.jpg',
        mimeType: 'image/jpeg',
        buffer: await drawnImage(a.page, { width: 640, height: 480, fill: '#d97706' }),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  await call(a, 'POST', '/api/memories', {
    title: 'Phố cổ Hội An',
    description: 'Đèn lồng',
    date: '2025-09-14',
    images: [id],
  });

  // the same person opening the app on a browser that has never had it (no worker yet)
  const context = await browser.newContext({ storageState: await a.context.storageState() });
  const page = await context.newPage();
  await page.goto('/memories');
  const photo = page
    .getByTestId('memory-card')
    .filter({ hasText: 'Phố cổ Hội An' })
    .locator('img[src*="/api/files/"]')
    .first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // the worker takes the page over and keeps the photo it did not fetch itself
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('doita-renditions')).keys()).length),
    )
    .toBeGreaterThan(0);
  // and the list that shows it is in the copy saved for offline reading
  await expect
    .poll(() => savedAnswerHolds(page, 'memories', 'Phố cổ Hội An'), { timeout: 10_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // online, the server has the say: a URL it refuses is refused, and the copy goes with it
  // (a copy that answered first would open a photo whose access had ended)
  await context.setOffline(false);
  const refused = await page.evaluate(async () => {
    const cache = await caches.open('doita-renditions');
    const path = new URL((await cache.keys())[0]!.url).pathname;
    // the kept photo's path under a signature the server never wrote
    const answer = await fetch(`${path}?v=someone&exp=99999999999&sig=${'A'.repeat(43)}`, {
      cache: 'no-store',
    });
    return { status: answer.status, path };
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        const keys = await (await caches.open('doita-renditions')).keys();
        return keys.some((key) => new URL(key.url).pathname === path);
      }, refused.path),
    )
    .toBe(false);
  await context.close();
});

/**
 * Back online to a server too busy to take the write: the page does not wait for the next
 * start or another loss of the network, it sends the write again by itself a moment later,
 * and it is applied once.
 */
test('a queued write the server was too busy for goes again by itself, once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await newUser(browser, 'Giang', 'Hồ');
  const b = await newUser(browser, 'Khoa', 'Vũ');
  await connectCouple(a, b);
  const page = a.page;
  await page.goto('/reminders');
  await expect(page.getByRole('button', { name: 'Tạo lời nhắc' }).first()).toBeVisible();

  // the form's code is loaded online (this page has no offline worker to serve it yet)
  await page.getByRole('button', { name: 'Tạo lời nhắc' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tạo lời nhắc' });
  await expect(dialog.getByLabel('Tiêu đề', { exact: true })).toBeVisible();
  await a.context.setOffline(true);
  await dialog.getByLabel('Tiêu đề', { exact: true }).fill('Đón em lúc 6 giờ');
  await dialog.getByLabel('Ngày', { exact: true }).fill('2030-05-20');
  await dialog.getByLabel('Giờ', { exact: true }).fill('18:00');
  await dialog.getByRole('button', { name: 'Tạo lời nhắc' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByTestId('pending-write');
  await expect(pending.filter({ hasText: 'Đón em lúc 6 giờ' })).toContainText('Đang chờ gửi');

  // the first two sends meet a busy server (the service worker's fetches too: the context's route)
  let refused = 0;
  await a.context.route('**/api/reminders', async (route) => {
    if (route.request().method() === 'POST' && refused < 2) {
      refused += 1;
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'SERVER_BUSY', message: 'Server busy' }),
      });
    }
    return route.fallback();
  });
  await a.context.setOffline(false);
  await expect.poll(() => refused).toBe(2);
  await expect(pending).toHaveCount(0, { timeout: 15_000 });

  const reminders = await call<Reminders>(b, 'GET', '/api/reminders?limit=50');
  expect(reminders.reminders.filter((r) => r.title === 'Đón em lúc 6 giờ')).toHaveLength(1);
});
