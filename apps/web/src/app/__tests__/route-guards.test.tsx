import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderApp } from '@/test/render';
import { returnPath } from '../route-guards';

describe('route guards', () => {
  it('sends a guest from / to /login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Chào mừng trở lại' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    '/memories',
    '/memories/42/edit',
    '/reminders',
    '/timeline',
    '/profile',
    '/preferences',
    '/couple/connect',
    '/blog/new',
    '/blog/7/edit',
  ])('protects %s', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  it('after signing in, returns the guest to where they were going', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/login': jsonResponse({ token: 't', refreshToken: 'r', user: makeUser() }),
    });
    const { router } = renderApp('/reminders?filter=overdue');
    await screen.findByRole('heading', { name: 'Chào mừng trở lại' });
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'Secret123');
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    // the sign-in's schemas and the reminders page load for the first time here: on a machine
    // running the server suite beside this one that took more than the usual 10 s
    await waitFor(() => expect(router.state.location.pathname).toBe('/reminders'), {
      timeout: 30_000,
    });
    expect(router.state.location.search).toBe('?filter=overdue');
    expect(await screen.findByRole('heading', { name: 'Nhắc nhở', level: 1 })).toBeInTheDocument();
  }, 60_000);

  it('sends a signed-in user away from /login and /register to /', async () => {
    signIn();
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: /An Nguyễn/, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/blog', 'Những câu chuyện tình yêu'],
    // (no network in these tests: the post cannot load, and says so)
    ['/blog/12', 'Không tải được bài viết.'],
    ['/combo-test', 'Bộ giao diện'],
    ['/forgot-password', 'Quên mật khẩu?'],
    ['/reset-password?token=' + 'a'.repeat(43), 'Đặt mật khẩu mới'],
  ])('lets a guest open %s', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('shows the blog sign-in prompt to guests only', async () => {
    renderApp('/blog');
    expect(
      await screen.findByText('Đăng nhập để xem thống kê, viết bài và quản lý blog của bạn.'),
    ).toBeInTheDocument();
  });

  it('lets a signed-in user open the reset and verify links too', async () => {
    signIn();
    const { router } = renderApp('/reset-password?token=' + 'b'.repeat(43));
    expect(
      await screen.findByRole('heading', { name: 'Đặt mật khẩu mới', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('only returns to in-app paths after sign-in', () => {
    expect(returnPath({ from: { pathname: '/memories', search: '?a=1', hash: '' } })).toBe(
      '/memories?a=1',
    );
    expect(returnPath({ from: { pathname: '//evil.example', search: '', hash: '' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
