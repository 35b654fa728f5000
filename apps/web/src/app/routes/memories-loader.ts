import { memoriesQueryOptions } from '@/features/memories/api/get-memories';
import { memoryTagsQueryOptions } from '@/features/memories/api/get-memory-tags';
import { memoriesAddress } from '@/features/memories/hooks/use-memory-filters';
import { getSession } from '@/lib/session';
import type { PageLoader } from '../router';
import { firstAnswers, quietly } from './prime';

/** The list the address asks for (its first page) and the tags to filter by. */
export const loader: PageLoader =
  (queryClient) =>
  ({ request }) => {
    const { view, filter } = memoriesAddress(new URL(request.url).searchParams);
    if (!getSession() || view !== 'list') return null;
    return firstAnswers([
      () => queryClient.ensureInfiniteQueryData(quietly(memoriesQueryOptions(filter))),
      () => queryClient.ensureQueryData(quietly(memoryTagsQueryOptions())),
    ]);
  };
