import { expect, test } from './support/test';
import type { Browser, Page } from './support/test';
import { call, connectCouple, drawnImage, newUser, openLive } from './support/flows';
import type { E2EUser } from './support/flows';
import { clearOfMidnight } from './support/vietnam-days';

/**
 * The couple's conversation, two partners side by side at a phone's width, each in a
 * browser context of their own: what one does (a message, a photo, a reply, a reaction, an
 * edit, an unsend, reading) appears on the other's open screen within moments, with no
 * reload; the unread badge and "Đã xem" follow; a message written offline is sent once
 * when the network returns.
 */
const LIVE_MS = 2_000;
const PHONE = { width: 390, height: 844 };
const QUEUED_MESSAGE = 'Chưa có mạng: sẽ tự gửi khi có mạng trở lại.';
test.setTimeout(120_000);

async function couple(browser: Browser) {
  const lan = await newUser(browser, 'Lan', 'Phạm');
  const minh = await newUser(browser, 'Minh', 'Đỗ');
  await connectCouple(lan, minh);
  await lan.page.setViewportSize(PHONE);
  await minh.page.setViewportSize(PHONE);
  return { lan, minh };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Tin nhắn' });
const send = async (page: Page, text: string) => {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Gửi', exact: true }).click();
};
const messageWith = (page: Page, text: string | RegExp) =>
  page.getByTestId('message').filter({ hasText: text });
const menuOf = async (page: Page, text: string | RegExp) => {
  // the first: a reply further down quotes the same words
  await messageWith(page, text)
    .first()
    .getByRole('button', { name: 'Thêm thao tác cho tin nhắn' })
    .click();
  // the menu is named by its button
  return page.getByRole('menu', { name: 'Thêm thao tác cho tin nhắn' });
};

async function close(...users: E2EUser[]) {
  for (const user of users) await user.context.close();
}

test('text, unread badge, seen, reply, reaction, edit and unsend reach the other screen live', async ({
  browser,
}) => {
  await clearOfMidnight(); // its messages are "today"
  const { lan, minh } = await couple(browser);
  await openLive(lan.page, '/messages');
  await openLive(minh.page, '/');
  await expect(
    lan.page.getByRole('heading', { name: 'Nói điều gì đó đầu tiên nhé' }),
  ).toBeVisible();

  // Lan writes; Minh, on the home page, sees the badge on the header's button
  await send(lan.page, 'Tối nay mình đi ăn phở nhé 🍜');
  await expect(messageWith(lan.page, 'Tối nay mình đi ăn phở nhé')).toBeVisible();
  const link = minh.page.getByRole('link', { name: 'Trò chuyện: 1 tin nhắn chưa đọc' });
  await expect(link).toBeVisible({ timeout: LIVE_MS });
  await expect(link.getByTestId('messages-unread-badge')).toHaveText('1');

  // one tap to the conversation: Minh reads it, Lan sees "Đã xem"
  await link.click();
  await expect(minh.page).toHaveURL(/\/messages$/);
  await expect(messageWith(minh.page, 'Tối nay mình đi ăn phở nhé')).toBeVisible();
  await expect(minh.page.getByTestId('day-separator').first()).toHaveText('Hôm nay');
  await expect(lan.page.getByTestId('message-seen')).toBeVisible({ timeout: LIVE_MS });
  await expect(minh.page.getByRole('link', { name: 'Trò chuyện', exact: true })).toBeVisible();

  // Minh answers it, quoting it
  await (
    await menuOf(minh.page, 'Tối nay mình đi ăn phở nhé')
  )
    .getByRole('menuitem', { name: 'Trả lời' })
    .click();
  await expect(minh.page.getByText('Đang trả lời Lan Phạm')).toBeVisible();
  await send(minh.page, 'Ok em, 7 giờ nhé');
  const reply = messageWith(lan.page, 'Ok em, 7 giờ nhé');
  await expect(reply).toBeVisible({ timeout: LIVE_MS });
  await expect(
    reply.getByRole('button', { name: /Đến tin nhắn gốc của Bạn: Tối nay mình đi ăn phở nhé/ }),
  ).toBeVisible();

  // Minh reacts to Lan's message
  await (
    await menuOf(minh.page, 'Tối nay mình đi ăn phở nhé')
  )
    .getByRole('menuitem', { name: 'Thả ❤️' })
    .click();
  await expect(
    messageWith(lan.page, 'Tối nay mình đi ăn phở nhé').first().getByRole('button', {
      name: '❤️ của Minh Đỗ',
    }),
  ).toBeVisible({ timeout: LIVE_MS });

  // Lan edits hers (within 15 minutes)
  await (
    await menuOf(lan.page, 'Tối nay mình đi ăn phở nhé')
  )
    .getByRole('menuitem', { name: 'Sửa' })
    .click();
  await expect(composer(lan.page)).toHaveValue('Tối nay mình đi ăn phở nhé 🍜');
  await composer(lan.page).fill('Tối nay mình đi ăn bún chả nhé');
  await lan.page.getByRole('button', { name: 'Lưu' }).click();
  const edited = messageWith(minh.page, 'Tối nay mình đi ăn bún chả nhé').first();
  await expect(edited).toBeVisible({ timeout: LIVE_MS });
  await expect(edited).toContainText('đã chỉnh sửa');

  // and unsends it: a trace for both, and the reply's quote says so
  await (
    await menuOf(lan.page, 'Tối nay mình đi ăn bún chả nhé')
  )
    .getByRole('menuitem', { name: 'Thu hồi' })
    .click();
  await lan.page.getByRole('dialog').getByRole('button', { name: 'Thu hồi' }).click();
  await expect(lan.page.getByText('Bạn đã thu hồi một tin nhắn')).toBeVisible();
  await expect(messageWith(minh.page, 'Tin nhắn đã được thu hồi').first()).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(minh.page.getByText('Tối nay mình đi ăn bún chả nhé')).toHaveCount(0);
  // the reply's quote shows the trace too
  await expect(
    messageWith(minh.page, 'Ok em, 7 giờ nhé').getByRole('button', {
      name: /Tin nhắn đã được thu hồi/,
    }),
  ).toBeVisible();

  // the composer counts down near the limit, in characters as people see them
  await composer(lan.page).fill('ệ'.repeat(3_900));
  await expect(lan.page.getByText('Còn 100 ký tự')).toBeVisible();
  await composer(lan.page).fill('👩‍❤️‍👨'.repeat(4_001));
  await expect(lan.page.getByText('Dài quá 4000 ký tự rồi: rút gọn một chút nhé.')).toBeVisible();
  await expect(lan.page.getByRole('button', { name: 'Gửi', exact: true })).toBeDisabled();

  await close(lan, minh);
});

test('a photo reaches the other screen and opens in the viewer; Enter sends, Shift+Enter is a new line', async ({
  browser,
}) => {
  const { lan, minh } = await couple(browser);
  await openLive(lan.page, '/messages');
  await openLive(minh.page, '/messages');

  const chooser = lan.page.waitForEvent('filechooser');
  await lan.page.getByRole('button', { name: 'Thêm ảnh' }).click();
  const image = await drawnImage(lan.page, { width: 640, height: 480, fill: '#e11d48' });
  await (await chooser).setFiles({ name: 'hoang-hon.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(lan.page.getByTestId('composer-photo')).toHaveAttribute('data-status', 'uploaded', {
    timeout: 15_000,
  });
  await composer(lan.page).fill('Hoàng hôn ở Hội An');
  await composer(lan.page).press('Shift+Enter');
  await composer(lan.page).pressSequentially('đẹp quá');
  await expect(composer(lan.page)).toHaveValue('Hoàng hôn ở Hội An\nđẹp quá');
  await composer(lan.page).press('Enter');

  const arrived = messageWith(minh.page, 'Hoàng hôn ở Hội An');
  await expect(arrived).toBeVisible({ timeout: LIVE_MS });
  await expect(arrived.locator('img').first()).toBeVisible();
  await arrived.getByRole('button', { name: 'Ảnh 1 của Lan Phạm' }).click();
  await expect(minh.page.getByRole('dialog')).toBeVisible();

  await close(lan, minh);
});

test('a message written offline waits, then is sent once when the network returns', async ({
  browser,
}) => {
  const { lan, minh } = await couple(browser);
  await openLive(lan.page, '/messages');
  await openLive(minh.page, '/messages');

  await lan.context.setOffline(true);
  await send(lan.page, 'Anh đang ở chỗ không có sóng');
  const pending = lan.page.getByTestId('pending-message');
  await expect(pending).toContainText('Đang chờ gửi');
  await expect(pending).toContainText('Anh đang ở chỗ không có sóng');
  // two more: the last one written is the one in view, and "waiting" is said once
  await send(lan.page, 'Tin thứ hai');
  await send(lan.page, 'Tin thứ ba');
  await expect(pending).toHaveCount(3);
  await expect(pending.last()).toContainText('Tin thứ ba');
  await expect(pending.last()).toBeInViewport();
  await expect(lan.page.getByText(QUEUED_MESSAGE)).toHaveCount(1);

  await lan.context.setOffline(false);
  await lan.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(messageWith(minh.page, 'Anh đang ở chỗ không có sóng')).toHaveCount(1, {
    timeout: 10_000,
  });
  await expect(pending).toHaveCount(0, { timeout: 10_000 });
  await expect(messageWith(lan.page, 'Anh đang ở chỗ không có sóng')).toHaveCount(1);
  const { messages } = await call<{ messages: { text: string | null }[] }>(
    minh,
    'GET',
    '/api/messages',
  );
  // each once, in the order written (the page is newest first)
  expect(
    messages
      .map((m) => m.text)
      .filter((text) =>
        ['Anh đang ở chỗ không có sóng', 'Tin thứ hai', 'Tin thứ ba'].includes(text ?? ''),
      ),
  ).toEqual(['Tin thứ ba', 'Tin thứ hai', 'Anh đang ở chỗ không có sóng']);

  await close(lan, minh);
});

test('a nudge shows on the partner’s open page; a love note is pinned on their home page until opened', async ({
  browser,
}) => {
  const { lan, minh } = await couple(browser);
  await openLive(lan.page, '/messages');
  await openLive(minh.page, '/memories');

  await lan.page.getByRole('button', { name: 'Gửi một trái tim: đang nghĩ về người ấy' }).click();
  await expect(minh.page.getByTestId('nudge-announcement')).toHaveText(
    'Người ấy đang nghĩ về bạn',
    {
      timeout: LIVE_MS,
    },
  );
  await expect(minh.page.getByTestId('nudge-hearts')).toBeVisible();

  await lan.page.getByRole('button', { name: 'Gửi dưới dạng lời nhắn yêu thương' }).click();
  await send(lan.page, 'Cảm ơn anh vì hôm qua');
  await expect(messageWith(lan.page, 'Cảm ơn anh vì hôm qua')).toHaveAttribute('data-kind', 'note');

  await openLive(minh.page, '/');
  const note = minh.page.getByTestId('pinned-note');
  await expect(note).toContainText('Lan Phạm gửi bạn một lời nhắn yêu thương');
  await note.getByRole('button', { name: 'Mở lời nhắn' }).click();
  await expect(minh.page.getByText('Cảm ơn anh vì hôm qua')).toBeVisible();
  await minh.page.reload();
  await expect(minh.page.getByRole('main')).toBeVisible();
  await expect(minh.page.getByTestId('pinned-note')).toHaveCount(0);

  await close(lan, minh);
});

test('search finds a message without its accents and shows it in the conversation', async ({
  browser,
}) => {
  const { lan, minh } = await couple(browser);
  await call(lan, 'POST', '/api/messages', { text: 'Nhớ chuyến Đà Lạt năm ngoái quá' });
  for (let i = 0; i < 3; i += 1) await call(minh, 'POST', '/api/messages', { text: `Tin ${i}` });
  await openLive(minh.page, '/messages');
  await minh.page.getByRole('button', { name: 'Tìm trong cuộc trò chuyện' }).click();
  await minh.page.getByRole('searchbox', { name: 'Tìm tin nhắn' }).fill('da lat');
  const result = minh.page.getByTestId('search-result');
  await expect(result).toHaveCount(1);
  await result.click();
  await expect(messageWith(minh.page, 'Nhớ chuyến Đà Lạt năm ngoái quá')).toBeInViewport();

  await close(lan, minh);
});

test('@phone a long press on a message opens its actions; the composer stays above the tab bar on a short screen', async ({
  browser,
}) => {
  const { lan, minh } = await couple(browser);
  await call(minh, 'POST', '/api/messages', { text: 'Nhớ em nhiều lắm' });
  await lan.page.setViewportSize({ width: 390, height: 500 });
  await openLive(lan.page, '/messages');
  await openLive(minh.page, '/messages');
  const bubble = messageWith(lan.page, 'Nhớ em nhiều lắm').locator('[data-bubble]');
  // a finger resting on the bubble: the pointer events a phone's touch sends, then lifted
  await bubble.dispatchEvent('pointerdown', {
    pointerType: 'touch',
    isPrimary: true,
    bubbles: true,
  });
  await lan.page.waitForTimeout(700);
  await bubble.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, bubbles: true });
  const menu = lan.page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Trả lời' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Thả 👍' }).click();
  await expect(
    messageWith(minh.page, 'Nhớ em nhiều lắm').getByRole('button', { name: '👍 của Lan Phạm' }),
  ).toBeVisible({ timeout: LIVE_MS });

  // the composer and its send button are on screen, above the tab bar
  const input = composer(lan.page);
  await expect(input).toBeInViewport();
  const tabBar = await lan.page.getByRole('navigation', { name: 'Điều hướng nhanh' }).boundingBox();
  const inputBox = (await input.boundingBox())!;
  expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(tabBar!.y);

  await close(lan, minh);
});
