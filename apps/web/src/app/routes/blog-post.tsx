import { useParams } from 'react-router';
import { BlogPostView } from '@/features/blog/components/blog-post-view';
import { useCurrentUser } from '@/lib/session';

/** /blog/:id: a post, for a guest too when it is public. */
export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  return <BlogPostView key={id} id={id} userId={user?.id ?? null} />;
}
