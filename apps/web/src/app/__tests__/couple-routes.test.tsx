import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCouple } from '@/features/couple/__tests__/couple-fixtures';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderApp } from '@/test/render';
import { notificationsContract } from '@doita/shared';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

const me = makeUser({ id: 'user-1' });
const emptyNotifications = jsonResponse({ notifications: [], unreadCount: 0, nextCursor: null });

describe('couple in the app shell', () => {
  it('fetches the connection on start; home shows the couple time display when connected', async () => {
    signIn(me);
    const fetchMock = stubApi({
      'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }),
      'GET /api/user/me': jsonResponse({ user: me }),
      'GET /api/notifications': emptyNotifications,
    });
    renderApp('/');
    expect(await screen.findByTestId('couple-time-display')).toHaveTextContent('Bình Trần');
    expect(screen.queryByRole('link', { name: 'Kết nối ngay' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock).filter((c) => c.key === 'GET /api/couple/connection')).toHaveLength(
      1,
    );
  });

  it('home shows the invitation card when not connected', async () => {
    signIn(me);
    stubApi({
      'GET /api/user/me': jsonResponse({ user: me }),
      'GET /api/notifications': emptyNotifications,
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Kết nối ngay' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
    expect(screen.queryByTestId('couple-time-display')).not.toBeInTheDocument();
  });

  it('/couple/connect shows the card; the bell badge counts unread notifications', async () => {
    signIn(me);
    stubApi({
      'GET /api/user/me': jsonResponse({ user: me }),
      'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      'GET /api/notifications': jsonResponse({
        notifications: [],
        unreadCount: 3,
        nextCursor: null,
      }),
    });
    renderApp('/couple/connect');
    expect(
      await screen.findByRole('heading', { name: 'Kết nối với nửa kia của bạn' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: 'Thông báo: 3 chưa đọc' })).getByTestId(
          'bell-unread-badge',
        ),
      ).toBeInTheDocument(),
    );
  });

  it("shows the partner's acceptance once the bell's poll brings the couple notification", async () => {
    signIn(me);
    let accepted = false;
    const notificationsNow = () =>
      jsonResponse({
        notifications: accepted
          ? [
              {
                id: 'n-1',
                type: 'invitation_accepted',
                data: { actorName: 'Bình Trần', coupleId: 'couple-1' },
                link: '/',
                isRead: false,
                createdAt: new Date().toISOString(),
              },
            ]
          : [
              {
                id: 'n-0',
                type: 'invitation_declined',
                data: { actorName: 'Ai đó' },
                link: null,
                isRead: true,
                createdAt: new Date(Date.now() - 86_400_000).toISOString(),
              },
            ],
        unreadCount: accepted ? 1 : 0,
        nextCursor: null,
      });
    stubApi({
      'GET /api/user/me': jsonResponse({ user: me }),
      'GET /api/notifications': () => notificationsNow(),
      'GET /api/couple/connection': () =>
        accepted
          ? jsonResponse({ couple: makeCouple() })
          : jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    const { queryClient } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Kết nối ngay' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeyOf(notificationsContract.list))).toBeDefined(),
    );

    // the partner accepts; the next poll of the bell carries the news
    accepted = true;
    await queryClient.refetchQueries({ queryKey: areaKeyOf(notificationsContract.list) });
    expect(await screen.findByTestId('couple-time-display')).toHaveTextContent('Bình Trần');
  });
});
