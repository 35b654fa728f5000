import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createPost } from './helpers/blog.js';
import { createMemory } from './helpers/memories.js';
import { createReminder } from './helpers/reminders.js';
import { send } from './helpers/messages.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/*
 * What a person types is kept as people see it (shownTextOf): the invisible format
 * characters at its edges (zero-width space, word joiner, joiners, byte-order mark, soft
 * hyphen) go with the spaces, and are not counted against a field's limit; those inside
 * stay (the joiners of an emoji family, the non-joiner Persian needs).
 */

const ZWSP = '\u200B';
const WORD_JOINER = '\u2060';

describeEachEngine('the invisible characters at a text’s edges', (engine) => {
  const t = useTestApp(engine);

  it('are not counted against a message’s 4,000 characters, nor kept', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const full = 'a'.repeat(4000);
    expect((await send(ctx, a, { text: `${ZWSP}${full}${WORD_JOINER}` })).text).toBe(full);
    expect((await send(ctx, a, { text: `${ZWSP}hi${ZWSP}` })).text).toBe('hi');
    const family = '👨‍👩‍👧‍👦';
    expect((await send(ctx, a, { text: `\uFEFF${family}\u200D` })).text).toBe(family);
    const tooLong = await as(ctx, a, 'POST', '/api/messages', {
      text: `${ZWSP}${full}b${WORD_JOINER}`,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      errors: [{ field: 'text', code: 'validation.maxLength:4000' }],
    });
  });

  it('leave a check-in’s line and a memory’s title, the inside kept as typed', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const res = await as(ctx, a, 'PUT', '/api/checkins/today', {
      mood: 'happy',
      note: `${ZWSP}hi${ZWSP}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ checkin: { note: 'hi' } });
    // 280 characters padded with invisibles still fit
    const padded = await as(ctx, a, 'PUT', '/api/checkins/today', {
      mood: 'happy',
      note: `\u00AD${'ệ'.repeat(280)}${WORD_JOINER}\u200C`,
    });
    expect(padded.statusCode, padded.body).toBe(200);
    const persian = 'می\u200Cخواهم';
    const memory = await createMemory(ctx, a, {
      title: `${WORD_JOINER} ${persian} ${ZWSP}`,
      description: `\u200E${'Đà Lạt'.normalize('NFD')}\u200F`,
    });
    expect(memory).toMatchObject({ title: persian, description: 'Đà Lạt' });
  });

  it('keep a title on one line: a memory’s, a reminder’s, a post’s, new or edited', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a, {
      title: 'Hoàng hôn\r\n Hồ Tây',
      description: 'dòng một\ndòng hai',
    });
    expect(memory).toMatchObject({ title: 'Hoàng hôn Hồ Tây', description: 'dòng một\ndòng hai' });
    const edited = await as(ctx, a, 'PUT', `/api/memories/${memory.id}`, { title: 'Một\tHai' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ memory: { title: 'Một Hai' } });
    expect((await createReminder(ctx, a, { title: 'Sinh nhật\nem' })).title).toBe('Sinh nhật em');
    expect((await createPost(ctx, a, { title: 'Nhật ký\u2028Đà Lạt' })).title).toBe(
      'Nhật ký Đà Lạt',
    );
    const blank = await as(ctx, a, 'POST', '/api/reminders', {
      title: '\n\t',
      datetime: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
      type: 'date',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      errors: [{ field: 'title', code: 'validation.required' }],
    });
  });
});
