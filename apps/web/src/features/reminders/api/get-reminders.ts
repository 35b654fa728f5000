import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REMINDER_LIMITS, type RemindersList, type UpcomingReminders } from '@doita/shared';
import { api } from '@/lib/api-client';
import { type RemindersListParams, remindersQueryKeys } from './reminders-query-keys';

export const REMINDERS_PAGE_SIZE = REMINDER_LIMITS.pageSize;

const emptyList = (page: number): RemindersList => ({
  reminders: [],
  pagination: { currentPage: page, totalReminders: 0, totalPages: 0 },
});

function listOf(body: Partial<RemindersList> | undefined, page: number): RemindersList {
  if (!body || !Array.isArray(body.reminders) || !body.pagination) return emptyList(page);
  return { reminders: body.reminders, pagination: body.pagination };
}

/** GET /reminders?filter&page&limit, or GET /reminders/search?q when searching. */
export async function getReminders(
  params: RemindersListParams,
  signal?: AbortSignal,
): Promise<RemindersList> {
  const query = { page: params.page, limit: REMINDERS_PAGE_SIZE };
  const body = params.q
    ? await api.get<Partial<RemindersList>>('/reminders/search', {
        query: { ...query, q: params.q },
        signal,
      })
    : await api.get<Partial<RemindersList>>('/reminders', {
        query: { ...query, filter: params.filter },
        signal,
      });
  return listOf(body, params.page);
}

export const remindersQueryOptions = (params: RemindersListParams) =>
  queryOptions({
    queryKey: remindersQueryKeys.list(params),
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
  const body = await api.get<Partial<UpcomingReminders>>('/reminders/upcoming', {
    query: { days, limit: 5 },
    signal,
  });
  return {
    ...listOf(body, 1),
    occasions: Array.isArray(body?.occasions) ? body.occasions : [],
  };
}

/** The bell's window: reminders due from now to 7 days ahead (spec section 4 "Upcoming"). */
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
    queryKey: remindersQueryKeys.upcoming(days),
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
  // the anniversary or a birthday counts on its day (issue 17): nobody wrote it, it rings anyway
  const today = data?.occasions.filter((o) => o.daysUntil === 0).length ?? 0;
  return (data?.pagination.totalReminders ?? 0) + today;
}
