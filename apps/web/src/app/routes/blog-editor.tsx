import { useParams } from 'react-router';
import { PostEditor } from '@/features/blog/components/editor/post-editor';
import { useCurrentUser } from '@/lib/session';

/** /blog/new and /blog/:id/edit (signed in only; the router guards it). */
export function Component() {
  const { id } = useParams();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <PostEditor
      key={id ?? 'new'}
      postId={id ?? null}
      userId={user.id}
      coupleAvailable={user.coupleStatus.isConnected}
    />
  );
}
