import type { BlogLike } from '@doita/shared';
import { api } from '@/lib/api-client';

/** DELETE /blog/posts/:id/like: idempotent. */
export function unlikePost(id: string): Promise<BlogLike> {
  return api.delete<BlogLike>(`/blog/posts/${encodeURIComponent(id)}/like`);
}
