import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCouple } from '@/features/couple/__tests__/couple-fixtures';
import { stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderApp } from '@/test/render';

const me = makeUser({ id: 'user-1', username: 'an.nguyen' });

function stubProfileCalls() {
  return stubApi({
    'GET /api/user/me': jsonResponse({ user: me }),
    'GET /api/notifications': jsonResponse({ notifications: [], unreadCount: 0, nextCursor: null }),
    'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }),
    'GET /api/auth/sessions': jsonResponse({
      sessions: [
        {
          id: 's1',
          userAgent: null,
          createdAt: '2026-03-01T00:00:00.000Z',
          lastUsedAt: '2026-03-01T00:00:00.000Z',
          expiresAt: '2026-04-01T00:00:00.000Z',
          current: true,
        },
      ],
    }),
  });
}

describe('/profile', () => {
  it('opens on personal info: three tabs, the selected one owning the panel', async () => {
    signIn(me);
    stubProfileCalls();
    renderApp('/profile');
    const tabs = await screen.findByRole('tablist', { name: 'Các phần của hồ sơ' });
    const [personal, account, relationship] = within(tabs).getAllByRole('tab');
    expect(personal).toHaveAccessibleName('Thông tin cá nhân');
    expect(account).toHaveAccessibleName('Tài khoản');
    expect(relationship).toHaveAccessibleName('Mối quan hệ');
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Thông tin cá nhân' })).toContainElement(
      screen.getByLabelText('Tên người dùng'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'An Nguyễn' })).toBeInTheDocument();
    expect(document.title).toContain('Hồ sơ');
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps the tab in the URL', async () => {
    signIn(me);
    stubProfileCalls();
    const { router } = renderApp('/profile');
    const personal = await screen.findByRole('tab', { name: 'Thông tin cá nhân' });
    const u = userEvent.setup();
    personal.focus();
    await u.keyboard('{ArrowRight}');
    const account = screen.getByRole('tab', { name: 'Tài khoản' });
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=account');
    expect(
      await screen.findByRole('heading', { name: 'Thiết bị đang đăng nhập' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vùng nguy hiểm' })).toBeInTheDocument();
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mối quan hệ' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Hai bạn đã kết nối' })).toBeInTheDocument();
    await u.keyboard('{ArrowRight}');
    expect(personal).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the URL names', async () => {
    signIn(me);
    stubProfileCalls();
    renderApp('/profile?tab=relationship');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mối quan hệ' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByTestId('partner-name')).toHaveTextContent('Bình Trần');
  });
});
