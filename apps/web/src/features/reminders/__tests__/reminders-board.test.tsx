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
import { RemindersBoard } from '../components/reminders-board';
import { STATISTICS, listOf, makeReminder } from './reminder-fixtures';

function renderBoard(hasCouple = true, route = '/reminders') {
  signIn(makeUser({ coupleId: hasCouple ? 'c1' : null }));
  return renderWithProviders(
    <>
      <RemindersBoard timeZone="Asia/Ho_Chi_Minh" hasCouple={hasCouple} statistics={STATISTICS} />
      <ModalHost />
    </>,
    { route },
  );
}

describe('<RemindersBoard>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => closeAllModals());
  });

  it('lists reminders with status, type, time and relative time; filters carry their counts', async () => {
    stubApi({ 'GET /api/reminders': jsonResponse(listOf([makeReminder()])) });
    renderBoard();
    const item = await screen.findByTestId('reminder-item');
    expect(item).toHaveAttribute('data-status', 'upcoming');
    expect(within(item).getByRole('heading', { name: 'Sinh nhật Bình' })).toBeInTheDocument();
    expect(within(item).getByText('Sinh nhật', { selector: '.sr-only' })).toBeInTheDocument();
    expect(item).toHaveTextContent('12/03/2026 lúc 19:30');
    expect(item).toHaveTextContent(/ngày kia/i);
    expect(item).toHaveTextContent('Hằng năm');
    expect(screen.getByRole('button', { name: 'Sắp tới (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(item).toHaveTextContent('in 2 days');
  });

  it('opens the filter named in the address (the dashboard links to ?filter=upcoming)', async () => {
    const fetchMock = stubApi({ 'GET /api/reminders': jsonResponse(listOf([makeReminder()])) });
    renderBoard(true, '/reminders?filter=upcoming');
    await screen.findByTestId('reminder-item');
    expect(screen.getByRole('button', { name: 'Sắp tới (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const input = fetchMock.mock.calls[0]?.[0];
    expect(typeof input === 'string' ? input : '').toContain('filter=upcoming');
  });

  it('marks done at once, and rolls back with a toast when the server refuses', async () => {
    const fetchMock = stubApi({
      'GET /api/reminders': jsonResponse(listOf([makeReminder()])),
      'PATCH /api/reminders/r1/complete': jsonResponse(
        { message: 'boom', code: 'INTERNAL_ERROR' },
        { status: 500 },
      ),
    });
    renderBoard();
    const toggle = await screen.findByRole('checkbox', { name: 'Đánh dấu xong: Sinh nhật Bình' });
    const u = userEvent.setup();
    await u.click(toggle);
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'PATCH /api/reminders/r1/complete')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Có lỗi khi đánh dấu hoàn thành'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Sinh nhật Bình/ })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('snoozes by 15 minutes from the menu and says until when', async () => {
    const fetchMock = stubApi({
      'GET /api/reminders': jsonResponse(listOf([makeReminder()])),
      'PATCH /api/reminders/r1/snooze': (body) =>
        jsonResponse({
          reminder: makeReminder({
            datetime: (body as { snoozeUntil: string }).snoozeUntil,
            reminderTime: '10:15',
            isSnoozed: true,
          }),
        }),
    });
    renderBoard();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Hoãn: Sinh nhật Bình' }));
    await u.click(await screen.findByRole('menuitem', { name: '15 phút' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã hoãn lời nhắc'));
    expect(
      callsOf(fetchMock).find((c) => c.key === 'PATCH /api/reminders/r1/snooze')?.body,
    ).toEqual({
      snoozeUntil: '2026-03-10T03:15:00.000Z',
    });
  });

  it('asks before deleting', async () => {
    const fetchMock = stubApi({
      'GET /api/reminders': jsonResponse(listOf([makeReminder()])),
      'DELETE /api/reminders/r1': jsonResponse({ message: 'Reminder deleted' }),
      'POST /api/trash/reminder/r1/restore': jsonResponse({
        message: 'Restored',
        item: { kind: 'reminder', id: 'r1' },
      }),
    });
    renderBoard();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Xóa: Sinh nhật Bình' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa lời nhắc “Sinh nhật Bình”?' });
    await u.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'DELETE /api/reminders/r1')).toBe(true),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã xóa lời nhắc'));
    // The toast's "Undo" brings it back from the trash.
    const undo = getToasts()[0]?.action;
    expect(undo?.label).toBe('Hoàn tác');
    undo?.onClick?.();
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/trash/reminder/r1/restore')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã khôi phục'));
  });

  it('empty, error and not-connected states', async () => {
    stubApi({ 'GET /api/reminders': jsonResponse(listOf([])) });
    const first = renderBoard();
    expect(
      await screen.findByRole('heading', { name: 'Chưa có lời nhắc nào' }),
    ).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/reminders': jsonResponse({ message: 'x' }, { status: 500 }) });
    const second = renderBoard();
    expect(await screen.findByText('Có lỗi khi tải nhắc nhở')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    second.unmount();
    // someone single has their own reminders: the list, not a wall
    stubApi({ 'GET /api/reminders': jsonResponse(listOf([makeReminder()])) });
    renderBoard(false);
    expect(await screen.findByTestId('reminder-item')).toBeInTheDocument();
  });

  it('done offers Undo: it brings the occurrence back (PATCH incomplete)', async () => {
    const moved = makeReminder({
      datetime: '2027-03-12T12:30:00.000Z',
      reminderDate: '2027-03-12',
      status: 'future',
    });
    const fetchMock = stubApi({
      'GET /api/reminders': jsonResponse(listOf([makeReminder()])),
      'PATCH /api/reminders/r1/complete': jsonResponse({ reminder: moved }),
      'PATCH /api/reminders/r1/incomplete': jsonResponse({ reminder: makeReminder() }),
    });
    renderBoard();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Đánh dấu xong: Sinh nhật Bình' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã hoàn thành lời nhắc'));
    const toast = getToasts()[0]!;
    expect(toast.action?.label).toBe('Hoàn tác');
    act(() => toast.action?.onClick?.());
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'PATCH /api/reminders/r1/incomplete')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã đánh dấu chưa hoàn thành'));
  });

  it('a private one wears a lock; a repeating one shows its past occurrences; done is never "snoozed"', async () => {
    stubApi({
      'GET /api/reminders': jsonResponse(
        listOf([
          makeReminder({ isPrivate: true, leadDays: 3 }),
          makeReminder({
            id: 'r2',
            title: 'Xong rồi',
            isRecurring: false,
            recurringType: 'none',
            isCompleted: true,
            // an older server's answer: the screen still never says "snoozed" of a done one
            isSnoozed: true,
            status: 'completed',
          }),
        ]),
      ),
      'GET /api/reminders/r1/history': jsonResponse({
        occurrences: [
          {
            id: 'o1',
            occurredAt: '2025-03-12T12:30:00.000Z',
            date: '2025-03-12',
            outcome: 'completed',
            recordedAt: '2025-03-12T13:00:00.000Z',
          },
          {
            id: 'o2',
            occurredAt: '2024-03-12T12:30:00.000Z',
            date: '2024-03-12',
            outcome: 'delivered',
            recordedAt: '2024-03-12T12:30:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    });
    renderBoard();
    const [first, second] = await screen.findAllByTestId('reminder-item');
    expect(within(first!).getByTestId('reminder-private')).toHaveTextContent(
      'Riêng tư: chỉ bạn thấy',
    );
    expect(first).toHaveTextContent('Trước 3 ngày');
    expect(second).not.toHaveTextContent('Đã hoãn');
    const u = userEvent.setup();
    await u.click(within(first!).getByRole('button', { name: 'Các lần trước: Sinh nhật Bình' }));
    const history = await screen.findByTestId('reminder-history');
    expect(history).toHaveTextContent('12/03/2025');
    expect(history).toHaveTextContent('Đã hoàn thành');
    expect(history).toHaveTextContent('12/03/2024');
    expect(history).toHaveTextContent('Đã nhắc');
  });
});
