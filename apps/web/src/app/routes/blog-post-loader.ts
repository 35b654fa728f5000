import { POST_PAGE_COVER_SIZES } from '@doita/shared';
import { postQueryOptions } from '@/features/blog/api/get-post';
import { preloadCover } from '@/features/blog/components/preload-cover';
import { getSession } from '@/lib/session';
import type { PageLoader } from '../router';
import { firstAnswers, quietly } from './prime';

/**
 * The post (a guest's first screen from a link), and its cover as soon as the post says
 * which: the server's page already preloads a public post's; this is for the others, and
 * a post reached inside the app.
 */
export const loader: PageLoader =
  (queryClient) =>
  ({ params }) => {
    const { id } = params;
    if (!id) return null;
    const viewer = getSession()?.user.id ?? 'guest';
    return firstAnswers([
      () =>
        queryClient.ensureQueryData(quietly(postQueryOptions(viewer, id))).then((post) => {
          if (post.cover) preloadCover(post.cover, POST_PAGE_COVER_SIZES);
        }),
    ]);
  };
