import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogComments, blogPostLikes, blogPosts } from './blog-schema.js';

export type BlogAccountRepository = ReturnType<typeof createBlogAccountRepository>;

export function createBlogAccountRepository(db: Db) {
  return {
    /**
     * My likes and comments on other people's posts cascade with my account; the posts'
     * counters must drop by as many first, or they would count people who are gone.
     */
    async uncountPerson(userId: string): Promise<void> {
      await db.execute(sql`
        update ${blogPosts} p set likes_count = p.likes_count - (
          select count(*) from ${blogPostLikes} l where l.post_id = p.id and l.user_id = ${userId})
        where p.author_id <> ${userId}
          and exists (select 1 from ${blogPostLikes} l where l.post_id = p.id and l.user_id = ${userId})`);
      // a comment in the trash is already uncounted (trashing one takes it off the count)
      await db.execute(sql`
        update ${blogPosts} p set comments_count = p.comments_count - (
          select count(*) from ${blogComments} c
          where c.post_id = p.id and c.author_id = ${userId} and c.deleted_at is null)
        where p.author_id <> ${userId}
          and exists (select 1 from ${blogComments} c
            where c.post_id = p.id and c.author_id = ${userId} and c.deleted_at is null)`);
    },
  };
}
