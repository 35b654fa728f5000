import { blogSocialContract, type BlogLike } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** DELETE /blog/posts/:id/like: idempotent. */
export function unlikePost(id: string): Promise<BlogLike> {
  return call(blogSocialContract.unlike, { params: { id } });
}
