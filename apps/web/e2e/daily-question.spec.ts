import { expect, test } from './support/test';
import { call, connectCouple, newUser, openLive } from './support/flows';
import { clearOfMidnight } from './support/vietnam-days';

/**
 * The daily question between two partners, each in a browser context of their own: one
 * answers, the other learns it without the words; the second answers, and both see both,
 * live, with no reload.
 */
const LIVE_MS = 5_000;
test.setTimeout(90_000);

test('two partners answer today’s question and see both answers only after both answered', async ({
  browser,
}) => {
  await clearOfMidnight();
  const an = await newUser(browser, 'An', 'Nguyễn');
  const binh = await newUser(browser, 'Bình', 'Trần');
  await connectCouple(an, binh);

  await openLive(an.page, '/together/question');
  await openLive(binh.page, '/together/question');
  const question = an.page.getByRole('heading', { level: 2 }).first();
  await expect(question).toBeVisible();
  const asked = await question.textContent();
  await expect(binh.page.getByRole('heading', { level: 2, name: asked ?? '' })).toBeVisible();

  // An answers first: her words stay hers.
  const anWords = 'Ở bờ Hồ Gươm, tối mùa thu năm ấy';
  await an.page.getByRole('textbox', { name: /Câu trả lời của bạn/ }).fill(anWords);
  await an.page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await expect(an.page.getByText(/Khi Bình Trần trả lời, hai bạn sẽ cùng thấy/)).toBeVisible();

  // Bình's open screen learns that An answered, never what.
  await expect(
    binh.page.getByText('An Nguyễn đã trả lời rồi. Trả lời để xem người ấy nói gì nhé.'),
  ).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(binh.page.getByText(anWords)).toHaveCount(0);

  // Bình answers: both answers open on both screens.
  const binhWords = 'Trong rạp phim, lúc đèn vừa tắt';
  await binh.page.getByRole('textbox', { name: /Câu trả lời của bạn/ }).fill(binhWords);
  await binh.page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await expect(binh.page.getByText(anWords)).toBeVisible();
  await expect(binh.page.getByText(binhWords)).toBeVisible();
  await expect(an.page.getByText(binhWords)).toBeVisible({ timeout: LIVE_MS });
  await expect(an.page.getByText('1 ngày liền')).toBeVisible();

  // An, who answered first, is told.
  const { notifications } = await call<{ notifications: { type: string }[] }>(
    an,
    'GET',
    '/api/notifications',
  );
  expect(notifications.map((n) => n.type)).toContain('question_revealed');

  await an.context.close();
  await binh.context.close();
});
