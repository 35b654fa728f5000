import { useTranslation } from 'react-i18next';
import type { PagePrefetch } from '@/app/router';
import { memoriesQueryOptions } from '@/features/memories/api/get-memories';
import { memoryTagsQueryOptions } from '@/features/memories/api/get-memory-tags';
import { MemoriesOverview } from '@/features/memories/components/memories-overview';
import { memoriesAddress } from '@/features/memories/hooks/use-memory-filters';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The list the address asks for (its first page) and the tags to filter by, ahead of the page. */
export const prefetch: PagePrefetch = ({ fetch, fetchInfinite, search }) => {
  const { view, filter } = memoriesAddress(search);
  if (view !== 'list') return;
  void fetchInfinite(memoriesQueryOptions(filter));
  void fetch(memoryTagsQueryOptions());
};

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
