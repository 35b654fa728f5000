import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { makeUser, preferencesFixture, signIn } from '@/test/fixtures';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { findMenuTrigger, jsonResponse, renderApp } from '@/test/render';

async function openUserMenu() {
  const u = userEvent.setup();
  const trigger = await findMenuTrigger('Tài khoản của An Nguyễn');
  await u.click(trigger);
  return { u, menu: await screen.findByRole('menu') };
}

describe('app shell', () => {
  it('has landmarks, a skip link and the main navigation', async () => {
    signIn();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Bỏ qua đến nội dung chính' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Trang chủ', 'Bên nhau', 'Blog', 'Kỷ niệm', 'Nhắc nhở', 'Dòng thời gian']);
  });

  it('signs out: calls logout, toasts success, clears storage and goes to /login', async () => {
    signIn();
    const post = stubApi({ 'POST /api/auth/logout': jsonResponse({ message: 'Logged out' }) });
    const { router } = renderApp('/');
    const { u, menu } = await openUserMenu();
    await u.click(within(menu).getByRole('menuitem', { name: 'Đăng xuất' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsOf(post)).toContainEqual({
      key: 'POST /api/auth/logout',
      body: { refreshToken: 'refresh-1' },
    });
    expect(getToasts()[0]?.title).toBe('Đăng xuất thành công');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('remember_user')).toBeNull();
  });

  it('signs out even when logout fails, with the "Logout failed" toast', async () => {
    // the account's language is the one the app shows
    signIn(
      makeUser({ preferences: { language: 'en', theme: 'light', timeZone: 'Asia/Ho_Chi_Minh' } }),
    );
    await act(() => i18n.changeLanguage('en'));
    stubApi({ 'POST /api/auth/logout': errorAnswer({ status: 500, message: 'Internal error' }) });
    const { router } = renderApp('/');
    const u = userEvent.setup();
    await u.click(await findMenuTrigger("An Nguyễn's account"));
    await u.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToasts()[0]?.title).toBe('Logout failed');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('switches the language: persisted, saved to the account, <html lang> set, texts follow', async () => {
    signIn();
    const fetchMock = stubApi({
      'PUT /api/user/preferences': (body) =>
        jsonResponse({ preferences: { ...preferencesFixture, ...(body as object) } }),
    });
    renderApp('/');
    const u = userEvent.setup();
    await u.click(await findMenuTrigger(/Đổi ngôn ngữ/));
    await u.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('locale')).toBe('en');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Memories' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual({
        key: 'PUT /api/user/preferences',
        body: { language: 'en' },
      }),
    );
  });

  it('offers the four themes in the avatar menu (the floating button keeps to wide screens)', async () => {
    signIn();
    stubApi({
      'PUT /api/user/preferences': (body) =>
        jsonResponse({ preferences: { ...preferencesFixture, ...(body as object) } }),
    });
    renderApp('/');
    const { u, menu } = await openUserMenu();
    const radios = within(menu).getAllByRole('menuitemradio');
    expect(radios.map((r) => r.textContent)).toEqual(['Sáng', 'Tối', 'Lãng mạn', 'Mùa xuân']);
    await u.click(within(menu).getByRole('menuitemradio', { name: 'Tối' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('the bell shows no badge and an honest empty state', async () => {
    signIn();
    stubApi({
      'GET /api/notifications': jsonResponse({
        notifications: [],
        unreadCount: 0,
        nextCursor: null,
      }),
    });
    renderApp('/');
    const u = userEvent.setup();
    await u.click(await findMenuTrigger('Thông báo'));
    expect(await screen.findByText('Chưa có thông báo nào')).toBeInTheDocument();
  });

  it('a session that cannot be refreshed toasts once and goes to /login', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ code: 'UNAUTHORIZED' }), { status: 401 })),
      ),
    );
    const { router } = renderApp('/memories');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToasts().map((t) => t.title)).toEqual(['Phiên đăng nhập hết hạn']);
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/memories' } });
    expect(getSession()).toBeNull();
  });

  it('moves focus to the new page after a navigation, but not away from a field chosen there or an open menu', async () => {
    // the frames run when the test says, so a field can be focused before the shell's frame
    const frames = new Map<number, FrameRequestCallback>();
    let lastId = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.set(++lastId, callback);
      return lastId;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
    const runFrames = () =>
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(performance.now());
      });
    try {
      const { router } = renderApp('/blog');
      await screen.findByRole('heading', { name: 'Những câu chuyện tình yêu', level: 1 });
      await act(() => router.navigate('/forgot-password'));
      await screen.findByRole('heading', { name: 'Quên mật khẩu?', level: 1 });
      runFrames();
      expect(screen.getByRole('main')).toHaveFocus();

      await act(() => router.navigate('/login'));
      const email = await screen.findByLabelText(/^Email/);
      // the person taps the field before the next frame: what they type goes there
      act(() => email.focus());
      runFrames();
      expect(email).toHaveFocus();

      // A menu opened while the next page was still on its way (the address changes before
      // the page is drawn) stays open when it arrives: moving focus to the page closed it.
      const u = userEvent.setup();
      await u.click(await findMenuTrigger(/Đổi ngôn ngữ/));
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
      await act(() => router.navigate('/forgot-password'));
      await screen.findByRole('heading', { name: 'Quên mật khẩu?', level: 1 });
      expect(frames.size).toBeGreaterThan(0);
      runFrames();
      expect(screen.getByRole('menu')).toBe(menu);
      expect(menu).toContainElement(document.activeElement as HTMLElement);
      await u.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));

      // A page opened from a menu: the menu closes on the way, and focus goes to the page.
      await u.click(await findMenuTrigger('Open menu'));
      const sheet = await screen.findByRole('dialog');
      await u.click(within(sheet).getByRole('link', { name: 'Blog' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
      await screen.findByRole('heading', { name: 'Love stories', level: 1 });
      runFrames();
      expect(screen.getByRole('main')).toHaveFocus();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
