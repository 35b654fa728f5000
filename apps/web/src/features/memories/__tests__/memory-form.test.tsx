import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, type User } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryForm } from '../components/memory-form';
import { LAN, MINH, makeMemory, sentBody, stubFetch } from './memories-fixtures';

const NOT_CONNECTED = makeUser({
  id: 'user-solo',
  coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
});

function renderForm(
  options: { user?: User; memory?: Parameters<typeof MemoryForm>[0]['memory'] } = {},
) {
  signIn(options.user ?? LAN);
  const onDone = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<MemoryForm memory={options.memory} onDone={onDone} onCancel={onCancel} />);
  return { onDone, onCancel, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: /Lưu kỷ niệm|Save memory|Lưu thay đổi/ });

describe('<MemoryForm> validation (title, description and date required)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 22 Nov in UTC is already 23 Nov in Ho Chi Minh City (the user's zone)
    vi.setSystemTime(new Date('2026-11-22T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("defaults the date to today in the user's time zone", () => {
    renderForm();
    expect(screen.getByLabelText('Ngày')).toHaveValue('23/11/2026');
  });

  it('keeps submit disabled until title, description and date are all filled', async () => {
    const { user } = renderForm();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Đà Lạt');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Mô tả'), '   ');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Mô tả'), 'Săn mây');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Ngày'));
    await user.tab();
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['vi', 'Tiêu đề', 'Trường này là bắt buộc'],
    ['vi', 'Mô tả', 'Trường này là bắt buộc'],
    ['en', 'Title', 'This field is required'],
    ['en', 'Description', 'This field is required'],
  ])('%s: %s left empty says "%s"', async (lng, label, message) => {
    await act(() => i18n.changeLanguage(lng));
    const { user } = renderForm();
    const field = screen.getByLabelText(label);
    await user.click(field);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
  });

  it.each([
    ['vi', 'Ngày', 'Trường này là bắt buộc'],
    ['en', 'Date', 'This field is required'],
  ])('%s: an emptied %s says "%s"', async (lng, label, message) => {
    await act(() => i18n.changeLanguage(lng));
    const { user } = renderForm();
    await user.clear(screen.getByLabelText(label));
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['vi', 'Câu chuyện', 'Câu chuyện không được chỉ có khoảng trắng'],
    ['en', 'Story', 'The story cannot be only spaces'],
  ])('%s: a %s of blanks says "%s"; an empty one is fine', async (lng, label, message) => {
    await act(() => i18n.changeLanguage(lng));
    const { user } = renderForm();
    const story = screen.getByLabelText(label);
    await user.type(story, '   ');
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(story);
    await user.tab();
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('a 200+ character title says its limit', async () => {
    const { user } = renderForm();
    const title = screen.getByLabelText('Tiêu đề');
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Tối đa 200 ký tự')).toBeInTheDocument();
  });
});

describe('<MemoryForm> saving', () => {
  it('creates a shared memory with mood, tags and place, then says so', async () => {
    const fetchMock = stubFetch(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/memories'
        ? jsonResponse({ memory: makeMemory({ id: 'new', ...(body as object) }) }, { status: 201 })
        : undefined,
    );
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), ' Kỷ niệm Đà Lạt ');
    await user.type(screen.getByLabelText('Mô tả'), 'Săn mây');
    await user.clear(screen.getByLabelText('Ngày'));
    await user.type(screen.getByLabelText('Ngày'), '8/3/2025');
    await user.type(screen.getByLabelText('Địa điểm'), 'Đà Lạt');
    await user.click(screen.getByRole('button', { name: 'Lãng mạn' }));
    await user.click(screen.getByRole('button', { name: 'Du lịch' }));
    await user.click(screen.getByRole('button', { name: 'Hẹn hò' }));
    expect(screen.getByRole('button', { name: 'Lãng mạn' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      title: 'Kỷ niệm Đà Lạt',
      description: 'Săn mây',
      content: null,
      date: '2025-03-08',
      location: 'Đà Lạt',
      mood: 'romantic',
      tags: ['travel', 'date'],
      images: [],
      isPrivate: false,
    });
    expect(getToasts()[0]).toMatchObject({ type: 'success', title: 'Đã tạo kỷ niệm' });
  });

  it('unconnected: explains, offers "just for me" only, and saves it private', async () => {
    const fetchMock = stubFetch(({ method }) =>
      method === 'POST' ? jsonResponse({ memory: makeMemory() }, { status: 201 }) : undefined,
    );
    const { user } = renderForm({ user: NOT_CONNECTED });
    expect(screen.getByText('Bạn chưa kết nối với người ấy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kết nối ngay' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
    const privateBox = screen.getByRole('checkbox', { name: 'Chỉ mình tôi' });
    expect(privateBox).toBeChecked();
    expect(privateBox).toBeDisabled();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Nhật ký');
    await user.type(screen.getByLabelText('Mô tả'), 'Cho riêng mình');
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      isPrivate: true,
    });
  });

  it('400 NO_COUPLE shows the couple-required toast with its action to /couple/connect', async () => {
    stubFetch(() =>
      jsonResponse(
        { code: ERROR_CODES.noCouple, message: ERROR_MESSAGES.noCouple },
        { status: 400 },
      ),
    );
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Chung');
    await user.type(screen.getByLabelText('Mô tả'), 'Của hai đứa');
    await user.click(submit());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        type: 'error',
        title: 'Chưa kết nối cặp đôi',
        duration: 7000,
        action: { label: 'Đến trang kết nối', to: '/couple/connect' },
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a 422 goes under its fields, with no toast repeating it (one message per event)', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          errors: [{ field: 'title', code: 'validation.maxLength:200', message: 'x' }],
        },
        { status: 422 },
      ),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Ok');
    await user.type(screen.getByLabelText('Mô tả'), 'Ok');
    await user.click(submit());
    expect(await screen.findByText('Tối đa 200 ký tự')).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('any other failed save toasts "Có lỗi khi tạo kỷ niệm", once', async () => {
    stubFetch(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Internal server error' }, { status: 500 }),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Ok');
    await user.type(screen.getByLabelText('Mô tả'), 'Ok');
    await user.click(submit());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Có lỗi khi tạo kỷ niệm'));
    expect(getToasts()).toHaveLength(1);
  });

  it("edits: my partner's memory keeps its privacy (no toggle, not sent)", async () => {
    const memory = makeMemory({
      id: 'm-9',
      title: 'Biển',
      description: 'Nha Trang',
      mood: 'happy',
      tags: ['travel'],
      createdBy: MINH.id,
      ownerId: MINH.id,
      author: MINH,
    });
    const fetchMock = stubFetch(({ method, body }) =>
      method === 'PUT' ? jsonResponse({ memory: { ...memory, ...(body as object) } }) : undefined,
    );
    const { user, onDone } = renderForm({ memory });
    expect(screen.queryByRole('checkbox', { name: 'Chỉ mình tôi' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Biển');
    await user.type(screen.getByLabelText('Tiêu đề'), ' xanh');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/memories/m-9');
    const sent = sentBody(fetchMock) as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Biển xanh', mood: 'happy', tags: ['travel'] });
    expect(sent).not.toHaveProperty('isPrivate');
    expect(getToasts()[0]?.title).toBe('Đã cập nhật kỷ niệm');
  });
});
