import { useTranslation } from 'react-i18next';
import { LettersPage } from '@/features/letters/components/letters-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /together/letters: letters written, waiting to open, and opened. */
export function Component() {
  const { t } = useTranslation('letters');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <LettersPage />
    </div>
  );
}
