import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DangerZone } from '../components/danger-zone';
import { EmailStatus } from '../components/email-status';

describe('<EmailStatus>', () => {
  it('says a verified address is verified, with nothing to resend', () => {
    renderWithProviders(<EmailStatus user={makeUser({ isEmailVerified: true })} />);
    expect(screen.getByTestId('account-email')).toHaveTextContent('an@example.com');
    expect(screen.getByText('Đã xác thực')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi lại email xác thực' })).toBeNull();
  });

  it('resends the link for an unverified address', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/resend-verification': jsonResponse({ message: 'Verification email sent' }),
    });
    signIn();
    renderWithProviders(<EmailStatus user={makeUser({ isEmailVerified: false })} />);
    expect(screen.getByText('Chưa xác thực')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại email xác thực' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        type: 'success',
        title: 'Đã gửi email xác thực',
        message: 'Hãy kiểm tra hộp thư an@example.com.',
      }),
    );
    expect(callsOf(fetchMock).map((c) => c.key)).toEqual(['POST /api/auth/resend-verification']);
  });

  it('answers the rate limit kindly, in minutes, in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    stubApi({
      'POST /api/auth/resend-verification': jsonResponse(
        { message: 'Too many requests, please try again later', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    });
    signIn();
    renderWithProviders(<EmailStatus user={makeUser({ isEmailVerified: false })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        type: 'warning',
        message: 'You have asked several times already. Please try again in 10 minutes.',
      }),
    );
  });
});

describe('<DangerZone>', () => {
  afterEach(() => act(() => closeAllModals()));

  function renderZone() {
    signIn();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/profile" element={<DangerZone />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
        <ModalHost />
      </>,
      { route: '/profile' },
    );
    return userEvent.setup();
  }

  it('explains what deleting means', () => {
    renderZone();
    expect(screen.getByRole('heading', { name: 'Vùng nguy hiểm' })).toBeInTheDocument();
    expect(screen.getByText(/ở lại với người ấy/)).toBeInTheDocument();
  });

  it('asks for the password; a wrong one stays in the dialog, under the field', async () => {
    stubApi({
      'DELETE /api/user/me': jsonResponse(
        { message: 'Current password is incorrect', code: 'INVALID_CURRENT_PASSWORD' },
        { status: 400 },
      ),
    });
    const u = renderZone();
    await u.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản vĩnh viễn?' });
    const password = within(dialog).getByLabelText(/^Mật khẩu/);
    await waitFor(() => expect(password).toHaveFocus());
    await u.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));
    expect(password).toHaveAccessibleDescription('Trường này là bắt buộc');
    await u.type(password, 'Wrong-1234');
    await u.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mật khẩu không đúng.'));
    expect(getSession()).not.toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Giữ tài khoản' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes with the right password, signs out here and goes to /login with a toast', async () => {
    const fetchMock = stubApi({
      'DELETE /api/user/me': jsonResponse({ message: 'Account deleted' }),
    });
    const u = renderZone();
    await u.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/^Mật khẩu/), 'Correct-Horse-9');
    await u.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([
      { key: 'DELETE /api/user/me', body: { password: 'Correct-Horse-9' } },
    ]);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(getToasts()[0]).toMatchObject({ type: 'success', title: 'Đã xóa tài khoản' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there were too many attempts', async () => {
    stubApi({
      'DELETE /api/user/me': jsonResponse(
        { message: 'Too many requests', code: 'RATE_LIMITED' },
        { status: 429 },
      ),
    });
    const u = renderZone();
    await u.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/^Mật khẩu/), 'whatever');
    await u.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }));
    expect(await within(dialog).findByText(/thử quá nhiều lần/)).toBeInTheDocument();
  });
});
