import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { remindersQueryKeys } from './reminders-query-keys';

export interface CalendarStatus {
  active: boolean;
  createdAt: string | null;
}
export interface CalendarLink {
  url: string;
  webcalUrl: string;
}

/** GET /calendar/subscription */
export async function getCalendarStatus(signal?: AbortSignal): Promise<CalendarStatus> {
  const body = await api.get<Partial<CalendarStatus>>('/calendar/subscription', { signal });
  return { active: body?.active === true, createdAt: body?.createdAt ?? null };
}

export function useCalendarStatus() {
  return useQuery({
    queryKey: remindersQueryKeys.calendar(),
    queryFn: ({ signal }) => getCalendarStatus(signal),
  });
}

/** POST /calendar/subscription: a new secret link (the old one stops working). */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarLink>('/calendar/subscription'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKeys.calendar() }),
  });
}

/** DELETE /calendar/subscription */
export function useTurnOffCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>('/calendar/subscription'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKeys.calendar() }),
  });
}
