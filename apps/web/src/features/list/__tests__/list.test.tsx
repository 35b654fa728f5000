import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, type ListItem, type ListItemsPage } from '@doita/shared';
import { ModalHost } from '@/components/ui/modal-host';
import { i18n } from '@/lib/i18n';
import { closeAllModals } from '@/lib/modal-store';
import { clearToasts, getToasts } from '@/lib/toast-store';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { dayFromToday, makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ListHubCard } from '../components/list-hub-card';
import { ListPage } from '../components/list-page';

const item = (overrides: Partial<ListItem> = {}): ListItem => ({
  id: 'i1',
  title: 'Ăn bún chả Hàng Mành',
  kind: 'food',
  note: 'Đi buổi trưa',
  targetDate: dayFromToday(20),
  link: 'https://example.com/bun-cha',
  done: false,
  doneAt: null,
  doneBy: null,
  author: { id: 'user-1', name: 'An' },
  memoryId: null,
  editable: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});
const page = (items: ListItem[], nextCursor: string | null = null): ListItemsPage => ({
  items,
  nextCursor,
});

const made: { title: string; date: string }[] = [];
const makeMemory = (prefill: { title: string; description: string; date: string }) => {
  made.push(prefill);
};

/** GET /api/list-items answered by its `status` (none: `all`), whatever the kind asked. */
function stubListByStatus(items: Record<'open' | 'done' | 'all', ListItem[]>) {
  const mock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname !== '/api/list-items')
      return Promise.resolve(jsonResponse({ message: 'Not found' }, { status: 404 }));
    const status = url.searchParams.get('status');
    const kind = url.searchParams.get('kind');
    const found = items[status === 'open' || status === 'done' ? status : 'all'].filter(
      (one) => !kind || one.kind === kind,
    );
    return Promise.resolve(jsonResponse(page(found)));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderPage(connected = true, route = '/together/list') {
  signIn(
    makeUser({
      coupleId: connected ? 'c1' : null,
      coupleStatus: { isConnected: connected, daysTogether: 10, anniversaryDate: null },
    }),
  );
  return renderWithProviders(
    <>
      <ListPage connected={connected} timeZone="Asia/Ho_Chi_Minh" onMakeMemory={makeMemory} />
      <ModalHost />
    </>,
    { route },
  );
}

afterEach(() => {
  closeAllModals();
  clearToasts();
});

