import type { PagePrefetch } from '@/app/router';
import { memoriesQueryOptions } from '@/features/memories/api/get-memories';
import { memoryTagsQueryOptions } from '@/features/memories/api/get-memory-tags';
import { memoriesAddress } from '@/features/memories/hooks/use-memory-filters';

/**
 * The list the address asks for (its first page) and the tags to filter by, at the start
 * beside the page's code.
 */
export const prefetch: PagePrefetch = ({ fetch, fetchInfinite, search }) => {
  const { view, filter } = memoriesAddress(search);
  if (view !== 'list') return;
  void fetchInfinite(memoriesQueryOptions(filter));
  void fetch(memoryTagsQueryOptions());
};
