import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadOutbox } from '@/lib/offline';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ReminderForm } from '../components/reminder-form';
import { makeReminder } from './reminder-fixtures';

const HCM = 'Asia/Ho_Chi_Minh';

function renderForm(props: Partial<Parameters<typeof ReminderForm>[0]> = {}) {
  signIn(makeUser({ coupleId: 'c1' }));
  const onDone = vi.fn();
  const view = renderWithProviders(
    <ReminderForm reminder={null} timeZone={HCM} hasCouple onDone={onDone} {...props} />,
  );
  return { ...view, onDone };
}

describe('<ReminderForm>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z')); // 10:00 on 10/03/2026 in Ho Chi Minh City
  });
  afterEach(() => vi.useRealTimers());

  it('keeps submit disabled until title, date and time are valid; refuses a past date', async () => {
    const fetchMock = stubApi({
      'POST /api/reminders': (body) =>
        jsonResponse({ reminder: makeReminder(body as object) }, { status: 201 }),
    });
    const { onDone } = renderForm();
    const u = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Tạo lời nhắc' });
    expect(submit).toBeDisabled();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Kỷ niệm');
    const date = screen.getByLabelText('Ngày');
    expect(date).toHaveValue('10/03/2026');
    await u.clear(date);
    await u.type(date, '09/03/2026{Enter}');
    expect(await screen.findByText('Ngày phải trong tương lai')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Giờ'), '19:30{Enter}');
    expect(submit).toBeDisabled();
    await u.clear(date);
    await u.type(date, '12/03/2026{Tab}');
    expect(screen.queryByText('Ngày phải trong tương lai')).not.toBeInTheDocument();
    await u.click(screen.getByLabelText('Lặp lại'));
    await u.selectOptions(screen.getByLabelText('Lặp lại theo'), 'monthly');
    expect(submit).toBeEnabled();
    await u.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = callsOf(fetchMock).find((c) => c.key === 'POST /api/reminders');
    expect(call?.body).toEqual({
      title: 'Kỷ niệm',
      description: '',
      type: 'custom',
      leadDays: 0,
      isPrivate: false,
      isRecurring: true,
      recurringType: 'monthly',
      datetime: '2026-03-12T12:30:00.000Z',
      calendar: 'solar',
    });
    expect(getToasts()[0]?.title).toBe('Đã tạo lời nhắc');
  });

  it('a title of zero-width characters is no title: submit stays disabled', async () => {
    renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Giờ'), '19:30{Enter}');
    const submit = screen.getByRole('button', { name: 'Tạo lời nhắc' });
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: '\u200b\u2060 ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Tiêu đề'), { target: { value: 'Hẹn hò' } });
    expect(submit).toBeEnabled();
  });

  it('shows the solar date a lunar date falls on next, and sends the lunar date', async () => {
    const fetchMock = stubApi({
      'POST /api/reminders': (body) =>
        jsonResponse({ reminder: makeReminder(body as object) }, { status: 201 }),
    });
    renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Trung thu');
    await u.type(screen.getByLabelText('Giờ'), '19:00');
    await u.click(screen.getByLabelText(/Theo âm lịch/));
    await u.selectOptions(screen.getByLabelText('Ngày âm'), '15');
    await u.selectOptions(screen.getByLabelText('Tháng âm'), '8');
    expect(screen.getByTestId('lunar-falls-on')).toHaveTextContent('Rơi vào 25/09/2026 dương lịch');
    await u.click(screen.getByRole('button', { name: 'Tạo lời nhắc' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/reminders')).toBe(true),
    );
    expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/reminders')?.body).toMatchObject({
      calendar: 'lunar',
      datetime: '2026-09-25T12:00:00.000Z',
      lunarDate: { day: 15, month: 8, year: 2026, isLeapMonth: false },
    });
  });

  it("puts the server's 422 under the field, in the user's language", async () => {
    stubApi({
      'POST /api/reminders': jsonResponse(
        {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'datetime', code: 'validation.pastDate', message: 'x' }],
        },
        { status: 422 },
      ),
    });
    await i18n.changeLanguage('en');
    renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Title'), 'x');
    await u.type(screen.getByLabelText('Time'), '09:00');
    await u.click(screen.getByRole('button', { name: 'Create reminder' }));
    expect(await screen.findByText('The date must be in the future')).toBeInTheDocument();
  });

  it.each([
    ['a server failure', 500, { message: 'Internal server error', code: 'INTERNAL' }],
    [
      'a 422 on a field the form does not have',
      422,
      {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'body', code: 'validation.invalid', message: 'Invalid value' }],
      },
    ],
  ])("creating: %s toasts 'Có lỗi khi tạo nhắc nhở'", async (_name, status, body) => {
    stubApi({ 'POST /api/reminders': () => jsonResponse(body, { status }) });
    const { onDone } = renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Hẹn hò');
    await u.type(screen.getByLabelText('Giờ'), '21:00');
    await u.click(screen.getByRole('button', { name: 'Tạo lời nhắc' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Có lỗi khi tạo nhắc nhở'));
    expect(getToasts()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('creating with no connection: the reminder waits in the outbox under the key it was sent with', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { onDone } = renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Hẹn hò');
    await u.type(screen.getByLabelText('Giờ'), '21:00');
    await u.click(screen.getByRole('button', { name: 'Tạo lời nhắc' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const waiting = await loadOutbox(makeUser({ coupleId: 'c1' }).id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      operationId: 'createReminder',
      label: 'Hẹn hò',
      status: 'waiting',
    });
    const sent = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((sent[1].headers as Record<string, string>)['Idempotency-Key']).toBe(waiting[0]?.id);
    expect(getToasts().filter((t) => t.type === 'error')).toEqual([]);
  });

  it("updating: a failure toasts 'Có lỗi khi cập nhật nhắc nhở' with the catalogue's text", async () => {
    stubApi({
      'PUT /api/reminders/r1': jsonResponse(
        { message: 'Not found', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    });
    renderForm({ reminder: makeReminder() });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), '!');
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Có lỗi khi cập nhật nhắc nhở',
        message: 'Nội dung bạn tìm không tồn tại hoặc đã bị xóa.',
      }),
    );
  });

  it('without a couple: no overlay, no "only me" (it is theirs alone anyway), and it is sent', async () => {
    const fetchMock = stubApi({
      'POST /api/reminders': (body) =>
        jsonResponse({ reminder: makeReminder(body as object) }, { status: 201 }),
    });
    const { onDone } = renderForm({ hasCouple: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Chỉ mình tôi thấy')).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Gia hạn hộ chiếu');
    await u.type(screen.getByLabelText('Giờ'), '09:00');
    await u.click(screen.getByRole('button', { name: 'Tạo lời nhắc' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/reminders')?.body).toMatchObject({
      title: 'Gia hạn hộ chiếu',
      isPrivate: false,
      leadDays: 0,
    });
  });

  it('a private birthday surprise, noticed 3 days ahead: both choices labelled and sent', async () => {
    const fetchMock = stubApi({
      'POST /api/reminders': (body) =>
        jsonResponse({ reminder: makeReminder(body as object) }, { status: 201 }),
    });
    const { onDone } = renderForm();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Tiêu đề'), 'Quà sinh nhật');
    await u.selectOptions(screen.getByLabelText('Loại'), 'birthday');
    await u.type(screen.getByLabelText('Giờ'), '08:00');
    const lead = screen.getByLabelText('Nhắc trước');
    expect([...lead.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Đúng ngày',
      'Trước 1 ngày',
      'Trước 3 ngày',
      'Trước 1 tuần',
    ]);
    await u.selectOptions(lead, '3');
    const only = screen.getByLabelText('Chỉ mình tôi thấy');
    expect(only).toHaveAccessibleDescription(/Người ấy sẽ không thấy/);
    await u.click(only);
    await u.click(screen.getByRole('button', { name: 'Tạo lời nhắc' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/reminders')?.body).toMatchObject({
      type: 'birthday',
      isPrivate: true,
      leadDays: 3,
    });
  });

  it("editing the partner's reminder offers no privacy choice (only its author decides)", () => {
    renderForm({
      reminder: makeReminder({ userId: 'partner-1' }),
      currentUserId: 'user-1',
    });
    expect(screen.getByLabelText('Nhắc trước')).toHaveValue('0');
    expect(screen.queryByLabelText('Chỉ mình tôi thấy')).not.toBeInTheDocument();
  });

  it('editing sends only what changed (the schedule stays untouched)', async () => {
    const fetchMock = stubApi({
      'PUT /api/reminders/r1': (body) => jsonResponse({ reminder: makeReminder(body as object) }),
    });
    renderForm({ reminder: makeReminder() });
    const u = userEvent.setup();
    const title = screen.getByLabelText('Tiêu đề');
    await u.clear(title);
    await u.type(title, 'Sinh nhật em');
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'PUT /api/reminders/r1')).toBe(true),
    );
    expect(callsOf(fetchMock).find((c) => c.key === 'PUT /api/reminders/r1')?.body).toEqual({
      title: 'Sinh nhật em',
      description: 'Đặt bánh kem',
      type: 'birthday',
      leadDays: 0,
      isRecurring: true,
      recurringType: 'yearly',
    });
  });
});
