import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarContract, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

export type CalendarStatus = ReplyOf<typeof calendarContract.status>;
export type CalendarLink = ReplyOf<typeof calendarContract.subscribe>;

/** GET /calendar/subscription */
export function getCalendarStatus(signal?: AbortSignal): Promise<CalendarStatus> {
  return call(calendarContract.status, {}, { signal });
}

export function useCalendarStatus() {
  return useQuery({
    queryKey: queryKeyOf(calendarContract.status),
    queryFn: ({ signal }) => getCalendarStatus(signal),
  });
}

/** POST /calendar/subscription: a new secret link (the old one stops working). */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarContract.subscribe),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(calendarContract.status) }),
  });
}

/** DELETE /calendar/subscription */
export function useTurnOffCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarContract.unsubscribe),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(calendarContract.status) }),
  });
}
