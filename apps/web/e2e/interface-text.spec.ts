import { type Page, expect, test } from './support/test';
import { type E2EUser, call, connectCouple, newUser } from './support/flows';

/**
 * Reads every screen of a couple with data, in Vietnamese and English, as rendered (text,
 * accessible names, placeholders, tooltips): no raw placeholder ("Invalid Date", "N/A",
 * "Unknown User"...), no English left in Vietnamese, no doubled word, one date format per
 * language; and every icon-only button names itself in a tooltip.
 */

const SCREENS = [
  '/',
  '/memories',
  '/memories/{memory}',
  '/reminders',
  '/timeline',
  '/blog',
  '/profile',
  '/preferences',
  '/couple/connect',
];

/** Everything a person reads or hears on the page. */
function readPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
}

const RAW =
  /Invalid Date|\bN\/A\b|Unknown User|\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]|\{\{/;
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}{2,}) \1(?![\p{L}\p{N}])/iu;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const NUMERIC_DATE = /\b\d{2}\/\d{2}\/\d{4}\b/;
const EN_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;
/** English UI words that would mean an untranslated text on a Vietnamese screen. */
const ENGLISH =
  /\b(the|and|Loading|Save|Cancel|Delete|Edit|Settings|Profile|Error|Search|Memories|Reminders|Today|Tomorrow|days?|months?|years?)\b/;

function problems(text: string, lang: 'vi' | 'en'): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (RAW.test(line)) found.push(`raw: ${line}`);
    if (DOUBLED.test(line)) found.push(`doubled: ${line}`);
    // an ISO date may stand in an address shown on purpose (the join link), nowhere else
    if (ISO_DATE.test(line) && !line.includes('/')) found.push(`ISO date: ${line}`);
    if (lang === 'vi' && (EN_DATE.test(line) || /\bthg \d/.test(line))) found.push(`date: ${line}`);
    if (lang === 'en' && (NUMERIC_DATE.test(line) || /\bthg\b/.test(line)))
      found.push(`date: ${line}`);
    if (lang === 'vi' && ENGLISH.test(line)) found.push(`English: ${line}`);
  }
  return found;
}

let a: E2EUser;
let b: E2EUser;
let memoryId = '';

test.beforeAll(async ({ browser }) => {
  a = await newUser(browser, 'Lan', 'Ngô');
  b = await newUser(browser, 'Minh', 'Vũ');
  await connectCouple(a, b);
  await call(a, 'PUT', '/api/couple/update', { anniversaryDate: '2023-02-14' });
  const { memory } = await call<{ memory: { id: string } }>(a, 'POST', '/api/memories', {
    title: 'Hoàng hôn ở Mũi Né',
    description: 'Biển, gió và hai đứa mình.',
    date: '2025-11-23T00:00:00.000Z',
    mood: 'peaceful',
    tags: ['travel'],
  });
  memoryId = memory.id;
  await call(b, 'POST', '/api/memories', {
    title: 'Bữa tối đầu tiên',
    description: 'Quán nhỏ đầu hẻm.',
    date: '2024-02-14',
    isPrivate: true,
  });
  await call(a, 'POST', '/api/reminders', {
    title: 'Sinh nhật Minh',
    datetime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    type: 'birthday',
    recurringType: 'yearly',
  });
  await call(b, 'POST', '/api/blog/posts', {
    title: 'Chuyến đi Đà Lạt',
    content: 'Hai đứa đi **Đà Lạt** ngắm hoa.',
    category: 'travel',
    privacy: 'couple',
    status: 'published',
  });
});

test.afterAll(async () => {
  await a.context.close();
  await b.context.close();
});

for (const lang of ['vi', 'en'] as const) {
  test(`every screen reads right in ${lang === 'vi' ? 'Vietnamese' : 'English'}`, async () => {
    test.setTimeout(90_000);
    await call(a, 'PUT', '/api/user/preferences', { language: lang });
    const page = a.page;
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path.replace('{memory}', memoryId));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"], [data-testid$="skeleton"]')).toHaveCount(0);
      for (const problem of problems(await readPage(page), lang)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test('every icon-only button names itself in a tooltip (mouse and keyboard)', async () => {
  test.setTimeout(90_000);
  await call(a, 'PUT', '/api/user/preferences', { language: 'vi' });
  const page = a.page;
  const unnamed: string[] = [];
  for (const path of ['/', '/memories', `/memories/${memoryId}`, '/reminders', '/blog/new']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // visible buttons with no text of their own: their name is only their aria-label
    const buttons = page.locator('button:visible').filter({ hasNotText: /\S/ });
    // the route's own buttons draw after its code and data arrive, which can be after the
    // network is idle on a loaded machine: counted once the page's main content is there
    await expect(page.locator('main').getByRole('button').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-testid$="skeleton"]')).toHaveCount(0);
    const count = await buttons.count();
    expect(count, path).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      const label = (await button.getAttribute('aria-label')) ?? '';
      const tooltip = page.getByRole('tooltip');
      // A scroll anywhere hides a tooltip, as it should: a page still settling (an image
      // decoded, a list measured) can hide the first one, so the mouse comes back once,
      // as a person's would. The delay is 100 ms; a loaded machine gets 2 s to draw it.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await button.hover();
        if (
          await tooltip.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
        await page.mouse.move(0, 0);
      }
      const shown = (await tooltip.isVisible()) ? ((await tooltip.textContent()) ?? '') : '';
      if (!label || !shown.startsWith(label))
        unnamed.push(`${path}: ${label || (await button.innerHTML()).slice(0, 80)}`);
      else {
        const describedBy = (await button.getAttribute('aria-describedby')) ?? '';
        expect(describedBy).toContain((await tooltip.getAttribute('id')) ?? 'missing');
      }
      await page.mouse.move(0, 0);
    }
  }
  expect(unnamed).toEqual([]);
  // the keyboard shows it too, and Escape hides it
  await page.goto('/memories');
  await page.waitForLoadState('networkidle');
  const favorite = page.getByTestId('favorite-button').first();
  await favorite.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});
