import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { signIn } from '@/test/fixtures';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from '../components/change-password-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

const TOKEN = 'A'.repeat(43);

describe('<ResetPasswordForm>', () => {
  it('shows the invalid-link state with a way to ask again when the URL has no usable token', () => {
    renderWithProviders(<ResetPasswordForm token={null} />);
    expect(screen.getByText('Liên kết không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends token and new password, then offers to sign in', async () => {
    const u = userEvent.setup();
    const post = stubApi({ 'POST /api/auth/reset-password': jsonResponse({ message: 'ok' }) });
    renderWithProviders(<ResetPasswordForm token={TOKEN} />);
    await u.type(screen.getByLabelText(/^Mật khẩu mới/), 'NewSecret1');
    await u.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'NewSecret1');
    await u.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByText('Đã đặt lại mật khẩu')).toBeInTheDocument();
    expect(callsOf(post)).toEqual([
      { key: 'POST /api/auth/reset-password', body: { token: TOKEN, newPassword: 'NewSecret1' } },
    ]);
  });

  it('an expired or used token switches to the invalid-link state', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/reset-password': errorAnswer({ status: 400, code: 'INVALID_TOKEN' }),
    });
    renderWithProviders(<ResetPasswordForm token={TOKEN} />);
    await u.type(screen.getByLabelText(/^Mật khẩu mới/), 'NewSecret1');
    await u.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'NewSecret1');
    await u.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByRole('link', { name: 'Yêu cầu liên kết mới' })).toBeInTheDocument();
  });
});

describe('<ResetPasswordForm> with a malformed token', () => {
  it('a malformed token rejected by the server (422 on token) is an invalid link too', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/reset-password': errorAnswer({
        status: 422,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'token', code: 'validation.invalid', message: 'Invalid value' }],
      }),
    });
    renderWithProviders(<ResetPasswordForm token="short" />);
    await u.type(screen.getByLabelText(/^Mật khẩu mới/), 'NewSecret1');
    await u.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'NewSecret1');
    await u.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByRole('link', { name: 'Yêu cầu liên kết mới' })).toBeInTheDocument();
  });
});

describe('<ForgotPasswordForm>', () => {
  it('always answers with the same "if an account exists" message', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /api/auth/forgot-password': jsonResponse({
        message: 'If an account exists, we sent a link',
      }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await u.type(screen.getByLabelText(/^Email/), 'who@example.com');
    await u.click(screen.getByRole('button', { name: 'Gửi liên kết' }));
    expect(await screen.findByText(/Nếu có tài khoản dùng who@example.com/)).toBeInTheDocument();
  });
});

describe('<ChangePasswordForm>', () => {
  it('is disabled for a guest', () => {
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByText('Hãy đăng nhập để đổi mật khẩu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đổi mật khẩu' })).toBeDisabled();
  });

  it('calls PUT /user/change-password with this device’s refresh token and stores the new pair', async () => {
    signIn();
    const u = userEvent.setup();
    const put = stubApi({
      'PUT /api/user/change-password': jsonResponse({
        message: 'Password changed',
        token: 'new-access',
        refreshToken: 'new-refresh',
      }),
    });
    renderWithProviders(<ChangePasswordForm />);
    await u.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'OldSecret1');
    await u.type(screen.getByLabelText(/^Mật khẩu mới/), 'NewSecret1');
    await u.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'NewSecret1');
    await u.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() =>
      expect(getSession()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh' }),
    );
    // The refresh token lets the new session keep this device's "remember me".
    expect(callsOf(put)).toEqual([
      {
        key: 'PUT /api/user/change-password',
        body: {
          currentPassword: 'OldSecret1',
          newPassword: 'NewSecret1',
          refreshToken: 'refresh-1',
        },
      },
    ]);
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
    expect(getToasts()[0]?.title).toBe('Đã đổi mật khẩu');
  });

  it('puts a wrong current password under its field', async () => {
    signIn();
    const u = userEvent.setup();
    stubApi({
      'PUT /api/user/change-password': errorAnswer({
        status: 400,
        code: 'INVALID_CURRENT_PASSWORD',
      }),
    });
    renderWithProviders(<ChangePasswordForm />);
    await u.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'Wrong1234');
    await u.type(screen.getByLabelText(/^Mật khẩu mới/), 'NewSecret1');
    await u.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'NewSecret1');
    await u.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mật khẩu hiện tại/)).toHaveAccessibleDescription(
        'Mật khẩu hiện tại không đúng.',
      ),
    );
  });
});
