import { useTranslation } from 'react-i18next';
import { PlacesPage } from '@/features/places/components/places-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /map: the places of our memories on a map, and as a list. */
export function Component() {
  const { t } = useTranslation('places');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <PlacesPage />
    </div>
  );
}
