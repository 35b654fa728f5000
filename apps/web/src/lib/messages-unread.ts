import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesContract } from '@doita/shared';
import { call } from './api-contract';
import { queryKeyOf } from './query-key';

/** Polled every minute besides the stream's events (a stream down for a while misses some). */
const UNREAD_POLL_MS = 60_000;

/** GET /messages/unread: my partner's messages after my read pointer (capped at 99). */
export const unreadMessagesOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(messagesContract.unread),
    queryFn: ({ signal }) => call(messagesContract.unread, undefined, { signal }),
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    meta: { errorToast: false },
  });

export function useUnreadMessages(enabled: boolean) {
  return useQuery({ ...unreadMessagesOptions(), enabled });
}