describe('<ListPage>', () => {
  it('shows an item with its kind, day, note and its link as an outside anchor', async () => {
    stubApi({ 'GET /api/list-items': jsonResponse(page([item()])) });
    renderPage();
    const row = (await screen.findByText('Ăn bún chả Hàng Mành')).closest('li')!;
    expect(row).toHaveTextContent('Món muốn ăn');
    expect(row).toHaveTextContent(
      `Dự định: ${formatDate(dayFromToday(20), { format: 'DD/MM/YYYY' })}`,
    );
    expect(row).toHaveTextContent('Đi buổi trưa');
    const anchor = within(row).getByRole('link', { name: /example\.com\/bun-cha/ });
    expect(anchor).toHaveAttribute('href', 'https://example.com/bun-cha');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
  });

  it('checks an item off at once and sends it; the done item offers a memory', async () => {
    let done = false;
    const doneAt = new Date().toISOString();
    const doneItem = () => item({ done, doneAt: done ? doneAt : null });
    const fetchMock = stubApi({
      'GET /api/list-items': () => jsonResponse(page([doneItem()])),
      'POST /api/list-items/i1/done': () => {
        done = true;
        return jsonResponse({ item: doneItem() });
      },
    });
    renderPage();
    const u = userEvent.setup();
    const box = await screen.findByRole('checkbox', {
      name: 'Đánh dấu đã làm: Ăn bún chả Hàng Mành',
    });
    await u.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/list-items/i1/done')).toBe(true),
    );
    await u.click(await screen.findByRole('button', { name: 'Lưu thành kỷ niệm' }));
    // the target date has not come: the memory starts on the day it was ticked off
    expect(made.at(-1)).toMatchObject({ title: 'Ăn bún chả Hàng Mành', date: dayFromToday(0) });
  });

  it('when every item is done, the default view says so, not that the list is empty', async () => {
    const done = item({
      done: true,
      doneAt: '2026-11-21T02:00:00.000Z',
      doneBy: { id: 'user-2', name: 'Bình' },
    });
    stubListByStatus({ open: [], done: [done], all: [done] });
    renderPage();
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Đã làm hết rồi!' })).toBeInTheDocument();
    expect(screen.queryByText('Danh sách còn trống')).not.toBeInTheDocument();
    // the header's button and the state's
    expect(screen.getAllByRole('button', { name: 'Thêm một điều' })).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Xem những điều đã làm' }));
    expect(await screen.findByText('Ăn bún chả Hàng Mành')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đã làm' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says nothing matches when a filter empties a list that has items', async () => {
    const open = item();
    stubListByStatus({ open: [open], done: [], all: [open] });
    renderPage(true, '/together/list?kind=gift');
    expect(await screen.findByText('Không có mục nào khớp bộ lọc.')).toBeInTheDocument();
    expect(screen.queryByText('Đã làm hết rồi!')).not.toBeInTheDocument();
    expect(screen.queryByText('Danh sách còn trống')).not.toBeInTheDocument();
  });

  it('in English too: all done', async () => {
    const done = item({ done: true, doneAt: '2026-11-21T02:00:00.000Z' });
    stubListByStatus({ open: [], done: [done], all: [done] });
    await i18n.changeLanguage('en');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'All done!' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: "See what you've done" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('vi');
    }
  });

  it('stops the title and the note at their limits as the server counts them', async () => {
    stubListByStatus({ open: [], done: [], all: [] });
    renderPage();
    const u = userEvent.setup();
    await u.click((await screen.findAllByRole('button', { name: 'Thêm một điều' }))[0]!);
    const title = screen.getByLabelText(/Điều muốn làm/);
    const note = screen.getByLabelText('Ghi chú');
    expect(title).not.toHaveAttribute('maxLength');
    fireEvent.change(title, { target: { value: '🍜'.repeat(250) } });
    expect(title).toHaveValue('🍜'.repeat(200));
    fireEvent.change(note, { target: { value: 'Phở'.normalize('NFD').repeat(400) } });
    expect(note).toHaveValue('Phở'.repeat(333) + 'P');
  });

  it('refuses an unsafe link and a blank title before sending, in words', async () => {
    const fetchMock = stubApi({ 'GET /api/list-items': jsonResponse(page([])) });
    renderPage();
    const u = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Danh sách còn trống' })).toBeInTheDocument();
    await u.click(screen.getAllByRole('button', { name: 'Thêm một điều' })[0]!);
    await u.type(screen.getByLabelText('Đường dẫn'), 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đường dẫn không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.getByLabelText('Đường dẫn')).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(fetchMock).some((c) => c.key === 'POST /api/list-items')).toBe(false);
  });

  it('adds an item with its kind and date', async () => {
    const fetchMock = stubApi({
      'GET /api/list-items': jsonResponse(page([])),
      'POST /api/list-items': (body) =>
        jsonResponse({ item: item(body as Partial<ListItem>) }, { status: 201 }),
    });
    renderPage();
    const u = userEvent.setup();
    await u.click((await screen.findAllByRole('button', { name: 'Thêm một điều' }))[0]!);
    await u.type(screen.getByLabelText(/Điều muốn làm/), 'Ngắm hoàng hôn Hồ Tây');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Loại' }), 'experience');
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/list-items')?.body).toEqual({
        title: 'Ngắm hoàng hôn Hồ Tây',
        kind: 'experience',
        note: '',
        targetDate: null,
        link: null,
      }),
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Đã thêm vào danh sách.'));
  });

  it('keeps a title on one line: a pasted tab shows and is sent as one space', async () => {
    const fetchMock = stubApi({
      'GET /api/list-items': jsonResponse(page([])),
      'POST /api/list-items': (body) =>
        jsonResponse({ item: item(body as Partial<ListItem>) }, { status: 201 }),
    });
    renderPage();
    const u = userEvent.setup();
    await u.click((await screen.findAllByRole('button', { name: 'Thêm một điều' }))[0]!);
    const title = screen.getByLabelText(/Điều muốn làm/);
    fireEvent.change(title, { target: { value: 'Ngắm hoàng hôn\t\tHồ Tây ' } });
    fireEvent.blur(title);
    expect(title).toHaveValue('Ngắm hoàng hôn Hồ Tây');
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'POST /api/list-items')?.body).toMatchObject({
        title: 'Ngắm hoàng hôn Hồ Tây',
      }),
    );
  });

  it('sends only the fields changed, so the partner’s other changes stay', async () => {
    const fetchMock = stubApi({
      'GET /api/list-items': jsonResponse(page([item()])),
      'PATCH /api/list-items/i1': (body) => jsonResponse({ item: item(body as Partial<ListItem>) }),
    });
    renderPage();
    const u = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Sửa: Ăn bún chả Hàng Mành' });
    // saved as it opened: nothing to send
    await u.click(edit);
    await u.click(await screen.findByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull());
    expect(callsOf(fetchMock).some((c) => c.key === 'PATCH /api/list-items/i1')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Sửa: Ăn bún chả Hàng Mành' }));
    const title = await screen.findByLabelText(/Điều muốn làm/);
    await u.clear(title);
    await u.type(title, 'Ăn bún chả');
    await u.clear(screen.getByLabelText(/Ghi chú/));
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.key === 'PATCH /api/list-items/i1')?.body).toEqual({
        title: 'Ăn bún chả',
        note: '',
      }),
    );
  });

  it('is read only without a partner, and says so', async () => {
    stubApi({ 'GET /api/list-items': jsonResponse(page([item({ editable: false })])) });
    renderPage(false);
    expect(await screen.findByRole('checkbox')).toBeDisabled();
    expect(screen.getByText(/danh sách chỉ để xem/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm một điều' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sửa/ })).not.toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    stubApi({ 'GET /api/list-items': errorAnswer({ status: 500 }) });
    renderPage();
    expect(await screen.findByText('Không tải được danh sách.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});

describe('<ListHubCard>', () => {
  it('shows the open item with the nearest coming date, and links to the list', async () => {
    stubApi({
      'GET /api/list-items': jsonResponse(
        page([
          item({ id: 'a', title: 'Xa', targetDate: dayFromToday(150) }),
          item({ id: 'b', title: 'Gần', targetDate: dayFromToday(3) }),
          item({ id: 'c', title: 'Không ngày', targetDate: null }),
        ]),
      ),
    });
    renderPage();
    renderWithProviders(<ListHubCard />);
    const card = (await screen.findByRole('heading', { name: 'Điều muốn làm cùng nhau' })).closest(
      'div',
    )!;
    expect(await within(card).findByText('Gần')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Xem cả danh sách/ })).toHaveAttribute(
      'href',
      '/together/list',
    );
  });

  it('invites adding the first one when the list is empty', async () => {
    stubApi({ 'GET /api/list-items': jsonResponse(page([])) });
    signIn(
      makeUser({
        coupleId: 'c1',
        coupleStatus: { isConnected: true, daysTogether: 10, anniversaryDate: null },
      }),
    );
    renderWithProviders(<ListHubCard />);
    expect(await screen.findByText('Hai bạn muốn cùng làm gì?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm điều đầu tiên' })).toHaveAttribute(
      'href',
      '/together/list',
    );
  });
});
