import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { makeUser } from '@/test/fixtures';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LoginForm } from '../components/login-form';

const user = makeUser();
const answer = { token: 'access', refreshToken: 'refresh', user };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('<LoginForm>', () => {
  it('shows required and email errors under the fields in Vietnamese, wired for assistive tech', async () => {
    const u = userEvent.setup();
    const post = stubApi({});
    renderWithProviders(<LoginForm />);
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Mật khẩu/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(password).toHaveAccessibleDescription('Trường này là bắt buộc');

    await u.type(email, 'not-an-email');
    await u.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email không hợp lệ'));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the same errors in English after switching language', async () => {
    const u = userEvent.setup();
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<LoginForm />);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required'),
    );
    await u.type(screen.getByLabelText(/^Email/), 'x@');
    await u.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address'),
    );
  });

  it('disables the form and shows a busy button while signing in, then stores the session', async () => {
    const u = userEvent.setup();
    const pending = deferred<Response>();
    const post = stubApi({ 'POST /api/auth/login': () => pending.promise });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), '  An@Example.com ');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'Secret123');
    await u.click(screen.getByLabelText('Ghi nhớ đăng nhập'));
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const busy = await screen.findByRole('button', { name: 'Đang đăng nhập...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(callsOf(post)).toContainEqual({
      key: 'POST /api/auth/login',
      body: { email: 'an@example.com', password: 'Secret123', rememberMe: true },
    });

    await act(() => {
      pending.resolve(jsonResponse(answer));
      return pending.promise;
    });
    await waitFor(() => expect(getSession()?.token).toBe('access'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: user.id });
    expect(localStorage.getItem('auth_token')).toBe('access');
    expect(localStorage.getItem('refresh_token')).toBe('refresh');
    expect(localStorage.getItem('remember_user')).toBe('true');
    expect(getToasts()[0]?.title).toBe('Chào mừng trở lại, An Nguyễn!');
  });

  it('explains wrong credentials in place (no session-expired toast)', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/login': errorAnswer({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      }),
    });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Đăng nhập thất bại');
    expect(alert).toHaveTextContent('Email hoặc mật khẩu không đúng.');
    expect(getToasts()).toHaveLength(0);
    expect(getSession()).toBeNull();
  });

  it('maps a 422 errors[] onto the fields, translated', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/login': errorAnswer({
        status: 422,
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        errors: [
          {
            field: 'password',
            code: 'validation.maxLength:128',
            message: 'Must be at most 128 characters',
          },
        ],
      }),
    });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'x');
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mật khẩu/)).toHaveAccessibleDescription('Tối đa 128 ký tự'),
    );
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an answer without token and user: Invalid response format from server', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /api/auth/login': jsonResponse({ message: 'ok' }) });
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'Secret123');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        message: 'Invalid response format from server',
      }),
    );
    expect(getSession()).toBeNull();
  });

  it('says when to try again after too many attempts', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/login': errorAnswer({
        status: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: 30,
      }),
    });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'x');
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng thử lại sau 30 giây.');
  });

  it('counts a long wait in minutes', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/login': errorAnswer({
        status: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: 643,
      }),
    });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'an@example.com');
    await u.type(screen.getByLabelText(/^Mật khẩu/), 'x');
    await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng thử lại sau 11 phút.');
  });
});
