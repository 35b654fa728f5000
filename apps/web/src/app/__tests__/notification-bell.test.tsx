import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { upcomingRefreshDelay } from '@/features/reminders/api/get-reminders';
import { makeReminder } from '@/features/reminders/__tests__/reminder-fixtures';
import { stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { findMenuTrigger, jsonResponse, renderWithProviders } from '@/test/render';
import { NotificationBell } from '../layout/header-menus';
import { remindersContract } from '@doita/shared';
import { areaKeyOf } from '@/lib/query-key';

const notifications = (unreadCount: number) =>
  jsonResponse({ notifications: [], unreadCount, nextCursor: null });
const upcoming = (total: number) =>
  jsonResponse({
    reminders:
      total > 0
        ? [makeReminder({ datetime: new Date(Date.now() + 86_400_000).toISOString() })]
        : [],
    pagination: { currentPage: 1, totalReminders: total, totalPages: total },
    occasions: [],
  });

describe('the header bell', () => {
  it('shows one badge, never two: the unread notifications when any, the label saying both', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    stubApi({
      'GET /api/notifications': notifications(2),
      'GET /api/reminders/upcoming': upcoming(3),
    });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', {
      name: 'Thông báo: 2 chưa đọc, 3 nhắc nhở sắp tới',
    });
    expect(within(bell).getByTestId('bell-unread-badge')).toHaveTextContent('2');
    expect(within(bell).queryByTestId('bell-upcoming-badge')).not.toBeInTheDocument();
    expect(bell.querySelectorAll('[data-testid^="bell-"]')).toHaveLength(1);
  });

  it('counts the upcoming reminders once everything is read (the bell badge), following changes', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    let total = 1;
    stubApi({
      'GET /api/notifications': notifications(0),
      'GET /api/reminders/upcoming': () => upcoming(total),
    });
    const { queryClient } = renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: '1 nhắc nhở sắp tới' });
    expect(within(bell).getByTestId('bell-upcoming-badge')).toHaveTextContent('1');
    expect(within(bell).queryByTestId('bell-unread-badge')).not.toBeInTheDocument();
    // a reminder created here, by the partner (realtime) or moved by the scheduler
    total = 12;
    await act(() => queryClient.invalidateQueries({ queryKey: areaKeyOf(remindersContract.get) }));
    const more = await screen.findByRole('button', { name: '12 nhắc nhở sắp tới' });
    expect(within(more).getByTestId('bell-upcoming-badge')).toHaveTextContent('9+');
  });

  it("someone single counts their own reminders; today's birthday counts too", async () => {
    signIn(makeUser());
    stubApi({
      'GET /api/notifications': notifications(1),
      'GET /api/reminders/upcoming': jsonResponse({
        reminders: [makeReminder({ datetime: new Date(Date.now() + 86_400_000).toISOString() })],
        pagination: { currentPage: 1, totalReminders: 2, totalPages: 1 },
        occasions: [
          {
            id: 'birthday:user-1:2026',
            kind: 'birthday',
            userId: 'user-1',
            name: 'An',
            date: '2026-03-10',
            years: 30,
            daysUntil: 0,
          },
        ],
      }),
    });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', {
      name: 'Thông báo: 1 chưa đọc, 3 nhắc nhở sắp tới',
    });
    // one badge: the unread one wins
    expect(within(bell).getByTestId('bell-unread-badge')).toHaveTextContent('1');
  });

  it('the menu opens on the coming-up list', async () => {
    signIn(makeUser({ coupleId: 'couple-1' }));
    stubApi({
      'GET /api/notifications': notifications(0),
      'GET /api/reminders/upcoming': upcoming(1),
    });
    renderWithProviders(<NotificationBell />);
    await userEvent
      .setup()
      .click(await findMenuTrigger('1 nhắc nhở sắp tới'));
    await waitFor(() =>
      expect(screen.getByTestId('upcoming-panel')).toHaveTextContent('Sinh nhật Bình'),
    );
  });
});

describe('upcomingRefreshDelay', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  const list = (datetime: string) => ({
    reminders: [makeReminder({ datetime })],
    pagination: { currentPage: 1, totalReminders: 1, totalPages: 1 },
  });
  it('asks again just after the soonest falls due, at most a minute apart', () => {
    expect(upcomingRefreshDelay(list('2026-05-01T10:00:20Z'), now)).toBe(21_000);
    expect(upcomingRefreshDelay(list('2026-05-03T10:00:00Z'), now)).toBe(60_000);
    expect(upcomingRefreshDelay(undefined, now)).toBe(60_000);
    expect(upcomingRefreshDelay(list('2026-05-01T10:00:01Z'), now)).toBe(5_000);
  });
});
