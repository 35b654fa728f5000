import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CoupleInvitationCard } from '../components/couple-invitation-card';
import { AN, BINH, makeCouple, makeInvitation } from './couple-fixtures';

const me = makeUser({ id: AN.id, displayName: AN.displayName, email: AN.email });
const notFound = () => jsonResponse({ message: 'No couple' }, { status: 404 });

/** Not connected, nothing pending, and a code to hand out. */
function stubCodeApi() {
  return stubApi({
    'GET /api/couple/connection': notFound(),
    'GET /api/couple/invitations': jsonResponse({ requests: [] }),
    'POST /api/couple/generate-code': jsonResponse({
      code: 'ABCD2345',
      expiresAt: '2026-03-17T03:00:00.000Z',
    }),
  });
}

function renderCard(route = '/couple/connect') {
  signIn(me);
  return renderWithProviders(
    <>
      <CoupleInvitationCard user={me} />
      <ModalHost />
    </>,
    { route },
  );
}

describe('<CoupleInvitationCard>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z')); // 10:00 on 10/03/2026 in Ho Chi Minh City
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => closeAllModals());
  });

  describe('connected', () => {
    it('shows the partner, the duration, the start and connected-since dates, the next anniversary', async () => {
      stubApi({ 'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }) });
      renderCard();
      expect(
        await screen.findByRole('heading', { name: 'Hai bạn đã kết nối' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('partner-name')).toHaveTextContent('Bình Trần');
      expect(screen.getByText('Email: binh@example.com')).toBeInTheDocument();
      // 14/02/2024 is day 1: 10/03/2026 is day 756; two anniversaries, then 24 days from 14/02
      expect(screen.getByTestId('days-together')).toHaveTextContent('756 ngày bên nhau');
      expect(screen.getByText('2 năm 24 ngày')).toBeInTheDocument();
      expect(screen.getByText('14/02/2024')).toBeInTheDocument();
      expect(screen.getByText('05/01/2026')).toBeInTheDocument();
      expect(screen.getByText('14/02/2027 (còn 11 tháng)')).toBeInTheDocument();
      expect(screen.getByText('Kỷ niệm 3 năm')).toBeInTheDocument();
    });

    it('reads in English too', async () => {
      await act(() => i18n.changeLanguage('en'));
      stubApi({ 'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }) });
      renderCard();
      expect(
        await screen.findByRole('heading', { name: 'You two are connected' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('days-together')).toHaveTextContent('756 days together');
      expect(screen.getByText('2 years 24 days')).toBeInTheDocument();
      expect(screen.getByText('14 Feb 2027 (in 11 months)')).toBeInTheDocument();
    });

    it('asks before disconnecting: cancelling sends nothing, confirming disconnects and refetches', async () => {
      const fetchMock = stubApi({
        'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }),
        'DELETE /api/couple/disconnect': jsonResponse({ message: 'Disconnected' }),
      });
      renderCard();
      const u = userEvent.setup();
      await u.click(await screen.findByRole('button', { name: 'Hủy kết nối' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hủy kết nối với Bình Trần?' });
      await u.click(within(dialog).getByRole('button', { name: 'Giữ kết nối' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsOf(fetchMock).some((c) => c.key === 'DELETE /api/couple/disconnect')).toBe(false);

      await u.click(screen.getByRole('button', { name: 'Hủy kết nối' }));
      const again = await screen.findByRole('dialog', { name: 'Hủy kết nối với Bình Trần?' });
      await u.click(within(again).getByRole('button', { name: 'Hủy kết nối' }));
      await waitFor(() =>
        expect(callsOf(fetchMock).some((c) => c.key === 'DELETE /api/couple/disconnect')).toBe(
          true,
        ),
      );
      // one message: the card's banner, no toast besides
      expect(await screen.findByText('Đã hủy kết nối')).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
      // the connection is fetched again after the change
      await waitFor(() =>
        expect(
          callsOf(fetchMock).filter((c) => c.key === 'GET /api/couple/connection'),
        ).toHaveLength(2),
      );
    });

    it('the date modal refuses a future date (vi and en) and saves a past one', async () => {
      const fetchMock = stubApi({
        'GET /api/couple/connection': jsonResponse({ couple: makeCouple() }),
        'PUT /api/couple/update': (body) =>
          jsonResponse({
            couple: makeCouple({
              anniversaryDate: (body as { anniversaryDate: string }).anniversaryDate,
            }),
          }),
      });
      renderCard();
      const u = userEvent.setup();
      await u.click(await screen.findByRole('button', { name: 'Sửa ngày bắt đầu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ngày bắt đầu của hai bạn' });
      const input = within(dialog).getByLabelText('Ngày bắt đầu');
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveValue('14/02/2024');

      await u.clear(input);
      await u.type(input, '11/03/2026{Enter}');
      await u.click(within(dialog).getByRole('button', { name: 'Lưu' }));
      expect(await within(dialog).findByText('Ngày không được ở tương lai')).toBeInTheDocument();
      await act(() => i18n.changeLanguage('en'));
      expect(
        await within(dialog).findByText('The date cannot be in the future'),
      ).toBeInTheDocument();
      expect(callsOf(fetchMock).some((c) => c.key === 'PUT /api/couple/update')).toBe(false);

      await u.clear(input);
      await u.type(input, '2025-03-10');
      await u.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/couple/update')?.body).toEqual({
        anniversaryDate: '2025-03-10',
      });
      expect(await screen.findByText('Start date updated')).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
    });
  });

  describe('pending', () => {
    it('shows that the partner has not answered yet', async () => {
      stubApi({
        'GET /api/couple/connection': jsonResponse({
          couple: makeCouple({ status: 'pending', connectedAt: null, anniversaryDate: null }),
        }),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      });
      renderCard();
      expect(await screen.findByRole('heading', { name: 'Đang chờ người ấy' })).toBeInTheDocument();
      expect(screen.getByText('Đang chờ Bình Trần chấp nhận')).toBeInTheDocument();
      expect(screen.getByText(/binh@example\.com/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Gửi lời mời' })).not.toBeInTheDocument();
    });
  });

  describe('none', () => {
    it('offers the invite form (send disabled while empty), the join form and the code button', async () => {
      stubApi({
        'GET /api/couple/connection': notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      });
      renderCard();
      expect(
        await screen.findByRole('heading', { name: 'Kết nối với nửa kia của bạn' }),
      ).toBeInTheDocument();
      const email = screen.getByLabelText('Email của người ấy');
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('button', { name: 'Gửi lời mời' })).toBeDisabled();
      await userEvent.setup().type(email, 'b');
      expect(screen.getByRole('button', { name: 'Gửi lời mời' })).toBeEnabled();
      expect(screen.getByLabelText('Mã kết nối')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tạo mã kết nối' })).toBeInTheDocument();
    });

    it.each([
      [
        'vi',
        'Email không hợp lệ',
        'Mã kết nối gồm 8 chữ cái và chữ số',
        'Ngày không được ở tương lai',
      ],
      [
        'en',
        'Invalid email address',
        'A code is 8 letters and digits',
        'The date cannot be in the future',
      ],
    ])('validates the forms in %s', async (lng, badEmail, badCode, futureDate) => {
      await act(() => i18n.changeLanguage(lng));
      const fetchMock = stubApi({
        'GET /api/couple/connection': notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      });
      renderCard();
      const u = userEvent.setup();
      const t = i18n.getFixedT(lng, 'couple');
      await u.type(await screen.findByLabelText(t('invite.email')), 'not-an-email');
      await u.type(screen.getByLabelText(t('invite.anniversary')), '2027-01-01');
      await u.click(screen.getByRole('button', { name: t('invite.submit') }));
      expect(await screen.findByText(badEmail)).toBeInTheDocument();
      expect(await screen.findByText(futureDate)).toBeInTheDocument();

      await u.type(screen.getByLabelText(t('join.code')), 'ABC');
      await u.click(screen.getByRole('button', { name: t('join.submit') }));
      expect(await screen.findByText(badCode)).toBeInTheDocument();
      expect(callsOf(fetchMock).filter((c) => c.key.startsWith('POST'))).toEqual([]);
    });

    it('sends an invitation and says so once, in the banner, which can be dismissed', async () => {
      const fetchMock = stubApi({
        'GET /api/couple/connection': notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
        'POST /api/couple/connect': jsonResponse({
          couple: makeCouple({ status: 'pending', connectedAt: null }),
        }),
      });
      renderCard();
      const u = userEvent.setup();
      await u.type(await screen.findByLabelText('Email của người ấy'), 'binh@example.com');
      await u.click(screen.getByRole('button', { name: 'Gửi lời mời' }));
      expect(await screen.findByText('Đã gửi lời mời')).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
      expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/couple/connect')?.body).toEqual({
        partnerEmail: 'binh@example.com',
      });
      const banner = await screen.findByText('Lời mời đã được gửi đến binh@example.com.');
      expect(banner).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
      expect(
        screen.queryByText('Lời mời đã được gửi đến binh@example.com.'),
      ).not.toBeInTheDocument();
    });

    it('shows a failure once, as the error banner in the error catalogue words', async () => {
      stubApi({
        'GET /api/couple/connection': notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
        'POST /api/couple/connect': jsonResponse(
          { message: 'Partner not found', code: 'PARTNER_NOT_FOUND' },
          { status: 400 },
        ),
      });
      renderCard();
      const u = userEvent.setup();
      await u.type(await screen.findByLabelText('Email của người ấy'), 'nobody@example.com');
      await u.click(screen.getByRole('button', { name: 'Gửi lời mời' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Không thể gửi lời mời. Vui lòng thử lại.');
      expect(alert).toHaveTextContent('Không có tài khoản nào dùng email này.');
      expect(getToasts()).toEqual([]);
    });

    it('generates a code, shows its expiry, copies the invitation (no share sheet) and shows a QR code', async () => {
      stubCodeApi();
      const u = userEvent.setup();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      renderCard();
      await u.click(await screen.findByRole('button', { name: 'Tạo mã kết nối' }));
      expect(await screen.findByTestId('join-code')).toHaveTextContent('ABCD2345');
      expect(screen.getByText('Hết hạn ngày 17/03/2026')).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Sao chép lời mời' }));
      expect(writeText).toHaveBeenCalledWith(
        expect.stringMatching(/ABCD2345[\s\S]*\/couple\/connect\?code=ABCD2345$/),
      );
      expect(
        await screen.findByText('Đã sao chép lời mời', { selector: '[role="status"]' }),
      ).toBeInTheDocument();
      // the QR code (its library loads only now) holds the join link
      await u.click(screen.getByRole('button', { name: 'Hiện mã QR' }));
      const qr = await screen.findByRole('img', { name: 'Mã QR để kết nối, mã ABCD2345' });
      expect(qr.tagName.toLowerCase()).toBe('svg');
      expect(screen.getByText(/\/couple\/connect\?code=ABCD2345$/)).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
    });

    it('fills the code in from the shared link (/couple/connect?code=…)', async () => {
      stubApi({
        'GET /api/couple/connection': notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      });
      renderCard('/couple/connect?code=ABCD2345');
      expect(await screen.findByLabelText('Mã kết nối')).toHaveValue('ABCD2345');
    });

    it("hands the invitation to the phone's share sheet where there is one", async () => {
      stubCodeApi();
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        const u = userEvent.setup();
        renderCard();
        await u.click(await screen.findByRole('button', { name: 'Tạo mã kết nối' }));
        await u.click(await screen.findByRole('button', { name: 'Chia sẻ mã' }));
        expect(share).toHaveBeenCalledWith({
          title: 'Mã kết nối Đôi Ta',
          text: expect.stringContaining('ABCD2345') as string,
          url: `${window.location.origin}/couple/connect?code=ABCD2345`,
        });
        expect(
          await screen.findByText('Đã chia sẻ mã', { selector: '[role="status"]' }),
        ).toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it('lists the invitations addressed to me; accepting connects and refetches', async () => {
      let connected = false;
      const fetchMock = stubApi({
        'GET /api/couple/connection': () =>
          connected
            ? jsonResponse({ couple: makeCouple({ user2: { ...BINH, displayName: 'Chi Lê' } }) })
            : notFound(),
        'GET /api/couple/invitations': jsonResponse({ requests: [makeInvitation()] }),
        'POST /api/couple/respond': () => {
          connected = true;
          return jsonResponse({
            couple: makeCouple({ user2: { ...BINH, displayName: 'Chi Lê' } }),
          });
        },
      });
      renderCard();
      const u = userEvent.setup();
      expect(await screen.findByText('Chi Lê muốn kết nối với bạn')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Từ chối' })).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Chấp nhận' }));
      expect(
        await screen.findByRole('heading', { name: 'Hai bạn đã kết nối' }),
      ).toBeInTheDocument();
      expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/couple/respond')?.body).toEqual({
        coupleId: 'couple-9',
        action: 'accept',
      });
      expect(await screen.findByText('Đã kết nối')).toBeInTheDocument();
      expect(getToasts()).toEqual([]);
      // the user is fetched again too (coupleId, coupleStatus)
      await waitFor(() =>
        expect(
          callsOf(fetchMock).filter((c) => c.key === 'GET /api/couple/connection').length,
        ).toBeGreaterThan(0),
      );
    });
  });
});
