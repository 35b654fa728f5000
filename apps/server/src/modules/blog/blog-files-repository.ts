import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { FileAccessRule } from '../uploads/index.js';
import { isPublic, visibleWith } from './blog-reads-repository.js';
import { blogComments, blogPostImages, blogPosts } from './blog-schema.js';

/**
 * Who may open a post's pictures (its cover, the images of its text): whoever may read the
 * post now (a guest too, for a public published one); once it is in the trash, only whoever
 * put it there, through the links their trash hands out.
 */
export const postPicturesRule: FileAccessRule = (upload, viewer) => {
  const shown = or(
    and(viewer.trash, isNotNull(blogPosts.deletedAt), eq(blogPosts.deletedBy, viewer.userId)),
    and(sql`not ${viewer.trash}`, visibleWith(viewer.userId, viewer.coupleId)),
  );
  return sql`(exists (select 1 from ${blogPostImages}
      inner join ${blogPosts} on ${blogPosts.id} = ${blogPostImages.postId}
      where ${blogPostImages.uploadId} = ${upload} and ${shown})
    or exists (select 1 from ${blogPosts} where ${blogPosts.coverUploadId} = ${upload} and ${shown}))`;
};

/**
 * A public post shows its author and its commenters (names and avatars) to anyone, guests
 * included: their avatars are open while they have such a post or comment.
 */
export const publicPeopleAvatarsRule: FileAccessRule = (upload) =>
  sql`(exists (select 1 from ${users}
      inner join ${blogPosts} on ${blogPosts.authorId} = ${users.id}
      where ${users.avatarUploadId} = ${upload} and ${isPublic})
    or exists (select 1 from ${users}
      inner join ${blogComments} on ${blogComments.authorId} = ${users.id}
      inner join ${blogPosts} on ${blogPosts.id} = ${blogComments.postId}
      where ${users.avatarUploadId} = ${upload} and ${blogComments.deletedAt} is null
        and ${isPublic}))`;
