import { useTranslation } from 'react-i18next';
import { MemoriesOverview } from '@/features/memories/components/memories-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /memories: the couple's memories (list, filters, statistics). */
export function Component() {
  const { t } = useTranslation('memories');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <MemoriesOverview />
    </div>
  );
}
