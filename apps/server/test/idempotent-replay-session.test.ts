import { randomUUID } from 'node:crypto';
import type { BlogComment, Memory, Reminder } from '@doita/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { createReminder } from './helpers/reminders.js';
import { signInAgain, signOut } from './helpers/sessions.js';
import { keyed } from './helpers/idempotent.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

/** every file link in an answer (photos, avatars) */
const linksIn = (body: string) => [...body.matchAll(/"(\/api\/files\/[^"]+)"/g)].map((m) => m[1]!);

/** whether a file link still opens, as a browser asks it (no header: the link is the grant) */
const opens = async (ctx: TestApp, link: string) =>
  (await ctx.app.inject({ method: 'GET', url: link })).statusCode === 200;

/**
 * A photo or avatar link is granted to the session that asked for it and ends with it. A
 * repeat of an idempotent write (the outbox resending after the app was signed in again)
 * must not hand back the first answer's links: they belong to a session that may be gone.
 * It answers what the write touched as it now stands, signed for the session asking now,
 * and does not write again.
 */
describeEachEngine('an idempotent repeat from another session', (engine) => {
  const t = useTestApp(engine);

  it('a favourite, a completion and a post comment answer links the new session can open', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const avatar = await uploadImage(ctx, a);
    expect((await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: avatar.id })).statusCode).toBe(
      200,
    );
    const photo = await uploadImage(ctx, a);
    const memory = await createMemory(ctx, a, { images: [photo.id] });
    const reminder = await createReminder(ctx, a);
    const post = await createPost(ctx, a, { privacy: 'couple', status: 'published' });

    const writes = [
      ['PATCH', `/api/memories/${memory.id}/favorite`, randomUUID(), undefined],
      ['PATCH', `/api/reminders/${reminder.id}/complete`, randomUUID(), undefined],
      ['POST', `/api/blog/posts/${post.id}/comments`, randomUUID(), { content: 'Đẹp quá!' }],
    ] as const;
    const firsts: LightMyRequestResponse[] = [];
    for (const [method, url, key, body] of writes) {
      const first = await keyed(ctx, a, method, url, key, body);
      expect(first.statusCode, `${url}: ${first.body}`).toBeLessThan(300);
      expect(linksIn(first.body).length, url).toBeGreaterThan(0);
      firsts.push(first);
    }

    // the phone is signed in again and the first session signed out; the outbox resends
    const again = await signInAgain(ctx, a);
    await signOut(ctx, a);
    for (const [i, [method, url, key, body]] of writes.entries()) {
      const first = firsts[i]!;
      for (const link of linksIn(first.body)) expect(await opens(ctx, link), link).toBe(false);
      const repeat = await keyed(ctx, again, method, url, key, body);
      expect(repeat.statusCode, `${url}: ${repeat.body}`).toBe(first.statusCode);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      const links = linksIn(repeat.body);
      expect(links.length, url).toBe(linksIn(first.body).length);
      for (const link of links) expect(await opens(ctx, link), `${url}: ${link}`).toBe(true);
    }

    // nothing was written twice: still a favourite, still done, one comment
    const fav = await keyed(ctx, again, ...writes[0]);
    expect(fav.json<{ memory: Memory }>().memory.isFavorite).toBe(true);
    const done = await keyed(ctx, again, ...writes[1]);
    expect(done.json<{ reminder: Reminder }>().reminder.isCompleted).toBe(true);
    const comment = await keyed(ctx, again, ...writes[2]);
    expect(comment.json<{ comment: BlogComment; commentsCount: number }>()).toMatchObject({
      comment: { content: 'Đẹp quá!' },
      commentsCount: 1,
    });
  });

  it('a favourite undone since, and a weekly reminder completed, answer as they now stand', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a);
    const favUrl = `/api/memories/${memory.id}/favorite`;
    const favKey = randomUUID();
    const marked = await keyed(ctx, a, 'PATCH', favUrl, favKey);
    expect(marked.json<{ memory: Memory }>().memory.isFavorite).toBe(true);
    // undone from another screen (its own key), then the first press is resent
    const undone = await keyed(ctx, a, 'PATCH', favUrl, randomUUID());
    expect(undone.json<{ memory: Memory }>().memory.isFavorite).toBe(false);
    const repeat = await keyed(ctx, a, 'PATCH', favUrl, favKey);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json<{ memory: Memory }>().memory.isFavorite).toBe(false);
    const now = await as(ctx, a, 'GET', `/api/memories/${memory.id}`);
    expect(now.json<{ memory: Memory }>().memory.isFavorite).toBe(false);

    // a weekly reminder moves on to its next time when completed; the repeat moves it no further
    const weekly = await createReminder(ctx, a, { isRecurring: true, recurringType: 'weekly' });
    const doneUrl = `/api/reminders/${weekly.id}/complete`;
    const doneKey = randomUUID();
    const first = await keyed(ctx, a, 'PATCH', doneUrl, doneKey);
    expect(first.statusCode, first.body).toBe(200);
    const next = first.json<{ reminder: Reminder }>().reminder;
    expect(next.datetime).not.toBe(weekly.datetime);
    const again = await keyed(ctx, a, 'PATCH', doneUrl, doneKey);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ reminder: Reminder }>().reminder.datetime).toBe(next.datetime);
    const stored = await as(ctx, a, 'GET', `/api/reminders/${weekly.id}`);
    expect(stored.json<{ reminder: Reminder }>().reminder.datetime).toBe(next.datetime);
  });

  it('a repeat of a comment removed since, or of a favourite on a memory trashed since, is 404', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const post = await createPost(ctx, a, { privacy: 'couple', status: 'published' });
    const memory = await createMemory(ctx, a);
    const commentKey = randomUUID();
    const url = `/api/blog/posts/${post.id}/comments`;
    const first = await keyed(ctx, b, 'POST', url, commentKey, { content: 'Nhớ quá' });
    expect(first.statusCode, first.body).toBe(201);
    const { comment } = first.json<{ comment: BlogComment }>();
    expect((await as(ctx, a, 'DELETE', `${url}/${comment.id}`)).statusCode).toBe(200);
    const gone = await keyed(ctx, b, 'POST', url, commentKey, { content: 'Nhớ quá' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Nhớ quá');
    const list = await as(ctx, b, 'GET', url);
    expect(list.body).not.toContain('Nhớ quá');

    const favKey = randomUUID();
    const favUrl = `/api/memories/${memory.id}/favorite`;
    expect((await keyed(ctx, b, 'PATCH', favUrl, favKey)).statusCode).toBe(200);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    expect((await keyed(ctx, b, 'PATCH', favUrl, favKey)).statusCode).toBe(404);
  });
});
