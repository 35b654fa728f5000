import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { passkeyProblemOf } from '../api/passkeys';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { PasskeysPanel } from '../components/passkeys-panel';

function passkey(id: string, name: string, lastUsedAt: string | null = null): Passkey {
  return {
    id,
    name,
    createdAt: '2026-03-01T01:00:00.000Z',
    lastUsedAt,
    deviceType: 'multiDevice',
    backedUp: true,
  };
}

/** A browser with WebAuthn whose prompt answers `answer` (jsdom has none). */
function withWebAuthn(answer: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { get: answer, create: answer },
  });
}

function renderPanel() {
  signIn();
  renderWithProviders(
    <>
      <PasskeysPanel timeZone="Asia/Ho_Chi_Minh" />
      <ModalHost />
    </>,
  );
  return userEvent.setup();
}

describe('<PasskeysPanel>', () => {
  afterEach(() => {
    act(() => closeAllModals());
    vi.unstubAllGlobals();
  });

  it('lists my passkeys with their last use, and says where the browser cannot add one', async () => {
    stubApi({
      'GET /api/auth/passkeys': jsonResponse({
        passkeys: [
          passkey('p1', 'Điện thoại của Lan', '2026-03-10T03:05:00.000Z'),
          passkey('p2', 'Laptop'),
        ],
      }),
    });
    renderPanel();
    const rows = await screen.findAllByTestId('passkey-row');
    expect(rows[0]).toHaveTextContent('Điện thoại của Lan');
    expect(rows[0]).toHaveTextContent('Dùng lần cuối lúc 10/03/2026 10:05');
    expect(rows[1]).toHaveTextContent('Chưa dùng để đăng nhập');
    expect(rows[1]).toHaveTextContent('Đồng bộ giữa các thiết bị');
    // jsdom has no WebAuthn: nothing to add from here, and it says why
    expect(screen.queryByRole('button', { name: 'Thêm khóa truy cập' })).not.toBeInTheDocument();
    expect(screen.getByText(/Trình duyệt này chưa hỗ trợ khóa truy cập/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(rows[1]).toHaveTextContent('Not used to sign in yet');
  });

  it('says so when there are none', async () => {
    withWebAuthn(() => Promise.reject(new Error('unused')));
    stubApi({ 'GET /api/auth/passkeys': jsonResponse({ passkeys: [] }) });
    renderPanel();
    expect(await screen.findByTestId('passkeys-empty')).toHaveTextContent(
      'Bạn chưa có khóa truy cập nào.',
    );
    expect(screen.getByRole('button', { name: 'Thêm khóa truy cập' })).toBeInTheDocument();
  });

  it('asks for the password before the browser is asked, and says under it when it is wrong', async () => {
    const create = vi.fn(() =>
      Promise.reject(new DOMException('The operation was not allowed.', 'NotAllowedError')),
    );
    withWebAuthn(create);
    let tries = 0;
    const fetchMock = stubApi({
      'GET /api/auth/passkeys': jsonResponse({ passkeys: [] }),
      'POST /api/auth/passkeys/register/options': () =>
        ++tries === 1
          ? jsonResponse(
              {
                statusCode: 400,
                code: 'INVALID_CURRENT_PASSWORD',
                message: 'Current password is incorrect',
              },
              { status: 400 },
            )
          : jsonResponse({
              rp: { name: 'Đôi Ta', id: 'localhost' },
              user: { id: 'dXNlcg', name: 'lan@example.com', displayName: 'Lan' },
              challenge: 'Y2hhbGxlbmdl',
              pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
              timeout: 300000,
            }),
    });
    const u = renderPanel();
    const submit = await screen.findByRole('button', { name: 'Thêm khóa truy cập' });
    const password = screen.getByLabelText('Mật khẩu của bạn');
    // nothing typed: said under the field, nothing sent, the browser not asked
    await u.click(submit);
    expect(await screen.findByText('Hãy nhập mật khẩu để thêm khóa truy cập.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(fetchMock).map((c) => c.key)).not.toContain(
      'POST /api/auth/passkeys/register/options',
    );
    // a wrong one: the server's answer under the field, emptied for another try
    await u.type(password, ' Sai-mat-khau 1 ');
    await u.click(submit);
    expect(await screen.findByText('Mật khẩu hiện tại không đúng.')).toBeInTheDocument();
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(create).not.toHaveBeenCalled();
    // the right one, sent as typed (spaces kept); the browser's prompt comes next
    await u.type(password, ' Mat-khau 1 ');
    await u.click(submit);
    expect(
      await screen.findByText(
        'Bạn đã hủy, hoặc đã hết thời gian chờ. Thử lại khi bạn sẵn sàng nhé.',
      ),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(callsOf(fetchMock)).toContainEqual({
      key: 'POST /api/auth/passkeys/register/options',
      body: { password: ' Mat-khau 1 ' },
    });
  });

  it('sends no rename for a name that shows nothing (zero-width characters only)', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/passkeys': jsonResponse({ passkeys: [passkey('p1', 'Laptop')] }),
    });
    const u = renderPanel();
    await u.click(await screen.findByRole('button', { name: 'Đổi tên “Laptop”' }));
    const input = screen.getByRole('textbox', { name: 'Tên mới của “Laptop”' });
    await u.clear(input);
    await u.type(input, ' \u200b\u200d {Enter}');
    expect(await screen.findByRole('button', { name: 'Đổi tên “Laptop”' })).toBeInTheDocument();
    expect(callsOf(fetchMock).map((c) => c.key)).not.toContain('PATCH /api/auth/passkeys/p1');
  });

  it('renames in place and removes after a confirm', async () => {
    let listed = 0;
    const fetchMock = stubApi({
      'GET /api/auth/passkeys': () =>
        jsonResponse({ passkeys: ++listed < 3 ? [passkey('p1', 'Laptop')] : [] }),
      'PATCH /api/auth/passkeys/p1': jsonResponse({ passkey: passkey('p1', 'Máy ở nhà') }),
      'DELETE /api/auth/passkeys/p1': jsonResponse({ message: 'Passkey removed' }),
    });
    const u = renderPanel();
    await u.click(await screen.findByRole('button', { name: 'Đổi tên “Laptop”' }));
    const input = screen.getByRole('textbox', { name: 'Tên mới của “Laptop”' });
    await u.clear(input);
    await u.type(input, 'Máy ở nhà{Enter}');
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual({
        key: 'PATCH /api/auth/passkeys/p1',
        body: { name: 'Máy ở nhà' },
      }),
    );
    expect(getToasts()[0]).toMatchObject({ title: 'Đã đổi tên thành “Máy ở nhà”' });

    await u.click(await screen.findByRole('button', { name: 'Xóa “Laptop”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa khóa truy cập “Laptop”?' });
    await u.click(within(dialog).getByRole('button', { name: 'Xóa khóa' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).map((c) => c.key)).toContain('DELETE /api/auth/passkeys/p1'),
    );
    expect(await screen.findByTestId('passkeys-empty')).toBeInTheDocument();
  });
});

describe('<PasskeySignIn>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains when the browser has no passkeys', () => {
    renderWithProviders(<PasskeySignIn remember={() => false} />);
    expect(
      screen.queryByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/hãy đăng nhập bằng e-mail và mật khẩu/)).toBeInTheDocument();
  });

  it('says the person cancelled (or holds no passkey here) when the prompt is dismissed', async () => {
    withWebAuthn(() =>
      Promise.reject(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      ),
    );
    stubApi({
      'POST /api/auth/passkeys/login/options': jsonResponse({
        challenge: 'Y2hhbGxlbmdl',
        allowCredentials: [],
        userVerification: 'preferred',
        rpId: 'localhost',
        timeout: 300000,
      }),
    });
    renderWithProviders(<PasskeySignIn remember={() => false} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }));
    expect(
      await screen.findByText(
        'Bạn đã hủy, hoặc thiết bị này không có khóa truy cập nào cho Đôi Ta.',
      ),
    ).toBeInTheDocument();
  });
});

describe('passkeyProblemOf', () => {
  it('tells the cases apart', () => {
    expect(passkeyProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('cancelled');
    expect(
      passkeyProblemOf({
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    ).toBe('alreadyAdded');
    expect(passkeyProblemOf(Object.assign(new Error('x'), { name: 'InvalidStateError' }))).toBe(
      'alreadyAdded',
    );
    expect(passkeyProblemOf(Object.assign(new Error('x'), { code: 'PASSKEY_NOT_ACCEPTED' }))).toBe(
      'notRecognised',
    );
    expect(passkeyProblemOf(Object.assign(new Error('x'), { code: 'PASSKEY_LIMIT' }))).toBe(
      'limit',
    );
    expect(passkeyProblemOf(new Error('WebAuthn is not supported in this browser'))).toBe(
      'unsupported',
    );
  });
});
