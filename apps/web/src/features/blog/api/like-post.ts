import { blogSocialContract, type BlogLike } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** POST /blog/posts/:id/like: idempotent (liking twice keeps one like). */
export function likePost(id: string): Promise<BlogLike> {
  return call(blogSocialContract.like, { params: { id } });
}
