import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { callsOf, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { NotificationList } from '../components/notification-list';

function note(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: 'n1',
    type: 'invitation_received',
    data: { actorName: 'Bình', coupleId: 'c1' },
    link: '/couple/connect',
    isRead: false,
    createdAt: '2026-03-10T03:00:00.000Z',
    ...overrides,
  };
}

const page = {
  notifications: [
    note({}),
    note({ id: 'n2', type: 'invitation_accepted', isRead: true }),
    note({ id: 'n3', type: 'milestone', data: { kind: 'days', count: 100 }, link: null }),
    note({
      id: 'n4',
      type: 'couple_disconnected',
      data: { actorName: 'Minh', reason: 'account_deleted' },
      link: null,
    }),
  ],
  unreadCount: 2,
  nextCursor: null,
};

describe('<NotificationList>', () => {
  it('words each notification from its type and data, in the user language', async () => {
    stubApi({ 'GET /api/notifications': jsonResponse(page) });
    renderWithProviders(<NotificationList />);
    expect(await screen.findByText('Bình muốn kết nối với bạn')).toBeInTheDocument();
    expect(screen.getByText('Bình đã chấp nhận lời mời kết nối')).toBeInTheDocument();
    expect(screen.getByText('Hôm nay là ngày thứ 100 bên nhau')).toBeInTheDocument();
    expect(
      screen.getByText('Minh đã xóa tài khoản. Những kỷ niệm chung vẫn ở lại với bạn.'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Bình wants to connect with you')).toBeInTheDocument();
    expect(screen.getByText('Bình accepted your invitation')).toBeInTheDocument();
    expect(screen.getByText('Today is day 100 together')).toBeInTheDocument();
    expect(
      screen.getByText('Minh deleted their account. The memories you shared are yours to keep.'),
    ).toBeInTheDocument();
  });

  it('marks one read when opened (following its link) and all read on request', async () => {
    const fetchMock = stubApi({
      'GET /api/notifications': jsonResponse(page),
      'PATCH /api/notifications/n1/read': jsonResponse({ notification: note({ isRead: true }) }),
      'POST /api/notifications/read-all': jsonResponse({ message: 'ok' }),
    });
    renderWithProviders(<NotificationList />);
    const u = userEvent.setup();
    await u.click(await screen.findByText('Bình muốn kết nối với bạn'));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'PATCH /api/notifications/n1/read')).toBe(
        true,
      ),
    );
    await u.click(await screen.findByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/notifications/read-all')).toBe(
        true,
      ),
    );
  });

  it('says so when there is nothing', async () => {
    stubApi({
      'GET /api/notifications': jsonResponse({
        notifications: [],
        unreadCount: 0,
        nextCursor: null,
      }),
    });
    renderWithProviders(<NotificationList />);
    expect(await screen.findByText('Chưa có thông báo nào')).toBeInTheDocument();
  });
});
