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
    // The toast's "Undo" brings it back from the trash (issue 18).
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
    renderBoard(false);
    expect(screen.getByRole('heading', { name: 'Kết nối để cùng nhắc nhau' })).toBeInTheDocument();
  });
});
