import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { closeAllModals } from '@/lib/modal-store';
import { getToasts } from '@/lib/toast-store';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoriesOverview } from '../components/memories-overview';
import { LAN, listOf, makeMemory, stubFetch, urlsOf } from './memories-fixtures';

/** 14 memories, newest first: 2026-01, then 2025-12 (two), 2025-11... */
const ALL = Array.from({ length: 14 }, (_, i) => {
  const month = 12 - Math.floor((i - 1) / 2);
  return makeMemory({
    id: `m${i}`,
    title: `Kỷ niệm số ${i}`,
    date: i === 0 ? '2026-01-05' : `2025-${String(month).padStart(2, '0')}-10`,
  });
});

function renderOverview(route = '/memories') {
  signIn(LAN);
  return renderWithProviders(
    <>
      <MemoriesOverview />
      <ModalHost />
    </>,
    { route },
  );
}

const page = (offset: number, limit: number) =>
  jsonResponse(listOf(ALL.slice(offset, offset + limit), ALL.length, limit));

describe('memories list', () => {
  afterEach(() => act(() => closeAllModals()));

  it('asks page 1 of 10, groups by year and month, and loads 20 more from offset 10', async () => {
    const fetchMock = stubFetch(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      if (url.pathname !== '/api/memories') return undefined;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return page(offset, Number(url.searchParams.get('limit')));
    });
    renderOverview();
    expect(await screen.findByText('Đang hiện 10 trên 14 kỷ niệm')).toBeInTheDocument();
    expect(urlsOf(fetchMock)).toContain('/api/memories?page=1&limit=10');
    expect(screen.getByRole('heading', { level: 2, name: '2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2025' })).toBeInTheDocument();
    const december = screen.getByRole('region', { name: /Tháng 12/ });
    expect(within(december).getAllByTestId('memory-card')).toHaveLength(2);
    expect(screen.getAllByTestId('memory-card')).toHaveLength(10);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Xem thêm kỷ niệm' }));
    expect(await screen.findByText('Đang hiện 14 trên 14 kỷ niệm')).toBeInTheDocument();
    expect(urlsOf(fetchMock)).toContain('/api/memories?offset=10&limit=20');
    expect(screen.getAllByTestId('memory-card')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Xem thêm kỷ niệm' })).not.toBeInTheDocument();
    expect(screen.getByText('Đã hiện tất cả kỷ niệm')).toBeInTheDocument();
  });

  it('invites the first memory when there is none, and the button opens the form', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/memories' ? jsonResponse(listOf([])) : jsonResponse({ tags: [] }),
    );
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Chưa có kỷ niệm nào' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Viết kỷ niệm đầu tiên' }));
    expect(await screen.findByRole('dialog', { name: 'Kỷ niệm mới' })).toBeInTheDocument();
  });

  it('searches on the server as one types (accents are its business), ranked, without month headers', async () => {
    const dalat = makeMemory({ title: 'Kỷ niệm Đà Lạt' });
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === '/api/memories') return page(0, 10);
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      if (url.pathname === '/api/memories/search') return jsonResponse(listOf([dalat]));
      return undefined;
    });
    renderOverview();
    await screen.findByText('Đang hiện 10 trên 14 kỷ niệm');
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Tìm kỷ niệm' }), 'ky niem da lat');
    expect(await screen.findByText(/1 kỷ niệm phù hợp/)).toBeInTheDocument();
    expect(screen.getByText(/Kết quả cho “ky niem da lat”/)).toBeInTheDocument();
    expect(urlsOf(fetchMock)).toContain('/api/memories/search?page=1&limit=10&q=ky+niem+da+lat');
    expect(screen.getByRole('link', { name: 'Kỷ niệm Đà Lạt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('filters by a tag in use and by mood; nothing matching offers to clear the filters', async () => {
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === '/api/memories') return page(0, 10);
      if (url.pathname === '/api/memories/tags')
        return jsonResponse({ tags: [{ tag: 'travel', count: 3 }] });
      if (url.pathname === '/api/memories/search') return jsonResponse(listOf([]));
      return undefined;
    });
    renderOverview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Du lịch 3' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tâm trạng' }), 'Lãng mạn');
    await waitFor(() =>
      expect(urlsOf(fetchMock)).toContain(
        '/api/memories/search?page=1&limit=10&tags=travel&mood=romantic',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy kỷ niệm phù hợp' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Xóa bộ lọc' })[0]!);
    expect(await screen.findByText('Đang hiện 10 trên 14 kỷ niệm')).toBeInTheDocument();
  });

  it('filters by a date range and by who sees them; a range the wrong way round is said, not sent', async () => {
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === '/api/memories') return page(0, 10);
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      if (url.pathname === '/api/memories/search') return jsonResponse(listOf([ALL[1]!]));
      return undefined;
    });
    renderOverview();
    const user = userEvent.setup();
    const from = await screen.findByLabelText('Từ ngày');
    const to = screen.getByLabelText('Đến ngày');
    await user.type(from, '01/12/2025{Enter}');
    await user.type(to, '31/12/2025{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ai thấy' }), 'Chỉ mình tôi');
    await waitFor(() =>
      expect(urlsOf(fetchMock)).toContain(
        '/api/memories/search?page=1&limit=10&dateFrom=2025-12-01&dateTo=2025-12-31&isPrivate=true',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ai thấy' }), 'Kỷ niệm chung');
    await waitFor(() =>
      expect(urlsOf(fetchMock)).toContain(
        '/api/memories/search?page=1&limit=10&dateFrom=2025-12-01&dateTo=2025-12-31&isPrivate=false',
      ),
    );
    // the end before the start: an inline message, and the range is left out of the query
    await user.clear(to);
    await user.type(to, '01/11/2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ngày bắt đầu phải trước hoặc trùng ngày kết thúc.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(urlsOf(fetchMock).at(-1)).toBe('/api/memories/search?page=1&limit=10&isPrivate=false'),
    );
    await user.click(screen.getAllByRole('button', { name: 'Xóa bộ lọc' })[0]!);
    expect(await screen.findByText('Đang hiện 10 trên 14 kỷ niệm')).toBeInTheDocument();
    expect(screen.getByLabelText('Từ ngày')).toHaveValue('');
  });

  it('offers in the form every mood the list can filter by, and the reverse', async () => {
    stubFetch(({ url }) => {
      if (url.pathname === '/api/memories') return page(0, 10);
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      return undefined;
    });
    renderOverview();
    const filterMoods = within(await screen.findByRole('combobox', { name: 'Tâm trạng' }))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thêm kỷ niệm' }));
    const picker = await screen.findByRole('group', { name: 'Tâm trạng' });
    const formMoods = within(picker)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(formMoods).toEqual(filterMoods);
    expect(formMoods).toContain('Bình yên');
  });

  it('a failed load says so, toasts the failure title, and retries', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      if (url.pathname !== '/api/memories') return undefined;
      return fail ? jsonResponse({ message: 'boom' }, { status: 500 }) : page(0, 10);
    });
    renderOverview();
    expect(await screen.findByText('Không tải được kỷ niệm. Hãy thử lại.')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: 'Có lỗi khi tải kỷ niệm',
      message: 'Lỗi máy chủ',
    });
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Đang hiện 10 trên 14 kỷ niệm')).toBeInTheDocument();
  });
});

