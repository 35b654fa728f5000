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

  it('words what the partner did, folded ones with their count, in both languages', async () => {
    const partner = (id: string, type: AppNotification['type'], data: AppNotification['data']) =>
      note({ id, type, data: { actorName: 'An', ...data }, link: '/memories' });
    stubApi({
      'GET /api/notifications': jsonResponse({
        notifications: [
          partner('m1', 'memory_created', { memoryId: 'x', title: 'Đà Lạt', count: 1 }),
          partner('m2', 'memory_created', { memoryId: 'y', title: 'Huế', count: 6, several: true }),
          partner('m3', 'memory_reaction', { memoryId: 'x', title: 'Đà Lạt', emoji: '😍' }),
          partner('m4', 'memory_comment', { memoryId: 'x', title: 'Đà Lạt', excerpt: 'Nhớ quá' }),
          partner('p1', 'post_published', { postId: 'p', title: 'Tết' }),
          partner('p2', 'post_liked', { postId: 'p', title: 'Tết' }),
          partner('p3', 'post_comment', { postId: 'p', title: 'Tết', excerpt: 'Hay', count: 2 }),
          partner('i1', 'invitation_declined', {}),
        ],
        unreadCount: 8,
        nextCursor: null,
      }),
    });
    renderWithProviders(<NotificationList />);
    expect(await screen.findByText('An đã lưu kỷ niệm “Đà Lạt”')).toBeInTheDocument();
    expect(screen.getByText('An đã thêm 6 kỷ niệm')).toBeInTheDocument();
    expect(screen.getByText('An đã thả 😍 vào “Đà Lạt”')).toBeInTheDocument();
    expect(screen.getByText('An đã bình luận “Đà Lạt”: Nhớ quá')).toBeInTheDocument();
    expect(screen.getByText('An đã đăng bài viết “Tết”')).toBeInTheDocument();
    expect(screen.getByText('An đã thích bài viết “Tết”')).toBeInTheDocument();
    expect(screen.getByText('An đã viết 2 bình luận vào bài viết của bạn')).toBeInTheDocument();
    expect(screen.getByText('An đã từ chối lời mời kết nối')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('An added 6 memories')).toBeInTheDocument();
    expect(screen.getByText('An reacted 😍 to “Đà Lạt”')).toBeInTheDocument();
    expect(screen.getByText('An liked your post “Tết”')).toBeInTheDocument();
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
