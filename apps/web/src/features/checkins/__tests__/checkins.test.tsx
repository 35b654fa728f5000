import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Checkin, CheckinsView } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CheckinHubCard } from '../components/checkin-hub-card';
import { CheckinsPage } from '../components/checkins-page';

const checkin = (overrides: Partial<Checkin> = {}): Checkin => ({
  id: 'c1',
  userId: 'user-1',
  day: '2026-11-29',
  mood: 'happy',
  note: '',
  mine: true,
  updatedAt: '2026-11-29T02:00:00.000Z',
  ...overrides,
});

const view = (overrides: Partial<CheckinsView> = {}): CheckinsView => ({
  today: '2026-11-29',
  from: '2026-10-31',
  myToday: null,
  partnerToday: null,
  partner: { id: 'user-2', name: 'Bình' },
  checkins: [],
  ...overrides,
});

function signedIn() {
  signIn(
    makeUser({
      coupleId: 'c1',
      coupleStatus: { isConnected: true, daysTogether: 10, anniversaryDate: null },
    }),
  );
}

afterEach(() => {
  clearToasts();
});

describe('<CheckinsPage>', () => {
  it("shows my partner's mood, both in the chart and as a table for screen readers", async () => {
    const partners = checkin({
      id: 'c2',
      userId: 'user-2',
      mine: false,
      mood: 'love',
      note: 'Nhớ anh',
    });
    stubApi({
      'GET /api/checkins': jsonResponse(
        view({
          partnerToday: partners,
          checkins: [checkin({ day: '2026-11-28', mood: 'peaceful' }), partners],
        }),
      ),
    });
    signedIn();
    renderWithProviders(<CheckinsPage userId="user-1" />);
    expect(await screen.findByRole('heading', { name: 'Của Bình hôm nay' })).toBeInTheDocument();
    expect(screen.getByText('Nhớ anh')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tâm trạng 30 ngày qua, từng ngày' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const today = within(table).getByRole('row', { name: /29\/11\/2026/ });
    expect(today).toHaveTextContent('Không có');
    expect(today).toHaveTextContent('Yêu thương: Nhớ anh');
    expect(within(table).getByRole('row', { name: /28\/11\/2026/ })).toHaveTextContent('Bình yên');
    expect(screen.getByTestId('checkin-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sets today: the mood and the line are sent and shown at once', async () => {
    let saved: Checkin | null = null;
    const fetchMock = stubApi({
      'GET /api/checkins': () =>
        jsonResponse(view(saved ? { myToday: saved, checkins: [saved] } : {})),
      'PUT /api/checkins/today': (body) => {
        saved = checkin(body as Partial<Checkin>);
        return jsonResponse({ checkin: saved });
      },
    });
    signedIn();
    renderWithProviders(<CheckinsPage userId="user-1" />);
    const u = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Lưu' });
    expect(save).toBeDisabled();
    await u.click(screen.getByRole('button', { name: /Biết ơn/ }));
    expect(screen.getByRole('button', { name: /Biết ơn/ })).toHaveAttribute('aria-pressed', 'true');
    await u.type(screen.getByLabelText('Một dòng cho người ấy (không bắt buộc)'), ' Cảm ơn em ');
    await u.click(save);
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/checkins/today')?.body).toEqual({
        mood: 'grateful',
        note: 'Cảm ơn em',
      }),
    );
    expect(await screen.findByText('Cảm ơn em')).toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã lưu tâm trạng hôm nay.'));
    expect(screen.getByRole('button', { name: 'Đổi tâm trạng' })).toBeInTheDocument();
  });

  it('puts it back and says so when the server refuses', async () => {
    stubApi({
      'GET /api/checkins': jsonResponse(view({ myToday: checkin({ mood: 'happy' }) })),
      'PUT /api/checkins/today': errorAnswer({ status: 500, code: 'INTERNAL_ERROR' }),
    });
    signedIn();
    renderWithProviders(<CheckinHubCard />);
    const u = userEvent.setup();
    const happy = await screen.findByRole('button', { name: /Vui vẻ/ });
    expect(happy).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: /Lãng mạn/ }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Chưa lưu được tâm trạng'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Vui vẻ/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('loading, error with retry, and no partner yet, in both languages', async () => {
    stubApi({ 'GET /api/checkins': errorAnswer({ status: 500 }) });
    signedIn();
    const first = renderWithProviders(<CheckinsPage userId="user-1" />);
    expect(await screen.findByText('Không tải được tâm trạng.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/checkins': jsonResponse(view({ partner: null })) });
    renderWithProviders(<CheckinHubCard />);
    expect(
      await screen.findByText('Kết nối với người ấy để thấy tâm trạng của nhau mỗi ngày.'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(
      screen.getByText("Connect with your partner to see each other's mood every day."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Peaceful/ })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
  });
});
