import type { BlogScope, QueryOf, blogContract } from '@doita/shared';
import { useCurrentUser } from '@/lib/session';

/** What a list asks for: the page and the filters, as the URL holds them (GET /blog/posts). */
export type BlogListParams = Omit<QueryOf<typeof blogContract.list>, 'page' | 'limit'> & {
  page: number;
};

/**
 * Every query key of the blog. Each carries who reads (a user id or 'guest'): a guest and
 * a signed-in reader see different posts, so their answers never share a cache entry.
 */
export const blogQueryKeys = {
  all: ['blog'] as const,
  lists: () => [...blogQueryKeys.all, 'list'] as const,
  list: (viewer: string, params: BlogListParams) =>
    [...blogQueryKeys.lists(), viewer, params] as const,
  posts: () => [...blogQueryKeys.all, 'post'] as const,
  post: (viewer: string, id: string) => [...blogQueryKeys.posts(), viewer, id] as const,
  comments: (viewer: string, id: string) => [...blogQueryKeys.all, 'comments', viewer, id] as const,
  statistics: (viewer: string) => [...blogQueryKeys.all, 'statistics', viewer] as const,
  categories: (viewer: string, scope: BlogScope) =>
    [...blogQueryKeys.all, 'categories', viewer, scope] as const,
  tags: (viewer: string, scope: BlogScope) =>
    [...blogQueryKeys.all, 'tags', viewer, scope] as const,
};

/** The cache's name for who is reading. */
export function useViewerKey(): string {
  return useCurrentUser()?.id ?? 'guest';
}
