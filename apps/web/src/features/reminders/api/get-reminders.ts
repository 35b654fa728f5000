import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  REMINDER_LIMITS,
  remindersContract,
  type ReminderFilter,
  type RemindersList,
  type UpcomingReminders,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queriesOf, queryKeyOf } from '@/lib/query-key';

export const REMINDERS_PAGE_SIZE = REMINDER_LIMITS.pageSize;

export interface RemindersListParams {
  filter: ReminderFilter;
  page: number;
  /** search text; empty: the filter's list */
  q: string;
}

/** GET /reminders?filter&page&limit, or GET /reminders/search?q when searching. */
export async function getReminders(
  params: RemindersListParams,
  signal?: AbortSignal,
): Promise<RemindersList> {
  const query = { page: params.page, limit: REMINDERS_PAGE_SIZE };
  return params.q
    ? call(remindersContract.search, { query: { ...query, q: params.q } }, { signal })
    : call(remindersContract.list, { query: { ...query, filter: params.filter } }, { signal });
}

/** Every cached list of reminders: each filter's, and each search. */
export const reminderLists = () => queriesOf(remindersContract.list, remindersContract.search);

export const remindersQueryOptions = (params: RemindersListParams) =>
  queryOptions({
    // a search is not narrowed by the filter: its answer is the same under any of them
    queryKey: params.q
      ? queryKeyOf(remindersContract.search, { query: { q: params.q, page: params.page } })
      : queryKeyOf(remindersContract.list, {
          query: { filter: params.filter, page: params.page },
        }),
    queryFn: ({ signal }) => getReminders(params, signal),
    placeholderData: keepPreviousData,
    // The screen shows its own error state with a retry.
    meta: { errorToast: false },
  });

export function useReminders(params: RemindersListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...remindersQueryOptions(params), enabled: options.enabled ?? true });
}

/** GET /reminders/upcoming?days: the bell's "coming up" list, with the anniversary and birthdays. */
export async function getUpcoming(days: number, signal?: AbortSignal): Promise<UpcomingReminders> {
  return call(remindersContract.upcoming, { query: { days, limit: 5 } }, { signal });
}

/** The bell's window: reminders due from now to 7 days ahead ("upcoming"). */
export const UPCOMING_DAYS = 7;
const UPCOMING_REFRESH_MAX_MS = 60_000;
const UPCOMING_REFRESH_MIN_MS = 5_000;

/**
 * When to ask again: once a minute (reminders enter the window as time passes), or just
 * after the soonest one falls due, which takes it out of the count.
 */
export function upcomingRefreshDelay(list: RemindersList | undefined, now = Date.now()): number {
  const soonest = list?.reminders[0];
  const untilDue = soonest ? Date.parse(soonest.datetime) - now + 1_000 : Infinity;
  return Math.max(UPCOMING_REFRESH_MIN_MS, Math.min(UPCOMING_REFRESH_MAX_MS, untilDue));
}

export const upcomingQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeyOf(remindersContract.upcoming, { query: { days } }),
    queryFn: ({ signal }) => getUpcoming(days, signal),
    refetchInterval: (query) => upcomingRefreshDelay(query.state.data),
    meta: { errorToast: false },
  });

export function useUpcomingReminders(days: number, options: { enabled: boolean }) {
  return useQuery({ ...upcomingQueryOptions(days), enabled: options.enabled });
}

/**
 * How many reminders are coming up (the header bell's badge): the upcoming list's total
 * and today's anniversary or birthdays,
 * the same query as the bell's "coming up" panel. Reminder changes (here, the partner's
 * through the realtime stream, or the scheduler's) invalidate it.
 */
export function useUpcomingCount(options: { enabled: boolean }): number {
  const data = useUpcomingReminders(UPCOMING_DAYS, options).data;
  // the anniversary or a birthday counts on its day: nobody wrote it, it rings anyway
  const today = data?.occasions.filter((o) => o.daysUntil === 0).length ?? 0;
  return (data?.pagination.totalReminders ?? 0) + today;
}
