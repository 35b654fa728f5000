import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checkin, CheckinsView } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { flushOutbox, loadOutbox } from '@/lib/offline/outbox';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CheckinHubCard } from '../components/checkin-hub-card';
import { checkinDayAt } from '../api/checkins';
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

/** The device's clock, Date only (timers run as they do). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
  clearToasts();
});

describe('checkinDayAt', () => {
  it('is the day on the person’s own clock, the default zone when theirs is unknown', () => {
    // 23:59 on 29 November in Hồ Chí Minh City; 00:00 is the 30th
    expect(checkinDayAt(new Date('2026-11-29T16:59:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-29');
    expect(checkinDayAt(new Date('2026-11-29T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-30');
    expect(checkinDayAt(new Date('2026-11-29T17:00:00Z'), 'Nowhere/Atlantis')).toBe('2026-11-30');
    expect(checkinDayAt(new Date('2026-11-29T17:00:00Z'), undefined)).toBe('2026-11-30');
    // UTC+14 and UTC-11 at the same instant
    expect(checkinDayAt(new Date('2026-12-31T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
    expect(checkinDayAt(new Date('2026-12-31T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-12-30');
  });
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
    clockAt('2026-11-29T09:00:00Z');
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
    // counted as it is kept: without the spaces at its edges
    expect(screen.getByText('9/280 ký tự')).toBeInTheDocument();
    await u.click(save);
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/checkins/today')?.body).toEqual({
        mood: 'grateful',
        note: 'Cảm ơn em',
        day: '2026-11-29',
      }),
    );
    expect(await screen.findByText('Cảm ơn em')).toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã lưu tâm trạng hôm nay.'));
    expect(screen.getByRole('button', { name: 'Đổi tâm trạng' })).toBeInTheDocument();
  });

  it('counts and stops the line as the server does: an emoji or a Vietnamese letter is one', async () => {
    clockAt('2026-11-29T09:00:00Z');
    const fetchMock = stubApi({
      'GET /api/checkins': jsonResponse(view()),
      'PUT /api/checkins/today': (body) =>
        jsonResponse({ checkin: checkin(body as Partial<Checkin>) }),
    });
    signedIn();
    renderWithProviders(<CheckinsPage userId="user-1" />);
    const u = userEvent.setup();
    const line = await screen.findByLabelText('Một dòng cho người ấy (không bắt buộc)');
    expect(line).not.toHaveAttribute('maxLength');
    fireEvent.change(line, { target: { value: '😀'.repeat(140) } });
    // 140 emoji are 280 UTF-16 units, and 140 characters
    expect(screen.getByText('140/280 ký tự')).toBeInTheDocument();
    fireEvent.change(line, { target: { value: '💕'.repeat(300) } });
    expect(line).toHaveValue('💕'.repeat(280));
    expect(screen.getByText('280/280 ký tự')).toBeInTheDocument();
    // typed decomposed ("e" + two marks for "ệ"), each is one letter, as kept (NFC)
    fireEvent.change(line, { target: { value: 'Việt'.normalize('NFD') } });
    expect(screen.getByText('4/280 ký tự')).toBeInTheDocument();
    fireEvent.change(line, { target: { value: 'ệ'.normalize('NFD').repeat(281) } });
    expect(line).toHaveValue('ệ'.repeat(280));
    // a family emoji (five code points) is not cut in half at the limit
    fireEvent.change(line, { target: { value: `${'a'.repeat(277)}👨‍👩‍👧` } });
    expect(line).toHaveValue('a'.repeat(277));
    fireEvent.change(line, { target: { value: `Thương em ${'😘'.repeat(300)}` } });
    await u.click(screen.getByRole('button', { name: /Yêu thương/ }));
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(
        callsOf(fetchMock).find((c) => c.key === 'PUT /api/checkins/today')?.body,
      ).toMatchObject({ note: `Thương em ${'😘'.repeat(270)}` }),
    );
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

  it('stamps the day at the tap: one made offline at 23:59 is sent after midnight for that day', async () => {
    signedIn();
    stubApi({ 'GET /api/checkins': jsonResponse(view()) });
    renderWithProviders(<CheckinHubCard />);
    const u = userEvent.setup();
    const peaceful = await screen.findByRole('button', { name: /Bình yên/ });
    // 23:59 on 29 November in Hồ Chí Minh City, no network
    clockAt('2026-11-29T16:59:00Z');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await u.click(peaceful);
    await waitFor(() =>
      expect(getToasts()[0]?.title).toBe(
        'Chưa có mạng: tâm trạng sẽ được gửi khi có mạng trở lại.',
      ),
    );
    const [queued] = await loadOutbox('user-1');
    expect(queued?.input.body).toEqual({ mood: 'peaceful', note: '', day: '2026-11-29' });
    // shown at once, as today's
    expect(screen.getByRole('button', { name: /Bình yên/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 00:05 on the 30th: the network is back and the outbox sends it, for the 29th
    vi.setSystemTime(new Date('2026-11-29T17:05:00Z'));
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const fetchMock = stubApi({
      'PUT /api/checkins/today': (body) =>
        jsonResponse({ checkin: checkin({ ...(body as Partial<Checkin>), mood: 'peaceful' }) }),
      'GET /api/checkins': jsonResponse(view({ today: '2026-11-30', from: '2026-11-01' })),
    });
    expect(await flushOutbox('user-1')).toBe(1);
    expect(callsOf(fetchMock).filter((c) => c.key === 'PUT /api/checkins/today')).toEqual([
      { key: 'PUT /api/checkins/today', body: { mood: 'peaceful', note: '', day: '2026-11-29' } },
    ]);
  });

  it('a tap just after midnight is the new day’s, on a page loaded the day before', async () => {
    signedIn();
    const fetchMock = stubApi({
      'GET /api/checkins': jsonResponse(view({ myToday: checkin({ mood: 'happy' }) })),
      'PUT /api/checkins/today': (body) =>
        jsonResponse({ checkin: checkin({ ...(body as Partial<Checkin>), id: 'c3' }) }),
    });
    renderWithProviders(<CheckinHubCard />);
    const u = userEvent.setup();
    const romantic = await screen.findByRole('button', { name: /Lãng mạn/ });
    // 00:01 on the 30th; the page still says the 29th
    clockAt('2026-11-29T17:01:00Z');
    await u.click(romantic);
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/checkins/today')?.body).toEqual({
        mood: 'romantic',
        note: '',
        day: '2026-11-30',
      }),
    );
  });

  it('says why the server refused the day, in both languages', async () => {
    const refusal = errorAnswer({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      errors: [
        {
          field: 'day',
          code: 'validation.checkinDayOver:12',
          message: 'That day is over: a check-in is for today, or for yesterday until 12:00 today',
        },
      ],
    });
    stubApi({
      'GET /api/checkins': jsonResponse(view()),
      'PUT /api/checkins/today': () => refusal.clone(),
    });
    signedIn();
    renderWithProviders(<CheckinHubCard />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /Vui vẻ/ }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Chưa lưu được tâm trạng',
        message:
          'Ngày đó đã qua: chỉ ghi được tâm trạng của hôm nay, hoặc của hôm qua nếu gửi trước 12:00 hôm nay',
      }),
    );
    clearToasts();
    await act(() => i18n.changeLanguage('en'));
    await u.click(screen.getByRole('button', { name: /Happy/ }));
    await waitFor(() =>
      expect(getToasts()[0]?.message).toBe(
        'That day is over: a check-in is for today, or for yesterday until 12:00 today',
      ),
    );
    await act(() => i18n.changeLanguage('vi'));
  });
});
