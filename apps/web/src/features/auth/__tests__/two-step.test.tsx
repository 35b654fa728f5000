import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LoginForm } from '../components/login-form';
import { TwoStepPanel } from '../components/two-step-panel';

const user = makeUser();
const CHALLENGE = 'c'.repeat(43);
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghij`.replace(/\d/, 'k'));

async function passwordStep(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^Email/), 'lan@example.com');
  await u.type(screen.getByLabelText(/^Mật khẩu/), 'Abcdefg-1');
  await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('sign-in with two-step on', () => {
  it('asks for the 6-digit code after the password, then signs in with it', async () => {
    const u = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/auth/login': jsonResponse({ totpRequired: true, challenge: CHALLENGE }),
      'POST /api/auth/login/totp': jsonResponse({ token: 'access', refreshToken: 'refresh', user }),
    });
    renderWithProviders(<LoginForm />);
    await passwordStep(u);
    const code = await screen.findByLabelText(/^Mã 6 số/);
    expect(getSession()).toBeNull();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await u.type(code, '123 456');
    await u.click(screen.getByRole('button', { name: 'Xác minh' }));
    await waitFor(() => expect(getSession()?.token).toBe('access'));
    expect(callsOf(fetchMock)).toContainEqual({
      key: 'POST /api/auth/login/totp',
      body: { challenge: CHALLENGE, code: '123 456' },
    });
  });

  it('checks the shape before sending, and says a wrong code in place', async () => {
    const u = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/auth/login': jsonResponse({ totpRequired: true, challenge: CHALLENGE }),
      'POST /api/auth/login/totp': jsonResponse(
        { code: 'TOTP_INVALID_CODE', message: 'nope' },
        { status: 401 },
      ),
    });
    renderWithProviders(<LoginForm />);
    await passwordStep(u);
    const code = await screen.findByLabelText(/^Mã 6 số/);
    await u.type(code, '12a');
    await u.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(code).toHaveAccessibleDescription('Mã gồm đúng 6 chữ số.');
    expect(callsOf(fetchMock).map((c) => c.key)).not.toContain('POST /api/auth/login/totp');
    await u.clear(code);
    await u.type(code, '000000');
    await u.click(screen.getByRole('button', { name: 'Xác minh' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Mã chưa đúng hoặc đã được dùng rồi. Hãy nhập mã mới trên ứng dụng.',
      ),
    );
    expect(code).toHaveValue('');
  });

  it('takes a recovery code instead, and goes back to the password when the challenge ended', async () => {
    const u = userEvent.setup();
    await act(() => i18n.changeLanguage('en'));
    stubApi({
      'POST /api/auth/login': jsonResponse({ totpRequired: true, challenge: CHALLENGE }),
      'POST /api/auth/login/totp': jsonResponse(
        { code: 'TOTP_CHALLENGE_ENDED', message: 'expired' },
        { status: 401 },
      ),
    });
    renderWithProviders(<LoginForm />);
    await u.type(screen.getByLabelText(/^Email/), 'lan@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'Abcdefg-1');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await u.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    await u.type(recovery, 'abcde-fgh27');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });
});

describe('<TwoStepPanel>', () => {
  it('sets up with the QR code and the key, then shows the recovery codes once', async () => {
    signIn();
    const u = userEvent.setup();
    let enabled = false;
    const fetchMock = stubApi({
      'GET /api/auth/totp': () => jsonResponse({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/auth/totp/setup': jsonResponse({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
      'POST /api/auth/totp/enable': () => {
        enabled = true;
        return jsonResponse({ recoveryCodes: codes });
      },
    });
    renderWithProviders(<TwoStepPanel />);
    await u.click(await screen.findByRole('button', { name: 'Thiết lập' }));
    expect(await screen.findByRole('img', { name: /Mã QR/ })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await u.type(screen.getByLabelText(/^Mã 6 số/), '654321');
    await u.click(screen.getByRole('button', { name: 'Bật xác minh hai bước' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(callsOf(fetchMock)).toContainEqual({
      key: 'POST /api/auth/totp/enable',
      body: { code: '654321' },
    });
    await u.click(screen.getByRole('button', { name: 'Tôi đã cất giữ' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText('Đang bật. Còn 10 mã khôi phục chưa dùng.')).toBeInTheDocument();
  });

  it('turns off with the password; a wrong one is said in place', async () => {
    signIn();
    const u = userEvent.setup();
    let attempts = 0;
    stubApi({
      'GET /api/auth/totp': () => jsonResponse({ enabled: attempts < 2, recoveryCodesLeft: 4 }),
      'POST /api/auth/totp/disable': () =>
        ++attempts === 1
          ? jsonResponse(
              { code: 'INVALID_CURRENT_PASSWORD', message: 'Current password is incorrect' },
              { status: 400 },
            )
          : jsonResponse({ message: 'Two-step sign-in is off' }),
    });
    renderWithProviders(<TwoStepPanel />);
    await u.click(await screen.findByRole('button', { name: 'Tắt xác minh hai bước' }));
    await u.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'Wrong-1');
    await u.click(screen.getByRole('button', { name: 'Tắt' }));
    expect(await screen.findByText('Chưa tắt được')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Mật khẩu hiện tại/), 'Abcdefg-1');
    await u.click(screen.getByRole('button', { name: 'Tắt' }));
    expect(await screen.findByRole('button', { name: 'Thiết lập' })).toBeInTheDocument();
  });

  it('shows a retry when the status cannot load', async () => {
    signIn();
    stubApi({
      'GET /api/auth/totp': jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
    });
    renderWithProviders(<TwoStepPanel />);
    expect(
      await screen.findByText('Không tải được cài đặt xác minh hai bước.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
