import { randomUUID } from 'node:crypto';
import type { Letter, Memory, Message, Reminder } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { memoryBody } from './helpers/memories.js';
import { dayAfter } from './helpers/letters.js';
import { page } from './helpers/messages.js';
import { inMinutes } from './helpers/reminders.js';
import { keyed } from './helpers/idempotent.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * A repeat of an idempotent write answers what it wrote as that now stands: a message sent,
 * then edited or unsent, is not handed back with its first words; a memory or a reminder
 * edited since comes back edited, and one that is gone is 404, never written again.
 */
describeEachEngine('an idempotent repeat answers the present', (engine) => {
  const t = useTestApp(engine);

  it('a message edited, reacted to, then unsent since', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const key = randomUUID();
    const body = { text: 'Tối nay ăn phở nhé' };
    const first = await keyed(ctx, a, 'POST', '/api/messages', key, body);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json<Message>().id;

    const edited = await as(ctx, a, 'PATCH', `/api/messages/${id}`, { text: 'Tối nay ăn bún chả' });
    expect(edited.statusCode, edited.body).toBe(200);
    const reactKey = randomUUID();
    const reacted = await keyed(ctx, b, 'PUT', `/api/messages/${id}/reaction`, reactKey, {
      emoji: '❤️',
    });
    expect(reacted.statusCode, reacted.body).toBe(200);

    const again = await keyed(ctx, a, 'POST', '/api/messages', key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Message>()).toMatchObject({ id, text: 'Tối nay ăn bún chả' });
    expect(again.body).not.toContain('phở');

    const unsendKey = randomUUID();
    const unsent = await keyed(ctx, a, 'DELETE', `/api/messages/${id}`, unsendKey);
    expect(unsent.statusCode, unsent.body).toBe(200);
    for (const [who, method, url, k, payload] of [
      [a, 'POST', '/api/messages', key, body],
      [b, 'PUT', `/api/messages/${id}/reaction`, reactKey, { emoji: '❤️' }],
      [a, 'DELETE', `/api/messages/${id}`, unsendKey, undefined],
    ] as const) {
      const repeat = await keyed(ctx, who, method, url, k, payload);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.json<Message>()).toMatchObject({ id, removed: 'unsent', text: null });
      expect(repeat.body).not.toContain('bún chả');
    }
    // nothing was sent again
    expect((await page(ctx, b)).messages).toHaveLength(1);
  });

  it('a message whose author deleted their account comes back without their words', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const message = (
      await keyed(ctx, a, 'POST', '/api/messages', randomUUID(), { text: 'Hẹn em tối nay' })
    ).json<Message>();
    const reactKey = randomUUID();
    const react = { emoji: '😂' };
    const reacted = await keyed(
      ctx,
      b,
      'PUT',
      `/api/messages/${message.id}/reaction`,
      reactKey,
      react,
    );
    expect(reacted.statusCode, reacted.body).toBe(200);
    const deleted = await as(ctx, a, 'DELETE', '/api/user/me', { password: a.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const repeat = await keyed(
      ctx,
      b,
      'PUT',
      `/api/messages/${message.id}/reaction`,
      reactKey,
      react,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).not.toContain('Hẹn em');
  });

  it('a memory and a reminder edited since come back edited; one gone is 404 and not made again', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const memoryKey = randomUUID();
    const body = memoryBody({ title: 'Hồ Tây lúc chiều' });
    const memory = (await keyed(ctx, a, 'POST', '/api/memories', memoryKey, body)).json<{
      memory: Memory;
    }>().memory;
    const put = await as(ctx, a, 'PUT', `/api/memories/${memory.id}`, {
      title: 'Hồ Tây lúc hoàng hôn',
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = await keyed(ctx, a, 'POST', '/api/memories', memoryKey, body);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ memory: Memory }>().memory).toMatchObject({
      id: memory.id,
      title: 'Hồ Tây lúc hoàng hôn',
    });

    const reminderKey = randomUUID();
    const reminderBody = {
      title: 'Đặt bàn',
      datetime: inMinutes(ctx, 60 * 24),
      type: 'date',
    };
    const reminder = (
      await keyed(ctx, a, 'POST', '/api/reminders', reminderKey, reminderBody)
    ).json<{
      reminder: Reminder;
    }>().reminder;
    await as(ctx, a, 'PUT', `/api/reminders/${reminder.id}`, { title: 'Đặt bàn lúc 7 giờ' });
    const reminderAgain = await keyed(ctx, a, 'POST', '/api/reminders', reminderKey, reminderBody);
    expect(reminderAgain.json<{ reminder: Reminder }>().reminder.title).toBe('Đặt bàn lúc 7 giờ');

    // the memory moved to the trash: its repeat is 404, and no second memory is made
    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    const gone = await keyed(ctx, a, 'POST', '/api/memories', memoryKey, body);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Hồ Tây');
    const list = await as(ctx, a, 'GET', '/api/memories?limit=50');
    expect(list.json<{ memories: Memory[] }>().memories).toHaveLength(0);
  });

  it('a letter rewritten since comes back rewritten; one taken back is 404 and not written again', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const key = randomUUID();
    const body = { to: 'partner', opensOn: dayAfter(ctx, 30), text: 'Gửi em của tháng sau' };
    const first = await keyed(ctx, a, 'POST', '/api/letters', key, body);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json<Letter>().id;
    const rewritten = await as(ctx, a, 'PATCH', `/api/letters/${id}`, {
      text: 'Viết lại cho hay hơn',
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const again = await keyed(ctx, a, 'POST', '/api/letters', key, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toContain('Viết lại cho hay hơn');
    expect(again.body).not.toContain('tháng sau');
    expect((await as(ctx, a, 'DELETE', `/api/letters/${id}`)).statusCode).toBeLessThan(300);
    const gone = await keyed(ctx, a, 'POST', '/api/letters', key, body);
    expect(gone.statusCode).toBe(404);
    const theirs = await as(ctx, b, 'GET', '/api/letters');
    expect(theirs.body).not.toContain('Gửi em');
  });
});
