import { POST_PAGE_COVER_SIZES } from '@doita/shared';
import type { PagePrefetch } from '@/app/router';
import { postQueryOptions } from '@/features/blog/api/get-post';
import { preloadCover } from '@/features/blog/components/preload-cover';

/**
 * The post, asked for at the start beside the page's code (a guest's first screen from a
 * link), and its cover as soon as the post says which (the server's page already preloads
 * a public post's; this is for the others, and a post reached without the server's page).
 */
export const prefetch: PagePrefetch = ({ params, userId, fetch }) => {
  if (!params.id) return;
  void fetch(postQueryOptions(userId ?? 'guest', params.id)).then((post) => {
    if (post?.cover) preloadCover(post.cover, POST_PAGE_COVER_SIZES);
  });
};
