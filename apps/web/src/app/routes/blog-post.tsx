import { POST_PAGE_COVER_SIZES } from '@doita/shared';
import { useParams } from 'react-router';
import type { PagePrefetch } from '@/app/router';
import { postQueryOptions } from '@/features/blog/api/get-post';
import { preloadCover } from '@/features/blog/components/post-cover';
import { BlogPostView } from '@/features/blog/components/blog-post-view';
import { useCurrentUser } from '@/lib/session';

/**
 * The post, asked for as this page's code arrives (a guest's first screen from a link), and
 * its cover as soon as the post says which.
 */
export const prefetch: PagePrefetch = ({ params, userId, fetch }) => {
  if (!params.id) return;
  void fetch(postQueryOptions(userId ?? 'guest', params.id)).then((post) => {
    if (post?.cover) preloadCover(post.cover, POST_PAGE_COVER_SIZES);
  });
};

/** /blog/:id: a post, for a guest too when it is public. */
export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  return <BlogPostView key={id} id={id} userId={user?.id ?? null} />;
}
