import { expect, test } from './support/test';
import { call, connectCouple, newUser } from './support/flows';

/**
 * No screen is wider than a phone. Anything wider than the screen (a hidden table as wide as
 * its words, a card's guessed size) makes a phone draw the whole page shrunk, so every
 * screen of a couple with data is measured at 390 px: the page must not scroll sideways.
 */

const SCREENS = [
  '/',
  '/memories',
  '/memories/new',
  '/memories/{memory}',
  '/memories/{memory}/edit',
  '/map',
  '/albums',
  '/messages',
  '/together',
  '/together/question',
  '/together/checkins',
  '/together/list',
  '/together/letters',
  '/reminders',
  '/timeline',
  '/blog',
  '/blog/new',
  '/trash',
  '/profile',
  '/preferences',
];

// One language a test: forty screens in one test ran past its time on a slow machine.
for (const lang of ['vi', 'en'] as const) {
  test(`no screen is wider than a 390 px phone, in ${lang === 'vi' ? 'Vietnamese' : 'English'}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const a = await newUser(browser, 'Lan', 'Ngô');
    const b = await newUser(browser, 'Minh', 'Vũ');
    await connectCouple(a, b);
    let memoryId = '';
    // enough memories for cards below the first screen (drawn later, sized by a guess)
    for (let i = 0; i < 6; i += 1) {
      const { memory } = await call<{ memory: { id: string } }>(a, 'POST', '/api/memories', {
        title: `Hoàng hôn ở Mũi Né ${i + 1}`,
        description: 'Biển, gió và hai đứa mình.',
        date: `2025-0${i + 1}-14`,
        location: 'Mũi Né, Bình Thuận',
      });
      memoryId ||= memory.id;
    }
    await call(a, 'PUT', '/api/checkins/today', { mood: 'grateful', note: 'Cảm ơn anh' });
    await call(b, 'PUT', '/api/checkins/today', { mood: 'love', note: 'Tối nay ăn lẩu nhé' });
    await call(a, 'POST', '/api/list-items', { title: 'Ngắm bình minh ở Đà Lạt', kind: 'place' });
    await call(b, 'POST', '/api/messages', { text: 'Chiều nay mình đi dạo bờ hồ nhé?' });
    await b.context.close();
    await call(a, 'PUT', '/api/user/preferences', { language: lang });

    // a phone: its screen's width, touch, and a page wider than that drawn shrunk to fit
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      storageState: await a.context.storageState(),
    });
    const page = await phone.newPage();
    const wide: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path.replace('{memory}', memoryId));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      // as it opens (what is below the first screen not drawn yet, sized by a guess), and
      // once all of it has come into view
      const opened = await width();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      const scrolled = await width();
      if (Math.max(opened, scrolled) > 390) wide.push(`${path}: ${opened}, ${scrolled} px`);
    }
    expect(wide).toEqual([]);
    await phone.close();
    await a.context.close();
  });
}
