import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackToLetters, LetterDetail } from '@/features/letters/components/letter-detail';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /together/letters/:id: one letter, sealed or open. */
export function Component() {
  const { t } = useTranslation('letters');
  const { id = '' } = useParams();
  useDocumentTitle(t('letterTitle'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <BackToLetters />
      <LetterDetail key={id} id={id} />
    </div>
  );
}
