import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHECKIN_LIMITS,
  checkinsContract,
  type Checkin,
  type CheckinsView,
  type SetCheckinBody,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { notifyFailure } from '@/lib/error-toast';
import { i18n } from '@/lib/i18n';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { areaKeyOf, keyPrefixOf, queryKeyOf } from '@/lib/query-key';
import { toast } from '@/lib/toast-store';

/** GET /checkins?days: both partners' check-ins of the span, and today's of each. */
export const checkinsQueryOptions = (days: number = CHECKIN_LIMITS.daysDefault) =>
  queryOptions({
    queryKey: queryKeyOf(checkinsContract.list, { query: { days } }),
    queryFn: ({ signal }) => call(checkinsContract.list, { query: { days } }, { signal }),
    // each screen shows its own error state with a retry
    meta: { errorToast: false },
  });

export function useCheckins(days: number = CHECKIN_LIMITS.daysDefault) {
  return useQuery(checkinsQueryOptions(days));
}

/** My check-in as it will be once saved: shown at once, before (or without) the network. */
function optimistic(view: CheckinsView, body: SetCheckinBody, userId: string): CheckinsView {
  const mine: Checkin = {
    id: view.myToday?.id ?? 'pending',
    userId,
    day: view.today,
    mood: body.mood,
    note: body.note?.trim() ?? '',
    mine: true,
    updatedAt: new Date().toISOString(),
  };
  const others = view.checkins.filter((c) => !(c.mine && c.day === view.today));
  return { ...view, myToday: mine, checkins: [...others, mine] };
}

/**
 * PUT /checkins/today, optimistic in every cached span; offline it waits in the outbox
 * (the server replaces the day's check-in, so a repeat is harmless) and stays shown. Says
 * how it went in a toast, whether or not the form that sent it is still on screen.
 */
export function useSetCheckin(userId: string) {
  const queryClient = useQueryClient();
  const lists = keyPrefixOf(checkinsContract.list);
  return useMutation({
    mutationFn: (body: SetCheckinBody) =>
      callOrQueue(checkinsContract.setToday, { body }, { label: body.note || body.mood }),
    networkMode: 'always',
    meta: { errorToast: false },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: lists });
      const before = queryClient.getQueriesData<CheckinsView>({ queryKey: lists });
      queryClient.setQueriesData<CheckinsView>({ queryKey: lists }, (view) =>
        view ? optimistic(view, body, userId) : view,
      );
      return { before };
    },
    onSuccess: () => {
      toast.success(i18n.t('checkins:mine.saved'));
    },
    onError: (error, _body, context) => {
      // offline: it stays shown and waits in the outbox, listed with the other waiting writes
      if (isQueuedWrite(error)) {
        toast.info(i18n.t('checkins:mine.queued'));
        return;
      }
      for (const [key, view] of context?.before ?? []) queryClient.setQueryData(key, view);
      notifyFailure(i18n.t('checkins:mine.saveFailed'), error);
    },
    onSettled: (_answer, error) => {
      if (isQueuedWrite(error)) return;
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(checkinsContract.list) });
    },
  });
}
