import type { ReminderFilter } from '@doita/shared';

export interface RemindersListParams {
  filter: ReminderFilter;
  page: number;
  /** search text; empty: the filter's list */
  q: string;
}

/** Every query key of the reminders feature. */
export const remindersQueryKeys = {
  all: ['reminders'] as const,
  lists: () => [...remindersQueryKeys.all, 'list'] as const,
  list: (params: RemindersListParams) => [...remindersQueryKeys.lists(), params] as const,
  statistics: () => [...remindersQueryKeys.all, 'statistics'] as const,
  upcoming: (days: number) => [...remindersQueryKeys.all, 'upcoming', days] as const,
  calendar: () => [...remindersQueryKeys.all, 'calendar'] as const,
  history: (id: string) => [...remindersQueryKeys.all, 'history', id] as const,
};