describe('favourite toggle', () => {
  it('is optimistic and rolls back with the failure toast when the call fails', async () => {
    const memory = makeMemory({ id: 'fav-1', title: 'Phở sáng' });
    let answerPatch: (response: Response) => void = () => undefined;
    stubFetch(({ method, url }) => {
      if (url.pathname === '/api/memories') return jsonResponse(listOf([memory]));
      if (url.pathname === '/api/memories/tags') return jsonResponse({ tags: [] });
      if (method === 'PATCH' && url.pathname === '/api/memories/fav-1/favorite') {
        return new Promise<Response>((resolve) => (answerPatch = resolve));
      }
      return undefined;
    });
    renderOverview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thêm “Phở sáng” vào yêu thích' }));
    // at once, before the answer
    const pressed = await screen.findByRole('button', { name: 'Bỏ “Phở sáng” khỏi yêu thích' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    answerPatch(jsonResponse({ message: 'boom' }, { status: 500 }));
    expect(
      await screen.findByRole('button', { name: 'Thêm “Phở sáng” vào yêu thích' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(getToasts()[0]).toMatchObject({
      title: 'Có lỗi khi thay đổi trạng thái yêu thích',
      message: 'Lỗi máy chủ',
    });

    await user.click(screen.getByRole('button', { name: 'Thêm “Phở sáng” vào yêu thích' }));
    answerPatch(jsonResponse({ memory: { ...memory, isFavorite: true } }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bỏ “Phở sáng” khỏi yêu thích' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(getToasts()).toHaveLength(1);
  });
});
