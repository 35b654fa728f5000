import { useInfiniteQuery } from '@tanstack/react-query';
import { reminderHistoryContract } from '@doita/shared';
import type { ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

export type ReminderHistoryPage = ReplyOf<typeof reminderHistoryContract.history>;

export const HISTORY_PAGE_SIZE = 10;

/** GET /reminders/:id/history?cursor&limit: past occurrences, newest first. */
export async function getReminderHistory(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReminderHistoryPage> {
  return call(
    reminderHistoryContract.history,
    { params: { id }, query: { cursor, limit: HISTORY_PAGE_SIZE } },
    { signal },
  );
}

export function useReminderHistory(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(reminderHistoryContract.history, { params: { id } }),
    queryFn: ({ pageParam, signal }) => getReminderHistory(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: { errorToast: false },
  });
}
