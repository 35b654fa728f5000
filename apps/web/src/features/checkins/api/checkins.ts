import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHECKIN_LIMITS,
  checkinDayOf,
  checkinsContract,
  shownTextOf,
  type Checkin,
  type CheckinsView,
  type SetCheckinBody,
} from '@doita/shared';
import { timeZoneOrDefault } from '@/app/layout/time-zone';
import { call } from '@/lib/api-contract';
import { notifyFailure } from '@/lib/error-toast';
import { i18n } from '@/lib/i18n';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { areaKeyOf, keyPrefixOf, queryKeyOf } from '@/lib/query-key';
import { getSession } from '@/lib/session';
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

/** What a form sends: a mood and a line; the day is stamped when the person taps. */
export type CheckinInput = Omit<SetCheckinBody, 'day'>;
/** A check-in with the day it was tapped on, as it is sent, now or later from the outbox. */
export type StampedCheckin = CheckinInput & { day: string };

/**
 * The day a tap at `now` is for: the person's own calendar day in their time zone (their
 * preference, as the server reads it), so a check-in tapped at 23:59 stays that day's.
 */
export function checkinDayAt(now: Date, timeZone: string | null | undefined): string {
  return checkinDayOf(now, timeZoneOrDefault(timeZone));
}

/** My check-in as it will be once saved: shown at once, before (or without) the network. */
function optimistic(view: CheckinsView, body: StampedCheckin, userId: string): CheckinsView {
  const sameDay = (c: Checkin) => c.mine && c.day === body.day;
  const mine: Checkin = {
    id: view.checkins.find(sameDay)?.id ?? 'pending',
    userId,
    day: body.day,
    mood: body.mood,
    note: shownTextOf(body.note ?? ''),
    mine: true,
    updatedAt: new Date().toISOString(),
  };
  // a tap after midnight on a page loaded the day before: its span is refetched once saved
  const inSpan = body.day >= view.from && body.day <= view.today;
  return {
    ...view,
    // a day after the page's today (a tap after midnight, or from 23:55 on a clock a little
    // fast) is the one the server then shows as my today
    myToday: body.day >= view.today ? mine : view.myToday,
    checkins: inSpan ? [...view.checkins.filter((c) => !sameDay(c)), mine] : view.checkins,
  };
}

/**
 * PUT /checkins/today, optimistic in every cached span; offline it waits in the outbox
 * (the server replaces the day's check-in, so a repeat is harmless) and stays shown. Says
 * how it went in a toast, whether or not the form that sent it is still on screen. `mutate`
 * stamps the day at the tap: a check-in that waits offline past midnight is sent for the
 * day it was made, not the day the outbox empties (the server takes yesterday's until
 * noon, then refuses it rather than moving it to another day).
 */
export function useSetCheckin(userId: string) {
  const queryClient = useQueryClient();
  const lists = keyPrefixOf(checkinsContract.list);
  const mutation = useMutation({
    mutationFn: (body: StampedCheckin) =>
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
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (input: CheckinInput) =>
      send({
        ...input,
        day: checkinDayAt(new Date(), getSession()?.user.preferences?.timeZone),
      }),
    [send],
  );
  return { ...mutation, mutate };
}
