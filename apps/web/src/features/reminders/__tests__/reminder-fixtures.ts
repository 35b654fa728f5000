import type { Reminder, ReminderStatistics } from '@doita/shared';

export function makeReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 'r1',
    userId: 'user-1',
    author: { id: 'user-1', displayName: 'An Nguyễn', avatarUrl: null },
    title: 'Sinh nhật Bình',
    description: 'Đặt bánh kem',
    datetime: '2026-03-12T12:30:00.000Z',
    reminderDate: '2026-03-12',
    reminderTime: '19:30',
    type: 'birthday',
    isCompleted: false,
    completedAt: null,
    isRecurring: true,
    recurringType: 'yearly',
    calendar: 'solar',
    lunarDate: null,
    notified: false,
    isSnoozed: false,
    isPrivate: false,
    leadDays: 0,
    timeZone: 'Asia/Ho_Chi_Minh',
    status: 'upcoming',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export const STATISTICS: ReminderStatistics = {
  total: 1,
  completed: 0,
  pending: 1,
  overdue: 0,
  today: 0,
  upcoming: 1,
  future: 0,
  recurring: 1,
  lunar: 0,
  completionRate: 0,
  byType: { anniversary: 0, birthday: 1, date: 0, custom: 0 },
  byMonth: [{ month: '2026-03', count: 1 }],
};

export const listOf = (reminders: Reminder[]) => ({
  reminders,
  pagination: {
    currentPage: 1,
    totalReminders: reminders.length,
    totalPages: reminders.length ? 1 : 0,
  },
});
