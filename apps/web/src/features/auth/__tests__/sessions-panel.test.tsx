import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getSession } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SessionsPanel } from '../components/sessions-panel';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function session(id: string, userAgent: string | null, current = false): AccountSession {
  return {
    id,
    userAgent,
    createdAt: '2026-03-01T01:00:00.000Z',
    lastUsedAt: '2026-03-10T03:05:00.000Z',
    expiresAt: '2026-04-09T03:05:00.000Z',
    current,
  };
}

function renderPanel() {
  signIn();
  renderWithProviders(
    <>
      <SessionsPanel timeZone="Asia/Ho_Chi_Minh" />
      <ModalHost />
    </>,
  );
  return userEvent.setup();
}

describe('<SessionsPanel>', () => {
  afterEach(() => act(() => closeAllModals()));

  it('lists the signed-in devices, this one marked, and counts the others', async () => {
    stubApi({
      'GET /api/auth/sessions': jsonResponse({
        sessions: [session('s1', LINUX_CHROME, true), session('s2', IPHONE), session('s3', null)],
      }),
    });
    renderPanel();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome trên Linux'),
      expect.stringContaining('Safari trên iOS'),
      expect.stringContaining('Thiết bị không rõ'),
    ]);
    expect(within(rows[0]!).getByText('Thiết bị này')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('10:05');
    expect(screen.getByTestId('other-sessions')).toHaveTextContent(
      '2 thiết bị khác đang đăng nhập.',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('other-sessions')).toHaveTextContent(
      '2 other devices are signed in.',
    );
    expect(rows[1]).toHaveTextContent('Safari on iOS');
  });

  it('signs the others out after a confirm, keeping this device as it is', async () => {
    let listed = 0;
    const fetchMock = stubApi({
      'GET /api/auth/sessions': () =>
        jsonResponse({
          sessions:
            ++listed === 1
              ? [session('s1', LINUX_CHROME, true), session('s2', IPHONE)]
              : [session('s1', LINUX_CHROME, true)],
        }),
      'DELETE /api/auth/sessions': jsonResponse({
        message: 'Signed out of every other device',
        signedOut: 1,
      }),
    });
    const u = renderPanel();
    const tokenBefore = getSession()?.token;
    await u.click(await screen.findByRole('button', { name: 'Đăng xuất các thiết bị khác' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng xuất mọi thiết bị khác?' });
    await u.click(within(dialog).getByRole('button', { name: 'Đăng xuất chúng' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).map((c) => c.key)).toContain('DELETE /api/auth/sessions'),
    );
    expect(getSession()?.token).toBe(tokenBefore);
    expect(getSession()?.refreshToken).toBe('refresh-1');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Đã đăng xuất các thiết bị khác',
        message: 'Đã đăng xuất 1 thiết bị.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('other-sessions')).toHaveTextContent(
        'Không có thiết bị nào khác đang đăng nhập.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Đăng xuất các thiết bị khác' })).toBeDisabled();
  });

  it('signs one device out after a confirm; this one has no such button', async () => {
    let listed = 0;
    const fetchMock = stubApi({
      'GET /api/auth/sessions': () =>
        jsonResponse({
          sessions:
            ++listed === 1
              ? [session('s1', LINUX_CHROME, true), session('s2', IPHONE)]
              : [session('s1', LINUX_CHROME, true)],
        }),
      'DELETE /api/auth/sessions/s2': jsonResponse({ message: 'Signed out of that device' }),
    });
    const u = renderPanel();
    const rows = await screen.findAllByTestId('session-row');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await u.click(within(rows[1]!).getByRole('button', { name: 'Đăng xuất Safari trên iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng xuất Safari trên iOS?' });
    await u.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(callsOf(fetchMock).map((c) => c.key)).toContain('DELETE /api/auth/sessions/s2');
    expect(getToasts()[0]).toMatchObject({ title: 'Đã đăng xuất Safari trên iOS' });
  });

  it('says so when a device cannot be signed out', async () => {
    stubApi({
      'GET /api/auth/sessions': jsonResponse({
        sessions: [session('s1', LINUX_CHROME, true), session('s2', IPHONE)],
      }),
      'DELETE /api/auth/sessions/s2': jsonResponse(
        { message: 'boom', code: 'INTERNAL_ERROR' },
        { status: 500 },
      ),
    });
    const u = renderPanel();
    const rows = await screen.findAllByTestId('session-row');
    await u.click(within(rows[1]!).getByRole('button', { name: 'Đăng xuất Safari trên iOS' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Không thể đăng xuất thiết bị này' }),
    );
  });

  it('cancelling sends nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/sessions': jsonResponse({
        sessions: [session('s1', LINUX_CHROME, true), session('s2', IPHONE)],
      }),
    });
    const u = renderPanel();
    await u.click(await screen.findByRole('button', { name: 'Đăng xuất các thiết bị khác' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).map((c) => c.key)).toEqual(['GET /api/auth/sessions']);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let calls = 0;
    stubApi({
      'GET /api/auth/sessions': () =>
        ++calls === 1
          ? jsonResponse({ message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })
          : jsonResponse({ sessions: [session('s1', LINUX_CHROME, true)] }),
    });
    const u = renderPanel();
    expect(await screen.findByText('Không tải được danh sách thiết bị.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Thiết bị này')).toBeInTheDocument();
  });
});
