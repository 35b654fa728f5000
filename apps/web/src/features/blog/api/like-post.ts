import type { BlogLike } from '@doita/shared';
import { api } from '@/lib/api-client';

/** POST /blog/posts/:id/like: idempotent (liking twice keeps one like). */
export function likePost(id: string): Promise<BlogLike> {
  return api.post<BlogLike>(`/blog/posts/${encodeURIComponent(id)}/like`);
}
