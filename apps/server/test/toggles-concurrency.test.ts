import type { BlogLike, Memory } from '@doita/shared';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPostLikes, blogPosts } from '../src/db/schema.js';
import { createPost } from './helpers/blog.js';
import { as } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * A favourite or a like toggled many times at the same moment ends in
 * the state the answers describe (one statement each, no read-then-write).
 */
describeEachEngine('toggles at the same moment', (engine) => {
  const t = useTestApp(engine);

  it('a favourite toggled n times at once is flipped n times, each answer a different step', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const memory = await createMemory(ctx, me, { isPrivate: true });
    for (const times of [2, 3, 8]) {
      const before = (await as(ctx, me, 'GET', `/api/memories/${memory.id}`)).json<{
        memory: Memory;
      }>().memory.isFavorite;
      const answers = await Promise.all(
        Array.from({ length: times }, () =>
          as(ctx, me, 'PATCH', `/api/memories/${memory.id}/favorite`),
        ),
      );
      const states = answers.map((res) => res.json<{ memory: Memory }>().memory.isFavorite);
      const after = (await as(ctx, me, 'GET', `/api/memories/${memory.id}`)).json<{
        memory: Memory;
      }>().memory.isFavorite;
      // n flips from `before`: the answers are the states along the way, each once
      expect(after).toBe(times % 2 === 0 ? before : !before);
      expect(states.filter((s) => s !== before)).toHaveLength(Math.ceil(times / 2));
      expect(states.filter((s) => s === before)).toHaveLength(Math.floor(times / 2));
    }
  });

  it('likes at once count once per person, and the counter always matches the rows', async () => {
    const ctx = t();
    const author = await ctx.registerUser();
    const reader = await ctx.registerUser();
    const post = await createPost(ctx, author, { privacy: 'public', status: 'published' });
    const url = `/api/blog/posts/${post.id}/like`;
    const likes = await Promise.all(Array.from({ length: 6 }, () => as(ctx, reader, 'POST', url)));
    expect(likes.every((res) => res.statusCode === 200)).toBe(true);
    await Promise.all([as(ctx, author, 'POST', url), as(ctx, author, 'POST', url)]);

    const stored = async () => {
      const [rows] = await ctx.database.db
        .select({ n: count() })
        .from(blogPostLikes)
        .where(eq(blogPostLikes.postId, post.id));
      const [counter] = await ctx.database.db
        .select({ n: blogPosts.likesCount })
        .from(blogPosts)
        .where(eq(blogPosts.id, post.id));
      return { rows: rows?.n, counter: counter?.n };
    };
    expect(await stored()).toEqual({ rows: 2, counter: 2 });

    // like and unlike racing: whatever wins, row and counter agree, and so does the last answer
    const mixed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => as(ctx, reader, i % 2 ? 'DELETE' : 'POST', url)),
    );
    expect(mixed.every((res) => res.statusCode === 200)).toBe(true);
    const { rows, counter } = await stored();
    expect(counter).toBe(rows);
    const [mine] = await ctx.database.db
      .select({ n: count() })
      .from(blogPostLikes)
      .where(and(eq(blogPostLikes.postId, post.id), eq(blogPostLikes.userId, reader.user.id)));
    expect([0, 1]).toContain(mine?.n);
    const final = (await as(ctx, reader, 'DELETE', url)).json<BlogLike>();
    expect(final).toEqual({ likesCount: 1, likedByMe: false });
  });
});
