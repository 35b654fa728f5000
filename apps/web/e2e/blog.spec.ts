import { readFileSync } from 'node:fs';
import { type Page, expect, test } from './support/test';
import { connectCouple, drawnImage, newUser, pageApi } from './support/flows';

/** A small real PNG (an inline photo), made by the browser's own canvas. */
const pngFrom = (page: Page) =>
  drawnImage(page, { type: 'image/png', width: 64, height: 40, fill: '#c62a5c' });

/** The API as the signed-in page's user (its token from local storage): the JSON answer. */
const api = async <T>(page: Page, method: string, url: string, body?: unknown) =>
  (await pageApi<T>(page, method, url, body)).body;

const XSS = JSON.parse(
  readFileSync(new URL('../../server/test/fixtures/xss-corpus.json', import.meta.url), 'utf8'),
) as string[];

test('write with an inline image, autosave, publish; the partner likes and comments; a guest reads the public post only', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lan = await newUser(browser, 'Lan', 'Nguyễn');
  const minh = await newUser(browser, 'Minh', 'Trần');
  await connectCouple(lan, minh);

  // Lan writes: title, bold words from the toolbar, an inline photo; autosave keeps it.
  const page = lan.page;
  await page.goto('/blog/new');
  await page.reload(); // the session now knows the couple
  await page.getByLabel('Tiêu đề').fill('Đà Lạt mùa dã quỳ');
  const content = page.getByRole('textbox', { name: 'Nội dung' });
  await content.fill('Sáng nay trời đẹp');
  await content.selectText();
  await page.getByRole('button', { name: 'In đậm' }).click();
  await expect(content).toHaveValue('**Sáng nay trời đẹp**');
  await page.getByTestId('inline-image-input').setInputFiles({
    name: 'da-quy.png',
    mimeType: 'image/png',
    buffer: await pngFrom(page),
  });
  await expect(content).toHaveValue(/!\[da quy\]\(upload:[\w-]+\)/);
  await expect(page.getByTestId('markdown-preview').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\//,
  );
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/blog\/[\w-]+\/edit$/);
  const editUrl = page.url();
  const postId = /\/blog\/([\w-]+)\/edit/.exec(editUrl)?.[1] ?? '';

  // A change the tab never got to save is still there after the tab is closed.
  await content.press('Control+End');
  await content.pressSequentially(' Viết thêm');
  await page.close();
  const again = await lan.context.newPage();
  await again.goto(editUrl);
  await expect(again.getByTestId('restore-banner')).toBeVisible();
  await again.getByRole('button', { name: 'Khôi phục' }).click();
  await expect(again.getByRole('textbox', { name: 'Nội dung' })).toHaveValue(/Viết thêm$/);

  // Public, then published: the post page shows the picture.
  await again.getByRole('radio', { name: /Công khai/ }).check();
  await again.getByRole('button', { name: 'Đăng bài' }).click();
  await expect(again).toHaveURL(new RegExp(`/blog/${postId}$`));
  await expect(again.getByText('Đã đăng bài').first()).toBeVisible();
  const photo = again.getByTestId('blog-content').locator('img');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A couple-only post, for the guest not to see.
  const { post: secret } = await api<{ post: { id: string } }>(again, 'POST', '/api/blog/posts', {
    title: 'Chỉ hai đứa mình',
    content: 'Bí mật nho nhỏ',
    privacy: 'couple',
    status: 'published',
  });

  // Minh likes and comments.
  await minh.page.goto(`/blog/${postId}`);
  await minh.page.getByRole('button', { name: /Thích/ }).click();
  await expect(minh.page.getByTestId('likes-count')).toHaveText(/1/);
  await minh.page.getByLabel('Bình luận của bạn').fill('Đẹp quá em ơi!');
  await minh.page.getByRole('button', { name: 'Gửi' }).click();
  await expect(minh.page.getByTestId('blog-comment')).toHaveText(/Đẹp quá em ơi!/);

  // A guest reads the public post (with its picture and Minh's comment), not the couple one.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/blog/${postId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Đà Lạt mùa dã quỳ' })).toBeVisible();
  await expect(guest.getByTestId('blog-comment')).toHaveText(/Đẹp quá em ơi!/);
  await expect(guest.getByRole('link', { name: /Đăng nhập để thích/ })).toBeVisible();
  const guestPhoto = guest.getByTestId('blog-content').locator('img');
  await expect(guestPhoto).toHaveJSProperty('complete', true);
  expect(await guestPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await guest.goto(`/blog/${secret.id}`);
  await expect(guest.getByRole('heading', { name: 'Không tìm thấy bài viết' })).toBeVisible();
  await guest.goto('/blog');
  await expect(guest.getByTestId('guest-prompt')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Đà Lạt mùa dã quỳ' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Chỉ hai đứa mình' })).toHaveCount(0);

  // The shared link has its preview for sites that do not run the app.
  const html = await (
    await guest.request.get(`/blog/${postId}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('<meta property="og:title" content="Đà Lạt mùa dã quỳ" />');

  await Promise.all([lan.context.close(), minh.context.close(), guestContext.close()]);
});

test('the OWASP filter-evasion corpus runs nothing in the browser, under the CSP', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const lan = await newUser(browser, 'Lan', 'Phạm');
  const { post } = await api<{ post: { id: string } }>(lan.page, 'POST', '/api/blog/posts', {
    title: 'XSS',
    content: XSS.filter((payload) => !payload.includes('upload:')).join('\n\n'),
    privacy: 'public',
    status: 'published',
  });
  for (const page of [lan.page, await (await browser.newContext()).newPage()]) {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${post.id}`);
    const body = page.getByTestId('blog-content');
    await expect(body).toBeVisible();
    // hover and click everything a payload might hang a handler on
    for (const element of await body.locator('a, img, p').all()) {
      await element.hover({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await body.locator('script, iframe, object, embed, svg, style, form').count()).toBe(0);
  }
  await lan.context.close();
});
