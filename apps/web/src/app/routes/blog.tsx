import { useTranslation } from 'react-i18next';
import { useConnection } from '@/features/couple/api/get-connection';
import { BlogListView } from '@/features/blog/components/blog-list-view';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /blog: the couple's blog, or the public posts with a sign-in prompt for a guest. */
export function Component() {
  const { t } = useTranslation('blog');
  const user = useCurrentUser();
  const connection = useConnection({ enabled: !!user });
  useDocumentTitle(t('documentTitle'));
  const couple = connection.data?.status === 'accepted' ? connection.data : null;
  // (not the shared partnerOf: its module would bring zod into this public page)
  const partner =
    user && couple ? (couple.user1.id === user.id ? couple.user2 : couple.user1) : null;
  return (
    <BlogListView
      me={user ? { id: user.id, displayName: user.displayName } : null}
      partner={partner ? { id: partner.id, displayName: partner.displayName } : null}
    />
  );
}
