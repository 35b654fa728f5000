import { useTranslation } from 'react-i18next';
import { AlbumsPage } from '@/features/albums/components/albums-page';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /albums: the couple's albums and their share links. */
export function Component() {
  const { t } = useTranslation('albums');
  useDocumentTitle(t('documentTitle'));
  const user = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:py-10">
      <AlbumsPage hasCouple={user?.coupleStatus?.isConnected ?? false} />
    </div>
  );
}
